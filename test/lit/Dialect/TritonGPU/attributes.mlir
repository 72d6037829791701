// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s

// Every ttg encoding and type round-trips in the exact Triton 3.6 form. The
// aliases are named and numbered as Triton names them (slice and dot_op are
// never aliased); keys are accepted in any order, `CGALayout = []` and
// default-valued keys are elided, and a long-form padded_shared that is an
// identity prints in its short form.

// CHECK: #blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = {{\[\[}}0, 1]]}>
// CHECK-NEXT: #blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
// CHECK-NEXT: #blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
// CHECK-NEXT: #linear = #ttg.linear<{register = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = {{\[\[}}1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = {{\[\[}}32, 0], [64, 0]], block = []}>
// CHECK-NEXT: #mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = {{\[\[}}0, 1]], instrShape = [16, 64, 16]}>
// CHECK-NEXT: #mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
// CHECK-NEXT: #mma2 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = false, tilesPerWarp = [2, 2]}>
// CHECK-NEXT: #mma3 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 4], isTransposed = false, elementBitWidth = 64}>
// CHECK-NEXT: #mma4 = #ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>
// CHECK-NEXT: #mma5 = #ttg.amd_wmma<{version = 2, isTranspose = true, warpsPerCTA = [2, 2], tilesPerWarp = [2, 1]}>
// CHECK-NEXT: #mma6 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// CHECK-NEXT: #mma7 = #ttg.amd_wmma<{version = 3, isTranspose = false, warpsPerCTA = [2, 2], instrShape = [16, 16, 32]}>
// CHECK-NEXT: #shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = {{\[\[}}0, 0]]}>
// CHECK-NEXT: #shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8, fp4Padded = true}>
// CHECK-NEXT: #shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
// CHECK-NEXT: #shared3 = #ttg.padded_shared<[512:+16] {order = [1, 0], shape = [64, 64]}>
// CHECK-NEXT: #shared4 = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [32, 32]}>
// CHECK-NEXT: #shared5 = #ttg.shared_linear<{offset = {{\[\[}}0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 4], [4, 8], [8, 0]]}, alignment = 512>
// CHECK-NEXT: #shared6 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
// CHECK-NEXT: #shared7 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
// CHECK-NEXT: #shared8 = #ttg.padded_shared<[4:+4] {order = [0, 1], shape = [4, 4]}>
// CHECK-NEXT: #shared9 = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = {{\[\[}}0, 1], [1, 0]]}>
// CHECK-NEXT: #smem = #ttg.shared_memory
// CHECK-NEXT: module attributes {x.a = [#blocked, #blocked1, #linear, #mma, #mma1, #mma2, #mma3, #mma4, #mma5, #mma6, #shared, #shared1, #shared2, #shared3, #shared4, #shared5, #shared6, #shared7, #smem]
// CHECK-SAME: , x.b = #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>
// CHECK-SAME: , x.c = #ttg.dot_op<{opIdx = 0, parent = #mma6, kWidth = 2}>
// CHECK-SAME: , x.d = #ttg.dot_op<{opIdx = 1, parent = #blocked1}>
// CHECK-SAME: , x.e = #shared8
// CHECK-SAME: , x.f = #blocked1
// CHECK-SAME: , x.g = #mma1
// CHECK-SAME: , x.h = #mma7
// CHECK-SAME: , x.i = #shared9
// CHECK-SAME: , x.t = [!ttg.memdesc<3x128x64xf16, #shared7, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared7, #smem, mutable, 64x64>, !ttg.memdesc<64x32xf16, #shared7, #smem, 64x64>, !ttg.async.token]} {

#blocked = #ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0], CGALayout = [[0, 1]]}>
#blocked1 = #ttg.blocked<{sizePerThread = [4], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], CGALayout = [[0, 1]], instrShape = [16, 64, 16]}>
#mma1 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true}>
#mma2 = #ttg.amd_mfma<{version = 4, warpsPerCTA = [2, 2], instrShape = [16, 16, 32], isTransposed = false, tilesPerWarp = [2, 2]}>
#mma3 = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [16, 16, 4], isTransposed = false, elementBitWidth = 64}>
#mma4 = #ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>
#mma5 = #ttg.amd_wmma<{version = 2, isTranspose = true, warpsPerCTA = [2, 2], tilesPerWarp = [2, 1]}>
#mma6 = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, CGALayout = [[0, 0]]}>
#shared1 = #ttg.nvmma_shared<{swizzlingByteWidth = 64, transposed = false, elementBitWidth = 8, fp4Padded = true}>
#shared2 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16, rank = 3}>
#shared3 = #ttg.padded_shared<[512:+16] {order = [1, 0], shape = [64, 64]}>
#shared4 = #ttg.padded_shared<[32:+4, 64:+8] {order = [1, 0], shape = [32, 32]}>
#shared5 = #ttg.shared_linear<{offset = [[0, 1], [0, 2], [0, 4], [0, 8], [1, 0], [2, 4], [4, 8], [8, 0]]}, alignment = 512>
#shared6 = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>
#shared7 = #ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>
#blocked2 = #ttg.blocked<{sizePerThread = [1, 1, 1], threadsPerWarp = [1, 4, 8], warpsPerCTA = [4, 1, 1], order = [2, 1, 0]}>
#smem = #ttg.shared_memory
module attributes {x.a = [#blocked, #blocked1, #linear, #mma, #mma1, #mma2, #mma3, #mma4, #mma5, #mma6, #shared, #shared1, #shared2, #shared3, #shared4, #shared5, #shared6, #shared7, #smem], x.b = #ttg.slice<{dim = 0, parent = #ttg.slice<{dim = 2, parent = #blocked2}>}>, x.c = #ttg.dot_op<{opIdx = 0, parent = #mma6, kWidth = 2}>, x.d = #ttg.dot_op<{opIdx = 1, parent = #blocked1}>, x.e = #ttg.padded_shared<[4:+4] {offset = [[1, 0], [2, 0], [0, 1], [0, 2]], block = []}>, x.f = #ttg.blocked<{order = [0], warpsPerCTA = [4], threadsPerWarp = [32], sizePerThread = [4], CGALayout = []}>, x.g = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8], isTransposed = true, tilesPerWarp = [1, 1], elementBitWidth = 32}>, x.h = #ttg.amd_wmma<{version = 3, isTranspose = false, warpsPerCTA = [2, 2], instrShape = [16, 16, 32]}>, x.i = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0], CGALayout = [[0, 1], [1, 0]]}>, x.t = [!ttg.memdesc<3x128x64xf16, #shared7, #smem, mutable>, !ttg.memdesc<64x32xf16, #shared7, #smem, mutable, 64x64>, !ttg.memdesc<64x32xf16, #shared7, #smem, 64x64>, !ttg.async.token]} {
}
