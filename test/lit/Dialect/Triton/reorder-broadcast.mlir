// RUN: tt-opt --split-input-file -triton-reorder-broadcast %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-reorder-broadcast -debug-only=triton-reorder-broadcast %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// An elementwise op of splats is computed on the scalars and splatted; a
// splat constant operand becomes a scalar constant (at the function's
// start, where the driver puts new constants).
// CHECK-LABEL: tt.func @splats
// CHECK-NEXT:    %[[TWO:.*]] = arith.constant 2.000000e+00 : f32
// CHECK-NEXT:    %[[X:.*]] = arith.addf %a, %b : f32
// CHECK-NEXT:    %[[SX:.*]] = tt.splat %[[X]] : f32 -> tensor<64xf32>
// CHECK-NEXT:    %[[Y:.*]] = arith.mulf %a, %[[TWO]] : f32
// CHECK-NEXT:    %[[SY:.*]] = tt.splat %[[Y]] : f32 -> tensor<64xf32>
// CHECK-NEXT:    %[[Q:.*]] = tt.addptr %p, %o : !tt.ptr<f32>, i32
// CHECK-NEXT:    %[[SQ:.*]] = tt.splat %[[Q]] : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[C:.*]] = arith.cmpf olt, %a, %[[TWO]] : f32
// CHECK-NEXT:    %[[SC:.*]] = tt.splat %[[C]] : i1 -> tensor<64xi1>
// CHECK-NEXT:    tt.return %[[SX]], %[[SY]], %[[SQ]], %[[SC]]
// TRACE: [triton-reorder-broadcast] %{{[0-9]+}} = arith.addf in @splats ({{.*}}reorder-broadcast.mlir:[[@LINE+4]]:8): every operand is a splat, computed on scalars
tt.func @splats(%a: f32, %b: f32, %p: !tt.ptr<f32>, %o: i32) -> (tensor<64xf32>, tensor<64xf32>, tensor<64x!tt.ptr<f32>>, tensor<64xi1>) {
  %sa = tt.splat %a : f32 -> tensor<64xf32>
  %sb = tt.splat %b : f32 -> tensor<64xf32>
  %x = arith.addf %sa, %sb : tensor<64xf32>
  %two = arith.constant dense<2.000000e+00> : tensor<64xf32>
  %y = arith.mulf %two, %sa : tensor<64xf32>
  %sp = tt.splat %p : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
  %so = tt.splat %o : i32 -> tensor<64xi32>
  %q = tt.addptr %sp, %so : tensor<64x!tt.ptr<f32>>, tensor<64xi32>
  %c = arith.cmpf olt, %sa, %two : tensor<64xf32>
  tt.return %x, %y, %q, %c : tensor<64xf32>, tensor<64xf32>, tensor<64x!tt.ptr<f32>>, tensor<64xi1>
}

// -----

// A chain moves op by op, the splat ending up after the last.
// CHECK-LABEL: tt.func @splat_chain
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[C3:.*]] = arith.constant 3 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.muli %a, %[[C3]] : i32
// CHECK-NEXT:    %[[Y:.*]] = arith.xori %[[X]], %[[C5]] : i32
// CHECK-NEXT:    %[[Z:.*]] = tt.mulhiui %[[Y]], %[[C3]] : i32
// CHECK-NEXT:    %[[S:.*]] = tt.splat %[[Z]] : i32 -> tensor<64xi32>
// CHECK-NEXT:    tt.return %[[S]]
tt.func @splat_chain(%a: i32) -> tensor<64xi32> {
  %sa = tt.splat %a : i32 -> tensor<64xi32>
  %c3 = arith.constant dense<3> : tensor<64xi32>
  %c5 = arith.constant dense<5> : tensor<64xi32>
  %x = arith.muli %sa, %c3 : tensor<64xi32>
  %y = arith.xori %x, %c5 : tensor<64xi32>
  %z = tt.mulhiui %y, %c3 : tensor<64xi32>
  tt.return %z : tensor<64xi32>
}

// -----

