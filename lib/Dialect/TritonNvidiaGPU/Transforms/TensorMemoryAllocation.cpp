//===- TensorMemoryAllocation.cpp - triton-tensor-memory-allocation -------===//
//
// Places every ttng.tmem_alloc in tensor memory (column and row offsets)
// and records the columns the kernel allocates, as Triton 3.6's make_llir
// does: a linear scan in post-order over the allocations, first fit on a
// map of columns x two 64-lane halves from which dead buffers are freed.
// See the pass description in Passes.td.
//
//===----------------------------------------------------------------------===//
#include "mlir/Analysis/Liveness.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/EquivalenceClasses.h"

#include <map>

#define DEBUG_TYPE "triton-tensor-memory-allocation"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONTENSORMEMORYALLOCATIONPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// Lanes are placed in halves of 64 (lanes 0-15 or 16-31 of each 32-lane
/// sub-partition); columns one by one.
constexpr int kLanesPerHalf = 64;
constexpr int kHalves = 2;
/// Triton places buffers on columns that are multiples of 4.
constexpr int kColumnAlignment = 4;

struct TMemChunk {
  int startHalf = 0;
  int startCol = 0;
  int numHalves = 0;
  int numCols = 0;
};

/// Which (half, column) cells are taken.
class TMemMap {
public:
  void set(const TMemChunk &chunk, bool used) {
    for (int c = 0; c < chunk.numCols; ++c)
      for (int h = 0; h < chunk.numHalves; ++h)
        cell(chunk.startHalf + h, chunk.startCol + c) = used;
  }

  /// The first place, column by column (aligned) then half by half, where
  /// `numHalves` x `numCols` cells are free.
  TMemChunk firstFit(int numHalves, int numCols,
                     std::optional<int> requiredHalf) const {
    for (int col = 0;; col += kColumnAlignment)
      for (int half = 0; half + numHalves <= kHalves; ++half) {
        if (requiredHalf && *requiredHalf != half)
          continue;
        if (isFree(half, numHalves, col, numCols))
          return TMemChunk{half, col, numHalves, numCols};
      }
  }

private:
  bool isFree(int half, int numHalves, int col, int numCols) const {
    for (int c = col; c < col + numCols; ++c)
      for (int h = half; h < half + numHalves; ++h)
        if (size_t(c) < used.size() && used[c][h])
          return false;
    return true;
  }
  bool &cell(int half, int col) {
    if (size_t(col) >= used.size())
      used.resize(col + 1);
    return used[col][half];
  }
  std::vector<std::array<bool, kHalves>> used;
};

/// The tmem_alloc a tensor memory value views, through views and
/// warp_specialize captures.
Operation *allocationOf(Value value) {
  while (true) {
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      auto partitions =
          dyn_cast<WarpSpecializePartitionsOp>(arg.getOwner()->getParentOp());
      if (!partitions)
        return nullptr;
      value = partitions.getExplicitCaptures()[arg.getArgNumber()];
      continue;
    }
    Operation *def = value.getDefiningOp();
    if (def && def->hasTrait<MemDescViewTrait>()) {
      value = def->getOperand(0);
      continue;
    }
    return dyn_cast_or_null<TMEMAllocOp>(def);
  }
}

/// [first, last + 1) in post-order numbers of the ops where the buffer or
/// any view of it is live.
std::pair<int, int> liveRange(TMEMAllocOp alloc, Liveness &liveness,
                              const DenseMap<Operation *, int> &order) {
  Liveness::OperationListT live = liveness.resolveLiveness(alloc.getResult());
  SmallVector<Operation *> users(alloc.getResult().getUsers());
  while (!users.empty()) {
    Operation *user = users.pop_back_val();
    if (!user->hasTrait<MemDescViewTrait>())
      continue;
    Liveness::OperationListT viewLive =
        liveness.resolveLiveness(user->getResult(0));
    live.insert(live.end(), viewLive.begin(), viewLive.end());
    users.append(user->getResult(0).getUsers().begin(),
                 user->getResult(0).getUsers().end());
  }
  int first = std::numeric_limits<int>::max();
  int end = std::numeric_limits<int>::min();
  for (Operation *op : live) {
    int id = order.lookup(op);
    first = std::min(first, id);
    end = std::max(end, id + 1);
  }
  return {first, end};
}

/// Allocations that a tcgen05 MMA needs in the same lanes: a 64-lane A
/// operand and its accumulator. The first placed fixes the half.
class SameHalfConstraints {
public:
  void join(Operation *a, Operation *b) { classes.unionSets(a, b); }
  std::optional<int> requiredHalf(Operation *alloc) const {
    auto leader = classes.findLeader(alloc);
    if (leader == classes.member_end())
      return std::nullopt;
    auto it = halfOf.find(*leader);
    if (it == halfOf.end())
      return std::nullopt;
    return it->second;
  }
  void placed(Operation *alloc, int half) {
    auto leader = classes.findLeader(alloc);
    if (leader != classes.member_end())
      halfOf.try_emplace(*leader, half);
  }

private:
  llvm::EquivalenceClasses<Operation *> classes;
  DenseMap<Operation *, int> halfOf;
};

