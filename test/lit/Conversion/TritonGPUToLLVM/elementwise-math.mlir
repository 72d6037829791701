// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on this
// input, run through Triton itself: math ops are libdevice calls (f16 goes
// through f32), exp of f32 is ex2.approx, precise ops are the .rn
// intrinsics, extern calls are declared with libname/libpath, min/max keep
// their NaN semantics, clampf is max then min.

// CHECK: llvm.func @__nv_logf(f32) -> f32
// CHECK: llvm.func @__nv_log2f(f32) -> f32
// CHECK: llvm.func @__nv_exp2f(f32) -> f32
// CHECK: llvm.func @__nv_sinf(f32) -> f32
// CHECK: llvm.func @__nv_cosf(f32) -> f32
// CHECK: llvm.func @__nv_rsqrtf(f32) -> f32
// CHECK: llvm.func @__nv_erff(f32) -> f32
// CHECK: llvm.func @__nv_floorf(f32) -> f32
// CHECK: llvm.func @__nv_ceilf(f32) -> f32
// CHECK: llvm.func @__nv_powf(f32, f32) -> f32 attributes {libname = "", libpath = ""}
// CHECK-LABEL: llvm.func @math_f32
// CHECK: llvm.call @__nv_logf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_log2f(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_exp2f(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_sinf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_cosf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_rsqrtf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_erff(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_floorf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_ceilf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.intr.fma(%{{.*}}, %{{.*}}, %{{.*}}) : (f32, f32, f32) -> f32
// CHECK: llvm.intr.fabs(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.f"(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call @__nv_powf(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minimum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: %[[LO:.*]] = llvm.intr.maximum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minimum(%[[LO]], %{{.*}}) : (f32, f32) -> f32
// CHECK: %[[LO2:.*]] = llvm.intr.maxnum(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.intr.minnum(%[[LO2]], %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.frem %{{.*}}, %{{.*}} : f32
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @math_f32(%x: tensor<128xf32, #blocked>, %y: tensor<128xf32, #blocked>, %z: tensor<128xf32, #blocked>) {
    %0 = math.log %x : tensor<128xf32, #blocked>
    %1 = math.log2 %0 : tensor<128xf32, #blocked>
    %2 = math.exp2 %1 : tensor<128xf32, #blocked>
    %3 = math.sin %2 : tensor<128xf32, #blocked>
    %4 = math.cos %3 : tensor<128xf32, #blocked>
    %5 = math.rsqrt %4 : tensor<128xf32, #blocked>
    %6 = math.erf %5 : tensor<128xf32, #blocked>
    %7 = math.floor %6 : tensor<128xf32, #blocked>
    %8 = math.ceil %7 : tensor<128xf32, #blocked>
    %9 = math.fma %8, %y, %z : tensor<128xf32, #blocked>
    %10 = math.absf %9 : tensor<128xf32, #blocked>
    %11 = tt.precise_sqrt %10 : tensor<128xf32, #blocked>
    %12 = tt.precise_divf %11, %y : tensor<128xf32, #blocked>
    %13 = tt.extern_elementwise %12, %y {libname = "", libpath = "", pure = true, symbol = "__nv_powf"} : (tensor<128xf32, #blocked>, tensor<128xf32, #blocked>) -> tensor<128xf32, #blocked>
    %14 = arith.minimumf %13, %y : tensor<128xf32, #blocked>
    %15 = arith.maximumf %14, %z : tensor<128xf32, #blocked>
    %16 = arith.minnumf %15, %y : tensor<128xf32, #blocked>
    %17 = arith.maxnumf %16, %z : tensor<128xf32, #blocked>
    %18 = tt.clampf %17, %y, %z, propagateNan = all : tensor<128xf32, #blocked>
    %19 = tt.clampf %18, %y, %z, propagateNan = none : tensor<128xf32, #blocked>
    %20 = arith.remf %19, %y : tensor<128xf32, #blocked>
    tt.return
  }
}

// -----

