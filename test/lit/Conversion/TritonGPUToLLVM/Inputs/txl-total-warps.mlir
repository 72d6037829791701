// txl-ops.mlir: tritongpu-allocate-warp-groups on TXL's IR keeps the
// module's own ttg.total-num-warps (TXL's version of the pass does), and
// gives one only where ttg.txl-warpgroups-set is 0.
// CHECK: module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 12 : i32, "ttg.txl-warpgroups-set" = 1 : i32}
module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 12 : i32, "ttg.txl-warpgroups-set" = 1 : i32} {
}

// -----

// CHECK: module attributes {"ttg.num-warps" = 4 : i32, "ttg.txl-warpgroups-set" = 1 : i32}
module attributes {"ttg.num-warps" = 4 : i32, "ttg.txl-warpgroups-set" = 1 : i32} {
}

// -----

// CHECK: module attributes {"ttg.num-warps" = 4 : i32, "ttg.total-num-warps" = 4 : i32, "ttg.txl-warpgroups-set" = 0 : i32}
module attributes {"ttg.num-warps" = 4 : i32, "ttg.txl-warpgroups-set" = 0 : i32} {
}
