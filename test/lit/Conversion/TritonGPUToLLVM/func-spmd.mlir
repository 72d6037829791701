// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=80' | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm='compute-capability=90' -debug-only=convert-triton-gpu-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// Triton 3.6's kernel ABI (corpus sm90/vector_add, block 59): the parameters,
// then global-scratch and profile-scratch pointers; nvvm.kernel and
// nvvm.reqntid = 32 * ttg.total-num-warps; the tt.func's attributes stay.
// CHECK: llvm.mlir.global external @global_smem() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK: llvm.func @add_kernel(%x_ptr: !llvm.ptr<1> {tt.divisibility = 16 : i32}, %n: i32, %arg2: !llvm.ptr<1>, %arg3: !llvm.ptr<1>)
// CHECK-SAME: attributes {noinline = false, nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 128>, ttg.global_scratch_memory_size = 0 : i32}
// CHECK: nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK: llvm.return
// TRACE: compute capability 90
// TRACE: function @add_kernel: 2 parameters + 2 implicit, reqntid 128
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 4 : i32} {
  tt.func public @add_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32} loc("x_ptr"), %n: i32 loc("n")) attributes {noinline = false, ttg.global_scratch_memory_size = 0 : i32} {
    %0 = tt.get_program_id x : i32
    %1 = tt.get_program_id z : i32
    %2 = tt.get_num_programs y : i32
    tt.return
  }
}

// -----

// 8 warps give 256 threads.
// CHECK: llvm.func @eight_warps
// CHECK-SAME: nvvm.reqntid = array<i32: 256>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @eight_warps() {
    tt.return
  }
}
