#!/usr/bin/env python3
"""Compile and launch extra Triton kernels with MLIR_ENABLE_DUMP=1 and write
them in the shared corpus's layout, so ../shared/tools/corpus-check can check
tt-opt's passes on them:

  python3 utils/extra-corpus/make_corpus.py OUT_DIR      # on the device machine
  ../shared/tools/corpus-check --corpus OUT_DIR pass tritongpu-coalesce

OUT_DIR/triton-3.6/sm90/<kernel>/{<kernel>.passes.log.gz, info.json}. Each
kernel runs in its own process (one dump per log); a kernel Triton fails on
is reported and skipped.
"""
import gzip
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def compile_one(name):
    sys.path.insert(0, HERE)
    import torch
    import kernels
    entry = {k[0]: k for k in kernels.KERNELS}[name]
    _, fn, build = entry
    args, kwargs, grid = build('cuda')
    compiled = fn[grid](*args, **kwargs)
    torch.cuda.synchronize()
    meta = compiled.metadata
    print(json.dumps({'num_warps': meta.num_warps, 'num_stages': meta.num_stages,
                      'num_ctas': meta.num_ctas, 'warp_size': 32,
                      'target': {'backend': 'cuda', 'arch': meta.target.arch}}))


def main():
    if len(sys.argv) == 3 and sys.argv[1] == '--one':
        return compile_one(sys.argv[2])
    out_dir = sys.argv[1]
    sys.path.insert(0, HERE)
    import kernels
    env = dict(os.environ, MLIR_ENABLE_DUMP='1', TRITON_ALWAYS_COMPILE='1',
               TRITON_DISABLE_LINE_INFO='1')
    for name, _, _ in kernels.KERNELS:
        p = subprocess.run([sys.executable, __file__, '--one', name], env=env,
                           capture_output=True, text=True)
        if p.returncode != 0:
            print(f'{name}: Triton failed: {p.stderr.strip().splitlines()[-1:]}')
            continue
        case = os.path.join(out_dir, 'triton-3.6', 'sm90', name)
        os.makedirs(case, exist_ok=True)
        with gzip.open(os.path.join(case, f'{name}.passes.log.gz'), 'wt') as f:
            f.write(p.stderr)
        meta = json.loads(p.stdout.strip().splitlines()[-1])
        with open(os.path.join(case, 'info.json'), 'w') as f:
            json.dump({'target': 'sm90', 'metadata': meta}, f, indent=1)
        print(f'{name}: {p.stderr.count("IR Dump Before")} dump blocks')


if __name__ == '__main__':
    main()
