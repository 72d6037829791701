#!/usr/bin/env python3
"""Compile time: tt-translate beside Triton 3.6, on one machine.

  python3 utils/bench/compile-time.py --cases DIR --tt-translate BIN
      [--reps 7] [--process-reps 3] [--inputs ttgir,ttir]

For each case folder (a .ttir, a .ttgir and the kernel's info.json, see
prepare-compile-time.sh) and each of two inputs, TTGIR -> PTX (Triton's
make_llir and make_ptx) and TTIR -> PTX (make_ttgir first), two ways:

  in-process   Triton's stages called in this Python process on the module
               parsed again each time (parse counted; the context and its
               dialects made beforehand, not counted), against the time
               tt-translate reports for its own work with --mlir-timing
               (parse to PTX in memory; process start and exit not counted).
  as a process `tt-translate ... -o PTX` against `python3 -c` that imports
               Triton and runs the same stages: start to exit, each.

Every measurement runs `--reps` times (as a process: `--process-reps`, as
Triton's import takes seconds) after one warm-up, alternating which of the
two goes first; the tables give medians and ours / Triton's time,
and for TTGIR in-process where each one's time goes (Triton: make_llir /
make_ptx; ours: make_llir MLIR passes / translation and LLVM O3 / NVPTX
codegen).
"""
import argparse
import glob
import inspect
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

STAGES_BY_INPUT = {'ttgir': ['llir', 'ptx'], 'ttir': ['ttgir', 'llir', 'ptx']}


def options_of(info):
    meta = info.get('metadata') or {}
    return {'num_warps': meta.get('num_warps', 4),
            'num_ctas': meta.get('num_ctas', 1),
            'num_stages': meta.get('num_stages', 3)}


def triton_stages(capability, options):
    from triton.backends.compiler import GPUTarget
    from triton.compiler.compiler import make_backend
    backend = make_backend(GPUTarget('cuda', capability, 32))
    parsed = backend.parse_options(dict(options))
    stages = {}
    params = inspect.signature(backend.add_stages).parameters
    if 'language' in params:
        from triton.backends.compiler import Language
        backend.add_stages(stages, parsed, Language.TRITON)
    else:
        backend.add_stages(stages, parsed)
    return backend, stages


def triton_once(path, kind, backend, stages):
    """Seconds per stage of one compile of `path` (parse counted in the
    first stage)."""
    from triton._C.libtriton import ir
    context = ir.context()
    ir.load_dialects(context)
    backend.load_dialects(context)
    times = {}
    start = time.perf_counter()
    module = ir.parse_mlir_module(path, context)
    module.context = context
    metadata = {}
    for stage in STAGES_BY_INPUT[kind]:
        module = stages[stage](module, metadata)
        now = time.perf_counter()
        times[stage] = now - start
        start = now
    return times


# The child process of the as-a-process measurement: imports Triton and
# compiles one file through the given stages.
TRITON_PROCESS = '''
import sys, json
sys.path.insert(0, {here!r})
import importlib.util
spec = importlib.util.spec_from_file_location('ct', {script!r})
ct = importlib.util.module_from_spec(spec); spec.loader.exec_module(ct)
backend, stages = ct.triton_stages(90, json.loads({options!r}))
ct.triton_once({path!r}, {kind!r}, backend, stages)
'''


def triton_process_once(path, kind, options):
    code = TRITON_PROCESS.format(here=os.path.dirname(__file__),
                                 script=os.path.abspath(__file__),
                                 options=json.dumps(options), path=path,
                                 kind=kind)
    start = time.perf_counter()
    subprocess.run([sys.executable, '-c', code], check=True)
    return time.perf_counter() - start


def ours_command(tt_translate, path, kind, options, out):
    command = [tt_translate, '--arch=sm_90a', path, '-o', out]
    if kind == 'ttir':
        command += [f'--num-warps={options["num_warps"]}',
                    f'--num-ctas={options["num_ctas"]}',
                    f'--num-stages={options["num_stages"]}']
    return command


PHASE = re.compile(r'^\s*([\d.]+) \(\s*[\d.]+%\)\s{2}(\S.*?)\s*$')


