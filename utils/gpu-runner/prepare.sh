#!/usr/bin/env bash
# Prepares a folder the device machine can run (it gets the working tree,
# not ../shared): for each kernel of one corpus target, tt-translate's PTX,
# cubin and --metadata JSON from Triton's own LLVM dialect (the last block of
# the dump log) or, with TT_FROM=ttgir, from the corpus's .ttgir lowered by
# our convert-triton-gpu-to-llvm; and Triton's PTX assembled by the same
# ptxas, with the corpus's manifest.json and info.json.
#
#   [TT_FROM=ttgir] utils/gpu-runner/prepare.sh OUT [TARGET=sm90] [ARCH=sm_90a] [KERNELS...]
#   then, on the device: python3 utils/gpu-runner/run_corpus.py \
#     --corpus OUT/corpus --target TARGET --ours OUT --kernels k1,k2,...
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
BIN=${TT_BUILD_DIR:-$ROOT/build}/bin
CORPUS=$ROOT/../shared/corpus/triton-3.6
PTXAS=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
out=$1 target=${2:-sm90} arch=${3:-sm_90a}
shift $(( $# < 3 ? $# : 3 ))
kernels=("$@")
[ ${#kernels[@]} -eq 0 ] && kernels=(vector_add softmax layer_norm reduce_sum_max)
mkdir -p "$out/corpus/$target"
cp "$CORPUS/manifest.json" "$out/corpus/"
for k in "${kernels[@]}"; do
  case=$CORPUS/$target/$k
  if [ "${TT_FROM:-llvm}" = ttgir ]; then
    input=$(ls "$case"/*.ttgir)
  else
    log=$(ls "$case"/*.passes.log.gz)
    last=$("$BIN/tt-dump" list "$log" | grep -E '^ *[0-9]+  ' | tail -1 | awk '{print $1}')
    input=$out/$k.llvm.mlir
    "$BIN/tt-dump" show "$log" "$last" > "$input"
  fi
  "$BIN/tt-translate" --arch="$arch" "$input" -o "$out/$k.ptx" --metadata "$out/$k.json"
  "$PTXAS" -arch="$arch" "$out/$k.ptx" -o "$out/$k.cubin"
  mkdir -p "$out/corpus/$target/$k"
  cp "$case/info.json" "$out/corpus/$target/$k/"
  triton_ptx=$(ls "$case"/*.ptx)
  "$PTXAS" -arch="$arch" "$triton_ptx" -o "$out/corpus/$target/$k/$(basename "$triton_ptx" .ptx).cubin"
  echo "prepared $target/$k"
done
