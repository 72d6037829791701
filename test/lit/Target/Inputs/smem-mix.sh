#!/bin/sh
# smem-mix.sh PTX: the kernel's shared-memory accesses as a mix, one line
# per instruction form with its count (ld/st.shared with their vector
# width and type, ldmatrix/stmatrix with their shape): what two compilers'
# PTX must agree on for the same data movement, whatever the order and the
# address arithmetic around it.
grep -oE '^[[:space:]]*(@!?%p[0-9]+[[:space:]]+)?((ld|st)\.shared[a-z0-9.]*|ldmatrix[a-z0-9.]*|stmatrix[a-z0-9.]*)' "$1" |
  sed -E 's/^[[:space:]]*(@!?%p[0-9]+[[:space:]]+)?//' | sort | uniq -c | sed -E 's/^ +//'
