// RUN: tt-opt --split-input-file -triton-combine %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-combine --mlir-print-debuginfo %s | FileCheck %s --check-prefix=LOC
// RUN: tt-opt --split-input-file -triton-combine -debug-only=triton-combine %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// An add of a dot with a zero accumulator becomes the dot's accumulator,
// whichever operand the dot is; the dot moves to the add.
// CHECK-LABEL: tt.func @dot_add_f
// CHECK-SAME:    (%[[A:.*]]: tensor<64x64xf16>, %[[B:.*]]: tensor<64x64xf16>, %[[ACC:.*]]: tensor<64x64xf32>)
// CHECK-NEXT:    %[[X:.*]] = arith.mulf %[[ACC]], %[[ACC]]
// CHECK-NEXT:    %[[R:.*]] = tt.dot %[[A]], %[[B]], %[[ACC]] : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
// CHECK-NEXT:    %[[R2:.*]] = tt.dot %[[A]], %[[B]], %[[X]], inputPrecision = tf32 :
// CHECK-NEXT:    tt.return %[[R]], %[[R2]]
// TRACE: [triton-combine] %{{[0-9]+}} = arith.addf in @dot_add_f ({{.*}}combine.mlir:[[@LINE+8]]:9): becomes the accumulator of %{{[0-9]+}} = tt.dot in @dot_add_f ({{.*}}combine.mlir:[[@LINE+7]]:9)
// TRACE: [triton-combine] %{{[0-9]+}} = arith.addf in @dot_add_f ({{.*}}combine.mlir:[[@LINE+5]]:8): becomes the accumulator of %{{[0-9]+}} = tt.dot in @dot_add_f ({{.*}}combine.mlir:[[@LINE+3]]:8)
tt.func @dot_add_f(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %acc: tensor<64x64xf32>) -> (tensor<64x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %d = tt.dot %a, %b, %zero : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
  %x = arith.mulf %acc, %acc : tensor<64x64xf32>
  %r = arith.addf %acc, %d : tensor<64x64xf32>
  %d2 = tt.dot %a, %b, %zero, inputPrecision = tf32 : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
  %r2 = arith.addf %d2, %x : tensor<64x64xf32>
  tt.return %r, %r2 : tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// CHECK-LABEL: tt.func @dot_add_i
// CHECK-NEXT:    %[[R:.*]] = tt.dot %a, %b, %acc : tensor<64x64xi8> * tensor<64x64xi8> -> tensor<64x64xi32>
// CHECK-NEXT:    tt.return %[[R]]
tt.func @dot_add_i(%a: tensor<64x64xi8>, %b: tensor<64x64xi8>, %acc: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %zero = arith.constant dense<0> : tensor<64x64xi32>
  %d = tt.dot %a, %b, %zero : tensor<64x64xi8> * tensor<64x64xi8> -> tensor<64x64xi32>
  %r = arith.addi %d, %acc : tensor<64x64xi32>
  tt.return %r : tensor<64x64xi32>
}

// -----

// With a dot on both sides, the right one takes the left one as its
// accumulator.
// CHECK-LABEL: tt.func @two_dots
// CHECK-NEXT:    %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK-NEXT:    %[[D1:.*]] = tt.dot %a, %b, %[[Z]] :
// CHECK-NEXT:    %[[D2:.*]] = tt.dot %b, %a, %[[D1]] :
// CHECK-NEXT:    tt.return %[[D2]]
tt.func @two_dots(%a: tensor<16x16xf16>, %b: tensor<16x16xf16>) -> tensor<16x16xf32> {
  %z = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
  %d1 = tt.dot %a, %b, %z : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  %d2 = tt.dot %b, %a, %z : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  %r = arith.addf %d1, %d2 : tensor<16x16xf32>
  tt.return %r : tensor<16x16xf32>
}

// -----

// Unchanged: the dot has another user; its accumulator is not zero; it
// accumulates fp8 products in reduced precision (maxNumImpreciseAcc).
// CHECK-LABEL: tt.func @dot_add_kept
// CHECK-COUNT-3: arith.addf
// TRACE-NOT: @dot_add_kept
tt.func @dot_add_kept(%a: tensor<64x64xf16>, %b: tensor<64x64xf16>, %c: tensor<64x64xf32>, %acc: tensor<64x64xf32>, %p: tensor<64x64x!tt.ptr<f32>>, %e: tensor<64x64xf8E4M3FN>, %f: tensor<64x64xf8E4M3FN>) -> (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) {
  %zero = arith.constant dense<0.000000e+00> : tensor<64x64xf32>
  %d = tt.dot %a, %b, %zero : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
  tt.store %p, %d : tensor<64x64x!tt.ptr<f32>>
  %r = arith.addf %acc, %d : tensor<64x64xf32>
  %d2 = tt.dot %a, %b, %c : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
  %r2 = arith.addf %acc, %d2 : tensor<64x64xf32>
  %d3 = tt.dot %e, %f, %zero {maxNumImpreciseAcc = 32 : i32} : tensor<64x64xf8E4M3FN> * tensor<64x64xf8E4M3FN> -> tensor<64x64xf32>
  %r3 = arith.addf %acc, %d3 : tensor<64x64xf32>
  tt.return %r, %r2, %r3 : tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>
}

// -----

// Triton 3.6 leaves the add of a tt.dot_scaled.
// CHECK-LABEL: tt.func @dot_scaled_add
// CHECK:         tt.dot_scaled
// CHECK-NEXT:    arith.addf
tt.func @dot_scaled_add(%a: tensor<128x64xf8E5M2>, %sa: tensor<128x2xi8>, %b: tensor<64x128xf8E5M2>, %sb: tensor<128x2xi8>, %acc: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32>
  %d = tt.dot_scaled %a scale %sa, %b scale %sb, %zero lhs = e5m2 rhs = e5m2 {fastMath = false} : tensor<128x64xf8E5M2>, tensor<128x2xi8> * tensor<64x128xf8E5M2>, tensor<128x2xi8> -> tensor<128x128xf32>
  %r = arith.addf %acc, %d : tensor<128x128xf32>
  tt.return %r : tensor<128x128xf32>
}

// -----

// 64-bit offsets always add up. The combined addptr has the fused location
// of both and keeps the outer one's axis-info hints (not other attributes,
// nor the inner one's).
// CHECK-LABEL: tt.func @addptr_i64
// CHECK-NEXT:    %[[O:.*]] = arith.addi %x, %y : tensor<64xi64>
// CHECK-NEXT:    %[[P:.*]] = tt.addptr %p, %[[O]] {tt.divisibility = dense<16> : tensor<1xi32>} : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
// CHECK-NEXT:    %[[S:.*]] = arith.addi %s, %t : i64
// CHECK-NEXT:    %[[Q:.*]] = tt.addptr %q, %[[S]] : !tt.ptr<f32>, i64
// CHECK-NEXT:    tt.return %[[P]], %[[Q]]
// LOC-LABEL: tt.func @addptr_i64
// LOC:         arith.addi %x, %y : tensor<64xi64> loc(#[[FUSED:loc[0-9]+]])
// LOC-NEXT:    tt.addptr {{.*}} loc(#[[FUSED]])
// LOC-DAG:   #[[OUTER:loc[0-9]+]] = loc("{{.*}}combine.mlir":[[@LINE+7]]:9)
// LOC-DAG:   #[[INNER:loc[0-9]+]] = loc("{{.*}}combine.mlir":[[@LINE+5]]:9)
// LOC-DAG:   #[[FUSED]] = loc(fused[#[[OUTER]], #[[INNER]]])
// TRACE: [triton-combine] %{{[0-9]+}} = tt.addptr in @addptr_i64 ({{.*}}combine.mlir:[[@LINE+6]]:9): adds its offset to that of %{{[0-9]+}} = tt.addptr in @addptr_i64 ({{.*}}combine.mlir:[[@LINE+5]]:9)
// TRACE: [triton-combine] %{{[0-9]+}} = tt.addptr in @addptr_i64 ({{.*}}combine.mlir:[[@LINE+3]]:9): adds its offset to that of %{{[0-9]+}} = tt.addptr in @addptr_i64 ({{.*}}combine.mlir:[[@LINE+2]]:9)
tt.func @addptr_i64(%p: tensor<64x!tt.ptr<f32>>, %x: tensor<64xi64>, %y: tensor<64xi64>, %q: !tt.ptr<f32>, %s: i64, %t: i64) -> (tensor<64x!tt.ptr<f32>>, !tt.ptr<f32>) {
  %p1 = tt.addptr %p, %x : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %p2 = tt.addptr %p1, %y {tt.divisibility = dense<16> : tensor<1xi32>, tt.other = 1 : i32} : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %q1 = tt.addptr %q, %s {tt.contiguity = dense<4> : tensor<1xi32>} : !tt.ptr<f32>, i64
  %q2 = tt.addptr %q1, %t : !tt.ptr<f32>, i64
  tt.return %p2, %q2 : tensor<64x!tt.ptr<f32>>, !tt.ptr<f32>
}

// -----

// Narrower offsets add up only as constants (splat, dense splat or scalar)
// whose sum does not overflow; the sum then folds. Unchanged: variable i32
// offsets, an overflowing sum, offsets of different types.
// CHECK-LABEL: tt.func @addptr_i32
// CHECK-NEXT:    %[[C12:.*]] = arith.constant dense<12> : tensor<64xi32>
// CHECK-NEXT:    %[[BIG:.*]] = arith.constant dense<2147483647> : tensor<64xi32>
// CHECK-NEXT:    %[[C4:.*]] = arith.constant dense<4> : tensor<64xi32>
// CHECK-NEXT:    %[[P1:.*]] = tt.addptr %p, %x
// CHECK-NEXT:    %[[P2:.*]] = tt.addptr %[[P1]], %y
// CHECK-NEXT:    %[[P4:.*]] = tt.addptr %p, %[[C12]]
// CHECK-NEXT:    %[[P5:.*]] = tt.addptr %p, %[[BIG]]
// CHECK-NEXT:    %[[P6:.*]] = tt.addptr %[[P5]], %[[C4]]
// CHECK-NEXT:    %[[X64:.*]] = arith.extsi %x
// CHECK-NEXT:    %[[P7:.*]] = tt.addptr %p, %[[X64]]
// CHECK-NEXT:    %[[P8:.*]] = tt.addptr %[[P7]], %y
// CHECK-NEXT:    %[[SN:.*]] = tt.splat %n
// CHECK-NEXT:    %[[P9:.*]] = tt.addptr %p, %[[SN]]
// CHECK-NEXT:    %[[P10:.*]] = tt.addptr %[[P9]], %[[C4]]
// CHECK-NEXT:    tt.return %[[P2]], %[[P4]], %[[P6]], %[[P8]], %[[P10]]
tt.func @addptr_i32(%p: tensor<64x!tt.ptr<f32>>, %x: tensor<64xi32>, %y: tensor<64xi32>, %n: i32) -> (tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>) {
  %p1 = tt.addptr %p, %x : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %p2 = tt.addptr %p1, %y : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %c4 = arith.constant dense<4> : tensor<64xi32>
  %c8 = arith.constant 8 : i32
  %s8 = tt.splat %c8 : i32 -> tensor<64xi32>
  %p3 = tt.addptr %p, %c4 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %p4 = tt.addptr %p3, %s8 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %big = arith.constant dense<2147483647> : tensor<64xi32>
  %p5 = tt.addptr %p, %big : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %p6 = tt.addptr %p5, %c4 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %x64 = arith.extsi %x : tensor<64xi32> to tensor<64xi64>
  %p7 = tt.addptr %p, %x64 : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %p8 = tt.addptr %p7, %y : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %sn = tt.splat %n : i32 -> tensor<64xi32>
  %p9 = tt.addptr %p, %sn : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %p10 = tt.addptr %p9, %c4 : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  tt.return %p2, %p4, %p6, %p8, %p10 : tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>
}

// -----

// A chain of three: the last two combine first, then the result with the
// first. A shared inner addptr stays where it has other users.
// CHECK-LABEL: tt.func @addptr_three
// CHECK-NEXT:    %[[YZ:.*]] = arith.addi %y, %z
// CHECK-NEXT:    %[[XYZ:.*]] = arith.addi %x, %[[YZ]]
// CHECK-NEXT:    %[[P3:.*]] = tt.addptr %p, %[[XYZ]]
// CHECK-NEXT:    %[[XZ:.*]] = arith.addi %x, %z
// CHECK-NEXT:    %[[P4:.*]] = tt.addptr %p, %[[XZ]]
// CHECK-NEXT:    tt.return %[[P3]], %[[P4]]
tt.func @addptr_three(%p: tensor<64x!tt.ptr<f32>>, %x: tensor<64xi64>, %y: tensor<64xi64>, %z: tensor<64xi64>) -> (tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>) {
  %p1 = tt.addptr %p, %x : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %p2 = tt.addptr %p1, %y : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %p3 = tt.addptr %p2, %z : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  %p4 = tt.addptr %p1, %z : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
  tt.return %p3, %p4 : tensor<64x!tt.ptr<f32>>, tensor<64x!tt.ptr<f32>>
}

// -----

// A select on the condition a load is masked with becomes the load's other
// value (a new load at the select, with the old one's cache, eviction and
// volatility). The old load goes when nothing else uses it and it is not
// volatile. Unchanged: a mask that is not the splat of the condition; the
// load on the false side.
// CHECK-LABEL: tt.func @select_load
// CHECK-NEXT:    %[[M:.*]] = tt.splat %c
// CHECK-NEXT:    tt.load %p, %[[M]] cacheModifier = ca evictionPolicy = evict_last {isVolatile = true}
// CHECK-NEXT:    %[[R:.*]] = tt.load %p, %[[M]], %y cacheModifier = ca evictionPolicy = evict_last {isVolatile = true}
// CHECK-NEXT:    %[[L2:.*]] = tt.load %p, %[[M]], %o :
// CHECK-NEXT:    %[[R2:.*]] = tt.load %p, %[[M]], %y :
// CHECK-NEXT:    %[[L3:.*]] = tt.load %p, %m :
// CHECK-NEXT:    %[[R3:.*]] = arith.select %c, %[[L3]], %y
// CHECK-NEXT:    %[[R4:.*]] = arith.select %c, %y, %[[L2]]
// CHECK-NEXT:    tt.return %[[R]], %[[R2]], %[[R3]], %[[R4]]
// TRACE: [triton-combine] %{{[0-9]+}} = arith.select in @select_load ({{.*}}combine.mlir:[[@LINE+7]]:9): becomes the other value of %{{[0-9]+}} = tt.load in @select_load ({{.*}}combine.mlir:[[@LINE+6]]:9)
// TRACE: [triton-combine] %{{[0-9]+}} = arith.select in @select_load ({{.*}}combine.mlir:[[@LINE+4]]:8): becomes the other value of %{{[0-9]+}} = tt.load in @select_load ({{.*}}combine.mlir:[[@LINE+3]]:8)
tt.func @select_load(%p: tensor<64x!tt.ptr<f32>>, %c: i1, %y: tensor<64xf32>, %o: tensor<64xf32>, %m: tensor<64xi1>) -> (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) {
  %mask = tt.splat %c : i1 -> tensor<64xi1>
  %l = tt.load %p, %mask cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<64x!tt.ptr<f32>>
  %r = arith.select %c, %l, %y : tensor<64xf32>
  %l2 = tt.load %p, %mask, %o : tensor<64x!tt.ptr<f32>>
  %r2 = arith.select %c, %l2, %y : tensor<64xf32>
  %l3 = tt.load %p, %m : tensor<64x!tt.ptr<f32>>
  %r3 = arith.select %c, %l3, %y : tensor<64xf32>
  %r4 = arith.select %c, %y, %l2 : tensor<64xf32>
  tt.return %r, %r2, %r3, %r4 : tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<64xf32>
}

// -----

// sum(x[:, :, None] * y[None, :, :], 1) is a dot of tf32 precision.
// CHECK-LABEL: tt.func @broadcast_mul_reduce
// CHECK-NEXT:    %[[Z:.*]] = arith.constant dense<0.000000e+00> : tensor<32x64xf32>
// CHECK-NEXT:    %[[D:.*]] = tt.dot %x, %y, %[[Z]], inputPrecision = tf32 : tensor<32x16xf32> * tensor<16x64xf32> -> tensor<32x64xf32>
// CHECK-NEXT:    tt.return %[[D]]
// TRACE: [triton-combine] %{{[0-9]+}} = tt.reduce in @broadcast_mul_reduce ({{.*}}): sums the product of %x (argument 0 of tt.func @broadcast_mul_reduce ({{.*}})) and %y (argument 1 of tt.func @broadcast_mul_reduce ({{.*}})) broadcast against each other, a dot
tt.func @broadcast_mul_reduce(%x: tensor<32x16xf32>, %y: tensor<16x64xf32>) -> tensor<32x64xf32> {
  %xe = tt.expand_dims %x {axis = 2 : i32} : tensor<32x16xf32> -> tensor<32x16x1xf32>
  %xb = tt.broadcast %xe : tensor<32x16x1xf32> -> tensor<32x16x64xf32>
  %ye = tt.expand_dims %y {axis = 0 : i32} : tensor<16x64xf32> -> tensor<1x16x64xf32>
  %yb = tt.broadcast %ye : tensor<1x16x64xf32> -> tensor<32x16x64xf32>
  %m = arith.mulf %xb, %yb : tensor<32x16x64xf32>
  %s = "tt.reduce"(%m) <{axis = 1 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %a = arith.addf %u, %v : f32
    tt.reduce.return %a : f32
  }) : (tensor<32x16x64xf32>) -> tensor<32x64xf32>
  tt.return %s : tensor<32x64xf32>
}

