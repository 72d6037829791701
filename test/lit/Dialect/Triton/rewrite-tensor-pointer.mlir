// RUN: tt-opt --split-input-file -triton-rewrite-tensor-pointer %s | FileCheck %s
// RUN: tt-opt --split-input-file -triton-rewrite-tensor-pointer -debug-only=triton-rewrite-tensor-pointer %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// A 1-D load with a boundary check and NaN padding: pointers, then the
// mask (its zero constant built in place), then `other`.
// CHECK-LABEL: tt.func @load_1d
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[OFF:.*]] = arith.extsi %off : i32 to i64
// CHECK-NEXT:    %[[BASE:.*]] = tt.splat %base : !tt.ptr<f32> -> tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    %[[SOFF:.*]] = tt.splat %[[OFF]] : i64 -> tensor<64xi64>
// CHECK-NEXT:    %[[R:.*]] = tt.make_range {end = 64 : i32, start = 0 : i32} : tensor<64xi32>
// CHECK-NEXT:    %[[R64:.*]] = arith.extsi %[[R]] : tensor<64xi32> to tensor<64xi64>
// CHECK-NEXT:    %[[IDX:.*]] = arith.addi %[[SOFF]], %[[R64]] : tensor<64xi64>
// CHECK-NEXT:    %[[ST:.*]] = tt.splat %[[C1]] : i64 -> tensor<64xi64>
// CHECK-NEXT:    %[[SC:.*]] = arith.muli %[[IDX]], %[[ST]] : tensor<64xi64>
// CHECK-NEXT:    %[[B:.*]] = tt.broadcast %[[SC]] : tensor<64xi64> -> tensor<64xi64>
// CHECK-NEXT:    %[[PTRS:.*]] = tt.addptr %[[BASE]], %[[B]] : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    %[[LO:.*]] = tt.splat %[[C0]] : i64 -> tensor<64xi64>
// CHECK-NEXT:    %[[GE:.*]] = arith.cmpi sge, %[[IDX]], %[[LO]] : tensor<64xi64>
// CHECK-NEXT:    %[[HI:.*]] = tt.splat %m : i64 -> tensor<64xi64>
// CHECK-NEXT:    %[[LT:.*]] = arith.cmpi slt, %[[IDX]], %[[HI]] : tensor<64xi64>
// CHECK-NEXT:    %[[IN:.*]] = arith.andi %[[GE]], %[[LT]] : tensor<64xi1>
// CHECK-NEXT:    %[[MASK:.*]] = tt.broadcast %[[IN]] : tensor<64xi1> -> tensor<64xi1>
// CHECK-NEXT:    %[[NAN:.*]] = arith.constant 0x7FC00000 : f32
// CHECK-NEXT:    %[[OTHER:.*]] = tt.splat %[[NAN]] : f32 -> tensor<64xf32>
// CHECK-NEXT:    %[[V:.*]] = tt.load %[[PTRS]], %[[MASK]], %[[OTHER]] : tensor<64x!tt.ptr<f32>>
// CHECK-NEXT:    tt.return %[[V]] : tensor<64xf32>
// TRACE: [triton-rewrite-tensor-pointer] %{{[0-9]+}} = tt.load in @load_1d ({{.*}}rewrite-tensor-pointer.mlir:[[@LINE+4]]:8): through %{{[0-9]+}} = tt.addptr
tt.func @load_1d(%base: !tt.ptr<f32>, %m: i64, %off: i32) -> tensor<64xf32> {
  %c1 = arith.constant 1 : i64
  %p = tt.make_tensor_ptr %base, [%m], [%c1], [%off] {order = array<i32: 0>} : <tensor<64xf32>>
  %v = tt.load %p {boundaryCheck = array<i32: 0>, padding = 2 : i32} : !tt.ptr<tensor<64xf32>>
  tt.return %v : tensor<64xf32>
}

// -----

