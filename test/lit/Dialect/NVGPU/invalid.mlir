// RUN: tt-opt %s -split-input-file -verify-diagnostics

// wgmma: only the m64 shapes exist.
llvm.func @wgmma_m(%a: i64, %b: i64, %use: i1) {
  // expected-error @+1 {{'nvg.wgmma' op expects m = 64, got 128}}
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 128 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// wgmma: n must be a multiple of 8 in [8, 256].
llvm.func @wgmma_n(%a: i64, %b: i64, %use: i1) {
  // expected-error @+1 {{'nvg.wgmma' op expects n to be a multiple of 8 in [8, 256], got 12}}
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 12 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// wgmma: the accumulator input has the result type.
llvm.func @wgmma_acc(%a: i64, %b: i64, %use: i1, %c: !llvm.struct<(f32, f32)>) {
  // expected-error @+1 {{'nvg.wgmma' op expects the accumulator opC to have the result type}}
  %0 = nvg.wgmma %a, %b, %use, %c {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// wgmma: element types are WGMMAEltType values (0..7).
llvm.func @wgmma_elt(%a: i64, %b: i64, %use: i1) {
  // expected-error @+1 {{'nvg.wgmma' op attribute 'eltTypeA' failed to satisfy constraint}}
  %0 = nvg.wgmma %a, %b, %use {eltTypeA = 9 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

// ld_acquire: the address is a global (addrspace 1) pointer.
llvm.func @ld_acquire_space(%p: !llvm.ptr<3>) {
  // expected-error @+1 {{'nvg.ld_acquire' op operand #0 must be LLVM pointer in address space 1}}
  %0 = nvg.ld_acquire acquire, gpu, %p : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

// tensor_memory_base: the result is a tensor-memory (addrspace 6) pointer.
llvm.func @tmem_base_space() {
  // expected-error @+1 {{'nvg.tensor_memory_base' op result #0 must be LLVM pointer in address space 6}}
  %0 = "nvg.tensor_memory_base"() : () -> !llvm.ptr<3>
  llvm.return
}