// An elementwise op of a broadcast (and splats, splat constants, or other
// broadcasts from the same shape) is computed in the source's shape.
// Unchanged: broadcasts from different shapes.
// CHECK-LABEL: tt.func @broadcasts
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant dense<1.000000e+00> : tensor<128x1xf32>
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT:    %[[E:.*]] = math.exp %x : tensor<128x1xf32>
// CHECK-NEXT:    %[[BE:.*]] = tt.broadcast %[[E]] : tensor<128x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT:    %[[S:.*]] = tt.splat %s : f32 -> tensor<128x1xf32>
// CHECK-NEXT:    %[[M:.*]] = arith.mulf %x, %[[S]] : tensor<128x1xf32>
// CHECK-NEXT:    %[[A:.*]] = arith.addf %[[M]], %[[ONE]] : tensor<128x1xf32>
// CHECK-NEXT:    %[[BA:.*]] = tt.broadcast %[[A]] : tensor<128x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT:    %[[BW:.*]] = tt.broadcast %w : tensor<1x64xf32> -> tensor<128x64xf32>
// CHECK-NEXT:    %[[T:.*]] = arith.subf %x, %z : tensor<128x1xf32>
// CHECK-NEXT:    %[[BT:.*]] = tt.broadcast %[[T]] : tensor<128x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT:    %[[MIX:.*]] = arith.subf %[[B]], %[[BW]] : tensor<128x64xf32>
// CHECK-NEXT:    tt.return %[[BE]], %[[BA]], %[[BT]], %[[MIX]]
// TRACE-NOT: in @broadcasts ({{.*}}reorder-broadcast.mlir:[[@LINE+12]]:
// TRACE: [triton-reorder-broadcast] %{{[0-9]+}} = math.exp in @broadcasts ({{.*}}reorder-broadcast.mlir:[[@LINE+3]]:8): computed before %{{[0-9]+}} = tt.broadcast in @broadcasts ({{.*}}reorder-broadcast.mlir:[[@LINE+2]]:8)
tt.func @broadcasts(%x: tensor<128x1xf32>, %s: f32, %z: tensor<128x1xf32>, %w: tensor<1x64xf32>) -> (tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>) {
  %b = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x64xf32>
  %e = math.exp %b : tensor<128x64xf32>
  %ss = tt.splat %s : f32 -> tensor<128x64xf32>
  %m = arith.mulf %b, %ss : tensor<128x64xf32>
  %one = arith.constant dense<1.000000e+00> : tensor<128x64xf32>
  %a = arith.addf %m, %one : tensor<128x64xf32>
  %bz = tt.broadcast %z : tensor<128x1xf32> -> tensor<128x64xf32>
  %bw = tt.broadcast %w : tensor<1x64xf32> -> tensor<128x64xf32>
  %two = arith.subf %b, %bz : tensor<128x64xf32>
  %mixed = arith.subf %b, %bw : tensor<128x64xf32>
  tt.return %e, %a, %two, %mixed : tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>, tensor<128x64xf32>
}

// -----

// Unchanged: an operand that is neither a splat nor a broadcast; an op with
// memory effects (impure inline asm).
// CHECK-LABEL: tt.func @kept
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %x
// CHECK-NEXT:    arith.mulf %[[B]], %t : tensor<128x64xf32>
// CHECK-NEXT:    %[[S:.*]] = tt.splat %a
// CHECK-NEXT:    tt.elementwise_inline_asm {{.*}} %[[S]] : tensor<64xi32> -> tensor<64xi32>
// CHECK-NEXT:    arith.addi %[[S]], %l : tensor<64xi32>
// TRACE-NOT: @kept
tt.func @kept(%x: tensor<128x1xf32>, %t: tensor<128x64xf32>, %a: i32, %l: tensor<64xi32>) -> (tensor<128x64xf32>, tensor<64xi32>, tensor<64xi32>) {
  %b = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x64xf32>
  %m = arith.mulf %b, %t : tensor<128x64xf32>
  %sa = tt.splat %a : i32 -> tensor<64xi32>
  %r = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %sa : tensor<64xi32> -> tensor<64xi32>
  %n = arith.addi %sa, %l : tensor<64xi32>
  tt.return %m, %r, %n : tensor<128x64xf32>, tensor<64xi32>, tensor<64xi32>
}

// -----

// Every result of a multi-result op is splatted.
// CHECK-LABEL: tt.func @multi_result
// CHECK-NEXT:    %[[R:.*]]:2 = tt.elementwise_inline_asm {{.*}} %a, %b : i32, i32 -> i32, i32
// CHECK-NEXT:    %[[S0:.*]] = tt.splat %[[R]]#0 : i32 -> tensor<64xi32>
// CHECK-NEXT:    %[[S1:.*]] = tt.splat %[[R]]#1 : i32 -> tensor<64xi32>
// CHECK-NEXT:    tt.return %[[S0]], %[[S1]]
tt.func @multi_result(%a: i32, %b: i32) -> (tensor<64xi32>, tensor<64xi32>) {
  %sa = tt.splat %a : i32 -> tensor<64xi32>
  %sb = tt.splat %b : i32 -> tensor<64xi32>
  %r:2 = tt.elementwise_inline_asm "mov.b32 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,r,r", packed_element = 1 : i32, pure = true} %sa, %sb : tensor<64xi32>, tensor<64xi32> -> tensor<64xi32>, tensor<64xi32>
  tt.return %r#0, %r#1 : tensor<64xi32>, tensor<64xi32>
}

// -----

