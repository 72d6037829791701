#ifndef TT_DIALECT_AMDG_TRANSFORMS_PASSES_TD
#define TT_DIALECT_AMDG_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonAMDGPUAccelerateMatmul : Pass<"tritonamdgpu-accelerate-matmul", "mlir::ModuleOp"> {
  let summary = "Put every blocked tt.dot on the AMD matrix cores (MFMA) or legalize it for FMA";
  let description = [{
    Triton 3.6's pass for CDNA targets (gfx908, gfx90a, gfx942, gfx950:
    MFMA versions 1-4). A `tt.dot` with a blocked result gets an
    `#ttg.amd_mfma` accumulator when an instruction of Triton's MFMA table
    fits. Its M x N comes from `matrix-instruction-size`, else from the
    result: 32x32 when min(M, N) >= 32 (16x16 for f64), 16x16 when it is in
    [16, 32), 64x4 / 4x64 when it is in [4, 16) beside an M / N >= 64. The
    A/B types pick the instruction and its K: OCP fp8 before gfx950 is
    converted to f16 (with Triton's remarks), f32 with `inputPrecision =
    tf32` takes xf32 on gfx942, where two instructions differ only in K the
    larger is taken when the tile K reaches it, and on gfx950 F8F6F4 operands
    first try the scaled f8f6f4 instructions (the dot becomes a
    `tt.dot_scaled` without scales). The tile K must be a multiple of the
    instruction's K, even with an enforced size; otherwise the dot is left
    for FMA. Warps: batched dots `[numWarps, 1, 1]`; the head of a chained
    dot (its result feeds another dot's A) `[numWarps, 1]`; the tail
    `[min(numWarps, ceil(M/mDim)), rest]`; otherwise doubled along M while M
    has at least twice as many instruction tiles per warp as N, else along N
    (swapped when N is too small). The layout is transposed except 4x64; on
    gfx950 a 16x16 f16/bf16 head takes two tiles per warp. The accumulator is
    i32 for integer results, f64 for f64, f32 otherwise. Operands get
    `kWidth` = kBase * `kPack` (a chain tail: kBase, or 4 for f16/bf16).

    ```
    %d = tt.dot %a, %b, %c : ... -> tensor<128x128xf32, #blocked>
    ```
    becomes (gfx942, 8 warps, f16 operands)
    ```
    #mma = #ttg.amd_mfma<{version = 3, warpsPerCTA = [2, 4], instrShape = [32, 32, 8], isTransposed = true}>
    %c2 = ttg.convert_layout %c : ... #blocked> -> ... #mma>
    %a2 = ttg.convert_layout %a : ... -> ...#ttg.dot_op<{opIdx = 0, parent = #mma, kWidth = 4}>>
    %b2 = ttg.convert_layout %b : ... -> ...#ttg.dot_op<{opIdx = 1, parent = #mma, kWidth = 4}>>
    %d2 = tt.dot %a2, %b2, %c2 : ... -> tensor<128x128xf32, #mma>
    %d = ttg.convert_layout %d2 : ... #mma> -> ... #blocked>
    ```
    A `tt.dot_scaled` with at most one scaled operand (gfx908-gfx942) is
    computed by a bf16 MFMA (f16 when an operand is f16): fp8 operands are
    converted, the scaled one is decoded by `amdg.upcast_mxfp`, and all warps
    go along the unscaled dimension. Scaled dots on gfx950 are reported as not
    implemented.

    Then, in a second round, a dot that got no MFMA and is not already in a
    legal FMA form (one f16/f32/f64 type everywhere, or the v_dot forms
    f16 x f16 -> f32, bf16 x bf16 -> f32 on gfx950, i8 x i8 -> i32) has its
    operands cast to f16 or f32; last, MFMA dots whose A and B types differ
    (wider than 8 bits) are promoted to one type.

    The architecture comes from `arch-generation-name`, else from the module's
    `ttg.target` ("hip:gfx942"). `-debug-only=tritonamdgpu-accelerate-matmul`
    traces each decision.
  }];
  let dependentDialects = ["mlir::triton::TritonDialect",
                           "mlir::triton::gpu::TritonGPUDialect",
                           "mlir::triton::amdgpu::TritonAMDGPUDialect",
                           "mlir::arith::ArithDialect"];
  let options = [
    Option<"archGenerationName", "arch-generation-name", "std::string", /*default=*/"std::string{}",
           "GFX architecture, e.g. gfx942 (default: from ttg.target)">,
    Option<"matrixInstructionSize", "matrix-instruction-size", "int32_t",
           /*default=*/"0", "enforce the MFMA M/N size (Triton's matrix_instr_nonkdim; 0: choose from the shape)">,
    Option<"kPack", "kPack", "int32_t", /*default=*/"1", "kWidth / kBase (Triton's kpack; 1 or 2)">
  ];
}

def TritonAMDGPUOptimizeEpilogue : Pass<"tritonamdgpu-optimize-epilogue", "mlir::ModuleOp"> {
  let summary = "Store accumulators in their MFMA layout instead of converting them to blocked";
  let description = [{
    A blocked `tt.store` whose value is `convert_layout(x : #amd_mfma)`
    (used once), possibly through a chain of single-use one-operand
    elementwise ops, stores `x` in the MFMA layout: the pointer and mask are
    converted to the MFMA layout instead, and the elementwise chain is
    retyped.

    ```
    %v = ttg.convert_layout %acc : tensor<128x128xf16, #mma> -> tensor<128x128xf16, #blocked>
    tt.store %p, %v, %m : tensor<128x128x!tt.ptr<f16>, #blocked>
    ```
    becomes
    ```
    %p2 = ttg.convert_layout %p : ... #blocked> -> ... #mma>
    %m2 = ttg.convert_layout %m : ... #blocked> -> ... #mma>
    tt.store %p2, %acc, %m2 : tensor<128x128x!tt.ptr<f16>, #mma>
    ```
  }];
}

