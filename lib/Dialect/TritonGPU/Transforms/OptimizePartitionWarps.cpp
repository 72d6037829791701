//===- OptimizePartitionWarps.cpp - tritongpu-optimize-partition-warps ----===//
//
// Triton 3.6's make_ttgir for cuda:100 runs this after the pipeliner: each
// ttg.warp_specialize partition gets as few warps as its largest tensor
// allows, and a register request.
//
// - A partition's register need is twice the 32-bit registers of its
//   largest tensor operand or result (pointers count 64 bits), over all its
//   threads; a partition without tensors needs none.
// - Its lower limit is 1 warp; the last TMA copy, gather or scatter in it
//   (walk order) makes it 2, the last tensor-memory alloc, load or store 4
//   (whichever comes later wins, as Triton's assignment does).
// - Repeatedly, the first partition above its limit whose need still fits
//   when halved is halved: the need per thread of half the warps against
//   65536 registers shared evenly by all warps of the kernel after the cut.
// - Its request is 88 registers with tensors, 24 without.
//
// A partition with tensors whose warps change has its layouts assigned
// again, as Triton 3.6 does: its body goes into `tt.func @container` of a
// module of its own (the explicit captures' AxisInfo as argument hints),
// loses every tensor layout (but those inside tensor descriptors), and goes
// through convert-triton-to-tritongpu{enable-source-remat} and
// relayout-tritongpu for its new warps; the unrealized casts those leave are
// bypassed, then coalesce, remove-layout-conversions, optimize-thread-
// locality, accelerate-matmul and remove-layout-conversions run, and the
// body moves back. The conversion leaves ttg ops alone, so a
// `ttg.local_load` keeps a tensor without a layout until
// remove-layout-conversions gives it that of its users; a tensor still
// without one at the end is an error at its op.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/AxisInfo.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "llvm/Support/FormatVariadic.h"

#include <numeric>

#define DEBUG_TYPE "tritongpu-optimize-partition-warps"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUOPTIMIZEPARTITIONWARPS
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton::gpu;
using mlir::triton::AxisInfo;
using mlir::triton::ModuleAxisInfoAnalysis;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// Triton's register count of a whole tensor (every thread's copy): its
/// elements per thread times threads times warps, in 32-bit words.
FailureOr<uint64_t> tensorWords(RankedTensorType type) {
  FailureOr<triton::LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return failure();
  MLIRContext *ctx = type.getContext();
  uint64_t elements = 1;
  for (StringRef dim : {"register", "lane", "warp"})
    if (layout->hasInDim(StringAttr::get(ctx, dim)))
      elements *= layout->getInDimSize(StringAttr::get(ctx, dim));
  unsigned bits = isa<triton::PointerType>(type.getElementType())
                      ? 64
                      : type.getElementTypeBitWidth();
  return elements * bits / 32;
}