template <typename MMA>
LogicalResult addSameHalfConstraint(MMA mma, SameHalfConstraints &constraints) {
  auto aType = cast<MemDescType>(mma.getA().getType());
  if (!isa_and_nonnull<TensorMemoryEncodingAttr>(aType.getEncoding()))
    return success();
  std::optional<TMemAllocation> aSize = getTmemAllocSizes(aType);
  Operation *aAlloc = allocationOf(mma.getA());
  Operation *dAlloc = allocationOf(mma.getD());
  if (!aSize || !aAlloc || !dAlloc)
    return mma.emitError() << mma->getName()
                           << ": the tensor memory operands are not views of "
                              "ttng.tmem_alloc results";
  if (aSize->numRows == kLanesPerHalf) {
    constraints.join(aAlloc, dAlloc);
    return success();
  }
  auto blockM = [](Value v) {
    auto enc = dyn_cast<TensorMemoryEncodingAttr>(
        cast<MemDescType>(v.getType()).getEncoding());
    return enc ? enc.getBlockM() : 0;
  };
  if (blockM(mma.getA()) == 64 || blockM(mma.getD()) == 64)
    return mma.emitError()
           << mma->getName()
           << ": an A operand in tensor memory of several blockM = 64 "
              "blocks is not supported (Triton 3.6 does not place it either)";
  return success();
}

struct TensorMemoryAllocation
    : public nvidia_gpu::impl::TritonTensorMemoryAllocationPassBase<
          TensorMemoryAllocation> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    SmallVector<TMEMAllocOp> allocs;
    DenseMap<Operation *, int> order;
    SameHalfConstraints constraints;
    WalkResult walk = module.walk<WalkOrder::PostOrder>([&](Operation *op) {
      order[op] = order.size();
      if (auto alloc = dyn_cast<TMEMAllocOp>(op))
        allocs.push_back(alloc);
      LogicalResult ok = success();
      if (auto mma = dyn_cast<TCGen5MMAOp>(op))
        ok = addSameHalfConstraint(mma, constraints);
      if (auto mma = dyn_cast<TCGen5MMAScaledOp>(op))
        ok = addSameHalfConstraint(mma, constraints);
      return failed(ok) ? WalkResult::interrupt() : WalkResult::advance();
    });
    if (walk.wasInterrupted())
      return signalPassFailure();

    Liveness liveness(module);
    TMemMap map;
    std::multimap<int, TMemChunk> endingAt;
    DenseMap<Operation *, TMemChunk> placedChunks;
    int totalColumns = 0;
    for (auto [i, alloc] : llvm::enumerate(allocs)) {
      std::optional<TMemAllocation> size = getTmemAllocSizes(cast<MemDescType>(alloc.getResult().getType()));
      if (!size) {
        alloc.emitError() << "ttng.tmem_alloc: " << alloc.getResult().getType()
                          << " has no tensor memory layout to size it by";
        return signalPassFailure();
      }
      auto [start, end] = liveRange(alloc, liveness, order);
      // Buffers whose life ended by this one's start are free again.
      while (!endingAt.empty() && endingAt.begin()->first <= start) {
        map.set(endingAt.begin()->second, false);
        endingAt.erase(endingAt.begin());
      }
      // Buffers of other partitions of the same warp_specialize run at
      // the same time, whatever their live ranges say.
      TMemMap mapForAlloc = map;
      if (auto ws = alloc->getParentOfType<WarpSpecializeOp>())
        for (TMEMAllocOp earlier : ArrayRef(allocs).take_front(i))
          if (earlier->getParentOfType<WarpSpecializeOp>() == ws &&
              earlier->getParentRegion() != alloc->getParentRegion())
            mapForAlloc.set(placedChunks.lookup(earlier), true);
      std::optional<int> requiredHalf = constraints.requiredHalf(alloc);
      TMemChunk chunk = mapForAlloc.firstFit(size->numRows / kLanesPerHalf,
                                             size->numCols, requiredHalf);
      map.set(chunk, true);
      placedChunks[alloc] = chunk;
      constraints.placed(alloc, chunk.startHalf);
      endingAt.insert({end, chunk});
      int rowOffset = chunk.startHalf * 16;
      Builder b(alloc.getContext());
      alloc->setAttr("tensor_memory_col_offset",
                     b.getI32IntegerAttr(chunk.startCol));
      alloc->setAttr("tensor_memory_row_offset", b.getI32IntegerAttr(rowOffset));
      totalColumns = std::max(totalColumns, chunk.startCol + size->numCols);
      TT_DEBUG(TT_DBGS() << "tmem_alloc #" << i << " (" << alloc.getResult().getType()
                         << "): " << size->numRows << " lanes x "
                         << size->numCols << " columns, live [" << start << ", "
                         << end << "), placed at column " << chunk.startCol
                         << ", row offset " << rowOffset
                         << (requiredHalf ? " (rows of its MMA's accumulator)"
                                          : "")
                         << "\n");
    }
    int allocated = roundedAllocation(totalColumns);
    TT_DEBUG(TT_DBGS() << "columns used: " << totalColumns << ", allocated: "
                       << allocated << "\n");
    module->setAttr("ttg.tensor_memory_size",
                    Builder(module.getContext()).getI32IntegerAttr(allocated));
  }

  /// tcgen05.alloc takes a power of two of at least 32 columns; more than
  /// 512 is left as it is (the kernel does not fit, as Triton reports).
  static int roundedAllocation(int columns) {
    for (int size : {0, 32, 64, 128, 256, 512})
      if (columns <= size)
        return size;
    return columns;
  }
};

} // namespace
