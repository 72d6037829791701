//===- Membar.cpp - Shared-memory barrier insertion -----------------------===//
//
// Triton 3.6's algorithm: code is cut into "virtual blocks" (a block, or the
// part of it after a region op), each visited with the join of its
// predecessors' pending accesses until nothing changes. Visiting an op:
//
// - a barrier clears the pending accesses;
// - after an async wait a barrier is inserted (unless one follows): the data
//   the copies wrote becomes visible to all threads;
// - otherwise the op's accesses are its memory effects on shared buffers
//   (through aliases), its callee's pending accesses for a call, and all of
//   shared memory for `ttng.arrive_barrier` (it signals other threads); a
//   conflict with the pending ones puts a barrier before it;
// - an op with a scratch buffer writes it, synchronises internally (unless
//   its convert stays within warps), then reads it.
//
//===----------------------------------------------------------------------===//

#include "tt/Analysis/Membar.h"

#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Interfaces/ControlFlowInterfaces.h"

#include <deque>

#define DEBUG_TYPE "membar"

using namespace mlir;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

//===----------------------------------------------------------------------===//
// BlockInfo
//===----------------------------------------------------------------------===//

BlockInfo &BlockInfo::join(const BlockInfo &other) {
  for (const auto &[interval, ops] : other.syncReadIntervals)
    syncReadIntervals[interval].insert(ops.begin(), ops.end());
  for (const auto &[interval, ops] : other.syncWriteIntervals)
    syncWriteIntervals[interval].insert(ops.begin(), ops.end());
  return *this;
}

static bool intersects(const BlockInfo::IntervalMapT &earlier,
                       const BlockInfo::IntervalMapT &later,
                       const MembarFilterFn &filter) {
  for (const auto &[lhsInterval, lhsOps] : earlier)
    for (const auto &[rhsInterval, rhsOps] : later) {
      if (!lhsInterval.intersects(rhsInterval))
        continue;
      for (Operation *lhs : lhsOps)
        for (Operation *rhs : rhsOps)
          if (!filter || !filter(lhs, rhs))
            return true;
    }
  return false;
}

bool BlockInfo::isIntersected(const BlockInfo &other,
                              const MembarFilterFn &filter) const {
  return intersects(syncWriteIntervals, other.syncReadIntervals, filter) ||
         intersects(syncReadIntervals, other.syncWriteIntervals, filter) ||
         intersects(syncWriteIntervals, other.syncWriteIntervals, filter);
}

bool mlir::canSkipBarSync(Operation *before, Operation *after) {
  // Several inits (or invalidations) of slices of one mbarrier array.
  if ((isa<ttng::InitBarrierOp>(before) && isa<ttng::InitBarrierOp>(after)) ||
      (isa<ttng::InvalBarrierOp>(before) && isa<ttng::InvalBarrierOp>(after)))
    return true;
  // A chain of waits must not let one warp run ahead.
  if (isa<ttng::WaitBarrierOp>(before) && isa<ttng::WaitBarrierOp>(after))
    return false;
  // Waits, TMA loads and expects touch the mbarrier in any order safely.
  auto isMBarrierUse = [](Operation *op) {
    return isa<ttng::WaitBarrierOp, ttng::AsyncTMACopyGlobalToLocalOp,
               ttng::AsyncTMAGatherOp, ttng::BarrierExpectOp>(op);
  };
  if (isMBarrierUse(before) && isMBarrierUse(after))
    return true;
  // The wait completes only once the whole TMA load landed.
  return isa<ttng::AsyncTMACopyGlobalToLocalOp, ttng::AsyncTMAGatherOp>(
             before) &&
         isa<ttng::WaitBarrierOp>(after);
}

//===----------------------------------------------------------------------===//
// The analysis
//===----------------------------------------------------------------------===//

namespace {

/// A block, or the part of it after `start` (a region op).
using VirtualBlock = std::pair<Block *, Operation *>;

/// Whether `region` is the one of a ttg.warp_specialize that holds its
/// partitions.
bool isPartitionHolder(Region *region) {
  auto warpSpecialize =
      dyn_cast<triton::gpu::WarpSpecializeOp>(region->getParentOp());
  return warpSpecialize && region == &warpSpecialize.getPartitionOpHolder();
}

/// The successors of the virtual block `op` ends: branch targets, or the
/// regions a region op or its terminator continues into (the parent: the
/// part of the block after the region op); with `partitionsStartClean`, not
/// the partitions of a ttg.warp_specialize (they are entries of their own).
void collectSuccessors(Operation *op, SmallVector<VirtualBlock> &successors,
                       bool partitionsStartClean) {
  if (isa<BranchOpInterface>(op)) {
    for (Block *successor : op->getSuccessors())
      successors.push_back({successor, nullptr});
    return;
  }
  auto addRegionSuccessors = [&](RegionBranchOpInterface branch,
                                 RegionBranchPoint point) {
    SmallVector<RegionSuccessor> regions;
    branch.getSuccessorRegions(point, regions);
    for (RegionSuccessor &region : regions) {
      if (region.isParent())
        successors.push_back({branch->getBlock(), branch});
      else if (!(partitionsStartClean &&
                 isPartitionHolder(region.getSuccessor())))
        successors.push_back({&region.getSuccessor()->front(), nullptr});
    }
  };
  if (auto branch = dyn_cast<RegionBranchOpInterface>(op))
    return addRegionSuccessors(branch, RegionBranchPoint::parent());
  auto terminator = dyn_cast<RegionBranchTerminatorOpInterface>(op);
  if (terminator && isa<RegionBranchOpInterface>(op->getParentOp()))
    return addRegionSuccessors(
        cast<RegionBranchOpInterface>(op->getParentOp()),
        RegionBranchPoint(terminator));
  // A return (or a terminator leaving a non-control-flow region).
}

} // namespace

