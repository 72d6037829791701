#!/usr/bin/env python3
"""Run tt-translate's kernels for test/corpus's extra real kernels beside
Triton's own, on a GPU: check both against torch in float64, time both.

  utils/gpu-runner/prepare_extra.sh OUT [KERNELS...]          # here
  python3 utils/gpu-runner/run_extra.py --ours OUT [--kernels a,b] [--json F]
                                                              # on the device
  TTGIR_DIR=test/lit/Target/Inputs/triton-ttgir utils/gpu-runner/prepare_extra.sh OUT2
  python3 utils/gpu-runner/run_extra.py --set ttgir --ours OUT2   # on the device

The kernels are utils/extra-corpus/kernels.py's, with the inputs its
KERNELS table builds (torch.manual_seed(0)). Triton 3.6 JIT-compiles each
one (so Triton's cubin is the one it would launch); ours is OUT/<kernel>.cubin,
which prepare_extra.sh made from the TTGIR of test/corpus's dump log. Both are
launched with the CUDA driver API and the same parameters: the TTGIR
function's arguments by name (`loc("x")`), then the global- and
profile-scratch pointers of Triton 3.6's ABI. Outputs are poisoned before
each run (except where the kernel accumulates into them), compared with a
float64 torch reference, and both kernels are timed as run_corpus.py does.

`--set ttgir` runs utils/extra-corpus/ttgir_kernels.py's kernels instead
(their TTGIR as Triton 3.6 wrote it, without dump logs); having no torch
references, their outputs are whatever Triton's JIT launch changed, and the
reference is Triton's result. `--set large` runs utils/extra-corpus/
large_kernels.py's cases: both sets' kernels at sizes where the time is
memory traffic (torch references where the small case has one):

  TTGIR_DIR=test/lit/Target/Inputs/triton-ttgir-large utils/gpu-runner/prepare_extra.sh OUT3
  python3 utils/gpu-runner/run_extra.py --set large --ours OUT3   # on the device

`--set sweep` runs utils/extra-corpus/sweep_kernels.py's cases (their TTGIR
from `make_corpus.py --stage-files`), with Triton's result as the reference;
`--set ws` the same for ws_kernels.py's (and the held-out ws_kernels_*.py's)
warp-specialized ones.

`--also LABEL=DIR` times DIR's cubins in the same rounds (our PTX assembled
by Triton's bundled ptxas, say, or another build's), and `--save-triton DIR`
keeps Triton's TTGIR, LLVM IR and PTX of each kernel for reading beside ours.
"""
import argparse
import ctypes
import dataclasses
import json
import os
import re
import statistics
import sys

import torch
import triton

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, '..', 'extra-corpus'))
from run_corpus import Driver, ROUNDS, relative_error  # noqa: E402
import kernels  # noqa: E402
import large_kernels  # noqa: E402
import sweep_kernels  # noqa: E402
import ws_kernels  # noqa: E402
import ws_kernels_heldout  # noqa: E402
import ws_kernels_s19  # noqa: E402
import ws_kernels_s20  # noqa: E402
import ws_kernels_s21  # noqa: E402
import ws_kernels_s22  # noqa: E402
import ttgir_kernels  # noqa: E402


# float64 references: argument name -> expected tensor, from the inputs.
def _gather(a):
    return {'y': a['x'].double()[a['idx'].long()]}


