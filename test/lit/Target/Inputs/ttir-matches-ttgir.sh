#!/bin/sh
# ttir-matches-ttgir.sh CORPUS TARGET ARCH WORKDIR [KERNEL...]: for each
# kernel (default: every one of CORPUS/TARGET), tt-translate's PTX from Triton's .ttir (through tt-opt's
# make_ttgir, with the kernel's num_warps, num_stages and num_ctas from
# info.json) and from Triton's .ttgir; one line per kernel, then a summary.
# A kernel of the shared corpus has both files; one of test/corpus has its
# dump log, whose blocks are the two: the input of make_ttgir's first pass
# (convert-triton-to-tritongpu) and the input of make_llir's first (the
# .ttgir Triton writes: the last tritongpu-combine-tensor-select-and-if).
corpus=$1 target=$2 arch=$3 work=$4
shift 4
[ $# -eq 0 ] && set -- $(ls "$corpus/$target")
same=0 total=0
for name in "$@"; do
  dir=$corpus/$target/$name
  total=$((total + 1))
  ttir=$(ls "$dir"/*.ttir 2>/dev/null)
  ttgir=$(ls "$dir"/*.ttgir 2>/dev/null)
  if [ -z "$ttir" ]; then
    log=$dir/$name.passes.log.gz
    ttir=$work/$name.ttir ttgir=$work/$name.ttgir
    tt-dump show "$log" "$(tt-dump list "$log" | awk '/\(convert-triton-to-tritongpu\)/ {print $1; exit}')" > "$ttir"
    tt-dump show "$log" "$(tt-dump list "$log" | awk '/\(tritongpu-combine-tensor-select-and-if\)/ {b = $1} END {print b}')" > "$ttgir"
  fi
  set -- $(python3 -c "import json, sys; m = json.load(open(sys.argv[1]))['metadata']; print(m['num_warps'], m['num_stages'], m['num_ctas'])" "$dir/info.json")
  tt-translate --arch="$arch" --input-stage=ttir --num-warps="$1" --num-stages="$2" --num-ctas="$3" \
    "$ttir" -o "$work/$name.from-ttir.ptx" &&
  tt-translate --arch="$arch" "$ttgir" -o "$work/$name.from-ttgir.ptx" &&
  if cmp -s "$work/$name.from-ttir.ptx" "$work/$name.from-ttgir.ptx"; then
    same=$((same + 1))
    echo "$name: same PTX"
  else
    echo "$name: PTX differs"
  fi
done
echo "$total kernels: $same with the same PTX from .ttir as from .ttgir"
