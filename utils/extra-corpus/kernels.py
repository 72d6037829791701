"""Triton kernels beyond the shared corpus, to check passes on more real IR.

Each entry of KERNELS is (name, jit function, launch builder). The builder
gets a torch device and returns (args, kwargs, grid) for one launch.
"""
import torch
import triton
import triton.language as tl


@triton.jit
def copy_i64_offsets(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0).to(tl.int64) * BLOCK + tl.arange(0, BLOCK).to(tl.int64)
    tl.store(y + offs, tl.load(x + offs, mask=offs < n), mask=offs < n)


@triton.jit
def transpose(x, y, M, N, sxm, sym, BM: tl.constexpr, BN: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    mask = (rm[:, None] < M) & (rn[None, :] < N)
    v = tl.load(x + rm[:, None] * sxm + rn[None, :], mask=mask)
    tl.store(y + rn[None, :] * sym + rm[:, None], v, mask=mask)


@triton.jit
def strided(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + 2 * offs, mask=offs < n)
    tl.store(y + offs, v * 2, mask=offs < n)


@triton.jit
def histogram(x, out, n, BLOCK: tl.constexpr, BINS: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    v = tl.load(x + offs, mask=offs < n, other=0)
    h = tl.histogram(v, BINS)
    tl.atomic_add(out + tl.arange(0, BINS), h)


@triton.jit
def cumsum_rows(x, y, N, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    v = tl.load(x + row * N + offs, mask=offs < N, other=0.0)
    tl.store(y + row * N + offs, tl.cumsum(v, 0), mask=offs < N)


@triton.jit
def argmax_cols(x, out, M, N, BM: tl.constexpr, BN: tl.constexpr):
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    rows = tl.arange(0, BM)
    v = tl.load(x + rows[:, None] * N + cols[None, :], mask=(rows[:, None] < M) & (cols[None, :] < N), other=float('-inf'))
    tl.store(out + cols, tl.argmax(v, 0), mask=cols < N)


@triton.jit
def gather_rows(x, idx, y, D, BR: tl.constexpr, BD: tl.constexpr):
    r = tl.program_id(0) * BR + tl.arange(0, BR)
    i = tl.load(idx + r)
    d = tl.arange(0, BD)
    v = tl.load(x + i[:, None] * D + d[None, :], mask=d[None, :] < D)
    tl.store(y + r[:, None] * D + d[None, :], v, mask=d[None, :] < D)


@triton.jit
def while_loop(x, y, n, BLOCK: tl.constexpr):
    offs = tl.arange(0, BLOCK)
    acc = tl.zeros([BLOCK], tl.float32)
    i = 0
    while i < n:
        acc += tl.load(x + i * BLOCK + offs)
        i += 1
    tl.store(y + offs, acc)


@triton.jit(noinline=True)
def scaled_load(p, offs, s):
    return tl.load(p + offs) * s


@triton.jit
def calls_noinline(x, y, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    tl.store(y + offs, scaled_load(x, offs, 3.0))


@triton.jit
def mixed_types(a, b, c, d, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    va = tl.load(a + offs, mask=m).to(tl.float32)
    vb = tl.load(b + offs, mask=m).to(tl.float32)
    vc = tl.load(c + offs, mask=m).to(tl.float32)
    tl.store(d + offs, (va + vb + vc).to(tl.bfloat16), mask=m)


@triton.jit
def three_d(x, y, S0, S1, B0: tl.constexpr, B1: tl.constexpr, B2: tl.constexpr):
    i = tl.arange(0, B0)[:, None, None]
    j = tl.arange(0, B1)[None, :, None]
    k = tl.arange(0, B2)[None, None, :]
    v = tl.load(x + i * S0 + j * S1 + k)
    tl.store(y + i * S0 + j * S1 + k, v + 1)


@triton.jit
def block_ptrs(x, y, M, N, sm, BM: tl.constexpr, BN: tl.constexpr):
    px = tl.make_block_ptr(x, (M, N), (sm, 1), (tl.program_id(0) * BM, 0), (BM, BN), (1, 0))
    py = tl.make_block_ptr(y, (M, N), (sm, 1), (tl.program_id(0) * BM, 0), (BM, BN), (1, 0))
    for _ in range(0, N, BN):
        tl.store(py, tl.load(px, boundary_check=(0, 1)) * 2, boundary_check=(0, 1))
        px = tl.advance(px, (0, BN))
        py = tl.advance(py, (0, BN))


@triton.jit
def matmul_bt(a, b, c, M, N, K, sam, sbn, scm, BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr):
    rm = tl.program_id(0) * BM + tl.arange(0, BM)
    rn = tl.program_id(1) * BN + tl.arange(0, BN)
    rk = tl.arange(0, BK)
    acc = tl.zeros([BM, BN], tl.float32)
    for k in range(0, K, BK):
        va = tl.load(a + rm[:, None] * sam + (k + rk)[None, :])
        vb = tl.load(b + rn[None, :] * sbn + (k + rk)[:, None])
        acc += tl.dot(va, vb)
    tl.store(c + rm[:, None] * scm + rn[None, :], acc.to(tl.float16))


@triton.jit
def atomics_cas(lock, counter, out):
    while tl.atomic_cas(lock, 0, 1) == 1:
        pass
    v = tl.load(counter)
    tl.store(counter, v + 1)
    tl.atomic_xchg(lock, 0)
    tl.atomic_max(out + tl.arange(0, 128), tl.arange(0, 128))


@triton.jit
def col_softmax(x, y, M, N, BM: tl.constexpr, BN: tl.constexpr):
    cols = tl.program_id(0) * BN + tl.arange(0, BN)
    rows = tl.arange(0, BM)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    v = tl.load(x + rows[:, None] * N + cols[None, :], mask=mask, other=float('-inf'))
    e = tl.exp(v - tl.max(v, 0)[None, :])
    tl.store(y + rows[:, None] * N + cols[None, :], e / tl.sum(e, 0)[None, :], mask=mask)


def _t(*shape, dtype=torch.float32, dev='cuda'):
    return torch.randn(*shape, device=dev).to(dtype)


KERNELS = [
    ('copy_i64_offsets', copy_i64_offsets, lambda d: ((_t(5000), _t(5000), 5000), dict(BLOCK=1024), (5,))),
    ('transpose', transpose, lambda d: ((_t(100, 200), _t(200, 100), 100, 200, 200, 100), dict(BM=32, BN=64), (4, 4))),
    ('strided', strided, lambda d: ((_t(4096), _t(2048), 2048), dict(BLOCK=512), (4,))),
    ('histogram', histogram, lambda d: ((torch.randint(0, 64, (4096,), device=d, dtype=torch.int32), torch.zeros(64, device=d, dtype=torch.int32), 4096), dict(BLOCK=1024, BINS=64), (4,))),
    ('cumsum_rows', cumsum_rows, lambda d: ((_t(8, 1000), _t(8, 1000), 1000), dict(BLOCK=1024), (8,))),
    ('argmax_cols', argmax_cols, lambda d: ((_t(60, 300), torch.zeros(300, device=d, dtype=torch.int32), 60, 300), dict(BM=64, BN=32), (10,))),
    ('gather_rows', gather_rows, lambda d: ((_t(100, 96), torch.randint(0, 100, (64,), device=d, dtype=torch.int32), _t(64, 96), 96), dict(BR=16, BD=128), (4,))),
    ('while_loop', while_loop, lambda d: ((_t(4 * 256), _t(256), 4), dict(BLOCK=256), (1,))),
    ('calls_noinline', calls_noinline, lambda d: ((_t(2048), _t(2048)), dict(BLOCK=512), (4,))),
    ('mixed_types', mixed_types, lambda d: ((torch.randint(0, 9, (3000,), device=d, dtype=torch.int8), _t(3000, dtype=torch.float16), torch.randint(0, 9, (3000,), device=d, dtype=torch.int64), _t(3000, dtype=torch.bfloat16), 3000), dict(BLOCK=1024), (3,))),
    ('three_d', three_d, lambda d: ((_t(4, 8, 64), _t(4, 8, 64), 512, 64), dict(B0=4, B1=8, B2=64), (1,))),
    ('block_ptrs', block_ptrs, lambda d: ((_t(128, 256), _t(128, 256), 128, 256, 256), dict(BM=64, BN=64), (2,))),
    ('matmul_bt', matmul_bt, lambda d: ((_t(256, 256, dtype=torch.float16), _t(256, 256, dtype=torch.float16), _t(256, 256, dtype=torch.float16), 256, 256, 256, 256, 256, 256), dict(BM=64, BN=64, BK=32), (4, 4))),
    ('atomics_cas', atomics_cas, lambda d: ((torch.zeros(1, device=d, dtype=torch.int32), torch.zeros(1, device=d, dtype=torch.int32), torch.zeros(128, device=d, dtype=torch.int32)), dict(), (1,))),
    ('col_softmax', col_softmax, lambda d: ((_t(50, 200), _t(50, 200), 50, 200), dict(BM=64, BN=64), (4,))),
]