// Block pointers carried by a loop become their offsets (two i64 each, in
// the iter_arg's place); advances add to them; a load checking dimension 1
// with zero padding keeps its cache modifier; loads and stores after the
// loop use its offset results.
// CHECK-LABEL: tt.func @store_2d_loop
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : i64
// CHECK-NEXT:    %[[C32:.*]] = arith.constant 32 : i32
// CHECK-NEXT:    %[[X0:.*]] = arith.extsi %[[C0]] : i32 to i64
// CHECK-NEXT:    %[[X1:.*]] = arith.extsi %[[C0]] : i32 to i64
// CHECK-NEXT:    %[[Y0:.*]] = arith.extsi %[[C0]] : i32 to i64
// CHECK-NEXT:    %[[Y1:.*]] = arith.extsi %k : i32 to i64
// CHECK-NEXT:    %[[FOR:.*]]:5 = scf.for %[[I:.*]] = %[[C0]] to %k step %[[C32]] iter_args(%[[A0:.*]] = %[[X0]], %[[A1:.*]] = %[[X1]], %[[CNT:.*]] = %[[C0]], %[[B0:.*]] = %[[Y0]], %[[B1:.*]] = %[[Y1]]) -> (i64, i64, i32, i64, i64)  : i32 {
// CHECK-NEXT:      tt.splat %x : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:      tt.splat %[[A0]] : i64 -> tensor<16xi64>
// CHECK:           %[[COL:.*]] = tt.expand_dims %{{.*}} {axis = 0 : i32} : tensor<32xi64> -> tensor<1x32xi64>
// CHECK:           %[[PA:.*]] = tt.addptr %{{.*}} : tensor<16x32x!tt.ptr<f16>>, tensor<16x32xi64>
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i64
// CHECK-NEXT:      tt.splat %[[Z]] : i64 -> tensor<1x32xi64>
// CHECK-NEXT:      arith.cmpi sge, %[[COL]]
// CHECK-NEXT:      tt.splat %n : i64 -> tensor<1x32xi64>
// CHECK-NEXT:      arith.cmpi slt, %[[COL]]
// CHECK-NEXT:      arith.andi
// CHECK-NEXT:      %[[MA:.*]] = tt.broadcast %{{.*}} : tensor<1x32xi1> -> tensor<16x32xi1>
// CHECK-NEXT:      %[[ZERO:.*]] = arith.constant 0.000000e+00 : f16
// CHECK-NEXT:      %[[OA:.*]] = tt.splat %[[ZERO]] : f16 -> tensor<16x32xf16>
// CHECK-NEXT:      %[[V:.*]] = tt.load %[[PA]], %[[MA]], %[[OA]] cacheModifier = ca : tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:      tt.splat %y : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:      tt.splat %[[B0]] : i64 -> tensor<16xi64>
// CHECK:           %[[MB:.*]] = arith.andi %{{.*}}, %{{.*}} : tensor<16x32xi1>
// CHECK-NEXT:      tt.store %{{.*}}, %[[V]], %[[MB]] : tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:      %[[D0:.*]] = arith.extsi %[[C0]] : i32 to i64
// CHECK-NEXT:      %[[NA0:.*]] = arith.addi %[[A0]], %[[D0]] : i64
// CHECK-NEXT:      %[[D1:.*]] = arith.extsi %[[C32]] : i32 to i64
// CHECK-NEXT:      %[[NA1:.*]] = arith.addi %[[A1]], %[[D1]] : i64
// CHECK-NEXT:      %[[E0:.*]] = arith.extsi %[[C32]] : i32 to i64
// CHECK-NEXT:      %[[NB0:.*]] = arith.addi %[[B0]], %[[E0]] : i64
// CHECK-NEXT:      %[[E1:.*]] = arith.extsi %[[I]] : i32 to i64
// CHECK-NEXT:      %[[NB1:.*]] = arith.addi %[[B1]], %[[E1]] : i64
// CHECK-NEXT:      %[[NCNT:.*]] = arith.addi %[[CNT]], %[[I]] : i32
// CHECK-NEXT:      scf.yield %[[NA0]], %[[NA1]], %[[NCNT]], %[[NB0]], %[[NB1]] : i64, i64, i32, i64, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.splat %x : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %[[FOR]]#0 : i64 -> tensor<16xi64>
// CHECK:         %[[W:.*]] = tt.load %{{.*}} : tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %y : !tt.ptr<f16> -> tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.splat %[[FOR]]#3 : i64 -> tensor<16xi64>
// CHECK:         tt.store %{{.*}}, %[[W]] : tensor<16x32x!tt.ptr<f16>>
// CHECK-NEXT:    tt.return
// CHECK-NOT:   tt.make_tensor_ptr
// CHECK-NOT:   tt.advance
// TRACE: [triton-rewrite-tensor-pointer] %{{[0-9]+}}:3 = scf.for in @store_2d_loop ({{.*}}rewrite-tensor-pointer.mlir:[[@LINE+7]]:10): block pointers carried as offsets by %{{[0-9]+}}:5 = scf.for
tt.func @store_2d_loop(%x: !tt.ptr<f16>, %y: !tt.ptr<f16>, %m: i64, %n: i64, %s: i64, %k: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %c32 = arith.constant 32 : i32
  %px = tt.make_tensor_ptr %x, [%m, %n], [%s, %c1], [%c0, %c0] {order = array<i32: 1, 0>} : <tensor<16x32xf16>>
  %py = tt.make_tensor_ptr %y, [%m, %n], [%s, %c1], [%c0, %k] {order = array<i32: 1, 0>} : <tensor<16x32xf16>>
  %r:3 = scf.for %i = %c0 to %k step %c32 iter_args(%a = %px, %cnt = %c0, %b = %py) -> (!tt.ptr<tensor<16x32xf16>>, i32, !tt.ptr<tensor<16x32xf16>>) : i32 {
    %v = tt.load %a {boundaryCheck = array<i32: 1>, padding = 1 : i32, cache = 2 : i32} : !tt.ptr<tensor<16x32xf16>>
    tt.store %b, %v {boundaryCheck = array<i32: 0, 1>} : !tt.ptr<tensor<16x32xf16>>
    %a2 = tt.advance %a, [%c0, %c32] : <tensor<16x32xf16>>
    %b2 = tt.advance %b, [%c32, %i] : <tensor<16x32xf16>>
    %cnt2 = arith.addi %cnt, %i : i32
    scf.yield %a2, %cnt2, %b2 : !tt.ptr<tensor<16x32xf16>>, i32, !tt.ptr<tensor<16x32xf16>>
  }
  %w = tt.load %r#0 : !tt.ptr<tensor<16x32xf16>>
  tt.store %r#2, %w : !tt.ptr<tensor<16x32xf16>>
  tt.return
}

