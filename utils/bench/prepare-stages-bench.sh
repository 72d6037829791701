#!/usr/bin/env bash
# Prepares what utils/bench/stages-bench.py needs on the device machine,
# which has Triton but not Debian's LLVM 22: tt-opt and the shared libraries
# it loads that Ubuntu 24.04 lacks (libMLIR, libLLVM; libz3 as an empty stub), xz-compressed,
# and one folder per sm80/sm90 case with its .source (the first block of its
# dump log where the case has no stage files) and info.json.
#
#   utils/bench/prepare-stages-bench.sh OUT
#   then, on the device, with OUT carried:
#   mkdir -p /tmp/bin && for f in OUT/bin/*.xz; do xz -dc $f > /tmp/bin/$(basename $f .xz); done
#   chmod +x /tmp/bin/tt-opt && LD_LIBRARY_PATH=/tmp/bin \
#     python3 utils/bench/stages-bench.py --cases OUT/cases --tt-opt /tmp/bin/tt-opt
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BIN=${TT_BUILD_DIR:-$ROOT/build}/bin
out=$1
mkdir -p "$out/bin" "$out/cases"
for f in "$BIN/tt-opt" /usr/lib/llvm-22/lib/libMLIR.so.22.1 \
         /usr/lib/x86_64-linux-gnu/libLLVM.so.22.1; do
  xz -T2 -6 -c "$f" > "$out/bin/$(basename "$f").xz"
done
# libLLVM needs libz3 to load, but tt-opt never calls it (it backs the
# static analyzer's solver): an empty library of that name keeps what the
# device run carries under its 64 MiB.
stub=$(mktemp -d)
echo 'void tt_opt_z3_stub(void) {}' > "$stub/z3.c"
cc -shared -fPIC -Wl,-soname,libz3.so.4 -o "$stub/libz3.so.4" "$stub/z3.c"
xz -c "$stub/libz3.so.4" > "$out/bin/libz3.so.4.xz"
rm -rf "$stub"
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
