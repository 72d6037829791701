//===- Coalesce.cpp - Coalesced layouts for global memory accesses --------===//
//
// Picks, for every global memory access, the blocked layout Triton 3.6
// picks, and rebuilds the access in it between ttg.convert_layouts. The
// numbers come from the axis info of the pointers; see the pass description
// in Passes.td for the rules.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/AxisInfo.h"
#include "tt/Analysis/SliceReachability.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Support/Debug.h"

#include "llvm/ADT/MapVector.h"

#include <map>
#include <optional>

#define DEBUG_TYPE "tritongpu-coalesce"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUCOALESCE
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// The widest access a thread makes: 128 bits.
constexpr unsigned kMaxVectorBits = 128;

/// One global memory access through a tensor of pointers, and what its
/// layout is chosen from.
struct MemAccess {
  Operation *op;
  Value ptr;
  RankedTensorType ptrType;
  AxisInfo axisInfo;
  SmallVector<unsigned> order;
  SmallVector<int64_t> shapePerCTA;
  unsigned numWarps;
};

/// How many elements one thread of `access` may touch with one aligned vector
/// along `order[0]`, and the numbers that bound it.
struct VectorWidth {
  unsigned elemBits;
  unsigned divisibilityBytes;
  unsigned alignedElems;
  unsigned contiguity;
  unsigned perThread;
};

VectorWidth getVectorWidth(const MemAccess &access, ArrayRef<unsigned> order) {
  VectorWidth width;
  unsigned dim = order[0];
  width.elemBits = getPointeeBitWidth(access.ptrType);
  unsigned elemBytes = std::max(width.elemBits / 8, 1u);
  // Triton holds these in 32-bit unsigned integers; an unresolved 2^62
  // truncates to 0, and we keep that arithmetic to decide as it does.
  width.divisibilityBytes =
      static_cast<unsigned>(access.axisInfo.getDivisibility(dim));
  width.alignedElems = std::max(width.divisibilityBytes / elemBytes, 1u);
  width.contiguity =
      std::min<unsigned>(access.axisInfo.getContiguity(dim),
                         access.shapePerCTA[dim]);
  width.perThread = std::min({width.alignedElems, width.contiguity,
                              kMaxVectorBits / width.elemBits});
  return width;
}

class CoalescePass
    : public mlir::triton::gpu::impl::TritonGPUCoalesceBase<CoalescePass> {
public:
  void runOnOperation() override {
    ModuleOp module = getOperation();
    ModuleAxisInfoAnalysis axisInfo(module);
    threadsPerWarp = lookupThreadsPerWarp(module);

    std::vector<MemAccess> accesses;
    if (failed(collectMemAccesses(axisInfo, accesses)))
      return signalPassFailure();
    DenseMap<Operation *, int64_t> bestInSlice = bestWidthInSlices(accesses);

    llvm::MapVector<Operation *, Attribute> layouts;
    for (const MemAccess &access : accesses)
      layouts[access.op] = chooseLayout(access, bestInSlice);
    if (failed(chooseDescriptorLayouts(layouts)))
      return signalPassFailure();

    for (auto [op, layout] : layouts)
      convertDistributedOpEncoding(layout, op);
  }

private:
  LogicalResult collectMemAccesses(const ModuleAxisInfoAnalysis &axisInfo,
                                   std::vector<MemAccess> &accesses);
  DenseMap<Operation *, int64_t>
  bestWidthInSlices(ArrayRef<MemAccess> accesses);
  Attribute chooseLayout(const MemAccess &access,
                         const DenseMap<Operation *, int64_t> &bestInSlice);
  LogicalResult
  chooseDescriptorLayouts(llvm::MapVector<Operation *, Attribute> &layouts);

  /// The warps that run `op`, or an error naming the op.
  FailureOr<unsigned> getNumWarps(Operation *op);
  /// The CGA layout of the tensor `type`, or an error naming `op`.
  FailureOr<CGAEncodingAttr> getCGA(Operation *op, RankedTensorType type);

  int64_t threadsPerWarp = 32;
};

