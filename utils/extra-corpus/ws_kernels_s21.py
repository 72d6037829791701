"""Session 21's held-out warp-specialized kernels: variants chosen to make
tritongpu-optimize-partition-warps change a partition's warps while it holds
tensors, so that its layouts are assigned again (relayout-tritongpu and the
passes after it, issue 17): small K tiles, many stages, 8 warps, attention
with other head sizes. Neither ws_kernels.py nor the held-out files of
sessions 19 and 20 have these.

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_s21 --jobs 8 --stage-files

What they showed (session 21, H200, Triton 3.6; with the two relayout cases
of ws_kernels_s20.py, 18 sm100 logs and the 10 sm90 ones Triton compiles):
10 of the sm100 kernels have a partition laid out again. After the
relayout rule, every CORPUS_PASSES flag gives Triton's blocks on all 28
logs but nvgpu-warp-specialization on s21_device_desc_f16_bk32_s5 (sm90,
the split); stage-check .source -> .ttir -> .ttgir identical on 53 of 54;
chain-check 918/918 sm100 outputs; Triton's .ttgir of all 28 through
tt-translate and ptxas (sm_100a, sm_90a), with Triton's synchronization
mix but the known st.shared.v2.b64 split in s21_persistent_f16_bk32_s5.
The seven sm90 compiles Triton crashed in (doCodePartition) still dump
nvgpu-warp-specialization's first steps: doTaskPartition and
doTaskIdPropagate are Triton's on those and on s21_device_desc_f16_bk32_s5,
and on the two device-descriptor cases added after (s21_device_desc_f16_s1:
Triton splits a loop of num_stages=1 too, so the pass has no stage rule).
"""
from sweep_kernels import BF16, E4M3, F16, Case, _block_scaled_tma, _host_desc, _plain_mm, matmul_ws, tma_matmul_host_ws
from ws_kernels import (WS, _attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, block_scaled_ws,
                        matmul_ws_device_desc, matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out (session 21)'
KERNELS = [
    Case('s21_matmul_f16_bk32_s4', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 32, 4, 4), targets=WS, rule=R),
    Case('s21_matmul_bf16_bk32_s6', matmul_ws, _plain_mm(matmul_ws, BF16, 128, 128, 32, 4, 6), targets=WS, rule=R),
    Case('s21_matmul_f16_bn64_bk32_s5', matmul_ws, _plain_mm(matmul_ws, F16, 128, 64, 32, 4, 5), targets=WS, rule=R),
    Case('s21_matmul_f16_w8_bk32_s4', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 32, 8, 4), targets=WS, rule=R),
    Case('s21_matmul_fp8_bk64_s5', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 128, 64, 4, 5), targets=WS, rule=R),
    Case('s21_matmul_bf16_bm64_bk32_s4', matmul_ws, _plain_mm(matmul_ws, BF16, 64, 128, 32, 4, 4), targets=WS,
         rule=R),
    Case('s21_attn_noncausal_bf16_d64_w8', attn_fwd_ws, _attn_ws(False, 128, 128, 64, 8, 2, BF16), targets=WS,
         rule=R),
    Case('s21_attn_causal_f16_d64_w8', attn_fwd_ws, _attn_ws(True, 128, 64, 64, 8, 2), targets=WS, rule=R),
    Case('s21_attn_noncausal_f16_d32_w8', attn_fwd_ws, _attn_ws(False, 128, 64, 32, 8, 3), targets=WS, rule=R),
    Case('s21_attn_causal_f16_d128_w8', attn_fwd_ws, _attn_ws(True, 128, 128, 128, 8, 2), targets=WS, rule=R),
    Case('s21_epilogue_bk32_s5', matmul_ws_epilogue, _epilogue_ws(128, 128, 32, 4, 5), targets=WS, rule=R),
    Case('s21_epilogue_w8_s3', matmul_ws_epilogue, _epilogue_ws(128, 128, 64, 8, 3), targets=WS, rule=R),
    Case('s21_persistent_f16_bk32_s5', persistent_tma_ws, _persistent_ws(F16, 128, 128, 32, 4, 5), targets=WS,
         rule=R),
    Case('s21_device_desc_f16_bk32_s5', matmul_ws_device_desc, _device_desc_ws(F16, 128, 128, 32, 4, 5),
         targets=WS, rule=R),
    Case('s21_tma_host_bk32_s5', tma_matmul_host_ws, _host_desc(128, 128, 32, 4, 5), targets=WS, rule=R),
    Case('s21_block_scaled_e4m3_w8', block_scaled_ws, _block_scaled_tma('e4m3', 128, 128, 128, 8, 4), targets=WS,
         rule=R),
    # num_stages=1: Hopper's warp specialization still splits the loop.
    Case('s21_device_desc_f16_s1', matmul_ws_device_desc, _device_desc_ws(F16, 128, 128, 64, 4, 1), targets=WS,
         rule=R),
    Case('s21_device_desc_bf16_bn64_s2', matmul_ws_device_desc, _device_desc_ws(BF16, 128, 64, 64, 4, 2),
         targets=WS, rule=R),
]
