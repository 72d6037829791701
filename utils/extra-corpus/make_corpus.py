#!/usr/bin/env python3
"""Compile extra Triton kernels with MLIR_ENABLE_DUMP=1 and write them in the
shared corpus's layout, so ../shared/tools/corpus-check can check tt-opt's
passes on them. On the device machine (Triton 3.6, an H100):

  python3 utils/extra-corpus/make_corpus.py OUT_DIR                   # kernels.py, sm90
  python3 utils/extra-corpus/make_corpus.py OUT_DIR --kernels sweep_kernels [--only NAME] [--jobs 8]
  ../shared/tools/corpus-check --corpus OUT_DIR pass tritongpu-coalesce

Writes OUT_DIR/triton-3.6/<target>/<case>/{<case>.passes.log.gz, info.json}.
sm90 is the real JIT launch on the H100; sm80, sm100 and gfx942 are
`triton.compile(ASTSource(...), target=GPUTarget(...))` with the
specialization that launch recorded (signature, constexprs, attributes;
pointers of gfx942 also get tt.pointer_range=32, as the JIT on an MI300
adds), as the shared corpus was made. Cases marked jit=False give their
signature themselves and are only cross-compiled. Every compile runs in a
process of its own (one dump per log); a compile Triton fails on keeps the
blocks it dumped and says so in info.json. With --stage-files, Triton's
.ttgir/.llir/.ptx of the sm90 launch (stage-files/<case>/) and of each
cross-compile (stage-files/<target>/<case>/) are kept.
"""
import argparse
import concurrent.futures
import gzip
import importlib
import json
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TARGETS = {'sm90': ('cuda', 90, 32), 'sm80': ('cuda', 80, 32), 'sm100': ('cuda', 100, 32),
           'gfx942': ('hip', 'gfx942', 64)}
LAUNCH_OPTIONS = ('num_warps', 'num_stages', 'num_ctas', 'maxnreg')


def load_cases(module_name):
    sys.path.insert(0, HERE)
    module = importlib.import_module(module_name)
    cases = []
    for entry in module.KERNELS:
        if isinstance(entry, tuple):  # kernels.py: (name, fn, build), sm90 only
            import sweep_kernels
            entry = sweep_kernels.Case(entry[0], entry[1], entry[2], targets=('sm90',))
        cases.append(entry)
    return cases


def jsonable(value):
    if isinstance(value, (bool, int, float, str)) or value is None:
        return value
    if isinstance(value, (list, tuple)):
        return [jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): jsonable(v) for k, v in value.items()}
    if hasattr(value, 'value'):  # tl.constexpr
        return jsonable(value.value)
    return repr(value)


def spec_of(src, options):
    """The specialization of an ASTSource as JSON: paths become lists."""
    constexprs = getattr(src, 'constexprs', None)
    if constexprs is None:  # Triton 3.6 calls them constants
        constexprs = src.constants
    return {'signature': {k: str(v) for k, v in src.signature.items()},
            'constexprs': [[list(k), jsonable(v)] for k, v in constexprs.items()],
            'attrs': [[list(k), jsonable(v)] for k, v in src.attrs.items()],
            'options': options}


def manual_spec(case):
    """A jit=False case's specialization, as the JIT would record it: pointers
    16-byte divisible, constexprs by argument position."""
    names = case.fn.arg_names
    sig = case.signature
    constexprs = [[[names.index(n)], v] for n, v in case.constexprs.items()]
    attrs = [[[i], [['tt.divisibility', 16]]] for i, n in enumerate(names) if sig[n].startswith('*')]
    return {'signature': sig, 'constexprs': constexprs, 'attrs': attrs, 'options': dict(case.options)}


def metadata_of(compiled):
    meta = compiled.metadata
    meta = meta._asdict() if hasattr(meta, '_asdict') else dict(meta.__dict__)
    target = meta.get('target')
    if hasattr(target, 'backend'):  # GPUTarget, as the shared corpus writes it
        meta['target'] = {'backend': target.backend, 'arch': target.arch, 'warp_size': target.warp_size}
    return jsonable(meta)