/// Twice the words of the partition's largest tensor (Triton assumes it is
/// half of what the partition holds); 0 without tensors.
FailureOr<uint64_t> registerNeed(Region &partition) {
  uint64_t largest = 0;
  WalkResult walk = partition.walk([&](Operation *op) {
    for (Type type :
         llvm::concat<Type>(op->getOperandTypes(), op->getResultTypes())) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (!tensor)
        continue;
      FailureOr<uint64_t> words = tensorWords(tensor);
      if (failed(words)) {
        op->emitError("tritongpu-optimize-partition-warps: no linear layout "
                      "for ")
            << tensor;
        return WalkResult::interrupt();
      }
      largest = std::max(largest, *words);
    }
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return failure();
  return 2 * largest;
}

/// The fewest warps the partition's ops allow: the last TMA copy in walk
/// order sets 2, the last tensor-memory access 4.
int32_t minimumWarps(Region &partition) {
  int32_t minimum = 1;
  partition.walk([&](Operation *op) {
    if (isa<ttng::AsyncTMAGatherOp, ttng::AsyncTMAScatterOp,
            ttng::AsyncTMACopyGlobalToLocalOp>(op))
      minimum = 2;
    else if (isa<ttng::TMEMLoadOp, ttng::TMEMStoreOp, ttng::TMEMAllocOp>(op))
      minimum = 4;
  });
  return minimum;
}

//===----------------------------------------------------------------------===//
// Assigning a partition's layouts again
//===----------------------------------------------------------------------===//

/// Runs a textual pipeline on a module nested in the pass's module.
using RunPipeline = function_ref<LogicalResult(StringRef, ModuleOp)>;

/// A module with `module`'s attributes (and `numWarps` warps) whose
/// `tt.func @container` has the partition's body, `tt.return` in place of
/// `ttg.warp_return`, and per argument the AxisInfo of the capture it
/// receives as `tt.contiguity`/`tt.divisibility`/`tt.constancy` (dim 0).
OwningOpRef<ModuleOp> takeIntoContainer(const ModuleAxisInfoAnalysis &axisInfo,
                                        ModuleOp module, WarpSpecializeOp op,
                                        Region &partition, int32_t numWarps) {
  OwningOpRef<ModuleOp> container = ModuleOp::create(module.getLoc());
  container.get()->setAttrs(module->getAttrs());
  OpBuilder b = OpBuilder::atBlockBegin(container->getBody());
  container.get()->setAttr("ttg.num-warps", b.getI32IntegerAttr(numWarps));
  auto func = triton::FuncOp::create(
      b, module.getLoc(), b.getStringAttr("container"),
      TypeAttr::get(b.getFunctionType(partition.getArgumentTypes(), {})),
      StringAttr(), ArrayAttr(), ArrayAttr());
  func.getBody().takeBody(partition);
  func.walk([&](WarpReturnOp ret) {
    b.setInsertionPoint(ret);
    triton::ReturnOp::create(b, ret.getLoc());
    ret.erase();
  });
  ValueRange captures = op.getPartitionOp().getExplicitCaptures();
  for (auto [index, capture] : llvm::enumerate(captures)) {
    AxisInfo info = axisInfo.getAxisInfoOrPessimistic(capture);
    func.setArgAttr(index, "tt.contiguity",
                    b.getI64IntegerAttr(info.getContiguity(0)));
    func.setArgAttr(index, "tt.divisibility",
                    b.getI64IntegerAttr(info.getDivisibility(0)));
    func.setArgAttr(index, "tt.constancy",
                    b.getI64IntegerAttr(info.getConstancy(0)));
  }
  return container;
}

/// The body back into the partition, `ttg.warp_return` in place of
/// `tt.return`.
void moveBackFromContainer(ModuleOp container, Region &partition) {
  auto func = cast<triton::FuncOp>(container.lookupSymbol("container"));
  func.walk([](triton::ReturnOp ret) {
    OpBuilder b(ret);
    WarpReturnOp::create(b, ret.getLoc());
    ret.erase();
  });
  partition.takeBody(func.getBody());
}

/// Every tensor loses its layout, but those inside tensor descriptors
/// (their shared layouts describe memory, not the warps).
void dropTensorLayouts(ModuleOp container) {
  AttrTypeReplacer replacer;
  replacer.addReplacement([](RankedTensorType type) -> Type {
    return RankedTensorType::get(type.getShape(), type.getElementType());
  });
  replacer.addReplacement(
      [](triton::TensorDescType type) -> std::pair<Type, WalkResult> {
        return {type, WalkResult::skip()};
      });
  replacer.recursivelyReplaceElementsIn(container, /*replaceAttrs=*/false,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
}

/// The first op with a tensor that has no layout, as an error.
LogicalResult checkAllLaidOut(ModuleOp container, WarpSpecializeOp op,
                              unsigned index) {
  WalkResult walk = container.walk([&](Operation *inner) {
    for (Type type : inner->getResultTypes()) {
      auto tensor = dyn_cast<RankedTensorType>(type);
      if (tensor && !tensor.getEncoding()) {
        InFlightDiagnostic diag = inner->emitError(
            "tritongpu-optimize-partition-warps: after relayout of partition ");
        diag << index << ", " << tensor
             << " has no layout (no user of this ttg op's result gave it "
                "one; Triton 3.6 would go on with a tensor without a "
                "layout, which tt-opt does not do)";
        diag.attachNote(op.getLoc()) << "in this ttg.warp_specialize";
        return WalkResult::interrupt();
      }
    }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Triton 3.6's relayout of a partition whose warps go from `before` to
/// `after`.
LogicalResult relayoutPartition(const ModuleAxisInfoAnalysis &axisInfo,
                                ModuleOp module, WarpSpecializeOp op,
                                unsigned index, int32_t before, int32_t after,
                                RunPipeline runPipeline) {
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  if (!target)
    return module.emitError("tritongpu-optimize-partition-warps: the module "
                            "has no ttg.target");
  Region &partition = *op.getPartitionRegions()[index];
  OwningOpRef<ModuleOp> container =
      takeIntoContainer(axisInfo, module, op, partition, before);
  if (failed(mlir::verify(*container)))
    return op.emitError("tritongpu-optimize-partition-warps: partition ")
           << index << " does not make valid IR on its own";
  dropTensorLayouts(*container);
  std::string convert =
      llvm::formatv("convert-triton-to-tritongpu{{target={0} num-warps={1} "
                    "threads-per-warp={2} num-ctas={3} "
                    "enable-source-remat=true},relayout-tritongpu",
                    target.getValue(), after, lookupThreadsPerWarp(module),
                    lookupNumCTAs(module))
          .str();
  TT_DEBUG(TT_DBGS() << "partition " << index << ": layouts again for "
                     << after << " warps: " << convert << "\n");
  if (failed(runPipeline(convert, *container)))
    return failure();
  // The casts to the old types stand for values whose users the conversion
  // left alone (ttg and ttng ops): they get the converted values instead.
  container->walk([](UnrealizedConversionCastOp cast) {
    cast.getResult(0).replaceAllUsesWith(cast.getOperand(0));
    cast.erase();
  });
  StringRef optimize =
      "tritongpu-coalesce,tritongpu-remove-layout-conversions,"
      "tritongpu-optimize-thread-locality,tritongpu-accelerate-matmul,"
      "tritongpu-remove-layout-conversions";
  TT_DEBUG(TT_DBGS() << "partition " << index << ": " << optimize << "\n");
  if (failed(runPipeline(optimize, *container)) ||
      failed(checkAllLaidOut(*container, op, index)))
    return failure();
  moveBackFromContainer(*container, partition);
  return success();
}

//===----------------------------------------------------------------------===//
// Warps and registers
//===----------------------------------------------------------------------===//

LogicalResult optimize(const ModuleAxisInfoAnalysis &axisInfo, ModuleOp module,
                       WarpSpecializeOp op, RunPipeline runPipeline) {
  constexpr uint64_t kRegistersPerSM = 1 << 16;
  uint64_t threadsPerWarp = lookupThreadsPerWarp(op);
  int64_t defaultWarps = lookupNumWarps(op).value_or(4);
  SmallVector<uint64_t> needs;
  SmallVector<int32_t> minimums;
  for (Region *partition : op.getPartitionRegions()) {
    FailureOr<uint64_t> need = registerNeed(*partition);
    if (failed(need))
      return failure();
    needs.push_back(*need);
    minimums.push_back(minimumWarps(*partition));
  }
  SmallVector<int32_t> warps(op.getPartitionNumWarps());
  for (bool changed = true; changed;) {
    changed = false;
    int64_t totalWarps =
        std::accumulate(warps.begin(), warps.end(), defaultWarps);
    for (size_t index = 0; index < warps.size(); ++index) {
      int32_t &count = warps[index];
      if (count <= minimums[index])
        continue;
      uint64_t needPerThread = needs[index] / threadsPerWarp / (count / 2);
      uint64_t availablePerThread =
          kRegistersPerSM / threadsPerWarp / (totalWarps - count / 2);
      if (needPerThread <= availablePerThread) {
        TT_DEBUG(TT_DBGS() << "partition " << index << ": " << count
                           << " -> " << count / 2 << " warps (needs "
                           << needPerThread << " registers per thread, "
                           << availablePerThread << " available)\n");
        count /= 2;
        changed = true;
        break;
      }
    }
  }
  SmallVector<int32_t> requested;
  for (auto [index, region] : llvm::enumerate(op.getPartitionRegions())) {
    requested.push_back(needs[index] ? 88 : 24);
    TT_DEBUG(TT_DBGS() << "partition " << index << ": " << warps[index]
                       << " warps (at least " << minimums[index] << "), "
                       << requested.back() << " registers requested ("
                       << (needs[index] ? "it has tensors" : "no tensors")
                       << ")\n");
  }
  for (unsigned index = 0; index < warps.size(); ++index) {
    int32_t before = op.getPartitionNumWarps()[index];
    if (warps[index] != before && needs[index] &&
        failed(relayoutPartition(axisInfo, module, op, index, before,
                                 warps[index], runPipeline)))
      return failure();
  }
  op.setRequestedRegisters(ArrayRef<int32_t>(requested));
  op.setPartitionNumWarps(warps);
  return success();
}

struct OptimizePartitionWarps
    : public mlir::triton::gpu::impl::TritonGPUOptimizePartitionWarpsBase<
          OptimizePartitionWarps> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<WarpSpecializeOp> ops;
    module.walk([&](WarpSpecializeOp op) { ops.push_back(op); });
    if (ops.empty())
      return;
    ModuleAxisInfoAnalysis axisInfo(module);
    auto runPipeline = [&](StringRef pipeline, ModuleOp container) {
      return runNestedPipeline(pipeline, container);
    };
    for (WarpSpecializeOp op : ops) {
      TT_DEBUG(TT_DBGS() << triton::describeOp(op) << ":\n");
      if (failed(optimize(axisInfo, module, op, runPipeline)))
        return signalPassFailure();
    }
  }

  /// Pass::runPipeline needs the container nested in the pass's module
  /// while it runs (as Triton does it).
  LogicalResult runNestedPipeline(StringRef pipeline, ModuleOp container) {
    OpPassManager pm(ModuleOp::getOperationName());
    std::string problems;
    llvm::raw_string_ostream problemStream(problems);
    if (failed(parsePassPipeline(pipeline, pm, problemStream)))
      return container.emitError("tritongpu-optimize-partition-warps: ")
             << problems;
    getOperation().push_back(container);
    LogicalResult result = Pass::runPipeline(pm, container);
    container->remove();
    return result;
  }
};

} // namespace
