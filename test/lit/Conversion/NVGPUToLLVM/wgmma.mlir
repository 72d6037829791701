// RUN: tt-opt %s -convert-nv-gpu-to-llvm | FileCheck %s

// nvg.wgmma is one wgmma.mma_async (PTX ISA operand order): the
// accumulator registers as outputs ("=f", "=r" for s32), tied to their
// inputs when there is an accumulator, then A (a descriptor "l" or four
// registers "r"), the B descriptor, scale-d (the predicate "b", or the
// immediate 0 without an accumulator), the immediate scales 1, 1 for
// floating-point types, and the transpose flags (16-bit types only; none
// for A in registers): layoutA col and layoutB row read MN-major tiles.
// CHECK-LABEL: llvm.func @wgmma
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, $4, $5, 0, 1, 1, 0, 1;", "=f,=f,=f,=f,l,l" %da, %db : (i64, i64) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0,$1,$2,$3}, $8, $9, $10, 1, 1, 1, 0;", "=f,=f,=f,=f,0,1,2,3,l,l,b" %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %da, %db, %p
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0,$1,$2,$3}, {$8,$9,$10,$11}, $12, $13, 1, 1, 1;", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,l,b"
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0,$1,$2,$3}, $8, $9, $10;", "=r,=r,=r,=r,0,1,2,3,l,l,b"
// CHECK: "wgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0,$1,$2,$3}, $8, $9, $10, 1, 1;", "=f,=f,=f,=f,0,1,2,3,l,l,b"
// The wait ties the registers it guards, named in a PTX comment.
// CHECK: "// wait for regs: $0,$1,$2,$3\0A\09wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,0,1,2,3"
// nvg.warp_id: tid.x / 32 from lane 0, which ptxas then knows is uniform.
// CHECK: %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK: %[[WARP:.*]] = llvm.udiv %[[TID]], %{{.*}} : i32
// CHECK: nvvm.shfl.sync idx %{{.*}}, %[[WARP]], %{{.*}}, %{{.*}} : i32 -> i32
module {
  llvm.func @wgmma(%da: i64, %db: i64, %p: i1, %acc: !llvm.struct<(f32, f32, f32, f32)>, %ra: !llvm.struct<(i32, i32, i32, i32)>, %iacc: !llvm.struct<(i32, i32, i32, i32)>) -> i32 {
    %0 = nvg.wgmma %da, %db, %p {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1) -> !llvm.struct<(f32, f32, f32, f32)>
    %1 = nvg.wgmma %da, %db, %p, %0 {eltTypeA = 5 : i32, eltTypeB = 5 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 1 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    %2 = nvg.wgmma %ra, %db, %p, %1 {eltTypeA = 4 : i32, eltTypeB = 4 : i32, eltTypeC = 7 : i32, k = 16 : i32, layoutA = 0 : i32, layoutB = 0 : i32, m = 64 : i32, n = 8 : i32} : (!llvm.struct<(i32, i32, i32, i32)>, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    %3 = nvg.wgmma %da, %db, %p, %iacc {eltTypeA = 0 : i32, eltTypeB = 0 : i32, eltTypeC = 1 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(i32, i32, i32, i32)>) -> !llvm.struct<(i32, i32, i32, i32)>
    %4 = nvg.wgmma %da, %db, %p, %2 {eltTypeA = 2 : i32, eltTypeB = 3 : i32, eltTypeC = 7 : i32, k = 32 : i32, layoutA = 0 : i32, layoutB = 1 : i32, m = 64 : i32, n = 8 : i32} : (i64, i64, i1, !llvm.struct<(f32, f32, f32, f32)>) -> !llvm.struct<(f32, f32, f32, f32)>
    %5 = nvg.wgmma_wait_group %4 {pendings = 1 : i32} : !llvm.struct<(f32, f32, f32, f32)>
    %6 = nvg.warp_id
    llvm.return %6 : i32
  }
}
