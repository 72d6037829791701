// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Expectations: Triton 3.6's output of this pass on the corpus (sm90
// vector_add block 59, layer_norm block 64).

// f32, 4 contiguous registers, 16-byte aligned: ld/st.global.v4.b32, the
// destinations zeroed first, predicated with the mask. Every thread holds
// distinct elements, so the store's predicate is the mask alone.
// CHECK-LABEL: llvm.func @vector_add
// CHECK: %[[MASK:.*]] = llvm.icmp
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09mov.u32 $1, 0x0;\0A\09mov.u32 $2, 0x0;\0A\09mov.u32 $3, 0x0;\0A\09@$5 ld.global.v4.b32 { $0, $1, $2, $3 }, [ $4 + 0 ];", "=r,=r,=r,=r,l,b" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.bitcast %{{.*}} : i32 to vector<1xf32>
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "@$5 st.global.v4.b32 [ $4 + 0 ], { $0, $1, $2, $3 };", "r,r,r,r,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[MASK]] : (i32, i32, i32, i32, !llvm.ptr<1>, i1) -> ()
// CHECK-COUNT-1: st.global.v4.b32
// TRACE: tt.load: 8 registers, vec 4, 4 x b32, masked
// TRACE: tt.store: 8 registers, vec 4, 4 x b32, masked
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @vector_add(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n: i32 {tt.divisibility = 16 : i32}) {
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked>
    %1 = tt.splat %n : i32 -> tensor<1024xi32, #blocked>
    %2 = arith.cmpi slt, %0, %1 : tensor<1024xi32, #blocked>
    %3 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    %5 = tt.load %4, %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    %6 = tt.splat %out_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>, #blocked>
    %7 = tt.addptr %6, %0 : tensor<1024x!tt.ptr<f32>, #blocked>, tensor<1024xi32, #blocked>
    tt.store %7, %5, %2 : tensor<1024x!tt.ptr<f32>, #blocked>
    tt.return
  }
}

// -----

// f16 with `other`: 4 halves = 2 words, the words of `other` moved in first;
// a scalar store is predicated on lane 0 of warp 0 of CTA 0 (all lane,
// warp and block bits are copies: masks -1).
// CHECK-LABEL: llvm.func @layer_norm_like
// CHECK: llvm.insertelement %{{.*}} : vector<2xf16>
// CHECK: llvm.bitcast %{{.*}} : vector<2xf16> to i32
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, $2;\0A\09mov.u32 $1, $3;\0A\09@$5 ld.global.v2.b32 { $0, $1 }, [ $4 + 0 ];", "=r,=r,r,r,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} : (i32, i32, !llvm.ptr<1>, i1) -> !llvm.struct<(i32, i32)>
// CHECK: %[[LANE:.*]] = llvm.urem
// CHECK: %[[WARP:.*]] = llvm.udiv
// CHECK: %[[M1:.*]] = llvm.mlir.constant(-1 : i32) : i32
// CHECK: llvm.and %[[LANE]], %[[M1]] : i32
// CHECK: llvm.icmp "eq"
// CHECK: llvm.and %[[WARP]], %{{.*}} : i32
// CHECK: llvm.icmp "eq"
// CHECK: llvm.and %{{.*}}, %{{.*}} : i1
// CHECK: llvm.icmp "eq"
// CHECK: %[[PRED:.*]] = llvm.and %{{.*}}, %{{.*}} : i1
// CHECK: "@$2 st.global.b32 [ $1 + 0 ], { $0 };", "r,l,b" %{{.*}}, %{{.*}}, %[[PRED]] : (i32, !llvm.ptr<1>, i1) -> ()
// TRACE: tt.load: 4 registers, vec 4, 2 x b32, masked, other
// TRACE: tt.store: 1 registers, vec 1, 1 x b32
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @layer_norm_like(%X: !tt.ptr<f16> {tt.divisibility = 16 : i32}, %Mean: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %N: i32 {tt.divisibility = 16 : i32}, %v: f32) {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf16, #blocked1>
    %0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32, #blocked1>
    %1 = tt.splat %N : i32 -> tensor<1024xi32, #blocked1>
    %2 = arith.cmpi slt, %0, %1 : tensor<1024xi32, #blocked1>
    %3 = tt.splat %X : !tt.ptr<f16> -> tensor<1024x!tt.ptr<f16>, #blocked1>
    %4 = tt.addptr %3, %0 : tensor<1024x!tt.ptr<f16>, #blocked1>, tensor<1024xi32, #blocked1>
    %5 = tt.load %4, %2, %cst : tensor<1024x!tt.ptr<f16>, #blocked1>
    %6 = tt.get_program_id x : i32
    %7 = tt.addptr %Mean, %6 : !tt.ptr<f32>, i32
    tt.store %7, %v : !tt.ptr<f32>
    tt.return
  }
}

// -----

// Without axis facts (no divisibility) every register is its own access;
// without a mask the load has no predicate at all (as Triton's: no `@$p`,
// no `i1 true` operand).
// CHECK-LABEL: llvm.func @unaligned
// CHECK-NOT: llvm.mlir.constant(true)
// CHECK: "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %{{.*}} : (!llvm.ptr<1>) -> i32
// CHECK: "mov.u32 $0, 0x0;\0A\09ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l" %{{.*}} : (!llvm.ptr<1>) -> i32
// CHECK-NOT: ld.global
// TRACE: tt.load: 2 registers, vec 1, 1 x b32
#blocked2 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @unaligned(%x_ptr: !tt.ptr<f32>) {
    %0 = tt.make_range {end = 256 : i32, start = 0 : i32} : tensor<256xi32, #blocked2>
    %3 = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<256x!tt.ptr<f32>, #blocked2>
    %4 = tt.addptr %3, %0 : tensor<256x!tt.ptr<f32>, #blocked2>, tensor<256xi32, #blocked2>
    %5 = tt.load %4 : tensor<256x!tt.ptr<f32>, #blocked2>
    tt.return
  }
}
