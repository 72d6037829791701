#ifndef TT_CONVERSION_TRITONTOTRITONGPU_PASSES_TD
#define TT_CONVERSION_TRITONTOTRITONGPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertTritonToTritonGPU
    : Pass<"convert-triton-to-tritongpu", "mlir::ModuleOp"> {
  let summary = "Give every tensor of a TTIR module a layout (TTIR to TTGIR)";
  let description = [{
    The first pass of Triton's `make_ttgir`. It writes the module attributes
    `ttg.target`, `ttg.num-warps`, `ttg.threads-per-warp` and `ttg.num-ctas`,
    then gives every tensor without a layout Triton's default blocked layout:
    one element per thread, row-major order, lanes then warps spread from the
    last dim (see `BlockedEncodingAttr::get`). Ops are rebuilt with the new
    types (arith, math, tt, scf regions and block arguments, cf blocks,
    function signatures); a value used where another layout is expected goes
    through a `ttg.convert_layout`. Tensors that already have a layout are
    left alone, so TTGIR comes out unchanged but for the module attributes.

    Ops whose result layout follows from their operand:

    - `tt.expand_dims`: the operand is converted to a slice of a blocked
      layout with a 1 inserted at `axis` (order `[0, 1, ...]`); the result
      is that parent layout.
    - `tt.reduce`: a slice of the operand's layout; `tt.scan`,
      `tt.broadcast`: the operand's layout.
    - `tt.trans`, `tt.join`, `tt.split`: inferred through the ttg dialect's
      layout inference (`split` first converts its operand to a layout whose
      threads hold both halves of the last dim).
    - `tt.dot`: a blocked result with 2x2 or 4x4 elements per thread when the
      tile has at least 4 or 16 elements per thread, `a` and `b` converted to
      `#ttg.dot_op` of it, `c` converted to it.
    - `tt.cat`: more elements per thread along the fastest dim, enough for
      both operands (rounded up to a power of two).
    - `tt.descriptor_gather`/`tt.descriptor_scatter`: the row offsets in a
      layout that gives each thread 4 consecutive ones.

    Before (`target=cuda:90 num-warps=4`):

    ```mlir
    module {
      tt.func @f(%p: !tt.ptr<f32>) {
        %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32>
        %1 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
        %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
        %3 = tt.load %2 : tensor<128x!tt.ptr<f32>>
        tt.return
      }
    }
    ```

    After:

    ```mlir
    #blocked = #ttg.blocked<{sizePerThread = [1], threadsPerWarp = [32], warpsPerCTA = [4], order = [0]}>
    module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
      tt.func @f(%p: !tt.ptr<f32>) {
        %0 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
        %1 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>, #blocked>
        %2 = tt.addptr %1, %0 : tensor<128x!tt.ptr<f32>, #blocked>, tensor<128xi32, #blocked>
        %3 = tt.load %2 : tensor<128x!tt.ptr<f32>, #blocked>
        tt.return
      }
    }
    ```

    Each option not given on the command line is read from the module's
    attribute of the same name (`ttg.target`, ...); `target` has no default
    and is an error when missing, the others default to Triton's 4 warps, 32
    lanes and 1 CTA. `-debug-only=convert-triton-to-tritongpu` traces the
    options, the default layout of each tensor type, and the layouts chosen
    for expand_dims, dot, cat, split and the gather/scatter offsets.
  }];
  let options = [
    Option<"numWarps", "num-warps", "int32_t", /*default*/"4",
           "Warps per CTA (default 4, or the module's ttg.num-warps)">,
    Option<"threadsPerWarp", "threads-per-warp", "int32_t", /*default*/"32",
           "Lanes per warp: 32 on NVIDIA, 64 on AMD CDNA (default 32, or the "
           "module's ttg.threads-per-warp)">,
    Option<"numCTAs", "num-ctas", "int32_t", /*default*/"1",
           "CTAs per CGA (default 1, or the module's ttg.num-ctas)">,
    Option<"target", "target", "std::string", /*default*/"\"\"",
           "The GPU target, e.g. cuda:90 or hip:gfx942 (required unless the "
           "module has ttg.target)">,
    Option<"enableSourceRemat", "enable-source-remat", "bool",
           /*default*/"false",
           "Let values that keep a user of the old type be cast back with "
           "builtin.unrealized_conversion_cast instead of failing">,
  ];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

def RelayoutTritonGPU : Pass<"relayout-tritongpu", "mlir::ModuleOp"> {
  let summary = "Give tensor-memory and TMA gather/scatter ops the register layouts they need";
  let description = [{
    The second step of the pipeline that Triton 3.6's
    `tritongpu-optimize-partition-warps` runs on a partition whose warps it
    changes, after `convert-triton-to-tritongpu{enable-source-remat=true}`
    has given its tensors default layouts (ttg and ttng ops are left alone
    by that pass). With the module's `ttg.num-warps`, `ttg.threads-per-warp`
    and `ttg.num-ctas`:

    - `ttng.tmem_load`: its result gets the layout of a 32x32b message of
      the buffer's `blockM` x `blockN` (for `#ttng.tensor_memory_scales_encoding`
      buffers, the scale layout of `tcgen05.st`), for the function's warps;
    - `ttng.tmem_store` and `ttng.tmem_alloc` with a source: the source is
      converted (`ttg.convert_layout`) to that layout;
    - `ttng.async_tma_gather/scatter`: the row offsets are converted to a
      slice of a layout with 4 consecutive offsets per thread, as
      `convert-triton-to-tritongpu` does for `tt.descriptor_gather/scatter`.

    Other ttng ops get converted operand types where the type converter
    changes them. Ops whose types are converted already are left alone, so
    TTGIR passes through unchanged.

    Before (`ttg.num-warps = 4`, after convert-triton-to-tritongpu):

    ```mlir
    %r = ttng.tmem_load %buf : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32>
    ```

    After:

    ```mlir
    #linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
    %r = ttng.tmem_load %buf : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
    ```

    `-debug-only=relayout-tritongpu` names each op and the layout it got.
  }];
  let dependentDialects = ["mlir::triton::gpu::TritonGPUDialect"];
}

#endif // TT_CONVERSION_TRITONTOTRITONGPU_PASSES_TD
