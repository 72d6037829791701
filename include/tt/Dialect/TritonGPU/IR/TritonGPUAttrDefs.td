#ifndef TT_DIALECT_TTG_IR_ATTRDEFS_TD
#define TT_DIALECT_TTG_IR_ATTRDEFS_TD

include "tt/Dialect/TritonGPU/IR/TritonGPUAttrBase.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUAttrInterfaces.td"

//===----------------------------------------------------------------------===//
// Distributed (register) encodings
//===----------------------------------------------------------------------===//

class TTG_DistributedEncoding<string name, string attrMnemonic,
                              list<Trait> traits = []>
    : TTG_Attr<name, attrMnemonic,
               !listconcat([LayoutEncodingTrait, DistributedEncodingTrait],
                           traits)>;

class TTG_MmaEncoding<string name, string attrMnemonic>
    : TTG_DistributedEncoding<name, attrMnemonic, [MmaEncodingTrait]> {
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_BlockedEncodingAttr : TTG_DistributedEncoding<"BlockedEncoding", "blocked"> {
  let summary = "Blocked register layout";
  let description = [{
    The tensor is tiled by `sizePerThread` elements per thread, arranged
    `threadsPerWarp` per warp and `warpsPerCTA` per CTA, repeated to cover the
    shape; `order` lists the dims from fastest to slowest varying:
    `#ttg.blocked<{sizePerThread = [1, 8], threadsPerWarp = [4, 8],
    warpsPerCTA = [4, 1], order = [1, 0]}>`. All entries are powers of two.
  }];
  let parameters = (ins
    TTG_UIntArrayParam:$sizePerThread,
    TTG_UIntArrayParam:$threadsPerWarp,
    TTG_UIntArrayParam:$warpsPerCTA,
    TTG_UIntArrayParam:$order,
    TTG_CGALayoutParam:$CGALayout
  );
  let extraClassDeclaration = [{
    /// Triton's default blocked layout for a tensor of `shape`: each thread
    /// holds `sizePerThread`, and lanes then warps are spread along `order`
    /// (fastest dim first) until a dim is covered; the slowest dim takes
    /// whatever lanes and warps are left.
    static BlockedEncodingAttr get(MLIRContext *context,
                                   ArrayRef<int64_t> shape,
                                   ArrayRef<unsigned> sizePerThread,
                                   ArrayRef<unsigned> order, unsigned numWarps,
                                   unsigned threadsPerWarp,
                                   CGAEncodingAttr cgaLayout);
  }];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_SliceEncodingAttr : TTG_DistributedEncoding<"SliceEncoding", "slice",
    [DeclareAttrInterfaceMethods<LayoutEncodingTrait, ["getCGALayout"]>]> {
  let summary = "Parent layout with one dimension removed";
  let description = [{
    The layout of a tensor obtained by dropping dimension `dim` of a tensor
    with the distributed layout `parent` (e.g. a reduction result):
    `#ttg.slice<{dim = 1, parent = #blocked}>`. Never aliased.
  }];
  let parameters = (ins
    "unsigned":$dim,
    "DistributedEncodingTrait":$parent
  );
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_DotOperandEncodingAttr
    : TTG_DistributedEncoding<"DotOperandEncoding", "dot_op",
        [DeclareAttrInterfaceMethods<LayoutEncodingTrait, ["getCGALayout"]>]> {
  let summary = "Register layout of an operand of a dot";
  let description = [{
    Operand `opIdx` (0 = A, 1 = B) of a dot whose result has layout `parent`;
    `kWidth` is the number of consecutive K elements per thread (0, the
    default, is left out): `#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 2}>`.
    Never aliased.
  }];
  let parameters = (ins
    "unsigned":$opIdx,
    "Attribute":$parent,
    DefaultValuedParameter<"unsigned", "0">:$kWidth
  );
  // Read like the other `<{key = value}>` encodings (unknown keys named
  // with the closest valid one); printed as MLIR's struct format did.
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

def TTG_NvidiaMmaEncodingAttr : TTG_MmaEncoding<"NvidiaMmaEncoding", "nvidia_mma"> {
  let summary = "NVIDIA mma.sync / wgmma accumulator layout";
  let description = [{
    `versionMajor` 2 is Ampere's `mma.sync` (`instrShape = [16, 8]`), 3 is
    Hopper's wgmma (`instrShape = [16, N, K]`); `instrShape` is always
    printed: `#ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0,
    warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>`.
  }];
  let parameters = (ins
    "unsigned":$versionMajor,
    "unsigned":$versionMinor,
    TTG_UIntArrayParam:$warpsPerCTA,
    TTG_CGALayoutParam:$CGALayout,
    TTG_UIntArrayParam:$instrShape
  );
}

def TTG_AMDMfmaEncodingAttr : TTG_MmaEncoding<"AMDMfmaEncoding", "amd_mfma"> {
  let summary = "AMD MFMA accumulator layout";
  let description = [{
    `version` 1-4 (gfx908, gfx90a, gfx942, gfx950), `instrShape` = [M, N, K]
    with (M, N) one of 32x32, 16x16, 64x4, 4x64. `tilesPerWarp` is printed
    only when not all ones and `elementBitWidth` only when not 32:
    `#ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 2], instrShape = [32, 32, 8],
    isTransposed = true}>`.
  }];
  let parameters = (ins
    "unsigned":$version,
    TTG_UIntArrayParam:$warpsPerCTA,
    TTG_UIntArrayParam:$instrShape,
    "bool":$isTransposed,
    TTG_CGALayoutParam:$CGALayout,
    TTG_UIntArrayParam:$tilesPerWarp,
    "unsigned":$elementBitWidth
  );
}

def TTG_AMDWmmaEncodingAttr : TTG_MmaEncoding<"AMDWmmaEncoding", "amd_wmma"> {
  let summary = "AMD WMMA accumulator layout";
  let description = [{
    `version` 1-3 (RDNA3, RDNA4, gfx1250); note the key `isTranspose`.
    `tilesPerWarp` is printed only when not all ones and `instrShape` only
    when not the default `[16, 16, 16]`:
    `#ttg.amd_wmma<{version = 1, isTranspose = false, warpsPerCTA = [2, 2]}>`.
  }];
  let parameters = (ins
    "unsigned":$version,
    "bool":$isTransposed,
    TTG_UIntArrayParam:$warpsPerCTA,
    TTG_UIntArrayParam:$tilesPerWarp,
    TTG_CGALayoutParam:$CGALayout,
    TTG_UIntArrayParam:$instrShape
  );
}

def TTG_LinearEncodingAttr : TTG_DistributedEncoding<"LinearEncoding", "linear",
    [DeclareAttrInterfaceMethods<LayoutEncodingTrait, ["getCGALayout"]>]> {
  let summary = "Register layout given as a linear layout";
  let description = [{
    The bases of the input dims `register`, `lane`, `warp` and `block` over
    the tensor dims, all four always printed in that order:
    `#ttg.linear<{register = [[0, 1]], lane = [[1, 0], [2, 0], [4, 0],
    [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>`. Each basis
    moves along at most one dim, and without the zero (broadcast) bases the
    layout is a bijection.
  }];
  let parameters = (ins TTG_LinearLayoutParam:$linearLayout);
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

//===----------------------------------------------------------------------===//
// Shared-memory encodings
//===----------------------------------------------------------------------===//

class TTG_SharedEncoding<string name, string attrMnemonic,
                         list<Trait> traits = []>
    : TTG_Attr<name, attrMnemonic,
               !listconcat([LayoutEncodingTrait, SharedEncodingTrait], traits)> {
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
}

class TTG_SwizzledEncoding<string name, string attrMnemonic>
    : TTG_SharedEncoding<name, attrMnemonic> {
  let parameters = (ins
    "unsigned":$vec,
    "unsigned":$perPhase,
    "unsigned":$maxPhase,
    TTG_UIntArrayParam:$order,
    TTG_CGALayoutParam:$CGALayout
  );
}

def TTG_SwizzledSharedEncodingAttr
    : TTG_SwizzledEncoding<"SwizzledSharedEncoding", "swizzled_shared"> {
  let summary = "XOR-swizzled shared-memory layout";
  let description = [{
    Element (r, c) of a tile stored along `order` goes to column
    `((c / vec) xor ((r / perPhase) mod maxPhase)) * vec + c mod vec`;
    `vec = perPhase = maxPhase = 1` is no swizzle:
    `#ttg.swizzled_shared<{vec = 8, perPhase = 1, maxPhase = 8, order = [1, 0]}>`.
  }];
}

def TTG_AMDRotatingSharedEncodingAttr
    : TTG_SwizzledEncoding<"AMDRotatingSharedEncoding", "amd_rotating_shared"> {
  let summary = "Swizzled shared-memory layout with a rotating phase (AMD)";
  let description = [{
    Like `swizzled_shared`, with the phase additionally rotated for every
    block of `perPhase * maxPhase` rows:
    `#ttg.amd_rotating_shared<{vec = 4, perPhase = 1, maxPhase = 16, order = [0, 1]}>`.
  }];
}

def TTG_NVMMASharedEncodingAttr : TTG_SharedEncoding<"NVMMASharedEncoding",
    "nvmma_shared",
    [DeclareAttrInterfaceMethods<SharedEncodingTrait, ["getAlignment"]>]> {
  let summary = "Shared-memory layout read by wgmma, tcgen05 and TMA";
  let description = [{
    The NVIDIA swizzle modes (`swizzlingByteWidth` 0, 32, 64 or 128).
    `fp4Padded` is printed only when true; the rank is 2 unless the
    print-only `rank` key or the CGA layout says otherwise:
    `#ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false,
    elementBitWidth = 16}>`.
  }];
  let parameters = (ins
    "unsigned":$swizzlingByteWidth,
    "bool":$transposed,
    "unsigned":$elementBitWidth,
    "bool":$fp4Padded,
    TTG_CGALayoutParam:$CGALayout
  );
  let extraClassDeclaration = [{
    /// Triton's default NVMMA layout for a tile of `shape` stored fastest
    /// dim first along `order`: the widest swizzle (128, 64, 32 bytes) that
    /// the contiguous dim's bytes per CTA are a multiple of, none for a
    /// rank-1 tile or fewer than 8 rows; transposed when dim 0 is fastest.
    static NVMMASharedEncodingAttr get(MLIRContext *context,
                                       ArrayRef<int64_t> shape,
                                       ArrayRef<unsigned> order,
                                       CGAEncodingAttr cgaLayout,
                                       Type elementType, bool fp4Padded = false);
  }];
}

def TTG_PaddedSharedEncodingAttr : TTG_SharedEncoding<"PaddedSharedEncoding",
    "padded_shared",
    [DeclareAttrInterfaceMethods<LayoutEncodingTrait, ["getCGALayout"]>]> {
  let summary = "Shared-memory layout with padding (AMD LDS)";
  let description = [{
    After every `interval` elements, `padding` elements are skipped
    (`[I:+P, ...]`); the linear component maps `offset`/`block` to the tensor
    dims. It prints as `{order = [...], shape = [...]}` when that map is the
    identity in some order with one CTA, else as `{offset = ..., block = ...}`:
    `#ttg.padded_shared<[512:+16] {order = [1, 0], shape = [64, 64]}>`.
  }];
  let parameters = (ins
    TTG_UIntArrayParam:$intervals,
    TTG_UIntArrayParam:$paddings,
    TTG_LinearLayoutParam:$linearComponent
  );
  let extraClassDeclaration = [{
    /// The dims in the order the offset walks them, fastest first.
    SmallVector<unsigned> getOrder() const;
  }];
}

def TTG_SharedLinearEncodingAttr : TTG_SharedEncoding<"SharedLinearEncoding",
    "shared_linear",
    [DeclareAttrInterfaceMethods<LayoutEncodingTrait, ["getCGALayout"]>,
     DeclareAttrInterfaceMethods<SharedEncodingTrait, ["getAlignment"]>]> {
  let summary = "Shared-memory layout given as a linear layout";
  let description = [{
    The bases of `offset` (and `block`, left out when empty) over the tensor
    dims, then the buffer alignment outside the braces:
    `#ttg.shared_linear<{offset = [[0, 1], [1, 0]]}, alignment = 16>`.
  }];
  let parameters = (ins
    TTG_LinearLayoutParam:$linearLayout,
    "unsigned":$layoutAlignment
  );
}

//===----------------------------------------------------------------------===//
// Memory spaces
//===----------------------------------------------------------------------===//

def TTG_SharedMemorySpaceAttr : TTG_Attr<"SharedMemorySpace", "shared_memory"> {
  let summary = "The shared-memory space of a `!ttg.memdesc` (alias `#smem`)";
  let description = [{
    Marks a memory descriptor as living in the CTA's shared memory.
  }];
}

#endif // TT_DIALECT_TTG_IR_ATTRDEFS_TD
