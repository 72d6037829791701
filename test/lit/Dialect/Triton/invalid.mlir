// RUN: tt-opt %s -split-input-file -verify-diagnostics

// make_range: start must be below end.
tt.func @make_range_empty() {
  // expected-error @+1 {{start must be less than end}}
  %0 = tt.make_range {end = 0 : i32, start = 0 : i32} : tensor<1xi32>
  tt.return
}

// -----

// make_range: the result holds exactly end - start elements.
tt.func @make_range_length() {
  // expected-error @+1 {{number of elements in returned tensor, 64, must match size of range [0, 128), which has 128 elements}}
  %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<64xi32>
  tt.return
}

// -----

// make_range: i32 elements only.
tt.func @make_range_i64() {
  // expected-error @+1 {{returned tensor must have i32 elements}}
  %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi64>
  tt.return
}

// -----

// TensorSizeTrait: element counts are powers of two.
tt.func @make_range_not_pow2() {
  // expected-error @+1 {{number of elements must be a power of two}}
  %0 = tt.make_range {end = 3 : i32, start = 0 : i32} : tensor<3xi32>
  tt.return
}

// -----

// TensorSizeTrait: at most 2^20 elements.
tt.func @too_many_elements(%x: f32) {
  // expected-error @+1 {{maximum allowed number of elements is 1048576}}
  %0 = tt.splat %x : f32 -> tensor<2048x1024xf32>
  tt.return
}

// -----

// dot: K of a must equal K of b.
tt.func @dot_k_mismatch(%a: tensor<128x64xf32>, %b: tensor<32x128xf32>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{the K dimension of the first operand (64) must match the K dimension of the second operand (32)}}
  %0 = tt.dot %a, %b, %c : tensor<128x64xf32> * tensor<32x128xf32> -> tensor<128x128xf32>
  tt.return
}

// -----

// dot: the accumulator is M x N.
tt.func @dot_acc_shape(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<64x128xf32>) {
  // expected-error @+1 {{expected the accumulator shape to be M x N = 128x128}}
  %0 = tt.dot %a, %b, %c : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<64x128xf32>
  tt.return
}

// -----

// dot: a and b elements have the same bit width.
tt.func @dot_bitwidth(%a: tensor<128x64xf16>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>) {
  // expected-error @+1 {{element types of operands A and B must have same bit width}}
  %0 = tt.dot %a, %b, %c : tensor<128x64xf16> * tensor<64x128xf32> -> tensor<128x128xf32>
  tt.return
}

// -----

// expand_dims: the inferred result has the unit dimension at axis.
tt.func @expand_dims_wrong_axis(%x: tensor<128xf32>) {
  // expected-error @+2 {{'tt.expand_dims' op inferred type(s) 'tensor<128x1xf32>' are incompatible with return type(s) of operation 'tensor<1x128xf32>'}}
  // expected-error @+1 {{failed to infer returned types}}
  %0 = tt.expand_dims %x {axis = 1 : i32} : tensor<128xf32> -> tensor<1x128xf32>
  tt.return
}

// -----

// broadcast: only dimensions of size 1 may grow.
tt.func @broadcast_non_unit(%x: tensor<2x32xf32>) {
  // expected-error @+1 {{different dimensions at index 0 between source and result}}
  %0 = tt.broadcast %x : tensor<2x32xf32> -> tensor<4x32xf32>
  tt.return
}

// -----

// broadcast: the rank does not change.
tt.func @broadcast_rank(%x: tensor<32xf32>) {
  // expected-error @+1 {{rank of source must be same as rank of result}}
  %0 = tt.broadcast %x : tensor<32xf32> -> tensor<4x32xf32>
  tt.return
}

// -----

// reshape: the element count is preserved.
tt.func @reshape_count(%x: tensor<4x128xf32>) {
  // expected-error @+1 {{number of src and dst elements of reshape must be the same}}
  %0 = tt.reshape %x : tensor<4x128xf32> -> tensor<256xf32>
  tt.return
}

// -----

