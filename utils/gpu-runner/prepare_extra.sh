#!/usr/bin/env bash
# Prepares test/corpus's extra real kernels for run_extra.py on the device:
# for each kernel, the TTGIR Triton wrote (make_ttgir's result: the input
# block of make_llir's first pass, tritongpu-combine-tensor-select-and-if,
# in the dump log), our PTX, cubin and --metadata JSON from it. From the
# kernel's TTIR, tt-translate writes the same PTX byte for byte (lit
# Target/ptx-from-ttir-corpus.test), so one timing serves both. A kernel tt-translate or ptxas rejects is reported
# and skipped. With TTGIR_DIR set, the kernels are that folder's .ttgir files
# instead (utils/extra-corpus/ttgir_kernels.py's, as Triton wrote them).
#
#   utils/gpu-runner/prepare_extra.sh OUT [KERNELS...]   (default: all sm90)
#   then, on the device: python3 utils/gpu-runner/run_extra.py --ours OUT
#   TTGIR_DIR=test/lit/Target/Inputs/triton-ttgir utils/gpu-runner/prepare_extra.sh OUT
#   then: python3 utils/gpu-runner/run_extra.py --set ttgir --ours OUT
set -uo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BIN=${TT_BUILD_DIR:-$ROOT/build}/bin
CORPUS=$ROOT/test/corpus/triton-3.6/sm90
PTXAS=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
out=$1
shift
kernels=("$@")
if [ ${#kernels[@]} -eq 0 ]; then
  if [ -n "${TTGIR_DIR:-}" ]; then
    kernels=($(cd "$TTGIR_DIR" && ls *.ttgir | sed 's/\.ttgir$//'))
  else
    kernels=($(ls "$CORPUS"))
  fi
fi
mkdir -p "$out"
for k in "${kernels[@]}"; do
  if [ -n "${TTGIR_DIR:-}" ]; then
    cp "$TTGIR_DIR/$k.ttgir" "$out/$k.ttgir"
  else
    log=$CORPUS/$k/$k.passes.log.gz
    block=$("$BIN/tt-dump" list "$log" | awk '/\(tritongpu-combine-tensor-select-and-if\)/ {b = $1} END {print b}')
    if [ -z "$block" ]; then
      echo "skipped $k: no tritongpu-combine-tensor-select-and-if block in $log"
      continue
    fi
    "$BIN/tt-dump" show "$log" "$block" > "$out/$k.ttgir"
  fi
  # shellcheck disable=SC2086 # TT_TRANSLATE_FLAGS: extra options, split on spaces
  if ! "$BIN/tt-translate" --arch=sm_90a ${TT_TRANSLATE_FLAGS:-} "$out/$k.ttgir" -o "$out/$k.ptx" \
       --metadata "$out/$k.json" 2> "$out/$k.err"; then
    echo "skipped $k: $(head -1 "$out/$k.err")"
    continue
  fi
  if ! "$PTXAS" -arch=sm_90a "$out/$k.ptx" -o "$out/$k.cubin" 2> "$out/$k.err"; then
    echo "skipped $k: ptxas: $(head -1 "$out/$k.err")"
    continue
  fi
  rm -f "$out/$k.err"
  echo "prepared $k"
done
