// Descriptor uses the rewrite does not cover yet fail at the op.
module {
  tt.func public @int_block(%p: !tt.ptr<i32>, %n: i32, %i: i32) -> tensor<32xi32> {
    %c1_i64 = arith.constant 1 : i64
    %d = tt.make_tensor_descriptor %p, [%n], [%c1_i64] : <i32>, <tensor<32xi32>>
    %v = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<32xi32>> -> tensor<32xi32>
    tt.return %v : tensor<32xi32>
  }
}

// -----

module {
  tt.func public @descriptor_argument(%d: !tt.tensordesc<tensor<32xf32>>, %i: i32) -> tensor<32xf32> {
    %v = tt.descriptor_load %d[%i] : !tt.tensordesc<tensor<32xf32>> -> tensor<32xf32>
    tt.return %v : tensor<32xf32>
  }
}
