//===- Allocation.cpp - Shared-memory allocation analysis -----------------===//
//
// Triton 3.6's algorithm, step for step, because the offsets it produces are
// part of the IR contract (`allocation.offset`, `ttg.shared`):
//
// 1. Buffers, in walk order: explicit ones for `ttg.local_alloc`, scratch
//    buffers (alignment 128) for ops whose lowering needs shared memory,
//    virtual buffers for calls (the callee's frame).
// 2. Liveness: ops numbered in post-order (a region op after its body); an
//    explicit buffer lives over the ops `mlir::Liveness` finds it live in,
//    extended by every value that may alias it; a scratch buffer lives only
//    during its op.
// 3. Offsets: buffers sorted by size (largest first, stable), placed by the
//    "triples" heuristic of Gergov's compile-time memory allocation, then
//    interference-graph colouring moves any buffer that still overlaps a
//    live one above it, until nothing overlaps.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Allocation.h"

#include "tt/Analysis/Alias.h"
#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/IR/WarpConversion.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/Liveness.h"
#include "mlir/Interfaces/CallInterfaces.h"

#define DEBUG_TYPE "allocate-shared-memory-nv"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

//===----------------------------------------------------------------------===//
// Scratch rules
//===----------------------------------------------------------------------===//

namespace {

constexpr size_t kScratchAlignment = 128;
// Triton's default buffer alignment, which the function's own buffer keeps.
constexpr size_t kFunctionScratchAlignment = 4;
constexpr unsigned kPtrBitWidth = 64;

FailureOr<LinearLayout> layoutOf(Operation *op, Type type) {
  return ttg::toLinearLayout(type, [op] { return op->emitError(); });
}

/// Per tensor dim: 2 for every basis of `inDim` along it; a broadcast (zero)
/// basis counts for the dim of the basis before it unless `skipBroadcast`
/// (Triton's `LinearEncodingAttr::basesPerDim`).
SmallVector<unsigned> basesPerDim(const LinearLayout &layout, StringRef inDim,
                                  bool skipBroadcast) {
  SmallVector<unsigned> sizes(layout.getNumOutDims(), 1);
  StringAttr dim =
      StringAttr::get(layout.getInDimNames().begin()->getContext(), inDim);
  unsigned lastDim = 0;
  for (const LinearLayout::Basis &basis : layout.getBases(dim)) {
    auto it = llvm::find_if(basis, [](int32_t v) { return v != 0; });
    if (it != basis.end()) {
      lastDim = it - basis.begin();
      sizes[lastDim] *= 2;
    } else if (!skipBroadcast) {
      sizes[lastDim] *= 2;
    }
  }
  return sizes;
}

unsigned bytesPerElementOfAll(TypeRange tensorTypes) {
  unsigned bytes = 0;
  for (Type type : tensorTypes)
    bytes += llvm::divideCeil(
        getScratchBitwidth(cast<RankedTensorType>(type).getElementType()), 8);
  return bytes;
}

} // namespace

unsigned mlir::triton::getScratchBitwidth(Type elementType) {
  if (isa<PointerType>(elementType))
    return kPtrBitWidth;
  return std::max(elementType.getIntOrFloatBitWidth(), 8u);
}

FailureOr<bool> mlir::triton::cvtNeedsSharedMemory(ttg::ConvertLayoutOp op) {
  FailureOr<LinearLayout> src = layoutOf(op, op.getSrc().getType());
  FailureOr<LinearLayout> dst = layoutOf(op, op.getType());
  if (failed(src) || failed(dst))
    return failure();
  // Triton 3.6's cvtNeedsSharedMemory: neither a register renumbering nor
  // a warp-shuffle conversion.
  return !src->convertOnlyPermutesRegisters(*dst) &&
         !ttg::convertUsesWarpShuffles(*src, *dst);
}

