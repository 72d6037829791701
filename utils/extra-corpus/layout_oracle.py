#!/usr/bin/env python3
"""Linear layouts of distributed encodings from Triton 3.6 itself, to check
tt-layout (issue 14, class 1): every encoding kind (blocked, slice,
nvidia_mma v2/v3, amd_mfma, amd_wmma, dot_op of each MMA kind with every
kWidth, and linear: tensor-memory, scale and hand-made bases, with zero
bases among them) on shapes below, at and above its tile in each dimension,
rank 1 to 3.

  python3 utils/extra-corpus/layout_oracle.py triton OUT.jsonl [--kind linear]  # device machine (Triton 3.6)
  python3 utils/extra-corpus/layout_oracle.py compare OUT.jsonl --tt-layout build/bin/tt-layout

`triton` builds each case as a Gluon layout, asks Triton for the MLIR type
it prints (`tensor<...xf16, #enc>`) and for `to_linear_layout`'s bases, each
case in a forked child so that an assertion inside Triton only marks that
case. One JSON object per line: {"spec", "type", "bases"} or {"spec",
"error"}. `compare` runs tt-layout --json on every type Triton printed and
reports the cases whose bases differ, or that only one side rejects.
"""
import argparse
import gzip
import inspect
import itertools
import json
import os
import subprocess
import sys
import tempfile


# --- the cases --------------------------------------------------------------

def blocked(spt, tpw, wpc, order):
    return {'kind': 'blocked', 'spt': spt, 'tpw': tpw, 'wpc': wpc, 'order': order}


def nvmma(major, warps, instr):
    return {'kind': 'nvmma', 'version': [major, 0], 'warps': warps, 'instr': instr}


def linear(reg, lane, warp, shape):
    """A #ttg.linear layout by its bases (one CTA), made for `shape`."""
    return {'kind': 'linear', 'reg': reg, 'lane': lane, 'warp': warp, 'shape': shape}


def mfma(version, warps, instr, transposed, tiles=None, bits=32):
    return {'kind': 'mfma', 'version': version, 'warps': warps, 'instr': instr, 'transposed': transposed,
            'tiles': tiles or [1] * len(warps), 'bits': bits}


def wmma(version, warps, transposed, instr=None):
    return {'kind': 'wmma', 'version': version, 'warps': warps, 'transposed': transposed, 'instr': instr}


def dot(op_idx, parent, k_width):
    return {'kind': 'dot', 'op_idx': op_idx, 'parent': parent, 'k_width': k_width}


def sliced(dim, parent):
    return {'kind': 'slice', 'dim': dim, 'parent': parent}


def rank_of(spec):
    if spec['kind'] == 'blocked':
        return len(spec['spt'])
    if spec['kind'] == 'slice':
        return rank_of(spec['parent']) - 1
    if spec['kind'] == 'dot':
        return rank_of(spec['parent'])
    if spec['kind'] == 'linear':
        return len(spec['shape'])
    return len(spec['warps'])


def tile_of(spec):
    """The shape one repetition of the layout covers (a guide for picking
    shapes below, at and above it; Triton decides what is valid)."""
    kind = spec['kind']
    if kind == 'linear':
        return spec['shape']
    if kind == 'blocked':
        return [a * b * c for a, b, c in zip(spec['spt'], spec['tpw'], spec['wpc'])]
    if kind == 'slice':
        t = tile_of(spec['parent'])
        return t[:spec['dim']] + t[spec['dim'] + 1:]
    if kind == 'nvmma':
        w = spec['warps']
        if spec['version'][0] == 3:
            return [16 * w[0], spec['instr'][1] * w[1]]
        return [1] * (len(w) - 2) + [16 * w[-2], 8 * w[-1]]
    if kind == 'mfma':
        w, i = spec['warps'], spec['instr']
        return [1] * (len(w) - 2) + [i[0] * w[-2] * spec['tiles'][-2], i[1] * w[-1] * spec['tiles'][-1]]
    if kind == 'wmma':
        w = spec['warps']
        return [1] * (len(w) - 2) + [16 * w[-2], 16 * w[-1]]
    if kind == 'dot':
        t = tile_of(spec['parent'])
        k = max(8 * spec['k_width'], 16)
        return t[:-2] + ([t[-2], k] if spec['op_idx'] == 0 else [k, t[-1]])
    raise ValueError(kind)


