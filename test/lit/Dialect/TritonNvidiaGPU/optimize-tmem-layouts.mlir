// RUN: tt-opt --split-input-file --tt-keep-source-names=false -triton-nvidia-optimize-tmem-layouts %s | FileCheck %s
//
// The rules no corpus kernel takes (split loads, join stores, the 16x256b
// layouts for shared memory traffic). The expectations are those of
// Triton's own tests of the pass (test/TritonNvidiaGPU/tmem_layouts.mlir),
// on inputs of our own in Triton 3.6's syntax.

#ld = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 2], order = [0, 1]}>
#r3 = #ttg.blocked<{sizePerThread = [1, 1, 64], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 2, 1], order = [0, 2, 1]}>
#t3 = #ttg.blocked<{sizePerThread = [1, 64, 1], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 2], order = [0, 1, 2]}>
#s3 = #ttg.blocked<{sizePerThread = [1, 1, 2], threadsPerWarp = [1, 32, 1], warpsPerCTA = [4, 2, 1], order = [2, 1, 0]}>
#out = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [4, 2], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // A split of a loaded 128x128 accumulator into two 128x64 halves: each
  // half is a subslice (block width 64, allocation shape kept) loaded in
  // its 32x32b layout, then converted to the split's layout.
  // CHECK{LITERAL}: #linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0], [0, 32]], block = []}>
  // CHECK: #[[HALF:tmem[0-9]*]] = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
  // CHECK-LABEL: tt.func @split_load
  // CHECK-NEXT: %[[S0:.*]] = ttng.tmem_subslice %arg0 {N = 0 : i32} : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> !ttg.memdesc<128x64xf32, #[[HALF]], #ttng.tensor_memory, mutable, 128x128>
  // CHECK-NEXT: %[[L0:.*]] = ttng.tmem_load %[[S0]] : {{.*}} -> tensor<128x64xf32, #linear>
  // CHECK-NEXT: %[[C0:.*]] = ttg.convert_layout %[[L0]] : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #blocked>
  // CHECK-NEXT: %[[S1:.*]] = ttng.tmem_subslice %arg0 {N = 64 : i32}
  // CHECK-NEXT: %[[L1:.*]] = ttng.tmem_load %[[S1]]
  // CHECK-NEXT: %[[C1:.*]] = ttg.convert_layout %[[L1]]
  // CHECK-NEXT: tt.return %[[C0]], %[[C1]]
  tt.func @split_load(%acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> (tensor<128x64xf32, #out>, tensor<128x64xf32, #out>) {
    %v = ttng.tmem_load %acc : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #ld>
    %r = tt.reshape %v : tensor<128x128xf32, #ld> -> tensor<128x2x64xf32, #r3>
    %t = tt.trans %r {order = array<i32: 0, 2, 1>} : tensor<128x2x64xf32, #r3> -> tensor<128x64x2xf32, #t3>
    %c = ttg.convert_layout %t : tensor<128x64x2xf32, #t3> -> tensor<128x64x2xf32, #s3>
    %lhs, %rhs = tt.split %c : tensor<128x64x2xf32, #s3> -> tensor<128x64xf32, #out>
    tt.return %lhs, %rhs : tensor<128x64xf32, #out>, tensor<128x64xf32, #out>
  }

  // 256 rows per CTA: not split.
  // CHECK-LABEL: tt.func @split_load_256_rows
  // CHECK-NOT: ttng.tmem_subslice
  // CHECK: tt.split
  tt.func @split_load_256_rows(%acc: !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable>) -> (tensor<256x64xf32, #out>, tensor<256x64xf32, #out>) {
    %v = ttng.tmem_load %acc : !ttg.memdesc<256x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<256x128xf32, #ld>
    %r = tt.reshape %v : tensor<256x128xf32, #ld> -> tensor<256x2x64xf32, #r3>
    %t = tt.trans %r {order = array<i32: 0, 2, 1>} : tensor<256x2x64xf32, #r3> -> tensor<256x64x2xf32, #t3>
    %c = ttg.convert_layout %t : tensor<256x64x2xf32, #t3> -> tensor<256x64x2xf32, #s3>
    %lhs, %rhs = tt.split %c : tensor<256x64x2xf32, #s3> -> tensor<256x64xf32, #out>
    tt.return %lhs, %rhs : tensor<256x64xf32, #out>, tensor<256x64xf32, #out>
  }
}