// -----

// An scf.if yielding a block pointer yields its three offsets instead;
// the load after it is masked in dimensions 2 then 0 (its boundaryCheck's
// order).
// CHECK-LABEL: tt.func @if_ptr
// CHECK:         %[[O0:.*]] = arith.extsi %c0_i32 : i32 to i64
// CHECK-NEXT:    %[[O1:.*]] = arith.extsi %c0_i32 : i32 to i64
// CHECK-NEXT:    %[[O2:.*]] = arith.extsi %d : i32 to i64
// CHECK-NEXT:    %[[IF:.*]]:4 = scf.if %c -> (i32, i64, i64, i64) {
// CHECK-NEXT:      %[[D0:.*]] = arith.extsi %d : i32 to i64
// CHECK-NEXT:      %[[N0:.*]] = arith.addi %[[O0]], %[[D0]] : i64
// CHECK-NEXT:      %[[D1:.*]] = arith.extsi %c0_i32 : i32 to i64
// CHECK-NEXT:      %[[N1:.*]] = arith.addi %[[O1]], %[[D1]] : i64
// CHECK-NEXT:      %[[D2:.*]] = arith.extsi %c0_i32 : i32 to i64
// CHECK-NEXT:      %[[N2:.*]] = arith.addi %[[O2]], %[[D2]] : i64
// CHECK-NEXT:      scf.yield %d, %[[N0]], %[[N1]], %[[N2]] : i32, i64, i64, i64
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %c0_i32, %[[O0]], %[[O1]], %[[O2]] : i32, i64, i64, i64
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.splat %x : !tt.ptr<i32> -> tensor<8x4x2x!tt.ptr<i32>>
// CHECK-NEXT:    tt.splat %[[IF]]#1 : i64 -> tensor<8xi64>
// CHECK:         tt.splat %[[IF]]#2 : i64 -> tensor<4xi64>
// CHECK:         tt.splat %[[IF]]#3 : i64 -> tensor<2xi64>
// CHECK:         %[[C0A:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    tt.splat %[[C0A]] : i64 -> tensor<1x1x2xi64>
// CHECK:         %[[C0B:.*]] = arith.constant 0 : i64
// CHECK-NEXT:    tt.splat %[[C0B]] : i64 -> tensor<8x1x1xi64>
// CHECK:         %[[M:.*]] = arith.andi %{{.*}}, %{{.*}} : tensor<8x4x2xi1>
// CHECK-NEXT:    %[[V:.*]] = tt.load %{{.*}}, %[[M]] : tensor<8x4x2x!tt.ptr<i32>>
// CHECK-NEXT:    tt.return %[[V]], %[[IF]]#0
// TRACE: [triton-rewrite-tensor-pointer] %{{[0-9]+}}:2 = scf.if in @if_ptr ({{.*}}): block pointers carried as offsets by %{{[0-9]+}}:4 = scf.if
tt.func @if_ptr(%x: !tt.ptr<i32>, %m: i64, %c: i1, %d: i32) -> (tensor<8x4x2xi32>, i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %p = tt.make_tensor_ptr %x, [%m, %m, %m], [%c2, %c1, %c1], [%c0, %c0, %d] {order = array<i32: 2, 1, 0>} : <tensor<8x4x2xi32>>
  %r:2 = scf.if %c -> (i32, !tt.ptr<tensor<8x4x2xi32>>) {
    %q = tt.advance %p, [%d, %c0, %c0] : <tensor<8x4x2xi32>>
    scf.yield %d, %q : i32, !tt.ptr<tensor<8x4x2xi32>>
  } else {
    scf.yield %c0, %p : i32, !tt.ptr<tensor<8x4x2xi32>>
  }
  %v = tt.load %r#1 {boundaryCheck = array<i32: 2, 0>} : !tt.ptr<tensor<8x4x2xi32>>
  tt.return %v, %r#0 : tensor<8x4x2xi32>, i32
}