// -----

// Unchanged: M = 8 is below an MMA tile; an operand that is no broadcast.
// CHECK-LABEL: tt.func @broadcast_mul_reduce_kept
// CHECK-COUNT-2: "tt.reduce"
// CHECK-NOT:     tt.dot
tt.func @broadcast_mul_reduce_kept(%x: tensor<8x16xf32>, %y: tensor<16x64xf32>, %z: tensor<32x16x64xf32>) -> (tensor<8x64xf32>, tensor<32x64xf32>) {
  %xe = tt.expand_dims %x {axis = 2 : i32} : tensor<8x16xf32> -> tensor<8x16x1xf32>
  %xb = tt.broadcast %xe : tensor<8x16x1xf32> -> tensor<8x16x64xf32>
  %ye = tt.expand_dims %y {axis = 0 : i32} : tensor<16x64xf32> -> tensor<1x16x64xf32>
  %yb = tt.broadcast %ye : tensor<1x16x64xf32> -> tensor<8x16x64xf32>
  %m = arith.mulf %xb, %yb : tensor<8x16x64xf32>
  %s = "tt.reduce"(%m) <{axis = 1 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %a = arith.addf %u, %v : f32
    tt.reduce.return %a : f32
  }) : (tensor<8x16x64xf32>) -> tensor<8x64xf32>
  %yb2 = tt.broadcast %ye : tensor<1x16x64xf32> -> tensor<32x16x64xf32>
  %m2 = arith.mulf %z, %yb2 : tensor<32x16x64xf32>
  %s2 = "tt.reduce"(%m2) <{axis = 1 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %a = arith.addf %u, %v : f32
    tt.reduce.return %a : f32
  }) : (tensor<32x16x64xf32>) -> tensor<32x64xf32>
  tt.return %s, %s2 : tensor<8x64xf32>, tensor<32x64xf32>
}

