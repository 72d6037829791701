#!/usr/bin/env python3
"""Time tt-opt's make_ttir + make_ttgir beside Triton's own, kernel by kernel.

  python3 utils/bench/stages-bench.py --cases DIR [--tt-opt PATH] [--rounds 7]

Run where Triton is installed (the device machine). DIR holds one folder per
case with Triton's `.source` and the case's `info.json` (target, warps,
stages; utils/bench/prepare-stages-bench.sh makes it from the corpora). For
each case and round, in alternating order within one process:

- Triton: `CUDABackend.make_ttir` + `make_ttgir` on the parsed `.source`
  (the stage calls alone, parsing excluded), as `triton.compile` runs them;
- tt-opt: `triton-make-ttir` + `triton-make-ttgir` with the case's options,
  timed by `-mlir-timing` (its passes alone: the report's total minus
  Parser, Output and Rest, i.e. without process start, parsing and
  printing). Each round is one process given the `.source` twice
  (`--split-input-file`; MLIR gives every piece a fresh context, as
  Triton's measurement makes a fresh context per call): the first piece
  is the cold run a one-shot `tt-opt` pays (shared libraries binding
  symbols and paging code in), the second the warm run, which is what
  Triton's side measures after its warm-up round.

Prints per case the medians over the rounds (after one warm-up round each),
the ratio warm tt-opt / Triton and cold tt-opt / Triton, and whether both
.ttgir are the same text (each printed by its own tool without locations);
then the geometric means of the ratios. The goal is a warm ratio of at most
0.5.
"""
import argparse
import glob
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

ROW = re.compile(r'^\s*([0-9.]+)\s+\(\s*[0-9.]+%\)\s+(\S.*?)\s*$')


def case_options(info):
    meta = info.get('metadata') or {}
    target = meta.get('target') or {}
    return (int(target.get('arch')), meta.get('num_warps', 4), meta.get('num_ctas', 1),
            meta.get('num_stages', 3))


class Triton:
    def __init__(self):
        from triton._C.libtriton import ir
        from triton.backends.compiler import GPUTarget
        from triton.backends.nvidia.compiler import CUDABackend
        self.ir, self.GPUTarget, self.CUDABackend = ir, GPUTarget, CUDABackend

    def run(self, source, capability, warps, ctas, stages):
        """Seconds of make_ttir + make_ttgir, and the .ttgir text."""
        backend = self.CUDABackend(self.GPUTarget('cuda', capability, 32))
        options = backend.parse_options({'num_warps': warps, 'num_ctas': ctas, 'num_stages': stages})
        context = self.ir.context()
        self.ir.load_dialects(context)
        backend.load_dialects(context)
        module = self.ir.parse_mlir_module(source, context)
        module.context = context
        start = time.perf_counter()
        module = backend.make_ttir(module, {}, options, capability)
        module = backend.make_ttgir(module, {}, options, capability)
        return time.perf_counter() - start, str(module)


def pass_seconds(report):
    """The passes' seconds in one -mlir-timing report."""
    total, outside = None, 0.0
    for line in report:
        m = ROW.match(line)
        if not m:
            continue
        seconds, name = float(m.group(1)), m.group(2)
        indent = len(line) - len(line.lstrip())
        if name == 'Total':
            total = seconds
        elif name in ('Parser', 'Output', 'Rest') and indent <= 4:
            outside += seconds
    return None if total is None else total - outside


def tt_opt_run(tt_opt, source, capability, warps, ctas, stages, work):
    """Seconds of the passes in a cold and then a warm run in one process."""
    target = f'cuda:{capability}'
    pipeline = (f'builtin.module(triton-make-ttir{{target={target}}},'
                f'triton-make-ttgir{{target={target} num-warps={warps} num-ctas={ctas} num-stages={stages}}})')
    twice = os.path.join(work, 'twice.mlir')
    with open(source) as f:
        text = f.read()
    with open(twice, 'w') as f:
        f.write(text + '\n// -----\n' + text)
    p = subprocess.run([tt_opt, twice, '--split-input-file', f'--pass-pipeline={pipeline}',
                        '-mlir-timing', '-mlir-timing-display=tree',
                        '-o', os.path.join(work, 'ours.ttgir')], capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.strip().splitlines()[0] if p.stderr.strip() else 'tt-opt failed')
    reports = p.stderr.split('Execution time report')[1:]
    seconds = [pass_seconds(r.splitlines()) for r in reports]
    if len(seconds) != 2 or None in seconds:
        sys.exit('stages-bench: expected two -mlir-timing reports from tt-opt:\n' + p.stderr[:2000])
    return seconds[0], seconds[1]


def first_piece(path):
    """The first of the --split-input-file pieces tt-opt wrote."""
    with open(path) as f:
        return f.read().split('// -----')[0]


def printed(tool_text):
    """Module text without location aliases and attributes, for comparing."""
    return '\n'.join(l for l in tool_text.splitlines() if not l.startswith('#loc')).strip()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--cases', required=True)
    ap.add_argument('--tt-opt', default='build/bin/tt-opt')
    ap.add_argument('--rounds', type=int, default=7)
    args = ap.parse_args()
    triton = Triton()
    warm_ratios, cold_ratios = [], []
    print(f"{'case':<44} {'Triton ms':>9} {'warm ms':>8} {'cold ms':>8} {'warm':>6} {'cold':>6}  same .ttgir")
    with tempfile.TemporaryDirectory(prefix='stages-bench-') as work:
        for case in sorted(glob.glob(os.path.join(args.cases, '*', '*'))):
            sources = glob.glob(os.path.join(case, '*.source'))
            if not sources:
                continue
            with open(os.path.join(case, 'info.json')) as f:
                opts = case_options(json.load(f))
            theirs, warm, cold, triton_text = [], [], [], None
            name = os.path.relpath(case, args.cases)
            try:
                for r in range(args.rounds + 1):
                    order = (0, 1) if r % 2 == 0 else (1, 0)
                    for side in order:
                        if side == 0:
                            seconds, triton_text = triton.run(sources[0], *opts)
                            if r:
                                theirs.append(seconds)
                        else:
                            first, second = tt_opt_run(args.tt_opt, sources[0], *opts, work)
                            if r:
                                cold.append(first)
                                warm.append(second)
            except RuntimeError as e:
                print(f'{name:<44} tt-opt failed: {e}', flush=True)
                continue
            p = subprocess.run([args.tt_opt, '-'], input=first_piece(os.path.join(work, 'ours.ttgir')),
                               capture_output=True, text=True)
            q = subprocess.run([args.tt_opt, '-'], input=triton_text, capture_output=True, text=True)
            same = p.returncode == 0 and q.returncode == 0 and printed(p.stdout) == printed(q.stdout)
            t, w, c = statistics.median(theirs), statistics.median(warm), statistics.median(cold)
            warm_ratios.append(w / t)
            cold_ratios.append(c / t)
            print(f'{name:<44} {t * 1e3:9.2f} {w * 1e3:8.2f} {c * 1e3:8.2f} {w / t:6.3f} {c / t:6.3f}  '
                  f'{"yes" if same else "NO"}', flush=True)
    if warm_ratios:
        def geomean(ratios):
            return math.exp(sum(map(math.log, ratios)) / len(ratios))
        print(f'geometric mean of the ratios over {len(warm_ratios)} cases: '
              f'warm {geomean(warm_ratios):.3f}, cold {geomean(cold_ratios):.3f}')

if __name__ == '__main__':
    main()
