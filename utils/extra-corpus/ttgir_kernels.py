"""More real no-dot Triton kernels (random numbers, libdevice, fp8, sort,
flip, custom scans and reductions, argmin/argmax, join/split/interleave,
tl.gather, umulhi, reshape/trans, i64/f16 atomics, inline asm). On the
device machine (Triton 3.6):

  python3 utils/extra-corpus/ttgir_kernels.py OUT_DIR

JIT-compiles each for the GPU there and writes OUT_DIR/<kernel>.ttgir, the
TTGIR Triton lowers to LLVM. test/lit/Target/Inputs/triton-ttgir holds the
sm90 output (2026-11-23), which test/lit/Target/ptx-from-ttgir-probe.test
runs through tt-translate and ptxas.
"""
import os, sys, torch, triton, triton.language as tl
from triton.language.extra.cuda import libdevice

@triton.jit
def dropout(x, y, n, p, seed, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    r = tl.rand(seed, offs)
    tl.store(y + offs, tl.where(r > p, v / (1 - p), 0.0), mask=m)

@triton.jit
def gelu_tanh(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    t = libdevice.tanh(0.7978845608 * (v + 0.044715 * v * v * v))
    tl.store(y + offs, 0.5 * v * (1 + t) + tl.math.erf(v) * 0.0 + tl.sigmoid(v) * 0.0, mask=m)

@triton.jit
def fp8_roundtrip(x, y, z, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    q = v.to(tl.float8e4nv)
    tl.store(z + offs, q, mask=m)
    tl.store(y + offs, q.to(tl.float32) + v.to(tl.float8e5).to(tl.float32), mask=m)

@triton.jit
def sort_rows(x, y, N: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, N)
    v = tl.load(x + row * N + offs)
    tl.store(y + row * N + offs, tl.sort(v))

@triton.jit
def flip_rows(x, y, N: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, N)
    v = tl.load(x + row * N + offs)
    tl.store(y + row * N + offs, tl.flip(v, 0))

@triton.jit
def _mul(a, b):
    return a * b

@triton.jit
def cumprod(x, y, N: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, N)
    v = tl.load(x + row * N + offs)
    tl.store(y + row * N + offs, tl.associative_scan(v, 0, _mul))

@triton.jit
def _welford(m1, s1, c1, m2, s2, c2):
    c = c1 + c2
    d = m2 - m1
    w = tl.where(c == 0, 0.0, c2 / c)
    return m1 + d * w, s1 + s2 + d * d * c1 * w, c

@triton.jit
def welford(x, mean, var, N: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, N)
    v = tl.load(x + row * N + offs)
    m, s, c = tl.reduce((v, tl.zeros_like(v), tl.full(v.shape, 1.0, tl.float32)), 0, _welford)
    tl.store(mean + row, m)
    tl.store(var + row, s / c)

@triton.jit
def max_idx(x, vals, idxs, M, N: tl.constexpr, BM: tl.constexpr):
    rows = tl.program_id(0) * BM + tl.arange(0, BM)
    cols = tl.arange(0, N)
    v = tl.load(x + rows[:, None] * N + cols[None, :], mask=rows[:, None] < M, other=0.0)
    mv, mi = tl.max(v, 1, return_indices=True)
    tl.store(vals + rows, mv, mask=rows < M)
    tl.store(idxs + rows, tl.argmin(v, 1), mask=rows < M)

@triton.jit
def join_split(x, y, N: tl.constexpr):
    offs = tl.arange(0, N)
    a = tl.load(x + offs)
    b = tl.load(x + N + offs)
    j = tl.join(a, b)
    p, q = tl.split(j)
    i = tl.interleave(p, q)
    tl.store(y + tl.arange(0, 2 * N), i)

@triton.jit
def gather_op(x, idx, y, N: tl.constexpr):
    offs = tl.arange(0, N)
    v = tl.load(x + offs)
    i = tl.load(idx + offs)
    tl.store(y + offs, tl.gather(v, i, 0))

@triton.jit
def umulhi_hash(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m).to(tl.uint32)
    h = tl.umulhi(v, 0x9E3779B9) ^ (v >> 3)
    tl.store(y + offs, h.to(tl.int32), mask=m)

@triton.jit
def reshape_trans(x, y, A: tl.constexpr, B: tl.constexpr):
    v = tl.load(x + tl.arange(0, A * B))
    t = tl.trans(tl.reshape(v, (A, B)))
    tl.store(y + tl.arange(0, B)[:, None] * A + tl.arange(0, A)[None, :], t)

@triton.jit
def atomic_i64_f16(c, h, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.atomic_add(c + offs % 8, offs.to(tl.int64), mask=m)
    tl.atomic_add(h + offs % 64, tl.full((BLOCK,), 1.0, tl.float16), mask=m)

@triton.jit
def inline_asm_k(x, y, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    v = tl.load(x + offs, mask=m)
    r = tl.inline_asm_elementwise("shf.l.wrap.b32 $0, $1, $1, 7;", "=r,r", [v], dtype=tl.int32, is_pure=True, pack=1)
    tl.store(y + offs, r, mask=m)

d = 'cuda'
f = lambda *s: torch.randn(*s, device=d)
i32 = lambda *s: torch.randint(0, 1000, s, device=d, dtype=torch.int32)
# name -> (kernel, inputs (after torch.manual_seed(0)), constexprs, grid)
CASES = {
 'dropout': (dropout, lambda: (f(5000), f(5000), 5000, 0.3, 123), dict(BLOCK=1024), (5,)),
 'gelu_tanh': (gelu_tanh, lambda: (f(5000), f(5000), 5000), dict(BLOCK=1024), (5,)),
 'fp8_roundtrip': (fp8_roundtrip, lambda: (f(4096), f(4096), torch.empty(4096, device=d, dtype=torch.float8_e4m3fn), 4096), dict(BLOCK=1024), (4,)),
 'sort_rows': (sort_rows, lambda: (f(8, 128), f(8, 128)), dict(N=128), (8,)),
 'flip_rows': (flip_rows, lambda: (f(8, 256), f(8, 256)), dict(N=256), (8,)),
 'cumprod': (cumprod, lambda: (f(8, 256), f(8, 256)), dict(N=256), (8,)),
 'welford': (welford, lambda: (f(8, 512), f(8), f(8)), dict(N=512), (8,)),
 'max_idx': (max_idx, lambda: (f(100, 64), f(100), i32(100), 100), dict(N=64, BM=16), (7,)),
 'join_split': (join_split, lambda: (f(256), f(256)), dict(N=128), (1,)),
 'gather_op': (gather_op, lambda: (f(128), torch.randint(0, 128, (128,), device=d, dtype=torch.int32), f(128)), dict(N=128), (1,)),
 'umulhi_hash': (umulhi_hash, lambda: (i32(4096), i32(4096), 4096), dict(BLOCK=1024), (4,)),
 'reshape_trans': (reshape_trans, lambda: (f(32 * 64), f(32 * 64)), dict(A=32, B=64), (1,)),
 'atomic_i64_f16': (atomic_i64_f16, lambda: (torch.zeros(8, device=d, dtype=torch.int64), torch.zeros(64, device=d, dtype=torch.float16), 4096), dict(BLOCK=1024), (4,)),
 'inline_asm_k': (inline_asm_k, lambda: (i32(4096), i32(4096), 4096), dict(BLOCK=1024), (4,)),
}


def dump_ttgir(cases, out):
    """JIT-compiles each case (inputs after torch.manual_seed(0)) and writes
    out/<case>.ttgir, the TTGIR Triton lowers to LLVM."""
    os.makedirs(out, exist_ok=True)
    for name, (fn, args, kw, grid) in cases.items():
        try:
            torch.manual_seed(0)
            k = fn[grid](*args(), **kw)
            with open(os.path.join(out, name + '.ttgir'), 'w') as fh:
                fh.write(k.asm['ttgir'])
            print('ok', name)
        except Exception as e:  # report and go on with the others
            print('FAIL', name, str(e).splitlines()[-1][:200] if str(e) else type(e).__name__)
        torch.cuda.empty_cache()


def main():
    dump_ttgir(CASES, sys.argv[1])


if __name__ == '__main__':
    main()
