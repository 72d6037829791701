// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm | FileCheck %s

// Four registers per thread, packed_element = 4: one asm statement per
// thread. The i8 operand travels as one vector<4xi8> (four share 32 bits),
// the f32 operand as four scalars; the f16 result comes back as two
// vector<2xf16>, the f32 result as four f32, all in one struct. `pure` asm
// has no side effects.
// CHECK-LABEL: llvm.func @packed
// CHECK-COUNT-4: llvm.insertelement %{{.*}} : vector<4xi8>
// CHECK: %[[ASM:.*]] = llvm.inline_asm asm_dialect = att operand_attrs = [] "cvt.rn.f16x2.e4m3x2 $0, $2; mov.b32 $1, $3;", "=r,=r,h,r" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (vector<4xi8>, f32, f32, f32, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, f32, f32, f32, f32)>
// CHECK: llvm.extractvalue %[[ASM]][0]
// CHECK-COUNT-2: llvm.extractelement %{{.*}} : vector<2xf16>
// CHECK: llvm.extractvalue %[[ASM]][1]
// CHECK: llvm.extractvalue %[[ASM]][5]
// CHECK: llvm.insertvalue %{{.*}}[3] : !llvm.struct<(f16, f16, f16, f16)>
// CHECK: llvm.insertvalue %{{.*}}[3] : !llvm.struct<(f32, f32, f32, f32)>
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @packed(%x: tensor<512xi8, #blocked>, %y: tensor<512xf32, #blocked>) {
    %0:2 = tt.elementwise_inline_asm "cvt.rn.f16x2.e4m3x2 $0, $2; mov.b32 $1, $3;" {constraints = "=r,=r,h,r", packed_element = 4 : i32, pure = true} %x, %y : tensor<512xi8, #blocked>, tensor<512xf32, #blocked> -> tensor<512xf16, #blocked>, tensor<512xf32, #blocked>
    tt.return
  }
}

// -----

// packed_element = 1 and not pure: one statement with side effects per
// register, each taking and giving one value.
// CHECK-LABEL: llvm.func @one_per_register
// CHECK-COUNT-4: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "shf.l.wrap.b32 $0, $1, $1, 3;", "=r,r" %{{.*}} : (i32) -> i32
// CHECK-NOT: llvm.inline_asm
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @one_per_register(%x: tensor<512xi32, #blocked>) {
    %0 = tt.elementwise_inline_asm "shf.l.wrap.b32 $0, $1, $1, 3;" {constraints = "=r,r", packed_element = 1 : i32, pure = false} %x : tensor<512xi32, #blocked> -> tensor<512xi32, #blocked>
    tt.return
  }
}
