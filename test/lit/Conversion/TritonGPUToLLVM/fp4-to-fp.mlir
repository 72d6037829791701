// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -canonicalize -cse | FileCheck %s
// RUN: tt-opt %s -split-input-file -allocate-shared-memory-nv -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// ttg.fp4_to_fp of a scaled dot's e2m1 operand (Triton 3.6's sm90
// dot_scaled_e2m1, axis 0): each thread's 4 bytes (8 e2m1 values, low
// nibble first) go through one pure inline-PTX block into four 32-bit
// words of two bf16 each. The tables: high bytes 00 3F 3F 3F 40 40 40 40
// and low bytes 00 00 80 C0 00 40 80 C0 for the magnitudes 0, 0.5, 1,
// 1.5, 2, 3, 4, 6 (bf16 0x3F00 = 0.5, 0x40C0 = 6); sign bits become 0x80
// high bytes. One mask takes all eight magnitudes and one all eight signs
// (prmt reads only its selector's low 16 bits, so the halves need no masks
// of their own): 17 instructions, Triton's count.
// CHECK-LABEL: llvm.func @to_bf16
// CHECK: %[[WORD:.*]] = llvm.bitcast %{{.*}} : vector<4xi8> to i32
// CHECK: llvm.inline_asm asm_dialect = att operand_attrs = [] "{\0A\09.reg .b32 mag<2>, sgn<3>, hi<2>, lo<2>;\0A\09and.b32 mag0, $4, 0x77777777;\0A\09shr.u32 mag1, mag0, 16;\0A\09and.b32 sgn2, $4, 0x88888888;\0A\09shr.u32 sgn0, sgn2, 3;\0A\09shr.u32 sgn1, sgn2, 19;\0A\09prmt.b32 sgn0, 0x8000, 0, sgn0;\0A\09prmt.b32 sgn1, 0x8000, 0, sgn1;\0A\09prmt.b32 hi0, 0x3F3F3F00, 0x40404040, mag0;\0A\09prmt.b32 hi1, 0x3F3F3F00, 0x40404040, mag1;\0A\09or.b32 hi0, hi0, sgn0;\0A\09or.b32 hi1, hi1, sgn1;\0A\09prmt.b32 lo0, 0xC0800000, 0xC0804000, mag0;\0A\09prmt.b32 lo1, 0xC0800000, 0xC0804000, mag1;\0A\09prmt.b32 $0, lo0, hi0, 0x5140;\0A\09prmt.b32 $1, lo0, hi0, 0x7362;\0A\09prmt.b32 $2, lo1, hi1, 0x5140;\0A\09prmt.b32 $3, lo1, hi1, 0x7362;\0A\09}", "=r,=r,=r,=r,r" %[[WORD]] : (i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT: has_side_effects
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : i32 to vector<2xbf16>
// CHECK-NOT: prmt.b32
// CHECK: llvm.return
// TRACE: fp4_to_fp: 4 bytes -> 8 bf16 per thread
#blocked1 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @to_bf16(%p: !tt.ptr<i8>, %q: !tt.ptr<bf16>) {
    %x = tt.splat %p : !tt.ptr<i8> -> tensor<4x128x!tt.ptr<i8>, #blocked6>
    %v = tt.load %x : tensor<4x128x!tt.ptr<i8>, #blocked6>
    %f = ttg.fp4_to_fp %v {axis = 0 : i32} : tensor<4x128xi8, #blocked6> -> tensor<8x128xbf16, #blocked1>
    %y = tt.splat %q : !tt.ptr<bf16> -> tensor<8x128x!tt.ptr<bf16>, #blocked1>
    tt.store %y, %f : tensor<8x128x!tt.ptr<bf16>, #blocked1>
    tt.return
  }
}

// -----

// To f16 the low bytes are all zero: high bytes 00 38 3C 3E 40 42 44 46
// (f16 0x3800 = 0.5, 0x4600 = 6).
// CHECK-LABEL: llvm.func @to_f16
// CHECK: prmt.b32 hi0, 0x3E3C3800, 0x46444240, mag0;
// CHECK-SAME: mov.b32 lo0, 0;\0A\09mov.b32 lo1, 0;
// CHECK-COUNT-4: llvm.bitcast %{{.*}} : i32 to vector<2xf16>
#blocked1 = #ttg.blocked<{sizePerThread = [2, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#blocked6 = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @to_f16(%p: !tt.ptr<i8>, %q: !tt.ptr<f16>) {
    %x = tt.splat %p : !tt.ptr<i8> -> tensor<4x128x!tt.ptr<i8>, #blocked6>
    %v = tt.load %x : tensor<4x128x!tt.ptr<i8>, #blocked6>
    %f = ttg.fp4_to_fp %v {axis = 0 : i32} : tensor<4x128xi8, #blocked6> -> tensor<8x128xf16, #blocked1>
    %y = tt.splat %q : !tt.ptr<f16> -> tensor<8x128x!tt.ptr<f16>, #blocked1>
    tt.store %y, %f : tensor<8x128x!tt.ptr<f16>, #blocked1>
    tt.return
  }
}