SharedMemoryDataflow::SharedMemoryDataflow(Allocation &allocation,
                                           FuncBlockInfoMapT &funcInfos)
    : allocation(allocation), funcInfos(funcInfos),
      builder(allocation.getOperation()->getContext()) {}

void SharedMemoryDataflow::run() {
  auto func = cast<FunctionOpInterface>(allocation.getOperation());
  std::map<VirtualBlock, BlockInfo> inputs, outputs;
  std::deque<VirtualBlock> worklist;
  // Entry blocks of the function and of regions that are no control flow
  // of their parent (e.g. a reduce's combiner).
  bool cleanPartitions = partitionsStartClean();
  func.walk<WalkOrder::PreOrder>([&](Block *block) {
    if (!block->isEntryBlock())
      return;
    Operation *parent = block->getParentOp();
    if (!isa<RegionBranchOpInterface>(parent) ||
        (cleanPartitions &&
         isa<triton::gpu::WarpSpecializePartitionsOp>(parent)))
      worklist.push_back({block, nullptr});
  });
  while (!worklist.empty()) {
    VirtualBlock block = worklist.front();
    worklist.pop_front();
    BlockInfo info = inputs[block];
    SmallVector<VirtualBlock> successors;
    auto start = block.second ? std::next(block.second->getIterator())
                              : block.first->begin();
    for (Operation &op : llvm::make_range(start, block.first->end())) {
      if (op.hasTrait<OpTrait::IsTerminator>() ||
          isa<RegionBranchOpInterface>(op)) {
        collectSuccessors(&op, successors, cleanPartitions);
        break;
      }
      update(&op, info);
    }
    auto out = outputs.find(block);
    if (out != outputs.end() && out->second == info)
      continue;
    // The transfer function is not monotonic: overwrite.
    outputs[block] = info;
    for (VirtualBlock successor : successors) {
      inputs[successor].join(info);
      worklist.push_back(successor);
    }
  }
  // What is still pending when the function returns, for its callers.
  BlockInfo &funcInfo = funcInfos[func];
  func.walk([&](Operation *ret) {
    if (!ret->hasTrait<OpTrait::ReturnLike>() ||
        ret->getParentOp() != func.getOperation())
      return;
    // The last virtual block of the returning block: the one starting
    // after all others (a null start is the block's beginning).
    const BlockInfo *last = nullptr;
    Operation *lastStart = nullptr;
    for (auto &[block, info] : outputs) {
      if (block.first != ret->getBlock())
        continue;
      bool later = !last || (block.second &&
                             (!lastStart ||
                              lastStart->isBeforeInBlock(block.second)));
      if (later) {
        last = &info;
        lastStart = block.second;
      }
    }
    if (last)
      funcInfo.join(*last);
  });
}

BlockInfo SharedMemoryDataflow::effectAccessesOf(Operation *op) {
  BlockInfo accesses;
  if (auto call = dyn_cast<CallOpInterface>(op)) {
    if (auto callee =
            dyn_cast_or_null<FunctionOpInterface>(call.resolveCallable()))
      accesses = funcInfos.lookup(callee);
    return accesses;
  }
  auto effects = dyn_cast<MemoryEffectOpInterface>(op);
  if (!effects)
    return accesses;
  SmallVector<MemoryEffects::EffectInstance> instances;
  effects.getEffects(instances);
  for (MemoryEffects::EffectInstance &effect : instances) {
    Value value = effect.getValue();
    if (!value)
      continue;
    for (Allocation::BufferId id : allocation.getBufferIds(value)) {
      Interval<size_t> interval = allocation.getAllocatedInterval(id);
      if (isa<MemoryEffects::Write>(effect.getEffect()))
        accesses.syncWriteIntervals[interval].insert(op);
      else if (isa<MemoryEffects::Read>(effect.getEffect()))
        accesses.syncReadIntervals[interval].insert(op);
    }
  }
  return accesses;
}

