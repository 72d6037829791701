#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
module attributes {ttg.target = "cuda:100"} {
  tt.func @gather(%desc: !tt.tensordesc<tensor<1x64xf16, #nvmma>>) {
    %c0 = arith.constant 0 : i32
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    %t = tt.descriptor_gather %desc[%rows, %c0] : (!tt.tensordesc<tensor<1x64xf16, #nvmma>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
    tt.return
  }
}