// -----

// A loop over a block pointer inside an scf.if without results, and an
// scf.if without block pointers (left alone).
// CHECK-LABEL: tt.func @nested_for_in_if
// CHECK:         scf.if %c {
// CHECK-NEXT:      %[[F:.*]] = scf.for %{{.*}} = %c0_i32 to %n step %c16_i32 iter_args(%[[A:.*]] = %{{.*}}) -> (i64)  : i32 {
// CHECK-NEXT:        tt.splat %x
// CHECK-NEXT:        tt.splat %[[A]] : i64 -> tensor<16xi64>
// CHECK:             tt.store %{{.*}}, %cst, %{{.*}} : tensor<16x!tt.ptr<f32>>
// CHECK-NEXT:        %[[D:.*]] = arith.extsi %c16_i32 : i32 to i64
// CHECK-NEXT:        %[[NA:.*]] = arith.addi %[[A]], %[[D]] : i64
// CHECK-NEXT:        scf.yield %[[NA]] : i64
// CHECK-NEXT:      }
// CHECK-NEXT:      tt.splat %x
// CHECK-NEXT:      tt.splat %[[F]] : i64 -> tensor<16xi64>
// CHECK:           tt.store %{{.*}}, %cst : tensor<16x!tt.ptr<f32>>
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return
tt.func @nested_for_in_if(%x: !tt.ptr<f32>, %m: i64, %c: i1, %n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i64
  %c16 = arith.constant 16 : i32
  %cst = arith.constant dense<1.0> : tensor<16xf32>
  %p = tt.make_tensor_ptr %x, [%m], [%c1], [%c0] {order = array<i32: 0>} : <tensor<16xf32>>
  scf.if %c {
    %r = scf.for %i = %c0 to %n step %c16 iter_args(%a = %p) -> (!tt.ptr<tensor<16xf32>>) : i32 {
      tt.store %a, %cst {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<16xf32>>
      %a2 = tt.advance %a, [%c16] : <tensor<16xf32>>
      scf.yield %a2 : !tt.ptr<tensor<16xf32>>
    }
    tt.store %r, %cst : !tt.ptr<tensor<16xf32>>
  }
  tt.return
}

// -----

// CHECK-LABEL: tt.func @no_block_pointer
// CHECK-NEXT:    %[[V:.*]] = scf.if %c -> (f32) {
// CHECK-NEXT:      %[[A:.*]] = tt.load %x : !tt.ptr<f32>
// CHECK-NEXT:      scf.yield %[[A]] : f32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT:      scf.yield %[[Z]] : f32
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[V]] : f32
// TRACE-NOT: @no_block_pointer
tt.func @no_block_pointer(%x: !tt.ptr<f32>, %c: i1) -> f32 {
  %v = scf.if %c -> f32 {
    %a = tt.load %x : !tt.ptr<f32>
    scf.yield %a : f32
  } else {
    %z = arith.constant 0.0 : f32
    scf.yield %z : f32
  }
  tt.return %v : f32
}
