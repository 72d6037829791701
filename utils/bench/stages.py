"""What utils/bench/stages-bench.py and pass-times.py share: a case's
options, Triton's make_ttir + make_ttgir on a .source, tt-opt's named
pipelines run cold then warm in one process, and MLIR timing reports."""
import json
import os
import re
import subprocess

ROW = re.compile(r'^(\s*)([0-9.]+)\s+\(\s*[0-9.]+%\)\s+(\S.*?)\s*$')


def case_options(info):
    """(capability, num_warps, num_ctas, num_stages) of a case's info.json."""
    meta = info.get('metadata') or {}
    target = meta.get('target') or {}
    return (int(target.get('arch')), meta.get('num_warps', 4), meta.get('num_ctas', 1),
            meta.get('num_stages', 3))


def read_case_options(case):
    with open(os.path.join(case, 'info.json')) as f:
        return case_options(json.load(f))


def report_entries(report):
    """Seconds per top-level entry of an MLIR timing report (summed over
    repeats, 'Total' left out)."""
    seconds = {}
    for line in report.splitlines():
        m = ROW.match(line)
        if m and len(m.group(1)) <= 4 and m.group(3) != 'Total':
            seconds[m.group(3)] = seconds.get(m.group(3), 0.0) + float(m.group(2))
    return seconds


def pass_seconds(report):
    """The passes' seconds in one report: its total without Parser, Output
    and Rest (process start, parsing and printing)."""
    entries = report_entries(report)
    total = None
    for line in report.splitlines():
        m = ROW.match(line)
        if m and m.group(3) == 'Total':
            total = float(m.group(2))
    if total is None:
        return None
    return total - sum(entries.get(name, 0.0) for name in ('Parser', 'Output', 'Rest'))


class Triton:
    """Triton's own make_ttir + make_ttgir, in this (warm) process."""

    def __init__(self):
        from triton._C.libtriton import ir
        from triton.backends.compiler import GPUTarget
        from triton.backends.nvidia.compiler import CUDABackend
        self.ir, self.GPUTarget, self.CUDABackend = ir, GPUTarget, CUDABackend

    def prepare(self, source, capability, warps, ctas, stages, stderr_to=None):
        """Parses `source` and returns a function that runs both stages on
        it and returns the module, for callers to time without the parsing.
        With `stderr_to` (an open file), Triton's stderr goes there (its
        MLIR_ENABLE_TIMING reports)."""
        backend = self.CUDABackend(self.GPUTarget('cuda', capability, 32))
        options = backend.parse_options({'num_warps': warps, 'num_ctas': ctas, 'num_stages': stages})
        context = self.ir.context()
        self.ir.load_dialects(context)
        backend.load_dialects(context)
        module = self.ir.parse_mlir_module(source, context)
        module.context = context
        return lambda: self._stages(backend, module, options, capability, stderr_to)

    @staticmethod
    def _stages(backend, module, options, capability, stderr_to):
        saved = None
        if stderr_to is not None:
            saved = os.dup(2)
            os.dup2(stderr_to.fileno(), 2)
        try:
            module = backend.make_ttir(module, {}, options, capability)
            return backend.make_ttgir(module, {}, options, capability)
        finally:
            if saved is not None:
                os.dup2(saved, 2)
                os.close(saved)


def tt_opt_cold_and_warm(tt_opt, source, capability, warps, ctas, stages, work, output=os.devnull):
    """tt-opt's -mlir-timing reports of its named pipelines run twice in one
    process (`--split-input-file`, a fresh context per piece): the cold run
    a one-shot tt-opt pays, then the warm one."""
    with open(source) as f:
        text = f.read()
    twice = os.path.join(work, 'twice.mlir')
    with open(twice, 'w') as f:
        f.write(text + '\n// -----\n' + text)
    target = f'cuda:{capability}'
    pipeline = (f'builtin.module(triton-make-ttir{{target={target}}},'
                f'triton-make-ttgir{{target={target} num-warps={warps} num-ctas={ctas} num-stages={stages}}})')
    p = subprocess.run([tt_opt, twice, '--split-input-file', f'--pass-pipeline={pipeline}',
                        '-mlir-timing', '-mlir-timing-display=tree', '-o', output],
                       capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(p.stderr.strip().splitlines()[0] if p.stderr.strip() else 'tt-opt failed')
    reports = p.stderr.split('Execution time report')[1:]
    if len(reports) != 2:
        raise RuntimeError('expected two -mlir-timing reports from tt-opt')
    return reports[0], reports[1]