REFERENCES = {
    'copy_i64_offsets': lambda a: {'y': a['x'].double()},
    'transpose': lambda a: {'y': a['x'].double().t()},
    'strided': lambda a: {'y': a['x'].double()[::2] * 2},
    'histogram': lambda a: {'out': torch.bincount(a['x'].long(), minlength=64).double()},
    'cumsum_rows': lambda a: {'y': a['x'].double().cumsum(1)},
    'argmax_cols': lambda a: {'out': a['x'].double().argmax(0).double()},
    'gather_rows': _gather,
    'while_loop': lambda a: {'y': a['x'].double().view(4, 256).sum(0)},
    'calls_noinline': lambda a: {'y': a['x'].double() * 3},
    'mixed_types': lambda a: {'d': a['a'].double() + a['b'].double() + a['c'].double()},
    'three_d': lambda a: {'y': a['x'].double() + 1},
    'block_ptrs': lambda a: {'y': a['x'].double() * 2},
    'atomics_cas': lambda a: {'counter': torch.ones(1, dtype=torch.float64, device='cuda'),
                              'out': torch.arange(128, dtype=torch.float64, device='cuda')},
    'col_softmax': lambda a: {'y': torch.softmax(a['x'].double(), 0)},
}
# Kernels whose outputs start from the inputs' values (atomics add into them).
ACCUMULATE = {'histogram', 'atomics_cas', 'atomic_i64_f16'}
SCALAR_TYPES = {'i32': 'c_int32', 'i64': 'c_int64', 'f32': 'c_float'}


def ttgir_arguments(path):
    """(name, type) of the kernel's arguments, in order, from its TTGIR."""
    with open(path) as f:
        header = next(line for line in f if 'tt.func public' in line)
    return re.findall(r'%\w+: (!tt\.tensordesc<tensor<[^>]*>>|!tt\.ptr<[^>]+>|i32|i64|f32)[^,)]*?loc\("(\w+)"',
                      header)


# Every warp-specialized case: ws_kernels.py's and the held-out batches'.
WS_KERNELS = (ws_kernels.KERNELS + ws_kernels_heldout.KERNELS + ws_kernels_s19.KERNELS + ws_kernels_s20.KERNELS
              + ws_kernels_s21.KERNELS + ws_kernels_s22.KERNELS)


def build_inputs(name, kernel_set):
    """The kernel, its inputs (torch.manual_seed(0)), constexprs and grid."""
    torch.manual_seed(0)
    if kernel_set in ('ttgir', 'large'):
        cases = ttgir_kernels.CASES if kernel_set == 'ttgir' else large_kernels.CASES
        fn, make, kwargs, grid = cases[name]
        args = make()
    elif kernel_set in ('sweep', 'ws'):
        cases = sweep_kernels.KERNELS if kernel_set == 'sweep' else WS_KERNELS
        case = {c.name: c for c in cases}[name]
        fn = case.fn
        args, kwargs, grid = case.build('cuda')
    else:
        _, fn, build = {k[0]: k for k in kernels.KERNELS}[name]
        args, kwargs, grid = build('cuda')
    named = dict(zip(fn.arg_names, args))
    return fn, args, kwargs, grid, named


def same_bits(a, b):
    """Bitwise equality of two tensors of any dtype (fp8 included)."""
    ints = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
    return torch.equal(a.view(ints[a.element_size()]),
                       b.view(ints[b.element_size()]))


def memory_of(value):
    """The tensor an argument reads or writes: itself, or a host-side
    tensor descriptor's base; None for a scalar."""
    if torch.is_tensor(value):
        return value
    base = getattr(value, 'base', None)
    return base if torch.is_tensor(base) else None


def copy_argument(value):
    """The argument over a copy of its memory (descriptors included)."""
    if torch.is_tensor(value):
        return value.clone()
    if memory_of(value) is not None:
        return dataclasses.replace(value, base=value.base.clone())
    return value


def triton_outputs(fn, args, result_args):
    """Argument name -> float64 tensor, for each tensor Triton's run changed."""
    return {name: memory_of(after).double() for name, before, after
            in zip(fn.arg_names, args, result_args)
            if memory_of(before) is not None
            and not same_bits(memory_of(before), memory_of(after))}


def params_for(arguments, values, scratch, driver, tensordesc_meta):
    """Kernel parameters in TTGIR order. A host-side tensor descriptor is
    its CUtensorMap followed by its shape (i32) and strides (i64), the
    parameters Triton 3.6's frontend adds after it under the same name."""
    params = []
    descriptor_fields = []
    maps = iter(tensordesc_meta or [])
    for type_, name in arguments:
        value = values[name]
        if descriptor_fields:
            params.append(getattr(ctypes, SCALAR_TYPES[type_])(descriptor_fields.pop(0)))
        elif type_.startswith('!tt.tensordesc'):
            tensor_map, shape, strides = driver.tensor_map(value, next(maps))
            params.append(tensor_map)
            descriptor_fields = shape + strides
        elif type_.startswith('!tt.ptr'):
            params.append(ctypes.c_void_p(value.data_ptr()))
        else:
            params.append(getattr(ctypes, SCALAR_TYPES[type_])(value))
    params.append(ctypes.c_void_p(scratch.data_ptr() if scratch is not None else 0))
    params.append(ctypes.c_void_p(0))
    return params


