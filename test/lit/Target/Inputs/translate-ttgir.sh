#!/bin/sh
# translate-ttgir.sh ARCH WORKDIR FILE...: tt-translate --arch=ARCH and
# ptxas -arch=ARCH on each file (TTGIR or LLVM dialect); one summary line.
arch=$1 work=$2
shift 2
ok=0 failed=0 total=0
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
for file in "$@"; do
  name=$(basename "$file"); name=${name%.*}
  total=$((total + 1))
  if tt-translate --arch="$arch" "$file" -o "$work/$name.ptx" &&
     "$ptxas" -arch="$arch" "$work/$name.ptx" -o "$work/$name.cubin"; then
    ok=$((ok + 1))
  else
    echo "FAILED: $name"
    failed=$((failed + 1))
  fi
done
echo "$total kernels: $ok translated and assembled, $failed failed"
