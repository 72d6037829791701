// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's output on the corpus (sm90 softmax block 66,
// layer_norm block 64): div.full for f32 divisions, ex2.approx of
// x * log2(e) for exp, libdevice for sqrt, div.rn.d for f64 divisions, one
// op per register.
// CHECK: llvm.func @__nv_sqrtf(f32) -> f32
// CHECK-LABEL: llvm.func @math
// CHECK-COUNT-4: llvm.fsub %{{.*}}, %{{.*}} : f32
// CHECK: %[[LOG2E:.*]] = llvm.mlir.constant(1.44269502 : f32) : f32
// CHECK: %[[SCALED:.*]] = llvm.fmul %{{.*}}, %[[LOG2E]] : f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%[[SCALED]]) : (f32) -> f32
// CHECK-COUNT-4: llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.full"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, f32
// CHECK: llvm.sitofp %{{.*}} : i32 to f32
// CHECK: llvm.call @__nv_sqrtf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.d"(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK: llvm.icmp "slt" %{{.*}}, %{{.*}} : i32
// CHECK: llvm.fcmp "olt" %{{.*}}, %{{.*}} : f32
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @math(%x: tensor<512xf32, #blocked>, %y: tensor<512xf32, #blocked>, %h: tensor<512xf16, #blocked>, %c: tensor<512xi1, #blocked>, %n: i32, %m: i32, %s: f32, %d: f64) {
    %0 = arith.subf %x, %y : tensor<512xf32, #blocked>
    %1 = math.exp %0 : tensor<512xf32, #blocked>
    %2 = arith.maxnumf %1, %y : tensor<512xf32, #blocked>
    %3 = arith.divf %2, %x : tensor<512xf32, #blocked>
    %4 = arith.extf %h : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %5 = arith.truncf %3 : tensor<512xf32, #blocked> to tensor<512xf16, #blocked>
    %6 = arith.select %c, %4, %3 : tensor<512xi1, #blocked>, tensor<512xf32, #blocked>
    %7 = arith.sitofp %n : i32 to f32
    %8 = math.sqrt %7 : f32
    %9 = arith.divf %d, %d : f64
    %10 = arith.cmpi slt, %n, %m : i32
    %11 = arith.cmpf olt, %s, %s : f32
    tt.return
  }
}
