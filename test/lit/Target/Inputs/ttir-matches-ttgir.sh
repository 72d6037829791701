#!/bin/sh
# ttir-matches-ttgir.sh CORPUS TARGET ARCH WORKDIR KERNEL...: for each
# kernel of the shared corpus, tt-translate's PTX from Triton's .ttir
# (through tt-opt's make_ttgir, with the kernel's num_warps, num_stages and
# num_ctas from info.json) and from Triton's .ttgir; one line per kernel,
# then a summary.
corpus=$1 target=$2 arch=$3 work=$4
shift 4
same=0 total=0
for name in "$@"; do
  dir=$corpus/$target/$name
  total=$((total + 1))
  set -- $(python3 -c "import json, sys; m = json.load(open(sys.argv[1]))['metadata']; print(m['num_warps'], m['num_stages'], m['num_ctas'])" "$dir/info.json")
  tt-translate --arch="$arch" --num-warps="$1" --num-stages="$2" --num-ctas="$3" \
    "$dir"/*.ttir -o "$work/$name.from-ttir.ptx" &&
  tt-translate --arch="$arch" "$dir"/*.ttgir -o "$work/$name.from-ttgir.ptx" &&
  if cmp -s "$work/$name.from-ttir.ptx" "$work/$name.from-ttgir.ptx"; then
    same=$((same + 1))
    echo "$name: same PTX"
  else
    echo "$name: PTX differs"
  fi
done
echo "$total kernels: $same with the same PTX from .ttir as from .ttgir"
