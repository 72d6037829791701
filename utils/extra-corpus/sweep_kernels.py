"""Kernels Triton users write today, for the rule classes of issue 14: chains
of join/split/reshape/trans through rank-3 layouts, AMD dots of every
element type, converts of pointers/i1/i64, half-precision elementwise math,
and matmul/attention kernels (persistent loops with flatten=True, tensor
descriptors made on the host and on the device, tl.dot_scaled, warp
specialization, causal attention, masked K tails, several output tiles per
program). make_corpus.py compiles them for every target they list.

Each entry of KERNELS is a Case: the JIT function, a builder that returns
(args, kwargs, grid) for one launch on the device, the targets to compile
for, and the launch options (num_warps, num_stages, and per-target extras
such as kpack for gfx942). A case with `jit=False` is not launched: its
signature and constexprs are given here (types the H100 cannot run, such as
the FNUZ fp8 formats of gfx942).
"""
import itertools
import os
from dataclasses import dataclass, field

import torch
import triton
import triton.language as tl

# TT_SWEEP_SCALE=s multiplies the problem sizes of the matmul and attention
# builders (not the masked-K ones, whose odd K must stay odd) by s, so that
# utils/gpu-runner/run_extra.py can time them where the kernel, not the
# launch, takes the time. Whether a size divides by 16 stays as it was
# (_scale): Triton specializes the same kernel the corpus TTGIR was made
# from.
SCALE = int(os.environ.get('TT_SWEEP_SCALE', '1'))


def _scale(*sizes):
    """The sizes times SCALE, each keeping whether it divides by 16 (Triton
    specializes integer arguments on that): 200 -> 1608 at 8x, not 1600,
    which would get a kernel with wider loads than the corpus TTGIR's."""
    def one(size):
        scaled = size * SCALE
        if size % 16 and scaled % 16 == 0:
            scaled += 8
        return scaled
    return tuple(one(size) for size in sizes)

ALL = ('sm90', 'sm80', 'sm100', 'gfx942')


@dataclass
class Case:
    name: str
    fn: object
    build: object = None          # device -> (args, kwargs, grid)
    targets: tuple = ALL
    options: dict = field(default_factory=dict)        # num_warps, num_stages, ...
    target_options: dict = field(default_factory=dict)  # target -> extra options
    jit: bool = True
    signature: dict = None        # for jit=False: name -> Triton type or 'constexpr'
    constexprs: dict = None       # for jit=False: name -> value
    rule: str = ''                # the issue-14 class it exercises


# --- issue 15: loops the software pipeliner sees ----------------------------

@triton.jit
def matmul_block_ptr(a, b, c, M, N, K, sam, sbk, scm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    pa = tl.make_block_ptr(a, (M, K), (sam, 1), (tl.program_id(0) * BM, 0), (BM, BK), (1, 0))
    pb = tl.make_block_ptr(b, (K, N), (sbk, 1), (0, tl.program_id(1) * BN), (BK, BN), (1, 0))
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(tl.load(pa, boundary_check=(0, 1)), tl.load(pb, boundary_check=(0, 1)), acc)
        pa = tl.advance(pa, (0, BK))
        pb = tl.advance(pb, (BK, 0))
    pc = tl.make_block_ptr(c, (M, N), (scm, 1), (tl.program_id(0) * BM, tl.program_id(1) * BN), (BM, BN), (1, 0))
    tl.store(pc, acc.to(c.dtype.element_ty), boundary_check=(0, 1))


@triton.jit
def matmul_nested(a, b, c, M, N, K, sam, sbk, scm, REPS: tl.constexpr,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    out = tl.zeros([BM, BN], tl.float32)
    for r in range(REPS):
        acc = tl.zeros([BM, BN], tl.float32)
        for k in range(0, K, BK):
            rk = k + tl.arange(0, BK)
            acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]),
                         tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
        out += acc * (r + 1)
    tl.store(c + rm[:, None] * scm + rn[None, :], out.to(c.dtype.element_ty))


@triton.jit
def matmul_chased(a, b, c, order, M, N, K, sam, sbk, scm,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # The next K block is loaded from `order`: a loop-carried scalar that
    # the loads depend on.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    kb = 0
    for i in range(0, K // BK):
        rk = kb * BK + tl.arange(0, BK)
        acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]), tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
        kb = tl.load(order + kb)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty))


