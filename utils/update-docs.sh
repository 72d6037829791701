#!/usr/bin/env bash
# Regenerates the dialect and pass references from the .td files and copies
# them to docs/Dialects/ and docs/Passes/, where they are committed for readers.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${TT_BUILD_DIR:-$ROOT/build}
ninja -C "$BUILD" mlir-doc >/dev/null
for kind in Dialects Passes; do
  mkdir -p "$ROOT/docs/$kind"
  rm -f "$ROOT/docs/$kind"/*.md
  cp "$BUILD/docs/$kind"/*.md "$ROOT/docs/$kind/"
  echo "docs/$kind: $(ls "$ROOT/docs/$kind" | tr '\n' ' ')"
done
