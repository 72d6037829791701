// The inliner stacks an inlined op's location onto its call's
// (`callsite(op at call)`) only when the call has a location: Triton's
// calls at `loc(unknown)` (dumps without line info) leave the inlined ops'
// locations as they were. tt-opt gives ops without a position their place
// in the input while passes run (for its errors); the calls must not look
// located to the inliner because of that.
// RUN: tt-opt --mlir-print-debuginfo --mlir-print-local-scope -inline %s | FileCheck %s

// CHECK-LABEL: tt.func public @unknown_call
// CHECK-NEXT:    arith.constant dense<0.000000e+00> : tensor<16xf32> loc(unknown)
tt.func public @unknown_call() -> tensor<16xf32> {
  %0 = tt.call @zeros() : () -> tensor<16xf32> loc(unknown)
  tt.return %0 : tensor<16xf32> loc(unknown)
} loc(unknown)

// CHECK-LABEL: tt.func public @located_call
// CHECK-NEXT:    arith.constant dense<0.000000e+00> : tensor<16xf32> loc(callsite(unknown at "kernel.py":7:11))
tt.func public @located_call() -> tensor<16xf32> {
  %0 = tt.call @zeros() : () -> tensor<16xf32> loc("kernel.py":7:11)
  tt.return %0 : tensor<16xf32> loc(unknown)
} loc(unknown)

tt.func private @zeros() -> tensor<16xf32> {
  %cst = arith.constant dense<0.000000e+00> : tensor<16xf32> loc(unknown)
  tt.return %cst : tensor<16xf32> loc(unknown)
} loc(unknown)
