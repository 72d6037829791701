// Triton 3.5's CTA keys that do not make a layout (legacy-cta-keys.mlir).
// ERROR: legacy-cta-keys-invalid.mlir:3:{{[0-9]+}}: error: 'CTAsPerCGA', 'CTASplitNum' and 'CTAOrder' must all be given, with one entry per dim (2)
#incomplete = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2]}>

// -----

// ERROR: legacy-cta-keys-invalid.mlir:8:{{[0-9]+}}: error: 'CGALayout' and Triton 3.5's 'CTAsPerCGA' keys cannot be given together
#both = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2], CTASplitNum = [1, 1], CTAOrder = [1, 0], CGALayout = [[0, 1]]}>

// -----

// ERROR: legacy-cta-keys-invalid.mlir:13:{{[0-9]+}}: error: 'CTAsPerCGA' and 'CTASplitNum' must be powers of two and 'CTAOrder' a permutation
#order = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2], CTASplitNum = [1, 1], CTAOrder = [1, 1]}>

// -----

// ERROR: legacy-cta-keys-invalid.mlir:18:{{[0-9]+}}: error: CTASplitNum must not exceed CTAsPerCGA
#split = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2], CTASplitNum = [1, 4], CTAOrder = [1, 0]}>
