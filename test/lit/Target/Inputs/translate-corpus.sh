#!/bin/sh
# translate-corpus.sh CORPUS TARGET ARCH WORKDIR: for each kernel of
# CORPUS/TARGET, takes the last block of its dump log (Triton's LLVM
# dialect), runs tt-translate --arch=ARCH and ptxas -arch=ARCH on it.
corpus=$1 target=$2 arch=$3 work=$4
ok=0 failed=0 total=0
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
for dir in "$corpus/$target"/*/; do
  name=$(basename "$dir")
  log=$(ls "$dir"*.passes.log.gz)
  last=$(tt-dump list "$log" | tail -1 | awk '{print $1}')
  total=$((total + 1))
  if tt-dump show "$log" "$last" > "$work/$name.mlir" &&
     tt-translate --arch="$arch" "$work/$name.mlir" -o "$work/$name.ptx" &&
     "$ptxas" -arch="$arch" "$work/$name.ptx" -o "$work/$name.cubin"; then
    ok=$((ok + 1))
  else
    echo "FAILED: $target/$name"
    failed=$((failed + 1))
  fi
done
echo "$total kernels: $ok translated and assembled, $failed failed"
