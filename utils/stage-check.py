#!/usr/bin/env python3
"""Run Triton's whole stages with tt-opt's named pipelines and compare them
with Triton's.

  python3 utils/stage-check.py [--tt-opt build/bin/tt-opt] [--corpus DIR ...]
                               [--only sm90/softmax] [--targets cuda:80,cuda:90,cuda:100]

For each corpus case of the targets: the module Triton's make_ttir started
from (the first block of its dump log, else the .source file) goes through
`triton-make-ttir{target=...}`, and our .ttir through `triton-make-ttgir{target=...
num-warps=... num-ctas=... num-stages=...}` (the case's options); each is
compared, printed by tt-opt with locations, with Triton's: the .ttir/.ttgir
files where the case has them, else the log's module at the start of the next
stage. Each comparison is one check; the last line is 'N passed, M failed'.
"""
import argparse
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from corpus_blocks import module_text, load_corpus_check, llir_start_index  # noqa: E402

ROOT = os.path.dirname(HERE)


def tt_opt(tool, args, text, workdir):
    path = os.path.join(workdir, 'in.mlir')
    with open(path, 'w') as f:
        f.write(text)
    r = subprocess.run([tool, '--mlir-print-debuginfo', path] + args, capture_output=True, text=True)
    if r.returncode != 0:
        return None, r.stderr.strip().split('\n')[0]
    return r.stdout, None


def stage_inputs(case):
    """(source, ttir, ttgir) texts Triton started from and produced."""
    files = {os.path.splitext(f)[1]: f for f in case.stage_files()}
    blocks = case.blocks()

    def from_file(ext):
        if ext in files:
            with open(files[ext]) as f:
                return f.read()
        return None

    def first_block(pred):
        b = next((b for b in blocks if pred(b)), None)
        return module_text(b) if b else None

    def llir_start():
        i = llir_start_index(blocks)
        return module_text(blocks[i]) if i is not None else None

    source = from_file('.source') or (module_text(blocks[0]) if blocks else None)
    ttir = from_file('.ttir') or first_block(lambda b: b.flag == 'convert-triton-to-tritongpu')
    ttgir = from_file('.ttgir') or llir_start()
    return source, ttir, ttgir


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tt-opt', default=os.path.join(ROOT, 'build', 'bin', 'tt-opt'))
    ap.add_argument('--corpus', action='append')
    ap.add_argument('--only', action='append')
    ap.add_argument('--except', dest='except_', action='append', default=[],
                    help='leave out cases whose name contains this (repeatable)')
    ap.add_argument('--targets', default='cuda:80,cuda:90,cuda:100')
    args = ap.parse_args()
    cc = load_corpus_check()
    corpora = args.corpus or [os.path.join(ROOT, '..', 'shared', 'corpus')]
    targets = args.targets.split(',')
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix='stage-check-') as work:
        for case in cc.find_cases(corpora, args.only):
            if any(e in case.name for e in args.except_):
                continue
            target = case.target()
            if target not in targets:
                continue
            m = case.meta
            source, ttir, ttgir = stage_inputs(case)
            ttgir_opts = (f"target={target} num-warps={m.get('num_warps', 4)} "
                          f"num-ctas={m.get('num_ctas', 1)} num-stages={m.get('num_stages', 3)}")
            results = []
            ours = source
            for name, pipeline, expected in (
                    ('ttir', f'triton-make-ttir{{target={target}}}', ttir),
                    ('ttgir', f'triton-make-ttgir{{{ttgir_opts}}}', ttgir)):
                if ours is None or expected is None:
                    results.append(f'{name}: not run')
                    failed += 1
                    ours = None
                    continue
                out, err = tt_opt(args.tt_opt, [f'--pass-pipeline=builtin.module({pipeline})'], ours, work)
                want, _ = tt_opt(args.tt_opt, [], expected, work)
                if err:
                    results.append(f'{name}: failed: {err}')
                    failed += 1
                elif out == want:
                    results.append(f'{name}: identical')
                    passed += 1
                elif tt_opt(args.tt_opt, ['--mlir-print-debuginfo=false'], out, work)[0] == \
                        tt_opt(args.tt_opt, ['--mlir-print-debuginfo=false'], want, work)[0]:
                    results.append(f'{name}: differs in locations only')
                    failed += 1
                else:
                    results.append(f'{name}: differs')
                    failed += 1
                ours = out
            print(f'{case.name:<40} ' + '; '.join(results))
    print(f'{passed} passed, {failed} failed')
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
