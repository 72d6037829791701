"""The no-dot kernels of kernels.py and ttgir_kernels.py at sizes where their
time is memory traffic, not launch latency (their own cases move a few KB).
On the device machine (Triton 3.6):

  python3 utils/extra-corpus/large_kernels.py OUT_DIR

JIT-compiles each case for the GPU there and writes OUT_DIR/<case>.ttgir:
Triton specialises on the arguments (a size divisible by 16 gets
tt.divisibility), so these TTGIRs are not the small cases' ones.
test/lit/Target/Inputs/triton-ttgir-large holds the sm90 output
(2026-11-24); `prepare_extra.sh` with TTGIR_DIR set to it builds our
kernels, and `run_extra.py --set large` runs them beside Triton's.
"""
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import kernels as k  # noqa: E402
import ttgir_kernels as t  # noqa: E402

d, f, i32 = t.d, t.f, t.i32  # the device and input makers of the small cases
N = 1 << 26  # 256 MB of f32 per tensor
ROWS = 1 << 16
WIDE = 1 << 20

# name -> (kernel, inputs (after torch.manual_seed(0)), constexprs, grid).
# Names are the small cases' own, so run_extra.py's float64 references apply.
CASES = {
    'copy_i64_offsets': (k.copy_i64_offsets, lambda: (f(N), f(N), N), dict(BLOCK=1024), (N // 1024,)),
    'transpose': (k.transpose, lambda: (f(8192, 8192), f(8192, 8192), 8192, 8192, 8192, 8192),
                  dict(BM=32, BN=64), (8192 // 32, 8192 // 64)),
    'strided': (k.strided, lambda: (f(N), f(N // 2), N // 2), dict(BLOCK=512), (N // 2 // 512,)),
    'histogram': (k.histogram, lambda: (torch.randint(0, 64, (N,), device=d, dtype=torch.int32),
                                        torch.zeros(64, device=d, dtype=torch.int32), N),
                  dict(BLOCK=1024, BINS=64), (N // 1024,)),
    'cumsum_rows': (k.cumsum_rows, lambda: (f(ROWS, 1000), f(ROWS, 1000), 1000), dict(BLOCK=1024), (ROWS,)),
    'argmax_cols': (k.argmax_cols, lambda: (f(60, WIDE), torch.zeros(WIDE, device=d, dtype=torch.int32), 60, WIDE),
                    dict(BM=64, BN=32), (WIDE // 32,)),
    'col_softmax': (k.col_softmax, lambda: (f(50, WIDE), f(50, WIDE), 50, WIDE), dict(BM=64, BN=64), (WIDE // 64,)),
    'mixed_types': (k.mixed_types, lambda: (torch.randint(0, 9, (N // 4,), device=d, dtype=torch.int8),
                                            f(N // 4).half(),
                                            torch.randint(0, 9, (N // 4,), device=d, dtype=torch.int64),
                                            f(N // 4).bfloat16(), N // 4),
                    dict(BLOCK=1024), (N // 4 // 1024,)),
    'dropout': (t.dropout, lambda: (f(N), f(N), N, 0.3, 123), dict(BLOCK=1024), (N // 1024,)),
    'gelu_tanh': (t.gelu_tanh, lambda: (f(N), f(N), N), dict(BLOCK=1024), (N // 1024,)),
    'fp8_roundtrip': (t.fp8_roundtrip, lambda: (f(N), f(N), torch.empty(N, device=d, dtype=torch.float8_e4m3fn), N),
                      dict(BLOCK=1024), (N // 1024,)),
    'sort_rows': (t.sort_rows, lambda: (f(ROWS * 4, 128), f(ROWS * 4, 128)), dict(N=128), (ROWS * 4,)),
    'flip_rows': (t.flip_rows, lambda: (f(ROWS * 4, 256), f(ROWS * 4, 256)), dict(N=256), (ROWS * 4,)),
    'cumprod': (t.cumprod, lambda: (f(ROWS * 4, 256), f(ROWS * 4, 256)), dict(N=256), (ROWS * 4,)),
    'welford': (t.welford, lambda: (f(ROWS * 2, 512), f(ROWS * 2), f(ROWS * 2)), dict(N=512), (ROWS * 2,)),
    'max_idx': (t.max_idx, lambda: (f(WIDE, 64), f(WIDE), i32(WIDE), WIDE), dict(N=64, BM=16), (WIDE // 16,)),
    'umulhi_hash': (t.umulhi_hash, lambda: (i32(N), i32(N), N), dict(BLOCK=1024), (N // 1024,)),
    'inline_asm_k': (t.inline_asm_k, lambda: (i32(N), i32(N), N), dict(BLOCK=1024), (N // 1024,)),
}


def main():
    t.dump_ttgir(CASES, sys.argv[1])


if __name__ == '__main__':
    main()