def _chased(dt, BM, BN, BK, warps, stages):
    def build(d):
        M, N, K = (256 * SCALE,) * 3
        a, b, c = _mm_args(dt, M, N, K)
        order = torch.roll(torch.arange(K // BK, device=d, dtype=torch.int32), -1)
        return (a, b, c, order, M, N, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, num_warps=warps,
                                                        num_stages=stages), (M // BM, N // BN)
    return build


# --- issue 15: tensor descriptors made in the kernel, rewritten to pointers
# below sm90 and on AMD (triton-rewrite-tensor-descriptor-to-pointer) -------

@triton.jit
def desc_copy_2d(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    dx = tl.make_tensor_descriptor(x, shape=[M, N], strides=[N, 1], block_shape=[BM, BN], padding_option="nan")
    dy = tl.make_tensor_descriptor(y, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    om = tl.program_id(0) * BM
    on = tl.program_id(1) * BN
    dy.store([om, on], dx.load([om, on]) * 2.0)


@triton.jit
def desc_copy_3d(x, y, B, M, N, BB: tl.constexpr, BM: tl.constexpr, BN: tl.constexpr):
    dx = tl.make_tensor_descriptor(x, shape=[B, M, N], strides=[M * N, N, 1], block_shape=[BB, BM, BN])
    dy = tl.make_tensor_descriptor(y, shape=[B, M, N], strides=[M * N, N, 1], block_shape=[BB, BM, BN])
    ob = tl.program_id(0) * BB
    dy.store([ob, 0, 0], dx.load([ob, 0, 0]) + 1.0)


def _desc_copy_2d(dt, M, N, BM, BN, warps):
    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        x = _t(M, N, dtype=dt)
        y = torch.empty_like(x)
        return (x, y, M, N), dict(BM=BM, BN=BN, num_warps=warps), (triton.cdiv(M, BM), triton.cdiv(N, BN))
    return build


def _desc_copy_3d(dt, B, M, N, BB, warps):
    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        x = _t(B, M, N, dtype=dt)
        y = torch.empty_like(x)
        return (x, y, B, M, N), dict(BB=BB, BM=M, BN=N, num_warps=warps), (triton.cdiv(B, BB),)
    return build


def _t(*shape, dtype=torch.float32, dev='cuda'):
    return torch.randn(*shape, device=dev).to(dtype)


# --- class 2: join / split / reshape / trans through rank-3 layouts ---------

@triton.jit
def rotary_interleaved(x, cos, sin, y, S, D: tl.constexpr, BS: tl.constexpr):
    rows = tl.program_id(0) * BS + tl.arange(0, BS)
    cols = tl.arange(0, D)
    half = tl.arange(0, D // 2)
    m = rows[:, None] < S
    v = tl.load(x + rows[:, None] * D + cols[None, :], mask=m, other=0.0)
    x0, x1 = tl.split(tl.reshape(v, (BS, D // 2, 2)))
    c = tl.load(cos + rows[:, None] * (D // 2) + half[None, :], mask=m, other=0.0)
    s = tl.load(sin + rows[:, None] * (D // 2) + half[None, :], mask=m, other=0.0)
    o = tl.reshape(tl.join(x0 * c - x1 * s, x0 * s + x1 * c), (BS, D))
    tl.store(y + rows[:, None] * D + cols[None, :], o, mask=m)


@triton.jit
def complex_mul(a, b, c, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    idx = offs[:, None] * 2 + tl.arange(0, 2)[None, :]
    m = offs[:, None] < n
    ar, ai = tl.split(tl.load(a + idx, mask=m, other=0.0))
    br, bi = tl.split(tl.load(b + idx, mask=m, other=0.0))
    tl.store(c + idx, tl.join(ar * br - ai * bi, ar * bi + ai * br), mask=m)


@triton.jit
def interleave_halves(x, y, R, N: tl.constexpr, BR: tl.constexpr):
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    half = tl.arange(0, N // 2)
    m = rows[:, None] < R
    lo = tl.load(x + rows[:, None] * N + half[None, :], mask=m, other=0)
    hi = tl.load(x + rows[:, None] * N + N // 2 + half[None, :], mask=m, other=0)
    out = tl.interleave(lo, hi)
    cols = tl.arange(0, N)
    tl.store(y + rows[:, None] * N + cols[None, :], out, mask=m)


@triton.jit
def pair_sum_trans(x, y, R, N: tl.constexpr, BR: tl.constexpr):
    rows = tl.program_id(0) * BR + tl.arange(0, BR)
    cols = tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :])
    t = tl.trans(tl.reshape(v, (BR, 2, N // 2)), (0, 2, 1))
    a, b = tl.split(t)
    outc = tl.arange(0, N // 2)
    tl.store(y + rows[:, None] * (N // 2) + outc[None, :], a + b)


@triton.jit
def permute3d(x, y, A: tl.constexpr, B: tl.constexpr, C: tl.constexpr):
    i = tl.arange(0, A)[:, None, None]
    j = tl.arange(0, B)[None, :, None]
    k = tl.arange(0, C)[None, None, :]
    v = tl.load(x + i * B * C + j * C + k)
    p = tl.permute(v, (2, 0, 1))
    i2 = tl.arange(0, C)[:, None, None]
    j2 = tl.arange(0, A)[None, :, None]
    k2 = tl.arange(0, B)[None, None, :]
    tl.store(y + i2 * A * B + j2 * B + k2, p * 2)


@triton.jit
def split_join_roundtrip(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n, other=0.0)
    a, b = tl.split(tl.reshape(v, (BLOCK // 2, 2)))
    w = tl.reshape(tl.join(b, a), (BLOCK,))
    tl.store(y + offs, w, mask=offs < n)


# --- class 4: converts of pointers, i1 and i64 -----------------------------

@triton.jit
def pointer_table_trans(table, y, N: tl.constexpr):
    r = tl.arange(0, N)
    addr = tl.load(table + r[:, None] * N + r[None, :])
    ptrs = addr.to(tl.pointer_type(tl.float32))
    tl.store(y + r[:, None] * N + r[None, :], tl.load(tl.trans(ptrs)))


@triton.jit
def mask_trans(x, y, N: tl.constexpr):
    r = tl.arange(0, N)
    v = tl.load(x + r[:, None] * N + r[None, :])
    m = tl.trans(v > 0)
    tl.store(y + r[:, None] * N + r[None, :], v, mask=m)


@triton.jit
def i64_trans(x, y, N: tl.constexpr):
    r = tl.arange(0, N)
    v = tl.load(x + r[:, None] * N + r[None, :])
    tl.store(y + r[:, None] * N + r[None, :], tl.trans(v) * 3)


@triton.jit
def scatter_rows(x, idx, y, D: tl.constexpr, BR: tl.constexpr):
    r = tl.program_id(0) * BR + tl.arange(0, BR)
    d = tl.arange(0, D)
    dst = tl.load(idx + r)
    ptrs = y + dst[:, None] * D + d[None, :]
    v = tl.load(x + r[:, None] * D + d[None, :])
    tl.store(tl.trans(ptrs), tl.trans(v))


# --- class 5: half-precision elementwise math, libdevice, philox -----------

@triton.jit
def fp16_axpby(x, y, z, n, a, b, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    vx = tl.load(x + offs, mask=m)
    vy = tl.load(y + offs, mask=m)
    tl.store(z + offs, vx * a.to(tl.float16) + vy * b.to(tl.float16) + vx * vy, mask=m)


@triton.jit
def fp16_poly(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    w = ((v * 0.25 + 1.5) * v - 0.75) * v + 2.0
    tl.store(y + offs, w * v + v, mask=m)


@triton.jit
def gelu_erf(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m).to(tl.float32)
    g = 0.5 * v * (1.0 + tl.math.erf(v * 0.7071067811865476))
    tl.store(y + offs, g.to(y.dtype.element_ty), mask=m)


@triton.jit
def philox_dropout(x, y, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    r = tl.rand(seed, offs)
    i0, i1, i2, i3 = tl.randint4x(seed + 1, offs)
    keep = (r > p) & ((i3 & 1) == 0)
    tl.store(y + offs, tl.where(keep, v / (1 - p), (i0 % 7).to(tl.float32)), mask=m)


# --- class 6: matmul and attention kernels --------------------------------

@triton.jit
def persistent_matmul(a, b, c, M, N, K, sam, sbk, scm,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                      NUM_PROGS: tl.constexpr, FLATTEN: tl.constexpr):
    num_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * num_n
    k_tiles = tl.cdiv(K, BK)
    for tile in tl.range(tl.program_id(0), tiles, NUM_PROGS, flatten=FLATTEN):
        rm = (tile // num_n) * BM + tl.arange(0, BM)
        rn = (tile % num_n) * BN + tl.arange(0, BN)
        acc = tl.zeros([BM, BN], tl.float32)
        for kt in range(k_tiles):
            rk = kt * BK + tl.arange(0, BK)
            va = tl.load(a + rm[:, None] * sam + rk[None, :], mask=rk[None, :] < K, other=0.0)
            vb = tl.load(b + rk[:, None] * sbk + rn[None, :], mask=rk[:, None] < K, other=0.0)
            acc = tl.dot(va, vb, acc)
        tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty),
                 mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_masked_k(a, b, c, M, N, K, sam, sbk, scm,
                    BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GROUP_M: tl.constexpr):
    pid = tl.program_id(0)
    num_m = tl.cdiv(M, BM)
    num_n = tl.cdiv(N, BN)
    group = GROUP_M * num_n
    first_m = (pid // group) * GROUP_M
    size_m = min(num_m - first_m, GROUP_M)
    pm = first_m + (pid % group) % size_m
    pn = (pid % group) // size_m
    rm = pm * BM + tl.arange(0, BM)
    rn = pn * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        kk = k * BK + rk
        va = tl.load(a + rm[:, None] * sam + kk[None, :], mask=(rm[:, None] < M) & (kk[None, :] < K), other=0.0)
        vb = tl.load(b + kk[:, None] * sbk + rn[None, :], mask=(kk[:, None] < K) & (rn[None, :] < N), other=0.0)
        acc += tl.dot(va, vb)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty),
             mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def matmul_two_tiles(a, b, c, M, N, K, sam, sbk, scm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # Each program computes two output tiles side by side along N.
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn0 = tl.program_id(1) * 2 * BN + tl.arange(0, BN)
    rn1 = rn0 + BN
    acc0 = tl.zeros([BM, BN], tl.float32)
    acc1 = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        rk = k + tl.arange(0, BK)
        va = tl.load(a + rm[:, None] * sam + rk[None, :])
        acc0 = tl.dot(va, tl.load(b + rk[:, None] * sbk + rn0[None, :]), acc0)
        acc1 = tl.dot(va, tl.load(b + rk[:, None] * sbk + rn1[None, :]), acc1)
    tl.store(c + rm[:, None] * scm + rn0[None, :], acc0.to(c.dtype.element_ty))
    tl.store(c + rm[:, None] * scm + rn1[None, :], acc1.to(c.dtype.element_ty))


@triton.jit
def matmul_if_in_loop(a, b, c, M, N, K, sam, sbk, scm, scale_every,
                      BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        rk = k + tl.arange(0, BK)
        acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]), tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
        if (k // BK) % scale_every == 0:
            acc = acc * 0.5
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty))


@triton.jit
def tma_matmul_host(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]), acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def tma_matmul_device(a, b, c, M, N, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b, shape=[K, N], strides=[N, 1], block_shape=[BK, BN])
    c_desc = tl.make_tensor_descriptor(c, shape=[M, N], strides=[N, 1], block_shape=[BM, BN])
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, num_stages=3):
        acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]), acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def tma_persistent_flatten(a_desc, b_desc, c_desc, M, N, K,
                           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, NUM_PROGS: tl.constexpr):
    num_n = tl.cdiv(N, BN)
    tiles = tl.cdiv(M, BM) * num_n
    for tile in tl.range(tl.program_id(0), tiles, NUM_PROGS, flatten=True):
        off_m = (tile // num_n) * BM
        off_n = (tile % num_n) * BN
        acc = tl.zeros([BM, BN], tl.float32)
        for k in range(0, K, BK):
            acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]), acc)
        c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def matmul_ws(a, b, c, M, N, K, sam, sbk, scm,
              BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        rk = k + tl.arange(0, BK)
        acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]), tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(tl.float16))


@triton.jit
def tma_matmul_host_ws(a_desc, b_desc, c_desc, K, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    off_m = tl.program_id(0) * BM
    off_n = tl.program_id(1) * BN
    acc = tl.zeros([BM, BN], tl.float32)
    for k in tl.range(0, K, BK, warp_specialize=True):
        acc = tl.dot(a_desc.load([off_m, k]), b_desc.load([k, off_n]), acc)
    c_desc.store([off_m, off_n], acc.to(tl.float16))


@triton.jit
def dot_scaled_mx(a, a_scale, b, b_scale, c, K, sam, sbk, scm,
                  BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, FMT: tl.constexpr, PACK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK // PACK)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k // PACK + rka)[None, :])
        vb = tl.load(b + (k // PACK + rka)[:, None] * sbk + rn[None, :])
        sa = tl.load(a_scale + rm[:, None] * (K // 32) + (k // 32 + rks)[None, :])
        sb = tl.load(b_scale + rn[:, None] * (K // 32) + (k // 32 + rks)[None, :])
        acc = tl.dot_scaled(va, sa, FMT, vb, sb, FMT, acc)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc)


@triton.jit
def dot_scaled_mixed(a, a_scale, b, b_scale, c, K, sam, sbk, scm,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
                     FMT_A: tl.constexpr, FMT_B: tl.constexpr, PACK_A: tl.constexpr,
                     PACK_B: tl.constexpr, SCALE_A: tl.constexpr, FAST: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rka = tl.arange(0, BK // PACK_A)
    rkb = tl.arange(0, BK // PACK_B)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k // PACK_A + rka)[None, :])
        vb = tl.load(b + (k // PACK_B + rkb)[:, None] * sbk + rn[None, :])
        sb = tl.load(b_scale + rn[:, None] * (K // 32) + (k // 32 + rks)[None, :])
        if SCALE_A:
            sa = tl.load(a_scale + rm[:, None] * (K // 32) + (k // 32 + rks)[None, :])
            acc = tl.dot_scaled(va, sa, FMT_A, vb, sb, FMT_B, acc, fast_math=FAST)
        else:
            acc = tl.dot_scaled(va, None, FMT_A, vb, sb, FMT_B, acc, fast_math=FAST)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc)


@triton.jit
def dot_scaled_mixed_desc(a, a_scale, b, b_scale, c, M, N, K,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # a: [M, K] e4m3; b: [N, K // 2] e2m1 packed along K (K-major), loaded
    # through device-side tensor descriptors.
    a_desc = tl.make_tensor_descriptor(a, shape=[M, K], strides=[K, 1], block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b, shape=[N, K // 2], strides=[K // 2, 1], block_shape=[BN, BK // 2])
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rks = tl.arange(0, BK // 32)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = a_desc.load([pid_m * BM, k])
        vb = b_desc.load([pid_n * BN, k // 2]).T
        sa = tl.load(a_scale + rm[:, None] * (K // 32) + (k // 32 + rks)[None, :])
        sb = tl.load(b_scale + rn[:, None] * (K // 32) + (k // 32 + rks)[None, :])
        acc = tl.dot_scaled(va, sa, "e4m3", vb, sb, "e2m1", acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def dot_scaled_preshuffled(a, a_scale, b, b_scale, c, N, K,
                           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # e4m3 x e4m3 with scales stored as tcgen05 wants them in tensor memory
    # (blocks of 128 rows x 4 scale columns, [rows // 128, K // 128, 32, 4, 4]).
    REP_M: tl.constexpr = BM // 128
    REP_N: tl.constexpr = BN // 128
    REP_K: tl.constexpr = BK // 128
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BM + tl.arange(0, BM)
    rn = pid_n * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    inner = tl.arange(0, 512)
    sm = pid_m * REP_M + tl.arange(0, REP_M)
    sn = pid_n * REP_N + tl.arange(0, REP_N)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * K + (k + rk)[None, :])
        vb = tl.load(b + (k + rk)[:, None] * N + rn[None, :])
        sk = k // 128 + tl.arange(0, REP_K)
        sa = tl.load(a_scale + sm[:, None, None] * (K // 128 * 512) + sk[None, :, None] * 512 + inner[None, None, :])
        sb = tl.load(b_scale + sn[:, None, None] * (K // 128 * 512) + sk[None, :, None] * 512 + inner[None, None, :])
        sa = sa.reshape(REP_M, REP_K, 32, 4, 4).trans(0, 3, 2, 1, 4).reshape(BM, BK // 32)
        sb = sb.reshape(REP_N, REP_K, 32, 4, 4).trans(0, 3, 2, 1, 4).reshape(BN, BK // 32)
        acc = tl.dot_scaled(va, sa, "e4m3", vb, sb, "e4m3", acc)
    tl.store(c + rm[:, None] * N + rn[None, :], acc)


@triton.jit
def block_scaled_tma(a, b, a_scale, b_scale, c, M, N, K,
                     BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, FMT: tl.constexpr,
                     PACK: tl.constexpr):
    # The shape of Triton's block-scaled matmul tutorial: A [M, K] and B
    # [N, K] (K-major, PACK elements per byte) and the scales, stored in
    # tcgen05's order ([rows // 128, K // 128, 2, 256] bytes), all loaded
    # through device-side descriptors.
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
    for k in range(0, K, BK):
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
def attn_fwd(Q, K, V, O, sm_scale, N_CTX, stride_h, stride_m,
             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, HEAD: tl.constexpr, CAUSAL: tl.constexpr):
    start_m = tl.program_id(0)
    off_h = tl.program_id(1)
    offs_m = start_m * BLOCK_M + tl.arange(0, BLOCK_M)
    offs_d = tl.arange(0, HEAD)
    base = off_h * stride_h
    q = tl.load(Q + base + offs_m[:, None] * stride_m + offs_d[None, :])
    m_i = tl.full([BLOCK_M], float('-inf'), tl.float32)
    l_i = tl.zeros([BLOCK_M], tl.float32)
    acc = tl.zeros([BLOCK_M, HEAD], tl.float32)
    hi = (start_m + 1) * BLOCK_M if CAUSAL else N_CTX
    for start_n in range(0, hi, BLOCK_N):
        offs_n = start_n + tl.arange(0, BLOCK_N)
        k = tl.load(K + base + offs_n[None, :] * stride_m + offs_d[:, None])
        qk = tl.dot(q, k) * sm_scale
        if CAUSAL:
            qk = tl.where(offs_m[:, None] >= offs_n[None, :], qk, float('-inf'))
        m_new = tl.maximum(m_i, tl.max(qk, 1))
        p = tl.math.exp2(qk - m_new[:, None])
        alpha = tl.math.exp2(m_i - m_new)
        l_i = l_i * alpha + tl.sum(p, 1)
        v = tl.load(V + base + offs_n[:, None] * stride_m + offs_d[None, :])
        acc = acc * alpha[:, None] + tl.dot(p.to(v.dtype), v)
        m_i = m_new
    tl.store(O + base + offs_m[:, None] * stride_m + offs_d[None, :], (acc / l_i[:, None]).to(O.dtype.element_ty))


@triton.jit
def batched_matmul(a, b, c, M, N, K, sab, sam, sbb, sbk, scb, scm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    bid = tl.program_id(2)
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        rk = k + tl.arange(0, BK)
        va = tl.load(a + bid * sab + rm[:, None] * sam + rk[None, :])
        vb = tl.load(b + bid * sbb + rk[:, None] * sbk + rn[None, :])
        acc = tl.dot(va, vb, acc)
    tl.store(c + bid * scb + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty))


@triton.jit
def split_k_matmul(a, b, c, M, N, K, sam, sbk, scm,
                   BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, SPLIT: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(tl.program_id(2) * BK, K, BK * SPLIT):
        rk = k + tl.arange(0, BK)
        acc = tl.dot(tl.load(a + rm[:, None] * sam + rk[None, :]), tl.load(b + rk[:, None] * sbk + rn[None, :]), acc)
    tl.atomic_add(c + rm[:, None] * scm + rn[None, :], acc)


@triton.jit
def load_loop_no_dot(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    acc = tl.zeros([BM, BN], tl.float32)
    for n in range(0, N, BN):
        rn = n + tl.arange(0, BN)
        acc += tl.load(x + rm[:, None] * N + rn[None, :], mask=rn[None, :] < N, other=0.0)
    tl.store(y + rm, tl.sum(acc, 1))


@triton.jit
def typed_dot(a, b, c, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr,
            PRECISION: tl.constexpr, ACC_INT: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.int32 if ACC_INT else tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k + rk)[None, :])
        vb = tl.load(b + (k + rk)[:, None] * sbk + rn[None, :])
        acc = tl.dot(va, vb, acc, input_precision=PRECISION)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc)


@triton.jit
def int8_dot(a, b, c, K, sam, sbk, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.int32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k + rk)[None, :])
        vb = tl.load(b + (k + rk)[:, None] * sbk + rn[None, :])
        acc += tl.dot(va, vb, out_dtype=tl.int32)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc)


# --- launch builders --------------------------------------------------------

@triton.jit
def matmul_a_in_registers(a, b, c, M, N, K, sam, sbk, scm, alpha,
                          BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    # A is scaled (and converted to B's type) in registers each iteration:
    # on sm90 the wgmma reads it from registers (an "RS" dot).
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k + rk)[None, :])
        vb = tl.load(b + (k + rk)[:, None] * sbk + rn[None, :])
        acc += tl.dot((va.to(tl.float32) * alpha).to(vb.dtype), vb)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(c.dtype.element_ty))


def _mm_args(dt, M, N, K, out=torch.float16, d='cuda'):
    a = _t(M, K, dtype=dt)
    b = _t(K, N, dtype=dt)
    c = torch.empty(M, N, device=d, dtype=out)
    return a, b, c


def _persistent(dt, M, N, K, BM, BN, BK, flatten, warps, stages):
    M, N, K = _scale(M, N, K)

    def build(d):
        a, b, c = _mm_args(dt, M, N, K)
        progs = 8
        return (a, b, c, M, N, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, NUM_PROGS=progs, FLATTEN=flatten,
                                                num_warps=warps, num_stages=stages), (progs,)
    return build


def _masked(dt, M, N, K, BM, BN, BK, warps, stages, out=torch.float16):
    def build(d):
        a, b, c = _mm_args(dt, M, N, K, out=out)
        grid = (triton.cdiv(M, BM) * triton.cdiv(N, BN),)
        return (a, b, c, M, N, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, GROUP_M=4, num_warps=warps,
                                                num_stages=stages), grid
    return build


def _host_desc(BM, BN, BK, warps, stages, persistent=False):
    def build(d):
        from triton.tools.tensor_descriptor import TensorDescriptor
        M = N = K = 256 * SCALE
        a, b, c = _mm_args(torch.float16, M, N, K)
        da = TensorDescriptor.from_tensor(a, [BM, BK])
        db = TensorDescriptor.from_tensor(b, [BK, BN])
        dc = TensorDescriptor.from_tensor(c, [BM, BN])
        if persistent:
            return (da, db, dc, M, N, K), dict(BM=BM, BN=BN, BK=BK, NUM_PROGS=4, num_warps=warps,
                                               num_stages=stages), (4,)
        return (da, db, dc, K), dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), (M // BM, N // BN)
    return build


def _device_desc(BM, BN, BK, warps):
    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        M = N = K = 256 * SCALE
        a, b, c = _mm_args(torch.float16, M, N, K)
        return (a, b, c, M, N, K), dict(BM=BM, BN=BN, BK=BK, num_warps=warps), (M // BM, N // BN)
    return build


def _plain_mm(fn, dt, BM, BN, BK, warps, stages, extra=None, grid_n_div=1, out=torch.float16):
    def build(d):
        M, N, K = (256 * SCALE,) * 3
        a, b, c = _mm_args(dt, M, N, K, out=out)
        args = (a, b, c, M, N, K, K, N, N) + tuple(extra or ())
        return args, dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), \
            (M // BM, N // BN // grid_n_div)
    return build


def _a_in_registers(dt_a, dt_b, BM, BN, BK, warps, stages, M=256, N=256, K=512):
    M, N, K = _scale(M, N, K)

    def build(d):
        a = _t(M, K, dev=d).to(dt_a)
        b = _t(K, N, dev=d).to(dt_b)
        c = torch.empty(M, N, device=d, dtype=torch.float16)
        return (a, b, c, M, N, K, K, N, N, 0.5), \
            dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), (M // BM, N // BN)
    return build


def _int8_dot(BM, BN, BK, warps):
    def build(d):
        M = N = K = 128 * SCALE
        a = torch.randint(-8, 8, (M, K), device=d, dtype=torch.int8)
        b = torch.randint(-8, 8, (K, N), device=d, dtype=torch.int8)
        c = torch.empty(M, N, device=d, dtype=torch.int32)
        return (a, b, c, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, num_warps=warps), (M // BM, N // BN)
    return build


def _split_k(BM, BN, BK, split, warps):
    def build(d):
        M, N, K = 128 * SCALE, 128 * SCALE, 512 * SCALE
        a, b, _ = _mm_args(torch.float16, M, N, K)
        c = torch.zeros(M, N, device=d, dtype=torch.float32)
        return (a, b, c, M, N, K, K, N, N), dict(BM=BM, BN=BN, BK=BK, SPLIT=split, num_warps=warps), \
            (M // BM, N // BN, split)
    return build


def _batched(dt, BM, BN, BK, warps):
    def build(d):
        B, M, N, K = 3, 128 * SCALE, 128 * SCALE, 128 * SCALE
        a = _t(B, M, K, dtype=dt)
        b = _t(B, K, N, dtype=dt)
        c = torch.empty(B, M, N, device=d, dtype=torch.float16)
        return (a, b, c, M, N, K, M * K, K, K * N, N, M * N, N), dict(BM=BM, BN=BN, BK=BK, num_warps=warps), \
            (M // BM, N // BN, B)
    return build


def _attn(causal, BLOCK_M, BLOCK_N, HEAD, warps, stages, dt=torch.float16):
    def build(d):
        H, N_CTX = 2, 256 * SCALE
        q, k, v, o = (_t(H, N_CTX, HEAD, dtype=dt) for _ in range(4))
        return (q, k, v, o, 0.125, N_CTX, N_CTX * HEAD, HEAD), \
            dict(BLOCK_M=BLOCK_M, BLOCK_N=BLOCK_N, HEAD=HEAD, CAUSAL=causal, num_warps=warps, num_stages=stages), \
            (N_CTX // BLOCK_M, H)
    return build


def _scaled(fmt, BM, BN, BK, warps):
    def build(d):
        M = N = 128 * SCALE
        K = 256 * SCALE
        pack = 2 if fmt == 'e2m1' else 1
        if fmt == 'e2m1':
            a = torch.randint(0, 255, (M, K // 2), device=d, dtype=torch.uint8)
            b = torch.randint(0, 255, (K // 2, N), device=d, dtype=torch.uint8)
        else:
            a = _t(M, K).to(torch.float8_e4m3fn if fmt == 'e4m3' else torch.float8_e5m2)
            b = _t(K, N).to(a.dtype)
        sa = torch.randint(120, 130, (M, K // 32), device=d, dtype=torch.uint8)
        sb = torch.randint(120, 130, (N, K // 32), device=d, dtype=torch.uint8)
        c = torch.empty(M, N, device=d, dtype=torch.float32)
        return (a, sa, b, sb, c, K, K // pack, N, N), dict(BM=BM, BN=BN, BK=BK, FMT=fmt, PACK=pack, num_warps=warps), \
            (M // BM, N // BN)
    return build


def _scaled_mixed(fa, fb, BM, BN, BK, warps, scale_a=True, fast=False, M=128, N=128, K=256):
    """tl.dot_scaled with formats `fa` x `fb` (e2m1 packed two per byte
    along K; bf16/fp16 operands take no scale)."""
    M, N, K = _scale(M, N, K)

    def operand(fmt, rows, cols, d):
        if fmt == 'e2m1':
            return torch.randint(0, 255, (rows, cols), device=d, dtype=torch.uint8)
        dt = {'e4m3': torch.float8_e4m3fn, 'e5m2': torch.float8_e5m2, 'bf16': torch.bfloat16,
              'fp16': torch.float16}[fmt]
        return _t(rows, cols).to(dt)

    def build(d):
        pa = 2 if fa == 'e2m1' else 1
        pb = 2 if fb == 'e2m1' else 1
        a = operand(fa, M, K // pa, d)
        b = operand(fb, K // pb, N, d)
        sa = torch.randint(120, 130, (M, K // 32), device=d, dtype=torch.uint8)
        sb = torch.randint(120, 130, (N, K // 32), device=d, dtype=torch.uint8)
        c = torch.empty(M, N, device=d, dtype=torch.float32)
        return (a, sa, b, sb, c, K, K // pa, N, N), \
            dict(BM=BM, BN=BN, BK=BK, FMT_A=fa, FMT_B=fb, PACK_A=pa, PACK_B=pb, SCALE_A=scale_a, FAST=fast,
                 num_warps=warps), (M // BM, N // BN)
    return build


def _scaled_mixed_desc(BM, BN, BK, warps, stages, M=256, N=256, K=512):
    """dot_scaled_mixed_desc: e4m3 x e2m1 through device-side descriptors."""
    M, N, K = _scale(M, N, K)

    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        a = _t(M, K, dev=d).to(torch.float8_e4m3fn)
        b = torch.randint(0, 255, (N, K // 2), device=d, dtype=torch.uint8)
        sa = torch.randint(120, 130, (M, K // 32), device=d, dtype=torch.uint8)
        sb = torch.randint(120, 130, (N, K // 32), device=d, dtype=torch.uint8)
        c = torch.empty(M, N, device=d, dtype=torch.float32)
        return (a, sa, b, sb, c, M, N, K), dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), \
            (M // BM, N // BN)
    return build


def _scaled_preshuffled(BM, BN, BK, warps, stages, M=256, N=256, K=512):
    """dot_scaled_preshuffled: e4m3 x e4m3, scales in tcgen05's order."""
    M, N, K = _scale(M, N, K)

    def build(d):
        a = _t(M, K, dev=d).to(torch.float8_e4m3fn)
        b = _t(K, N, dev=d).to(torch.float8_e4m3fn)
        sa = torch.randint(120, 130, (M * K // 32,), device=d, dtype=torch.uint8)
        sb = torch.randint(120, 130, (N * K // 32,), device=d, dtype=torch.uint8)
        c = torch.empty(M, N, device=d, dtype=torch.float32)
        return (a, sa, b, sb, c, N, K), dict(BM=BM, BN=BN, BK=BK, num_warps=warps, num_stages=stages), \
            (M // BM, N // BN)
    return build


def _block_scaled_tma(fmt, BM, BN, BK, warps, stages, M=256, N=256, K=512):
    """block_scaled_tma: e4m3 or e2m1 (packed) operands, scales in tcgen05's order."""
    M, N, K = _scale(M, N, K)
    pack = 2 if fmt == 'e2m1' else 1

    def build(d):
        triton.set_allocator(lambda size, align, stream: torch.empty(size, device=d, dtype=torch.int8))
        if pack == 2:
            a = torch.randint(0, 255, (M, K // 2), device=d, dtype=torch.uint8)
            b = torch.randint(0, 255, (N, K // 2), device=d, dtype=torch.uint8)
        else:
            a = _t(M, K, dev=d).to(torch.float8_e4m3fn)
            b = _t(N, K, dev=d).to(torch.float8_e4m3fn)
        sa = torch.randint(120, 130, (M * K // 32,), device=d, dtype=torch.uint8)
        sb = torch.randint(120, 130, (N * K // 32,), device=d, dtype=torch.uint8)
        c = torch.empty(M, N, device=d, dtype=torch.float32)
        return (a, b, sa, sb, c, M, N, K), dict(BM=BM, BN=BN, BK=BK, FMT=fmt, PACK=pack, num_warps=warps,
                                                num_stages=stages), (M // BM, N // BN)
    return build


def _elementwise(fn, n, block, warps, dtypes, extra=()):
    def build(d):
        tensors = [_t(n, dtype=dt) for dt in dtypes]
        return tuple(tensors) + (n,) + tuple(extra), dict(BLOCK=block, num_warps=warps), (triton.cdiv(n, block),)
    return build


def _rows(fn, shape_in, shape_out, extra, consts, grid, warps, dt=torch.float32):
    def build(d):
        x = _t(*shape_in, dtype=dt) if dt.is_floating_point else \
            torch.randint(-100, 100, shape_in, device=d, dtype=dt)
        y = torch.empty(*shape_out, device=d, dtype=dt)
        return (x, y) + tuple(extra), dict(consts, num_warps=warps), grid
    return build


def _rotary(S, D, BS, warps, dt):
    def build(d):
        x = _t(S, D, dtype=dt)
        cos, sin = _t(S, D // 2, dtype=dt), _t(S, D // 2, dtype=dt)
        return (x, cos, sin, torch.empty_like(x), S), dict(D=D, BS=BS, num_warps=warps), (triton.cdiv(S, BS),)
    return build


def _complex(n, block, warps, dt):
    def build(d):
        a, b = _t(n, 2, dtype=dt), _t(n, 2, dtype=dt)
        return (a, b, torch.empty_like(a), n), dict(BLOCK=block, num_warps=warps), (triton.cdiv(n, block),)
    return build


def _square(fn, N, warps, dt, extra_out=None):
    def build(d):
        if dt == 'ptr':
            target = _t(N * N)
            table = (target.data_ptr() + 4 * torch.randperm(N * N, device=d)).to(torch.int64).reshape(N, N)
            table.pointee = target  # keeps the memory the addresses point at
            return (table, torch.empty(N, N, device=d)), dict(N=N, num_warps=warps), (1,)
        x = _t(N, N, dtype=dt) if dt.is_floating_point else torch.randint(-1000, 1000, (N, N), device=d, dtype=dt)
        return (x, torch.zeros_like(x)), dict(N=N, num_warps=warps), (1,)
    return build


def _scatter(R, D, BR, warps):
    def build(d):
        x = _t(R, D)
        idx = torch.randperm(R, device=d, dtype=torch.int32)
        return (x, idx, torch.empty_like(x)), dict(D=D, BR=BR, num_warps=warps), (R // BR,)
    return build


# AMD dots: (name, A type, B type, accumulate in int, input precision, kpack,
# nonkdim, warps, BM, BN, BK). FNUZ fp8 (e4b8, e5b16) is gfx942's own format;
# the OCP ones (e4nv, e5) are accepted too and converted.
_GFX942_DOTS = [
    ('amd_dot_e4b8', 'fp8e4b8', 'fp8e4b8', False, 'ieee', 1, 0, 4, 64, 64, 64),
    ('amd_dot_e4b8_kpack2', 'fp8e4b8', 'fp8e4b8', False, 'ieee', 2, 0, 4, 128, 128, 128),
    ('amd_dot_e5b16', 'fp8e5b16', 'fp8e5b16', False, 'ieee', 1, 16, 4, 64, 64, 64),
    ('amd_dot_e4b8_e5b16', 'fp8e4b8', 'fp8e5b16', False, 'ieee', 1, 32, 8, 128, 128, 64),
    ('amd_dot_e4nv', 'fp8e4nv', 'fp8e4nv', False, 'ieee', 1, 0, 4, 64, 64, 64),
    ('amd_dot_e5_kpack2', 'fp8e5', 'fp8e5', False, 'ieee', 2, 16, 4, 64, 64, 128),
    ('amd_dot_e4nv_e5', 'fp8e4nv', 'fp8e5', False, 'ieee', 1, 0, 8, 128, 64, 64),
    ('amd_dot_bf16', 'bf16', 'bf16', False, 'ieee', 1, 0, 4, 64, 64, 32),
    ('amd_dot_bf16_kpack2', 'bf16', 'bf16', False, 'ieee', 2, 16, 8, 128, 128, 64),
    ('amd_dot_f16_nonk16', 'fp16', 'fp16', False, 'ieee', 1, 16, 4, 32, 32, 64),
    ('amd_dot_i8', 'i8', 'i8', True, 'ieee', 1, 0, 4, 64, 64, 64),
    ('amd_dot_i8_kpack2', 'i8', 'i8', True, 'ieee', 2, 16, 4, 64, 64, 128),
    ('amd_dot_f32_tf32', 'fp32', 'fp32', False, 'tf32', 1, 0, 4, 64, 64, 32),
    ('amd_dot_f32_ieee', 'fp32', 'fp32', False, 'ieee', 1, 16, 4, 64, 64, 16),
]


def _gfx942_dot_case(name, ta, tb, acc_int, precision, kpack, nonk, warps, BM, BN, BK):
    sig = {'a': '*' + ta, 'b': '*' + tb, 'c': '*i32' if acc_int else '*fp32',
           'K': 'i32', 'sam': 'i32', 'sbk': 'i32', 'scm': 'i32',
           'BM': 'constexpr', 'BN': 'constexpr', 'BK': 'constexpr'}
    consts = dict(BM=BM, BN=BN, BK=BK)
    fn = int8_dot
    if not acc_int:
        fn = typed_dot
        sig.update(PRECISION='constexpr', ACC_INT='constexpr')
        consts.update(PRECISION=precision, ACC_INT=False)
    return Case(name, fn, targets=('gfx942',), jit=False, signature=sig, constexprs=consts,
                options=dict(num_warps=warps, num_stages=2),
                target_options={'gfx942': dict(kpack=kpack, matrix_instr_nonkdim=nonk)},
                rule='3 amd fp8/dtype dots')


F16, BF16, F32 = torch.float16, torch.bfloat16, torch.float32
E4M3 = torch.float8_e4m3fn

KERNELS = [
    # class 2
    Case('rotary_f32_w4', rotary_interleaved, _rotary(100, 64, 16, 4, F32), rule='2 join/split chains'),
    Case('rotary_f16_w2', rotary_interleaved, _rotary(77, 128, 8, 2, F16), rule='2 join/split chains'),
    Case('rotary_bf16_w8', rotary_interleaved, _rotary(256, 32, 64, 8, BF16), rule='2 join/split chains'),
    Case('complex_mul_f32', complex_mul, _complex(1000, 256, 4, F32), rule='2 join/split chains'),
    Case('complex_mul_f16_w1', complex_mul, _complex(300, 64, 1, F16), rule='2 join/split chains'),
    Case('interleave_i32', interleave_halves,
         _rows(interleave_halves, (64, 64), (64, 64), (64,), dict(N=64, BR=16), (4,), 4, torch.int32),
         rule='2 join/split chains'),
    Case('interleave_f16_w8', interleave_halves,
         _rows(interleave_halves, (128, 256), (128, 256), (128,), dict(N=256, BR=32), (4,), 8, F16),
         rule='2 join/split chains'),
    Case('pair_sum_trans', pair_sum_trans,
         _rows(pair_sum_trans, (64, 64), (64, 32), (64,), dict(N=64, BR=16), (4,), 4), rule='2 join/split chains'),
    Case('permute3d_f32', permute3d, _rows(permute3d, (4, 8, 32), (32, 4, 8), (), dict(A=4, B=8, C=32), (1,), 4),
         rule='2 join/split chains'),
    Case('split_join_f16_w2', split_join_roundtrip,
         _elementwise(split_join_roundtrip, 5000, 512, 2, (F16, F16)), rule='2 join/split chains'),
    # class 4 (sm90: the lowering is checked on the H100)
    Case('ptr_table_trans', pointer_table_trans, _square(pointer_table_trans, 32, 4, 'ptr'), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('mask_trans', mask_trans, _square(mask_trans, 64, 4, F32), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('i64_trans', i64_trans, _square(i64_trans, 64, 4, torch.int64), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('scatter_rows', scatter_rows, _scatter(256, 64, 32, 4), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('ptr_table_trans_n64_w8', pointer_table_trans, _square(pointer_table_trans, 64, 8, 'ptr'),
         targets=('sm90', 'sm80'), rule='4 non-numeric converts'),
    Case('mask_trans_i16_w2', mask_trans, _square(mask_trans, 32, 2, torch.int16), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('i64_trans_n32_w1', i64_trans, _square(i64_trans, 32, 1, torch.int64), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    Case('scatter_rows_w8', scatter_rows, _scatter(512, 128, 64, 8), targets=('sm90', 'sm80'),
         rule='4 non-numeric converts'),
    # class 5
    Case('fp16_axpby', fp16_axpby, _elementwise(fp16_axpby, 1 << 20, 1024, 4, (F16, F16, F16), (1.5, -0.5)),
         targets=('sm90', 'sm80'), rule='5 backend fidelity'),
    Case('fp16_poly', fp16_poly, _elementwise(fp16_poly, 1 << 20, 2048, 8, (F16, F16)),
         targets=('sm90', 'sm80'), rule='5 backend fidelity'),
    Case('gelu_erf_f32', gelu_erf, _elementwise(gelu_erf, 1 << 20, 1024, 4, (F32, F32)),
         targets=('sm90', 'sm80'), rule='5 backend fidelity'),
    Case('gelu_erf_f16', gelu_erf, _elementwise(gelu_erf, 1 << 20, 1024, 4, (F16, F16)),
         targets=('sm90', 'sm80'), rule='5 backend fidelity'),
    Case('philox_dropout', philox_dropout, _elementwise(philox_dropout, 1 << 20, 1024, 4, (F32, F32), (0.3, 1234)),
         targets=('sm90', 'sm80'), rule='5 backend fidelity'),
    # class 6
    Case('persistent_flatten_f16', persistent_matmul,
         _persistent(F16, 256, 256, 200, 128, 128, 64, True, 8, 3), rule='6 matmul sweep'),
    Case('persistent_flatten_bf16_s4', persistent_matmul,
         _persistent(BF16, 256, 192, 256, 64, 64, 32, True, 4, 4), rule='6 matmul sweep'),
    Case('persistent_noflatten_f16', persistent_matmul,
         _persistent(F16, 256, 256, 256, 128, 64, 64, False, 4, 3), rule='6 matmul sweep'),
    Case('masked_k_f16_s2', matmul_masked_k, _masked(F16, 300, 200, 100, 64, 64, 32, 4, 2), rule='6 matmul sweep'),
    Case('masked_k_f32_tf32_s5', matmul_masked_k, _masked(F32, 256, 256, 250, 64, 64, 32, 4, 5, out=F32),
         rule='6 matmul sweep'),
    Case('masked_k_fp8_s3', matmul_masked_k, _masked(E4M3, 256, 256, 200, 128, 128, 64, 8, 3),
         targets=('sm90', 'sm100', 'gfx942'), rule='6 matmul sweep'),
    Case('two_tiles_f16', matmul_two_tiles, _plain_mm(matmul_two_tiles, F16, 64, 64, 32, 4, 3, grid_n_div=2),
         rule='6 matmul sweep'),
    Case('if_in_loop_f16', matmul_if_in_loop, _plain_mm(matmul_if_in_loop, F16, 128, 128, 32, 8, 3, extra=(2,)),
         rule='6 matmul sweep'),
    Case('tma_host_f16', tma_matmul_host, _host_desc(128, 128, 64, 8, 3), rule='6 matmul sweep'),
    Case('tma_host_f16_s4_w4', tma_matmul_host, _host_desc(64, 128, 32, 4, 4), targets=('sm90', 'sm100'),
         rule='6 matmul sweep'),
    Case('tma_device_f16', tma_matmul_device, _device_desc(128, 128, 64, 4), rule='6 matmul sweep'),
    Case('tma_persistent_flatten', tma_persistent_flatten, _host_desc(128, 128, 64, 8, 3, persistent=True),
         targets=('sm90', 'sm100'), rule='6 matmul sweep'),
    Case('ws_matmul_f16', matmul_ws, _plain_mm(matmul_ws, F16, 128, 128, 64, 4, 3), rule='6 matmul sweep'),
    Case('dot_scaled_e4m3', dot_scaled_mx, _scaled('e4m3', 128, 128, 64, 4), targets=('sm90', 'sm100', 'gfx942'),
         rule='6 matmul sweep'),
    Case('dot_scaled_e2m1', dot_scaled_mx, _scaled('e2m1', 128, 128, 128, 4), rule='6 matmul sweep'),
    Case('attn_causal_d64', attn_fwd, _attn(True, 128, 64, 64, 4, 3), rule='6 matmul sweep'),
    Case('attn_causal_d128_w8', attn_fwd, _attn(True, 128, 64, 128, 8, 2), rule='6 matmul sweep'),
    Case('attn_noncausal_bf16', attn_fwd, _attn(False, 64, 32, 64, 4, 3, BF16), rule='6 matmul sweep'),
    Case('batched_f16', batched_matmul, _batched(F16, 64, 64, 32, 4), rule='6 matmul sweep'),
    Case('dot_i8_cuda', int8_dot, _int8_dot(64, 64, 64, 4), targets=('sm90', 'sm80', 'sm100'),
         rule='6 matmul sweep'),
    Case('split_k_f16', split_k_matmul, _split_k(64, 64, 64, 4, 4), rule='6 matmul sweep'),
    Case('load_loop_no_dot', load_loop_no_dot,
         _rows(load_loop_no_dot, (128, 1000), (128,), (128, 1000), dict(BM=32, BN=128), (4,), 4),
         rule='6 matmul sweep'),

    # class 6, second batch (generated to check this session's rules on
    # kernels they were not written from): scaled dots of other formats,
    # tiles and warps; more flatten=True persistent loops; more transposed
    # scatters and pointer tables.
    Case('dot_scaled_e5m2_w8', dot_scaled_mx, _scaled('e5m2', 128, 128, 64, 8), targets=('sm80', 'sm90', 'sm100'),
         rule='6 matmul sweep'),
    Case('dot_scaled_e2m1_bm64', dot_scaled_mx, _scaled('e2m1', 64, 128, 128, 4), targets=('sm80', 'sm90', 'sm100'),
         rule='6 matmul sweep'),
    Case('dot_scaled_e4m3_bn64', dot_scaled_mx, _scaled('e4m3', 128, 64, 128, 4), targets=('sm80', 'sm90', 'sm100'),
         rule='6 matmul sweep'),
    Case('dot_scaled_e4m3_e2m1', dot_scaled_mixed, _scaled_mixed('e4m3', 'e2m1', 128, 128, 128, 4),
         targets=('sm80', 'sm90', 'sm100'), rule='6 matmul sweep'),
    Case('dot_scaled_bf16_e4m3_fast', dot_scaled_mixed,
         _scaled_mixed('bf16', 'e4m3', 128, 128, 64, 4, scale_a=False, fast=True),
         targets=('sm80', 'sm90', 'sm100'), rule='6 matmul sweep'),
    Case('dot_scaled_e2m1_w8', dot_scaled_mixed, _scaled_mixed('e2m1', 'e2m1', 128, 128, 128, 8, M=256, N=256),
         targets=('sm80', 'sm90', 'sm100'), rule='6 matmul sweep'),
    Case('persistent_flatten_f16_w4', persistent_matmul,
         _persistent(F16, 256, 256, 128, 64, 128, 64, True, 4, 3), rule='6 matmul sweep'),
    Case('persistent_flatten_f32_tf32', persistent_matmul,
         _persistent(F32, 128, 128, 96, 64, 64, 32, True, 4, 2), rule='6 matmul sweep'),
    Case('scatter_rows_w2', scatter_rows, _scatter(128, 32, 16, 2), targets=('sm90', 'sm80', 'sm100'),
         rule='4 non-numeric converts'),
    Case('scatter_rows_w4_d128', scatter_rows, _scatter(256, 128, 32, 4), targets=('sm90', 'sm100'),
         rule='4 non-numeric converts'),
    Case('ptr_table_trans_n16_w1', pointer_table_trans, _square(pointer_table_trans, 16, 1, 'ptr'),
         targets=('sm90', 'sm80'), rule='4 non-numeric converts'),

    # warp_specialize=True loops on sm100 (Triton 3.6 fails on them for sm80
    # and sm90: nvgpu-warp-specialization asserts): tiles, warps, stages,
    # dtypes and TMA descriptors other than ws_matmul_f16's.
    Case('ws_matmul_bf16_w8', matmul_ws, _plain_mm(matmul_ws, BF16, 128, 128, 64, 8, 4), targets=('sm100',),
         rule='6 matmul sweep'),
    Case('ws_matmul_f16_bn64_s2', matmul_ws, _plain_mm(matmul_ws, F16, 128, 64, 64, 4, 2), targets=('sm100',),
         rule='6 matmul sweep'),
    Case('ws_matmul_fp8', matmul_ws, _plain_mm(matmul_ws, E4M3, 128, 128, 128, 4, 3), targets=('sm100',),
         rule='6 matmul sweep'),
    Case('ws_matmul_f16_bm64', matmul_ws, _plain_mm(matmul_ws, F16, 64, 128, 32, 4, 3), targets=('sm100',),
         rule='6 matmul sweep'),
    Case('ws_tma_host_f16', tma_matmul_host_ws, _host_desc(128, 128, 64, 4, 3), targets=('sm100',),
         rule='6 matmul sweep'),

    # issue 15: pipelined loops at num_stages 2 to 5 (the pipeliner's input
    # on sm80 and sm90, also sm100 and gfx942 for the passes before it).
    Case('pipe_f16_s2', matmul_if_in_loop, _plain_mm(matmul_if_in_loop, F16, 64, 64, 32, 4, 2, extra=(1000,)),
         rule='15 pipeliner'),
    Case('pipe_bf16_s4_w8', matmul_if_in_loop, _plain_mm(matmul_if_in_loop, BF16, 128, 128, 32, 8, 4, extra=(1000,)),
         rule='15 pipeliner'),
    Case('pipe_block_ptr_f16_s3', matmul_block_ptr, _plain_mm(matmul_block_ptr, F16, 128, 128, 32, 4, 3),
         rule='15 pipeliner'),
    Case('pipe_block_ptr_bf16_s5', matmul_block_ptr, _plain_mm(matmul_block_ptr, BF16, 64, 64, 32, 4, 5),
         rule='15 pipeliner'),
    Case('pipe_nested_f16_s3', matmul_nested, _plain_mm(matmul_nested, F16, 64, 64, 32, 4, 3, extra=(2,)),
         rule='15 pipeliner'),
    Case('pipe_chased_f16_s4', matmul_chased, _chased(F16, 64, 64, 32, 4, 4), rule='15 pipeliner'),
    Case('pipe_tma_host_s4_w8', tma_matmul_host, _host_desc(128, 128, 64, 8, 4), targets=('sm90', 'sm100'),
         rule='15 pipeliner'),
    Case('pipe_fp8_s5', matmul_if_in_loop, _plain_mm(matmul_if_in_loop, E4M3, 128, 64, 64, 4, 5, extra=(1000,)),
         targets=('sm90', 'sm100'), rule='15 pipeliner'),
    Case('pipe_tf32_s2', matmul_if_in_loop,
         _plain_mm(matmul_if_in_loop, F32, 64, 64, 32, 4, 2, extra=(1000,), out=F32), rule='15 pipeliner'),
    Case('desc_nan_f32_w4', desc_copy_2d, _desc_copy_2d(F32, 100, 96, 32, 64, 4), targets=('sm90', 'sm80', 'gfx942'),
         rule='15 descriptor rewrite'),
    Case('desc_bf16_w8', desc_copy_2d, _desc_copy_2d(BF16, 256, 128, 128, 64, 8), targets=('sm90', 'sm80', 'gfx942'),
         rule='15 descriptor rewrite'),
    Case('desc_3d_f16_w2', desc_copy_3d, _desc_copy_3d(F16, 6, 16, 32, 2, 2), targets=('sm90', 'sm80', 'gfx942'),
         rule='15 descriptor rewrite'),

    # issue 15, third batch (2026-11-27): wgmma operands made in registers
    # ("RS" dots, split along K by the pipeliner) and loads staged like an
    # MMA operand, on kernels the rules were not written from.
    Case('rs_scaled_a_f16_s3', matmul_a_in_registers, _a_in_registers(F16, F16, 128, 128, 64, 4, 3),
         targets=('sm90', 'sm80', 'sm100'), rule='15 pipeliner'),
    Case('rs_upcast_e4m3_w8_s4', matmul_a_in_registers, _a_in_registers(E4M3, F16, 128, 128, 64, 8, 4),
         targets=('sm90', 'sm100'), rule='15 pipeliner'),
    Case('rs_scaled_a_bf16_bk32_s2', matmul_a_in_registers, _a_in_registers(BF16, BF16, 64, 128, 32, 4, 2),
         targets=('sm90', 'sm80', 'sm100'), rule='15 pipeliner'),
    Case('dot_scaled_bf16_e5m2_bk128_w8', dot_scaled_mixed,
         _scaled_mixed('bf16', 'e5m2', 128, 128, 128, 8, scale_a=False, fast=True, K=512),
         targets=('sm80', 'sm90', 'sm100'), rule='15 pipeliner'),
    Case('dot_scaled_fp16_e4m3_bm64', dot_scaled_mixed,
         _scaled_mixed('fp16', 'e4m3', 64, 128, 64, 4, scale_a=False, fast=False),
         targets=('sm80', 'sm90', 'sm100'), rule='15 pipeliner'),

    # issue 16 (2026-11-28): fp4 mixed with fp8 on sm100 (tcgen05 kind
    # mxf8f6f4 reads the fp4 operand in the padded layout, fp4Padded),
    # either operand, 4 and 8 warps, blockM 64, and through TMA.
    Case('dot_scaled_e2m1_e4m3', dot_scaled_mixed, _scaled_mixed('e2m1', 'e4m3', 128, 128, 128, 4),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_e4m3_e2m1_w8_k512', dot_scaled_mixed, _scaled_mixed('e4m3', 'e2m1', 128, 128, 256, 8, K=512),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_e5m2_e2m1_bn64', dot_scaled_mixed, _scaled_mixed('e5m2', 'e2m1', 128, 64, 128, 4),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_e2m1_e5m2_bm64', dot_scaled_mixed, _scaled_mixed('e2m1', 'e5m2', 64, 128, 128, 4),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_desc_e4m3_e2m1_s3', dot_scaled_mixed_desc, _scaled_mixed_desc(128, 128, 128, 4, 3),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_desc_e4m3_e2m1_bk256_w8', dot_scaled_mixed_desc, _scaled_mixed_desc(128, 128, 256, 8, 2, K=1024),
         targets=('sm100',), rule='16 fp4 padded'),
    Case('dot_scaled_preshuffled_s3', dot_scaled_preshuffled, _scaled_preshuffled(128, 128, 128, 4, 3),
         targets=('sm100',), rule='16 scales through shared memory'),
    Case('block_scaled_tma_e4m3', block_scaled_tma, _block_scaled_tma('e4m3', 128, 128, 128, 4, 3),
         targets=('sm100',), rule='16 scales through shared memory'),
    Case('block_scaled_tma_e2m1_bn256', block_scaled_tma, _block_scaled_tma('e2m1', 128, 256, 256, 4, 2, K=1024),
         targets=('sm100',), rule='16 scales through shared memory'),
] + [_gfx942_dot_case(*spec) for spec in _GFX942_DOTS]
