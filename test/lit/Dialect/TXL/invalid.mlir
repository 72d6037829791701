// RUN: tt-opt --split-input-file --verify-diagnostics %s

tt.func @dotx_widths(%a: tensor<64x64xf16>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>, %bar: tensor<1xi64>, %p: i1) {
  // expected-error @+1 {{'txl.dotx' op element types of operands A and B must have the same bit width}}
  %d = txl.dotx %a, %b, %c, %bar[%p] : tensor<64x64xf16> * tensor<64x64xf32> tensor<1xi64> -> tensor<64x64xf32>
  tt.return
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
module attributes {"ttg.num-warps" = 4 : i32} {
  tt.func @dotx_one_encoding(%a: tensor<64x64xf16, #blocked>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>, %bar: tensor<1xi64>, %p: i1) {
    // expected-error @+1 {{'txl.dotx' op mismatching encoding between A and B operands}}
    %d = txl.dotx %a, %b, %c, %bar[%p] : tensor<64x64xf16, #blocked> * tensor<64x64xf16> tensor<1xi64> -> tensor<64x64xf32>
    tt.return
  }
}

// -----

// As TXL's rule: the mask's shape is checked when `other` is given too.
tt.func @async_load_mask_shape(%buf: tensor<64x64xf16>, %ptr: tensor<64x64x!tt.ptr<f16>>, %mask: tensor<32x64xi1>, %other: tensor<64x64xf16>) {
  // expected-error @+1 {{'txl.async_load' op failed to verify that infer mask type from src type}}
  %t = txl.async_load %buf, %ptr mask %mask other %other : (tensor<64x64xf16>, tensor<64x64x!tt.ptr<f16>>, tensor<32x64xi1>, tensor<64x64xf16>) -> tensor<64x64xf16>
  tt.return
}