// CHECK: llvm.func @__nv_umulhi(i32, i32) -> i32 attributes {libname = "", libpath = ""}
// CHECK: llvm.func @__nv_umul64hi(i64, i64) -> i64 attributes {libname = "", libpath = ""}
// CHECK-LABEL: llvm.func @math_other
// CHECK: %[[EXT:.*]] = llvm.fpext %{{.*}} : f16 to f32
// CHECK: %[[LOG:.*]] = llvm.call @__nv_logf(%[[EXT]]) : (f32) -> f32
// CHECK: llvm.fptrunc %[[LOG]] : f32 to f16
// CHECK: llvm.call @__nv_expf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.call @__nv_sqrtf(%{{.*}}) : (f32) -> f32
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: llvm.call @__nv_log(%{{.*}}) : (f64) -> f64
// CHECK: llvm.call @__nv_exp(%{{.*}}) : (f64) -> f64
// CHECK: llvm.call_intrinsic "llvm.nvvm.sqrt.rn.d"(%{{.*}}) : (f64) -> f64
// CHECK: llvm.call_intrinsic "llvm.nvvm.div.rn.d"(%{{.*}}, %{{.*}}) : (f64, f64) -> f64
// CHECK: llvm.call @__nv_umulhi(%{{.*}}, %{{.*}}) : (i32, i32) -> i32
// CHECK: "llvm.intr.abs"(%{{.*}}) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK: llvm.call @__nv_umul64hi(%{{.*}}, %{{.*}}) : (i64, i64) -> i64
// CHECK: llvm.intr.fabs(%{{.*}}) : (bf16) -> bf16
// CHECK: llvm.fcmp "olt" %{{.*}}, %{{.*}} : bf16
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, bf16
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @math_other(%h: tensor<128xf16, #blocked>, %d: tensor<128xf64, #blocked>, %i: tensor<128xi32, #blocked>, %b: tensor<128xbf16, #blocked>) {
    %0 = math.log %h : tensor<128xf16, #blocked>
    %1 = math.exp %0 : tensor<128xf16, #blocked>
    %2 = math.sqrt %1 : tensor<128xf16, #blocked>
    %3 = math.log %d : tensor<128xf64, #blocked>
    %4 = math.exp %3 : tensor<128xf64, #blocked>
    %5 = tt.precise_sqrt %4 : tensor<128xf64, #blocked>
    %6 = tt.precise_divf %5, %d : tensor<128xf64, #blocked>
    %7 = tt.mulhiui %i, %i : tensor<128xi32, #blocked>
    %8 = math.absi %7 : tensor<128xi32, #blocked>
    %9 = arith.extsi %8 : tensor<128xi32, #blocked> to tensor<128xi64, #blocked>
    %10 = tt.mulhiui %9, %9 : tensor<128xi64, #blocked>
    %11 = math.absf %b : tensor<128xbf16, #blocked>
    %12 = arith.cmpf olt, %11, %b : tensor<128xbf16, #blocked>
    %13 = arith.select %12, %11, %b : tensor<128xi1, #blocked>, tensor<128xbf16, #blocked>
    tt.return
  }
}

// -----

// clamp(x, -m, m) on sm90 is one min.xorsign.abs (Triton's clip pattern):
// the bound is negf(m) through splats, or 0 - m, or opposite constants.
// CHECK-LABEL: llvm.func @clip
// CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.nan.xorsign.abs.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.xorsign.abs.f"(%{{.*}}, %{{.*}}) : (f32, f32) -> f32
// CHECK: llvm.call_intrinsic "llvm.nvvm.fmin.nan.xorsign.abs.f16"(%{{.*}}, %{{.*}}) : (f16, f16) -> f16
// CHECK-NOT: xorsign
// CHECK: llvm.return
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @clip(%x: tensor<128xf32, #blocked>, %m: f32, %h: tensor<128xf16, #blocked>, %y: tensor<128xf32, #blocked>) {
    %neg = arith.negf %m : f32
    %lo = tt.splat %neg : f32 -> tensor<128xf32, #blocked>
    %hi = tt.splat %m : f32 -> tensor<128xf32, #blocked>
    %0 = tt.clampf %x, %lo, %hi, propagateNan = all : tensor<128xf32, #blocked>
    %zero = arith.constant dense<0.000000e+00> : tensor<128xf32, #blocked>
    %lo2 = arith.subf %zero, %y : tensor<128xf32, #blocked>
    %1 = tt.clampf %0, %lo2, %y, propagateNan = none : tensor<128xf32, #blocked>
    %c6 = arith.constant dense<6.000000e+00> : tensor<128xf16, #blocked>
    %cm6 = arith.constant dense<-6.000000e+00> : tensor<128xf16, #blocked>
    %2 = tt.clampf %h, %cm6, %c6, propagateNan = all : tensor<128xf16, #blocked>
    %3 = tt.clampf %1, %y, %y, propagateNan = all : tensor<128xf32, #blocked>
    tt.return
  }
}
