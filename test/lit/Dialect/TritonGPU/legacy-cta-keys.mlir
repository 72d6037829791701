// RUN: tt-opt --split-input-file %s | FileCheck %s
// RUN: not tt-opt --split-input-file %S/Inputs/legacy-cta-keys-invalid.mlir 2>&1 | FileCheck %S/Inputs/legacy-cta-keys-invalid.mlir --check-prefix=ERROR

// Triton 3.5's spelling of an encoding's CTA layout (TXL's IR has it):
// CTAsPerCGA, CTASplitNum and CTAOrder. The encoding reads them and prints
// them back as they were, the same layout as 3.6's CGALayout bases (two
// CTAs along dim 1 here, the second one holding a copy: CTASplitNum = 1),
// but a different attribute: each keeps its own alias.
// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2], CTASplitNum = [1, 1], CTAOrder = [1, 0]}>
// CHECK: #blocked1 = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 0]]}>
// CHECK: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CTAsPerCGA = [1], CTASplitNum = [1], CTAOrder = [0]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 0, transposed = true, elementBitWidth = 32, CTAsPerCGA = [1], CTASplitNum = [1], CTAOrder = [0]}>
#legacy = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CTAsPerCGA = [1, 2], CTASplitNum = [1, 1], CTAOrder = [1, 0]}>
#bases = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 0]]}>
module attributes {"ttg.num-ctas" = 2 : i32, "ttg.num-warps" = 4 : i32} {
  tt.func @legacy(%a: tensor<64x64xf32, #legacy>, %b: tensor<64x64xf32, #bases>, %s: !ttg.memdesc<64xf32, #shared, #ttg.shared_memory>) {
    tt.return
  }
}