// trans: order is a permutation of the source dimensions.
tt.func @trans_order(%x: tensor<4x128xf32>) {
  // expected-error @+1 {{order must be a permutation of 0..n-1}}
  %0 = tt.trans %x {order = array<i32: 0, 0>} : tensor<4x128xf32> -> tensor<4x128xf32>
  tt.return
}

// -----

// join: the result appends a dimension of size 2.
tt.func @join_shape(%x: tensor<128xf32>) {
  // expected-error @+1 {{result shape must be (128, 2), but got 256}}
  %0 = tt.join %x, %x : tensor<128xf32> -> tensor<256xf32>
  tt.return
}

// -----

// split: the last dimension has size 2.
tt.func @split_last_dim(%x: tensor<128x4xf32>) {
  // expected-error @+2 {{last dimension of input tensor must be 2}}
  // expected-error @+1 {{failed to infer returned types}}
  %0, %1 = tt.split %x : tensor<128x4xf32> -> tensor<128x2xf32>
  tt.return
}

// -----

// cat: the result holds both operands' elements.
tt.func @cat_count(%x: tensor<128xf32>) {
  // expected-error @+1 {{result element count must equal the sum of the operand element counts, expected 256 but got 128}}
  %0 = tt.cat %x, %x : tensor<128xf32> -> tensor<128xf32>
  tt.return
}

// -----

// load: the mask has the shape of the pointers.
tt.func @load_mask_shape(%p: tensor<128x!tt.ptr<f32>>, %m: tensor<64xi1>) {
  // expected-error @+1 {{failed to verify that mask type matches ptr type}}
  %0 = "tt.load"(%p, %m) <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (tensor<128x!tt.ptr<f32>>, tensor<64xi1>) -> tensor<128xf32>
  tt.return
}

// -----

// store: the value has the pointee type of the pointers.
tt.func @store_value_type(%p: tensor<128x!tt.ptr<f32>>, %v: tensor<128xf16>) {
  // expected-error @+1 {{failed to verify that value type matches ptr type}}
  "tt.store"(%p, %v) : (tensor<128x!tt.ptr<f32>>, tensor<128xf16>) -> ()
  tt.return
}

// -----

