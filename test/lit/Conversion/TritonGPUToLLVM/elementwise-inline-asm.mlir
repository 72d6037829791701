// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on this
// input, run through Triton itself: the asm runs once per packed_element
// registers; i8 operands go in as one vector<4xi8>, f16 results come back
// as vector<2xf16> fields (two per result), in result order; a pure asm has
// no side effects.
// CHECK-LABEL: llvm.func @asm
// CHECK-COUNT-4: llvm.inline_asm asm_dialect = att operand_attrs = [] "shf.l.wrap.b32 $0, $1, $2, 1;", "=r,r,r" %{{.*}}, %{{.*}} : (i32, i32) -> i32
// CHECK-COUNT-4: llvm.insertelement %{{.*}} : vector<4xi8>
// CHECK: %[[R:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "prmt.b32 $0, $4, 0, 0x5140; prmt.b32 $1, $4, 0, 0x7362; mov.b32 $2, $0; mov.b32 $3, $1;", "=r,=r,=r,=r,r" %{{.*}} : (vector<4xi8>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK: llvm.extractvalue %[[R]][0]
// CHECK: llvm.extractvalue %[[R]][1]
// CHECK: llvm.extractvalue %[[R]][2]
// CHECK: llvm.extractvalue %[[R]][3]
// Without operands (scalar results): one run.
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, %clock;", "=r"  : () -> i32
#b = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @asm(%a: tensor<512xi32, #b>, %c: tensor<512xi8, #b>) {
    %0 = tt.elementwise_inline_asm "shf.l.wrap.b32 $0, $1, $2, 1;" {constraints = "=r,r,r", packed_element = 1 : i32, pure = true} %a, %a : tensor<512xi32, #b>, tensor<512xi32, #b> -> tensor<512xi32, #b>
    %1:2 = tt.elementwise_inline_asm "prmt.b32 $0, $4, 0, 0x5140; prmt.b32 $1, $4, 0, 0x7362; mov.b32 $2, $0; mov.b32 $3, $1;" {constraints = "=r,=r,=r,=r,r", packed_element = 4 : i32, pure = false} %c : tensor<512xi8, #b> -> tensor<512xf16, #b>, tensor<512xf16, #b>
    %2 = tt.elementwise_inline_asm "mov.u32 $0, %clock;" {constraints = "=r", packed_element = 1 : i32, pure = false} -> i32
    tt.return
  }
}
