// The checks use the names MLIR makes up (%arg0, %0); source names are
// tested in Tools/source-names.mlir.
// RUN: tt-opt --tt-keep-source-names=false %s | FileCheck %s
// RUN: tt-opt --tt-keep-source-names=false %s | tt-opt | FileCheck %s

// Every nvg op, in the forms Triton 3.6 prints between
// convert-triton-gpu-to-llvm and convert-nv-gpu-to-llvm.

// CHECK-LABEL: llvm.func @ids
llvm.func @ids() -> i32 {
  // CHECK-NEXT: %0 = nvg.cluster_id
  %0 = nvg.cluster_id
  // CHECK-NEXT: %1 = nvg.warp_id
  %1 = nvg.warp_id
  // CHECK-NEXT: %2 = nvg.tensor_memory_base
  %2 = nvg.tensor_memory_base
  %3 = llvm.add %0, %1 : i32
  llvm.return %3 : i32
}

// CHECK-LABEL: llvm.func @ld_acquire
llvm.func @ld_acquire(%p: !llvm.ptr<1>, %m: i1) -> i32 {
  // CHECK: nvg.ld_acquire acquire, gpu, %arg0 : (!llvm.ptr<1>) -> i32
  %0 = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<1>) -> i32
  // CHECK: nvg.ld_acquire relaxed, sys, %arg0, %arg1 : (!llvm.ptr<1>) -> i32
  %1 = nvg.ld_acquire relaxed, sys, %p, %m : (!llvm.ptr<1>) -> i32
  llvm.return %1 : i32
}

// CHECK-LABEL: llvm.func @wgmma
llvm.func @wgmma(%a: i64, %b: i64, %ra: !llvm.struct<(i32, i32, i32, i32)>, %use: i1, %c: !llvm.struct<(f32, f32, f32, f32)>) {
  // The shared-memory form: both operands are descriptors.
  // CHECK: %0 = nvg.wgmma %arg0, %arg1, %arg3, %arg4 {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
  %0 = nvg.wgmma %a, %b, %use, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
  // A in registers, no accumulator input.
  // CHECK: %1 = nvg.wgmma %arg2, %arg1, %arg3 {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvg.wgmma %ra, %b, %use {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  // CHECK: %2 = nvg.wgmma_wait_group %1 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32)>
  %2 = nvg.wgmma_wait_group %1 {pendings = 0 : i32} : !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}
