#!/usr/bin/env python3
"""Launch tt-translate's kernels beside Triton's own on a GPU, check, time.

  python3 utils/gpu-runner/run_corpus.py --corpus ../shared/corpus/triton-3.6 \
      --target sm90 --ours DIR [--kernels vector_add,softmax] [--json out.json]

For each corpus kernel, DIR holds `<kernel>.cubin` (or `.ptx`, which the
driver then assembles) and the `<kernel>.json` that `tt-translate --metadata`
wrote; Triton's kernel is `<fn>.cubin` (or `<fn>.ptx`) in the corpus case.
Assemble both with the same ptxas for a fair comparison. The runner builds the
inputs as the corpus did (manifest.json: torch.manual_seed(0), randn/rand in
fp32 then the dtype, outputs poisoned with NaN before every run), loads our
kernel and Triton's cubin from the corpus with the CUDA driver API, launches
both with the corpus's grid and arguments (plus Triton 3.6's hidden global-
and profile-scratch pointers), compares each output with a float64 torch
reference, and times both with triton.testing.do_bench (same process, same
inputs, L2 flushed, six rounds alternating which goes first, medians).
Prints one row per kernel and optionally writes JSON.
"""
import argparse
import ctypes
import json
import os
import statistics
import sys

import torch
import triton

# float64 references for the outputs of each corpus kernel, from the inputs
# by name (manifest argument names) and the scalar arguments.
def _layer_norm(a):
    x = a['X'].double()
    n = x.shape[-1]
    mean = x.mean(-1)
    rstd = 1 / torch.sqrt(x.var(-1, unbiased=False) + a['eps'])
    y = (x - mean[:, None]) * rstd[:, None] * a['W'].double() + a['B'].double()
    return {'Y': y, 'Mean': mean, 'Rstd': rstd}


def _attention(a):
    # softmax(Q K^T * sm_scale) V in float64, one batch at a time (the
    # scores of all four would take 17 GB).
    outs = []
    for z in range(a['Q'].shape[0]):
        q, k, v = (a[n][z].double() for n in ('Q', 'K', 'V'))
        scores = q @ k.transpose(-1, -2) * a['sm_scale']
        outs.append(torch.softmax(scores, -1) @ v)
    return {'Out': torch.stack(outs)}


REFERENCES = {
    'vector_add': lambda a: {'out_ptr': a['x_ptr'].double() + a['y_ptr'].double()},
    'softmax': lambda a: {'out_ptr': torch.softmax(a['in_ptr'].double(), -1)},
    'layer_norm': _layer_norm,
    'reduce_sum_max': lambda a: {'sum_ptr': a['x_ptr'].double().sum(1),
                                 'max_ptr': a['x_ptr'].double().amax(1)},
    'matmul_fp16': lambda a: {'c_ptr': a['a_ptr'].double() @ a['b_ptr'].double()},
    'matmul_tma': lambda a: {'c_ptr': a['a_ptr'].double() @ a['b_ptr'].double()},
    'flash_attn_fwd': _attention,
    'matmul_bias_relu': lambda a: {'c_ptr': torch.relu(
        a['a_ptr'].double() @ a['b_ptr'].double() + a['bias_ptr'].double())},
}

DTYPES = {'fp32': torch.float32, 'fp16': torch.float16, 'bf16': torch.bfloat16,
          'i32': torch.int32, 'i64': torch.int64}
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8
ROUNDS = 6  # timing rounds per kernel pair, alternating who goes first


