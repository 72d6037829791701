//===- HoistLayoutConversions.cpp - Dot-operand conversions out of loops --===//
//
// Moves a ttg.convert_layout to a dot-operand layout that sits in an scf.for
// but converts a value defined outside that loop to just after the value's
// defining op. See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#define DEBUG_TYPE "tritonamdgpu-hoist-layout-conversions"

namespace mlir::triton::amdgpu {
#define GEN_PASS_DEF_TRITONAMDGPUHOISTLAYOUTCONVERSIONS
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::amdgpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

void hoistOutOfLoop(ConvertLayoutOp cvt) {
  auto type = dyn_cast<RankedTensorType>(cvt.getType());
  if (!type || !isa_and_nonnull<DotOperandEncodingAttr>(type.getEncoding()))
    return;
  Operation *def = cvt.getSrc().getDefiningOp();
  if (!def) {
    TT_DEBUG(TT_DBGS() << "keep " << describeOp(cvt)
                       << ": source is a block argument\n");
    return;
  }
  auto loop = cvt->getParentOfType<scf::ForOp>();
  if (!loop)
    return;
  if (loop->isAncestor(def)) {
    TT_DEBUG(TT_DBGS() << "keep " << describeOp(cvt)
                       << ": source is defined in the loop\n");
    return;
  }
  TT_DEBUG(TT_DBGS() << "hoist " << describeOp(cvt) << " to after "
                     << describeOp(def) << "\n");
  cvt->moveAfter(def);
}

struct HoistLayoutConversions
    : mlir::triton::amdgpu::impl::TritonAMDGPUHoistLayoutConversionsBase<
          HoistLayoutConversions> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    SmallVector<ConvertLayoutOp> cvts;
    getOperation().walk([&](ConvertLayoutOp cvt) { cvts.push_back(cvt); });
    for (ConvertLayoutOp cvt : cvts)
      hoistOutOfLoop(cvt);
  }
};

} // namespace
