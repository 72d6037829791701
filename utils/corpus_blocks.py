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


# make_llir's first pass, right before tritongpu-allocate-warp-groups.
FIRST_LLIR_FLAG = 'tritongpu-combine-tensor-select-and-if'


def llir_start_index(blocks):
    """The index of the first make_llir block of a log: the one marked so,
    else (logs without stage markers) the block right before
    tritongpu-allocate-warp-groups; None when the log has none."""
    for i, block in enumerate(blocks):
        if block.stage == 'llir':
            return i
    for i, (block, after) in enumerate(zip(blocks, blocks[1:])):
        if block.flag == FIRST_LLIR_FLAG and after.flag == 'tritongpu-allocate-warp-groups':
            return i
    return None


def ttgir_stage_blocks(blocks):
    """The blocks of make_ttir and make_ttgir: those before make_llir's."""
    end = llir_start_index(blocks)
    return [b for b in blocks[:end] if b.stage in (None, 'ttir', 'ttgir')]


# Passes of Triton 3.6 that first run a nested pipeline of their own, whose
# "IR Dump Before" block the log shows right after theirs: that block is
# their input again, and their output is the block after it.
# tritongpu-optimize-dot-operands canonicalizes, then rewrites.
NESTED_FIRST = {'tritongpu-optimize-dot-operands': 'canonicalize',
                'nvws-lower-aref': 'nvws-assign-stage-phase'}


# Passes of Triton 3.6 that run a pipeline of other passes on a module of
# their own, nested in the kernel's module while it runs, once per piece of
# work: the log shows each step as a block that prints the kernel's module
# with the container inside it (generic IR that no verifier accepts). These
# steps are no inputs of their passes: the container is not the kernel.
# tritongpu-optimize-partition-warps lays out again each partition whose
# warps it changes.
CONTAINER_PIPELINES = {
    'tritongpu-optimize-partition-warps': [
        'convert-triton-to-tritongpu', 'relayout-tritongpu', 'tritongpu-coalesce',
        'tritongpu-remove-layout-conversions', 'tritongpu-optimize-thread-locality',
        'tritongpu-accelerate-matmul', 'tritongpu-remove-layout-conversions'],
}


def container_steps(blocks):
    """The indices of the blocks that are steps of a CONTAINER_PIPELINES
    pass, each of its pipelines whole (any number of them)."""
    steps = set()
    for i, block in enumerate(blocks):
        pipeline = CONTAINER_PIPELINES.get(block.flag)
        j = i + 1
        while pipeline and j + len(pipeline) <= len(blocks) and \
                [b.flag for b in blocks[j:j + len(pipeline)]] == pipeline:
            steps.update(b.index for b in blocks[j:j + len(pipeline)])
            j += len(pipeline)
    return steps


def nested_steps(blocks):
    """The blocks of pipelines that passes run inside themselves, which are
    not inputs of the log's pipeline: the function-anchored canonicalize
    blocks after `inline` (the pipeline the inliner runs on each callee),
    the block of a NESTED_FIRST pass's own first pipeline and the steps of
    CONTAINER_PIPELINES."""
    nested = container_steps(blocks)
    inside_inliner = False
    for before, block in zip([None] + blocks, blocks):
        if block.flag == 'inline':
            inside_inliner = True
        elif block.anchor == 'builtin.module':
            inside_inliner = False
        if (inside_inliner and block.anchor != 'builtin.module') or \
                (before is not None and NESTED_FIRST.get(before.flag) == block.flag):
            nested.add(block.index)
    return nested


# Passes of Triton 3.6 that run a whole pipeline of other passes inside
# themselves, each step of which the log shows as its own block: their
# output is the block after the last step. (The steps stay inputs of their
# own passes.)
NESTED_PIPELINES = {
    'tritongpu-automatic-warp-specialization': [
        'tritongpu-partition-scheduling', 'nvws-insert-aref', 'nvws-insert-tmem-aref',
        'sccp', 'cse', 'nvws-lower-aref', 'nvws-assign-stage-phase',
        'tritongpu-partition-loops', 'nvws-lower-warp-group', 'tritongpu-schedule-loops'],
}


def pass_output_block(block, nested):
    """The block holding the output of the pass whose input is `block`: the
    next block that is not a nested step (`nested`, from nested_steps) nor
    a step of the pass's own pipeline (NESTED_PIPELINES)."""
    after = block.next
    for step in NESTED_PIPELINES.get(block.flag, []):
        if after is None or after.flag != step:
            break
        after = after.next
    while after is not None and after.index in nested:
        after = after.next
    return after


# Passes Triton 3.6's pipelines call more than once with different options:
# the options of each call, in pipeline order.
CALL_OPTIONS = {
    # make_ttgir for cuda:100: before the pipeliner, then after it.
    'tritongpu-hoist-tmem-alloc': ['hoist-out-of-if=false', 'hoist-out-of-if=true'],
}

# Passes make_ttgir gives the kernel's num_stages that corpus-check's option
# table leaves out.
NUM_STAGES_PASSES = ('nvgpu-warp-specialization', 'tritongpu-automatic-warp-specialization',
                     'nvws-lower-aref')


def triton_pass_options(cc, flag, case, call):
    """The options Triton gave call `call` (from 0, in log order) of pass
    `flag` in `case`'s log: corpus-check's (cc.pass_options), the kernel's
    num_stages for NUM_STAGES_PASSES, and the call's CALL_OPTIONS."""
    options = [cc.pass_options(flag, case)]
    if flag in NUM_STAGES_PASSES:
        options.append(f"num-stages={case.meta.get('num_stages', 3)}")
    if flag in CALL_OPTIONS:
        options.append(CALL_OPTIONS[flag][call])
    return ' '.join(o for o in options if o)
