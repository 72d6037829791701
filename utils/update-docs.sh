#!/usr/bin/env bash
# Regenerates the dialect reference (ops, types, attributes) from the .td files
# and copies it to docs/Dialects/, where it is committed for readers.
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BUILD=${TT_BUILD_DIR:-$ROOT/build}
ninja -C "$BUILD" mlir-doc >/dev/null
mkdir -p "$ROOT/docs/Dialects"
rm -f "$ROOT"/docs/Dialects/*.md
cp "$BUILD"/docs/Dialects/*.md "$ROOT/docs/Dialects/"
echo "docs/Dialects: $(ls "$ROOT/docs/Dialects" | tr '\n' ' ')"
