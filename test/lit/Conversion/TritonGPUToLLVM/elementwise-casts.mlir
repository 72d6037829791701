// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on this
// input, run through Triton itself. tt.fp_to_fp: f32 -> f16 is cvt with the
// op's rounding, f32 -> bf16 is f2bf16.{rn,rz}, fp8 conversions are sm90's
// packed cvt instructions on two registers at a time (four for the bit
// tricks), without side effects; f32 results of fp8 go through f16.
// arith.sitofp i8 -> bf16 is the packed bit trick, four registers at a time.

// CHECK-LABEL: llvm.func @casts
// CHECK: llvm.fptrunc %{{.*}} : f32 to f16
// CHECK: llvm.fptrunc %{{.*}} : f32 to bf16
// CHECK: llvm.fpext %{{.*}} : bf16 to f32
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rz.f16.f32 $0, $1;", "=h,r" %{{.*}} : (f32) -> f16
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2bf16.rn"(%{{.*}}) : (f32) -> bf16
// CHECK: llvm.call_intrinsic "llvm.nvvm.f2bf16.rz"(%{{.*}}) : (f32) -> bf16
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// f32 -> e4m3: each f32 is its own 32-bit operand; $2 is the high element.
// CHECK: llvm.bitcast %{{.*}} : vector<1xf32> to i32
// CHECK-COUNT-2: llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.satfinite.e4m3x2.f32 $0, $2, $1;", "=h,r,r" %{{.*}}, %{{.*}} : (i32, i32) -> vector<2xi8>
// CHECK-COUNT-2: "cvt.rn.satfinite.e5m2x2.f32 $0, $2, $1;", "=h,r,r"
// CHECK: llvm.bitcast %{{.*}} : vector<2xi8> to i16
// CHECK-COUNT-2: "cvt.rn.f16x2.e4m3x2 $0, $1;", "=r,h" %{{.*}} : (i16) -> vector<2xf16>
// CHECK: "cvt.rn.f16x2.e5m2x2 $0, $1;", "=r,h"
// CHECK: llvm.fpext %{{.*}} : f16 to f32
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: "cvt.rn.satfinite.e5m2x2.f16x2 $0, $1;", "=h,r" %{{.*}} : (i32) -> vector<2xi8>
// CHECK: cvt.f32.bf16 b0, a0;{{.*}}cvt.rn.satfinite.e4m3x2.f32 $0, b1, b0;{{.*}}", "=h,r" %{{.*}} : (i32) -> vector<2xi8>
// CHECK: cvt.rn.f16x2.e4m3x2 a, $1;{{.*}}cvt.bf16.f16 b0, a0;{{.*}}", "=r,h" %{{.*}} : (i16) -> vector<2xbf16>
// CHECK: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: fma.rn.bf16x2 $0, b0, e112, nz;{{.*}}", "=r,=r,r" %{{.*}} : (i32) -> !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
// CHECK: llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: prmt.b32 l0, $2, 0x43, 0x4140;{{.*}}sub.bf16x2 $0, l1, l2;{{.*}}", "=r,=r,r" %{{.*}} : (i32) -> !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
// CHECK: llvm.fptosi %{{.*}} : f32 to i32
// CHECK: llvm.uitofp %{{.*}} : i32 to f16
// CHECK: llvm.fptoui %{{.*}} : f16 to i8
// CHECK: llvm.zext %{{.*}} : i8 to i64
// CHECK: llvm.bitcast %{{.*}} : f32 to i32
// CHECK: llvm.ptrtoint %{{.*}} : !llvm.ptr<1> to i64
// CHECK: llvm.inttoptr %{{.*}} : i64 to !llvm.ptr<1>
// CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : i64
// CHECK: llvm.select %{{.*}}, %{{.*}}, %{{.*}} : i1, !llvm.ptr<1>
// CHECK: llvm.sitofp %{{.*}} : i32 to f32
// f32 -> e5m2 rounding toward zero: through f16 (cvt.rz), then the bits.
// CHECK: "cvt.rz.f16.f32 $0, $1;"
// CHECK: and.b32 a0, $1, 0xfffefffe;{{.*}}prmt.b32 $0, a0, a1, 0x7531;{{.*}}", "=r,r,r" %{{.*}}, %{{.*}} : (i32, i32) -> vector<4xi8>
// CHECK-NOT: has_side_effects
// CHECK: llvm.return
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @casts(%x: tensor<512xf32, #blocked>, %h: tensor<512xf16, #blocked>, %b: tensor<512xbf16, #blocked>, %c: tensor<512xi8, #blocked>, %p: tensor<512x!tt.ptr<f32>, #blocked>) {
    %0 = arith.truncf %x : tensor<512xf32, #blocked> to tensor<512xf16, #blocked>
    %1 = arith.truncf %x : tensor<512xf32, #blocked> to tensor<512xbf16, #blocked>
    %2 = arith.extf %b : tensor<512xbf16, #blocked> to tensor<512xf32, #blocked>
    %3 = arith.extf %h : tensor<512xf16, #blocked> to tensor<512xf32, #blocked>
    %4 = tt.fp_to_fp %x, rounding = rtz : tensor<512xf32, #blocked> -> tensor<512xf16, #blocked>
    %5 = tt.fp_to_fp %x, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xbf16, #blocked>
    %6 = tt.fp_to_fp %x, rounding = rtz : tensor<512xf32, #blocked> -> tensor<512xbf16, #blocked>
    %7 = tt.fp_to_fp %h : tensor<512xf16, #blocked> -> tensor<512xf32, #blocked>
    %8 = tt.fp_to_fp %x, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xf8E4M3FN, #blocked>
    %9 = tt.fp_to_fp %x, rounding = rtne : tensor<512xf32, #blocked> -> tensor<512xf8E5M2, #blocked>
    %10 = tt.fp_to_fp %8 : tensor<512xf8E4M3FN, #blocked> -> tensor<512xf16, #blocked>
    %11 = tt.fp_to_fp %9 : tensor<512xf8E5M2, #blocked> -> tensor<512xf32, #blocked>
    %12 = tt.fp_to_fp %h, rounding = rtne : tensor<512xf16, #blocked> -> tensor<512xf8E5M2, #blocked>
    %13 = tt.fp_to_fp %b, rounding = rtne : tensor<512xbf16, #blocked> -> tensor<512xf8E4M3FN, #blocked>
    %14 = tt.fp_to_fp %13 : tensor<512xf8E4M3FN, #blocked> -> tensor<512xbf16, #blocked>
    %15 = tt.fp_to_fp %12 : tensor<512xf8E5M2, #blocked> -> tensor<512xbf16, #blocked>
    %16 = arith.sitofp %c : tensor<512xi8, #blocked> to tensor<512xbf16, #blocked>
    %17 = arith.fptosi %x : tensor<512xf32, #blocked> to tensor<512xi32, #blocked>
    %18 = arith.uitofp %17 : tensor<512xi32, #blocked> to tensor<512xf16, #blocked>
    %19 = arith.fptoui %h : tensor<512xf16, #blocked> to tensor<512xi8, #blocked>
    %20 = arith.extui %19 : tensor<512xi8, #blocked> to tensor<512xi64, #blocked>
    %21 = tt.bitcast %x : tensor<512xf32, #blocked> -> tensor<512xi32, #blocked>
    %22 = tt.ptr_to_int %p : tensor<512x!tt.ptr<f32>, #blocked> -> tensor<512xi64, #blocked>
    %23 = arith.addi %22, %20 : tensor<512xi64, #blocked>
    %24 = tt.int_to_ptr %23 : tensor<512xi64, #blocked> -> tensor<512x!tt.ptr<f32>, #blocked>
    %25 = arith.cmpi eq, %23, %22 : tensor<512xi64, #blocked>
    %26 = arith.select %25, %24, %p : tensor<512xi1, #blocked>, tensor<512x!tt.ptr<f32>, #blocked>
    %27 = arith.sitofp %17 : tensor<512xi32, #blocked> to tensor<512xf32, #blocked>
    %28 = tt.fp_to_fp %x, rounding = rtz : tensor<512xf32, #blocked> -> tensor<512xf8E5M2, #blocked>
    tt.return
  }
}