def shapes_for(spec):
    tile = tile_of(spec)
    per_dim = []
    for i, t in enumerate(tile):
        if len(tile) == 3 and i == 0:
            per_dim.append(sorted({1, 2, max(2 * t, 4)}))
        else:
            per_dim.append(sorted({max(t // 2, 1), t, 2 * t}))
    return [list(s) for s in itertools.product(*per_dim)]


def encodings():
    out = []
    # blocked, rank 1 to 3
    out += [blocked([4], [32], [4], [0]), blocked([1], [32], [8], [0]), blocked([8], [64], [1], [0]),
            blocked([1, 8], [4, 8], [4, 1], [1, 0]), blocked([2, 1], [8, 4], [1, 4], [0, 1]),
            blocked([1, 4], [16, 4], [2, 2], [1, 0]), blocked([4, 4], [2, 16], [8, 1], [0, 1]),
            blocked([1, 1, 4], [2, 4, 4], [2, 2, 1], [2, 1, 0]), blocked([1, 2, 1], [1, 8, 4], [4, 1, 1], [1, 2, 0]),
            blocked([2, 1, 2], [4, 4, 2], [1, 2, 2], [0, 2, 1])]
    v2 = [nvmma(2, w, [16, 8]) for w in ([1, 1], [2, 2], [4, 1], [1, 4], [2, 4], [8, 1])]
    v2_3d = [nvmma(2, [2, 2, 1], [1, 16, 8]), nvmma(2, [1, 2, 2], [1, 16, 8])]
    v3 = [nvmma(3, [4, 1], [16, 64, 16]), nvmma(3, [8, 1], [16, 128, 16]), nvmma(3, [4, 2], [16, 32, 16]),
          nvmma(3, [4, 1], [16, 256, 32]), nvmma(3, [8, 1], [16, 16, 8])]
    mf = [mfma(3, [2, 2], [32, 32, 8], True), mfma(3, [4, 1], [32, 32, 8], False),
          mfma(3, [1, 4], [16, 16, 16], True), mfma(3, [2, 4], [16, 16, 16], False),
          mfma(3, [4, 1], [32, 32, 16], True), mfma(3, [2, 2], [16, 16, 32], False),
          mfma(3, [1, 1], [32, 32, 8], False), mfma(4, [2, 2], [16, 16, 32], True),
          mfma(3, [2, 2], [32, 32, 8], True, tiles=[2, 2]), mfma(3, [2, 2], [16, 16, 16], False, bits=64)]
    mf_3d = [mfma(3, [2, 1, 2], [32, 32, 8], True), mfma(3, [1, 2, 2], [16, 16, 16], False)]
    wm = [wmma(1, [2, 2], False), wmma(1, [4, 1], False), wmma(2, [2, 2], True), wmma(2, [1, 4], False),
          wmma(3, [2, 2], False, [16, 16, 32]), wmma(2, [2, 1, 2], False)]
    out += v2 + v2_3d + v3 + mf + mf_3d + wm
    for parent in v2 + v2_3d:
        for op_idx, k_width in itertools.product((0, 1), (1, 2, 4, 8)):
            out.append(dot(op_idx, parent, k_width))
    for parent in v3:
        for k_width in (1, 2, 4):
            out.append(dot(0, parent, k_width))
    for parent in mf + mf_3d:
        for op_idx, k_width in itertools.product((0, 1), (1, 2, 4, 8, 16)):
            out.append(dot(op_idx, parent, k_width))
    for parent in wm:
        for op_idx, k_width in itertools.product((0, 1), (2, 4, 8, 16)):
            out.append(dot(op_idx, parent, k_width))
    for parent in out[:10]:
        if rank_of(parent) > 1:
            out += [sliced(d, parent) for d in range(rank_of(parent))]
    for parent in (v2[4], v3[1], mf[0], mf[3], wm[2], dot(0, v2[1], 2), dot(1, mf[0], 8), v2_3d[0], mf_3d[0]):
        out += [sliced(d, parent) for d in range(rank_of(parent))]
    rows = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]
    out += [
        # tcgen05 32x32b messages of 128x128 and 128x64 blocks, 4 and 8 warps
        linear([[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], rows, [[32, 0], [64, 0]], [128, 128]),
        linear([[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], rows, [[32, 0], [64, 0]], [128, 64]),
        linear([[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], rows, [[32, 0], [64, 0], [0, 64]], [128, 128]),
        # tcgen05.st scales: 4 warps hold copies (zero warp bases)
        linear([[0, 1], [0, 2], [32, 0], [64, 0]], rows, [[0, 0], [0, 0]], [128, 4]),
        # a broadcast register basis, registers across both dims
        linear([[0, 1], [0, 0], [1, 0], [0, 2]], [[2, 0], [4, 0], [0, 4], [8, 0], [0, 8]], [[16, 0], [0, 16]],
               [32, 32]),
        linear([[1], [2], [64]], [[4], [8], [16], [32], [0]], [[128]], [256]),
        linear([[0, 0, 1], [1, 0, 0]], [[0, 1, 0], [0, 2, 0], [0, 0, 2], [0, 4, 0], [0, 8, 0]], [[2, 0, 0]],
               [4, 16, 4]),
    ]
    return out


def mlir_text(spec):
    """The encoding in Triton 3.6's textual form (for cases Triton rejected,
    which have no type printed by Triton)."""
    kind = spec['kind']
    ints = lambda values: '[' + ', '.join(map(str, values)) + ']'  # noqa: E731
    if kind == 'blocked':
        return (f"#ttg.blocked<{{sizePerThread = {ints(spec['spt'])}, threadsPerWarp = {ints(spec['tpw'])}, "
                f"warpsPerCTA = {ints(spec['wpc'])}, order = {ints(spec['order'])}}}>")
    if kind == 'slice':
        return f"#ttg.slice<{{dim = {spec['dim']}, parent = {mlir_text(spec['parent'])}}}>"
    if kind == 'linear':
        bases = lambda values: '[' + ', '.join(ints(v) for v in values) + ']'  # noqa: E731
        return (f"#ttg.linear<{{register = {bases(spec['reg'])}, lane = {bases(spec['lane'])}, "
                f"warp = {bases(spec['warp'])}, block = []}}>")
    if kind == 'dot':
        return (f"#ttg.dot_op<{{opIdx = {spec['op_idx']}, parent = {mlir_text(spec['parent'])}, "
                f"kWidth = {spec['k_width']}}}>")
    if kind == 'nvmma':
        return (f"#ttg.nvidia_mma<{{versionMajor = {spec['version'][0]}, versionMinor = {spec['version'][1]}, "
                f"warpsPerCTA = {ints(spec['warps'])}, instrShape = {ints(spec['instr'])}}}>")
    if kind == 'mfma':
        extra = '' if set(spec['tiles']) == {1} else f", tilesPerWarp = {ints(spec['tiles'])}"
        extra += '' if spec['bits'] == 32 else f", elementBitWidth = {spec['bits']}"
        return (f"#ttg.amd_mfma<{{version = {spec['version']}, warpsPerCTA = {ints(spec['warps'])}, "
                f"instrShape = {ints(spec['instr'])}, isTransposed = {str(spec['transposed']).lower()}{extra}}}>")
    if kind == 'wmma':
        extra = f", instrShape = {ints(spec['instr'])}" if spec['instr'] else ''
        return (f"#ttg.amd_wmma<{{version = {spec['version']}, isTranspose = {str(spec['transposed']).lower()}, "
                f"warpsPerCTA = {ints(spec['warps'])}{extra}}}>")
    raise ValueError(kind)


def cases():
    return [{'enc': e, 'shape': s} for e in encodings() for s in shapes_for(e)]


# --- Triton's answer (device machine) --------------------------------------

def gluon_layout(spec, ttgl, amd):
    """The Gluon layout object of a spec, filling whatever this Triton's
    dataclasses call their fields."""
    kind = spec['kind']
    if kind == 'blocked':
        return build(ttgl.BlockedLayout, size_per_thread=spec['spt'], threads_per_warp=spec['tpw'],
                     warps_per_cta=spec['wpc'], order=spec['order'])
    if kind == 'slice':
        return build(ttgl.SliceLayout, dim=spec['dim'], parent=gluon_layout(spec['parent'], ttgl, amd))
    if kind == 'linear':
        return build(ttgl.DistributedLinearLayout, reg_bases=spec['reg'], lane_bases=spec['lane'],
                     warp_bases=spec['warp'], block_bases=[], shape=spec['shape'])
    if kind == 'dot':
        return build(ttgl.DotOperandLayout, operand_index=spec['op_idx'],
                     parent=gluon_layout(spec['parent'], ttgl, amd), k_width=spec['k_width'])
    if kind == 'nvmma':
        return build(ttgl.NVMMADistributedLayout, version=spec['version'], warps_per_cta=spec['warps'],
                     instr_shape=spec['instr'])
    if kind == 'mfma':
        fields = dict(version=spec['version'], instr_shape=spec['instr'], transposed=spec['transposed'],
                      warps_per_cta=spec['warps'], tiles_per_warp=spec['tiles'])
        params = inspect.signature(amd.AMDMFMALayout).parameters
        if 'element_bitwidth' in params:
            fields['element_bitwidth'] = spec['bits']
        elif 'elem_type_width' in params:
            fields['elem_type_width'] = spec['bits']
        elif 'elem_type' in params:
            fields['elem_type'] = ttgl.float64 if spec['bits'] == 64 else ttgl.float32
        return build(amd.AMDMFMALayout, **fields)
    if kind == 'wmma':
        fields = dict(version=spec['version'], transposed=spec['transposed'], warps_per_cta=spec['warps'])
        if spec['instr']:
            fields['instr_shape'] = spec['instr']
        return build(amd.AMDWMMALayout, **fields)
    raise ValueError(kind)


def build(cls, **fields):
    params = inspect.signature(cls).parameters
    unknown = [k for k in fields if k not in params]
    if unknown:
        raise TypeError(f'{cls.__name__} has no field {unknown}; it has {list(params)}')
    return cls(**fields)


def triton_answer(case):
    from triton._C.libtriton import gluon_ir, ir
    from triton.experimental.gluon import language as ttgl
    from triton.experimental.gluon.language import amd
    ctx = ir.context()
    ir.load_dialects(ctx)
    builder = gluon_ir.GluonOpBuilder(ctx)
    layout = gluon_layout(case['enc'], ttgl, amd)
    attr = layout._to_ir(builder)
    ty = builder.get_distributed_ty(builder.get_half_ty(), case['shape'], attr)
    ll = builder.to_linear_layout(attr, case['shape'])
    return {'type': str(ty), 'bases': {'register': ll.reg_bases, 'lane': ll.lane_bases,
                                       'warp': ll.warp_bases, 'block': ll.block_bases}}


def in_child(fn, case):
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        try:
            result = fn(case)
        except BaseException as e:  # reported as this case's error
            result = {'error': f'{type(e).__name__}: {e}'}
        with os.fdopen(write, 'w') as f:
            f.write(json.dumps(result, default=lambda v: list(v) if hasattr(v, '__iter__') else repr(v)))
        os._exit(0)
    os.close(write)
    with os.fdopen(read) as f:
        text = f.read()
    _, status = os.waitpid(pid, 0)
    if not text:
        return {'error': f'Triton crashed (wait status {status})'}
    return json.loads(text)


def cmd_triton(args):
    all_cases = [c for c in cases() if args.kind in (None, c['enc']['kind'])]
    if args.part is None:  # the parent: one process per part, then their outputs in case order
        kind = ['--kind', args.kind] if args.kind else []
        parts = [subprocess.Popen([sys.executable, __file__, 'triton', f'{args.out}.{i}', '--part', f'{i}/{args.jobs}']
                                  + kind)
                 for i in range(args.jobs)]
        for p in parts:
            p.wait()
        with open(args.out, 'w') as out:
            lines = [open(f'{args.out}.{i}').read().splitlines() for i in range(args.jobs)]
            for i in range(len(all_cases)):
                out.write(lines[i % args.jobs][i // args.jobs] + '\n')
        for i in range(args.jobs):
            os.unlink(f'{args.out}.{i}')
        print(f'{len(all_cases)} cases written to {args.out}')
        return 0
    import triton  # noqa: F401  (imported once, before the forks)
    from triton.experimental.gluon import language  # noqa: F401
    index, count = map(int, args.part.split('/'))
    with open(args.out, 'w') as out:
        for case in all_cases[index::count]:
            result = in_child(triton_answer, case)
            out.write(json.dumps(dict(case, **result)) + '\n')
    return 0


# --- comparison with tt-layout (here) ---------------------------------------

def ours_batched(tt_layout, groups):
    """tt-layout's bases for each type, running it once per group of types
    with the same lane and warp counts ({(lanes, warps): [type, ...]}): each
    group is the block arguments of one function in a module whose ttg
    attributes match (the layout verifier checks them). Returns {type: bases,
    or the error text}."""
    answers = {}
    with tempfile.TemporaryDirectory() as scratch:
        for (lanes, warps), texts in sorted(groups.items()):
            path = os.path.join(scratch, f'layouts-{lanes}x{warps}.mlir')
            args = ', '.join(f'%a{i}: {t}' for i, t in enumerate(texts))
            with open(path, 'w') as f:
                f.write(f'module attributes {{"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = {warps} : i32, '
                        f'"ttg.threads-per-warp" = {lanes} : i32}} {{\n'
                        f'  tt.func @layouts({args}) {{\n    tt.return\n  }}\n}}\n')
            proc = subprocess.run([tt_layout, path, '--json'], capture_output=True, text=True)
            if proc.returncode != 0:
                for text in texts:
                    answers[text] = proc.stderr.strip() or 'tt-layout failed'
                continue
            for text, line in zip(texts, proc.stdout.splitlines()):
                answers[text] = json.loads(line)['bases']
    return answers


def cmd_compare(args):
    opener = gzip.open if args.results.endswith('.gz') else open
    with opener(args.results, 'rt') as f:
        results = [json.loads(line) for line in f]
    # Lanes and warps come from Triton's bases: 2^(number of bases).
    groups = {}
    for r in results:
        if 'error' not in r:
            key = (2 ** len(r['bases']['lane']), 2 ** len(r['bases']['warp']))
            if r['type'] not in groups.setdefault(key, []):
                groups[key].append(r['type'])
    answers = ours_batched(args.tt_layout, groups)
    same = differ = rejected = triton_rejects = accepted = shown = 0
    for r in results:
        if 'error' in r:
            triton_rejects += 1
            encoding = mlir_text(r['enc'])
            shape = 'x'.join(map(str, r['shape']))
            proc = subprocess.run([args.tt_layout, '-l', encoding, '-t', f'tensor<{shape}xf16>', '--json'],
                                  capture_output=True, text=True)
            if proc.returncode == 0:
                accepted += 1
                if shown < args.show:
                    shown += 1
                    print(f"ACCEPTED by tt-layout, rejected by Triton ({r['error'].strip()}): "
                          f"{encoding} on {shape}")
            continue
        ours = answers.get(r['type'], 'no answer from tt-layout')
        if ours == r['bases']:
            same += 1
            continue
        if isinstance(ours, str):
            rejected += 1
            message = f"REJECTED by tt-layout: {r['type']}\n  {ours}"
        else:
            differ += 1
            message = f"DIFFERS: {r['type']}\n  triton:    {r['bases']}\n  tt-layout: {ours}"
        if shown < args.show:
            shown += 1
            print(message)
    kinds = {}
    for r in results:
        kind = r['enc']['kind'] if r['enc']['kind'] != 'dot' else 'dot_op of ' + r['enc']['parent']['kind']
        kinds[kind] = kinds.get(kind, 0) + 1
    print('cases by encoding: ' + ', '.join(f'{k} {n}' for k, n in sorted(kinds.items())))
    print(f'{len(results)} cases: {same} identical, {differ} differ, {rejected} rejected by tt-layout only, '
          f'{triton_rejects} rejected by Triton ({accepted} of them accepted by tt-layout)')
    failed = differ + rejected + accepted
    print(f'{same + triton_rejects - accepted} passed, {failed} failed')
    return 0 if failed == 0 else 1


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest='cmd', required=True)
    p = sub.add_parser('triton')
    p.add_argument('out')
    p.add_argument('--jobs', type=int, default=16)
    p.add_argument('--part', help=argparse.SUPPRESS)
    p.add_argument('--kind', help='only the encodings of this kind (blocked, linear, ...)')
    p = sub.add_parser('compare')
    p.add_argument('results')
    p.add_argument('--tt-layout', default='build/bin/tt-layout')
    p.add_argument('--show', type=int, default=20)
    p = sub.add_parser('count')
    args = parser.parse_args()
    if args.cmd == 'triton':
        return cmd_triton(args)
    if args.cmd == 'count':
        print(len(cases()))
        return 0
    return cmd_compare(args)


if __name__ == '__main__':
    sys.exit(main())
