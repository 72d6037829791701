#!/bin/sh
# upstream-flags-in-logs.sh LOG...: for every pass flag the logs' dump
# headers name (`IR Dump Before <Pass> (<flag>)`) that upstream MLIR has
# (mlir-opt lists it), one line: `<flag>: ok` when tt-opt lists it and runs
# it on an empty module, else `<flag>: MISSING (<why>)`.
upstream=$(mlir-opt --list-passes)
ours=$(tt-opt --list-passes)
zcat -f "$@" | grep -o 'IR Dump Before [^ ]* ([^)]*)' | sed 's/.*(\(.*\))/\1/' | sort -u |
while read -r flag; do
  printf '%s\n' "$upstream" | grep -q -- "^  --$flag " || continue
  if ! printf '%s\n' "$ours" | grep -q -- "^  --$flag\( \|$\)"; then
    echo "$flag: MISSING (not in tt-opt --list-passes)"
  elif ! echo 'module {}' | tt-opt --pass-pipeline="builtin.module($flag)" > /dev/null 2>&1; then
    echo "$flag: MISSING (tt-opt does not run it)"
  else
    echo "$flag: ok"
  fi
done
