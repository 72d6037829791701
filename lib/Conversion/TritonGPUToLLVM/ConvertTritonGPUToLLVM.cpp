//===- ConvertTritonGPUToLLVM.cpp - TritonGPU IR to the LLVM dialect ------===//
//
// Triton 3.6's convert-triton-gpu-to-llvm for NVIDIA GPUs: one partial
// dialect conversion with every pattern family (PatternTritonGPUOpToLLVM.h)
// and MLIR's cf -> LLVM patterns, index width 32, the axis info computed
// beforehand on the TritonGPU IR (loads and stores size their vectors from
// it). Ops no pattern lowers are reported by name afterwards, so an
// unsupported op is an error, never a half-lowered module.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/ControlFlowToLLVM/ControlFlowToLLVM.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "tt/Analysis/AxisInfo.h"
#include "tt/Analysis/Membar.h"
#include "tt/Dialect/TXLGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "tt/Support/OptionsFromModule.h"
#include "llvm/ADT/StringSet.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTTRITONGPUTOLLVM
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

/// `@global_smem`: the kernel's dynamic shared memory, which every shared
/// buffer is an offset into.
void addGlobalSharedMemory(ModuleOp module) {
  if (module.lookupSymbol(kGlobalSmemName))
    return;
  OpBuilder builder = OpBuilder::atBlockBegin(module.getBody());
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), 0);
  LLVM::GlobalOp::create(builder, module.getLoc(), type, /*isConstant=*/false,
                         LLVM::Linkage::External, kGlobalSmemName,
                         /*value=*/Attribute(), /*alignment=*/16,
                         /*addrSpace=*/3);
}

/// The ops of `ttg.warp_specialize` stay, their regions lowered:
/// convert-warp-specialize-to-llvm lowers them after
/// convert-nv-gpu-to-llvm, as in Triton 3.6. Their captures, partition
/// arguments and results keep their types, bridged by casts.
bool isWarpSpecializeOp(Operation *op) {
  return isa<triton::gpu::WarpSpecializeOp,
             triton::gpu::WarpSpecializePartitionsOp, triton::gpu::WarpYieldOp,
             triton::gpu::WarpReturnOp>(op);
}

/// The txlgpu ops TXL lowers after this pass (convert-txlgpu-to-llvm):
/// ids, register budgets and named barriers, which carry no tensor.
bool isTXLGPUOpLoweredLater(Operation *op) {
  namespace txg = triton::txlgpu;
  return isa<txg::CanonicalWarpgroupIdOp, txg::WarpIdOp, txg::LaneIdOp,
             txg::ClusterCTARankOp, txg::RegAllocOp, txg::RegDeallocOp,
             txg::NamedBarrierArriveOp, txg::NamedBarrierWaitOp,
             txg::BarrierWaitAllOp>(op);
}

/// Whether `op` belongs to the lowered program (LLVM, NVVM, what
/// convert-nv-gpu-to-llvm and convert-warp-specialize-to-llvm lower next,
/// and casts reconciled later).
bool isLowered(Operation *op) {
  StringRef dialect = op->getName().getDialectNamespace();
  return isa<ModuleOp, UnrealizedConversionCastOp>(op) ||
         isTXLGPUOpLoweredLater(op) ||
         isWarpSpecializeOp(op) || dialect == "llvm" || dialect == "nvvm" ||
         dialect == "nvg";
}

/// Partitions need their warps before anything inside them is lowered:
/// thread and warp ids count from the partition's first warp.
LogicalResult checkWarpGroupsAllocated(ModuleOp module) {
  WalkResult result = module.walk([](triton::gpu::WarpSpecializeOp op) {
    if (op.getWarpGroupStartIds())
      return WalkResult::advance();
    emitError(op.getLoc(), "'ttg.warp_specialize' op has no warpGroupStartIds: "
                           "run tritongpu-allocate-warp-groups before "
                           "lowering to LLVM");
    return WalkResult::interrupt();
  });
  return failure(result.wasInterrupted());
}

/// Functions, returns and branches: lowered whenever the values they carry
/// are, so when they are left it is for an op or type reported on its own.
bool isStructural(Operation *op) {
  return isa<triton::FuncOp, triton::ReturnOp>(op) ||
         op->getName().getDialectNamespace() == "cf";
}

/// Reports each kind of op left unlowered once, at its first occurrence,
/// nested ones too (a function stays unlowered when an op inside it, or a
/// block argument's type such as a shared-memory descriptor, has no
/// lowering); functions, returns and branches only when nothing else is
/// left. At the op's location, without the op printed: a function left
/// unlowered would print all of its body.
LogicalResult reportUnloweredOps(ModuleOp module) {
  SmallVector<Operation *> unlowered;
  llvm::StringSet<> seen;
  module.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (!isLowered(op) && seen.insert(op->getName().getStringRef()).second)
      unlowered.push_back(op);
  });
  bool onlyStructural = llvm::all_of(unlowered, isStructural);
  for (Operation *op : unlowered) {
    if (isStructural(op) && !onlyStructural)
      continue;
    TT_DEBUG(TT_DBGS() << "unlowered: " << op->getName() << "\n");
    emitError(op->getLoc()) << op->getName()
                            << ": lowering to LLVM is not supported yet";
  }
  return success(unlowered.empty());
}

