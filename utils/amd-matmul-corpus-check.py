#!/usr/bin/env python3
"""corpus-check pass tritonamdgpu-accelerate-matmul with Triton's options.

Triton's HIP backend gives the pass the kernel's `matrix_instr_nonkdim` and
`kpack` (add_accelerate_matmul(pm, arch, nonkdim, kpack)), which the module
does not record, and corpus-check passes no options to it. This runs
corpus-check (as utils/corpus-check-batched.py) once per (nonkdim, kpack)
pair found in the cases' info.json, each time on a scratch corpus holding
only the cases compiled with that pair (links to their files), with
`matrix-instruction-size=N kPack=K`.

Usage: utils/amd-matmul-corpus-check.py [--tt-opt BIN] CORPUS...
Prints corpus-check's output per pair; the last line is 'N passed, M failed'.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# corpus-check's checks, many blocks per tt-opt run (same verdicts).
CORPUS_CHECK = os.path.join(ROOT, 'utils', 'corpus-check-batched.py')
FLAG = 'tritonamdgpu-accelerate-matmul'


def cases_by_options(corpora):
    """(nonkdim, kpack) -> [(corpus, case dir relative to it)] for hip cases."""
    groups = collections.defaultdict(list)
    for corpus in map(os.path.abspath, corpora):
        for root, dirs, files in os.walk(corpus):
            dirs.sort()
            if 'info.json' not in files:
                continue
            with open(os.path.join(root, 'info.json')) as f:
                meta = json.load(f).get('metadata') or {}
            if (meta.get('target') or {}).get('backend') != 'hip':
                continue
            key = (meta.get('matrix_instr_nonkdim') or 0, meta.get('kpack') or 1)
            groups[key].append((corpus, os.path.relpath(root, corpus)))
    return groups


def link_cases(scratch, cases):
    """A corpus in `scratch` whose case folders link to the cases' files."""
    for corpus, rel in cases:
        dst = os.path.join(scratch, rel)
        os.makedirs(dst)
        src = os.path.join(corpus, rel)
        for name in os.listdir(src):
            os.symlink(os.path.join(src, name), os.path.join(dst, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    parser.add_argument('--tt-opt', default=os.path.join(ROOT, 'build', 'bin', 'tt-opt'))
    parser.add_argument('corpora', nargs='+', metavar='CORPUS')
    args = parser.parse_args()
    passed = failed = 0
    for (nonkdim, kpack), cases in sorted(cases_by_options(args.corpora).items()):
        options = f'matrix-instruction-size={nonkdim} kPack={kpack}'
        print(f'== {len(cases)} case(s) compiled with {options}', flush=True)
        with tempfile.TemporaryDirectory() as scratch:
            link_cases(scratch, cases)
            run = subprocess.run(
                [sys.executable, CORPUS_CHECK, '--tt-opt', args.tt_opt, '--corpus', scratch,
                 'pass', f'--options={options}', FLAG],
                capture_output=True, text=True)
        out = run.stdout
        print(out + run.stderr, end='')
        last = out.strip().split('\n')[-1].split()
        if len(last) == 4 and last[1] == 'passed,' and last[3] == 'failed':
            passed, failed = passed + int(last[0]), failed + int(last[2])
        else:
            failed += 1
    print(f'{passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
