// RUN: tt-opt %s -canonicalize -split-input-file | FileCheck %s

// Every tt folder and canonicalization pattern, one function each.

// CHECK-LABEL: tt.func @splat_constant
// CHECK: %[[C:.*]] = arith.constant dense<2.000000e+00> : tensor<128xf32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @splat_constant() -> tensor<128xf32> {
  %c = arith.constant 2.0 : f32
  %0 = tt.splat %c : f32 -> tensor<128xf32>
  tt.return %0 : tensor<128xf32>
}

// -----

// CHECK-LABEL: tt.func @broadcast_of_splat
// CHECK: %[[S:.*]] = tt.splat %x : f32 -> tensor<128x64xf32>
// CHECK-NEXT: tt.return %[[S]]
tt.func @broadcast_of_splat(%x: f32) -> tensor<128x64xf32> {
  %0 = tt.splat %x : f32 -> tensor<128x1xf32>
  %1 = tt.broadcast %0 : tensor<128x1xf32> -> tensor<128x64xf32>
  tt.return %1 : tensor<128x64xf32>
}

// -----

// CHECK-LABEL: tt.func @broadcast_of_broadcast
// CHECK: %[[B:.*]] = tt.broadcast %x : tensor<1x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT: tt.return %[[B]]
tt.func @broadcast_of_broadcast(%x: tensor<1x1xf32>) -> tensor<128x64xf32> {
  %0 = tt.broadcast %x : tensor<1x1xf32> -> tensor<128x1xf32>
  %1 = tt.broadcast %0 : tensor<128x1xf32> -> tensor<128x64xf32>
  tt.return %1 : tensor<128x64xf32>
}

// -----

// CHECK-LABEL: tt.func @broadcast_noop
// CHECK-NEXT: tt.return %x
tt.func @broadcast_noop(%x: tensor<128x64xf32>) -> tensor<128x64xf32> {
  %0 = tt.broadcast %x : tensor<128x64xf32> -> tensor<128x64xf32>
  tt.return %0 : tensor<128x64xf32>
}

// -----

// CHECK-LABEL: tt.func @broadcast_constant
// CHECK: %[[C:.*]] = arith.constant dense<7> : tensor<128x64xi32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @broadcast_constant() -> tensor<128x64xi32> {
  %c = arith.constant dense<7> : tensor<128x1xi32>
  %0 = tt.broadcast %c : tensor<128x1xi32> -> tensor<128x64xi32>
  tt.return %0 : tensor<128x64xi32>
}

// -----

// CHECK-LABEL: tt.func @expand_dims_of_splat
// CHECK: %[[S:.*]] = tt.splat %x : i32 -> tensor<1x128xi32>
// CHECK-NEXT: tt.return %[[S]]
tt.func @expand_dims_of_splat(%x: i32) -> tensor<1x128xi32> {
  %0 = tt.splat %x : i32 -> tensor<128xi32>
  %1 = tt.expand_dims %0 {axis = 0 : i32} : tensor<128xi32> -> tensor<1x128xi32>
  tt.return %1 : tensor<1x128xi32>
}

// -----

// CHECK-LABEL: tt.func @expand_dims_of_broadcast
// CHECK: %[[E:.*]] = tt.expand_dims %x {axis = 1 : i32} : tensor<1xi32> -> tensor<1x1xi32>
// CHECK-NEXT: %[[B:.*]] = tt.broadcast %[[E]] : tensor<1x1xi32> -> tensor<128x1xi32>
// CHECK-NEXT: tt.return %[[B]]
tt.func @expand_dims_of_broadcast(%x: tensor<1xi32>) -> tensor<128x1xi32> {
  %0 = tt.broadcast %x : tensor<1xi32> -> tensor<128xi32>
  %1 = tt.expand_dims %0 {axis = 1 : i32} : tensor<128xi32> -> tensor<128x1xi32>
  tt.return %1 : tensor<128x1xi32>
}

// -----

// CHECK-LABEL: tt.func @expand_dims_constant
// CHECK: %[[C:.*]] = arith.constant dense<{{\[\[}}0, 1, 2, 3]]> : tensor<1x4xi32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @expand_dims_constant() -> tensor<1x4xi32> {
  %c = arith.constant dense<[0, 1, 2, 3]> : tensor<4xi32>
  %0 = tt.expand_dims %c {axis = 0 : i32} : tensor<4xi32> -> tensor<1x4xi32>
  tt.return %0 : tensor<1x4xi32>
}

// -----

// CHECK-LABEL: tt.func @reshape_of_reshape
// CHECK: %[[R:.*]] = tt.reshape %x allow_reorder : tensor<4x128xf32> -> tensor<16x32xf32>
// CHECK-NEXT: tt.return %[[R]]
tt.func @reshape_of_reshape(%x: tensor<4x128xf32>) -> tensor<16x32xf32> {
  %0 = tt.reshape %x allow_reorder : tensor<4x128xf32> -> tensor<512xf32>
  %1 = tt.reshape %0 : tensor<512xf32> -> tensor<16x32xf32>
  tt.return %1 : tensor<16x32xf32>
}

// -----

// CHECK-LABEL: tt.func @reshape_of_splat
// CHECK: %[[S:.*]] = tt.splat %x : f32 -> tensor<512xf32>
// CHECK-NEXT: tt.return %[[S]]
tt.func @reshape_of_splat(%x: f32) -> tensor<512xf32> {
  %0 = tt.splat %x : f32 -> tensor<4x128xf32>
  %1 = tt.reshape %0 : tensor<4x128xf32> -> tensor<512xf32>
  tt.return %1 : tensor<512xf32>
}