FailureOr<unsigned> CoalescePass::getNumWarps(Operation *op) {
  if (std::optional<int64_t> numWarps = lookupNumWarps(op))
    return static_cast<unsigned>(*numWarps);
  return op->emitError("cannot tell how many warps run this op: neither its "
                       "function nor the module has a `ttg.num-warps` "
                       "attribute");
}

FailureOr<CGAEncodingAttr> CoalescePass::getCGA(Operation *op,
                                                RankedTensorType type) {
  if (CGAEncodingAttr cga = getCGALayout(type.getEncoding()))
    return cga;
  return op->emitError("expects TritonGPU IR: ")
         << type << " has no ttg layout encoding (run "
         << "-convert-triton-to-tritongpu first)";
}

LogicalResult
CoalescePass::collectMemAccesses(const ModuleAxisInfoAnalysis &axisInfo,
                                 std::vector<MemAccess> &accesses) {
  WalkResult walk = getOperation().walk([&](Operation *op) {
    Value ptr = getMemAccessPtr(op);
    auto ptrType = ptr ? dyn_cast<RankedTensorType>(ptr.getType()) : nullptr;
    // Scalar and block-pointer accesses keep their layout.
    if (!ptrType || !isa<PointerType>(ptrType.getElementType()))
      return WalkResult::advance();
    FailureOr<unsigned> numWarps = getNumWarps(op);
    FailureOr<CGAEncodingAttr> cga = getCGA(op, ptrType);
    if (failed(numWarps) || failed(cga))
      return WalkResult::interrupt();
    MemAccess access{op, ptr, ptrType, axisInfo.getAxisInfoOrPessimistic(ptr),
                     {}, getShapePerCTA(*cga, ptrType.getShape()), *numWarps};
    access.order = getOrderFromContiguity(access.axisInfo.getContiguity());
    accesses.push_back(std::move(access));
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Triton raises each op's vector width to the best width of the memory ops
/// of the same shape and order in its mlir::getSlice (when the op's pointer
/// is computed, not an argument). Those ops are grouped here by (shape,
/// order), and SliceReachability answers every op of a group in one pass.
DenseMap<Operation *, int64_t>
CoalescePass::bestWidthInSlices(ArrayRef<MemAccess> accesses) {
  using Key = std::pair<SmallVector<int64_t>, SmallVector<unsigned>>;
  std::map<Key, SmallVector<const MemAccess *>> groups;
  for (const MemAccess &access : accesses)
    groups[{SmallVector<int64_t>(access.ptrType.getShape()), access.order}]
        .push_back(&access);

  DenseMap<Operation *, int64_t> best;
  std::optional<SliceReachability> slices;
  for (auto &[key, group] : groups) {
    DenseMap<Operation *, int64_t> widths;
    for (const MemAccess *access : group)
      widths[access->op] = getVectorWidth(*access, key.second).perThread;
    if (group.size() == 1) {
      best.insert(widths.begin(), widths.end());
      continue;
    }
    if (!slices)
      slices.emplace(getOperation());
    DenseMap<Operation *, int64_t> inSlice = slices->maxWeightInSlice(widths);
    for (const MemAccess *access : group)
      best[access->op] = access->ptr.getDefiningOp() ? inSlice[access->op]
                                                     : widths[access->op];
  }
  return best;
}

Attribute
CoalescePass::chooseLayout(const MemAccess &access,
                           const DenseMap<Operation *, int64_t> &bestInSlice) {
  Operation *op = access.op;
  unsigned rank = access.order.size();
  TT_DEBUG({
    TT_DBGS() << "considering " << describeOp(op) << "\n";
    TT_DBGS() << "  pointer " << access.ptrType << "\n";
    TT_DBGS() << "  axis info: " << access.axisInfo << "\n";
    TT_DBGS() << "  order = [";
    llvm::interleaveComma(access.order, llvm::dbgs());
    llvm::dbgs() << "] (dims by decreasing contiguity, ties to the lower)\n";
  });

  VectorWidth own = getVectorWidth(access, access.order);
  unsigned perThread = bestInSlice.lookup(op);
  int64_t numElems = 1;
  for (int64_t size : access.shapePerCTA)
    numElems *= size;
  int64_t numThreads = int64_t(access.numWarps) * threadsPerWarp;
  int64_t fairShare = std::max<int64_t>(numElems / numThreads, 1);
  TT_DEBUG({
    TT_DBGS() << "  own vector: " << own.perThread << " elements = min("
              << own.divisibilityBytes << "-byte divisibility / "
              << std::max(own.elemBits / 8, 1u) << " bytes = "
              << own.alignedElems << ", contiguity " << own.contiguity
              << ", " << kMaxVectorBits << " bits / " << own.elemBits
              << " = " << kMaxVectorBits / own.elemBits << ")\n";
    if (access.ptr.getDefiningOp())
      TT_DBGS() << "  best vector of the memory ops of the same shape and "
                   "order in its slice: "
                << perThread << "\n";
    else
      TT_DBGS() << "  pointer is a block argument: no slice to share\n";
    TT_DBGS() << "  elements per thread of the tensor: " << numElems << " / "
              << numThreads << " threads = " << fairShare << "\n";
  });
  perThread = std::min<int64_t>(perThread, fairShare);
  // A thread that writes more than one vector leaves gaps in each warp's
  // writes; reads can rely on L1 to fill them.
  if (!isa<LoadOp>(op) && own.perThread < perThread) {
    TT_DEBUG(TT_DBGS() << "  writes memory: capped by its own vector "
                       << own.perThread << "\n");
    perThread = own.perThread;
  }

  SmallVector<unsigned> sizePerThread(rank, 1);
  sizePerThread[access.order[0]] = perThread;
  Attribute layout = BlockedEncodingAttr::get(
      op->getContext(), access.ptrType.getShape(), sizePerThread,
      access.order, access.numWarps, threadsPerWarp,
      getCGALayout(access.ptrType.getEncoding()));
  TT_DEBUG(TT_DBGS() << "  -> " << perThread << " per thread: " << layout
                     << "\n");
  return layout;
}

/// TMA loads and stores go through shared memory, so they need no coalescing;
/// their register side still gets a row-major layout of up to 128 bits per
/// thread so the shared-memory accesses vectorize.
LogicalResult CoalescePass::chooseDescriptorLayouts(
    llvm::MapVector<Operation *, Attribute> &layouts) {
  WalkResult walk = getOperation().walk([&](Operation *op) {
    RankedTensorType type;
    if (auto load = dyn_cast<DescriptorLoadOp>(op))
      type = load.getType();
    else if (auto store = dyn_cast<DescriptorStoreOp>(op))
      type = store.getSrc().getType();
    else if (auto reduce = dyn_cast<DescriptorReduceOp>(op))
      type = reduce.getSrc().getType();
    else
      return WalkResult::advance();
    FailureOr<unsigned> numWarps = getNumWarps(op);
    FailureOr<CGAEncodingAttr> cga = getCGA(op, type);
    if (failed(numWarps) || failed(cga))
      return WalkResult::interrupt();
    int64_t numElems = 1;
    for (int64_t size : getShapePerCTA(*cga, type.getShape()))
      numElems *= size;
    int64_t fairShare = std::max<int64_t>(
        numElems / (int64_t(*numWarps) * threadsPerWarp), 1);
    unsigned vector = std::min<int64_t>(
        fairShare, kMaxVectorBits / type.getElementTypeBitWidth());
    unsigned rank = type.getRank();
    SmallVector<unsigned> sizePerThread(rank, 1), order;
    sizePerThread.back() = vector;
    for (unsigned d = rank; d > 0; --d)
      order.push_back(d - 1);
    Attribute layout =
        BlockedEncodingAttr::get(op->getContext(), type.getShape(),
                                 sizePerThread, order, *numWarps,
                                 threadsPerWarp, *cga);
    TT_DEBUG(TT_DBGS() << "descriptor access " << describeOp(op) << ": "
                       << vector << " per thread (row-major, min(" << fairShare
                       << " elements per thread, 128 bits)) -> " << layout
                       << "\n");
    layouts[op] = layout;
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

} // namespace
