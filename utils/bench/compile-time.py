#!/usr/bin/env python3
"""TTGIR -> PTX compile time: tt-translate beside Triton 3.6, on one machine.

  python3 utils/bench/compile-time.py --cases DIR --tt-translate BIN [--reps 7]

For each case folder (a .ttgir and its info.json, see
prepare-compile-time.sh): Triton's make_llir and make_ptx on the parsed
TTGIR, in this process (the module parsed again for every repetition, the
parse counted), against `tt-translate --arch=sm_90a case.ttgir -o PTX` as a
process (process start, parse, make_llir, LLVM, PTX and writing counted).
Both run `--reps` times after one warm-up each, alternating which goes
first; the table gives medians and ours / Triton's time.
"""
import argparse
import glob
import inspect
import json
import os
import statistics
import subprocess
import tempfile
import time

from triton._C.libtriton import ir
from triton.backends.compiler import GPUTarget
from triton.compiler.compiler import make_backend


def triton_stages(capability, info):
    target = GPUTarget('cuda', capability, 32)
    backend = make_backend(target)
    meta = (info.get('metadata') or {})
    options = backend.parse_options({'num_warps': meta.get('num_warps', 4),
                                     'num_ctas': meta.get('num_ctas', 1),
                                     'num_stages': meta.get('num_stages', 3)})
    stages = {}
    params = inspect.signature(backend.add_stages).parameters
    if 'language' in params:
        from triton.backends.compiler import Language
        backend.add_stages(stages, options, Language.TRITON)
    else:
        backend.add_stages(stages, options)
    return backend, stages


def triton_once(path, backend, stages):
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    start = time.perf_counter()
    module = ir.parse_mlir_module(path, context)
    module.context = context
    metadata = {}
    llir = stages['llir'](module, metadata)
    stages['ptx'](llir, metadata)
    return time.perf_counter() - start


def ours_once(tt_translate, path, out):
    start = time.perf_counter()
    subprocess.run([tt_translate, '--arch=sm_90a', path, '-o', out], check=True)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cases', required=True)
    ap.add_argument('--tt-translate', required=True)
    ap.add_argument('--reps', type=int, default=7)
    args = ap.parse_args()
    print(f'{"kernel":<18}{"ours ms":>9}{"triton ms":>11}{"ratio":>7}')
    ratios = []
    with tempfile.TemporaryDirectory() as tmp:
        for case in sorted(glob.glob(os.path.join(args.cases, '*'))):
            name = os.path.basename(case)
            path = glob.glob(os.path.join(case, '*.ttgir'))[0]
            with open(os.path.join(case, 'info.json')) as f:
                info = json.load(f)
            backend, stages = triton_stages(90, info)
            out = os.path.join(tmp, name + '.ptx')
            triton_once(path, backend, stages)
            ours_once(args.tt_translate, path, out)
            ours, theirs = [], []
            for rep in range(args.reps):
                if rep % 2:
                    theirs.append(triton_once(path, backend, stages))
                    ours.append(ours_once(args.tt_translate, path, out))
                else:
                    ours.append(ours_once(args.tt_translate, path, out))
                    theirs.append(triton_once(path, backend, stages))
            o, t = statistics.median(ours), statistics.median(theirs)
            ratios.append(o / t)
            print(f'{name:<18}{o * 1e3:>9.1f}{t * 1e3:>11.1f}{o / t:>7.3f}')
    geo = 1.0
    for r in ratios:
        geo *= r
    print(f'geometric mean of ours / Triton: {geo ** (1 / len(ratios)):.3f}')


if __name__ == '__main__':
    main()
