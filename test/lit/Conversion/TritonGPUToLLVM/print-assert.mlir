// RUN: tt-opt %s -convert-triton-gpu-to-llvm | FileCheck %s

// Expectations: Triton 3.6's convert-triton-gpu-to-llvm (sm90) on this
// input, run through Triton itself: the same format strings and globals,
// one vprintf per register with the arguments in a stack struct (floats as
// f64), __assertfail(message, file, line, "unknown", 1) when any register of
// the condition is false, a barrier after a tensor assert.

// CHECK-DAG: llvm.mlir.global internal constant @assertFunc_1("unknown\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @assertFile_1("{{.*}}print-assert.mlir\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @assertMessage_1("i >= 0\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @assertMessage_0("n must be positive\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_3("pid (%u, %u, %u)hello\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_2("pid (%u, %u, %u) idx ()scalar n%i\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_1("pid (%u, %u, %u) idx (%3u) i 0x%08x\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.mlir.global internal constant @printfFormat_0("pid (%u, %u, %u) idx (%3u): x=%f\0A\00") {addr_space = 0 : i32}
// CHECK-DAG: llvm.func @vprintf(!llvm.ptr, !llvm.ptr) -> i32
// CHECK-DAG: llvm.func @__assertfail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) attributes {passthrough = ["noreturn"]}

// CHECK-LABEL: llvm.func @print_assert
// CHECK: %[[PX:.*]] = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK: %[[PY:.*]] = nvvm.read.ptx.sreg.ctaid.y : i32
// CHECK: %[[PZ:.*]] = nvvm.read.ptx.sreg.ctaid.z : i32
// CHECK: %[[F0:.*]] = llvm.mlir.addressof @printfFormat_0 : !llvm.ptr
// CHECK: %[[FMT:.*]] = llvm.getelementptr %[[F0]][%{{.*}}] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK: %[[X:.*]] = llvm.fpext %{{.*}} : f32 to f64
// CHECK: %[[BUF:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, f64)> : (i32) -> !llvm.ptr
// CHECK: %[[P0:.*]] = llvm.getelementptr %[[BUF]][0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32, i32, i32, f64)>
// CHECK: llvm.store %[[PX]], %[[P0]] : i32, !llvm.ptr
// CHECK: llvm.store %[[PY]]
// CHECK: llvm.store %[[PZ]]
// CHECK: %[[P4:.*]] = llvm.getelementptr %[[BUF]][0, 4]
// CHECK: llvm.store %[[X]], %[[P4]] : f64, !llvm.ptr
// CHECK: llvm.call @vprintf(%[[FMT]], %[[BUF]]) : (!llvm.ptr, !llvm.ptr) -> i32
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, f64)>
// CHECK: llvm.call @vprintf(%[[FMT]], %{{.*}})
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32, i32)>
// CHECK: llvm.call @vprintf
// CHECK: llvm.call @vprintf
// CHECK: llvm.mlir.addressof @printfFormat_2
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32, i32)>
// CHECK: llvm.call @vprintf
// CHECK: llvm.mlir.addressof @printfFormat_3
// CHECK: llvm.alloca %{{.*}} x !llvm.struct<(i32, i32, i32)>
// CHECK: llvm.call @vprintf
// Scalar assert: no barrier after it.
// CHECK: %[[C:.*]] = llvm.icmp "sgt"
// CHECK: %[[NOT:.*]] = llvm.icmp "eq" %[[C]], %{{.*}} : i1
// CHECK: %[[FAIL:.*]] = llvm.or %{{.*}}, %[[NOT]] : i1
// CHECK: llvm.cond_br %[[FAIL]], ^[[IF:.*]], ^[[THEN:.*]]
// CHECK: ^[[IF]]:
// CHECK: %[[LINE:.*]] = llvm.mlir.constant(78 : i32) : i32
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : i64) : i64
// CHECK: llvm.call @__assertfail(%{{.*}}, %{{.*}}, %[[LINE]], %{{.*}}, %[[ONE]]) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr, i64) -> ()
// CHECK: llvm.br ^[[THEN]]
// CHECK: ^[[THEN]]:
// CHECK-NOT: nvvm.barrier0
// Tensor assert: fails if any register is false, then a barrier.
// CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : i1
// CHECK: llvm.or
// CHECK: llvm.icmp "eq" %{{.*}}, %{{.*}} : i1
// CHECK: %[[FAIL2:.*]] = llvm.or
// CHECK: llvm.cond_br %[[FAIL2]], ^[[IF2:.*]], ^[[THEN2:.*]]
// CHECK: ^[[IF2]]:
// CHECK: llvm.call @__assertfail
// CHECK: ^[[THEN2]]:
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: llvm.return
#b1 = #ttg.blocked<{sizePerThread = [2], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @print_assert(%x: tensor<256xf32, #b1>, %i: tensor<256xi32, #b1>, %n: i32) {
    tt.print ": x=" {hex = false, isSigned = array<i32: 0>} : %x : tensor<256xf32, #b1>
    tt.print " i " {hex = true, isSigned = array<i32: 1>} : %i : tensor<256xi32, #b1>
    tt.print "scalar n" {hex = false, isSigned = array<i32: 1>} : %n : i32
    tt.print "hello" {hex = false, isSigned = array<i32>}
    %c = arith.constant 0 : i32
    %p = arith.cmpi sgt, %n, %c : i32
    tt.assert %p, "n must be positive" : i1
    %ct = arith.constant dense<0> : tensor<256xi32, #b1>
    %pt = arith.cmpi sge, %i, %ct : tensor<256xi32, #b1>
    tt.assert %pt, "i >= 0" : tensor<256xi1, #b1>
    tt.return
  }
}
