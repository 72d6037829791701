"""Session 19's held-out warp-specialized kernels: variants of ws_kernels.py's
cases that neither it nor ws_kernels_heldout.py has (other tiles, dtypes,
warps, stages). The rules of tritongpu-partition-scheduling,
nvws-insert-aref and nvws-insert-tmem-aref, written from the logs of
test/corpus/triton-3.6-ws, were checked on these (docs/performance.md):

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_s19 --jobs 8 --stage-files
"""
from sweep_kernels import BF16, E4M3, F16, Case, _block_scaled_tma, _plain_mm, matmul_ws
from ws_kernels import (WS, _attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, block_scaled_ws,
                        matmul_ws_device_desc, matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out (session 19)'
KERNELS = [
    Case('s19_attn_causal_f16_d64_bn32', attn_fwd_ws, _attn_ws(True, 128, 32, 64, 4, 2), targets=WS, rule=R),
    Case('s19_attn_noncausal_bf16_d128_s3', attn_fwd_ws, _attn_ws(False, 128, 64, 128, 4, 3, BF16), targets=WS, rule=R),
    Case('s19_persistent_fp8_bn256_w8', persistent_tma_ws, _persistent_ws(E4M3, 128, 256, 128, 8, 3), targets=WS, rule=R),
    Case('s19_persistent_bf16_bm64_w8', persistent_tma_ws, _persistent_ws(BF16, 64, 128, 64, 8, 3), targets=WS, rule=R),
    Case('s19_device_desc_f16_bn64', matmul_ws_device_desc, _device_desc_ws(F16, 128, 64, 64, 4, 3), targets=WS, rule=R),
    Case('s19_epilogue_w8', matmul_ws_epilogue, _epilogue_ws(128, 128, 64, 8, 3), targets=WS, rule=R),
    Case('s19_block_scaled_e4m3_s4', block_scaled_ws, _block_scaled_tma('e4m3', 128, 128, 128, 4, 4), targets=WS, rule=R),
    Case('s19_matmul_bf16_bk128_s2', matmul_ws, _plain_mm(matmul_ws, BF16, 128, 128, 128, 4, 2), targets=WS, rule=R),
    Case('s19_matmul_fp8_bn64_w8', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 64, 128, 8, 3), targets=WS, rule=R),
    Case('s19_matmul_f16_bm64_bn256', matmul_ws, _plain_mm(matmul_ws, F16, 64, 256, 64, 4, 3), targets=WS, rule=R),
]
