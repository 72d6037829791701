#!/usr/bin/env bash
# Replays every block of MLIR_ENABLE_DUMP logs whose pass tt-opt has
# (`tt-dump replay LOG N`) and sorts the results:
#   same       tt-opt's output of the pass is Triton's (both printed by tt-opt)
#   DIFFERS    it is not
#   no output  the log has no output of the pass alone (the last block; a
#              canonicalize the inliner ran before inlining more); tt-dump
#              says why
#   FAILED     tt-dump or tt-opt failed
# One line per block replayed (blocks of passes tt-opt does not have are
# only counted); the last line is
#   'N same, M differ, K without output, F failed; J of passes tt-opt lacks'.
# Exit status 0 when nothing differs or failed.
# Usage: utils/check-replay.sh [--build DIR] LOG...   (default DIR: build)
set -uo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BIN=$ROOT/build/bin
if [ "${1:-}" = --build ]; then
  BIN=$2/bin
  shift 2
fi
WORK=$(mktemp -d "${TMPDIR:-/tmp}/check-replay.XXXXXX")
trap 'rm -rf "$WORK"' EXIT
"$BIN/tt-opt" --list-passes > "$WORK/passes" || exit 1

same=0 differ=0 no_output=0 failed=0 lacking=0
for log in "$@"; do
  echo "$log"
  # The block lines only, not the steps listed under some.
  "$BIN/tt-dump" list "$log" > "$WORK/list" || { failed=$((failed + 1)); continue; }
  grep -E '^ *[0-9]+  ' "$WORK/list" > "$WORK/blocks"
  while read -r index _stage _pass flag _rest; do
    flag=${flag#(}
    flag=${flag%)}
    if ! grep -qE -- "^  --$flag( |-  )" "$WORK/passes"; then
      lacking=$((lacking + 1))
      continue
    fi
    "$BIN/tt-dump" replay "$log" "$index" -o "$WORK/replay" > "$WORK/out" 2>&1
    status=$?
    case $status in
      0) same=$((same + 1)); printf '%4d  same       %s\n' "$index" "$flag" ;;
      3) differ=$((differ + 1)); printf '%4d  DIFFERS    %s\n' "$index" "$flag" ;;
      *)
        if grep -q 'is not in the log' "$WORK/out"; then
          no_output=$((no_output + 1))
          printf '%4d  no output  %s: %s\n' "$index" "$flag" \
            "$(sed -n 's/^tt-dump: error: //p' "$WORK/out" | head -1)"
        else
          failed=$((failed + 1))
          printf '%4d  FAILED     %s: %s\n' "$index" "$flag" \
            "$(grep -m1 'error' "$WORK/out")"
        fi ;;
    esac
    rm -rf "$WORK/replay"
  done < "$WORK/blocks"
done
echo "$same same, $differ differ, $no_output without output, $failed failed;" \
  "$lacking of passes tt-opt lacks"
[ "$differ" -eq 0 ] && [ "$failed" -eq 0 ]
