// RUN: tt-opt --split-input-file -tritongpu-F32DotTC="emu-tf32=true" %s | FileCheck %s
// RUN: tt-opt --split-input-file -tritongpu-F32DotTC="emu-tf32=false" %s | FileCheck %s --check-prefix=NOEMU
// RUN: tt-opt --split-input-file -tritongpu-F32DotTC -debug-only=tritongpu-F32DotTC %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE

// bf16x3: two bf16 parts per operand, three ieee dots, NaNs of the small
// products zeroed, then + c.
// CHECK-LABEL: tt.func @bf16x3
// CHECK-SAME:    (%[[A:.*]]: tensor<16x16xf32>, %[[B:.*]]: tensor<16x16xf32>, %[[C:.*]]: tensor<16x16xf32>)
// CHECK:         %[[ZERO:.*]] = arith.constant dense<0.000000e+00> : tensor<16x16xf32>
// CHECK:         %[[AHI:.*]] = arith.truncf %[[A]] : tensor<16x16xf32> to tensor<16x16xbf16>
// CHECK-NEXT:    %[[T0:.*]] = arith.extf %[[AHI]]
// CHECK-NEXT:    %[[T1:.*]] = arith.subf %[[A]], %[[T0]]
// CHECK-NEXT:    %[[AMID:.*]] = arith.truncf %[[T1]]
// CHECK-NEXT:    %[[BHI:.*]] = arith.truncf %[[B]]
// CHECK-NEXT:    %[[T2:.*]] = arith.extf %[[BHI]]
// CHECK-NEXT:    %[[T3:.*]] = arith.subf %[[B]], %[[T2]]
// CHECK-NEXT:    %[[BMID:.*]] = arith.truncf %[[T3]]
// CHECK-NEXT:    %[[D0:.*]] = tt.dot %[[AMID]], %[[BHI]], %[[ZERO]] : tensor<16x16xbf16> * tensor<16x16xbf16> -> tensor<16x16xf32>
// CHECK-NEXT:    %[[D1:.*]] = tt.dot %[[AHI]], %[[BMID]], %[[D0]]
// CHECK-NEXT:    %[[NAN:.*]] = arith.cmpf uno, %[[D1]], %[[D1]]
// CHECK-NEXT:    %[[Z:.*]] = arith.select %[[NAN]], %[[ZERO]], %[[D1]]
// CHECK-NEXT:    %[[D2:.*]] = tt.dot %[[AHI]], %[[BHI]], %[[Z]]
// CHECK-NEXT:    %[[R:.*]] = arith.addf %[[D2]], %[[C]]
// CHECK-NEXT:    tt.return %[[R]]
// TRACE: [tritongpu-F32DotTC] decomposing the bf16x3 dot %{{[0-9]+}} = tt.dot in @bf16x3 ({{.*}}f32-dot-tc.mlir:27:8) into 3 ieee dots of bf16 parts
tt.func @bf16x3(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}

// -----

// bf16x6: a third part; mid*mid, lo*hi, hi*lo come first.
// CHECK-LABEL: tt.func @bf16x6
// CHECK-COUNT-6: arith.truncf
// CHECK:         %[[D0:.*]] = tt.dot %[[AMID:.*]], %[[BMID:.*]], %{{.*}}
// CHECK-NEXT:    %[[D1:.*]] = tt.dot %[[ALO:.*]], %[[BHI:.*]], %[[D0]]
// CHECK-NEXT:    %[[D2:.*]] = tt.dot %[[AHI:.*]], %[[BLO:.*]], %[[D1]]
// CHECK-NEXT:    %[[D3:.*]] = tt.dot %[[AMID]], %[[BHI]], %[[D2]]
// CHECK-NEXT:    %[[D4:.*]] = tt.dot %[[AHI]], %[[BMID]], %[[D3]]
// CHECK-NEXT:    arith.cmpf uno
// CHECK-NEXT:    %[[Z:.*]] = arith.select
// CHECK-NEXT:    tt.dot %[[AHI]], %[[BHI]], %[[Z]]
// CHECK-NEXT:    arith.addf
tt.func @bf16x6(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = bf16x6 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}

// -----

// tf32x3 with emu-tf32: three tf32 dots of the cvt.rna.tf32 parts. Without
// it (and for the default on hip targets) the dot stays.
// CHECK-LABEL: tt.func @tf32x3
// CHECK:         %[[ABIG:.*]] = tt.elementwise_inline_asm "cvt.rna.tf32.f32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %[[A:.*]] :
// CHECK-NEXT:    %[[ASMALL:.*]] = arith.subf %[[A]], %[[ABIG]]
// CHECK-NEXT:    %[[BBIG:.*]] = tt.elementwise_inline_asm
// CHECK-NEXT:    %[[BSMALL:.*]] = arith.subf
// CHECK-NEXT:    %[[D0:.*]] = tt.dot %[[ASMALL]], %[[BBIG]], %{{.*}}, inputPrecision = tf32
// CHECK-NEXT:    %[[D1:.*]] = tt.dot %[[ABIG]], %[[BSMALL]], %[[D0]], inputPrecision = tf32
// CHECK-NEXT:    arith.cmpf uno
// CHECK-NEXT:    %[[Z:.*]] = arith.select
// CHECK-NEXT:    tt.dot %[[ABIG]], %[[BBIG]], %[[Z]], inputPrecision = tf32
// CHECK-NEXT:    arith.addf
// NOEMU-LABEL: tt.func @tf32x3
// NOEMU-NEXT:    tt.dot %{{.*}}, inputPrecision = tf32x3
// TRACE: [tritongpu-F32DotTC] emu-tf32 = 1
// TRACE: [tritongpu-F32DotTC] decomposing the tf32x3 dot %{{[0-9]+}} = tt.dot in @tf32x3 ({{.*}}f32-dot-tc.mlir:71:8) into 3 tf32 dots
module attributes {ttg.target = "cuda:90"} {
tt.func @tf32x3(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
  %d = tt.dot %a, %b, %c, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  tt.return %d : tensor<16x16xf32>
}
}

// -----

// Unchanged: tf32 and ieee dots, and bf16x3 of non-f32 operands.
// CHECK-LABEL: tt.func @unchanged
// CHECK-NEXT:    tt.dot %{{.*}}, inputPrecision = tf32
// CHECK-NEXT:    tt.dot %{{.*}} : tensor<16x16xf32>
// CHECK-NEXT:    tt.dot %{{.*}}, inputPrecision = bf16x3 : tensor<16x16xf16>
// TRACE: emu-tf32 = 0
// TRACE-NOT: decomposing
module attributes {ttg.target = "hip:gfx942"} {
tt.func @unchanged(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>, %h: tensor<16x16xf16>) -> tensor<16x16xf32> {
  %0 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %1 = tt.dot %a, %b, %0 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
  %2 = tt.dot %h, %h, %1, inputPrecision = bf16x3 : tensor<16x16xf16> * tensor<16x16xf16> -> tensor<16x16xf32>
  tt.return %2 : tensor<16x16xf32>
}
}

// A tf32x3 dot with neither the option nor a target: an error naming it.
// RUN: not tt-opt -tritongpu-F32DotTC %S/Inputs/f32-dot-tc-no-target.mlir 2>&1 | FileCheck %s --check-prefix=ERR
// ERR: f32-dot-tc-no-target.mlir:{{[0-9]+}}:{{[0-9]+}}: error: tritongpu-F32DotTC: pass `emu-tf32` or give the module a `ttg.target`