FailureOr<unsigned>
mlir::triton::getConvertLayoutScratchSize(ttg::ConvertLayoutOp op,
                                          int computeCapability) {
  FailureOr<bool> needsSmem = cvtNeedsSharedMemory(op);
  if (failed(needsSmem))
    return failure();
  if (!*needsSmem)
    return 0u;
  FailureOr<LinearLayout> src = layoutOf(op, op.getSrc().getType());
  FailureOr<LinearLayout> dst = layoutOf(op, op.getType());
  if (failed(src) || failed(dst))
    return failure();
  unsigned bitwidth = getScratchBitwidth(op.getType().getElementType());
  auto [srcTiles, dstTiles] =
      ttg::getSrcDstTiles(computeCapability, bitwidth);
  ttg::SwizzledSmem smem = ttg::optimalSwizzling(
      ttg::removeBroadcastRegisters(*src), ttg::removeBroadcastRegisters(*dst),
      srcTiles, dstTiles, bitwidth);
  // Shared memory has the source's CGA layout: count one CTA's share.
  int64_t numBlocks = 1;
  for (unsigned split : basesPerDim(*src, "block", /*skipBroadcast=*/true))
    numBlocks *= split;
  int64_t elems = smem.getElemsPerRep() / numBlocks;
  TT_DEBUG(TT_DBGS() << "convert scratch: " << elems << " elements per rep, "
                     << smem.reps.size() << " rep bases, instructions ("
                     << smem.instrs.first << ", " << smem.instrs.second
                     << "): " << describeOp(op) << "\n");
  return unsigned(elems * bitwidth / 8);
}

FailureOr<unsigned> mlir::triton::getReduceScratchSize(ReduceOp op) {
  auto srcTy = cast<RankedTensorType>(op.getSrcs()[0].getType());
  FailureOr<LinearLayout> layout = layoutOf(op, srcTy);
  if (failed(layout))
    return failure();
  unsigned axis = op.getAxis();
  // Warps holding distinct data along the axis exchange partial results.
  unsigned interWarp =
      basesPerDim(*layout, "warp", /*skipBroadcast=*/true)[axis];
  if (interWarp == 1)
    return 0u;
  int64_t elems = 1;
  for (auto [dim, size] : llvm::enumerate(srcTy.getShape()))
    elems *= dim == axis ? interWarp : size;
  return unsigned(elems * bytesPerElementOfAll(op.getSrcs().getTypes()));
}

FailureOr<unsigned> mlir::triton::getScanScratchSize(ScanOp op) {
  auto srcTy = cast<RankedTensorType>(op.getSrcs()[0].getType());
  // Other encodings are rejected by the lowering.
  if (!isa<ttg::BlockedEncodingAttr>(srcTy.getEncoding()))
    return 0u;
  FailureOr<LinearLayout> layout = layoutOf(op, srcTy);
  if (failed(layout))
    return failure();
  unsigned axis = op.getAxis();
  if (basesPerDim(*layout, "warp", /*skipBroadcast=*/true)[axis] == 1)
    return 0u;
  SmallVector<unsigned> contig = layout->getContigPerThread();
  SmallVector<unsigned> lanes = basesPerDim(*layout, "lane", false);
  SmallVector<unsigned> warps = basesPerDim(*layout, "warp", false);
  // Per warp and tile of the layout: the non-axis elements of a warp.
  int64_t elems = 1;
  for (unsigned w : warps)
    elems *= w;
  for (auto [dim, size] : llvm::enumerate(srcTy.getShape())) {
    int64_t tile = int64_t(contig[dim]) * lanes[dim] * warps[dim];
    elems *= llvm::divideCeil(size, tile);
    if (dim != axis)
      elems *= int64_t(lanes[dim]) * contig[dim];
  }
  return unsigned(elems * bytesPerElementOfAll(op.getSrcs().getTypes()));
}

