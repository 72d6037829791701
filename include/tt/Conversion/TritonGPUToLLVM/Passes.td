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

def ConvertTritonGPUToLLVM
    : Pass<"convert-triton-gpu-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower TritonGPU IR to the LLVM and NVVM dialects";
  let description = [{
    The heart of Triton's `make_llir` on NVIDIA GPUs. Every distributed
    tensor becomes the registers one thread holds, an
    `!llvm.struct<(T, T, ...)>` with one field per register of the tensor's
    linear layout (`toLinearLayout`); each op is lowered to what one thread
    does with its registers.

    - `tt.func` (a kernel: public) becomes an `llvm.func` with Triton 3.6's
      ABI: the parameters in order, then the global-scratch and
      profile-scratch `!llvm.ptr<1>` parameters, `nvvm.kernel = 1 : ui1` and
      `nvvm.reqntid = array<i32: 32 * num-warps>`. The module gets
      `@global_smem`, the dynamic shared memory (`addr_space = 3`,
      `alignment = 16`); a shared buffer is `gep @global_smem[
      allocation.offset]`.
    - A private `tt.func` (a `noinline` device function) becomes an
      internal `llvm.func` with `passthrough = ["noinline"]`, its results
      (several packed in a struct) returned; after its parameters come the
      shared-memory `!llvm.ptr<3>` (its buffers are offsets from it), global-
      and profile-scratch parameters, which `tt.call` passes: the call's
      frame (`allocation.offset`), the caller's global scratch at the call's
      `ttg.global_scratch_memory_offset`, the caller's profile scratch.
    - `tt.get_program_id` / `tt.get_num_programs` read `ctaid` / `nctaid`.
    - `tt.make_range` applies the layout to `(register, lane, warp, block)`;
      `tt.splat`, `tt.broadcast`, `tt.expand_dims`, `tt.reshape` (where
      it only renames registers) and dense splat constants move registers.
    - `tt.addptr` is a `getelementptr` per register; arith and math ops are
      applied per register (`arith.divf` on f32 is `llvm.nvvm.div.full`,
      `math.exp` on f32 `ex2.approx` of x * log2(e), `math.sqrt` libdevice's
      `__nv_sqrtf`, as Triton does).
    - `tt.load` / `tt.store` are predicated inline PTX: as wide as the axis
      info and the layout allow (up to 128 bits per thread,
      `ld.global.v4.b32`), `other` moved into the destinations first, and
      stores predicated with the mask and with "this thread holds the first
      copy" (the layout's broadcast lane/warp/block bits).
    - `tt.atomic_rmw` / `tt.atomic_cas` are Triton's predicated inline
      `atom.global` (fadd vectorised from sm_90 and PTX 8.1); a used scalar
      result is broadcast through the op's scratch; a scalar
      relaxed/acquire add of 0 is `nvg.ld_acquire`.
    - `tt.histogram` counts with ballots and popcounts per warp, then sums
      the warps with shared-memory atomics in its scratch.
    - `cf` branches carry the converted (struct) block arguments.

    Before:

    ```mlir
    %0 = tt.get_program_id x : i32
    %1 = tt.make_range {end = 128 : i32, start = 0 : i32} : tensor<128xi32, #blocked>
    ```

    After (1 register per thread, lane l of warp w holds element 32w + l):

    ```mlir
    %0 = nvvm.read.ptx.sreg.ctaid.x : i32
    %2 = nvvm.read.ptx.sreg.tid.x : i32
    ...
    %9 = llvm.insertvalue %8, %7[0] : !llvm.struct<(i32)>
    ```

    An op the pass cannot lower yet fails the pass with an error naming it
    (`tt.reduce: lowering to LLVM is not supported yet`). The compute
    capability comes from the option or, when it is not given, from the
    module's `ttg.target` (`cuda:90`); `ttg.num-warps` is required.
    `-debug-only=convert-triton-gpu-to-llvm` traces the kernel ABI, each
    memory access's vector width and predicate, and what is left unlowered.
  }];
  let options = [
    Option<"computeCapability", "compute-capability", "int32_t",
           /*default*/"80",
           "Device compute capability (default: the module's ttg.target, "
           "else 80)">,
    Option<"ptxVersion", "ptx-version", "int32_t", /*default*/"80",
           "PTX version">,
  ];
  let dependentDialects = ["mlir::LLVM::LLVMDialect",
                           "mlir::NVVM::NVVMDialect",
                           "mlir::triton::nvgpu::NVGPUDialect"];
}

