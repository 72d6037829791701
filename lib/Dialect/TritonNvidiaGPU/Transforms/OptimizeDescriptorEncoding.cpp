//===- OptimizeDescriptorEncoding.cpp - Shared layouts for TMA blocks -----===//
//
// Gives the block type of every `!tt.tensordesc` the shared-memory layout
// its TMA copies will write or read, chosen from how the descriptor is used
// and propagated through loop-carried and branch values:
//
//   - a descriptor_load/gather whose result feeds a local_alloc or
//     local_store of a non-transposed NVMMA layout wants that layout;
//   - otherwise (stores, other loads) Triton's default NVMMA layout for the
//     block, or for the smallest shape it is used with;
//   - descriptors that cross a call, a return, a reinterpretation, or enter
//     a non-kernel function, and descriptors wanted in two layouts, take the
//     default layout of their block.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/PriorityWorklist.h"
#include "llvm/ADT/SetVector.h"

#include <optional>
#include <unordered_set>

#define DEBUG_TYPE "triton-nvidia-optimize-descriptor-encoding"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUOPTIMIZEDESCRIPTORENCODINGPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// What is known of the layout a descriptor's block needs.
struct EncodingInfo {
  /// The layout its users want, if one.
  Attribute desired;
  CGAEncodingAttr cga;
  /// The smallest shape it is used with (gathers and scatters use a
  /// different shape than the block's).
  SmallVector<int64_t> shape;
  /// Take the default layout of the block whatever the users want.
  bool forcedToDefault = false;

  bool operator==(const EncodingInfo &other) const {
    return desired == other.desired && cga == other.cga &&
           forcedToDefault == other.forcedToDefault && shape == other.shape;
  }
};

struct EncodingInfoHash {
  size_t operator()(const EncodingInfo &info) const {
    return llvm::hash_combine(info.desired, Attribute(info.cga),
                              info.forcedToDefault,
                              llvm::hash_combine_range(info.shape));
  }
};

/// One use of a descriptor by a TMA-like op, and what it asks for.
struct DescriptorUse {
  Value descriptor;
  EncodingInfo info;
};

bool isTMACompatible(Attribute encoding) {
  auto nvmma = dyn_cast_or_null<NVMMASharedEncodingAttr>(encoding);
  return nvmma && !nvmma.getTransposed();
}

/// The layout of the first local_alloc/local_store that takes `load`'s
/// result into a TMA-compatible layout.
Attribute findLoadEncodingFromUsers(Operation *load) {
  for (Operation *user : load->getUsers()) {
    Attribute encoding;
    if (auto alloc = dyn_cast<LocalAllocOp>(user))
      encoding = alloc.getType().getEncoding();
    else if (auto store = dyn_cast<LocalStoreOp>(user))
      encoding = store.getDst().getType().getEncoding();
    if (isTMACompatible(encoding))
      return encoding;
  }
  return {};
}

/// `shape` with leading 1s up to `rank` (rank-reducing loads and stores).
SmallVector<int64_t> expandToRank(ArrayRef<int64_t> shape, unsigned rank) {
  SmallVector<int64_t> result(rank - std::min<size_t>(rank, shape.size()), 1);
  llvm::append_range(result, shape);
  return result;
}

unsigned getBlockRank(Value descriptor) {
  return cast<TensorDescType>(descriptor.getType()).getBlockType().getRank();
}

DescriptorUse makeUse(Value descriptor, Attribute desired,
                      RankedTensorType tile) {
  Attribute layout = desired ? desired : tile.getEncoding();
  return {descriptor,
          {desired, getCGALayout(layout),
           expandToRank(tile.getShape(), getBlockRank(descriptor))}};
}

std::optional<DescriptorUse> getDescriptorUse(Operation *op) {
  if (auto load = dyn_cast<DescriptorLoadOp>(op))
    return makeUse(load.getDesc(), findLoadEncodingFromUsers(op),
                   load.getType());
  if (auto gather = dyn_cast<DescriptorGatherOp>(op))
    return makeUse(gather.getDesc(), findLoadEncodingFromUsers(op),
                   gather.getType());
  if (auto store = dyn_cast<DescriptorStoreOp>(op))
    return makeUse(store.getDesc(), {}, store.getSrc().getType());
  if (auto reduce = dyn_cast<DescriptorReduceOp>(op))
    return makeUse(reduce.getDesc(), {}, reduce.getSrc().getType());
  if (auto scatter = dyn_cast<DescriptorScatterOp>(op))
    return makeUse(scatter.getDesc(), {}, scatter.getSrc().getType());
  return std::nullopt;
}