// The canonicalizations of tt.expand_dims and tt.broadcast run too:
// expand_dims(splat) is a splat, expand_dims(broadcast) a broadcast of
// expand_dims, broadcast(broadcast) one broadcast.
// CHECK-LABEL: tt.func @canonical
// CHECK-NEXT:    %[[S:.*]] = tt.splat %a : f32 -> tensor<64x1xf32>
// CHECK-NEXT:    %[[E1:.*]] = tt.expand_dims %x {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
// CHECK-NEXT:    %[[E2:.*]] = tt.expand_dims %[[E1]] {axis = 2 : i32} : tensor<64x1xf32> -> tensor<64x1x1xf32>
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %[[E2]] : tensor<64x1x1xf32> -> tensor<64x64x8xf32>
// CHECK-NEXT:    %[[Y:.*]] = tt.broadcast %y : tensor<1x1xf32> -> tensor<64x64xf32>
// CHECK-NEXT:    tt.return %[[S]], %[[B]], %[[Y]]
tt.func @canonical(%a: f32, %x: tensor<64xf32>, %y: tensor<1x1xf32>) -> (tensor<64x1xf32>, tensor<64x64x8xf32>, tensor<64x64xf32>) {
  %sa = tt.splat %a : f32 -> tensor<64xf32>
  %e = tt.expand_dims %sa {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
  %xe = tt.expand_dims %x {axis = 1 : i32} : tensor<64xf32> -> tensor<64x1xf32>
  %xb = tt.broadcast %xe : tensor<64x1xf32> -> tensor<64x64xf32>
  %xbe = tt.expand_dims %xb {axis = 2 : i32} : tensor<64x64xf32> -> tensor<64x64x1xf32>
  %xbb = tt.broadcast %xbe : tensor<64x64x1xf32> -> tensor<64x64x8xf32>
  %yb = tt.broadcast %y : tensor<1x1xf32> -> tensor<64x1xf32>
  %ybb = tt.broadcast %yb : tensor<64x1xf32> -> tensor<64x64xf32>
  tt.return %e, %xbb, %ybb : tensor<64x1xf32>, tensor<64x64x8xf32>, tensor<64x64xf32>
}

// -----

// Inside loops too.
// CHECK-LABEL: tt.func @in_loop
// CHECK:         scf.for
// CHECK-NEXT:      %[[F:.*]] = arith.sitofp
// CHECK-NEXT:      %[[S:.*]] = tt.splat %[[F]] : f32 -> tensor<128x1xf32>
// CHECK-NEXT:      %[[M:.*]] = arith.mulf %x, %[[S]] : tensor<128x1xf32>
// CHECK-NEXT:      %[[B:.*]] = tt.broadcast %[[M]] : tensor<128x1xf32> -> tensor<128x64xf32>
// CHECK-NEXT:      arith.addf %{{.*}}, %[[B]] : tensor<128x64xf32>
tt.func @in_loop(%x: tensor<128x1xf32>, %lb: i32, %ub: i32, %st: i32) -> tensor<128x64xf32> {
  %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32>
  %r = scf.for %i = %lb to %ub step %st iter_args(%acc = %zero) -> (tensor<128x64xf32>) : i32 {
    %fi = arith.sitofp %i : i32 to f32
    %si = tt.splat %fi : f32 -> tensor<128x1xf32>
    %bx = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x64xf32>
    %bi = tt.splat %fi : f32 -> tensor<128x64xf32>
    %m = arith.mulf %bx, %bi : tensor<128x64xf32>
    %n = arith.addf %acc, %m : tensor<128x64xf32>
    scf.yield %n : tensor<128x64xf32>
  }
  tt.return %r : tensor<128x64xf32>
}

// -----

// Selects with a splat condition and casts move like any elementwise op.
// CHECK-LABEL: tt.func @select_and_casts
// CHECK-NEXT:    %[[R:.*]] = arith.select %c, %a, %b : f32
// CHECK-NEXT:    %[[SR:.*]] = tt.splat %[[R]] : f32 -> tensor<32xf32>
// CHECK-NEXT:    %[[F:.*]] = arith.sitofp %x : tensor<32x1xi32> to tensor<32x1xf32>
// CHECK-NEXT:    %[[BF:.*]] = tt.broadcast %[[F]] : tensor<32x1xf32> -> tensor<32x16xf32>
// CHECK-NEXT:    %[[E:.*]] = arith.extsi %x : tensor<32x1xi32> to tensor<32x1xi64>
// CHECK-NEXT:    %[[BE:.*]] = tt.broadcast %[[E]] : tensor<32x1xi64> -> tensor<32x16xi64>
// CHECK-NEXT:    tt.return %[[SR]], %[[BF]], %[[BE]]
tt.func @select_and_casts(%c: i1, %a: f32, %b: f32, %x: tensor<32x1xi32>) -> (tensor<32xf32>, tensor<32x16xf32>, tensor<32x16xi64>) {
  %sc = tt.splat %c : i1 -> tensor<32xi1>
  %sa = tt.splat %a : f32 -> tensor<32xf32>
  %sb = tt.splat %b : f32 -> tensor<32xf32>
  %r = arith.select %sc, %sa, %sb : tensor<32xi1>, tensor<32xf32>
  %xb = tt.broadcast %x : tensor<32x1xi32> -> tensor<32x16xi32>
  %f = arith.sitofp %xb : tensor<32x16xi32> to tensor<32x16xf32>
  %e = arith.extsi %xb : tensor<32x16xi32> to tensor<32x16xi64>
  tt.return %r, %f, %e : tensor<32xf32>, tensor<32x16xf32>, tensor<32x16xi64>
}