FailureOr<unsigned> mlir::triton::getGatherScratchSize(GatherOp op) {
  RankedTensorType srcTy = op.getSrc().getType();
  RankedTensorType idxTy = op.getIndices().getType();
  FailureOr<LinearLayout> src = layoutOf(op, srcTy);
  FailureOr<LinearLayout> idx = layoutOf(op, idxTy);
  if (failed(src) || failed(idx))
    return failure();
  MLIRContext *ctx = op.getContext();
  auto name = [&](const Twine &s) { return StringAttr::get(ctx, s); };
  StringAttr kBlock = name("block"), kWarp = name("warp"), kLane = name("lane");
  StringAttr gatherDim = name("dim" + Twine(op.getAxis()));
  SmallVector<StringAttr> otherDims;
  for (unsigned dim = 0; dim < srcTy.getRank(); ++dim)
    if (dim != op.getAxis())
      otherDims.push_back(name("dim" + Twine(dim)));
  // Warp-local: no warp or CTA bit moves along the gather axis, both tensors
  // give the other dims the same warps, and the same lanes.
  bool warpLocal =
      src->sublayoutIsZero({kBlock, kWarp}, {gatherDim}) &&
      idx->sublayoutIsZero({kBlock, kWarp}, {gatherDim}) &&
      src->sublayout({kBlock, kWarp}, otherDims) ==
          idx->sublayout({kBlock, kWarp}, otherDims) &&
      src->sublayout({kLane}, otherDims) == idx->sublayout({kLane}, otherDims);
  if (warpLocal)
    return 0u;
  return unsigned(srcTy.getNumElements() *
                  llvm::divideCeil(srcTy.getElementTypeBitWidth(), 8));
}

unsigned mlir::triton::getHistogramScratchSize(HistogramOp op) {
  RankedTensorType dstTy = op.getType();
  int64_t threadsPerWarp = ttg::lookupThreadsPerWarp(op);
  return unsigned(std::max<int64_t>(dstTy.getNumElements(), threadsPerWarp) *
                  std::max(dstTy.getElementTypeBitWidth(), 8u) / 8);
}

unsigned mlir::triton::getAtomicScratchSize(Operation *op) {
  Value ptr = op->getOperand(0);
  if (isa<RankedTensorType>(ptr.getType()) || op->getResult(0).use_empty())
    return 0;
  Type elementType = cast<PointerType>(ptr.getType()).getPointeeType();
  return std::max(elementType.getIntOrFloatBitWidth(), 8u) / 8;
}

int64_t mlir::triton::getAllocationBytes(ttg::MemDescType type) {
  SmallVector<int64_t> shape(type.getAllocShape());
  // The encoding splits its own (trailing) dims over the CTAs.
  if (auto layout = dyn_cast<ttg::LayoutEncodingTrait>(type.getEncoding())) {
    ttg::CGAEncodingAttr cga = layout.getCGALayout();
    size_t rank = cga.getLinearLayout().getNumOutDims();
    if (rank <= shape.size()) {
      MutableArrayRef<int64_t> own = MutableArrayRef(shape).take_back(rank);
      llvm::copy(ttg::getShapePerCTA(cga, own), own.begin());
    }
  }
  // fp4 tiles padded for tcgen05 take a byte per element.
  if (auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(type.getEncoding());
      nvmma && nvmma.getFp4Padded())
    shape.back() *= 2;
  int64_t elems = 1;
  for (int64_t size : shape)
    elems *= size;
  if (auto padded = dyn_cast<ttg::PaddedSharedEncodingAttr>(type.getEncoding())) {
    int64_t padding = 0;
    for (auto [interval, pad] :
         llvm::zip_equal(padded.getIntervals(), padded.getPaddings())) {
      padding += (elems >> llvm::Log2_32(interval)) << llvm::Log2_32(pad);
      // No padding after the last element.
      if (elems % interval == 0)
        padding -= pad;
    }
    elems += padding;
  }
  Type elementType = type.getElementType();
  unsigned bitwidth = isa<PointerType>(elementType)
                          ? kPtrBitWidth
                          : elementType.getIntOrFloatBitWidth();
  return elems * bitwidth / 8;
}

unsigned mlir::triton::getAllocationAlignment(ttg::LocalAllocOp op) {
  if (std::optional<uint32_t> alignment = op.getAlignment())
    return *alignment;
  return cast<ttg::SharedEncodingTrait>(op.getType().getEncoding())
      .getAlignment();
}

