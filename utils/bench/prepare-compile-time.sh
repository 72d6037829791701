#!/usr/bin/env bash
# Prepares what utils/bench/compile-time.py needs on the device machine,
# which has Triton but not Debian's LLVM 22: tt-translate-static (MLIR and
# LLVM linked in), xz-compressed, and one folder per sm90 corpus kernel with
# its .ttgir and info.json.
#
#   utils/bench/prepare-compile-time.sh OUT
#   then, on the device, with OUT carried:
#   xz -dc OUT/bin/tt-translate-static.xz > /tmp/tt-translate && chmod +x /tmp/tt-translate
#   python3 utils/bench/compile-time.py --cases OUT/cases --tt-translate /tmp/tt-translate
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BUILD=${TT_BUILD_DIR:-$ROOT/build}
out=$1
mkdir -p "$out/bin" "$out/cases"
ninja -C "$BUILD" tt-translate-static >/dev/null
xz -T2 -6 -c "$BUILD/bin/tt-translate-static" > "$out/bin/tt-translate-static.xz"
for case in "$ROOT"/../shared/corpus/triton-3.6/sm90/*/; do
  name=$(basename "$case")
  mkdir -p "$out/cases/$name"
  cp "$case"/info.json "$case"/*.ttir "$case"/*.ttgir "$out/cases/$name/"
done
du -sh "$out"
