"""Helpers for reading the blocks of corpus dump logs, shared by the
corpus scripts of utils/."""
import importlib.machinery
import importlib.util
import os

SHARED = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), '..', 'shared')


def load_corpus_check():
    """../shared/tools/corpus-check as a module (its block reader, cases
    and the options Triton passes)."""
    path = os.path.join(SHARED, 'tools', 'corpus-check')
    loader = importlib.machinery.SourceFileLoader('corpus_check', path)
    spec = importlib.util.spec_from_loader('corpus_check', loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def module_text(block):
    """The module of a dump block: its text up to any other `// -----//`
    line. Triton's pipeliner prints its own sections ("SoftwarePipeliner
    internal IR Dump After: ...") while it runs, after the module that is
    its input and before the next header; they belong to no block, as
    tools/common/dumplog.h (tt-dump) reads them. corpus-check keeps them in
    the block, which makes the input of tritongpu-pipeline, i.e. the output
    of tritongpu-schedule-loops, hold three modules instead of one."""
    lines = block.text.split('\n')
    for i, line in enumerate(lines):
        if line.startswith('// -----//'):
            return '\n'.join(lines[:i]).rstrip() + '\n'
    return block.text
