// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-triton-gpu-to-llvm -verify-diagnostics | tt-opt -split-input-file -convert-nv-gpu-to-llvm | FileCheck %s --check-prefix=NVGPU

// Inside a ttg.warp_specialize partition, thread ids count from the
// partition's first warp and wrap at its thread count (Triton 3.6's
// getThreadId): partition 0 runs on warps 8-11 (tid.x - 256, & 127),
// partition 1 on warp 4 (tid.x - 128, & 31). The ops of
// ttg.warp_specialize stay for convert-warp-specialize-to-llvm, their
// captures and arguments bridged by casts; CTA barriers stay nvvm.barrier0
// (that pass names them). ttng.arrive_barrier is thread 0's predicated
// mbarrier.arrive (with its count above 1), ttng.tc_gen5_commit the
// commit an MMA issues, from the elected thread of warp 0.
// CHECK-LABEL: llvm.func @partitions
// CHECK:         ttg.warp_specialize(%{{.*}}, %{{.*}}) attributes {allocation.offset = 32 : i32, warpGroupStartIds = array<i32: 8, 4>}
// CHECK:         partition0(%{{.*}}: !tt.ptr<i32>, %[[B0:.*]]: !ttg.memdesc<1xi64, #shared, #smem, mutable>) num_warps(4) {
// CHECK:           %[[BAR0:.*]] = builtin.unrealized_conversion_cast %[[B0]]
// CHECK:           %[[TID:.*]] = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:      %[[FIRST:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT:      %[[REL:.*]] = llvm.sub %[[TID]], %[[FIRST]] : i32
// CHECK-NEXT:      %[[MASK:.*]] = llvm.mlir.constant(127 : i32) : i32
// CHECK-NEXT:      llvm.and %[[REL]], %[[MASK]] : i32
// CHECK:           st.global.b32
// CHECK:           nvvm.barrier0
// CHECK:           nvvm.read.ptx.sreg.tid.x
// CHECK:           %[[IS0:.*]] = llvm.icmp "eq"
// CHECK:           %[[ADDR:.*]] = llvm.extractvalue %[[BAR0]][0]
// CHECK:           "@$0 mbarrier.arrive.shared::cta.b64 _, [$1], 2;", "b,r" %[[IS0]], %[[ADDR]]
// CHECK:           ttg.warp_return
// CHECK:         partition1(
// CHECK:           nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT:      llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT:      llvm.sub
// CHECK-NEXT:      llvm.mlir.constant(31 : i32) : i32
// CHECK-NEXT:      llvm.and
// CHECK:           %[[WARP:.*]] = nvg.warp_id
// CHECK:           %[[ELECT:.*]] = nvvm.elect.sync -> i1
// CHECK:           %[[W0:.*]] = llvm.icmp "eq" %[[WARP]]
// CHECK:           %[[ISSUE:.*]] = llvm.and %[[W0]], %[[ELECT]] : i1
// CHECK:           "@$0 tcgen05.commit.cta_group::1.mbarrier::arrive::one.b64 [$1];", "b,l" %[[ISSUE]]
// CHECK:           ttg.warp_return
// CHECK:         } : (!tt.ptr<i32>, !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()

// nvg.warp_id of a one-warp partition is 0: "warp 0" folds to true.
// NVGPU:         partition1(
// NVGPU-NOT:       nvvm.shfl.sync
// NVGPU:           %[[TRUE:.*]] = llvm.mlir.constant(true) : i1
// NVGPU:           %[[ELECT:.*]] = nvvm.elect.sync -> i1
// NVGPU:           llvm.and %[[TRUE]], %[[ELECT]] : i1
#blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#blocked1 = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [1], order = [0]}>
#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32} {
  tt.func public @partitions(%out: !tt.ptr<i32>) attributes {allocation.offset = 16 : i32} {
    %bar = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<1xi64, #shared, #smem, mutable>
    ttg.warp_specialize(%out, %bar) attributes {allocation.offset = 32 : i32, warpGroupStartIds = array<i32: 8, 4>}
    default {
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i32>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) num_warps(4) {
      %r = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
      %ps = tt.splat %p : !tt.ptr<i32> -> tensor<128x!tt.ptr<i32>, #blocked>
      %pp = tt.addptr %ps, %r : tensor<128x!tt.ptr<i32>, #blocked>, tensor<128xi32, #blocked>
      tt.store %pp, %r : tensor<128x!tt.ptr<i32>, #blocked>
      ttg.local_barrier
      ttng.arrive_barrier %b, 2 : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i32>, %b: !ttg.memdesc<1xi64, #shared, #smem, mutable>) num_warps(1) {
      %r = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32, #blocked1>
      ttng.tc_gen5_commit %b : !ttg.memdesc<1xi64, #shared, #smem, mutable>
      ttg.warp_return
    } : (!tt.ptr<i32>, !ttg.memdesc<1xi64, #shared, #smem, mutable>) -> ()
    tt.return
  }
}

