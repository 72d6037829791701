// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on this
// input, run through Triton itself. tt.join interleaves the operands'
// registers (the joined dim is the lowest register bit), tt.split takes the
// even and the odd registers, tt.cat appends rhs's registers to lhs's, and
// tt.trans to the transposed layout keeps the registers as they are;
// tt.unsplat is the first register. Where an operand is a struct another
// pattern just built, its fields are taken without Triton's extractvalues
// (the same IR once canonicalize has folded Triton's).

// CHECK-LABEL: llvm.func @views
// CHECK-DAG: %[[X0:.*]] = llvm.extractvalue %x[0] : !llvm.struct<(f32, f32)>
// CHECK-DAG: %[[X1:.*]] = llvm.extractvalue %x[1] : !llvm.struct<(f32, f32)>
// CHECK-DAG: %[[Y0:.*]] = llvm.extractvalue %y[0] : !llvm.struct<(f32, f32)>
// CHECK-DAG: %[[Y1:.*]] = llvm.extractvalue %y[1] : !llvm.struct<(f32, f32)>
// CHECK: %[[J0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: %[[J1:.*]] = llvm.insertvalue %[[Y0]], %[[J0]][1]
// CHECK: %[[J2:.*]] = llvm.insertvalue %[[X1]], %[[J1]][2]
// CHECK: %[[J:.*]] = llvm.insertvalue %[[Y1]], %[[J2]][3]
// (The split takes the joined struct's fields as tt.join put them in, no
// extractvalues: the even ones, x's, and the odd ones, y's.)
// CHECK: %[[L0:.*]] = llvm.insertvalue %[[X0]], %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK: %[[L:.*]] = llvm.insertvalue %[[X1]], %[[L0]][1] : !llvm.struct<(f32, f32)>
// CHECK: %[[R0:.*]] = llvm.insertvalue %[[Y0]], %{{.*}}[0] : !llvm.struct<(f32, f32)>
// CHECK: %[[R:.*]] = llvm.insertvalue %[[Y1]], %[[R0]][1] : !llvm.struct<(f32, f32)>
// CHECK: %[[D0:.*]] = llvm.fsub %[[X0]], %[[Y0]]
// CHECK: %[[D1:.*]] = llvm.fsub %[[X1]], %[[Y1]]
// CHECK: %[[C0:.*]] = llvm.extractvalue %x[0]
// CHECK: %[[C1:.*]] = llvm.extractvalue %x[1]
// CHECK: llvm.insertvalue %[[C0]], %{{.*}}[0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK: llvm.insertvalue %[[C1]], %{{.*}}[1]
// CHECK: llvm.insertvalue %[[D0]], %{{.*}}[2]
// CHECK: llvm.insertvalue %[[D1]], %{{.*}}[3]
// CHECK: %[[A0:.*]] = llvm.extractvalue %a[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK: %[[A1:.*]] = llvm.extractvalue %a[1]
// CHECK: %[[T0:.*]] = llvm.insertvalue %[[A0]], %{{.*}}[0]
// CHECK: llvm.insertvalue %[[A1]], %[[T0]][1]
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#b2 = #ttg.blocked<{sizePerThread = [2, 2], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [1, 0]}>
#bA = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [8, 4], warpsPerCTA = [4, 1], order = [1, 0]}>
#bAT = #ttg.blocked<{sizePerThread = [4, 1], threadsPerWarp = [4, 8], warpsPerCTA = [1, 4], order = [0, 1]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @views(%x: tensor<256xf32, #b1>, %y: tensor<256xf32, #b1>, %a: tensor<32x64xf32, #bA>, %o: !tt.ptr<f32>) {
    %0 = tt.join %x, %y : tensor<256xf32, #b1> -> tensor<256x2xf32, #b2>
    %l, %r = tt.split %0 : tensor<256x2xf32, #b2> -> tensor<256xf32, #b1>
    %1 = arith.subf %l, %r : tensor<256xf32, #b1>
    %2 = tt.cat %x, %1 : tensor<256xf32, #b1> -> tensor<512xf32, #b1>
    %3 = tt.trans %a {order = array<i32: 1, 0>} : tensor<32x64xf32, #bA> -> tensor<64x32xf32, #bAT>
    %s = tt.splat %o : !tt.ptr<f32> -> tensor<512x!tt.ptr<f32>, #b1>
    tt.store %s, %2 : tensor<512x!tt.ptr<f32>, #b1>
    %s2 = tt.splat %o : !tt.ptr<f32> -> tensor<64x32x!tt.ptr<f32>, #bAT>
    tt.store %s2, %3 : tensor<64x32x!tt.ptr<f32>, #bAT>
    tt.return
  }
  // CHECK-LABEL: llvm.func @unsplat
  // CHECK: %[[V:.*]] = llvm.extractvalue %u[0] : !llvm.struct<(f32, f32)>
  // CHECK: llvm.fadd %[[V]], %[[V]] : f32
  tt.func public @unsplat(%u: tensor<1xf32, #b1>) {
    %0 = tt.unsplat %u : tensor<1xf32, #b1>
    %1 = arith.addf %0, %0 : f32
    tt.return
  }
}