def ours_in_process_once(command):
    """Seconds tt-translate reports for its work, total and by phase."""
    run = subprocess.run(command + ['--mlir-timing'], check=True,
                         stderr=subprocess.PIPE, text=True)
    total = float(re.search(r'Total Execution Time: ([\d.]+)',
                            run.stderr).group(1))
    phases = {}
    for line in run.stderr.splitlines():
        match = PHASE.match(line)
        # Top-level phases are indented by two spaces after the percentage;
        # nested passes by four.
        if match and not line.split(')', 1)[1].startswith('    '):
            phases[match.group(2)] = float(match.group(1))
    return total, phases


def ours_process_once(command):
    start = time.perf_counter()
    subprocess.run(command, check=True)
    return time.perf_counter() - start


def alternate(reps, ours, theirs):
    """Medians of `reps` alternating calls of ours() and theirs()."""
    ours(), theirs()
    mine, others = [], []
    for rep in range(reps):
        if rep % 2:
            others.append(theirs())
            mine.append(ours())
        else:
            mine.append(ours())
            others.append(theirs())
    return mine, others


def geomean(ratios):
    product = 1.0
    for ratio in ratios:
        product *= ratio
    return product ** (1 / len(ratios))


def print_table(title, rows):
    print(f'\n{title}')
    print('| kernel | tt-translate ms | Triton ms | ours / Triton |')
    print('|---|---|---|---|')
    for name, ours, theirs in rows:
        print(f'| {name} | {ours * 1e3:.1f} | {theirs * 1e3:.1f} | '
              f'{ours / theirs:.3f} |')
    print(f'geometric mean of ours / Triton: '
          f'{geomean([o / t for _, o, t in rows]):.3f}')


def measure_case(case, kind, args, tmp):
    name = os.path.basename(case)
    path = glob.glob(os.path.join(case, f'*.{kind}'))[0]
    with open(os.path.join(case, 'info.json')) as f:
        options = options_of(json.load(f))
    backend, stages = triton_stages(90, options)
    command = ours_command(args.tt_translate, path, kind, options,
                           os.path.join(tmp, name + '.ptx'))
    ours_runs, triton_runs = alternate(
        args.reps, lambda: ours_in_process_once(command),
        lambda: triton_once(path, kind, backend, stages))
    in_process = (statistics.median(total for total, _ in ours_runs),
                  statistics.median(sum(t.values()) for t in triton_runs))
    breakdown = (
        {phase: statistics.median(p.get(phase, 0) for _, p in ours_runs)
         for phase in ours_runs[0][1]},
        {stage: statistics.median(t[stage] for t in triton_runs)
         for stage in triton_runs[0]})
    process = alternate(args.process_reps, lambda: ours_process_once(command),
                        lambda: triton_process_once(path, kind, options))
    as_process = tuple(statistics.median(runs) for runs in process)
    return name, in_process, as_process, breakdown


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cases', required=True)
    ap.add_argument('--tt-translate', required=True)
    ap.add_argument('--reps', type=int, default=7)
    ap.add_argument('--process-reps', type=int, default=3)
    ap.add_argument('--inputs', default='ttgir,ttir')
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        for kind in args.inputs.split(','):
            cases = sorted(glob.glob(os.path.join(args.cases, '*')))
            results = [measure_case(case, kind, args, tmp) for case in cases]
            print_table(f'{kind.upper()} -> PTX, in-process',
                        [(n, *inp) for n, inp, _, _ in results])
            print_table(f'{kind.upper()} -> PTX, as a process',
                        [(n, *proc) for n, _, proc, _ in results])
            print(f'\n{kind.upper()} -> PTX in-process, where the time goes '
                  '(ms)')
            for name, _, _, (ours, theirs) in results:
                mine = ', '.join(f'{k} {v * 1e3:.1f}' for k, v in ours.items())
                others = ', '.join(f'{k} {v * 1e3:.1f}'
                                   for k, v in theirs.items())
                print(f'- {name}: ours {mine}; Triton {others}')


if __name__ == '__main__':
    main()
