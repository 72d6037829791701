#!/usr/bin/env python3
"""Time -tritongpu-coalesce on generated kernels of many memory ops.

  utils/bench/coalesce-bench.py [--tt-opt build/bin/tt-opt] [--sizes 1000,10000,100000]

Each generated module is one function of N/2 unrolled 1024-element copies
(a tt.load and a tt.store each) whose offsets all derive from one shared
tt.make_range, so every memory op lies in the slice of every other one:
the case that makes a per-op mlir::getSlice quadratic. The time is the pass's
own wall time from MLIR's -mlir-timing (parsing and printing excluded),
best of --repeat runs. Prints one line per size: memory ops, pass seconds,
memory ops per second, and the time per op relative to the smallest size
(1.0 everywhere means linear cost).
"""
import argparse
import os
import re
import subprocess
import sys
import tempfile

HEADER = '''#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @copies(%in: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out: !tt.ptr<f32> {tt.divisibility = 16 : i32}) {
    %range = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %in_s = tt.splat %in : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %out_s = tt.splat %out : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
'''
COPY = '''    %c{k} = arith.constant dense<{off}> : tensor<1024xi32, #blocked>
    %o{k} = arith.addi %range, %c{k} : tensor<1024xi32, #blocked>
    %p{k} = tt.addptr %in_s, %o{k} : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %v{k} = tt.load %p{k} : tensor<1024x!tt.ptr<f32>, #blocked>
    %q{k} = tt.addptr %out_s, %o{k} : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %q{k}, %v{k} : tensor<1024x!tt.ptr<f32>, #blocked>
'''
FOOTER = '''    tt.return
  }
}
'''
TIMING = re.compile(r'^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+TritonGPUCoalesce\s*$', re.M)


def generate(path, memory_ops):
    with open(path, 'w') as f:
        f.write(HEADER)
        for k in range(memory_ops // 2):
            f.write(COPY.format(k=k, off=(k % 4096) * 1024))
        f.write(FOOTER)


def pass_seconds(tt_opt, path):
    p = subprocess.run([tt_opt, '-tritongpu-coalesce', '-mlir-timing',
                        '-mlir-timing-display=list', '-o', os.devnull, path],
                       capture_output=True, text=True)
    if p.returncode != 0:
        sys.exit(f'coalesce-bench: tt-opt failed on {path}:\n{p.stderr[:2000]}')
    m = TIMING.search(p.stderr)
    if not m:
        sys.exit('coalesce-bench: no TritonGPUCoalesce line in -mlir-timing output:\n' + p.stderr)
    return float(m.group(1))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tt-opt', default='build/bin/tt-opt')
    ap.add_argument('--sizes', default='1000,10000,100000', help='memory ops per module, comma separated')
    ap.add_argument('--repeat', type=int, default=3, help='runs per size; the best counts')
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(',')]
    print(f'{"memory ops":>10}  {"pass s":>9}  {"ops/s":>11}  {"s/op vs first":>13}')
    first = None
    with tempfile.TemporaryDirectory(prefix='coalesce-bench-') as tmp:
        for n in sizes:
            path = os.path.join(tmp, f'copies-{n}.mlir')
            generate(path, n)
            seconds = min(pass_seconds(args.tt_opt, path) for _ in range(args.repeat))
            per_op = seconds / n
            first = first or per_op
            print(f'{n:>10}  {seconds:>9.4f}  {n / seconds:>11.0f}  {per_op / first:>13.2f}')


if __name__ == '__main__':
    main()
