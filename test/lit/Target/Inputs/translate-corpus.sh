#!/bin/sh
# translate-corpus.sh CORPUS TARGET ARCH WORKDIR [KERNEL...]: for each kernel
# of CORPUS/TARGET (or the ones named), takes a block of its dump log, runs
# tt-translate --arch=ARCH and ptxas -arch=ARCH on it. The block is the last
# one (Triton's LLVM dialect), or with FROM=ttgir the input of
# allocate-shared-memory-nv (the TTGIR Triton lowers to LLVM).
corpus=$1 target=$2 arch=$3 work=$4
shift 4
ok=0 failed=0 total=0
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
[ $# -eq 0 ] && set -- $(ls "$corpus/$target")
for name in "$@"; do
  dir=$corpus/$target/$name/
  log=$(ls "$dir"*.passes.log.gz)
  if [ "${FROM:-llvm}" = ttgir ]; then
    block=$(tt-dump list "$log" | awk '/allocate-shared-memory-nv/ {print $1; exit}')
  else
    block=$(tt-dump list "$log" | tail -1 | awk '{print $1}')
  fi
  total=$((total + 1))
  if tt-dump show "$log" "$block" > "$work/$name.mlir" &&
     tt-translate --arch="$arch" "$work/$name.mlir" -o "$work/$name.ptx" &&
     "$ptxas" -arch="$arch" "$work/$name.ptx" -o "$work/$name.cubin"; then
    ok=$((ok + 1))
  else
    echo "FAILED: $target/$name"
    failed=$((failed + 1))
  fi
done
echo "$total kernels: $ok translated and assembled, $failed failed"
