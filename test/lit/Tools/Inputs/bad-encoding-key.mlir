#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CTAOrder = [0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
}