/// The values that must share a type with result (or iter_arg) `index` of a
/// loop or branch: iter_arg, result, yielded value and init.
SmallVector<Value> getTiedValues(Operation *op, unsigned index) {
  if (auto forOp = dyn_cast<scf::ForOp>(op))
    return {forOp.getRegionIterArg(index), forOp.getResult(index),
            forOp.getBody()->getTerminator()->getOperand(index),
            forOp.getInitArgs()[index]};
  if (auto whileOp = dyn_cast<scf::WhileOp>(op)) {
    Value arg = whileOp.getBeforeArguments()[index];
    return {arg, whileOp.getResult(index), arg, whileOp.getInits()[index]};
  }
  if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
    SmallVector<Value> values;
    for (Region *region : {&ifOp.getThenRegion(), &ifOp.getElseRegion()})
      for (Block &block : *region)
        if (auto yield = dyn_cast<scf::YieldOp>(block.getTerminator()))
          values.push_back(yield.getOperand(index));
    values.push_back(ifOp.getResult(index));
    return values;
  }
  return {};
}

/// With one CTA (the only case handled), a CGA layout of another rank is
/// the single-CTA layout of the new rank.
CGAEncodingAttr getCGAForRank(MLIRContext *context, CGAEncodingAttr cga,
                              unsigned rank) {
  if (cga && cga.getRank() == rank)
    return cga;
  return CGAEncodingAttr::get1CTALayout(context, rank);
}

/// Merges two facts about one descriptor: a forced default wins, shapes
/// shrink to their minimum, clashing CGA layouts become the default one and
/// clashing wanted layouts force the default.
EncodingInfo combine(MLIRContext *context, const EncodingInfo &lhs,
                     const EncodingInfo &rhs, unsigned rank) {
  EncodingInfo result;
  result.forcedToDefault = lhs.forcedToDefault || rhs.forcedToDefault;
  if (result.forcedToDefault)
    return result;

  if (lhs.shape.empty() || lhs.shape == rhs.shape)
    result.shape = rhs.shape;
  else if (rhs.shape.empty())
    result.shape = lhs.shape;
  else
    for (auto [l, r] : llvm::zip(lhs.shape, rhs.shape))
      result.shape.push_back(std::min(l, r));

  llvm::SetVector<Attribute> cgas;
  for (CGAEncodingAttr cga : {lhs.cga, rhs.cga})
    if (cga)
      cgas.insert(cga);
  if (cgas.size() == 2)
    result.cga = CGAEncodingAttr::get1CTALayout(context, rank);
  else if (cgas.size() == 1)
    result.cga = cast<CGAEncodingAttr>(cgas.front());

  llvm::SetVector<Attribute> desired;
  for (Attribute encoding : {lhs.desired, rhs.desired})
    if (encoding)
      desired.insert(encoding);
  if (desired.size() == 2)
    result.forcedToDefault = true;
  else if (desired.size() == 1)
    result.desired = desired.front();
  return result;
}

/// Triton's default layout for `block`: NVMMA, rows fastest last, for the
/// usage shape if there is one.
Attribute getDefaultEncoding(RankedTensorType block, CGAEncodingAttr cga,
                             ArrayRef<int64_t> usageShape) {
  MLIRContext *context = block.getContext();
  unsigned rank = block.getRank();
  SmallVector<unsigned> order;
  for (unsigned dim = rank; dim-- > 0;)
    order.push_back(dim);
  ArrayRef<int64_t> shape = usageShape.empty() ? block.getShape() : usageShape;
  cga = getCGAForRank(context, cga, rank);
  return NVMMASharedEncodingAttr::get(context, shape, order, cga,
                                      block.getElementType(),
                                      /*fp4Padded=*/false);
}

/// `block` in `encoding`, its CGA layout brought to the block's rank.
TensorDescType getDescriptorType(RankedTensorType block, Attribute encoding) {
  if (auto nvmma = dyn_cast<NVMMASharedEncodingAttr>(encoding))
    if (nvmma.getCGALayout())
      encoding = NVMMASharedEncodingAttr::get(
          block.getContext(), nvmma.getSwizzlingByteWidth(),
          nvmma.getTransposed(), nvmma.getElementBitWidth(),
          nvmma.getFp4Padded(),
          getCGAForRank(block.getContext(), nvmma.getCGALayout(),
                        block.getRank()));
  return TensorDescType::get(block.getContext(),
                             block.cloneWithEncoding(encoding));
}

/// The propagation over one function.
class DescriptorLayouts {
public:
  explicit DescriptorLayouts(FuncOp func) : func(func) {}
  void run();

private:
  void update(ArrayRef<Value> descriptors, EncodingInfo info);
  void seed();
  void propagate();
  void assign();

  FuncOp func;
  std::unordered_set<EncodingInfo, EncodingInfoHash> interned;
  llvm::MapVector<Value, const EncodingInfo *> infoOf;
  llvm::PriorityWorklist<Value> worklist;
};

/// Combines `info` with what is known of each of `descriptors` (which must
/// share a type) and records the result for all of them, queueing those
/// that changed.
void DescriptorLayouts::update(ArrayRef<Value> descriptors, EncodingInfo info) {
  for (Value descriptor : descriptors) {
    auto it = infoOf.find(descriptor);
    if (it != infoOf.end())
      info = combine(func.getContext(), *it->second, info,
                     getBlockRank(descriptor));
  }
  const EncodingInfo *merged = &*interned.insert(info).first;
  for (Value descriptor : descriptors) {
    auto [it, inserted] = infoOf.try_emplace(descriptor, merged);
    if (inserted) {
      worklist.insert(descriptor);
    } else if (it->second != merged) {
      it->second = merged;
      worklist.insert(descriptor);
    }
  }
}

