#!/bin/sh
# ptxas-serialized-wgmma.sh CORPUS WORKDIR KERNEL...: for each sm90 kernel
# of CORPUS (test/corpus layout), translates the TTGIR Triton lowers (the
# input of allocate-shared-memory-nv in its dump log) to PTX and prints how
# many times ptxas -arch=sm_90a reports that it serialized the kernel's
# wgmmas (C7515: "wgmma.mma_async instructions are serialized").
corpus=$1 work=$2
ptxas=$(command -v ptxas || echo /usr/local/cuda/bin/ptxas)
shift 2
for name in "$@"; do
  log=$(ls "$corpus/sm90/$name/"*.passes.log.gz)
  block=$(tt-dump list "$log" | awk '/allocate-shared-memory-nv/ {print $1; exit}')
  tt-dump show "$log" "$block" > "$work/$name.mlir" &&
    tt-translate --target=ptx --arch=sm_90a "$work/$name.mlir" -o "$work/$name.ptx" &&
    echo "$name: $("$ptxas" -arch=sm_90a "$work/$name.ptx" -o /dev/null 2>&1 | grep -c C7515) serialized" ||
    echo "$name: not translated"
done
