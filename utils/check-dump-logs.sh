#!/usr/bin/env bash
# Checks tt-dump against every MLIR_ENABLE_DUMP log of the shared corpus:
#  1. `tt-dump list --summary` lists the same passes, in the same order and
#     with the same counts, as `corpus-check --only <case> list`;
#  2. `tt-dump list` gives every block the index, stage, pass, flag, anchor
#     and symbol that corpus-check's own block parser gives it;
#  3. every block `tt-dump split` writes is read by tt-opt (parse + verify).
# One line per log; the last line is 'N passed, M failed'.
# Usage: utils/check-dump-logs.sh [BUILD_DIR]   (default: build)
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${1:-$ROOT/build}/bin
SHARED=$ROOT/../shared
CORPUS=$SHARED/corpus/triton-3.6
WORK=$(mktemp -d "${TMPDIR:-/tmp}/check-dump-logs.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# corpus-check's blocks of one case, in the format of `tt-dump list`.
corpus_check_blocks() {
  python3 - "$SHARED/tools/corpus-check" "$1" <<'PY'
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader('corpus_check', sys.argv[1])
spec = importlib.util.spec_from_loader('corpus_check', loader)
cc = importlib.util.module_from_spec(spec)
loader.exec_module(cc)
case = cc.Case(sys.argv[2], os.path.basename(sys.argv[2]))
for b in case.blocks():
    line = f'{b.index:3d}  {b.stage or "-":<5}  {b.pass_name}  ({b.flag})'
    if b.anchor != 'builtin.module':
        line += f'  on {b.anchor}' + (f' @{b.symbol}' if b.symbol else '')
    print(line)
PY
}

passed=0 failed=0
for log in "$CORPUS"/*/*/*.passes.log.gz; do
  case_dir=$(dirname "$log")
  name=${case_dir#"$CORPUS"/}
  problems=()
  "$BIN/tt-dump" list --summary "$log" > "$WORK/ours" 2>&1 || problems+=("tt-dump list failed")
  python3 "$SHARED/tools/corpus-check" --only "$name" list | sed '$d' > "$WORK/theirs"
  diff -q "$WORK/ours" "$WORK/theirs" >/dev/null || problems+=("pass lists differ: diff $WORK/ours $WORK/theirs")
  "$BIN/tt-dump" list "$log" > "$WORK/ours-blocks" 2>&1 || problems+=("tt-dump list failed")
  corpus_check_blocks "$case_dir" > "$WORK/theirs-blocks"
  diff -q "$WORK/ours-blocks" "$WORK/theirs-blocks" >/dev/null || problems+=("block lists differ")
  rm -rf "$WORK/blocks"
  "$BIN/tt-dump" split -o "$WORK/blocks" "$log" > /dev/null || problems+=("tt-dump split failed")
  blocks=$(ls "$WORK/blocks" | wc -l)
  unread=$(ls "$WORK/blocks"/*.mlir | xargs -P "$(nproc)" -I{} sh -c \
    '"$1" "$2" -o /dev/null 2>/dev/null || echo "$2"' sh "$BIN/tt-opt" {} | wc -l)
  [ "$unread" -eq 0 ] || problems+=("$unread blocks not read by tt-opt")
  if [ ${#problems[@]} -eq 0 ]; then
    passed=$((passed + 1))
    printf 'ok    %-24s %3d blocks, %2d passes\n' "$name" "$blocks" "$(wc -l < "$WORK/ours")"
  else
    failed=$((failed + 1))
    printf 'FAIL  %-24s %s\n' "$name" "${problems[*]}"
  fi
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
