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
import os
import statistics
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from stages import Triton, read_case_options, report_entries, tt_opt_cold_and_warm  # noqa: E402


def triton_entries(triton, source, *opts):
    """Triton's timing entries of one make_ttir + make_ttgir."""
    with tempfile.TemporaryFile() as err:
        triton.prepare(source, *opts, stderr_to=err)()
        err.seek(0)
        return report_entries(err.read().decode(errors='replace'))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tt-opt', required=True)
    ap.add_argument('cases', nargs='+')
    args = ap.parse_args()
    os.environ['MLIR_ENABLE_TIMING'] = '1'
    triton = Triton()
    totals = collections.defaultdict(lambda: [0.0, 0.0])
    with tempfile.TemporaryDirectory(prefix='pass-times-') as work:
        for case in args.cases:
            source = glob.glob(os.path.join(case, '*.source'))[0]
            options = read_case_options(case)
            theirs, ours = collections.defaultdict(list), collections.defaultdict(list)
            for round_ in range(6):
                t = triton_entries(triton, source, *options)
                o = report_entries(tt_opt_cold_and_warm(args.tt_opt, source, *options, work)[1])
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
