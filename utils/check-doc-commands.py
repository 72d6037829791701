#!/usr/bin/env python3
"""Run every command shown in the docs, so that none of them goes stale.

Takes the ```sh blocks of README.md and docs/*.md (or the files given) and
runs their commands one by one with bash, in a scratch directory per file
(later commands of a file see what earlier ones wrote, as a reader would),
with this build's bin/ first in PATH. A command fails on a non-zero exit.

Placeholders: a doc names the files a reader has, e.g. kernel.passes.log.gz.
Each scratch directory holds a copy of a real file of the repository under
each placeholder name (PLACEHOLDERS below), and links to the repository's
top-level directories, so `build/bin/tt-opt`, `examples/...` and
`utils/...` work too.

Commands: every line of a block, joined with the next one when it ends in
a backslash; blank lines and lines that start with '#' are skipped. In a
block whose lines start with '$ ' (a session with its output), only those
are commands.

A block that cannot run here (it needs Triton, a GPU, or runs this very
check) is marked, on the line right before its opening fence, with
    <!-- doc-commands: illustration: WHY -->
and listed as skipped with its reason. Keep such marks rare.

The last line is 'N passed, M failed'; the exit status is 0 only when no
command failed.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# Placeholder file name in the docs -> the file of the repository it stands
# for (a copy of it lies under the placeholder's name in the scratch dir).
PLACEHOLDERS = {
    # A real MLIR_ENABLE_DUMP log: a matmul with a transposed B, sm90.
    'kernel.passes.log.gz': 'test/corpus/triton-3.6/sm90/matmul_bt/matmul_bt.passes.log.gz',
    # Triton 3.6's stage files of the vector add in examples/.
    'kernel.source': 'examples/add_kernel.source',
    'kernel.ttir': 'examples/add_kernel.ttir',
    'kernel.ttgir': 'examples/add_kernel.ttgir',
    'in.mlir': 'examples/add_kernel.ttgir',
    # What --mlir-generate-reproducer writes, as TRITON_REPRODUCER_PATH does.
    'repro.mlir': 'test/lit/Tools/Inputs/add_kernel.repro.mlir',
}

MARK = re.compile(r'<!--\s*doc-commands:\s*illustration:\s*(.*?)\s*-->')
FENCE = re.compile(r'^```(\S*)\s*$')


class Block:
    def __init__(self, path, line, lines, illustration):
        self.path, self.line, self.lines = path, line, lines
        self.illustration = illustration

    def commands(self):
        """(line number, command) pairs."""
        session = any(l.startswith('$ ') for l in self.lines)
        out, pending, start = [], '', None
        for i, text in enumerate(self.lines):
            number = self.line + 1 + i
            if pending:
                pending += '\n' + text
            elif session and not text.startswith('$ '):
                continue
            else:
                text = text[2:] if session else text
                if not text.strip() or text.lstrip().startswith('#'):
                    continue
                pending, start = text, number
            if not pending.endswith('\\'):
                out.append((start, pending))
                pending = ''
        if pending:
            out.append((start, pending))
        return out


def sh_blocks(path):
    """The ```sh blocks of a markdown file."""
    with open(path) as f:
        lines = f.read().split('\n')
    blocks, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m:
            i += 1
            continue
        end = i + 1
        while end < len(lines) and not lines[end].startswith('```'):
            end += 1
        if m.group(1) == 'sh':
            mark = MARK.search(lines[i - 1]) if i > 0 else None
            if mark and not mark.group(1):
                sys.exit(f'{path}:{i}: an illustration mark needs a reason')
            blocks.append(Block(path, i + 1, lines[i + 1:end], mark.group(1) if mark else None))
        i = end + 1
    return blocks


def make_scratch(parent, build):
    """A scratch dir with the placeholders and links to the repository."""
    scratch = tempfile.mkdtemp(dir=parent)
    for name in os.listdir(ROOT):
        if name not in ('build', '.git') and not name.startswith('.'):
            os.symlink(os.path.join(ROOT, name), os.path.join(scratch, name))
    os.symlink(build, os.path.join(scratch, 'build'))
    for placeholder, real in PLACEHOLDERS.items():
        shutil.copy(os.path.join(ROOT, real), os.path.join(scratch, placeholder))
    os.mkdir(os.path.join(scratch, 'tmp'))
    return scratch


def run(command, scratch, env, timeout):
    """None when the command succeeded, else what went wrong."""
    try:
        p = subprocess.run(['bash', '-c', command], cwd=scratch, env=env,
                           stdin=subprocess.DEVNULL, capture_output=True,
                           text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f'timed out after {timeout} s'
    if p.returncode == 0:
        return None
    tail = '\n'.join((p.stderr or p.stdout).strip().split('\n')[-8:])
    return f'exit status {p.returncode}:\n{tail}'


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('--build', default=os.path.join(ROOT, 'build'),
                        help='the build whose bin/ runs the commands (default: build)')
    parser.add_argument('--timeout', type=int, default=300, help='seconds per command')
    parser.add_argument('files', nargs='*',
                        help='markdown files (default: README.md and docs/*.md)')
    args = parser.parse_args()
    files = args.files or [os.path.join(ROOT, 'README.md')] + sorted(
        glob.glob(os.path.join(ROOT, 'docs', '*.md')))
    build = os.path.abspath(args.build)
    work = tempfile.mkdtemp(prefix='check-doc-commands.')
    passed = failed = 0
    try:
        for path in files:
            blocks = sh_blocks(path)
            if not blocks:
                continue
            scratch = make_scratch(work, build)
            env = dict(os.environ, TMPDIR=os.path.join(scratch, 'tmp'),
                       PATH=os.path.join(build, 'bin') + os.pathsep + os.environ.get('PATH', ''))
            where = os.path.relpath(path, ROOT)
            for block in blocks:
                if block.illustration:
                    print(f'skip  {where}:{block.line}  (illustration: {block.illustration})')
                    continue
                for line, command in block.commands():
                    problem = run(command, scratch, env, args.timeout)
                    shown = command.split('\n')[0]
                    if problem is None:
                        passed += 1
                        print(f'ok    {where}:{line}  {shown}')
                    else:
                        failed += 1
                        print(f'FAIL  {where}:{line}  {shown}\n      ' +
                              problem.replace('\n', '\n      '))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f'{passed} passed, {failed} failed')
    return 0 if failed == 0 else 1


if __name__ == '__main__':
    sys.exit(main())
