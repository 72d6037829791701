"""Held-out variants of ws_kernels.py's cases (other tiles, dtypes, warps,
stages): the rules found on ws_kernels.py's logs were checked on these,
which did not show them (session 17; docs/performance.md):

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_heldout --jobs 8 --stage-files
"""
import torch
from sweep_kernels import BF16, E4M3, F16, Case, _block_scaled_tma, _plain_mm, matmul_ws
from ws_kernels import (WS, _attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, block_scaled_ws,
                        matmul_ws_device_desc, matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out'
KERNELS = [
    Case('h_block_scaled_e4m3_bn256_w8', block_scaled_ws, _block_scaled_tma('e4m3', 128, 256, 128, 8, 3), targets=WS, rule=R),
    Case('h_block_scaled_e2m1_s2', block_scaled_ws, _block_scaled_tma('e2m1', 128, 128, 128, 4, 2), targets=WS, rule=R),
    Case('h_device_desc_bf16_w8', matmul_ws_device_desc, _device_desc_ws(BF16, 128, 256, 64, 8, 3), targets=WS, rule=R),
    Case('h_device_desc_fp8_s4', matmul_ws_device_desc, _device_desc_ws(E4M3, 128, 128, 128, 4, 4), targets=WS, rule=R),
    Case('h_persistent_bf16_bk32_s4', persistent_tma_ws, _persistent_ws(BF16, 128, 128, 32, 4, 4), targets=WS, rule=R),
    Case('h_persistent_f16_bm64', persistent_tma_ws, _persistent_ws(F16, 64, 128, 64, 4, 3), targets=WS, rule=R),
    Case('h_attn_causal_bf16_d128_w8', attn_fwd_ws, _attn_ws(True, 128, 128, 128, 8, 2, BF16), targets=WS, rule=R),
    Case('h_attn_noncausal_d64_w8', attn_fwd_ws, _attn_ws(False, 128, 64, 64, 8, 3), targets=WS, rule=R),
    Case('h_epilogue_bn64_s4', matmul_ws_epilogue, _epilogue_ws(128, 64, 64, 4, 4), targets=WS, rule=R),
    Case('h_matmul_f16_bn256_w8_s2', matmul_ws, _plain_mm(matmul_ws, F16, 128, 256, 64, 8, 2), targets=WS, rule=R),
]
