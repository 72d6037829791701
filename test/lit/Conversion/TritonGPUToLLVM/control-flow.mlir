// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// A loop after convert-scf-to-cf (sm90 layer_norm block 63): the tensor
// carried around it is a struct block argument (Triton's block 64).
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i32, !llvm.struct<(f32, f32, f32, f32)>)
// CHECK: ^bb1(%acc: i32, %{{.*}}: !llvm.struct<(f32, f32, f32, f32)>):
// CHECK: llvm.cond_br %{{.*}}, ^bb2, ^bb3
// CHECK: llvm.fadd
// CHECK: llvm.br ^bb1(%{{.*}}, %{{.*}} : i32, !llvm.struct<(f32, f32, f32, f32)>)
#blocked = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [8], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @loop(%N: i32, %x: tensor<1024xf32, #blocked>) {
    %cst = arith.constant dense<0.000000e+00> : tensor<1024xf32, #blocked>
    %c0_i32 = arith.constant 0 : i32
    %c1024_i32 = arith.constant 1024 : i32
    cf.br ^bb1(%c0_i32, %cst : i32, tensor<1024xf32, #blocked>)
  ^bb1(%acc: i32 loc("acc"), %7: tensor<1024xf32, #blocked>):
    %8 = arith.cmpi slt, %acc, %N : i32
    cf.cond_br %8, ^bb2, ^bb3
  ^bb2:
    %14 = arith.addf %7, %x : tensor<1024xf32, #blocked>
    %15 = arith.addi %acc, %c1024_i32 : i32
    cf.br ^bb1(%15, %14 : i32, tensor<1024xf32, #blocked>)
  ^bb3:
    tt.return
  }
}
