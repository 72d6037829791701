#!/usr/bin/env python3
"""Per-pass times of tt-opt's make_ttir + make_ttgir beside Triton's own.

  python3 utils/bench/pass-times.py --tt-opt PATH CASE [CASE ...]

Run where Triton is installed (the device machine); each CASE is a folder of
utils/bench/prepare-stages-bench.sh's output (a .source and info.json). For
each case, six rounds (the first a warm-up) of:

- Triton's `make_ttir` + `make_ttgir` with `MLIR_ENABLE_TIMING=1`, whose
  pass managers print MLIR's timing report on stderr;
- tt-opt's named pipelines with `-mlir-timing`, the second of two pieces of
  one process (the warm run, as in stages-bench.py).

Prints, per top-level entry of the reports (a pass, summed over its runs in
the pipeline, or tt-opt's Parser/Output/Rest), the sum over the cases of the
per-case medians on each side, and their ratio, slowest first. Triton's
timing instrumentation slows its side a little, so the ratios are not
stages-bench.py's; they say which passes to look at.
"""
import argparse
import collections
import glob
import json
import os
import re
import statistics
import subprocess
import tempfile

ROW = re.compile(r'^(\s*)([0-9.]+)\s+\(\s*[0-9.]+%\)\s+(\S.*?)\s*$')


def entries(report):
    """Seconds per top-level entry of MLIR timing reports (summed)."""
    seconds = collections.Counter()
    for line in report.splitlines():
        m = ROW.match(line)
        if m and len(m.group(1)) <= 4 and m.group(3) != 'Total':
            seconds[m.group(3)] += float(m.group(2))
    return seconds


def case_options(case):
    with open(os.path.join(case, 'info.json')) as f:
        meta = json.load(f)['metadata']
    return int(meta['target']['arch']), meta.get('num_warps', 4), meta.get('num_stages', 3)


def triton_report(source, capability, warps, stages):
    """Triton's timing reports of one make_ttir + make_ttgir, from its stderr."""
    from triton._C.libtriton import ir
    from triton.backends.compiler import GPUTarget
    from triton.backends.nvidia.compiler import CUDABackend
    backend = CUDABackend(GPUTarget('cuda', capability, 32))
    options = backend.parse_options({'num_warps': warps, 'num_ctas': 1, 'num_stages': stages})
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    module = ir.parse_mlir_module(source, context)
    module.context = context
    with tempfile.TemporaryFile() as err:
        saved = os.dup(2)
        os.dup2(err.fileno(), 2)
        try:
            module = backend.make_ttir(module, {}, options, capability)
            backend.make_ttgir(module, {}, options, capability)
        finally:
            os.dup2(saved, 2)
            os.close(saved)
        err.seek(0)
        return err.read().decode(errors='replace')


def tt_opt_report(tt_opt, source, capability, warps, stages, work):
    """tt-opt's timing report of the warm (second) run in one process."""
    with open(source) as f:
        text = f.read()
    twice = os.path.join(work, 'twice.mlir')
    with open(twice, 'w') as f:
        f.write(text + '\n// -----\n' + text)
    target = f'cuda:{capability}'
    pipeline = (f'builtin.module(triton-make-ttir{{target={target}}},'
                f'triton-make-ttgir{{target={target} num-warps={warps} num-ctas=1 num-stages={stages}}})')
    p = subprocess.run([tt_opt, twice, '--split-input-file', f'--pass-pipeline={pipeline}',
                        '-mlir-timing', '-o', os.devnull], capture_output=True, text=True, check=True)
    return p.stderr.split('Execution time report')[-1]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tt-opt', required=True)
    ap.add_argument('cases', nargs='+')
    args = ap.parse_args()
    os.environ['MLIR_ENABLE_TIMING'] = '1'
    totals = collections.defaultdict(lambda: [0.0, 0.0])
    with tempfile.TemporaryDirectory(prefix='pass-times-') as work:
        for case in args.cases:
            source = glob.glob(os.path.join(case, '*.source'))[0]
            options = case_options(case)
            theirs, ours = collections.defaultdict(list), collections.defaultdict(list)
            for round_ in range(6):
                t = entries(triton_report(source, *options))
                o = entries(tt_opt_report(args.tt_opt, source, *options, work))
                if round_ == 0:
                    continue
                for name in set(t) | set(o):
                    theirs[name].append(t.get(name, 0.0))
                    ours[name].append(o.get(name, 0.0))
            for name in theirs:
                totals[name][0] += statistics.median(theirs[name])
                totals[name][1] += statistics.median(ours[name])
    for name, (t, o) in sorted(totals.items(), key=lambda kv: -kv[1][1]):
        ratio = f'{o / t:6.2f}' if t else '     -'
        print(f'{name:<50} Triton {t * 1e3:8.2f} ms  tt-opt {o * 1e3:8.2f} ms  ratio {ratio}')


if __name__ == '__main__':
    main()
