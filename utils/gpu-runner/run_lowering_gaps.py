#!/usr/bin/env python3
"""Run the hand-written TTGIR kernels of test/lit/Target/Inputs/lowering-gaps
(features Triton 3.6 kernels use that the corpus has no kernel for) on a
GPU, against float64 torch references.

  D=OUT; for k in noinline-call reduce-pointers subslice-local-load wgmma-f16-acc; do
    tt-translate test/lit/Target/Inputs/lowering-gaps/$k.ttgir -o $D/$k.ptx --metadata $D/$k.json
    ptxas -arch=sm_90a $D/$k.ptx -o $D/$k.cubin; done           # here
  tt-translate test/lit/Target/Inputs/lowering-gaps/mma-sync-f16-acc.ttgir \
    -o $D/mma-sync-f16-acc.ptx --metadata $D/mma-sync-f16-acc.json   # sm80: PTX
  python3 utils/gpu-runner/run_lowering_gaps.py --ours OUT        # on the device

Each kernel is launched with the CUDA driver API: its pointer arguments in
order, then Triton 3.6's global- and profile-scratch pointers (null: these
kernels need none). Prints, per kernel, the largest error relative to the
reference's largest magnitude and whether it is within the tolerance.
"""
import argparse
import ctypes
import json
import os
import sys

import torch

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from run_corpus import Driver  # noqa: E402

ROWS = 64  # 4 programs of 16 rows for the row kernels


def row_inputs():
    torch.manual_seed(0)
    x = torch.randn(ROWS, 256, device='cuda')
    return [x, torch.empty(ROWS, device='cuda'), torch.empty(ROWS, device='cuda')]


def row_argmin_inputs():
    torch.manual_seed(0)
    x = torch.randn(ROWS, 256, device='cuda')
    return [x, torch.empty(ROWS, device='cuda'),
            torch.empty(ROWS, dtype=torch.int64, device='cuda')]


def argmin_reference(args):
    x = args[0].double()
    index = x.argmin(1)  # the first of equal minima: the lower address
    return [x.min(1).values, (index + torch.arange(ROWS, device='cuda') * 256).double()]


# name -> (inputs, grid, which arguments are outputs, float64 references)
CASES = {
    'noinline-call': (row_inputs, (ROWS // 16, 1, 1), [1, 2],
                      lambda a: [a[0].double().max(1).values, a[0].double().sum(1)]),
    'reduce-pointers': (row_argmin_inputs, (ROWS // 16, 1, 1), [1, 2], argmin_reference),
    'subslice-local-load': (
        lambda: [torch.randn(32, 64, device='cuda').half(),
                 torch.empty(32, 32, device='cuda', dtype=torch.float16)],
        (1, 1, 1), [1], lambda a: [a[0].double()[:, 32:]]),
    'wgmma-f16-acc': (
        lambda: [torch.randn(64, 32, device='cuda').half(),
                 torch.randn(32, 64, device='cuda').half(),
                 torch.empty(64, 64, device='cuda', dtype=torch.float16)],
        (1, 1, 1), [2], lambda a: [a[0].double() @ a[1].double()]),
    'mma-sync-f16-acc': (
        lambda: [torch.randn(64, 32, device='cuda').half(),
                 torch.randn(32, 64, device='cuda').half(),
                 torch.empty(64, 64, device='cuda', dtype=torch.float16)],
        (1, 1, 1), [2], lambda a: [a[0].double() @ a[1].double()]),
}
# sm80 kernels run as PTX the driver compiles for the GPU at hand (an sm_80
# cubin does not run on an H100).
FROM_PTX = {'mma-sync-f16-acc'}
# f16 accumulation over K = 32 rounds each partial sum to 11 bits.
TOLERANCE = {'wgmma-f16-acc': 5e-3, 'mma-sync-f16-acc': 5e-3}


def run(driver, folder, name):
    with open(os.path.join(folder, name + '.json')) as f:
        meta = json.load(f)
    if name in FROM_PTX:
        with open(os.path.join(folder, name + '.ptx'), 'rb') as f:
            image = f.read() + b'\0'
    else:
        with open(os.path.join(folder, name + '.cubin'), 'rb') as f:
            image = f.read()
    function = driver.load(image, meta['name'], meta['shared'])
    make_inputs, grid, outputs, reference = CASES[name]
    args = make_inputs()
    for index in outputs:
        args[index].fill_(float('nan') if args[index].is_floating_point() else -1)
    params = [ctypes.c_void_p(t.data_ptr()) for t in args]
    params += [ctypes.c_void_p(0), ctypes.c_void_p(0)]
    driver.launch(function, grid, meta['num_warps'] * 32, meta['shared'], params)
    torch.cuda.synchronize()
    errors = []
    for index, expected in zip(outputs, reference(args)):
        got = args[index].double()
        # Relative to the output's largest magnitude: an f16 sum near zero
        # has a large error relative to itself.
        scale = expected.abs().max().clamp(min=1e-6)
        errors.append(((got - expected).abs() / scale).nan_to_num(float('inf')).max().item())
    worst = max(errors)
    ok = worst <= TOLERANCE.get(name, 1e-5)
    print(f'{name:<22} max rel err {worst:.2e}  {"ok" if ok else "WRONG"}')
    return ok


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--ours', required=True)
    args = ap.parse_args()
    torch.zeros(1, device='cuda')  # the primary context the driver calls use
    driver = Driver()
    results = [run(driver, args.ours, name) for name in CASES]
    print(f'{sum(results)} of {len(results)} kernels right')
    sys.exit(0 if all(results) else 1)


if __name__ == '__main__':
    main()
