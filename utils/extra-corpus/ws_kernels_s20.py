"""Session 20's held-out warp-specialized kernels: variants of ws_kernels.py's
cases that neither it, ws_kernels_heldout.py nor ws_kernels_s19.py has
(other tiles, dtypes, warps, stages). The sccp, tritongpu-pipeline and
nvgpu-warp-specialization rules for warp-specialized IR, written from the
logs of test/corpus/triton-3.6-ws, were checked on these (session 20, H200,
Triton 3.6; 12 sm100 logs and the 7 sm90 ones Triton compiles): every
CORPUS_PASSES flag gave Triton's blocks but on the blocks of the two cases
below from optimize-partition-warps on (Triton's logs print its nested
relayout pipeline as generic IR its own verifier rejects), stage-check
.source -> .ttgir was
identical on 34 of 36 (the sm90 case nvgpu-warp-specialization splits left
out); the two others, s20_matmul_f16_bk32_s5 and
s20_attn_noncausal_f16_d64_w8 (sm100), are partitions whose warps
tritongpu-optimize-partition-warps changes and lays out again (issue 17:
relayout-tritongpu, on branch wip/relayout-partition-warps):

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_s20 --jobs 8 --stage-files
"""
from sweep_kernels import BF16, E4M3, F16, Case, _block_scaled_tma, _host_desc, _plain_mm, matmul_ws, tma_matmul_host_ws
from ws_kernels import (WS, _attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, block_scaled_ws,
                        matmul_ws_device_desc, matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out (session 20)'
KERNELS = [
    Case('s20_attn_causal_bf16_d128', attn_fwd_ws, _attn_ws(True, 128, 64, 128, 4, 2, BF16), targets=WS, rule=R),
    Case('s20_attn_noncausal_f16_d64_w8', attn_fwd_ws, _attn_ws(False, 128, 128, 64, 8, 2), targets=WS, rule=R),
    Case('s20_persistent_f16_bn64_s4', persistent_tma_ws, _persistent_ws(F16, 128, 64, 64, 4, 4), targets=WS, rule=R),
    Case('s20_persistent_bf16_w8_s2', persistent_tma_ws, _persistent_ws(BF16, 128, 128, 64, 8, 2), targets=WS, rule=R),
    Case('s20_device_desc_bf16_s4', matmul_ws_device_desc, _device_desc_ws(BF16, 128, 128, 64, 4, 4), targets=WS,
         rule=R),
    Case('s20_device_desc_f16_w8', matmul_ws_device_desc, _device_desc_ws(F16, 128, 128, 64, 8, 3), targets=WS,
         rule=R),
    Case('s20_epilogue_bn64_s2', matmul_ws_epilogue, _epilogue_ws(128, 64, 64, 4, 2), targets=WS, rule=R),
    Case('s20_block_scaled_e2m1_w8', block_scaled_ws, _block_scaled_tma('e2m1', 128, 128, 256, 8, 3), targets=WS,
         rule=R),
    Case('s20_tma_host_bn64_s4', tma_matmul_host_ws, _host_desc(128, 64, 64, 4, 4), targets=WS, rule=R),
    Case('s20_matmul_f16_bk32_s5', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 32, 4, 5), targets=WS, rule=R),
    Case('s20_matmul_bf16_bm64_s2', matmul_ws, _plain_mm(matmul_ws, BF16, 64, 128, 64, 4, 2), targets=WS, rule=R),
    Case('s20_matmul_fp8_bn256_w8', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 256, 128, 8, 3), targets=WS, rule=R),
]
