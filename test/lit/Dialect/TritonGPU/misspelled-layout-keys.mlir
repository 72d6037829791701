// RUN: tt-opt %s -split-input-file -verify-diagnostics
//
// A misspelled key of an encoding is named, with the closest valid key,
// before any "missing key" (a misspelled required key is both), in every
// encoding whose `{key = value}` body we parse by hand.

// expected-error @+1 {{unknown key 'sizePerThred' in #ttg.blocked; did you mean 'sizePerThread'?}}
#a = #ttg.blocked<{sizePerThred = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>

// -----

// Case does not count against a key.
// expected-error @+1 {{unknown key 'WarpsPerCTA' in #ttg.blocked; did you mean 'warpsPerCTA'?}}
#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], WarpsPerCTA = [4], order = [0]}>

// -----

// A key like no valid one: no suggestion.
// expected-error-re @+1 {{unknown key 'banana' in #ttg.blocked{{$}}}}
#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], banana = [1]}>

// -----

// expected-error @+1 {{unknown key 'CGALayuot' in #ttg.blocked; did you mean 'CGALayout'?}}
#a = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0], CGALayuot = [[1]]}>

// -----

#blocked = #ttg.blocked<{sizePerThread = [1, 1], threadsPerWarp = [4, 8], warpsPerCTA = [4, 1], order = [1, 0]}>
// expected-error @+1 {{unknown key 'parnet' in #ttg.slice; did you mean 'parent'?}}
#a = #ttg.slice<{dim = 0, parnet = #blocked}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{unknown key 'parnet' in #ttg.dot_op; did you mean 'parent'?}}
#a = #ttg.dot_op<{opIdx = 0, parnet = #mma, kWidth = 2}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{unknown key 'kwidth' in #ttg.dot_op; did you mean 'kWidth'?}}
#a = #ttg.dot_op<{opIdx = 0, parent = #mma, kwidth = 2}>

// -----

// expected-error @+1 {{unknown key 'versionMajr' in #ttg.nvidia_mma; did you mean 'versionMajor'?}}
#a = #ttg.nvidia_mma<{versionMajr = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>

// -----

// expected-error @+1 {{unknown key 'instrShap' in #ttg.amd_mfma; did you mean 'instrShape'?}}
#a = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShap = [32, 32, 8], isTransposed = true}>

// -----

// wmma's key is isTranspose, mfma's isTransposed.
// expected-error @+1 {{unknown key 'isTransposed' in #ttg.amd_wmma; did you mean 'isTranspose'?}}
#a = #ttg.amd_wmma<{version = 2, isTransposed = false, warpsPerCTA = [2, 2]}>

// -----

// expected-error @+1 {{unknown key 'lanes' in #ttg.linear; did you mean 'lane'?}}
#a = #ttg.linear<{register = [[0, 1]], lanes = [[1, 0]], warp = [], block = []}>

// -----

// expected-error @+1 {{unknown key 'perphase' in #ttg.swizzled_shared; did you mean 'perPhase'?}}
#a = #ttg.swizzled_shared<{vec = 1, perphase = 1, maxPhase = 1, order = [0]}>

// -----

// expected-error @+1 {{unknown key 'maxPhases' in #ttg.amd_rotating_shared; did you mean 'maxPhase'?}}
#a = #ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhases = 16, order = [0, 1]}>

// -----

// expected-error @+1 {{unknown key 'swizzlingByteWdith' in #ttg.nvmma_shared; did you mean 'swizzlingByteWidth'?}}
#a = #ttg.nvmma_shared<{swizzlingByteWdith = 128, transposed = false, elementBitWidth = 16}>

// -----

// padded_shared has two forms; the keys of both are candidates.
// expected-error @+1 {{unknown key 'shap' in #ttg.padded_shared; did you mean 'shape'?}}
#a = #ttg.padded_shared<[32:+4] {order = [1, 0], shap = [32, 32]}>

// -----

// expected-error @+1 {{unknown key 'offsets' in #ttg.padded_shared; did you mean 'offset'?}}
#a = #ttg.padded_shared<[32:+4] {offsets = [[0, 1], [1, 0]], block = []}>

// -----

// expected-error @+1 {{unknown key 'ofset' in #ttg.shared_linear; did you mean 'offset'?}}
#a = #ttg.shared_linear<{ofset = [[0, 1], [1, 0]]}, alignment = 16>

// -----

// A key that is only missing is still "missing key".
// expected-error @+1 {{missing key 'order'}}
#a = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1}>

// -----

#mma = #ttg.nvidia_mma<{versionMajor = 2, versionMinor = 0, warpsPerCTA = [2, 2], instrShape = [16, 8]}>
// expected-error @+1 {{missing key 'parent'}}
#a = #ttg.dot_op<{opIdx = 0, kWidth = 2}>

// -----

// The tensor memory encodings have MLIR's generated parsers: they name the
// unknown key, without a suggestion.
// expected-error @+1 {{duplicate or unknown struct parameter name: blokN}}
#a = #ttng.tensor_memory_encoding<blockM = 128, blokN = 128, colStride = 1>