void DescriptorLayouts::seed() {
  // A device function cannot know its callers' layouts.
  bool isKernel = func.isPublic();
  for (BlockArgument arg : func.getArguments())
    if (isa<TensorDescType>(arg.getType()))
      update({arg}, EncodingInfo{{}, {}, {}, /*forcedToDefault=*/!isKernel});

  func.walk([&](Operation *op) {
    if (std::optional<DescriptorUse> use = getDescriptorUse(op)) {
      update({use->descriptor}, use->info);
      return;
    }
    bool forced =
        isa<CallOp, ReturnOp, nvidia_gpu::ReinterpretTensorDescOp>(op);
    const EncodingInfo *info =
        &*interned.insert(EncodingInfo{{}, {}, {}, forced}).first;
    auto record = [&](Value value) {
      if (!isa<TensorDescType>(value.getType()))
        return;
      infoOf.try_emplace(value, info);
      if (forced)
        worklist.insert(value);
    };
    for (Value result : op->getResults())
      record(result);
    for (Value operand : op->getOperands())
      record(operand);
  });
}

void DescriptorLayouts::propagate() {
  while (!worklist.empty()) {
    Value descriptor = worklist.pop_back_val();
    for (OpOperand &use : descriptor.getUses()) {
      Operation *user = use.getOwner();
      if (isa<scf::ForOp, scf::WhileOp>(user)) {
        unsigned firstInit = isa<scf::ForOp>(user) ? 3 : 0;
        update(getTiedValues(user, use.getOperandNumber() - firstInit), {});
      } else if (isa<scf::YieldOp>(user)) {
        update(getTiedValues(user->getParentOp(), use.getOperandNumber()), {});
      }
    }
    if (auto result = dyn_cast<OpResult>(descriptor)) {
      Operation *owner = result.getOwner();
      if (isa<scf::ForOp, scf::WhileOp, scf::IfOp>(owner))
        update(getTiedValues(owner, result.getResultNumber()), {});
    } else {
      auto arg = cast<BlockArgument>(descriptor);
      Operation *owner = arg.getOwner()->getParentOp();
      if (isa<scf::ForOp, scf::WhileOp>(owner)) {
        unsigned firstIterArg = isa<scf::ForOp>(owner) ? 1 : 0;
        update(getTiedValues(owner, arg.getArgNumber() - firstIterArg), {});
      }
    }
  }
}

void DescriptorLayouts::assign() {
  for (auto [descriptor, info] : infoOf) {
    RankedTensorType block =
        cast<TensorDescType>(descriptor.getType()).getBlockType();
    Attribute encoding;
    const char *why;
    if (info->desired) {
      encoding = info->desired;
      why = "the layout its loads are stored to";
    } else if (info->forcedToDefault) {
      encoding = getDefaultEncoding(block, {}, {});
      why = "default (forced: a call, return, reinterpretation, device "
            "function argument or clashing layouts)";
    } else {
      encoding = getDefaultEncoding(block, info->cga, info->shape);
      why = "default for its use";
    }
    descriptor.setType(getDescriptorType(block, encoding));
    TT_DEBUG({
      TT_DBGS() << descriptor.getType() << ": " << why << " (";
      descriptor.printAsOperand(llvm::dbgs(), OpPrintingFlags());
      llvm::dbgs() << ")\n";
    });
  }

  // Arguments took their new types above; results take the default layout.
  SmallVector<Type> results(func.getResultTypes());
  for (Type &type : results)
    if (auto descriptor = dyn_cast<TensorDescType>(type)) {
      RankedTensorType block = descriptor.getBlockType();
      type = getDescriptorType(block, getDefaultEncoding(block, {}, {}));
    }
  func.setFunctionType(FunctionType::get(
      func.getContext(), func.front().getArgumentTypes(), results));
}

void DescriptorLayouts::run() {
  seed();
  propagate();
  assign();
}

class OptimizeDescriptorEncodingPass
    : public mlir::triton::nvidia_gpu::impl::
          TritonNvidiaGPUOptimizeDescriptorEncodingPassBase<
              OptimizeDescriptorEncodingPass> {
public:
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    if (auto numCTAs = module->getAttrOfType<IntegerAttr>("ttg.num-ctas");
        numCTAs && numCTAs.getInt() != 1) {
      emitError(module.getLoc(), "triton-nvidia-optimize-descriptor-encoding: "
                                 "`ttg.num-ctas` = ")
          << numCTAs.getInt()
          << ": descriptor layouts of multi-CTA clusters (CGA layouts "
             "across ranks) are not implemented yet";
      return signalPassFailure();
    }
    for (FuncOp func : module.getOps<FuncOp>())
      DescriptorLayouts(func).run();
  }
};

} // namespace
