#!/bin/sh
# sync-mix.sh PTX: the kernel's synchronization and tensor-core data
# movement as a mix, one line per instruction form with its count:
# bar.sync/bar.arrive (with barrier id and thread count), mbarrier
# operations, setmaxnreg, TMA (cp.async.bulk), the tcgen05 instructions
# with their shape and width, and the shared-memory accesses of
# smem-mix.sh. Two compilers' PTX of the same TTGIR must agree on it,
# whatever the order and the address arithmetic.
{
  sh "$(dirname "$0")/smem-mix.sh" "$1"
  grep -oE '^[[:space:]]*(@!?%p[0-9]+[[:space:]]+)?(bar\.(sync|arrive)[[:space:]]+[0-9]+(, [0-9]+)?|mbarrier\.[a-z0-9._:]*|setmaxnreg\.[a-z]+\.sync\.aligned\.u32[[:space:]]+[0-9]+|cp\.async\.bulk[a-z0-9.:_]*|tcgen05\.[a-z0-9._:]*)' "$1" |
    sed -E 's/^[[:space:]]*(@!?%p[0-9]+[[:space:]]+)?//; s/[[:space:]]+/ /g' | sort | uniq -c | sed -E 's/^ +//'
} | sort -k2