def load_prepared(driver, folder, name):
    """(function, shared bytes, global scratch bytes) of folder/<name>.cubin,
    with the launch data tt-translate --metadata wrote beside it."""
    with open(os.path.join(folder, name + '.json')) as f:
        meta = json.load(f)
    with open(os.path.join(folder, name + '.cubin'), 'rb') as f:
        image = f.read()
    return (driver.load(image, meta['name'], meta['shared']),
            meta['shared'], meta.get('global_scratch_size', 0))


def save_triton_stages(compiled, folder, name):
    """Triton's TTGIR, LLVM IR, PTX and cubin of the JIT-compiled kernel,
    for side-by-side reading with ours, and its launch data in
    tt-translate's --metadata form, so that its PTX assembled by another
    ptxas can be timed with --also."""
    os.makedirs(folder, exist_ok=True)
    for stage in ('ttgir', 'llir', 'ptx'):
        with open(os.path.join(folder, f'{name}.{stage}'), 'w') as f:
            f.write(compiled.asm[stage])
    with open(os.path.join(folder, name + '.cubin'), 'wb') as f:
        f.write(compiled.asm['cubin'])
    meta = compiled.metadata
    with open(os.path.join(folder, name + '.json'), 'w') as f:
        json.dump({'name': meta.name, 'shared': meta.shared,
                   'global_scratch_size': meta.global_scratch_size}, f)


