#!/bin/sh
# flags-in-logs.sh upstream|all LOG...: for every pass flag the logs' dump
# headers name (`IR Dump Before <Pass> (<flag>)`), or with `upstream` every
# one upstream MLIR has (mlir-opt lists it), one line: `<flag>: ok` when
# tt-opt lists it and runs it on an empty module of a Triton target (the
# module attributes Triton's passes need), else `<flag>: MISSING (<why>)`.
which=$1
shift
upstream=$(mlir-opt --list-passes)
ours=$(tt-opt --list-passes)
module='module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {}'
zcat -f "$@" | grep -o 'IR Dump Before [^ ]* ([^)]*)' | sed 's/.*(\(.*\))/\1/' | sort -u |
while read -r flag; do
  if [ "$which" = upstream ]; then
    printf '%s\n' "$upstream" | grep -q -- "^  --$flag " || continue
  fi
  if ! printf '%s\n' "$ours" | grep -q -- "^  --$flag\( \|$\)"; then
    echo "$flag: MISSING (not in tt-opt --list-passes)"
  elif ! echo "$module" | tt-opt --pass-pipeline="builtin.module($flag)" > /dev/null 2>&1; then
    echo "$flag: MISSING (tt-opt does not run it)"
  else
    echo "$flag: ok"
  fi
done