def child_jit(module_name, name, spec_path, stage_dir):
    """Launch the case on the GPU; records the specialization the JIT passed
    to the compiler before compiling (so a failed compile still leaves it)."""
    import torch
    import triton
    case = {c.name: c for c in load_cases(module_name)}[name]
    args, kwargs, grid = case.build('cuda')
    launch_options = {k: v for k, v in kwargs.items() if k in LAUNCH_OPTIONS}
    import triton.compiler.compiler
    original = triton.compiler.compiler.compile

    def recording_compile(src, *rest, **options):
        text = json.dumps(spec_of(src, launch_options))
        with open(spec_path, 'w') as f:
            f.write(text)
        return original(src, *rest, **options)

    # The JIT reaches the compiler through whichever module imported it.
    for module in list(sys.modules.values()):
        if getattr(module, '__name__', '').startswith('triton') and getattr(module, 'compile', None) is original:
            module.compile = recording_compile
    compiled = case.fn[grid](*args, **kwargs)
    torch.cuda.synchronize()
    if stage_dir:
        for ext in ('ttgir', 'llir', 'ptx'):
            if ext in compiled.asm:
                with open(os.path.join(stage_dir, f'{case.fn.__name__}.{ext}'), 'w') as f:
                    f.write(compiled.asm[ext])
    print(json.dumps(metadata_of(compiled)))


def child_cross(module_name, name, target, spec_path, stage_dir=''):
    import triton
    from triton.backends.compiler import GPUTarget
    from triton.compiler import ASTSource
    case = {c.name: c for c in load_cases(module_name)}[name]
    with open(spec_path) as f:
        spec = json.load(f)
    constexprs = {tuple(k): v for k, v in spec['constexprs']}
    attrs = {tuple(k): [list(a) for a in v] for k, v in spec['attrs']}
    backend = TARGETS[target][0]
    if backend == 'hip':
        names = list(spec['signature'])
        for i, n in enumerate(names):
            if spec['signature'][n].startswith('*'):
                attrs.setdefault((i,), []).append(['tt.pointer_range', 32])
    options = dict(spec['options'])
    options.update(case.target_options.get(target, {}))
    src = ASTSource(case.fn, spec['signature'], constexprs, attrs)
    compiled = triton.compile(src, target=GPUTarget(*TARGETS[target]), options=options)
    if stage_dir:
        for ext in ('ttgir', 'llir', 'ptx', 'amdgcn'):
            if ext in compiled.asm:
                with open(os.path.join(stage_dir, f'{case.fn.__name__}.{ext}'), 'w') as f:
                    f.write(compiled.asm[ext])
    print(json.dumps(metadata_of(compiled)))


