"""Session 23's held-out warp-specialized kernels for Hopper's code
partitioning (nvgpu-warp-specialization's doCodePartition, issue 17),
written after the rules were: other shapes and stage counts than the
kernels of sessions 19-22 (BK=128, two and four stages, BN=64 with two
consumers, bf16 and fp8 device descriptors, a bf16 attention, a persistent
kernel with BN=256). The stage count ends each name (_sN) so that the
comparison gives the pass its num-stages.

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_s23 --jobs 8 --stage-files

What they showed (session 23, H200, Triton 3.6): Triton splits all 13 and
dumps doCodePartition; only the three device-descriptor ones compile to the
end (doTokenLowering asserts on the tt.load producers, the verifier rejects
the rest). tt-opt's doTaskPartition, doTaskIdPropagate and doDataPartition
are Triton's on all 13. Its doCodePartition is Triton's text on 3
(s23_device_desc_bf16_bn64_s4, s23_device_desc_fp8_s3,
s23_matmul_bf16_bn64_s4) and on 4 more with the channel groups visited last
to first (Triton visits them by heap address); the other 6 Triton printed in
generic form (its IR failed to verify), equal to ours but for the partitions'
captures, which it keeps on ttg.warp_specialize (under one visiting order or
the other).
"""
import torch

from sweep_kernels import BF16, E4M3, F16, Case, _host_desc, _plain_mm, matmul_ws, tma_matmul_host_ws
from ws_kernels import (_attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, matmul_ws_device_desc,
                        matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out (session 23)'
H = ('sm90',)
KERNELS = [
    Case('s23_matmul_f16_bk128_s2', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 128, 4, 2), targets=H, rule=R),
    Case('s23_matmul_bf16_bn64_s4', matmul_ws, _plain_mm(matmul_ws, BF16, 128, 64, 64, 4, 4), targets=H, rule=R),
    Case('s23_matmul_fp8_bk128_s3', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 128, 128, 4, 3), targets=H, rule=R),
    Case('s23_tma_host_bk128_s2', tma_matmul_host_ws, _host_desc(128, 128, 128, 4, 2), targets=H, rule=R),
    Case('s23_tma_host_bn64_s4', tma_matmul_host_ws, _host_desc(128, 64, 64, 4, 4), targets=H, rule=R),
    Case('s23_device_desc_fp8_s3', matmul_ws_device_desc, _device_desc_ws(E4M3, 128, 128, 128, 4, 3), targets=H,
         rule=R),
    Case('s23_device_desc_bf16_bn64_s4', matmul_ws_device_desc, _device_desc_ws(BF16, 128, 64, 64, 4, 4), targets=H,
         rule=R),
    Case('s23_device_desc_f16_bk128_s2', matmul_ws_device_desc, _device_desc_ws(F16, 128, 128, 128, 4, 2),
         targets=H, rule=R),
    Case('s23_epilogue_bn64_s4', matmul_ws_epilogue, _epilogue_ws(128, 64, 64, 4, 4), targets=H, rule=R),
    Case('s23_persistent_bn256_noflat_s3', persistent_tma_ws, _persistent_ws(F16, 128, 256, 64, 4, 3, flatten=False),
         targets=H, rule=R),
    Case('s23_persistent_bf16_noflat_s2', persistent_tma_ws, _persistent_ws(BF16, 128, 128, 64, 4, 2, flatten=False),
         targets=H, rule=R),
    Case('s23_attn_causal_bf16_d64_s3', attn_fwd_ws, _attn_ws(True, 128, 64, 64, 4, 3, dt=torch.bfloat16),
         targets=H, rule=R),
    Case('s23_attn_noncausal_f16_d128_s3', attn_fwd_ws, _attn_ws(False, 128, 128, 128, 4, 3), targets=H, rule=R),
]
