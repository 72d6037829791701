#!/usr/bin/env python3
"""corpus-check, with many blocks per tt-opt run.

../shared/tools/corpus-check runs tt-opt twice per dump block (3,300 blocks
in the round trip alone), and most of its time goes to starting tt-opt and
reading its libraries. This runs the same checks on the same blocks, with
the same pass options and the same comparison, but gives tt-opt a batch of
blocks at once through --split-input-file, which processes each chunk as it
processes a whole file (tools/tt-opt). A block whose batch result is not
Triton's is checked again alone, exactly as corpus-check checks it, and
only that result is reported: every FAIL line and its reproduce command are
corpus-check's own. Its last line is 'N passed, M failed', as corpus-check's.

Two differences. `pass` compares modules only (module_text): the sections
Triton's pipeliner prints while it runs ("SoftwarePipeliner internal IR Dump
After: ...") sit in the block of tritongpu-pipeline's input, which
corpus-check takes whole as tritongpu-schedule-loops' expected output. And the steps
of pipelines that passes run inside themselves (corpus_blocks.nested_steps:
the inliner's canonicalize on each callee, optimize-dot-operands' first
canonicalize) are neither inputs nor outputs: a pass is compared with the
next block that is not such a step (corpus-check compares with the next
block, which for `inline` is a callee being canonicalized and for
optimize-dot-operands is its own input again).

Two more: a pass Triton's pipeline runs more than once with different
options that the module does not record gets each call's own
(corpus_blocks.CALL_OPTIONS: the k-th block before the flag in a log is the
k-th call), and the passes make_ttgir gives num_stages that corpus-check's
table leaves out get it (corpus_blocks.NUM_STAGES_PASSES): corpus-check
would pass none.

Usage: utils/corpus-check-batched.py [--tt-opt BIN] [--corpus DIR]... [--only S]...
                                     roundtrip | pass FLAG [--options OPTS]
"""
import argparse
import concurrent.futures as futures
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from corpus_blocks import (container_steps, load_corpus_check, module_text, nested_steps, pass_output_block,  # noqa: E402
                           triton_pass_options)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# Between the chunks of a batch, in and out: no Triton IR holds it.
MARKER = '// ===== tt-opt batch: next block ====='
# Bytes of IR per tt-opt run: big enough that start-up costs little, small
# enough that both cores get work and a failed batch costs little to redo.
BATCH_BYTES = 4 << 20


cc = load_corpus_check()

def batches(texts):
    """Splits a list of texts into runs of at most BATCH_BYTES."""
    batch, size = [], 0
    for i, text in enumerate(texts):
        if batch and size + len(text) > BATCH_BYTES:
            yield batch
            batch, size = [], 0
        batch.append(i)
        size += len(text)
    if batch:
        yield batch


def run_batch(tt_opt, args, texts, workdir, timeout):
    """tt-opt's output for each text (None where its chunk failed or the
    run as a whole could not be split back into chunks)."""
    if any(MARKER in t for t in texts):
        return [None] * len(texts)
    body = ''.join(t.rstrip('\n') + '\n' + MARKER + '\n' for t in texts[:-1]) + texts[-1]
    name = hashlib.sha1(body.encode()).hexdigest()[:16] + '.batch.mlir'
    path = os.path.join(workdir, name)
    with open(path, 'w') as f:
        f.write(body)
    cmd = [tt_opt] + args + ['--split-input-file=' + MARKER, '--output-split-marker=' + MARKER, path]
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout * len(texts))
    except subprocess.TimeoutExpired:
        return [None] * len(texts)
    finally:
        os.remove(path)
    chunks = p.stdout.split(MARKER + '\n')
    if p.returncode < 0 or len(chunks) != len(texts):
        return [None] * len(texts)
    return [c if c.strip() else None for c in chunks]


def run_all(tt_opt, jobs, workdir, timeout, args, texts):
    """Output of `args` on every text, batched, on `jobs` workers."""
    results = [None] * len(texts)
    groups = list(batches(texts))

    def work(indices):
        return indices, run_batch(tt_opt, args, [texts[i] for i in indices], workdir, timeout)

    with futures.ThreadPoolExecutor(max_workers=jobs) as pool:
        for indices, outs in pool.map(work, groups):
            for i, out in zip(indices, outs):
                results[i] = out
    return results


def roundtrip_items(cases):
    """corpus-check's round-trip items: every stage file, every distinct
    block but the steps of container pipelines (corpus_blocks.
    CONTAINER_PIPELINES: Triton prints them as generic IR that its own
    verifier rejects, tensors without layouts in ttg ops); and how many of
    those were left out."""
    items, seen, left_out = [], set(), 0
    for case in cases:
        for f in case.stage_files():
            with open(f) as fh:
                items.append((f'{case.name}/{os.path.basename(f)}', fh.read()))
        blocks = case.blocks()
        containers = container_steps(blocks)
        for b in blocks:
            if b.index in containers:
                left_out += 1
                continue
            key = hashlib.sha1(b.text.encode()).hexdigest()
            if key not in seen:
                seen.add(key)
                items.append((b.where(), b.text))
    return items, left_out