// -----

#half = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#j3 = #ttg.blocked<{sizePerThread = [1, 64, 2], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [2, 0, 1]}>
#t3 = #ttg.blocked<{sizePerThread = [1, 2, 64], threadsPerWarp = [32, 1, 1], warpsPerCTA = [4, 1, 1], order = [1, 0, 2]}>
#full = #ttg.blocked<{sizePerThread = [1, 128], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#lin = #ttg.linear<{register = [[0, 64], [0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // A store of two halves joined along the columns: each half is converted
  // and stored into its own subslice (under the existing `true`).
  // CHECK-LABEL: tt.func @join_store
  // CHECK-NEXT: %true = arith.constant true
  // CHECK-NEXT: %[[S0:.*]] = ttng.tmem_subslice %arg0 {N = 0 : i32}
  // CHECK-NEXT: %[[V0:.*]] = ttg.convert_layout %arg1
  // CHECK-NEXT: ttng.tmem_store %[[V0]], %[[S0]], %true
  // CHECK-NEXT: %[[S1:.*]] = ttng.tmem_subslice %arg0 {N = 64 : i32}
  // CHECK-NEXT: %[[V1:.*]] = ttg.convert_layout %arg2
  // CHECK-NEXT: ttng.tmem_store %[[V1]], %[[S1]], %true
  // CHECK-NEXT: tt.return
  tt.func @join_store(%acc: !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, %a: tensor<128x64xf32, #half>, %b: tensor<128x64xf32, #half>) {
    %true = arith.constant true
    %j = tt.join %a, %b : tensor<128x64xf32, #half> -> tensor<128x64x2xf32, #j3>
    %t = tt.trans %j {order = array<i32: 0, 2, 1>} : tensor<128x64x2xf32, #j3> -> tensor<128x2x64xf32, #t3>
    %r = tt.reshape %t : tensor<128x2x64xf32, #t3> -> tensor<128x128xf32, #lin>
    %c = ttg.convert_layout %r : tensor<128x128xf32, #lin> -> tensor<128x128xf32, #full>
    ttng.tmem_store %c, %acc, %true : tensor<128x128xf32, #full> -> !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

#red = #ttg.blocked<{sizePerThread = [4, 4], threadsPerWarp = [2, 16], warpsPerCTA = [8, 1], order = [1, 0]}>
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // 8 warps, a row sum: loaded split along M, converted back.
  // CHECK{LITERAL}: #linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [0, 32]], warp = [[32, 0], [64, 0], [16, 0]], block = []}>
  // CHECK-LABEL: tt.func @row_sum
  // CHECK-NEXT: %[[L:.*]] = ttng.tmem_load %arg0 : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory> -> tensor<128x64xf32, #linear>
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[L]] : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #blocked>
  // CHECK-NEXT: "tt.reduce"(%[[C]]) <{axis = 1 : i32}>
  tt.func @row_sum(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>> {
    %v = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory> -> tensor<128x64xf32, #red>
    %s = "tt.reduce"(%v) <{axis = 1 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      tt.reduce.return %z : f32
    }) : (tensor<128x64xf32, #red>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>>
    tt.return %s : tensor<128xf32, #ttg.slice<{dim = 1, parent = #red}>>
  }

  // A column sum keeps the layout.
  // CHECK-LABEL: tt.func @column_sum
  // CHECK-NEXT: ttng.tmem_load %arg0 : {{.*}} -> tensor<128x64xf32, #blocked>
  // CHECK-NEXT: "tt.reduce"
  tt.func @column_sum(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #red}>> {
    %v = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory> -> tensor<128x64xf32, #red>
    %s = "tt.reduce"(%v) <{axis = 0 : i32}> ({
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      tt.reduce.return %z : f32
    }) : (tensor<128x64xf32, #red>) -> tensor<64xf32, #ttg.slice<{dim = 0, parent = #red}>>
    tt.return %s : tensor<64xf32, #ttg.slice<{dim = 0, parent = #red}>>
  }
}

// -----

#cols = #ttg.blocked<{sizePerThread = [64, 1], threadsPerWarp = [1, 32], warpsPerCTA = [1, 4], order = [1, 0]}>
#rows = #ttg.blocked<{sizePerThread = [1, 64], threadsPerWarp = [32, 1], warpsPerCTA = [4, 1], order = [0, 1]}>
#acc = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#colmajor = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0, 1]}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // A 16-bit shared memory load read one element at a time (transposed
  // after it): the store goes through the 16x256b layout.
  // CHECK{LITERAL}: #linear = #ttg.linear<{register = [[0, 1], [8, 0], [0, 8], [0, 16], [0, 32], [16, 0]], lane = [[0, 2], [0, 4], [1, 0], [2, 0], [4, 0]], warp = [[32, 0], [64, 0]], block = []}>
  // CHECK-LABEL: tt.func @store_from_shared
  // CHECK:      %[[T:.*]] = tt.trans
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[T]] : tensor<128x64xf32, #blocked1> -> tensor<128x64xf32, #linear>
  // CHECK-NEXT: ttng.tmem_store %[[C]], %arg2, %true : tensor<128x64xf32, #linear>
  tt.func @store_from_shared(%scale: f32, %x: !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %s = tt.splat %scale : f32 -> tensor<64x128xf32, #cols>
    %l = ttg.local_load %x : !ttg.memdesc<64x128xf16, #nvmma, #smem, mutable> -> tensor<64x128xf16, #cols>
    %e = arith.extf %l : tensor<64x128xf16, #cols> to tensor<64x128xf32, #cols>
    %m = arith.mulf %e, %s : tensor<64x128xf32, #cols>
    %t = tt.trans %m {order = array<i32: 1, 0>} : tensor<64x128xf32, #cols> -> tensor<128x64xf32, #rows>
    ttng.tmem_store %t, %acc, %true : tensor<128x64xf32, #rows> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // The same load read in vectors: unchanged.
  // CHECK-LABEL: tt.func @store_from_vectorized_shared
  // CHECK:      %[[E:.*]] = arith.extf
  // CHECK-NEXT: ttng.tmem_store %[[E]], %arg1, %true : tensor<128x64xf32, #blocked1>
  tt.func @store_from_vectorized_shared(%x: !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable>, %acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %l = ttg.local_load %x : !ttg.memdesc<128x64xf16, #nvmma, #smem, mutable> -> tensor<128x64xf16, #rows>
    %e = arith.extf %l : tensor<128x64xf16, #rows> to tensor<128x64xf32, #rows>
    ttng.tmem_store %e, %acc, %true : tensor<128x64xf32, #rows> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    tt.return
  }

  // The other way: an accumulator truncated to f16 and stored to a
  // column-major shared buffer one element at a time loads in the same
  // 16x256b layout (it depends on the buffer and the warps only), then
  // converts back.
  // CHECK-LABEL: tt.func @load_to_shared
  // CHECK-NEXT: %[[L:.*]] = ttng.tmem_load %arg0 : {{.*}} -> tensor<128x64xf32, #linear>
  // CHECK-NEXT: %[[C:.*]] = ttg.convert_layout %[[L]] : tensor<128x64xf32, #linear> -> tensor<128x64xf32, #linear1>
  // CHECK-NEXT: arith.truncf %[[C]]
  tt.func @load_to_shared(%acc: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, %y: !ttg.memdesc<128x64xf16, #colmajor, #smem, mutable>) {
    %v = ttng.tmem_load %acc : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #acc>
    %h = arith.truncf %v : tensor<128x64xf32, #acc> to tensor<128x64xf16, #acc>
    ttg.local_store %h, %y : tensor<128x64xf16, #acc> -> !ttg.memdesc<128x64xf16, #colmajor, #smem, mutable>
    tt.return
  }
}

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [4, 8], warpsPerCTA = [8, 1], order = [1, 0]}>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // sm90, a row max: nothing in tensor memory, unchanged.
  // CHECK-LABEL: tt.func @hopper_row_max
  // CHECK-NEXT: "tt.reduce"(%arg0) <{axis = 1 : i32}>
  tt.func @hopper_row_max(%x: tensor<128x64xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>> {
    %m = "tt.reduce"(%x) <{axis = 1 : i32}> ({
    ^bb0(%a: f32, %b: f32):
      %c = arith.maxnumf %a, %b : f32
      tt.reduce.return %c : f32
    }) : (tensor<128x64xf32, #blocked>) -> tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
    tt.return %m : tensor<128xf32, #ttg.slice<{dim = 1, parent = #blocked}>>
  }
}