FailureOr<unsigned>
mlir::triton::defaultAllocationAnalysisScratchSizeFn(Operation *op) {
  if (auto reduce = dyn_cast<ReduceOp>(op))
    return getReduceScratchSize(reduce);
  if (auto scan = dyn_cast<ScanOp>(op))
    return getScanScratchSize(scan);
  if (auto gather = dyn_cast<GatherOp>(op))
    return getGatherScratchSize(gather);
  if (auto histogram = dyn_cast<HistogramOp>(op))
    return getHistogramScratchSize(histogram);
  if (isa<AtomicRMWOp, AtomicCASOp>(op))
    return getAtomicScratchSize(op);
  if (isa<ttng::TensormapCreateOp>(op))
    return kTensormapScratchSize;
  return 0u;
}

AllocationAnalysisScratchSizeFn
mlir::triton::getNvidiaAllocationAnalysisScratchSizeFn(int computeCapability) {
  return [computeCapability](Operation *op) -> FailureOr<unsigned> {
    if (auto cvt = dyn_cast<ttg::ConvertLayoutOp>(op))
      return getConvertLayoutScratchSize(cvt, computeCapability);
    return defaultAllocationAnalysisScratchSizeFn(op);
  };
}

//===----------------------------------------------------------------------===//
// Allocation
//===----------------------------------------------------------------------===//

Allocation::BufferT *Allocation::addBuffer(BufferT::BufferKind kind,
                                           Operation *owner, size_t size,
                                           size_t alignment) {
  BufferId id = bufferSet.size();
  auto [it, inserted] =
      bufferSet.emplace(id, BufferT{kind, id, owner, size, alignment});
  return &it->second;
}

SmallVector<Allocation::BufferId> Allocation::getBufferIds(Value value) const {
  llvm::SetVector<BufferId> ids;
  if (BufferId id = getBufferId(value); id != InvalidBufferId)
    ids.insert(id);
  auto it = aliasBuffer.find(value);
  if (it != aliasBuffer.end())
    for (BufferT *buffer : it->second)
      ids.insert(buffer->id);
  return ids.takeVector();
}

Allocation::BufferId Allocation::getBufferId(Operation *op) const {
  if (auto it = opScratch.find(op); it != opScratch.end())
    return it->second->id;
  if (auto it = opVirtual.find(op); it != opVirtual.end())
    return it->second->id;
  return InvalidBufferId;
}

namespace mlir {

class AllocationAnalysis {
public:
  AllocationAnalysis(Allocation &allocation,
                     Allocation::FuncAllocMapT &funcAllocMap,
                     const triton::AllocationAnalysisScratchSizeFn &scratchSize)
      : allocation(allocation), funcAllocMap(funcAllocMap),
        scratchSize(scratchSize) {}

  LogicalResult run() {
    if (failed(collectBuffers()))
      return failure();
    collectAliases();
    resolveLiveness();
    computeOffsets();
    return success();
  }

private:
  using BufferT = Allocation::BufferT;
  using BufferKind = BufferT::BufferKind;

  Operation *root() const { return allocation.getOperation(); }