class Driver:
    def __init__(self):
        self.cuda = ctypes.CDLL('libcuda.so.1')

    def check(self, status, what):
        if status != 0:
            name = ctypes.c_char_p()
            self.cuda.cuGetErrorName(status, ctypes.byref(name))
            raise RuntimeError(f'{what}: {name.value.decode() if name.value else status}')

    def load(self, image, name, shared):
        module, function = ctypes.c_void_p(), ctypes.c_void_p()
        self.check(self.cuda.cuModuleLoadData(ctypes.byref(module), ctypes.c_char_p(image)),
                   f'cuModuleLoadData({name})')
        self.check(self.cuda.cuModuleGetFunction(ctypes.byref(function), module, name.encode()),
                   f'cuModuleGetFunction({name})')
        if shared > 49152:
            self.check(self.cuda.cuFuncSetAttribute(
                function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, shared),
                'cuFuncSetAttribute')
        return function

    def tensor_map(self, desc, meta):
        """The 128-byte CUtensorMap for a host-side TensorDescriptor, as a
        by-value kernel parameter; `meta` is the compiled kernel's
        tensordesc_meta entry (swizzle, element type and size, block).
        Triton's and our kernel get the same map, so it need not be
        byte-equal to the one Triton's launcher builds."""
        import triton.backends.nvidia.driver as nvidia
        shape, strides = list(desc.shape), list(desc.strides)
        if meta['fp4_padded']:
            shape[-1] *= 2
        rank = len(shape)
        storage = (ctypes.c_uint8 * 192)()  # room to align the map to 64 bytes
        address = (ctypes.addressof(storage) + 63) & ~63
        tensor_map = (ctypes.c_uint8 * 128).from_address(address)
        tensor_map._storage = storage
        u64, u32 = ctypes.c_uint64, ctypes.c_uint32
        self.check(self.cuda.cuTensorMapEncodeTiled(
            ctypes.c_void_p(address), nvidia.TMA_DTYPE_DEVICE_TO_HOST[meta['elem_type']], rank,
            ctypes.c_void_p(desc.base.data_ptr()),
            (u64 * rank)(*reversed(shape)),
            (u64 * rank)(*[s * meta['elem_size'] for s in reversed(strides[:-1])]),
            (u32 * rank)(*reversed(meta['block_size'])), (u32 * rank)(*[1] * rank),
            0, meta['swizzle'], 2, 1 if desc.padding == 'nan' else 0), 'cuTensorMapEncodeTiled')
        return tensor_map, shape, strides

    def launch(self, function, grid, threads, shared, params):
        holders = (ctypes.c_void_p * len(params))(
            *[ctypes.cast(ctypes.pointer(p), ctypes.c_void_p) for p in params])
        stream = ctypes.c_void_p(torch.cuda.current_stream().cuda_stream)
        self.check(self.cuda.cuLaunchKernel(function, *grid, threads, 1, 1, shared,
                                            stream, holders, None), 'cuLaunchKernel')


def make_inputs(spec):
    torch.manual_seed(0)
    tensors, scalars = {}, {}
    for arg in spec['args']:
        if arg['kind'] == 'tensor':
            dtype = DTYPES[arg['dtype']]
            if arg['init'] == 'empty':
                tensors[arg['name']] = torch.empty(arg['shape'], dtype=dtype, device='cuda')
            else:
                make = torch.randn if arg['init'] == 'randn' else torch.rand
                tensors[arg['name']] = make(arg['shape'], device='cuda').to(dtype)
        elif arg['kind'] == 'scalar':
            scalars[arg['name']] = arg['value']
    return tensors, scalars


def build_params(info, spec, tensors, scalars, scratch):
    signature = spec['jit_spec']['signature']
    params = []
    for name in info['ptx_param_map']:
        if name == '<global_scratch ptr>':
            params.append(ctypes.c_void_p(scratch.data_ptr() if scratch is not None else 0))
        elif name == '<profile_scratch ptr>':
            params.append(ctypes.c_void_p(0))
        elif name in tensors:
            params.append(ctypes.c_void_p(tensors[name].data_ptr()))
        else:
            kind = signature[name]
            value = scalars[name]
            params.append({'i32': ctypes.c_int32, 'i64': ctypes.c_int64, 'fp32': ctypes.c_float,
                           'u32': ctypes.c_uint32}[kind](value))
    return params


def relative_error(actual, reference):
    diff = (actual.double() - reference).abs()
    if torch.isnan(diff).any():
        return float('nan')
    return (diff.max() / reference.abs().max().clamp_min(1e-30)).item()


def read_image(stem):
    """`stem.cubin`, else `stem.ptx` (NUL-terminated, as the driver wants)."""
    if os.path.exists(stem + '.cubin'):
        with open(stem + '.cubin', 'rb') as f:
            return f.read()
    with open(stem + '.ptx', 'rb') as f:
        return f.read() + b'\0'


