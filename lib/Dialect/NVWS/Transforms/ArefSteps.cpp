//===- ArefSteps.cpp - nvws-* warp specialization steps, not yet ----------===//
//
// nvws-lower-aref and nvws-assign-stage-phase: the steps of Triton 3.6's automatic warp
// specialization that build and lower asynchronous references between
// partitions. Their rules are not implemented yet; a module without warp
// specialization passes through each unchanged, as through Triton's, and
// one with it is an error at the op. Each moves to a file of its own when
// it is implemented (nvws-insert-aref: InsertAref.cpp, nvws-insert-tmem-aref:
// InsertTmemAref.cpp, nvws-lower-warp-group: LowerWarpGroup.cpp).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"

namespace mlir::triton::nvws {
#define GEN_PASS_DEF_NVWSLOWERAREF
#define GEN_PASS_DEF_NVWSASSIGNSTAGEPHASE
#include "tt/Dialect/NVWS/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvws

using namespace mlir;

namespace {

using triton::gpu::WithoutWarpSpecialization;
namespace base = mlir::triton::nvws::impl;

struct LowerAref
    : WithoutWarpSpecialization<LowerAref, base::NVWSLowerArefBase> {
  using WithoutWarpSpecialization::WithoutWarpSpecialization;
};
struct AssignStagePhase
    : WithoutWarpSpecialization<AssignStagePhase,
                                base::NVWSAssignStagePhaseBase> {};

} // namespace