  LogicalResult collectBuffers() {
    WalkResult result = root()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      addExplicitBuffer(op);
      return failed(addScratchBuffer(op)) ? WalkResult::interrupt()
                                          : WalkResult::advance();
    });
    return failure(result.wasInterrupted());
  }

  void addExplicitBuffer(Operation *op) {
    auto alloc = dyn_cast<ttg::LocalAllocOp>(op);
    if (!alloc || !isa_and_nonnull<ttg::SharedMemorySpaceAttr>(
                      alloc.getType().getMemorySpace()))
      return;
    BufferT *buffer = allocation.addBuffer(
        BufferKind::Explicit, op, getAllocationBytes(alloc.getType()),
        getAllocationAlignment(alloc));
    allocation.valueBuffer[alloc.getResult()] = buffer;
  }

  LogicalResult addScratchBuffer(Operation *op) {
    if (auto call = dyn_cast<CallOpInterface>(op)) {
      auto callee = dyn_cast_or_null<FunctionOpInterface>(
          call.resolveCallable());
      auto it = callee ? funcAllocMap.find(callee) : funcAllocMap.end();
      if (it == funcAllocMap.end())
        return op->emitError("shared-memory allocation: callee not found");
      if (size_t bytes = it->second.getSharedMemorySize())
        allocation.opVirtual[op] = allocation.addBuffer(
            BufferKind::Virtual, op, bytes, kScratchAlignment);
      return success();
    }
    if (auto warpSpecialize = dyn_cast<ttg::WarpSpecializeOp>(op)) {
      // The captures reach the partitions through shared memory.
      FailureOr<std::pair<uint64_t, uint64_t>> captures =
          warpSpecialize.getCaptureSizeAlign();
      if (failed(captures))
        return failure();
      if (captures->first > 0)
        allocation.opScratch[op] = allocation.addBuffer(
            BufferKind::Scratch, op, captures->first, captures->second);
      return success();
    }
    if (auto func = dyn_cast<FunctionOpInterface>(op)) {
      // Warp specialization keeps one byte per partition warp (its state)
      // in shared memory for the whole function.
      unsigned warpStates = 0;
      func.walk([&](ttg::WarpSpecializeOp warpSpecialize) {
        warpStates =
            std::max(warpStates, warpSpecialize.getTotalPartitionWarps());
      });
      if (warpStates > 0)
        allocation.opScratch[op] = allocation.addBuffer(
            BufferKind::Scratch, op, warpStates, kFunctionScratchAlignment);
      return success();
    }
    FailureOr<unsigned> bytes = scratchSize(op);
    if (failed(bytes))
      return failure();
    if (*bytes > 0)
      allocation.opScratch[op] = allocation.addBuffer(
          BufferKind::Scratch, op, *bytes, kScratchAlignment);
    return success();
  }

  void collectAliases() {
    DataFlowSolver solver;
    solver.load<dataflow::DeadCodeAnalysis>();
    solver.load<dataflow::SparseConstantPropagation>();
    auto *aliases = solver.load<SharedMemoryAliasAnalysis>();
    if (failed(solver.initializeAndRun(root())))
      llvm_unreachable("the alias analysis never fails");
    auto addAliases = [&](Value value) {
      auto *lattice = aliases->getLatticeElement(value);
      if (!lattice)
        return;
      for (Value alloc : lattice->getValue().getAllocs())
        if (BufferT *buffer = allocation.valueBuffer.lookup(alloc))
          allocation.aliasBuffer[value].insert(buffer);
    };
    root()->walk<WalkOrder::PreOrder>([&](Operation *op) {
      for (Value operand : op->getOperands())
        addAliases(operand);
      for (Value result : op->getResults())
        addAliases(result);
    });
  }

  void resolveLiveness() {
    // Post-order ids: a region op comes after its body, so a value defined
    // outside a loop and used inside lives until the loop's end.
    DenseMap<Operation *, size_t> operationId;
    root()->walk<WalkOrder::PostOrder>(
        [&](Operation *op) { operationId[op] = operationId.size(); });
    Liveness liveness(root());
    auto liveRange = [&](Value value) {
      size_t minId = std::numeric_limits<size_t>::max(), maxId = 0;
      for (Operation *op : liveness.resolveLiveness(value)) {
        minId = std::min(minId, operationId[op]);
        maxId = std::max(maxId, operationId[op] + 1);
      }
      return Interval<size_t>(minId, maxId);
    };
    auto &ranges = allocation.bufferRange;
    for (auto [value, buffer] : allocation.valueBuffer)
      ranges[buffer] = liveRange(value);
    for (auto &[value, buffers] : allocation.aliasBuffer) {
      Interval<size_t> range = liveRange(value);
      for (BufferT *buffer : buffers) {
        Interval<size_t> merged = range;
        if (auto it = ranges.find(buffer); it != ranges.end())
          merged = Interval<size_t>(std::min(range.start(), it->second.start()),
                                    std::max(range.end(), it->second.end()));
        ranges[buffer] = merged;
      }
    }
    for (auto *scratch : {&allocation.opScratch, &allocation.opVirtual})
      for (auto [op, buffer] : *scratch) {
        // The function's own buffer (warp states) lives throughout it.
        if (op == root()) {
          ranges.insert({buffer, Interval<size_t>(
                                     0, std::numeric_limits<size_t>::max())});
          continue;
        }
        ranges.insert({buffer, Interval<size_t>(operationId.lookup(op),
                                                operationId.lookup(op) + 1)});
      }
  }

  void computeOffsets() {
    SmallVector<BufferT *> buffers;
    for (auto &entry : allocation.bufferRange)
      buffers.push_back(entry.first);
    // Big buffers first: they overlap more others and should get a slot of
    // their own.
    llvm::stable_sort(buffers,
                      [](BufferT *a, BufferT *b) { return a->size > b->size; });
    calculateStarts(buffers);
    // Moving a buffer up can make it overlap another live one: recolour
    // until nothing interferes.
    Graph interference = buildInterferenceGraph(buffers);
    do {
      colourAndBump(buffers, interference);
      interference = buildInterferenceGraph(buffers);
    } while (!interference.empty());
    TT_DEBUG({
      TT_DBGS() << "function @"
                << cast<SymbolOpInterface>(root()).getName() << ": "
                << allocation.sharedMemorySize << " bytes\n";
      for (auto [buffer, range] : allocation.bufferRange)
        TT_DBGS() << "  buffer " << buffer->id << ": offset " << buffer->offset
                  << " size " << buffer->size << " live [" << range.start()
                  << ", " << range.end() << ") " << buffer->owner->getName()
                  << "\n";
    });
  }

  /// Gergov's triples: repeatedly take the lowest free (offset, liveness)
  /// slot and put there the first buffer live in it and in no other slot.
  void calculateStarts(ArrayRef<BufferT *> buffers) {
    std::multimap<size_t, Interval<size_t>> slots;
    slots.insert({0, Interval<size_t>()});
    SmallVector<BufferT *> pending(buffers);
    while (!pending.empty()) {
      auto slotIt = slots.begin();
      size_t offset = slotIt->first;
      Interval<size_t> range = slotIt->second;
      slots.erase(slotIt);
      auto bufferIt = llvm::find_if(pending, [&](BufferT *buffer) {
        Interval<size_t> live = allocation.bufferRange.lookup(buffer);
        return live.intersects(range) &&
               llvm::none_of(slots, [&](const auto &slot) {
                 return slot.second.intersects(live);
               });
      });
      if (bufferIt == pending.end())
        continue;
      BufferT *buffer = *bufferIt;
      Interval<size_t> live = allocation.bufferRange.lookup(buffer);
      size_t start = buffer->setOffsetAligned(offset);
      slots.insert({start + buffer->size,
                    Interval<size_t>(std::max(range.start(), live.start()),
                                     std::min(range.end(), live.end()))});
      if (range.start() < live.start())
        slots.insert({offset, Interval<size_t>(range.start(), live.end())});
      if (live.end() < range.end())
        slots.insert({offset, Interval<size_t>(live.start(), range.end())});
      pending.erase(bufferIt);
    }
  }

  using Graph = DenseMap<BufferT *, DenseSet<BufferT *>>;

  /// Whether the owners of `x` and `y` may run at the same time: in
  /// different regions (partitions, or the default region) under the same
  /// `ttg.warp_specialize`, whatever their liveness says.
  static bool mayRunConcurrently(BufferT *x, BufferT *y) {
    auto xWarpSpecialize = x->owner->getParentOfType<ttg::WarpSpecializeOp>();
    return xWarpSpecialize &&
           xWarpSpecialize == y->owner->getParentOfType<ttg::WarpSpecializeOp>() &&
           x->owner->getParentRegion() != y->owner->getParentRegion();
  }

  /// Buffers whose address ranges overlap while both are live, or while
  /// their owners may run concurrently.
  Graph buildInterferenceGraph(ArrayRef<BufferT *> buffers) {
    Graph interference;
    for (BufferT *x : buffers)
      for (BufferT *y : buffers) {
        if (x == y)
          continue;
        Interval<size_t> xBytes(x->offset, x->offset + x->size);
        Interval<size_t> yBytes(y->offset, y->offset + y->size);
        if (!xBytes.intersects(yBytes))
          continue;
        if (allocation.bufferRange.lookup(x).intersects(
                allocation.bufferRange.lookup(y)) ||
            mayRunConcurrently(x, y))
          interference[x].insert(y);
      }
    return interference;
  }

  /// First-fit colouring; every buffer not of colour 0 moves above all the
  /// buffers it interferes with.
  void colourAndBump(ArrayRef<BufferT *> buffers, const Graph &interference) {
    allocation.sharedMemorySize = 0;
    DenseMap<BufferT *, int> colours;
    for (BufferT *buffer : buffers)
      colours[buffer] = buffer == buffers.front() ? 0 : -1;
    SmallVector<bool> available(buffers.size());
    for (BufferT *x : buffers) {
      std::fill(available.begin(), available.end(), true);
      for (BufferT *y : interference.lookup(x))
        if (int colour = colours[y]; colour >= 0)
          available[colour] = false;
      colours[x] = llvm::find(available, true) - available.begin();
    }
    for (BufferT *x : buffers) {
      size_t newOffset = 0;
      for (BufferT *y : interference.lookup(x))
        newOffset = std::max(newOffset, y->offset + y->size);
      if (colours.lookup(x) != 0)
        x->setOffsetAligned(newOffset);
      allocation.sharedMemorySize =
          std::max(allocation.sharedMemorySize, x->offset + x->size);
    }
  }

  Allocation &allocation;
  Allocation::FuncAllocMapT &funcAllocMap;
  const triton::AllocationAnalysisScratchSizeFn &scratchSize;
};

} // namespace mlir

