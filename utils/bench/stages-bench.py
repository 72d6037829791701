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
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stages import Triton, pass_seconds, read_case_options, tt_opt_cold_and_warm  # noqa: E402


def triton_seconds(triton, source, *opts):
    """Seconds of Triton's make_ttir + make_ttgir, and its .ttgir text."""
    stages = triton.prepare(source, *opts)
    start = time.perf_counter()
    module = stages()
    return time.perf_counter() - start, str(module)


def tt_opt_seconds(tt_opt, source, *opts, work):
    """Seconds of tt-opt's passes, cold and warm (see stages.py)."""
    cold, warm = tt_opt_cold_and_warm(tt_opt, source, *opts, work,
                                       output=os.path.join(work, 'ours.ttgir'))
    seconds = pass_seconds(cold), pass_seconds(warm)
    if None in seconds:
        raise RuntimeError('no -mlir-timing total from tt-opt')
    return seconds


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
            opts = read_case_options(case)
            theirs, warm, cold, triton_text = [], [], [], None
            name = os.path.relpath(case, args.cases)
            try:
                for r in range(args.rounds + 1):
                    order = (0, 1) if r % 2 == 0 else (1, 0)
                    for side in order:
                        if side == 0:
                            seconds, triton_text = triton_seconds(triton, sources[0], *opts)
                            if r:
                                theirs.append(seconds)
                        else:
                            first, second = tt_opt_seconds(args.tt_opt, sources[0], *opts, work=work)
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