// atomic_rmw: pointers and values have the same shape.
tt.func @atomic_shape(%p: tensor<64x!tt.ptr<f32>>, %v: tensor<128xf32>) {
  // expected-error @+1 {{failed to verify that ptr type matches value type}}
  %0 = tt.atomic_rmw fadd, acq_rel, gpu, %p, %v : (tensor<64x!tt.ptr<f32>>, tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// reduce: axis within the operand rank.
tt.func @reduce_axis(%x: tensor<128xf32>) {
  // expected-error @+1 {{axis out of bounds for operand rank 1}}
  %0 = "tt.reduce"(%x) <{axis = 1 : i32}> ({
  ^bb0(%a: f32, %b: f32):
    tt.reduce.return %a : f32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

// reduce: the combine region takes two scalars per operand.
tt.func @reduce_region_args(%x: tensor<128xf32>) {
  // expected-error @+1 {{nested block must take 2 arguments, but given block with 1 arguments}}
  %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({
  ^bb0(%a: f32):
    tt.reduce.return %a : f32
  }) : (tensor<128xf32>) -> f32
  tt.return
}

// -----

// scan: the combine region returns the operand element types.
tt.func @scan_region_result(%x: tensor<128xf32>) {
  // expected-error @+1 {{type mismatch on combine operation. Expected result 0 to have type 'f32' but got 'i32'}}
  %0 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
  ^bb0(%a: f32, %b: f32):
    %c = arith.constant 0 : i32
    tt.scan.return %c : i32
  }) : (tensor<128xf32>) -> tensor<128xf32>
  tt.return
}

// -----

// gather: indices and source have the same rank.
tt.func @gather_rank(%x: tensor<128x4xf32>, %i: tensor<128xi32>) {
  // expected-error @+1 {{input and indices ranks must match}}
  %0 = tt.gather %x[%i] {axis = 0 : i32} : (tensor<128x4xf32>, tensor<128xi32>) -> tensor<128xf32>
  tt.return
}

// -----

// fp_to_fp: downcasts need a rounding mode.
tt.func @fp_to_fp_rounding(%x: tensor<128xf32>) {
  // expected-error @+1 {{rounding mode is required for FP downcast}}
  %0 = tt.fp_to_fp %x : tensor<128xf32> -> tensor<128xf16>
  tt.return
}

// -----

// bitcast: same bit width.
tt.func @bitcast_width(%x: tensor<128xf32>) {
  // expected-error @+1 {{cannot bitcast data-type of size 32 to data-type of size 16}}
  %0 = tt.bitcast %x : tensor<128xf32> -> tensor<128xi16>
  tt.return
}

// -----

// bitcast: pointers only to pointers.
tt.func @bitcast_ptr(%p: !tt.ptr<f32>) {
  // expected-error @+1 {{cannot bitcast between pointer and non-pointer types}}
  %0 = tt.bitcast %p : !tt.ptr<f32> -> i64
  tt.return
}

// -----

// unsplat: the source has one element.
tt.func @unsplat_many(%x: tensor<2xf32>) {
  // expected-error @+1 {{source tensor must have exactly one element}}
  %0 = tt.unsplat %x : tensor<2xf32>
  tt.return
}

// -----

// descriptor_load: block and result element types match.
tt.func @descriptor_load_type(%d: !tt.tensordesc<tensor<128x64xf16>>, %i: i32) {
  // expected-error @+1 {{descriptor block and tensor element types must match}}
  %0 = tt.descriptor_load %d[%i, %i] : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf32>
  tt.return
}

// -----

// descriptor_store: one index per block dimension.
tt.func @descriptor_store_indices(%d: !tt.tensordesc<tensor<128x64xf16>>, %v: tensor<128x64xf16>, %i: i32) {
  // expected-error @+1 {{expected 2 indices (one per block dimension), but got 1}}
  tt.descriptor_store %d[%i], %v : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
  tt.return
}

// -----

// descriptor_gather: the descriptor block is a single row.
tt.func @descriptor_gather_block(%d: !tt.tensordesc<tensor<2x64xf16>>, %x: tensor<32xi32>, %y: i32) {
  // expected-error @+1 {{descriptor block must be a 2D tensor with exactly 1 row}}
  %0 = tt.descriptor_gather %d[%x, %y] : (!tt.tensordesc<tensor<2x64xf16>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
  tt.return
}

// -----

// return: operand types match the function's result types.
tt.func @return_type(%x: i32) -> f32 {
  // expected-error @+1 {{type of return operand 0 ('i32') doesn't match function result type ('f32') in function @return_type}}
  tt.return %x : i32
}

// -----

// call: operand types match the callee's signature.
tt.func private @callee(f32) -> f32
tt.func @call_mismatch(%x: i32) {
  // expected-error @+1 {{operand type mismatch: expected operand type 'f32', but provided 'i32' for operand number 0}}
  %0 = tt.call @callee(%x) : (i32) -> f32
  tt.return
}

// -----

// call: the callee is a tt.func.
tt.func @call_unknown(%x: i32) {
  // expected-error @+1 {{'missing' does not reference a valid function}}
  %0 = tt.call @missing(%x) : (i32) -> i32
  tt.return
}

// -----

// elementwise_inline_asm: element count divisible by packed_element.
tt.func @inline_asm_pack(%x: tensor<2xi32>) {
  // expected-error @+1 {{number of input elements 2 must be a multiple of the op's packed_element attribute, 4}}
  %0 = tt.elementwise_inline_asm "" {constraints = "=r,r", packed_element = 4 : i32, pure = true} %x : tensor<2xi32> -> tensor<2xi32>
  tt.return
}

// -----

// make_tensor_ptr: order is a permutation of the block dimensions.
tt.func @make_tensor_ptr_order(%p: !tt.ptr<f32>, %s: i64, %o: i32) {
  // expected-error @+1 {{order must be a permutation of 0..1}}
  %0 = tt.make_tensor_ptr %p, [%s, %s], [%s, %s], [%o, %o] {order = array<i32: 1, 1>} : <tensor<128x64xf32>>
  tt.return
}
