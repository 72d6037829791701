#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PASSES_TD
#define TT_CONVERSION_TRITONGPUTOLLVM_PASSES_TD

include "mlir/Pass/PassBase.td"

def AllocateSharedMemoryNv : Pass<"allocate-shared-memory-nv", "mlir::ModuleOp"> {
  let summary = "Give every shared-memory buffer its offset (NVIDIA)";
  let description = [{
    Triton's shared-memory allocation (`ModuleAllocation`, see
    `tt/Analysis/Allocation.h`) with NVIDIA's sizing of `ttg.convert_layout`
    scratch (the swizzled layout of Triton's `optimalSwizzling`, with the
    ldmatrix/stmatrix instructions of the compute capability). Every op that
    owns a buffer gets `allocation.offset` (bytes into the dynamic shared
    memory): `ttg.local_alloc`, and ops needing scratch while they run
    (`ttg.convert_layout` across warps, `tt.reduce`/`tt.scan` across warps,
    `tt.gather`, `tt.histogram`, scalar `tt.atomic_rmw`/`tt.atomic_cas`
    whose result is used, `ttng.tensormap_create`) or calls (their callee's
    frame). The module gets `ttg.shared`, the bytes the kernel needs.
    Buffers whose lifetimes do not overlap share bytes.

    `compute-capability` comes from `ttg.target` when not given;
    `ptx-version` does not change the allocation.

    Before (`cuda:90`, 8 warps):

    ```mlir
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({...}) : (tensor<4096xf32, #blocked>) -> f32
    ```

    After (`ttg.shared = 32` on the module: one f32 per warp):

    ```mlir
    %0 = "tt.reduce"(%x) <{axis = 0 : i32}> ({...}) {allocation.offset = 0 : i32} : (tensor<4096xf32, #blocked>) -> f32
    ```
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t",
           /*default=*/"0", "device compute capability (default: from `ttg.target`)">,
    Option<"ptxVersion", "ptx-version", "int32_t", /*default=*/"0",
           "PTX version (unused by the allocation)">,
  ];
}

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES_TD