LogicalResult
Allocation::run(FuncAllocMapT &funcAllocMap,
                const triton::AllocationAnalysisScratchSizeFn &scratchSize) {
  return AllocationAnalysis(*this, funcAllocMap, scratchSize).run();
}

//===----------------------------------------------------------------------===//
// ModuleAllocation
//===----------------------------------------------------------------------===//

ModuleAllocation::ModuleAllocation(
    ModuleOp module, triton::AllocationAnalysisScratchSizeFn scratchSize)
    : module(module) {
  DenseSet<Operation *> callees;
  module.walk([&](CallOpInterface call) {
    if (Operation *callee = call.resolveCallable())
      callees.insert(callee);
  });
  // Callees before callers: a call reserves its callee's whole frame.
  std::function<LogicalResult(FunctionOpInterface)> analyse =
      [&](FunctionOpInterface func) -> LogicalResult {
    if (funcMap.count(func))
      return success();
    WalkResult calls = func.walk([&](CallOpInterface call) {
      auto callee =
          dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable());
      if (callee && failed(analyse(callee)))
        return WalkResult::interrupt();
      return WalkResult::advance();
    });
    if (calls.wasInterrupted())
      return failure();
    Allocation allocation(func);
    if (failed(allocation.run(funcMap, scratchSize)))
      return failure();
    funcMap.insert({func, std::move(allocation)});
    return success();
  };
  for (auto func : module.getOps<FunctionOpInterface>()) {
    if (callees.contains(func))
      continue;
    roots.push_back(func);
    if (failed(analyse(func)))
      status = failure();
  }
}

size_t ModuleAllocation::getSharedMemorySize() const {
  size_t size = 0;
  for (FunctionOpInterface func : roots)
    if (auto it = funcMap.find(func); it != funcMap.end())
      size = std::max(size, it->second.getSharedMemorySize());
  return size;
}