def run_kernel(driver, name, ours_dir, kernel_set, also=(), save_triton=None):
    fn, args, kwargs, grid, named = build_inputs(name, kernel_set)
    # Triton's JIT on a copy of the inputs gives its cubin and launch data.
    scratch_args = [copy_argument(a) for a in args]
    compiled = fn[grid](*scratch_args, **kwargs)
    torch.cuda.synchronize()
    meta = compiled.metadata
    if save_triton:
        save_triton_stages(compiled, save_triton, name)
    threads = meta.num_warps * 32
    grid3 = tuple(grid) + (1,) * (3 - len(grid))
    kernels_ = {
        'ours': load_prepared(driver, ours_dir, name),
        'triton': (driver.load(compiled.asm['cubin'], meta.name, meta.shared),
                   meta.shared, meta.global_scratch_size),
    }
    for label, folder in also:
        kernels_[label] = load_prepared(driver, folder, name)
    arguments = ttgir_arguments(os.path.join(ours_dir, name + '.ttgir'))
    reference = (REFERENCES[name](named) if kernel_set in ('extra', 'large') and name in REFERENCES
                 else triton_outputs(fn, args, scratch_args))
    initial = {k: memory_of(v).clone() for k, v in named.items() if memory_of(v) is not None}
    results = {}
    launches = {}
    for who, (function, shared, scratch_size) in kernels_.items():
        scratch = (torch.empty(grid3[0] * grid3[1] * grid3[2] * scratch_size,
                               dtype=torch.uint8, device='cuda') if scratch_size else None)
        params = params_for(arguments, named, scratch, driver,
                            getattr(meta, 'tensordesc_meta', None))

        def reset(who=who):
            for out in reference:
                tensor = memory_of(named[out])
                if name in ACCUMULATE:
                    tensor.copy_(initial[out])
                else:  # poison (NaN / -1 bytes), so a kernel that writes nothing fails
                    tensor.view(torch.uint8).fill_(0xFF)
            for key, value in initial.items():
                if key not in reference:
                    memory_of(named[key]).copy_(value)

        reset()
        driver.launch(function, grid3, threads, shared, params)
        torch.cuda.synchronize()
        errors = {out: relative_error(memory_of(named[out]), reference[out]) for out in reference}
        results[who] = {'rel_err': errors, 'times': [],
                        'outputs': {out: memory_of(named[out]).clone() for out in reference}}
        launches[who] = (function, shared, params)
    for round_ in range(ROUNDS):
        order = list(launches) if round_ % 2 == 0 else list(reversed(launches))
        for who in order:
            function, shared, params = launches[who]
            results[who]['times'].append(triton.testing.do_bench(
                lambda: driver.launch(function, grid3, threads, shared, params),
                warmup=25, rep=100, return_mode='median'))
    def same_as_triton(who):
        return all(same_bits(results[who]['outputs'][o], results['triton']['outputs'][o])
                   for o in reference)

    ours_ms = statistics.median(results['ours']['times'])
    triton_ms = statistics.median(results['triton']['times'])
    row = {'kernel': name, 'ours_ms': ours_ms, 'triton_ms': triton_ms,
           'speed_vs_triton': triton_ms / ours_ms,
           'ours_rel_err': results['ours']['rel_err'],
           'triton_rel_err': results['triton']['rel_err'],
           'bitwise_equal_to_triton': same_as_triton('ours')}
    for label, _ in also:
        ms = statistics.median(results[label]['times'])
        row[label] = {'ms': ms, 'speed_vs_triton': triton_ms / ms,
                      'bitwise_equal_to_triton': same_as_triton(label)}
    return row


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--ours', required=True, help='folder prepare_extra.sh wrote')
    ap.add_argument('--kernels', help='comma-separated (default: every cubin in --ours)')
    ap.add_argument('--set', default='extra', choices=['extra', 'ttgir', 'large', 'sweep', 'ws'],
                    help="kernels.py's (test/corpus), ttgir_kernels.py's, "
                         "large_kernels.py's (both at memory-bound sizes), "
                         "sweep_kernels.py's (issue 14's cases) or ws_kernels.py's "
                         "(warp-specialized; for these two Triton's result is the reference)")
    ap.add_argument('--json', help='write the rows here as JSON')
    ap.add_argument('--also', action='append', default=[], metavar='LABEL=DIR',
                    help='also time DIR/<kernel>.cubin (with its .json) in the same rounds, '
                         'e.g. our PTX assembled by another ptxas, or another build')
    ap.add_argument('--save-triton', metavar='DIR',
                    help="write Triton's .ttgir, .llir and .ptx of each kernel to DIR")
    args = ap.parse_args()
    also = [tuple(item.split('=', 1)) for item in args.also]
    names = (args.kernels.split(',') if args.kernels else
             sorted(f[:-6] for f in os.listdir(args.ours) if f.endswith('.cubin')))
    torch.cuda.init()
    torch.empty(1, device='cuda')
    driver = Driver()
    rows = []
    print(f'{"kernel":<18}{"ours ms":>9}{"triton ms":>11}{"ratio":>7}  max rel err (ours | triton)  same bits')
    for name in names:
        try:
            row = run_kernel(driver, name, args.ours, args.set, also, args.save_triton)
        except Exception as error:  # report and go on with the others
            print(f'{name:<18} failed: {error}')
            rows.append({'kernel': name, 'error': str(error)})
            continue
        rows.append(row)
        errs = ', '.join(f'{k} {v:.2e}' for k, v in row['ours_rel_err'].items())
        terrs = ', '.join(f'{v:.2e}' for v in row['triton_rel_err'].values())
        print(f'{name:<18}{row["ours_ms"]:>9.4f}{row["triton_ms"]:>11.4f}'
              f'{row["speed_vs_triton"]:>7.3f}  {errs} | {terrs}  {row["bitwise_equal_to_triton"]}')
        for label, _ in also:
            print(f'  {label:<16}{row[label]["ms"]:>9.4f}{"":>11}{row[label]["speed_vs_triton"]:>7.3f}'
                  f'  same bits {row[label]["bitwise_equal_to_triton"]}')
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(rows, f, indent=1)


if __name__ == '__main__':
    main()
