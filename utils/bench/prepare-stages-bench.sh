#!/usr/bin/env bash
# Prepares what utils/bench/stages-bench.py needs on the device machine,
# which has Triton but not Debian's LLVM 22: tt-opt-static (tt-opt with MLIR
# and LLVM linked in, built here), xz-compressed, and one folder per
# sm80/sm90 case with its .source (the first block of its dump log where the
# case has no stage files) and info.json.
#
#   utils/bench/prepare-stages-bench.sh OUT
#   then, on the device, with OUT carried:
#   xz -dc OUT/bin/tt-opt-static.xz > /tmp/tt-opt && chmod +x /tmp/tt-opt
#   python3 utils/bench/stages-bench.py --cases OUT/cases --tt-opt /tmp/tt-opt
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${TT_BUILD_DIR:-$ROOT/build}
BIN=$BUILD/bin
out=$1
mkdir -p "$out/bin" "$out/cases"
ninja -C "$BUILD" tt-opt-static >/dev/null
xz -T2 -6 -c "$BIN/tt-opt-static" > "$out/bin/tt-opt-static.xz"
# Shared-corpus cases under sm80/, sm90/; test/corpus's under sm80-extra/, ...
for corpus in "$ROOT/../shared/corpus/triton-3.6:" "$ROOT/test/corpus/triton-3.6:-extra"; do
  suffix=${corpus##*:} corpus=${corpus%:*}
  for target in sm80 sm90; do
    for case in "$corpus"/$target/*/; do
      name=$target$suffix/$(basename "$case")
      mkdir -p "$out/cases/$name"
      cp "$case/info.json" "$out/cases/$name/"
      if ls "$case"/*.source > /dev/null 2>&1; then
        cp "$case"/*.source "$out/cases/$name/"
      else
        log=$(ls "$case"/*.passes.log.gz)
        "$BIN/tt-dump" show "$log" 0 > "$out/cases/$name/kernel.source"
      fi
    done
  done
done
du -sh "$out"