void SharedMemoryDataflow::runOnModule(
    ModuleAllocation &allocation,
    function_ref<std::unique_ptr<SharedMemoryDataflow>(Allocation &,
                                                       FuncBlockInfoMapT &)>
        make) {
  FuncBlockInfoMapT funcInfos;
  DenseSet<Operation *> done;
  // Callees first: a call accesses what its callee leaves pending.
  std::function<void(FunctionOpInterface)> visit =
      [&](FunctionOpInterface func) {
        if (!done.insert(func).second)
          return;
        func.walk([&](CallOpInterface call) {
          if (auto callee = dyn_cast_or_null<FunctionOpInterface>(
                  call.resolveCallable()))
            visit(callee);
        });
        if (Allocation *funcAllocation = allocation.getFuncData(func))
          make(*funcAllocation, funcInfos)->run();
      };
  for (auto func : allocation.getModuleOp().getOps<FunctionOpInterface>())
    visit(func);
}

namespace {

class MembarAnalysis : public SharedMemoryDataflow {
public:
  MembarAnalysis(Allocation &allocation, const MembarFilterFn &filter,
                 FuncBlockInfoMapT &funcInfos)
      : SharedMemoryDataflow(allocation, funcInfos), filter(filter) {}

private:
  void insertBarrierBefore(Operation *op) {
    builder.setInsertionPoint(op);
    ttg::LocalBarrierOp::create(builder, op->getLoc());
    TT_DEBUG(TT_DBGS() << "barrier before " << triton::describeOp(op) << "\n");
  }

  /// The shared-memory accesses of `op` itself.
  BlockInfo accessesOf(Operation *op) {
    BlockInfo accesses = effectAccessesOf(op);
    // Signalling other threads: all earlier shared accesses must be done.
    if (isa<ttng::ArriveBarrierOp>(op)) {
      Interval<size_t> all(0, std::numeric_limits<size_t>::max());
      accesses.syncWriteIntervals[all].insert(op);
      accesses.syncReadIntervals[all].insert(op);
    }
    return accesses;
  }

  /// A convert whose data never crosses warps syncs its scratch with a warp
  /// barrier only, so earlier accesses stay pending.
  static bool isWarpSyncConvert(Operation *op) {
    auto cvt = dyn_cast<ttg::ConvertLayoutOp>(op);
    if (!cvt)
      return false;
    FailureOr<triton::LinearLayout> src =
        ttg::toLinearLayout(cvt.getSrc().getType());
    FailureOr<triton::LinearLayout> dst = ttg::toLinearLayout(cvt.getType());
    if (failed(src) || failed(dst))
      return false;
    StringAttr kWarp = StringAttr::get(op->getContext(), "warp");
    return dst->invertAndCompose(*src).isTrivialOver({kWarp}) &&
           src->getFreeVariableMasks().lookup(kWarp) == 0 &&
           dst->getFreeVariableMasks().lookup(kWarp) == 0;
  }

  /// A barrier already in the IR: Membar's own, or a `gpu.barrier` a pass
  /// wrote (nvgpu-warp-specialization's after its mbarrier inits).
  static bool isBarrier(Operation *op) {
    return isa_and_nonnull<ttg::LocalBarrierOp, gpu::BarrierOp>(op);
  }

  void update(Operation *op, BlockInfo &pending) {
    // Triton 3.6 syncs on a barrier and on a warp_specialize's partitions.
    if (isBarrier(op) || isa<ttg::WarpSpecializePartitionsOp>(op)) {
      pending.sync();
      return;
    }
    if (isa<ttg::AsyncWaitOp, ttng::TMAStoreWaitOp>(op)) {
      Operation *next = op->getNextNode();
      if (!isBarrier(next)) {
        builder.setInsertionPointAfter(op);
        ttg::LocalBarrierOp::create(builder, op->getLoc());
        TT_DEBUG(TT_DBGS() << "barrier after " << triton::describeOp(op)
                           << "\n");
        pending.sync();
        return;
      }
    }
    BlockInfo accesses = accessesOf(op);
    Allocation::BufferId scratch = isa<CallOpInterface>(op)
                                       ? Allocation::InvalidBufferId
                                       : allocation.getBufferId(op);
    if (scratch != Allocation::InvalidBufferId) {
      // Written first, read last; the op syncs in between.
      Interval<size_t> interval = allocation.getAllocatedInterval(scratch);
      accesses.syncWriteIntervals[interval].insert(op);
      bool conflict = pending.isIntersected(accesses, filter);
      if (conflict)
        insertBarrierBefore(op);
      if (conflict || !isWarpSyncConvert(op))
        pending.sync();
      accesses.syncReadIntervals[interval].insert(op);
    } else if (pending.isIntersected(accesses, filter)) {
      insertBarrierBefore(op);
      pending.sync();
    }
    pending.join(accesses);
  }

  const MembarFilterFn &filter;
};

} // namespace

void mlir::insertSharedMemoryBarriers(ModuleAllocation &allocation,
                                      const MembarFilterFn &filter) {
  SharedMemoryDataflow::runOnModule(
      allocation, [&](Allocation &funcAllocation, FuncBlockInfoMapT &infos) {
        return std::make_unique<MembarAnalysis>(funcAllocation, filter, infos);
      });
}
