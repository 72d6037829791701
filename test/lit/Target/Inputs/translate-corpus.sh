#!/bin/sh
# translate-corpus.sh CORPUS TARGET ARCH WORKDIR [KERNEL...]: for each kernel
# of CORPUS/TARGET (or the ones named), takes a block of its dump log and
# hands them all to translate-ttgir.sh (tt-translate, then ptxas). The block
# is the last one (Triton's LLVM dialect), or with FROM=ttgir the input of
# allocate-shared-memory-nv (the TTGIR Triton lowers to LLVM).
corpus=$1 target=$2 arch=$3 work=$4
shift 4
[ $# -eq 0 ] && set -- $(ls "$corpus/$target")
files=
for name in "$@"; do
  log=$(ls "$corpus/$target/$name/"*.passes.log.gz)
  if [ "${FROM:-llvm}" = ttgir ]; then
    block=$(tt-dump list "$log" | awk '/allocate-shared-memory-nv/ {print $1; exit}')
  else
    block=$(tt-dump list "$log" | grep -E '^ *[0-9]+  ' | tail -1 | awk '{print $1}')
  fi
  # A block that cannot be extracted leaves an empty file, which fails below.
  tt-dump show "$log" "$block" > "$work/$name.mlir"
  files="$files $work/$name.mlir"
done
exec "$(dirname "$0")/translate-ttgir.sh" "$arch" "$work" $files