def run_kernel(driver, corpus, target, name, ours_dir):
    case = os.path.join(corpus, target, name)
    with open(os.path.join(case, 'info.json')) as f:
        info = json.load(f)
    with open(os.path.join(corpus, 'manifest.json')) as f:
        spec = json.load(f)['kernels'][name]
    meta = info['metadata']
    fn_name = meta['name']
    triton_image = read_image(os.path.join(case, fn_name))
    with open(os.path.join(ours_dir, name + '.json')) as f:
        ours_meta = json.load(f)
    ours_image = read_image(os.path.join(ours_dir, name))

    threads = meta['num_warps'] * 32
    grid = tuple(spec['grid'])
    triton_fn = driver.load(triton_image, fn_name, meta['shared'])
    ours_fn = driver.load(ours_image, ours_meta['name'], ours_meta['shared'])

    tensors, scalars = make_inputs(spec)
    programs = grid[0] * grid[1] * grid[2]
    scratch = None
    if meta.get('global_scratch_size', 0) > 0:
        scratch = torch.empty(programs * meta['global_scratch_size'], dtype=torch.uint8, device='cuda')
    outputs = [a['name'] for a in spec['args'] if a['kind'] == 'tensor' and a['output']]
    params = build_params(info, spec, tensors, scalars, scratch)
    reference = REFERENCES[name]({**tensors, **scalars})

    kernels = {'ours': (ours_fn, ours_meta['shared']), 'triton': (triton_fn, meta['shared'])}
    results = {}
    for who, (fn, shared) in kernels.items():
        for out in outputs:  # poison, so a kernel that writes nothing fails
            tensors[out].fill_(float('nan') if tensors[out].is_floating_point() else -1)
        driver.launch(fn, grid, threads, shared, params)
        torch.cuda.synchronize()
        errors = {out: relative_error(tensors[out], reference[out]) for out in outputs}
        copies = {out: tensors[out].clone() for out in outputs}
        results[who] = {'rel_err': errors, 'outputs': copies, 'times': []}
    # Alternate which kernel goes first over several rounds, so clock ramps
    # and thermal drift do not favour one of them; report medians.
    for round_ in range(ROUNDS):
        order = list(kernels) if round_ % 2 == 0 else list(reversed(kernels))
        for who in order:
            fn, shared = kernels[who]
            results[who]['times'].append(triton.testing.do_bench(
                lambda: driver.launch(fn, grid, threads, shared, params),
                warmup=25, rep=100, return_mode='median'))
    for who in kernels:
        results[who]['ms'] = statistics.median(results[who]['times'])
    same = all(torch.equal(results['ours']['outputs'][o], results['triton']['outputs'][o]) for o in outputs)
    gbps = spec['bytes'] / (results['ours']['ms'] * 1e-3) / 1e9 if spec.get('bytes') else None
    return {
        'kernel': name, 'ours_ms': results['ours']['ms'], 'triton_ms': results['triton']['ms'],
        'speed_vs_triton': results['triton']['ms'] / results['ours']['ms'],
        'ours_gbps': gbps, 'ours_rel_err': results['ours']['rel_err'],
        'triton_rel_err': results['triton']['rel_err'], 'bitwise_equal_to_triton': same,
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--corpus', required=True, help='…/corpus/triton-3.6')
    ap.add_argument('--target', default='sm90')
    ap.add_argument('--ours', required=True, help='folder with <kernel>.ptx and <kernel>.json')
    ap.add_argument('--kernels', default='vector_add,softmax,layer_norm,reduce_sum_max')
    ap.add_argument('--json', help='write the rows here as JSON')
    args = ap.parse_args()
    torch.cuda.init()
    torch.empty(1, device='cuda')  # makes the primary context current
    driver = Driver()
    rows = []
    print(f'{"kernel":<18}{"ours ms":>9}{"triton ms":>11}{"ratio":>7}{"GB/s":>8}  max rel err (ours | triton)  same bits')
    for name in args.kernels.split(','):
        row = run_kernel(driver, args.corpus, args.target, name, args.ours)
        rows.append(row)
        errs = ', '.join(f'{k} {v:.2e}' for k, v in row['ours_rel_err'].items())
        terrs = ', '.join(f'{v:.2e}' for v in row['triton_rel_err'].values())
        gbps = f'{row["ours_gbps"]:.0f}' if row['ours_gbps'] else '-'
        print(f'{name:<18}{row["ours_ms"]:>9.4f}{row["triton_ms"]:>11.4f}{row["speed_vs_triton"]:>7.3f}{gbps:>8}  {errs} | {terrs}  {row["bitwise_equal_to_triton"]}')
    if args.json:
        with open(args.json, 'w') as f:
            json.dump(rows, f, indent=1)


if __name__ == '__main__':
    main()
