// RUN: tt-opt %s -split-input-file -convert-triton-to-tritongpu='target=cuda:100 num-warps=4 enable-source-remat=true' -relayout-tritongpu | FileCheck %s
// RUN: tt-opt %s -split-input-file -convert-triton-to-tritongpu='target=cuda:100 num-warps=4 enable-source-remat=true' -relayout-tritongpu -debug-only=relayout-tritongpu -o /dev/null 2>&1 | FileCheck %s --check-prefix=TRACE
// RUN: tt-opt %s -split-input-file -convert-triton-to-tritongpu='target=cuda:100 num-warps=4 enable-source-remat=true' -relayout-tritongpu | tt-opt -split-input-file -relayout-tritongpu | FileCheck %s

// convert-triton-to-tritongpu leaves ttng ops alone: their tensors keep no
// layout, reached through unrealized casts and convert_layouts. The relayout
// gives them the 32x32b message layout of the buffer's 128x64 block for 4
// warps: a thread holds one row's 64 columns, lanes and warps split the 128
// rows. The store's and the alloc's sources are converted to it, the load
// yields it. (The casts, now unused, stay: optimize-partition-warps bypasses
// them.) Running the pass again changes nothing (third RUN line).
// CHECK-DAG: #[[BLOCKED:.*]] = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [1, 32], warpsPerCTA = [2, 2], order = [1, 0]}>
// CHECK-DAG: #[[ROWS:.*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-LABEL: tt.func @tmem
// CHECK:         %[[C:.*]] = arith.constant dense<1.000000e+00> : tensor<128x64xf32, #[[BLOCKED]]>
// CHECK:         %[[C2:.*]] = ttg.convert_layout %[[C]] : tensor<128x64xf32, #[[BLOCKED]]> -> tensor<128x64xf32, #[[ROWS]]>
// CHECK-NEXT:    ttng.tmem_store %[[C2]], %{{.*}}, %{{.*}} : tensor<128x64xf32, #[[ROWS]]> ->
// CHECK-NEXT:    %[[R:.*]] = ttng.tmem_load %{{.*}} : {{.*}} -> tensor<128x64xf32, #[[ROWS]]>
// CHECK-NEXT:    %[[R2:.*]] = ttg.convert_layout %[[R]] : tensor<128x64xf32, #[[ROWS]]> -> tensor<128x64xf32, #[[BLOCKED]]>
// CHECK-NEXT:    %[[S:.*]] = arith.addf %[[R2]], %[[R2]] : tensor<128x64xf32, #[[BLOCKED]]>
// CHECK:         %[[S2:.*]] = ttg.convert_layout %[[S]] : tensor<128x64xf32, #[[BLOCKED]]> -> tensor<128x64xf32, #[[ROWS]]>
// CHECK-NEXT:    ttng.tmem_alloc %[[S2]] : (tensor<128x64xf32, #[[ROWS]]>) ->
// TRACE: [relayout-tritongpu] ttng.tmem_store %buf, %0, %true in @tmem ({{.*}}): #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane
// TRACE-NEXT: [relayout-tritongpu] %result = ttng.tmem_load in @tmem ({{.*}}): #ttg.linear<{register = {{\[\[}}0, 1]
// TRACE-NEXT: [relayout-tritongpu] %result_0 = ttng.tmem_alloc in @tmem ({{.*}}): #ttg.linear<{register = {{\[\[}}0, 1]
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {ttg.target = "cuda:100"} {
  tt.func @tmem(%buf: !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %c = arith.constant dense<1.0> : tensor<128x64xf32>
    ttng.tmem_store %c, %buf, %true : tensor<128x64xf32> -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
    %r = ttng.tmem_load %buf : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32>
    %s = arith.addf %r, %r : tensor<128x64xf32>
    %a = ttng.tmem_alloc %s : (tensor<128x64xf32>) -> !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory>
    tt.return
  }
}

// -----

// A scale buffer is written in tcgen05.st's scale layout: lanes take 32
// rows, the 4 columns and the other row blocks are registers, the 4 warps
// hold copies (warp bases 0).
// CHECK: #[[SCALES:.*]] = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [32, 0], [64, 0]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}0, 0], [0, 0]], block = []}>
// CHECK-LABEL: tt.func @scales
// CHECK: ttng.tmem_store %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x4xi8, #[[SCALES]]> ->
#scales = #ttng.tensor_memory_scales_encoding<>
module attributes {ttg.target = "cuda:100"} {
  tt.func @scales(%buf: !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>) {
    %true = arith.constant true
    %c = arith.constant dense<127> : tensor<128x4xi8>
    ttng.tmem_store %c, %buf, %true : tensor<128x4xi8> -> !ttg.memdesc<128x4xi8, #scales, #ttng.tensor_memory, mutable>
    tt.return
  }
}

// -----

// TMA gather4 reads 4 consecutive row offsets per thread: they go to a
// slice of a layout with 4 per thread, lanes along the rows and the warps
// along the other dim.
// CHECK: #[[FOUR:.*]] = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>
// CHECK-LABEL: tt.func @gather
// CHECK: %[[O:.*]] = ttg.convert_layout %{{.*}} : tensor<32xi32, #{{.*}}> -> tensor<32xi32, #ttg.slice<{dim = 0, parent = #[[FOUR]]}>>
// CHECK-NEXT: ttng.async_tma_gather %{{.*}}[%[[O]], %{{.*}}] %{{.*}}, %{{.*}}, %{{.*}} : !tt.tensordesc<tensor<1x64xf16, #{{.*}}>>, tensor<32xi32, #ttg.slice<{dim = 0, parent = #[[FOUR]]}>>
// TRACE: [relayout-tritongpu] ttng.async_tma_gather {{.*}} in @gather ({{.*}}): offsets as #ttg.slice<{dim = 0, parent = #ttg.blocked<{sizePerThread = [1, 4], threadsPerWarp = [32, 1], warpsPerCTA = [1, 4], order = [1, 0]}>}>
#nvmma = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#bar = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [0]}>
#smem = #ttg.shared_memory
module attributes {ttg.target = "cuda:100"} {
  tt.func @gather(%desc: !tt.tensordesc<tensor<1x64xf16, #nvmma>>, %dst: !ttg.memdesc<32x64xf16, #nvmma, #smem, mutable>, %bar: !ttg.memdesc<1xi64, #bar, #smem, mutable>) {
    %true = arith.constant true
    %c0 = arith.constant 0 : i32
    %rows = tt.make_range {end = 32 : i32, start = 0 : i32} : tensor<32xi32>
    ttng.async_tma_gather %desc[%rows, %c0] %dst, %bar, %true : !tt.tensordesc<tensor<1x64xf16, #nvmma>>, tensor<32xi32>, i32, !ttg.memdesc<1xi64, #bar, #smem, mutable>, !ttg.memdesc<32x64xf16, #nvmma, #smem, mutable>, i1
    tt.return
  }
}