def TritonAMDGPUHoistLayoutConversions : Pass<"tritonamdgpu-hoist-layout-conversions", "mlir::triton::FuncOp"> {
  let summary = "Hoist loop-invariant conversions to dot-operand layouts out of loops";
  let description = [{
    A `ttg.convert_layout` to a `#ttg.dot_op` layout inside an `scf.for`
    whose source is defined by an op outside that loop moves to just after
    that op (keeping e.g. attention's Q in registers across iterations).
    Sources that are block arguments stay.

    ```
    %q = tt.load ...
    scf.for ... {
      %qd = ttg.convert_layout %q : ... -> ...#ttg.dot_op<{opIdx = 0, ...}>>
    ```
    becomes
    ```
    %q = tt.load ...
    %qd = ttg.convert_layout %q : ... -> ...#ttg.dot_op<{opIdx = 0, ...}>>
    scf.for ... {
    ```
  }];
}

def TritonAMDGPUOptimizeDotOperands : Pass<"tritonamdgpu-optimize-dot-operands", "mlir::ModuleOp"> {
  let summary = "Stage the scales of CDNA4 scaled upcasts through unswizzled LDS";
  let description = [{
    Triton 3.6's pass runs, to a fixed point, the `ttg.convert_layout`
    canonicalizations and, on CDNA4 (gfx950) only, this rewrite: the scale
    of an `amdg.scaled_upcast_fp4`/`amdg.scaled_upcast_fp8` inside an
    `scf.for` whose producers (block arguments left out) contain exactly one
    `tt.load` and no `ttg.local_load` is staged through shared memory with
    an unswizzled layout, so the stream pipeliner keeps that layout:

    ```mlir
    %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
    ```
    becomes
    ```mlir
    %s = tt.load %p : tensor<64x64x!tt.ptr<bf16>, #blocked1>
    %0 = ttg.local_alloc %s : (tensor<64x64xbf16, #blocked1>) -> !ttg.memdesc<64x64xbf16, #shared, #smem>
    %1 = ttg.local_load %0 : !ttg.memdesc<64x64xbf16, #shared, #smem> -> tensor<64x64xbf16, #blocked1>
    ```
    with every other use of `%s` taking `%1`
    (`#shared = #ttg.swizzled_shared<{vec = 1, perPhase = 1, maxPhase = 1, order = [1, 0]}>`).
    On gfx942 and other targets only the convert canonicalizations run.

    The architecture comes from `arch-generation-name`, else from the
    module's `ttg.target` ("hip:gfx950").
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
  let options = [
    Option<"archGenerationName", "arch-generation-name", "std::string",
           /*default=*/"std::string{}",
           "GFX architecture, e.g. gfx950 (default: from ttg.target)">
  ];
}

#endif // TT_DIALECT_AMDG_TRANSFORMS_PASSES_TD
