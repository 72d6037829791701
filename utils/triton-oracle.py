#!/usr/bin/env python3
"""Run Triton's own passes on IR files, to compare Triton with tt-opt.

Needs a machine with Triton installed (the device machine has Triton 3.6):

  python3 utils/triton-oracle.py --pass coalesce in.mlir [more.mlir ...] -o out/

Each input is split at `// -----` lines like `tt-opt --split-input-file`;
every piece is parsed and run through the named passes of
`triton._C.libtriton.passes` (e.g. `ttgpuir.add_coalesce`, given as
`coalesce`, or in full as `ttgpuir.add_coalesce`) in a child process, so a
crash of Triton is reported for that piece only. The output file
`<name>.triton.mlir` holds the pieces again, separated by `// -----`; a piece
Triton rejected or crashed on is replaced by a `// triton-oracle: ...` line.
Feed the result to `tt-opt --split-input-file` to print it like tt-opt.

A pass that takes arguments gets them after the first `:`, comma-separated
(integers are passed as integers):

  --pass 'ttir.add_convert_to_ttgpuir:cuda:90,4,32,1'

Triton 3.6's wheels keep LLVM_DEBUG: `--debug-only FLAG` (a pass's
DEBUG_TYPE, e.g. tritongpu-remove-layout-conversions; comma-separated for
several) writes Triton's own trace of each piece to `<name>.triton.trace`
(TRITON_LLVM_DEBUG_ONLY), to set beside `tt-opt -debug-only=FLAG`.
"""
import argparse
import multiprocessing
import os
import sys

SPLIT = '// -----'


def pass_namespaces(passes):
    """Triton's common passes, then the NVIDIA and AMD backends' own
    (`triton._C.libtriton.nvidia.passes.ttnvgpuir`, ...)."""
    spaces = [passes]
    for backend in ('nvidia', 'amd'):
        try:
            module = __import__('triton._C.libtriton.' + backend, fromlist=['passes'])
            spaces.append(module.passes)
        except Exception:
            pass
    return spaces


def find_pass(passes, name):
    spaces = pass_namespaces(passes)
    if '.' in name:
        group, fn = name.split('.', 1)
        for space in spaces:
            if hasattr(getattr(space, group, None), fn):
                return getattr(getattr(space, group), fn)
        raise SystemExit(f'triton-oracle: no Triton pass named {name!r}')
    groups = ('ttgpuir', 'ttir', 'common', 'convert', 'ttnvgpuir', 'ttgpuir')
    for space in spaces:
        for group in groups:
            module = getattr(space, group, None)
            if module is not None and hasattr(module, 'add_' + name):
                return getattr(module, 'add_' + name)
    near = [f'{g}.{fn}' for space in spaces for g in groups
            for fn in dir(getattr(space, g, None) or object) if name.split('_')[0] in fn]
    raise SystemExit(f'triton-oracle: no Triton pass named {name!r}; similar: {near}')


def parse_pass(spec):
    """'name:a,b,...' -> ('name', [a, b, ...]); digits become ints, true and
    false bools ('f32_dot_tc:true')."""
    name, _, args = spec.partition(':')
    def value(a):
        if a.lstrip('-').isdigit():
            return int(a)
        return {'true': True, 'false': False}.get(a.lower(), a)
    return name, [value(a) for a in args.split(',')] if args else []


def run_piece(text, pass_names, queue, trace_path=None):
    if trace_path:
        # Triton prints LLVM_DEBUG output to stderr; this piece's goes to
        # its own file.
        os.environ['TRITON_LLVM_DEBUG_ONLY'] = trace_path[1]
        trace = open(trace_path[0], 'a')
        trace.write('// ----- triton-oracle: next piece\n')
        trace.flush()
        os.dup2(trace.fileno(), 2)
    try:
        from triton._C.libtriton import ir, passes
        import tempfile
        context = ir.context()
        ir.load_dialects(context)
        for backend in ('nvidia', 'amd'):
            try:
                module = __import__('triton._C.libtriton.' + backend, fromlist=['load_dialects'])
                module.load_dialects(context)
            except Exception:
                pass
        with tempfile.NamedTemporaryFile('w', suffix='.mlir', delete=False) as f:
            f.write(text)
        mod = ir.parse_mlir_module(f.name, context)
        os.unlink(f.name)
        pm = ir.pass_manager(context)
        for spec in pass_names:
            name, args = parse_pass(spec)
            find_pass(passes, name)(pm, *args)
        try:
            pm.run(mod, 'triton-oracle')
        except TypeError:
            pm.run(mod)
        queue.put(str(mod))
    except Exception as e:  # reported as a comment in the output
        queue.put(f'// triton-oracle: Triton failed: {e}'.replace('\n', ' '))


def run_isolated(text, pass_names, trace_path=None):
    queue = multiprocessing.Queue()
    child = multiprocessing.Process(target=run_piece, args=(text, pass_names, queue, trace_path))
    child.start()
    child.join(120)
    if child.is_alive():
        child.kill()
        return '// triton-oracle: Triton timed out'
    if child.exitcode != 0:
        return f'// triton-oracle: Triton crashed (exit {child.exitcode})'
    return queue.get()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument('--pass', dest='passes', action='append', required=True,
                   help='Triton pass to run (repeatable, in order): coalesce, ttgpuir.add_coalesce, '
                        "or with arguments 'ttir.add_convert_to_ttgpuir:cuda:90,4,32,1'")
    p.add_argument('-o', '--out-dir', default='.', help='where to write <name>.triton.mlir')
    p.add_argument('--debug-only', metavar='FLAG',
                   help="write Triton's LLVM_DEBUG trace of these DEBUG_TYPEs to <name>.triton.trace")
    p.add_argument('inputs', nargs='+')
    args = p.parse_args()
    os.makedirs(args.out_dir, exist_ok=True)
    for path in args.inputs:
        with open(path) as f:
            pieces = [piece.strip('\n') for piece in f.read().split('\n' + SPLIT)]
        name = os.path.basename(path).rsplit('.', 1)[0]
        trace_path = None
        if args.debug_only:
            trace_path = (os.path.join(args.out_dir, name + '.triton.trace'), args.debug_only)
            open(trace_path[0], 'w').close()
        results = [run_isolated(piece + '\n', args.passes, trace_path) for piece in pieces]
        out = os.path.join(args.out_dir, name + '.triton.mlir')
        with open(out, 'w') as f:
            f.write(('\n' + SPLIT + '\n').join(r.rstrip('\n') for r in results) + '\n')
        failed = sum(r.startswith('// triton-oracle') for r in results)
        print(f'{path}: {len(pieces)} pieces, {failed} not run by Triton -> {out}')


if __name__ == '__main__':
    main()
