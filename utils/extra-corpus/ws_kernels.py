"""Kernels with `warp_specialize=True` loops, for issue 17's warp-specialization
passes (partition scheduling, the nvws aref steps, partition loops, the
partitions' warps): plain-pointer and TMA matmuls, persistent (flattened)
matmuls, a matmul with an epilogue, fp8 and block-scaled dots, and flash
attention forward, over tiles, warps and stages.

Every case lists sm90 and sm100: the sm90 launch on the H100 records the
specialization (and shows where Triton 3.6's nvgpu-warp-specialization
stops on Hopper), sm100 is cross-compiled from it, as make_corpus.py does
for every case:

  python3 utils/extra-corpus/make_corpus.py OUT --kernels ws_kernels --jobs 8 --stage-files
"""
import torch
import triton
import triton.language as tl

from sweep_kernels import (BF16, E4M3, F16, SCALE, Case, _block_scaled_tma, _host_desc, _mm_args, _plain_mm,
                           _t, matmul_ws, tma_matmul_host_ws)

WS = ('sm90', 'sm100')


@triton.jit
def persistent_tma_ws(a_desc, b_desc, c_desc, M, N, K,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, NUM_PROGS: tl.constexpr,
                      FLATTEN: tl.constexpr):
    # Triton's persistent-matmul tutorial: one program walks tiles, the tile
    # loop (flattened with its K loop) warp-specialized.
    num_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * num_n
    for tile in tl.range(tl.program_id(0), tiles, NUM_PROGS, flatten=FLATTEN, warp_specialize=True):
        off_m = (tile // num_n) * BM
        off_n = (tile % num_n) * BN
        acc = tl.zeros([BM, BN], tl.float32)
        for k in range(0, K, BK):
            acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]), acc)
        c_desc.store([off_m, off_n], acc.to(c_desc.dtype))


@triton.jit
def matmul_ws_epilogue(a, b, bias, c, M, N, K, sam, sbk, scm,
                       BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # The accumulator stays in tensor memory through the loop; the epilogue
    # adds a bias row and applies ReLU.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        rk = k + tl.arange(0, BK)
        acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]), tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
    acc = tl.maximum(acc + tl.load(bias + rn)[None, :], 0.0)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(tl.float16))