// -----

// A partition's warps must be known before its thread ids are.
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  tt.func public @no_start_ids() {
    // expected-error @below {{'ttg.warp_specialize' op has no warpGroupStartIds: run tritongpu-allocate-warp-groups before lowering to LLVM}}
    ttg.warp_specialize()
    default {
      ttg.warp_yield
    }
    partition0() num_warps(4) {
      ttg.warp_return
    } : () -> ()
    tt.return
  }
}

// -----

// The kernel's global scratch pointer (its next-to-last argument) reaches a
// partition as an explicit capture, added once for every
// ttg.global_scratch_alloc of the partitions (Triton 3.6's; a
// warp-specialized loop over device-side tensor descriptors has its
// tensormap buffers there): each partition region gets it as its last
// argument, and each alloc is an offset from this program's slice of it.
// CHECK-LABEL: llvm.func @scratch_in_partitions(
// CHECK-SAME:    %[[ARG:.*]]: !llvm.ptr<1>, %[[SCRATCH:.*]]: !llvm.ptr<1>, %{{.*}}: !llvm.ptr<1>)
// CHECK:         %[[OUT:.*]] = builtin.unrealized_conversion_cast %[[ARG]]
// CHECK:         ttg.warp_specialize(%[[OUT]], %[[SCRATCH]])
// CHECK:         partition0(%{{.*}}: !tt.ptr<i8>, %[[S0:.*]]: !llvm.ptr<1>) num_warps(4) {
// CHECK:           nvvm.read.ptx.sreg.ctaid.x
// CHECK:           %[[C256:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT:      %[[SLICE:.*]] = llvm.mul %{{.*}}, %[[C256]] : i32
// CHECK-NEXT:      %[[ZERO:.*]] = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:      %[[AT0:.*]] = llvm.add %[[SLICE]], %[[ZERO]] : i32
// CHECK-NEXT:      llvm.getelementptr %[[S0]][%[[AT0]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK:           %[[C256B:.*]] = llvm.mlir.constant(256 : i32) : i32
// CHECK-NEXT:      %[[SLICE2:.*]] = llvm.mul %{{.*}}, %[[C256B]] : i32
// CHECK-NEXT:      %[[C128:.*]] = llvm.mlir.constant(128 : i32) : i32
// CHECK-NEXT:      %[[AT128:.*]] = llvm.add %[[SLICE2]], %[[C128]] : i32
// CHECK-NEXT:      llvm.getelementptr %[[S0]][%[[AT128]]] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, i8
// CHECK:           ttg.warp_return
// CHECK:         partition1(%{{.*}}: !tt.ptr<i8>, %[[S1:.*]]: !llvm.ptr<1>) num_warps(1) {
// CHECK:           llvm.getelementptr %[[S1]]
// CHECK:           ttg.warp_return
// CHECK:         } : (!tt.ptr<i8>, !llvm.ptr<1>) -> ()
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 12 : i32, ttg.global_scratch_memory_size = 256 : i32, ttg.global_scratch_memory_alignment = 128 : i32} {
  tt.func public @scratch_in_partitions(%out: !tt.ptr<i8>) attributes {allocation.offset = 16 : i32} {
    ttg.warp_specialize(%out) attributes {allocation.offset = 32 : i32, warpGroupStartIds = array<i32: 8, 4>}
    default {
      ttg.warp_yield
    }
    partition0(%p: !tt.ptr<i8>) num_warps(4) {
      %a = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
      %b = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 128 : i32} : !tt.ptr<i8>
      %one = arith.constant 1 : i8
      tt.store %a, %one : !tt.ptr<i8>
      tt.store %b, %one : !tt.ptr<i8>
      ttg.warp_return
    }
    partition1(%p: !tt.ptr<i8>) num_warps(1) {
      %c = ttg.global_scratch_alloc {alignment = 128 : i32, nbytes = 128 : i32, ttg.global_scratch_memory_offset = 0 : i32} : !tt.ptr<i8>
      %two = arith.constant 2 : i8
      tt.store %c, %two : !tt.ptr<i8>
      ttg.warp_return
    } : (!tt.ptr<i8>) -> ()
    tt.return
  }
}