def run_child(argv, env, timeout=240):
    try:
        return subprocess.run([sys.executable, __file__] + argv, env=env, capture_output=True, text=True,
                              timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return subprocess.CompletedProcess(argv, 124, e.stdout or '', (e.stderr or '') + '\ntimed out')


def until_llvm(log):
    """The log up to the end of the block that is the input of the lowering
    to the LLVM dialect: the LLVM-dialect blocks after it are most of a log's
    size and no pass of tt-opt's is checked on them."""
    lines = log.split('\n')
    for i, line in enumerate(lines):
        if line.startswith('// -----// IR Dump Before') and '-to-llvm)' in line and 'convert-triton' in line:
            for j in range(i + 1, len(lines)):
                if lines[j].startswith('// -----// IR Dump Before'):
                    return '\n'.join(lines[:j]) + '\n'
    return log


def write_case(out_dir, target, case, proc, spec):
    log = proc.stderr if isinstance(proc.stderr, str) else proc.stderr.decode()
    log = until_llvm(log)
    blocks = log.count('IR Dump Before')
    if blocks == 0:
        errors = [line for line in log.splitlines() if 'Error' in line or 'error:' in line]
        return f'{target}/{case.name}: no dump blocks: {(errors or log.strip().splitlines())[-2:]}'
    folder = os.path.join(out_dir, 'triton-3.6', target, case.name)
    os.makedirs(folder, exist_ok=True)
    with gzip.open(os.path.join(folder, f'{case.name}.passes.log.gz'), 'wt') as f:
        f.write(log)
    info = {'target': target, 'kernel': case.name, 'function': case.fn.__name__, 'rule': case.rule,
            'spec': spec, 'compiled': proc.returncode == 0}
    lines = [line for line in proc.stdout.strip().splitlines() if line.startswith('{')]
    if proc.returncode == 0 and lines:
        info['metadata'] = json.loads(lines[-1])
        # Warp specialization adds warps to the kernel's num_warps; the
        # passes ran with the launch's (what corpus-check gives them).
        launched = (spec or {}).get('options', {}).get('num_warps')
        if launched and info['metadata'].get('num_warps') != launched:
            info['metadata_num_warps_after_warp_specialization'] = info['metadata']['num_warps']
            info['metadata']['num_warps'] = launched
    else:
        backend, arch, warp = TARGETS[target]
        opts = spec.get('options', {}) if spec else {}
        info['metadata'] = {'num_warps': opts.get('num_warps', 4), 'num_stages': opts.get('num_stages', 3),
                            'num_ctas': 1, 'warp_size': warp, 'target': {'backend': backend, 'arch': arch}}
        info['error'] = log.strip().splitlines()[-3:]
    with open(os.path.join(folder, 'info.json'), 'w') as f:
        json.dump(info, f, indent=1)
    status = 'ok' if proc.returncode == 0 else 'Triton failed after dumping'
    return f'{target}/{case.name}: {blocks} dump blocks ({status})'


def do_case(args, case, env):
    work = os.path.join(args.out_dir, '.work')
    os.makedirs(work, exist_ok=True)
    spec_path = os.path.join(work, f'{case.name}.spec.json')
    reports = []
    if case.jit:
        stage_dir = ''
        if args.stage_files:
            stage_dir = os.path.join(args.out_dir, 'stage-files', case.name)
            os.makedirs(stage_dir, exist_ok=True)
        if os.path.exists(spec_path):
            os.unlink(spec_path)
        proc = run_child(['--jit', args.kernels, case.name, spec_path, stage_dir], env)
        spec = json.load(open(spec_path)) if os.path.exists(spec_path) else None
        if 'sm90' in case.targets:
            reports.append(write_case(args.out_dir, 'sm90', case, proc, spec))
    else:
        spec = manual_spec(case)
        with open(spec_path, 'w') as f:
            json.dump(spec, f)
    if spec is None:
        return reports + [f'{case.name}: no specialization recorded; cross-compiles skipped: '
                          f'{proc.stderr.strip().splitlines()[-4:]}']
    for target in case.targets:
        if target == 'sm90' and case.jit:
            continue
        stage_dir = ''
        if args.stage_files:
            stage_dir = os.path.join(args.out_dir, 'stage-files', target, case.name)
            os.makedirs(stage_dir, exist_ok=True)
        proc = run_child(['--cross', args.kernels, case.name, target, spec_path, stage_dir], env)
        reports.append(write_case(args.out_dir, target, case, proc, spec))
    return reports


def main():
    if len(sys.argv) > 1 and sys.argv[1] == '--jit':
        return child_jit(*sys.argv[2:6])
    if len(sys.argv) > 1 and sys.argv[1] == '--cross':
        return child_cross(*sys.argv[2:7])
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('out_dir')
    parser.add_argument('--kernels', default='kernels', help='module of utils/extra-corpus with KERNELS')
    parser.add_argument('--only', action='append', help='cases whose name contains this (repeatable)')
    parser.add_argument('--jobs', type=int, default=1)
    parser.add_argument('--stage-files', action='store_true')
    args = parser.parse_args()
    cases = [c for c in load_cases(args.kernels) if not args.only or any(s in c.name for s in args.only)]
    env = dict(os.environ, MLIR_ENABLE_DUMP='1', TRITON_ALWAYS_COMPILE='1', TRITON_DISABLE_LINE_INFO='1',
               PYTHONUNBUFFERED='1')
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for reports in pool.map(lambda c: do_case(args, c, env), cases):
            for line in reports:
                print(line, flush=True)


if __name__ == '__main__':
    main()