def check_roundtrip(cases, tt, args, run):
    items, left_out = roundtrip_items(cases)
    if left_out:
        print(f'{left_out} blocks of pipelines passes run on container modules left out (generic IR, '
              'not valid for Triton either)')
    flags = cc.PRINT + ['--mlir-print-debuginfo']
    first = run(flags, [text for _, text in items])
    # Only what printed back alike is printed a second time (the fixpoint).
    alike = [i for i, ((_, text), out) in enumerate(zip(items, first))
             if out is not None and cc.strip(out) == cc.strip(text)]
    again = run(flags, [first[i] for i in alike]) if alike else []
    ok = [False] * len(items)
    for i, second in zip(alike, again):
        ok[i] = second is not None and cc.strip(second) == cc.strip(first[i])

    def alone(item):
        where, text = item
        out, err, cmd = tt.run(flags, text)
        if err:
            return where, err, cmd
        if cc.strip(out) != cc.strip(text):
            return where, 'prints differently from Triton:\n' + cc.show_diff(
                cc.strip(text), cc.strip(out), 'triton', 'tt-opt', args.diff_lines), cmd
        second, err, cmd2 = tt.run(flags, out)
        if err or cc.strip(second) != cc.strip(out):
            return where, 'printing is not a fixpoint' + (f': {err}' if err else ''), cmd2
        return where, None, cmd

    return report(items, ok, alone, args)


def check_pass(cases, tt, args, run):
    flag = args.flag
    items = []
    output_of = {}
    for case in cases:
        blocks = case.blocks()
        nested = nested_steps(blocks)
        calls = 0
        for b in blocks:
            # A nested pipeline's step is not an input of the log's pipeline.
            if b.flag != flag or b.index in nested:
                continue
            call, calls = calls, calls + 1
            output_of[b] = pass_output_block(b, nested)
            if output_of[b] is None:
                continue
            opts = args.options if args.options is not None else triton_pass_options(cc, flag, case, call)
            spec = f'{flag}{{{opts}}}' if opts else flag
            if b.anchor != 'builtin.module':
                spec = f'{b.anchor}({spec})'
            items.append((b, f'--pass-pipeline=builtin.module({spec})'))
    if not items:
        print(f'no block in the corpus is the input of {flag}')
    expected = run(cc.PRINT, [module_text(output_of[b]) for b, _ in items])
    actual = [None] * len(items)
    for pipeline in sorted({p for _, p in items}):
        indices = [i for i, (_, p) in enumerate(items) if p == pipeline]
        for i, out in zip(indices, run(cc.PRINT + [pipeline], [module_text(items[i][0]) for i in indices])):
            actual[i] = out
    ok = [e is not None and a is not None and cc.strip(a) == cc.strip(e)
          for e, a in zip(expected, actual)]

    def alone(item):
        b, pipeline = item
        where = b.where()
        want, err, cmd = tt.run(cc.PRINT, module_text(output_of[b]))
        if err:
            return where, "cannot read Triton's output of this pass: " + err, cmd
        got, err, cmd = tt.run(cc.PRINT + [pipeline], module_text(b))
        if err:
            return where, err, cmd
        if cc.strip(got) != cc.strip(want):
            return where, 'differs from Triton:\n' + cc.show_diff(
                cc.strip(want), cc.strip(got), 'triton', 'tt-opt', args.diff_lines), cmd
        return where, None, cmd

    return report(items, ok, alone, args)


def report(items, ok, alone, args):
    """corpus-check's report; the items the batches did not pass are
    checked alone, and their verdict is the one reported."""
    again = [item for item, good in zip(items, ok) if not good]
    passed, failed, shown = sum(ok), 0, 0
    with futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for where, err, cmd in pool.map(alone, again):
            if err is None:
                passed += 1
                continue
            failed += 1
            if shown < args.show:
                shown += 1
                print(f'FAIL {where}\n  {" ".join(cmd)}\n  ' + err.replace('\n', '\n  '))
    if again:
        print(f'({len(again)} of {len(items)} checked alone after their batch)', file=sys.stderr)
    print(f'{passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


def main():
    p = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    p.add_argument('--tt-opt', default=os.environ.get('TT_OPT', os.path.join(ROOT, 'build', 'bin', 'tt-opt')))
    p.add_argument('--corpus', action='append', help='corpus folder (repeatable; default: the shared corpus)')
    p.add_argument('--only', action='append', help='only cases whose name contains this (repeatable)')
    p.add_argument('--except', dest='except_', action='append',
                   help='leave out cases whose name contains this (repeatable; '
                        'their number is printed)')
    p.add_argument('--jobs', type=int, default=os.cpu_count() or 2)
    p.add_argument('--show', type=int, default=10, help='failures to print in full (default 10)')
    p.add_argument('--diff-lines', type=int, default=40)
    p.add_argument('--timeout', type=int, default=120, help='seconds per block')
    sub = p.add_subparsers(dest='command', required=True)
    sub.add_parser('roundtrip')
    sp = sub.add_parser('pass')
    sp.add_argument('flag')
    sp.add_argument('--options', help="pass options to use instead of the ones Triton's pipeline passed")
    args = p.parse_args()

    cases = cc.find_cases(args.corpus or cc.DEFAULT_CORPORA, args.only)
    kept = [c for c in cases if not any(e in c.name for e in args.except_ or [])]
    if len(kept) < len(cases):
        print(f'left out (--except {" ".join(args.except_)}): {len(cases) - len(kept)} cases')
    cases = kept
    if not cases:
        sys.exit('corpus-check-batched: no corpus cases found')
    if not (os.path.isfile(args.tt_opt) and os.access(args.tt_opt, os.X_OK)):
        sys.exit(f'corpus-check-batched: no tt-opt at {args.tt_opt}')
    tt_opt = os.path.abspath(args.tt_opt)
    workdir = tempfile.mkdtemp(prefix='corpus-check-batched-')
    try:
        tt = cc.TtOpt(tt_opt, workdir, args.timeout)

        def run(flags, texts):
            return run_all(tt_opt, args.jobs, workdir, args.timeout, flags, texts)

        check = check_roundtrip if args.command == 'roundtrip' else check_pass
        code = check(cases, tt, args, run)
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    sys.exit(code)


if __name__ == '__main__':
    main()
