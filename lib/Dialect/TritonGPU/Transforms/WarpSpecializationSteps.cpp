//===- WarpSpecializationSteps.cpp - WS partition passes, not yet ---------===//
//
// tritongpu-partition-scheduling: the first step of Triton 3.6's automatic
// warp specialization. Its rules are not implemented yet; a module
// without warp specialization passes through unchanged, as through
// Triton's (every sm100 kernel of the corpora), and one with it is an
// error at the op, never a silent difference. It moves to a file of its
// own when it is implemented (tritongpu-partition-loops: PartitionLoops.cpp,
// tritongpu-optimize-partition-warps: OptimizePartitionWarps.cpp).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPARTITIONSCHEDULING
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;

namespace {

namespace base = mlir::triton::gpu::impl;

struct PartitionScheduling
    : WithoutWarpSpecialization<PartitionScheduling,
                                base::TritonGPUPartitionSchedulingBase> {};

} // namespace