// -----

// Tensor memory allocated inside a partition (Triton 3.6's block-scaled
// MMA partition allocates its scales' columns there and copies them in):
// the partition reads the kernel's tensor memory base, which warp 0
// allocates at entry, so convert-nv-gpu-to-llvm makes the base an explicit
// capture and the last argument of every partition region, once however
// many allocs use it.
// NVGPU-LABEL: llvm.func @tmem_in_partition(
// NVGPU:         "@$0 tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [$1], 128;"
// NVGPU:         %[[WORD:.*]] = llvm.load %{{.*}} : !llvm.ptr<3> -> i32
// NVGPU:         %[[BASE:.*]] = llvm.inttoptr %[[WORD]] : i32 to !llvm.ptr<6>
// NVGPU:         ttg.warp_specialize(%{{.*}}, %[[BASE]])
// NVGPU:         partition0(%src: !ttg.memdesc<128x4xi8, #shared, #smem, mutable>, %[[B0:.*]]: !llvm.ptr<6>) num_warps(1) {
// NVGPU:           llvm.ptrtoint %[[B0]] : !llvm.ptr<6> to i32
// NVGPU:           tcgen05.cp.cta_group::1.warpx4.32x128b
// NVGPU:           llvm.ptrtoint %[[B0]] : !llvm.ptr<6> to i32
// NVGPU:           tcgen05.cp.cta_group::1.warpx4.32x128b
// NVGPU:           ttg.warp_return
// NVGPU:         partition1(%src: !ttg.memdesc<128x4xi8, #shared, #smem, mutable>, %{{.*}}: !llvm.ptr<6>) num_warps(1) {
// NVGPU-NEXT:      ttg.warp_return
// NVGPU:         } : (!ttg.memdesc<128x4xi8, #shared, #smem, mutable>, !llvm.ptr<6>) -> ()
// NVGPU-NOT:     nvg.tensor_memory_base
#shared6 = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [32, 0], [64, 0], [1, 0], [2, 0], [4, 0], [8, 0], [16, 0]]}, alignment = 128>
#smem = #ttg.shared_memory
#tmem_scales = #ttng.tensor_memory_scales_encoding<>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32, "ttg.total-num-warps" = 6 : i32, ttg.shared = 1024 : i32, ttg.tensor_memory_size = 128 : i32} {
  tt.func public @tmem_in_partition() attributes {allocation.offset = 0 : i32} {
    %s = ttg.local_alloc {allocation.offset = 0 : i32} : () -> !ttg.memdesc<128x4xi8, #shared6, #smem, mutable>
    ttg.warp_specialize(%s) attributes {allocation.offset = 512 : i32, warpGroupStartIds = array<i32: 4, 5>}
    default {
      ttg.warp_yield
    }
    partition0(%src: !ttg.memdesc<128x4xi8, #shared6, #smem, mutable>) num_warps(1) {
      %a = ttng.tmem_alloc {tensor_memory_col_offset = 0 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
      ttng.tmem_copy %src, %a : !ttg.memdesc<128x4xi8, #shared6, #smem, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
      %b = ttng.tmem_alloc {tensor_memory_col_offset = 4 : i32, tensor_memory_row_offset = 0 : i32} : () -> !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
      ttng.tmem_copy %src, %b : !ttg.memdesc<128x4xi8, #shared6, #smem, mutable>, !ttg.memdesc<128x4xi8, #tmem_scales, #ttng.tensor_memory, mutable>
      ttg.warp_return
    }
    partition1(%src: !ttg.memdesc<128x4xi8, #shared6, #smem, mutable>) num_warps(1) {
      ttg.warp_return
    } : (!ttg.memdesc<128x4xi8, #shared6, #smem, mutable>) -> ()
    tt.return
  }
}