// -----

// A rank-1 reshape used only by reductions or histograms may reorder; one
// with another user may not.
// CHECK-LABEL: tt.func @reshape_reduce
// CHECK-NEXT:    tt.reshape %x allow_reorder : tensor<16x16xf32> -> tensor<256xf32>
// CHECK:         tt.reshape %i allow_reorder : tensor<16x16xi32> -> tensor<256xi32>
// CHECK-NEXT:    tt.histogram
// CHECK-NEXT:    tt.reshape %x : tensor<16x16xf32> -> tensor<256xf32>
// TRACE: [triton-combine] %{{[0-9]+}} = tt.reshape in @reshape_reduce ({{.*}}combine.mlir:[[@LINE+9]]:9): only reduced, may reorder elements
// TRACE-NEXT: [triton-combine] %{{[0-9]+}} = tt.reshape in @reshape_reduce ({{.*}}combine.mlir:[[@LINE+2]]:8): only reduced, may reorder elements
tt.func @reshape_reduce(%x: tensor<16x16xf32>, %i: tensor<16x16xi32>) -> (f32, tensor<32xi32>, tensor<256xf32>) {
  %r = tt.reshape %x : tensor<16x16xf32> -> tensor<256xf32>
  %s = "tt.reduce"(%r) <{axis = 0 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %a = arith.addf %u, %v : f32
    tt.reduce.return %a : f32
  }) : (tensor<256xf32>) -> f32
  %ri = tt.reshape %i : tensor<16x16xi32> -> tensor<256xi32>
  %h = tt.histogram %ri : tensor<256xi32> -> tensor<32xi32>
  %r2 = tt.reshape %x : tensor<16x16xf32> -> tensor<256xf32>
  %s2 = "tt.reduce"(%r2) <{axis = 0 : i32}> ({
  ^bb0(%u: f32, %v: f32):
    %a = arith.addf %u, %v : f32
    tt.reduce.return %a : f32
  }) : (tensor<256xf32>) -> f32
  %e = math.exp %r2 : tensor<256xf32>
  %t = arith.addf %s, %s2 : f32
  tt.return %t, %h, %e : f32, tensor<32xi32>, tensor<256xf32>
}

