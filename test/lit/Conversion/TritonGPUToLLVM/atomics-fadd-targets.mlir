// RUN: tt-opt %s -allocate-shared-memory-nv -convert-triton-gpu-to-llvm="compute-capability=80 ptx-version=87" | FileCheck %s --check-prefix=SM80
// RUN: tt-opt %s -allocate-shared-memory-nv -convert-triton-gpu-to-llvm="compute-capability=90 ptx-version=87" | FileCheck %s --check-prefix=SM90
// RUN: tt-opt %s -allocate-shared-memory-nv -convert-triton-gpu-to-llvm="compute-capability=90 ptx-version=80" | FileCheck %s --check-prefix=SM80

// Four contiguous f16 per thread, 16-byte aligned. Triton vectorises fadd
// only from sm_90 with PTX 8.1: there one .v4.f16; otherwise (sm_80, or
// PTX 8.0) pairs of halves go into one .f16x2 (a vector<2xf16> in an "r"
// register).
// SM80: %[[PAIR0:.*]] = llvm.insertelement %{{.*}} : vector<2xf16>
// SM80: %[[PAIR:.*]] = llvm.insertelement %{{.*}}, %[[PAIR0]][%{{.*}} : i32] : vector<2xf16>
// SM80: %[[OLD:.*]] = llvm.inline_asm {{.*}}"mov.u32 $0, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.f16x2 $0, [ $1 + 0 ], $2;", "=r,l,r" %{{.*}}, %[[PAIR]] : (!llvm.ptr<1>, vector<2xf16>) -> vector<2xf16>
// SM80: llvm.extractelement %[[OLD]]
// SM80: llvm.extractelement %[[OLD]]
// SM80-COUNT-1: atom.global.gpu.acq_rel.add.noftz.f16x2
// SM80-NOT: atom.global
// SM90: "mov.u16 $0, 0x0;\0A\09mov.u16 $1, 0x0;\0A\09mov.u16 $2, 0x0;\0A\09mov.u16 $3, 0x0;\0A\09atom.global.gpu.acq_rel.add.noftz.v4.f16 { $0, $1, $2, $3 }, [ $4 + 0 ], { $5, $6, $7, $8 };", "=h,=h,=h,=h,l,h,h,h,h"
// SM90-NOT: atom.global
#blocked4 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @fadd_f16(%h: !tt.ptr<f16> {tt.divisibility = 16 : i32}) {
    %r = tt.make_range {end = 512 : i32, start = 0 : i32} : tensor<512xi32, #blocked4>
    %sh = tt.splat %h : !tt.ptr<f16> -> tensor<512x!tt.ptr<f16>, #blocked4>
    %ah = tt.addptr %sh, %r : tensor<512x!tt.ptr<f16>, #blocked4>, tensor<512xi32, #blocked4>
    %vh = arith.sitofp %r : tensor<512xi32, #blocked4> to tensor<512xf16, #blocked4>
    %0 = tt.atomic_rmw fadd, acq_rel, gpu, %ah, %vh : (tensor<512x!tt.ptr<f16>, #blocked4>, tensor<512xf16, #blocked4>) -> tensor<512xf16, #blocked4>
    tt.return
  }
}
