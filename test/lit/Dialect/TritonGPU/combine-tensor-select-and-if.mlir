// RUN: tt-opt --split-input-file -tritongpu-combine-tensor-select-and-if %s | FileCheck %s
// RUN: tt-opt --split-input-file -tritongpu-combine-tensor-select-and-if -debug-only=tritongpu-combine-tensor-select-and-if %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
//
// The transformed IR of every case is Triton 3.6's own output for the same
// input (utils/triton-oracle.py on the device machine); the traces are ours.

// A tensor select before an if without else on the same condition: the if
// gets an else and yields both values.
// CHECK-LABEL: tt.func @merge_into_if_without_else
// CHECK-SAME:    (%{{.*}}: tensor<64xf32>, %[[P:.*]]: tensor<64x!tt.ptr<f32>>, %[[C:.*]]: i1)
// CHECK-DAG:     %[[ZERO:.*]] = arith.constant dense<0.000000e+00>
// CHECK-DAG:     %[[ONE:.*]] = arith.constant dense<1.000000e+00>
// CHECK-NOT:     arith.select
// CHECK:         %[[R:.*]] = scf.if %[[C]] -> (tensor<64xf32>) {
// CHECK-NEXT:      tt.store
// CHECK-NEXT:      scf.yield %[[ZERO]] : tensor<64xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[ONE]] : tensor<64xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.store %[[P]], %[[R]]
// TRACE: [tritongpu-combine-tensor-select-and-if] merging %{{[0-9]+}} = arith.select in @merge_into_if_without_else ({{.*}}combine-tensor-select-and-if.mlir:25:10) into scf.if %c in @merge_into_if_without_else ({{.*}}combine-tensor-select-and-if.mlir:26:3)
tt.func @merge_into_if_without_else(%x: tensor<64xf32>, %p: tensor<64x!tt.ptr<f32>>, %c: i1) {
  %zero = arith.constant dense<0.0> : tensor<64xf32>
  %one = arith.constant dense<1.0> : tensor<64xf32>
  %sel = arith.select %c, %zero, %one : tensor<64xf32>
  scf.if %c {
    tt.store %p, %x : tensor<64x!tt.ptr<f32>>
  }
  tt.store %p, %sel : tensor<64x!tt.ptr<f32>>
  tt.return
}

// -----

// Two selects join an if that has results: they come after its own
// results, in program order.
// CHECK-LABEL: tt.func @two_selects
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: tensor<8xi32>, %[[B:.*]]: tensor<8xi32>, %[[X:.*]]: tensor<8xf32>, %[[Y:.*]]: tensor<8xf32>)
// CHECK:         %[[R:.*]]:3 = scf.if %[[C]] -> (tensor<8xi32>, tensor<8xi32>, tensor<8xf32>) {
// CHECK-NEXT:      %[[S:.*]] = arith.subi %[[A]], %[[B]]
// CHECK-NEXT:      scf.yield %[[S]], %[[A]], %[[X]] : tensor<8xi32>, tensor<8xi32>, tensor<8xf32>
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[A]], %[[B]], %[[Y]] : tensor<8xi32>, tensor<8xi32>, tensor<8xf32>
// CHECK-NEXT:    }
// CHECK-NEXT:    tt.return %[[R]]#1, %[[R]]#2, %[[R]]#0
tt.func @two_selects(%c: i1, %a: tensor<8xi32>, %b: tensor<8xi32>, %x: tensor<8xf32>, %y: tensor<8xf32>) -> (tensor<8xi32>, tensor<8xf32>, tensor<8xi32>) {
  %0 = arith.select %c, %a, %b : tensor<8xi32>
  %1 = arith.select %c, %x, %y : tensor<8xf32>
  %2 = scf.if %c -> (tensor<8xi32>) {
    %3 = arith.subi %a, %b : tensor<8xi32>
    scf.yield %3 : tensor<8xi32>
  } else {
    scf.yield %a : tensor<8xi32>
  }
  tt.return %0, %1, %2 : tensor<8xi32>, tensor<8xf32>, tensor<8xi32>
}

// -----

// Uses inside the if take the branch's value, scalar selects included; the
// scalar select itself stays (used after the if).
// CHECK-LABEL: tt.func @uses_inside_if
// CHECK-SAME:    (%[[C:.*]]: i1, %[[A:.*]]: i32, %[[B:.*]]: i32)
// CHECK:         %[[SEL:.*]] = arith.select %[[C]], %[[A]], %[[B]] : i32
// CHECK:         scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      arith.muli %[[A]], %[[A]]
// CHECK:         } else {
// CHECK-NEXT:      arith.subi %[[B]], %[[B]]
// CHECK:         tt.return %{{.*}}, %[[SEL]]
// TRACE-DAG: inside the then region of %{{[0-9]+}} = scf.if in @uses_inside_if ({{.*}}combine-tensor-select-and-if.mlir:74:8), %{{[0-9]+}} = arith.muli in @uses_inside_if ({{.*}}combine-tensor-select-and-if.mlir:75:10) uses the select's true value
// TRACE-DAG: inside the else region of %{{[0-9]+}} = scf.if in @uses_inside_if ({{.*}}combine-tensor-select-and-if.mlir:74:8), %{{[0-9]+}} = arith.subi in @uses_inside_if ({{.*}}combine-tensor-select-and-if.mlir:78:10) uses the select's false value
tt.func @uses_inside_if(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %sel = arith.select %c, %a, %b : i32
  %r = scf.if %c -> (i32) {
    %m = arith.muli %sel, %sel : i32
    scf.yield %m : i32
  } else {
    %s = arith.subi %sel, %sel : i32
    scf.yield %s : i32
  }
  tt.return %r, %sel : i32, i32
}

// -----

// Unchanged: the if comes before the select; the select is used before the
// if; the if is in another block (nested in a loop).
// CHECK-LABEL: tt.func @unchanged
// CHECK-COUNT-3: arith.select
// TRACE-NOT: merging
tt.func @unchanged(%c: i1, %a: tensor<8xi32>, %b: tensor<8xi32>, %p: tensor<8x!tt.ptr<i32>>, %n: i32) {
  scf.if %c {
    tt.store %p, %a : tensor<8x!tt.ptr<i32>>
  }
  %0 = arith.select %c, %a, %b : tensor<8xi32>
  tt.store %p, %0 : tensor<8x!tt.ptr<i32>>
  %1 = arith.select %c, %b, %a : tensor<8xi32>
  tt.store %p, %1 : tensor<8x!tt.ptr<i32>>
  scf.if %c {
    tt.store %p, %b : tensor<8x!tt.ptr<i32>>
  }
  %2 = arith.select %c, %a, %a : tensor<8xi32>
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  scf.for %i = %c0 to %n step %c1 : i32 {
    scf.if %c {
      tt.store %p, %b : tensor<8x!tt.ptr<i32>>
    }
  }
  tt.store %p, %2 : tensor<8x!tt.ptr<i32>>
  tt.return
}