// -----

// A reshape dropping leading unit dims of a descriptor load, its only user,
// becomes the load's type (also after the rank-1 rule relaxed it).
// Unchanged: a load with two users; a dropped dim that is not 1.
// CHECK-LABEL: tt.func @descriptor_load
// CHECK:         %[[L:.*]] = tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<1x64x64xf16>> -> tensor<64x64xf16>
// CHECK-NEXT:    %[[L2:.*]] = tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<1x64x64xf16>> -> tensor<1x64x64xf16>
// CHECK-NEXT:    tt.reshape %[[L2]]
// CHECK-NEXT:    tt.reshape %[[L2]]
// CHECK:         %[[L3:.*]] = tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<1x64xf16>> -> tensor<64xf16>
// CHECK-NEXT:    "tt.reduce"(%[[L3]])
// CHECK:         %[[L4:.*]] = tt.descriptor_load %{{.*}} : !tt.tensordesc<tensor<2x1x64xf16>> -> tensor<2x1x64xf16>
// CHECK-NEXT:    tt.reshape %[[L4]] : tensor<2x1x64xf16> -> tensor<2x64xf16>
// TRACE: [triton-combine] %{{[0-9]+}} = tt.reshape in @descriptor_load ({{.*}}combine.mlir:[[@LINE+14]]:9): only reduced, may reorder elements
// TRACE-NEXT: [triton-combine] %{{[0-9]+}} = tt.reshape in @descriptor_load ({{.*}}combine.mlir:[[@LINE+13]]:9): folded into
// TRACE-NEXT: [triton-combine] %{{[0-9]+}} = tt.reshape in @descriptor_load ({{.*}}combine.mlir:[[@LINE+5]]:8): folded into %{{[0-9]+}} = tt.descriptor_load in @descriptor_load ({{.*}}combine.mlir:[[@LINE+4]]:8)
tt.func @descriptor_load(%base: !tt.ptr<f16>, %n: i32, %s: i64, %i: i32) -> (tensor<64x64xf16>, tensor<64x64xf16>, tensor<1x64xf16>, tensor<2x64xf16>) {
  %c1 = arith.constant 1 : i64
  %d = tt.make_tensor_descriptor %base, [%n, %n, %n], [%s, %s, %c1] : <f16>, <tensor<1x64x64xf16>>
  %l = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x64x64xf16>> -> tensor<1x64x64xf16>
  %r = tt.reshape %l : tensor<1x64x64xf16> -> tensor<64x64xf16>
  %l2 = tt.descriptor_load %d[%i, %i, %i] : !tt.tensordesc<tensor<1x64x64xf16>> -> tensor<1x64x64xf16>
  %r2 = tt.reshape %l2 : tensor<1x64x64xf16> -> tensor<64x64xf16>
  %e2 = tt.reshape %l2 : tensor<1x64x64xf16> -> tensor<64x64xf16>
  %x = arith.addf %r2, %e2 : tensor<64x64xf16>
  %d2 = tt.make_tensor_descriptor %base, [%n, %n], [%s, %c1] : <f16>, <tensor<1x64xf16>>
  %l3 = tt.descriptor_load %d2[%i, %i] : !tt.tensordesc<tensor<1x64xf16>> -> tensor<1x64xf16>
  %r3 = tt.reshape %l3 : tensor<1x64xf16> -> tensor<64xf16>
  %s3 = "tt.reduce"(%r3) <{axis = 0 : i32}> ({
  ^bb0(%u: f16, %v: f16):
    %a = arith.addf %u, %v : f16
    tt.reduce.return %a : f16
  }) : (tensor<64xf16>) -> f16
  %b3 = tt.splat %s3 : f16 -> tensor<1x64xf16>
  %d4 = tt.make_tensor_descriptor %base, [%n, %n, %n], [%s, %s, %c1] : <f16>, <tensor<2x1x64xf16>>
  %l4 = tt.descriptor_load %d4[%i, %i, %i] : !tt.tensordesc<tensor<2x1x64xf16>> -> tensor<2x1x64xf16>
  %r4 = tt.reshape %l4 : tensor<2x1x64xf16> -> tensor<2x64xf16>
  tt.return %r, %x, %b3, %r4 : tensor<64x64xf16>, tensor<64x64xf16>, tensor<1x64xf16>, tensor<2x64xf16>
}
