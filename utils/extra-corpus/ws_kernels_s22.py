"""Session 22's held-out warp-specialized kernels for Hopper's data
partitioning (nvgpu-warp-specialization's doDataPartition, issue 17): 4-warp
sm90 loops whose dots are cut along N (BM=64, BN=256: a 32-row half is below
wgmma's 64 rows, a 128-column half is not), along M into halves of 128 rows
(BM=256), with host and device descriptors, fp8, a bias epilogue, and
4-warp attention. The held-out kernels of sessions 19-21 cut only along M.

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels_s22 --jobs 8 --stage-files

What they showed (session 22, H200, Triton 3.6): Triton splits 14 of the 15
(s22_persistent_f16_w4 it leaves alone: its flattened loop has an else
block). The BM=64 BN=256 kernels are cut along N, the others along M;
doTaskPartition, doTaskIdPropagate and doDataPartition are tt-opt's on all
14. Only s22_device_desc_bf16_bm256 then compiles: after doCodePartition,
doTokenLowering asserts on the tt.load producers (WSLowerToken.cpp:73), the
verifier rejects the host-descriptor ones and attention (a descriptor
store of half the block) and s22_device_desc_f16_bm64_bn256 fails in make_llir.
"""
from sweep_kernels import BF16, E4M3, F16, Case, _host_desc, _plain_mm, matmul_ws, tma_matmul_host_ws
from ws_kernels import (_attn_ws, _device_desc_ws, _epilogue_ws, _persistent_ws, attn_fwd_ws, matmul_ws_device_desc,
                        matmul_ws_epilogue, persistent_tma_ws)

R = 'held-out (session 22)'
H = ('sm90',)
KERNELS = [
    Case('s22_matmul_f16_bm64_bn256', matmul_ws, _plain_mm(matmul_ws, F16, 64, 256, 64, 4, 3), targets=H, rule=R),
    Case('s22_matmul_bf16_bm256_bn128', matmul_ws, _plain_mm(matmul_ws, BF16, 256, 128, 64, 4, 3), targets=H,
         rule=R),
    Case('s22_matmul_fp8_bm64_bn256', matmul_ws, _plain_mm(matmul_ws, E4M3, 64, 256, 64, 4, 3), targets=H, rule=R),
    Case('s22_matmul_f16_bm128_bn256', matmul_ws, _plain_mm(matmul_ws, F16, 128, 256, 64, 4, 3), targets=H,
         rule=R),
    Case('s22_tma_host_bm64_bn256', tma_matmul_host_ws, _host_desc(64, 256, 64, 4, 3), targets=H, rule=R),
    Case('s22_tma_host_bm256_bn128', tma_matmul_host_ws, _host_desc(256, 128, 64, 4, 3), targets=H, rule=R),
    Case('s22_device_desc_f16_bm64_bn256', matmul_ws_device_desc, _device_desc_ws(F16, 64, 256, 64, 4, 3),
         targets=H, rule=R),
    Case('s22_device_desc_bf16_bm256', matmul_ws_device_desc, _device_desc_ws(BF16, 256, 128, 64, 4, 3),
         targets=H, rule=R),
    Case('s22_epilogue_bm64_bn256', matmul_ws_epilogue, _epilogue_ws(64, 256, 64, 4, 3), targets=H, rule=R),
    Case('s22_epilogue_bk64_s3', matmul_ws_epilogue, _epilogue_ws(128, 128, 64, 4, 3), targets=H, rule=R),
    Case('s22_persistent_f16_w4', persistent_tma_ws, _persistent_ws(F16, 128, 128, 64, 4, 3), targets=H, rule=R),
    Case('s22_persistent_f16_w4_noflat', persistent_tma_ws, _persistent_ws(F16, 128, 128, 64, 4, 3, flatten=False),
         targets=H, rule=R),
    Case('s22_attn_noncausal_f16_d64_w4', attn_fwd_ws, _attn_ws(False, 128, 64, 64, 4, 2), targets=H, rule=R),
    Case('s22_attn_causal_f16_d64_w4', attn_fwd_ws, _attn_ws(True, 128, 64, 64, 4, 2), targets=H, rule=R),
    Case('s22_attn_noncausal_f16_d128_w4', attn_fwd_ws, _attn_ws(False, 128, 128, 128, 4, 2), targets=H, rule=R),
]
