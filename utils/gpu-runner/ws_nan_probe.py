"""Does Triton's own compile of s21_device_desc_f16_bk32_s5 (ws_kernels_s21.py)
write NaN? Launches it three times from the same inputs (torch.manual_seed(0),
no NaN in them) into a zeroed output and counts the NaN it wrote, against a
float32 torch matmul. On the device, from the checkout's root, at 1x and with
TT_SWEEP_SCALE=8 (M = N = K = 2048).
"""
import os, sys, torch
sys.path.insert(0, 'utils/extra-corpus')
import ws_kernels_s21
case = {c.name: c for c in ws_kernels_s21.KERNELS}['s21_device_desc_f16_bk32_s5']
for trial in range(3):
    torch.manual_seed(0)
    args, kwargs, grid = case.build('cuda')
    a, b, c, M, N, K = args
    c.fill_(0)
    case.fn[grid](*args, **kwargs)
    torch.cuda.synchronize()
    ref = (a.float() @ b.float().T)
    bad = torch.isnan(c).sum().item()
    err = ((c.float() - ref).abs().max() / ref.abs().max()).item()
    print('scale', os.environ.get('TT_SWEEP_SCALE'), 'trial', trial, 'nan', bad, 'of', c.numel(), 'max rel err', err,
          'a nan', torch.isnan(a).sum().item(), 'inf in ref', torch.isinf(ref).sum().item())