// -----

// CHECK-LABEL: tt.func @reshape_noop
// CHECK-NEXT: tt.return %x
tt.func @reshape_noop(%x: tensor<4x128xf32>) -> tensor<4x128xf32> {
  %0 = tt.reshape %x : tensor<4x128xf32> -> tensor<4x128xf32>
  tt.return %0 : tensor<4x128xf32>
}

// -----

// CHECK-LABEL: tt.func @trans_of_trans
// CHECK: %[[T:.*]] = tt.trans %x {order = array<i32: 1, 0, 2>} : tensor<2x4x8xf32> -> tensor<4x2x8xf32>
// CHECK-NEXT: tt.return %[[T]]
tt.func @trans_of_trans(%x: tensor<2x4x8xf32>) -> tensor<4x2x8xf32> {
  %0 = tt.trans %x {order = array<i32: 2, 0, 1>} : tensor<2x4x8xf32> -> tensor<8x2x4xf32>
  %1 = tt.trans %0 {order = array<i32: 2, 1, 0>} : tensor<8x2x4xf32> -> tensor<4x2x8xf32>
  tt.return %1 : tensor<4x2x8xf32>
}

// -----

// CHECK-LABEL: tt.func @trans_identity
// CHECK-NEXT: tt.return %x
tt.func @trans_identity(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %0 = tt.trans %x {order = array<i32: 0, 1>} : tensor<4x8xf32> -> tensor<4x8xf32>
  tt.return %0 : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: tt.func @make_range_single
// CHECK: %[[C:.*]] = arith.constant dense<5> : tensor<1xi32>
// CHECK-NEXT: tt.return %[[C]]
tt.func @make_range_single() -> tensor<1xi32> {
  %0 = tt.make_range {end = 6 : i32, start = 5 : i32} : tensor<1xi32>
  tt.return %0 : tensor<1xi32>
}

// -----

// CHECK-LABEL: tt.func @addptr_zero
// CHECK-NEXT: tt.return %p
tt.func @addptr_zero(%p: tensor<128x!tt.ptr<f32>>) -> tensor<128x!tt.ptr<f32>> {
  %c = arith.constant dense<0> : tensor<128xi32>
  %0 = tt.addptr %p, %c : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
  tt.return %0 : tensor<128x!tt.ptr<f32>>
}

// -----

// CHECK-LABEL: tt.func @advance_zero
// CHECK-NEXT: tt.return %p
tt.func @advance_zero(%p: !tt.ptr<tensor<128x64xf32>>) -> !tt.ptr<tensor<128x64xf32>> {
  %c0 = arith.constant 0 : i32
  %0 = tt.advance %p, [%c0, %c0] : <tensor<128x64xf32>>
  tt.return %0 : !tt.ptr<tensor<128x64xf32>>
}

// -----

// CHECK-LABEL: tt.func @load_all_true
// CHECK: %[[L:.*]] = tt.load %p cacheModifier = ca : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.return %[[L]]
tt.func @load_all_true(%p: tensor<128x!tt.ptr<f32>>, %other: tensor<128xf32>) -> tensor<128xf32> {
  %m = arith.constant dense<true> : tensor<128xi1>
  %0 = tt.load %p, %m, %other cacheModifier = ca : tensor<128x!tt.ptr<f32>>
  tt.return %0 : tensor<128xf32>
}

// -----

// CHECK-LABEL: tt.func @load_all_false
// CHECK-NEXT: tt.return %other
tt.func @load_all_false(%p: tensor<128x!tt.ptr<f32>>, %other: tensor<128xf32>) -> tensor<128xf32> {
  %m = arith.constant dense<false> : tensor<128xi1>
  %0 = tt.load %p, %m, %other : tensor<128x!tt.ptr<f32>>
  tt.return %0 : tensor<128xf32>
}

// -----

// CHECK-LABEL: tt.func @store_all_true
// CHECK-NEXT: tt.store %p, %v evictionPolicy = evict_last : tensor<128x!tt.ptr<f32>>
// CHECK-NEXT: tt.return
tt.func @store_all_true(%p: tensor<128x!tt.ptr<f32>>, %v: tensor<128xf32>) {
  %m = arith.constant dense<true> : tensor<128xi1>
  tt.store %p, %v, %m evictionPolicy = evict_last : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-LABEL: tt.func @store_all_false
// CHECK-NEXT: tt.return
tt.func @store_all_false(%p: tensor<128x!tt.ptr<f32>>, %v: tensor<128xf32>) {
  %m = arith.constant dense<false> : tensor<128xi1>
  tt.store %p, %v, %m : tensor<128x!tt.ptr<f32>>
  tt.return
}

// -----

// CHECK-LABEL: tt.func @fp_to_fp_zero
// CHECK: %[[C:.*]] = arith.constant dense<0.000000e+00> : tensor<128xf8E4M3FN>
// CHECK-NEXT: tt.return %[[C]]
tt.func @fp_to_fp_zero() -> tensor<128xf8E4M3FN> {
  %c = arith.constant dense<0.0> : tensor<128xf32>
  %0 = tt.fp_to_fp %c, rounding = rtne : tensor<128xf32> -> tensor<128xf8E4M3FN>
  tt.return %0 : tensor<128xf8E4M3FN>
}

// -----

// CHECK-LABEL: tt.func @fp_to_fp_neg_zero
// CHECK: %[[C:.*]] = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: tt.return %[[C]]
tt.func @fp_to_fp_neg_zero() -> f16 {
  %c = arith.constant -0.0 : f32
  %0 = tt.fp_to_fp %c, rounding = rtz : f32 -> f16
  tt.return %0 : f16
}
