// RUN: tt-opt %s -convert-triton-gpu-to-llvm=compute-capability=80 | FileCheck %s

// Below sm90 there is no fp8 cvt: e5m2 -> f16 moves each byte into the
// high byte of an f16 (e5m2 is f16's top byte), e5m2 -> bf16 moves the bits
// into bf16 position and rescales the exponent by 2^112 with an fma of
// -0.0 (exact; sm80 has fma.rn.bf16x2, not mul.bf16x2).
// CHECK-LABEL: llvm.func @e5m2
// CHECK: "{\0A.reg .b32 a;\0Acvt.u32.u16 a, $1;\0Aprmt.b32 $0, a, 0, 0x1404;\0A}", "=r,h" %{{.*}} : (i16) -> vector<2xf16>
// CHECK: fma.rn.bf16x2 $0, b0, e112, nz;\0Afma.rn.bf16x2 $1, b1, e112, nz;{{.*}}", "=r,=r,r" %{{.*}} : (i32) -> !llvm.struct<(vector<2xbf16>, vector<2xbf16>)>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:80", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @e5m2(%p: !tt.ptr<f8E5M2>, %q: !tt.ptr<f16>, %r: !tt.ptr<bf16>) {
    %ptrs = tt.splat %p : !tt.ptr<f8E5M2> -> tensor<512x!tt.ptr<f8E5M2>, #blocked>
    %x = tt.load %ptrs : tensor<512x!tt.ptr<f8E5M2>, #blocked>
    %h = tt.fp_to_fp %x : tensor<512xf8E5M2, #blocked> -> tensor<512xf16, #blocked>
    %b = tt.fp_to_fp %x : tensor<512xf8E5M2, #blocked> -> tensor<512xbf16, #blocked>
    %qs = tt.splat %q : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked>
    tt.store %qs, %h : tensor<512x!tt.ptr<f16>, #blocked>
    %rs = tt.splat %r : !tt.ptr<bf16> -> tensor<512x!tt.ptr<bf16>, #blocked>
    tt.store %rs, %b : tensor<512x!tt.ptr<bf16>, #blocked>
    tt.return
  }
}
