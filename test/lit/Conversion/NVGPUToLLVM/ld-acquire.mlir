// RUN: tt-opt %s -convert-nv-gpu-to-llvm | FileCheck %s

// nvg.ld_acquire is Triton's inline PTX: the destination zeroed, then a
// predicated ld.global.<scope>.<sem>; 16-bit values in "c" registers, the
// bits cast back to the value's type.
// CHECK-LABEL: llvm.func @ld_acquire
// CHECK: llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u32 $0, 0x0;\0A\09@$2 ld.global.gpu.acquire.b32 $0, [ $1 + 0 ];", "=r,l,b" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i1) -> i32
// CHECK: %[[BITS:.*]] = llvm.inline_asm has_side_effects asm_dialect = att operand_attrs = [] "mov.u16 $0, 0x0;\0A\09@$2 ld.global.cta.relaxed.b16 $0, [ $1 + 0 ];", "=c,l,b" %{{.*}}, %{{.*}} : (!llvm.ptr<1>, i1) -> i16
// CHECK-NEXT: llvm.bitcast %[[BITS]] : i16 to f16
// CHECK: "mov.u64 $0, 0x0;\0A\09ld.global.sys.acquire.b64 $0, [ $1 + 0 ];", "=l,l" %{{.*}} : (!llvm.ptr<1>) -> i64
module {
  llvm.func @ld_acquire(%p: !llvm.ptr<1>, %h: !llvm.ptr<1>, %pred: i1) -> f16 {
    %0 = nvg.ld_acquire acquire, gpu, %p, %pred : (!llvm.ptr<1>) -> i32
    %1 = nvg.ld_acquire relaxed, cta, %h, %pred : (!llvm.ptr<1>) -> f16
    %2 = nvg.ld_acquire acquire, sys, %p : (!llvm.ptr<1>) -> i64
    llvm.store %0, %p : i32, !llvm.ptr<1>
    llvm.store %2, %p : i64, !llvm.ptr<1>
    llvm.return %1 : f16
  }
}
