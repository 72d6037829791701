#!/usr/bin/env bash
# On the device: our kernels and Triton's, each assembled by both ptxas
# (CUDA's and the one Triton bundles), timed in the same rounds, with the
# PTX and SASS of all four kept for reading side by side. Tells a PTX
# difference from a ptxas-version one.
#
#   utils/gpu-runner/prepare_extra.sh OURS KERNELS...          # here
#   utils/gpu-runner/side_by_side.sh OURS RESULTS KERNELS...   # on the device
#
# RESULTS gets times.json and stages.tgz (per kernel: Triton's .ttgir,
# .llir, .ptx; ours' .ptx; the SASS of the four cubins). TT_SWEEP_SCALE
# passes through to the kernels' sizes (sweep_kernels.py).
set -euo pipefail
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
ours=$1 results=$2
shift 2
kernels=("$@")
cuda_ptxas=${CUDA_PTXAS:-/usr/local/cuda/bin/ptxas}
triton_ptxas=$(python3 -c 'import os, triton; print(os.path.join(os.path.dirname(triton.__file__), "backends/nvidia/bin/ptxas"))')
work=$(mktemp -d)
mkdir -p "$results" "$work/ours-tptxas" "$work/triton" "$work/triton-cptxas" "$work/sass"
for k in "${kernels[@]}"; do
  "$triton_ptxas" -arch=sm_90a "$ours/$k.ptx" -o "$work/ours-tptxas/$k.cubin"
  cp "$ours/$k.json" "$ours/$k.ttgir" "$work/ours-tptxas/"
done
list=$(IFS=,; echo "${kernels[*]}")
# First run: Triton's stages and cubins (its JIT), so its PTX can be
# assembled by CUDA's ptxas for the second.
python3 "$ROOT/utils/gpu-runner/run_extra.py" --set sweep --ours "$ours" --kernels "$list" \
  --save-triton "$work/triton" > "$work/first-run.txt"
for k in "${kernels[@]}"; do
  "$cuda_ptxas" -arch=sm_90a "$work/triton/$k.ptx" -o "$work/triton-cptxas/$k.cubin"
  cp "$work/triton/$k.json" "$work/triton-cptxas/"
  cp "$ours/$k.ptx" "$work/sass/$k.ours.ptx"
  for variant in ours:"$ours" ours-tptxas:"$work/ours-tptxas" triton:"$work/triton" triton-cptxas:"$work/triton-cptxas"; do
    cuobjdump -sass "${variant#*:}/$k.cubin" > "$work/sass/$k.${variant%%:*}.sass"
  done
  cp "$work/triton/$k.ttgir" "$work/triton/$k.llir" "$work/triton/$k.ptx" "$work/sass/"
done
python3 "$ROOT/utils/gpu-runner/run_extra.py" --set sweep --ours "$ours" --kernels "$list" \
  --also ours-tptxas="$work/ours-tptxas" --also triton-cptxas="$work/triton-cptxas" \
  --json "$results/times.json"
tar czf "$results/stages.tgz" -C "$work" sass first-run.txt