struct ConvertTritonGPUToLLVM
    : public triton::impl::ConvertTritonGPUToLLVMBase<ConvertTritonGPUToLLVM>,
      public triton::PassOptionsFromModule<ConvertTritonGPUToLLVM> {
  using ConvertTritonGPUToLLVMBase::ConvertTritonGPUToLLVMBase;

  void takeOptionsFromModule(ModuleOp module) override {
    if (computeCapability.hasValue())
      return;
    if (std::optional<int> capability =
            triton::gpu::findNVIDIAComputeCapability(module))
      computeCapability = *capability;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    if (!module->hasAttr("ttg.num-warps")) {
      emitError(module.getLoc(),
                "convert-triton-gpu-to-llvm needs the module's ttg.num-warps");
      return signalPassFailure();
    }
    int capability = computeCapability;
    if (!computeCapability.hasValue()) {
      FailureOr<int> fromTarget =
          triton::gpu::getNVIDIAComputeCapability(module);
      if (failed(fromTarget)) {
        emitError(module.getLoc(), "convert-triton-gpu-to-llvm: option "
                                   "compute-capability not given and the "
                                   "module has no ttg.target of the form "
                                   "cuda:NN");
        return signalPassFailure();
      }
      capability = *fromTarget;
    }
    TT_DEBUG(TT_DBGS() << "compute capability " << capability
                       << ", PTX version " << ptxVersion << "\n");

    // Barriers first (Triton runs Membar inside this pass, on the CFG that
    // convert-scf-to-cf left), then the axis info, both on the TritonGPU IR
    // before any op is replaced.
    if (failed(checkWarpGroupsAllocated(module)))
      return signalPassFailure();
    insertRegisterOperandWaits(module);
    ModuleAllocation allocation(
        module, getNvidiaAllocationAnalysisScratchSizeFn(capability));
    if (failed(allocation.getStatus()))
      return signalPassFailure();
    // Without the mbarrier filter: Triton 3.6's make_llir puts a barrier
    // between consecutive mbarrier inits, expects and TMA copies (the
    // corpus's matmul_tma has every one of them), and so do we.
    insertSharedMemoryBarriers(allocation, /*filter=*/nullptr);
    ModuleAxisInfoAnalysis axisInfo(module);
    addGlobalSharedMemory(module);

    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(32);
    TritonGPUToLLVMTypeConverter typeConverter(ctx, options);
    RewritePatternSet patterns(ctx);
    populateFuncOpToLLVMPatterns(typeConverter, patterns);
    populateSPMDOpToLLVMPatterns(typeConverter, patterns);
    populateViewOpToLLVMPatterns(typeConverter, patterns);
    populateElementwiseOpToLLVMPatterns(typeConverter, patterns, axisInfo,
                                        capability);
    populateFp4ToFpOpToLLVMPatterns(typeConverter, patterns);
    populateTensorMemoryOpToLLVMPatterns(typeConverter, patterns);
    populateTCGen5MMAOpToLLVMPatterns(typeConverter, patterns);
    populateBarrierOpToLLVMPatterns(typeConverter, patterns);
    populateTXLOpToLLVMPatterns(typeConverter, patterns);
    populateMemoryOpToLLVMPatterns(typeConverter, patterns, capability);
    populateDotOpToLLVMPatterns(typeConverter, patterns);
    populateAsyncCopyOpToLLVMPatterns(typeConverter, patterns, axisInfo);
    populateWarpGroupDotOpToLLVMPatterns(typeConverter, patterns);
    populateTMAOpToLLVMPatterns(typeConverter, patterns);
    populateConvertLayoutOpToLLVMPatterns(typeConverter, patterns, capability);
    populateLoadStoreOpToLLVMPatterns(typeConverter, patterns, axisInfo);
    populateAtomicOpToLLVMPatterns(typeConverter, patterns, axisInfo,
                                   capability, ptxVersion);
    populateHistogramOpToLLVMPatterns(typeConverter, patterns);
    populateReduceOpToLLVMPatterns(typeConverter, patterns);
    populateScanOpToLLVMPatterns(typeConverter, patterns);
    populateGatherOpToLLVMPatterns(typeConverter, patterns);
    populatePrintOpToLLVMPatterns(typeConverter, patterns);
    populateAssertOpToLLVMPatterns(typeConverter, patterns);
    cf::populateControlFlowToLLVMConversionPatterns(typeConverter, patterns);
    // arith.ceildivsi/ceildivui/floordivsi become the divisions, compares and
    // selects the patterns above lower, as in Triton.
    arith::populateCeilFloorDivExpandOpsPatterns(patterns);

    // Nothing is declared illegal: what no pattern lowers stays, and is
    // reported by name below.
    ConversionTarget target(*ctx);
    target.addLegalDialect<LLVM::LLVMDialect, NVVM::NVVMDialect,
                           nvgpu::NVGPUDialect>();
    target.addDynamicallyLegalDialect<triton::txlgpu::TXLGPUDialect>(
        isTXLGPUOpLoweredLater);
    target.addLegalOp<triton::gpu::WarpSpecializeOp,
                      triton::gpu::WarpSpecializePartitionsOp,
                      triton::gpu::WarpYieldOp, triton::gpu::WarpReturnOp>();
    // Casts a pattern makes between a Triton type and its lowering (a
    // combine region's `!tt.ptr` operands) fold away once both sides are
    // lowered; left unknown, they would roll their pattern back.
    target.addLegalOp<UnrealizedConversionCastOp>();
    // A pattern that cannot lower its op says why; the ops left around it
    // (its function, say) would only repeat that.
    bool patternReported = false;
    ScopedDiagnosticHandler noteErrors(ctx, [&](Diagnostic &diagnostic) {
      patternReported |= diagnostic.getSeverity() == DiagnosticSeverity::Error;
      return failure(); // and on to the usual handler
    });
    if (failed(applyPartialConversion(module, target, std::move(patterns))) ||
        patternReported || failed(reportUnloweredOps(module)))
      return signalPassFailure();
  }
};

} // namespace
