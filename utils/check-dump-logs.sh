#!/usr/bin/env bash
# Checks tt-dump against every MLIR_ENABLE_DUMP log of the shared corpus and
# of test/corpus, with each of its commands:
#  1. `tt-dump list --summary` lists the same passes, in the same order and
#     with the same counts, as `corpus-check --only <case> list`;
#  2. `tt-dump list` gives every block the index, stage, pass, flag, anchor
#     and symbol that corpus-check's own block parser gives it;
#  3. every block and every internal step (`split --steps`) is read by
#     tt-opt (parse + verify), and every '// -----// <Name> internal IR Dump
#     After: <Step>' section of the log is one of the steps `list` shows;
#  4. `tt-dump show` prints the last block as split wrote it;
#  5. `tt-dump diff` runs on the first block;
#  6. `tt-dump replay` of convert-triton-to-tritongpu (in every log; its
#     options come from the module attributes) and of the first
#     tritongpu-optimize-dot-operands block gives Triton's output. The
#     latter is checked here, not by `corpus-check pass`: the block after
#     it in a log is the canonicalizer it runs inside itself (its input),
#     its output is the block after that.
# (utils/check-replay.sh replays every block of a log.)
# One line per log; the last line is 'N passed, M failed'.
# Usage: utils/check-dump-logs.sh [BUILD_DIR]   (default: build)
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=${1:-$ROOT/build}/bin
SHARED=$ROOT/../shared
CORPORA=("$SHARED/corpus" "$ROOT/test/corpus")
WORK=$(mktemp -d "${TMPDIR:-/tmp}/check-dump-logs.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

# What corpus-check says of every case, written once (one Python run, not
# two per log) to $WORK/theirs/<case dir with / as _>.{list,blocks}: its
# `list` (without the last line) of that case alone, and its blocks in the
# format of `tt-dump list`.
corpus_check_views() {
  mkdir -p "$WORK/theirs"
  python3 - "$SHARED/tools/corpus-check" "$WORK/theirs" "${CORPORA[@]}" <<'PY'
import importlib.machinery, importlib.util, os, sys
loader = importlib.machinery.SourceFileLoader('corpus_check', sys.argv[1])
spec = importlib.util.spec_from_loader('corpus_check', loader)
cc = importlib.util.module_from_spec(spec)
loader.exec_module(cc)
out = sys.argv[2]
for case in cc.find_cases(sys.argv[3:], None):
    blocks = case.blocks()
    order, counts = [], {}
    for b in blocks:
        if b.flag not in counts:
            order.append(b.flag)
            counts[b.flag] = 0
        counts[b.flag] += 1
    stem = os.path.join(out, os.path.realpath(case.path).replace('/', '_'))
    with open(stem + '.list', 'w') as f:
        f.writelines(f'{counts[flag]:5d}  {flag}\n' for flag in order)
    with open(stem + '.blocks', 'w') as f:
        for b in blocks:
            line = f'{b.index:3d}  {b.stage or "-":<5}  {b.pass_name}  ({b.flag})'
            if b.anchor != 'builtin.module':
                line += f'  on {b.anchor}' + (f' @{b.symbol}' if b.symbol else '')
            f.write(line + '\n')
PY
}

# Between the blocks given to one tt-opt run (--split-input-file).
MARKER='// ===== check-dump-logs: next block ====='

# Prints how many of the given files tt-opt does not read: all in one run
# when they all read, else each alone to count them.
count_unread() {
  local f
  for f in "$@"; do cat "$f"; printf '%s\n' "$MARKER"; done |
    "$BIN/tt-opt" --split-input-file="$MARKER" -o /dev/null 2>/dev/null && { echo 0; return; }
  printf '%s\n' "$@" | xargs -P "$(nproc)" -I{} sh -c \
    '"$1" "$2" -o /dev/null 2>/dev/null || echo "$2"' sh "$BIN/tt-opt" {} | wc -l
}

# Runs the checks on one log; prints its problems, one per line.
check_log() {
  local log=$1 corpus=$2 name=$3 case_dir theirs unread blocks last
  case_dir=$(dirname "$log")
  "$BIN/tt-dump" list --summary "$log" > "$WORK/ours" 2>&1 || echo "tt-dump list failed"
  theirs=$WORK/theirs/$(realpath "$case_dir" | tr / _)
  diff -q "$WORK/ours" "$theirs.list" >/dev/null || echo "pass lists differ: diff $WORK/ours $theirs.list"
  "$BIN/tt-dump" list "$log" > "$WORK/ours-list" 2>&1 || echo "tt-dump list failed"
  # corpus-check has no steps: its lines are the block lines.
  grep -v '^       step [0-9]*: ' "$WORK/ours-list" > "$WORK/ours-blocks"
  diff -q "$WORK/ours-blocks" "$theirs.blocks" >/dev/null || echo "block lists differ"
  steps=$(grep -c '^       step [0-9]*: ' "$WORK/ours-list")
  [ "$steps" -eq "$(zcat -f "$log" | grep -c '^// -----// .* internal IR Dump After: ')" ] ||
    echo "list shows $steps steps, not every internal IR dump of the log"
  rm -rf "$WORK/blocks"
  "$BIN/tt-dump" split --steps -o "$WORK/blocks" "$log" > /dev/null || echo "tt-dump split failed"
  unread=$(count_unread "$WORK/blocks"/*.mlir)
  [ "$unread" -eq 0 ] || echo "$unread blocks or steps not read by tt-opt"
  blocks=$(ls "$WORK/blocks" | grep -vc '\.step-')
  last=$(ls "$WORK/blocks" | grep -v '\.step-' | tail -1)
  "$BIN/tt-dump" show "$log" $((blocks - 1)) | cmp -s - "$WORK/blocks/$last" ||
    echo "tt-dump show $((blocks - 1)) is not $last"
  "$BIN/tt-dump" diff "$log" 0 > /dev/null || echo "tt-dump diff 0 failed"
  local flag block
  # The first block of each (the second optimize-dot-operands run of a
  # pipeline rarely changes anything, and each replay costs two tt-opt runs).
  for flag in convert-triton-to-tritongpu tritongpu-optimize-dot-operands; do
    for block in $(grep -m1 "($flag)" "$WORK/ours-blocks" | awk '{print $1}'); do
      "$BIN/tt-dump" replay "$log" "$block" -o "$WORK/replay" > "$WORK/replay.out" 2>&1 ||
        echo "tt-dump replay $block ($flag) is not Triton's: $(tail -1 "$WORK/replay.out")"
    done
  done
}

corpus_check_views
passed=0 failed=0
for corpus in "${CORPORA[@]}"; do
  for log in "$corpus"/triton-3.6/*/*/*.passes.log.gz; do
    [ -e "$log" ] || continue
    name=$(dirname "$log")
    name=${name#"$corpus"/}
    mapfile -t problems < <(check_log "$log" "$corpus" "$name")
    if [ ${#problems[@]} -eq 0 ]; then
      passed=$((passed + 1))
      printf 'ok    %-36s %3d blocks, %2d passes, %d steps\n' "$name" "$(wc -l < "$WORK/ours-blocks")" "$(wc -l < "$WORK/ours")" \
        "$(grep -c '^       step [0-9]*: ' "$WORK/ours-list")"
    else
      failed=$((failed + 1))
      printf 'FAIL  %-36s %s\n' "$name" "${problems[*]}"
    fi
  done
done
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
