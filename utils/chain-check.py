#!/usr/bin/env python3
"""Run tt-opt's passes in Triton's own order, each on tt-opt's previous
output, and count how many outputs match Triton's.

  python3 utils/chain-check.py [--tt-opt build/bin/tt-opt] [--corpus DIR ...]
                               [--from source] [--until tritongpu-assign-latencies]
                               [--only sm90/softmax]
                               [--step-over-missing]

For each corpus case the chain starts at the input of
convert-triton-to-tritongpu (the .ttir; with --from source, at the log's
first block, the input of make_ttir) and runs every make_ttir/make_ttgir
pass of Triton's dump log in order (the pipelines passes run inside
themselves aside: the inliner's canonicalize, optimize-dot-operands' first
canonicalize, the steps of tritongpu-automatic-warp-specialization, whose
output is the block after them), with the options Triton used (as
corpus-check knows them, and corpus_blocks.triton_pass_options adds), up
to --until (the first pass of software pipelining by default). After each pass our module is compared with Triton's next block
(both printed by tt-opt). A pass tt-opt does not have yet, or one that fails,
ends that case's chain (reported); with --step-over-missing a missing pass
counts as failed and Triton's own output of it feeds the next pass instead. The last line is 'N passed, M failed':
matching outputs against all outputs Triton produced in the range.
"""
import argparse
import concurrent.futures
import importlib.machinery
import importlib.util
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
from corpus_blocks import (NESTED_PIPELINES, module_text, load_corpus_check, nested_steps,  # noqa: E402
                           triton_pass_options, ttgir_stage_blocks)
ROOT = os.path.dirname(HERE)
SHARED = os.path.join(ROOT, '..', 'shared')


def tt_opt(tool, args, text, workdir):
    with tempfile.NamedTemporaryFile('w', suffix='.mlir', dir=workdir, delete=False) as f:
        f.write(text)
    p = subprocess.run([tool, '--mlir-use-nameloc-as-prefix'] + args + [f.name],
                       capture_output=True, text=True)
    os.unlink(f.name)
    return (p.stdout, None) if p.returncode == 0 else (None, p.stderr.strip().splitlines()[:3])


def known_passes(tool):
    p = subprocess.run([tool, '--list-passes'], capture_output=True, text=True)
    # "  --name   Summary", a long name alone on its line.
    return {line.split()[0].lstrip('-') for line in p.stdout.splitlines()
            if line.startswith('  --')}


def pipeline_steps(blocks):
    """The indices of the blocks that are steps of a NESTED_PIPELINES pass:
    the chain runs the pass, whose output is the block after its steps."""
    steps = set()
    for i, block in enumerate(blocks):
        for offset, flag in enumerate(NESTED_PIPELINES.get(block.flag, []), 1):
            if i + offset >= len(blocks) or blocks[i + offset].flag != flag:
                break
            steps.add(blocks[i + offset].index)
    return steps


def without_nested_steps(blocks):
    """`blocks` less the steps of pipelines passes run inside themselves
    (corpus_blocks.nested_steps and pipeline_steps), relinked so that each
    pass's output is the next block kept."""
    # The steps as the log lists them: a step's own nested first block
    # (lower-aref's assign-stage-phase) is one of them.
    left_out = nested_steps(blocks) | pipeline_steps(blocks)
    kept = [b for b in blocks if b.index not in left_out]
    for block, after in zip(kept, kept[1:]):
        block.next = after
    return kept


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--tt-opt', default=os.path.join(ROOT, 'build', 'bin', 'tt-opt'))
    ap.add_argument('--corpus', action='append')
    ap.add_argument('--only', action='append')
    ap.add_argument('--except', dest='except_', action='append', default=[],
                    help='leave out cases whose name contains this (repeatable)')
    ap.add_argument('--from', dest='start', default='convert-triton-to-tritongpu',
                    help="the first pass of the chain; 'source' starts at the log's first "
                         "block (make_ttir's input)")
    ap.add_argument('--until', default='tritongpu-assign-latencies')
    ap.add_argument('--jobs', type=int, default=os.cpu_count(),
                    help='cases checked at once (default: one per CPU)')
    ap.add_argument('--step-over-missing', action='store_true',
                    help="continue past a pass tt-opt lacks with Triton's output of it")
    args = ap.parse_args()
    cc = load_corpus_check()
    corpora = args.corpus or [os.path.join(SHARED, 'corpus')]
    have = known_passes(args.tt_opt)
    cases = [c for c in cc.find_cases(corpora, args.only)
             if not any(e in c.name for e in args.except_)]
    with tempfile.TemporaryDirectory(prefix='chain-check-') as work, \
            concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        results = pool.map(lambda case: check_chain(case, args, cc, have, work), cases)
        matched = total = 0
        for result in results:
            if result is None:
                continue
            line, ok, count = result
            print(line, flush=True)
            matched += ok
            total += count
    print(f'{matched} passed, {total - matched} failed')
    return 1 if total > matched else 0


def check_chain(case, args, cc, have, work):
    """Runs one case's chain: its report line, the outputs that matched and
    the outputs Triton produced in the range; None if it has no chain."""
    blocks = without_nested_steps(ttgir_stage_blocks(case.blocks()))
    start = 0 if args.start == 'source' and blocks else next(
        (i for i, b in enumerate(blocks) if b.flag == args.start), None)
    if start is None:
        return None
    # The stage's last pass has Triton's output when make_llir's first
    # block follows it in the log.
    last = len(blocks) if blocks[-1].next is not None else len(blocks) - 1
    end = next((i for i, b in enumerate(blocks) if i > start and b.flag == args.until), last)
    current = module_text(blocks[start])
    ok = 0
    stop = None
    missing = []
    differing = []
    calls = {}
    for b in blocks[start:end]:
        call = calls[b.flag] = calls.get(b.flag, -1) + 1
        if stop:
            continue
        if b.flag not in have:
            if args.step_over_missing:
                missing.append(b.flag)
                current = module_text(b.next)
            else:
                stop = f'stopped at {b.flag} (not in tt-opt yet)'
            continue
        opts = triton_pass_options(cc, b.flag, case, call)
        spec = f'{b.flag}{{{opts}}}' if opts else b.flag
        if b.anchor != 'builtin.module':
            spec = f'{b.anchor}({spec})'
        # Locations carry Triton's value names: keep them between
        # passes, and compare the printed forms without them.
        out, err = tt_opt(args.tt_opt, ['--mlir-print-debuginfo',
                                        f'--pass-pipeline=builtin.module({spec})'], current, work)
        if err:
            stop = f'{b.flag} failed: {err[0]}'
            continue
        ours, _ = tt_opt(args.tt_opt, [], out, work)
        expected, _ = tt_opt(args.tt_opt, [], module_text(b.next), work)
        if expected is not None and expected.strip() == (ours or '').strip():
            ok += 1
        else:
            differing.append(b.flag)
        current = out
    notes = ([stop] if stop else []) + ([f"stepped over {', '.join(sorted(set(missing)))}"] if missing else [])
    notes += [f"differs after {', '.join(differing)}"] if differing else []
    line = f'{case.name:<34} {ok:>3}/{end - start:<3} outputs match' + ''.join(f'; {n}' for n in notes)
    return line, ok, end - start


if __name__ == '__main__':
    sys.exit(main())