def TritonGPUAllocateWarpGroups
    : Pass<"tritongpu-allocate-warp-groups", "mlir::ModuleOp"> {
  let summary = "Give the partitions of warp-specialized kernels their warps and registers";
  let description = [{
    Triton 3.6's first `make_llir` step for `ttg.warp_specialize`:

    - each `ttg.warp_specialize` is padded with empty partitions (powers
      of 2, largest first, requesting 16 registers) until its partitions
      fill as many whole warp groups (4 warps) as the largest one needs;
    - `warpGroupStartIds`: the partitions take the warps after the default
      ones, largest partition first (equal sizes in partition order);
    - the module gets `ttg.total-num-warps`;
    - where `requestedRegisters` is set and the partitions fill whole warp
      groups: each warp group gets the largest request of its partitions
      (rounded up to 8), the default warps what is left of the register
      budget (rounded down to 8, at least 24). That is `actualRegisters`
      (default warps first, then each partition), and the budget per thread
      becomes the module's `ttg.maxnreg` (all 64K registers over all warps
      unless `ttg.maxnreg` was set).

    Before (4 default warps):

    ```mlir
    ttg.warp_specialize(%a) attributes {requestedRegisters = array<i32: 88, 24>}
    default { ttg.warp_yield }
    partition0(%arg0: i32) num_warps(4) { ttg.warp_return }
    partition1(%arg0: i32) num_warps(1) { ttg.warp_return } : (i32) -> ()
    ```

    After (`ttg.total-num-warps = 12`, `ttg.maxnreg = 168` on the module):

    ```mlir
    ttg.warp_specialize(%a) attributes {actualRegisters = array<i32: 392, 88, 24, 24, 24>, requestedRegisters = array<i32: 88, 24, 16, 16>, warpGroupStartIds = array<i32: 4, 10, 8, 11>}
    default { ttg.warp_yield }
    partition0(%arg0: i32) num_warps(4) { ttg.warp_return }
    partition1(%arg0: i32) num_warps(1) { ttg.warp_return }
    partition2(%arg0: i32) num_warps(2) { ttg.warp_return }
    partition3(%arg0: i32) num_warps(1) { ttg.warp_return } : (i32) -> ()
    ```

    `-debug-only=tritongpu-allocate-warp-groups` traces the padding, the
    start warps and the register split (or why there is none).
  }];
}

def ConvertWarpSpecializeToLLVM
    : Pass<"convert-warp-specialize-to-llvm", "mlir::ModuleOp"> {
  let summary = "Lower ttg.warp_specialize to a state machine of the worker warps";
  let description = [{
    Triton 3.6's NVIDIA lowering of `ttg.warp_specialize`, after
    convert-triton-gpu-to-llvm and convert-nv-gpu-to-llvm have lowered
    everything inside it. In each kernel that has one:

    - Captures whose value is a kernel argument or a small pure computation
      of kernel arguments (at most 16 ops) are recomputed in each partition
      instead of being passed.
    - The kernel starts with a header: warps below the default warp count
      run the kernel's body, the others (the workers) enter the switch
      loop: `barrier.sync 1` (all threads), then each worker warp reads its
      state byte at the function's `allocation.offset` in shared memory and
      switches to its partition's block, to the exit (`ret`), or back to the
      loop head (two `barrier.sync 1`, matching a `ttg.warp_specialize`
      it takes no part in).
    - Before each `ttg.warp_specialize` the default warps write every
      worker warp's state and the remaining captures (packed, at the op's
      `allocation.offset`), then `barrier.sync 1` twice around the default
      region's `setmaxnreg`; each partition loads its captures, syncs,
      runs, and ends with `barrier.sync 1` and a branch back to the loop.
      The default region ends with `barrier.sync 1`. Before each return
      the default warps write the exit state and sync.
    - `setmaxnreg` (with `ttg.maxnreg` and `actualRegisters`): the default
      warps go up to their share at entry (at most 256), the workers down
      to what remains; each region moves from there to its
      `actualRegisters` entry and back.
    - CTA barriers become named barriers: `bar.sync 0, 32 * num-warps`
      outside partitions, `bar.sync 2 + i, 32 * warps of partition i` in
      partition i (`bar.warp.sync` for one warp); at most 14 partitions.

    Before (LLVM dialect, the partitions already lowered):

    ```mlir
    ttg.warp_specialize(%p) attributes {allocation.offset = 0 : i32, warpGroupStartIds = array<i32: 4>}
    default { ttg.warp_yield }
    partition0(%arg0: !llvm.ptr<3>) num_warps(4) {
      nvvm.barrier0
      ttg.warp_return
    } : (!llvm.ptr<3>) -> ()
    ```

    After:

    ```mlir
    ^switch:
      llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%c1)
      %state = llvm.load %statePtr : !llvm.ptr<3> -> i8
      llvm.switch %state : i8, ^idle [0: ^partition0, 1: ^exit]
    ^partition0:
      %arg0 = llvm.load %capture {alignment = 1 : i64} : !llvm.ptr<3> -> !llvm.ptr<3>
      llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%c1)
      nvvm.barrier id = %c2 number_of_threads = %c128
      llvm.call_intrinsic "llvm.nvvm.barrier.cta.sync.all"(%c1)
      llvm.br ^switch
    ```

    A kernel whose module lacks `ttg.total-num-warps` or whose partitions
    lack `warpGroupStartIds` (run tritongpu-allocate-warp-groups first), a
    `ttg.warp_specialize` with more than 14 partitions, more than 254
    partitions in one kernel, or a `ttg.warp_specialize` outside a kernel
    is an error. `-debug-only=convert-warp-specialize-to-llvm` traces the
    elided captures, the register plan, the barrier ids and the states.
  }];
  let dependentDialects = ["mlir::LLVM::LLVMDialect",
                           "mlir::NVVM::NVVMDialect"];
}

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PASSES_TD
