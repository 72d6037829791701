//===- PatternTritonGPUOpToLLVM.h - The lowering's pattern sets -*- C++ -*-===//
//
// One populate function per family of ops (one file each under
// lib/Conversion/TritonGPUToLLVM); convert-triton-gpu-to-llvm calls them
// all. A new family (reduce, scan, convert_layout, ...) adds its function
// here and one call in ConvertTritonGPUToLLVM.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H
#define TT_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H

#include "mlir/Transforms/DialectConversion.h"
#include "tt/Conversion/TritonGPUToLLVM/TypeConverter.h"

namespace mlir::triton {

class ModuleAxisInfoAnalysis;

/// tt.func (kernels and noinline device functions), tt.call and tt.return,
/// with Triton 3.6's implicit trailing arguments.
void populateFuncOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                  RewritePatternSet &patterns);

/// tt.get_program_id, tt.get_num_programs.
void populateSPMDOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                  RewritePatternSet &patterns);

/// tt.splat, tt.make_range, tt.broadcast, tt.expand_dims, tt.reshape,
/// tt.trans, tt.join, tt.split, tt.cat, tt.unsplat, tt.addptr, arith.constant.
void populateViewOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                  RewritePatternSet &patterns);

/// arith, math and tt elementwise ops (casts, fp8 conversions, libdevice
/// and extern calls, inline asm), applied register by register; registers
/// that `axisInfo` proves constant share one value; fp8 conversions need
/// `computeCapability` >= 90.
void populateElementwiseOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo, int computeCapability);

/// ttg.local_alloc, ttg.local_store, ttg.local_load, ttg.local_dealloc,
/// ttg.memdesc_index: shared-memory buffers, their slices and the moves
/// between registers and them (ldmatrix from sm75 and stmatrix from sm90
/// where the layouts have their shape).
void populateMemoryOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    int computeCapability);

/// ttg.async_copy_global_to_local (cp.async, vectorised by the pointers'
/// axis info and the shared layout), ttg.async_commit_group,
/// ttg.async_wait.
void populateAsyncCopyOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo);

/// tt.dot with register operands: mma.sync for an #nvidia_mma v2 result,
/// fused multiply-adds for a blocked one.
void populateDotOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                 RewritePatternSet &patterns);

/// Before the conversion: waits that keep the registers of asynchronous
/// wgmmas' A operands from being rewritten while they are read
/// (RegisterOperandWaits.cpp).
void insertRegisterOperandWaits(ModuleOp module);

/// ttng.warp_group_dot (nvg.wgmma on shared-memory descriptors),
/// ttng.warp_group_dot_wait, ttng.fence_async_shared.
void populateWarpGroupDotOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// mbarriers (ttng.init_barrier, inval_barrier, barrier_expect,
/// wait_barrier), TMA copies (async_tma_copy_global_to_local /
/// local_to_global, async_tma_store_wait) and device-side descriptors
/// (ttg.global_scratch_alloc, ttng.tensormap_create,
/// tensormap_fenceproxy_acquire, reinterpret_tensor_descriptor).
void populateTMAOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                 RewritePatternSet &patterns);

/// ttg.local_barrier (what Membar inserts).
void populateBarrierOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// TXL's ops that stay in its TTGIR (TXL/TXLOpToLLVM.cpp): txl.mbar_arrive.
/// The txlgpu ops it keeps stay legal here, for convert-txlgpu-to-llvm.
void populateTXLOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                 RewritePatternSet &patterns);

/// ttg.convert_layout: register renumbering, or through the op's scratch
/// shared memory laid out as Allocation sized it for `computeCapability`.
void populateConvertLayoutOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    int computeCapability);

/// tt.load, tt.store (global memory, through tensors of pointers or one
/// pointer).
void populateLoadStoreOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    const ModuleAxisInfoAnalysis &axisInfo);

/// tt.atomic_rmw, tt.atomic_cas (global memory; vectorised fadd from sm_90
/// and PTX 8.1, as Triton does).
void populateAtomicOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                    RewritePatternSet &patterns,
                                    const ModuleAxisInfoAnalysis &axisInfo,
                                    int computeCapability, int ptxVersion);

/// tt.histogram (ballots per warp, then shared-memory atomics across warps).
void populateHistogramOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// Tensor memory (sm100): ttng.tmem_alloc/tmem_load/tmem_store and
/// memdesc_index of tensor memory buffers (tcgen05.ld/st messages).
void populateTensorMemoryOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// ttng.tc_gen5_mma (sm100): tcgen05.mma issued by one elected thread of
/// warp 0, tcgen05.commit to its barriers.
void populateTCGen5MMAOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// ttg.fp4_to_fp (e2m1 pairs to f16/bf16 through byte-table `prmt`s).
void populateFp4ToFpOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

/// tt.reduce (registers, then shuffles, then shared memory across warps).
void populateReduceOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                    RewritePatternSet &patterns);

/// tt.scan (registers, then shfl.sync.up, then shared memory across warps).
void populateScanOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                  RewritePatternSet &patterns);

/// tt.gather: shuffles within a warp, else through its scratch shared
/// memory.
void populateGatherOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                    RewritePatternSet &patterns);

/// tt.print (device printf through vprintf).
void populatePrintOpToLLVMPatterns(TritonGPUToLLVMTypeConverter &typeConverter,
                                   RewritePatternSet &patterns);

/// tt.assert (__assertfail when a register of the condition is false).
void populateAssertOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns);

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_PATTERNTRITONGPUOPTOLLVM_H