@triton.jit
def matmul_ws_device_desc(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b, shape=[N, K], strides=[K, 1], block_shape=[BN, BK])
    c_desc = tl.make_tensor_descriptor(c, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([off_n, k]).T, acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def block_scaled_ws(a, b, a_scale, b_scale, c, M, N, K,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, FMT: tl.constexpr,
                    PACK: tl.constexpr):
    # sweep_kernels.block_scaled_tma with its K loop warp-specialized.
    REP_M: tl.constexpr = BM // 128
    REP_N: tl.constexpr = BN // 128
    REP_K: tl.constexpr = BK // 128
    a_desc = tl.make_tensor_descriptor(a, shape=[M, K // PACK], strides=[K // PACK, 1], block_shape=[BM, BK // PACK])
    b_desc = tl.make_tensor_descriptor(b, shape=[N, K // PACK], strides=[K // PACK, 1], block_shape=[BN, BK // PACK])
    sa_desc = tl.make_tensor_descriptor(a_scale, shape=[1, M // 128, K // 128, 2, 256],
                                        strides=[M // 128 * (K // 128) * 512, K // 128 * 512, 512, 256, 1],
                                        block_shape=[1, REP_M, REP_K, 2, 256])
    sb_desc = tl.make_tensor_descriptor(b_scale, shape=[1, N // 128, K // 128, 2, 256],
                                        strides=[N // 128 * (K // 128) * 512, K // 128 * 512, 512, 256, 1],
                                        block_shape=[1, REP_N, REP_K, 2, 256])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        va = a_desc.load([pid_m * BM, k // PACK])
        vb = b_desc.load([pid_n * BN, k // PACK]).T
        sa = sa_desc.load([0, pid_m * REP_M, k // 128, 0, 0])
        sb = sb_desc.load([0, pid_n * REP_N, k // 128, 0, 0])
        sa = sa.reshape(REP_M, REP_K, 32, 4, 4).trans(0, 3, 2, 1, 4).reshape(BM, BK // 32)
        sb = sb.reshape(REP_N, REP_K, 32, 4, 4).trans(0, 3, 2, 1, 4).reshape(BN, BK // 32)
        acc = tl.dot_scaled(va, sa, FMT, vb, sb, FMT, acc)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def attn_fwd_ws(q_desc, k_desc, v_desc, o_desc, sm_scale, N_CTX,
                BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD: tl.constexpr, CAUSAL: tl.constexpr):
    # Triton's fused-attention tutorial's shape: Q, K, V and O as 2-D
    # descriptors over [heads * N_CTX, HEAD], the KV loop warp-specialized.
    start_m = tl.program_id(0)
    row0 = tl.program_id(1) * N_CTX
    q = q_desc.load([row0 + start_m * BLOCK_M, 0])
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    m_i = tl.full([BLOCK_M], float('-inf'), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32) + 1.0
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    qk_scale = sm_scale * 1.44269504
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in tl.range(0, hi, BLOCK_N, warp_specialize=True):
        k = k_desc.load([row0 + start_n, 0]).T
        qk = tl.dot(q, k)
        if CAUSAL:
            offs_n = start_n + tl.arange(0, BLOCK_N)
            qk = tl.where(offs_m[:, None] >= offs_n[None, :], qk, -1.0e6)
        m_new = tl.maximum(m_i, tl.max(qk, 1) * qk_scale)
        p = tl.math.exp2(qk * qk_scale - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = v_desc.load([row0 + start_n, 0])
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    o_desc.store([row0 + start_m * BLOCK_M, 0], (acc / l_i[:, None]).to(o_desc.dtype))


def _persistent_ws(dt, BM, BN, BK, warps, stages, flatten=True, out=torch.float16):
    def build(d):
        from triton.tools.tensor_descriptor import TensorDescriptor
        M = N = K = 256 * SCALE
        a, b, c = _mm_args(dt, M, N, K, out=out)
        progs = 4
        return (TensorDescriptor.from_tensor(a, [BM, BK]), TensorDescriptor.from_tensor(b, [BK, BN]),
                TensorDescriptor.from_tensor(c, [BM, BN]), M, N, K), \
            dict(BM=BM, BN=BN, BK=BK, NUM_PROGS=progs, FLATTEN=flatten, num_warps=warps, num_stages=stages), (progs,)
    return build


def _epilogue_ws(BM, BN, BK, warps, stages):
    def build(d):
        M = N = K = 256 * SCALE
        a, b, c = _mm_args(F16, M, N, K)
        bias = _t(N, dtype=torch.float32)
        return (a, b, bias, c, M, N, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), \
            (M // BM, N // BN)
    return build


def _device_desc_ws(dt, BM, BN, BK, warps, stages):
    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        M = N = K = 256 * SCALE
        a = _t(M, K, dtype=dt)
        b = _t(N, K, dtype=dt)
        c = torch.empty(M, N, device=d, dtype=torch.float16)
        return (a, b, c, M, N, K), dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), (M // BM, N // BN)
    return build


def _attn_ws(causal, BLOCK_M, BLOCK_N, HEAD, warps, stages, dt=torch.float16):
    def build(d):
        from triton.tools.tensor_descriptor import TensorDescriptor
        H, N_CTX = 2, 256 * SCALE
        q, k, v, o = (_t(H * N_CTX, HEAD, dtype=dt) for _ in range(4))
        descs = [TensorDescriptor.from_tensor(t, [BLOCK_M if i in (0, 3) else BLOCK_N, HEAD])
                 for i, t in enumerate((q, k, v, o))]
        return tuple(descs) + (0.125, N_CTX), \
            dict(BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, HEAD=HEAD, CAUSAL=causal, num_warps=warps, num_stages=stages), \
            (N_CTX // BLOCK_M, H)
    return build


RULE = '17 warp specialization'
KERNELS = [
    Case('ws2_matmul_f16_w8_s3', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 64, 8, 3), targets=WS, rule=RULE),
    Case('ws2_matmul_bf16_bn256', matmul_ws, _plain_mm(matmul_ws, BF16, 128, 256, 64, 8, 3), targets=WS, rule=RULE),
    Case('ws2_matmul_fp8_s4', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 128, 128, 4, 4), targets=WS, rule=RULE),
    Case('ws2_tma_host_bn256_w8', tma_matmul_host_ws, _host_desc(128, 256, 64, 8, 3), targets=WS, rule=RULE),
    Case('ws2_tma_host_s2', tma_matmul_host_ws, _host_desc(128, 128, 64, 4, 2), targets=WS, rule=RULE),
    Case('ws2_persistent_tma_f16', persistent_tma_ws, _persistent_ws(F16, 128, 128, 64, 4, 3), targets=WS,
         rule=RULE),
    Case('ws2_persistent_tma_f16_w8', persistent_tma_ws, _persistent_ws(F16, 128, 256, 64, 8, 3), targets=WS,
         rule=RULE),
    Case('ws2_persistent_tma_noflatten', persistent_tma_ws, _persistent_ws(F16, 128, 128, 64, 4, 3, flatten=False),
         targets=WS, rule=RULE),
    Case('ws2_persistent_tma_fp8', persistent_tma_ws, _persistent_ws(E4M3, 128, 128, 128, 4, 3), targets=WS,
         rule=RULE),
    Case('ws2_epilogue_bias_relu', matmul_ws_epilogue, _epilogue_ws(128, 128, 64, 4, 3), targets=WS, rule=RULE),
    Case('ws2_device_desc_f16', matmul_ws_device_desc, _device_desc_ws(F16, 128, 128, 64, 4, 3), targets=WS,
         rule=RULE),
    Case('ws2_block_scaled_e4m3', block_scaled_ws, _block_scaled_tma('e4m3', 128, 128, 128, 4, 3), targets=WS,
         rule=RULE),
    Case('ws2_block_scaled_e2m1', block_scaled_ws, _block_scaled_tma('e2m1', 128, 128, 256, 4, 3), targets=WS,
         rule=RULE),
    Case('ws2_attn_causal_d64', attn_fwd_ws, _attn_ws(True, 128, 64, 64, 4, 3), targets=WS, rule=RULE),
    Case('ws2_attn_noncausal_d128', attn_fwd_ws, _attn_ws(False, 128, 128, 128, 8, 2), targets=WS, rule=RULE),
    Case('ws2_attn_noncausal_bf16_d64', attn_fwd_ws, _attn_ws(False, 128, 64, 64, 4, 3, BF16), targets=WS,
         rule=RULE),
]
