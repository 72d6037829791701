//===- Membar.h - Shared-memory barrier insertion ---------------*- C++ -*-===//
//
// Triton 3.6's Membar (lib/Analysis/Membar.cpp there): a forward dataflow
// over each function's CFG (and region ops) of the shared-memory byte
// intervals read and written since the last barrier. A `ttg.local_barrier`
// goes before an op whose accesses conflict with pending ones (RAW, WAR,
// WAW), and after `ttg.async_wait`/`ttng.async_tma_store_wait`. An op's
// scratch buffer counts as written then read; a call as its callee's
// pending accesses. The conversion to LLVM runs it after
// `convert-scf-to-cf`.
//
//===----------------------------------------------------------------------===//
#ifndef TT_ANALYSIS_MEMBAR_H
#define TT_ANALYSIS_MEMBAR_H

#include "tt/Analysis/Allocation.h"

#include <functional>

namespace mlir {

/// Whether the barrier between two conflicting ops may be skipped.
using MembarFilterFn = std::function<bool(Operation *, Operation *)>;

/// Pending shared-memory accesses: byte interval -> ops since the last
/// barrier.
struct BlockInfo {
  using IntervalMapT = std::map<Interval<size_t>, llvm::SetVector<Operation *>>;

  IntervalMapT syncReadIntervals;
  IntervalMapT syncWriteIntervals;

  BlockInfo &join(const BlockInfo &other);
  /// RAW, WAR or WAW between `this` (earlier) and `other` (later) that
  /// `filter` does not excuse.
  bool isIntersected(const BlockInfo &other, const MembarFilterFn &filter) const;
  void sync() {
    syncReadIntervals.clear();
    syncWriteIntervals.clear();
  }
  bool operator==(const BlockInfo &other) const {
    return syncReadIntervals == other.syncReadIntervals &&
           syncWriteIntervals == other.syncWriteIntervals;
  }
};

using FuncBlockInfoMapT = DenseMap<FunctionOpInterface, BlockInfo>;

/// The forward dataflow Membar and the proxy-fence insertion share
/// (Triton's MembarOrFenceAnalysis): each function's blocks, and the parts
/// of blocks after region ops, are visited with the join of their
/// predecessors' pending accesses until nothing changes; `update` sees each
/// op with what is pending before it and may insert ops (a barrier, a
/// fence) and clear it. What a function leaves pending goes to
/// `funcInfos` for its callers.
class SharedMemoryDataflow {
public:
  SharedMemoryDataflow(Allocation &allocation, FuncBlockInfoMapT &funcInfos);
  virtual ~SharedMemoryDataflow() = default;
  void run();

  /// Runs `make(funcAllocation, funcInfos)->run()` on every function of the
  /// module, callees first.
  static void runOnModule(
      ModuleAllocation &allocation,
      function_ref<std::unique_ptr<SharedMemoryDataflow>(Allocation &,
                                                         FuncBlockInfoMapT &)>
          make);

protected:
  virtual void update(Operation *op, BlockInfo &pending) = 0;
  /// Whether the partitions of a ttg.warp_specialize start from nothing
  /// pending (each its own entry, as Triton's proxy-fence analysis sees
  /// them) rather than from what was pending before the op.
  virtual bool partitionsStartClean() const { return false; }
  /// The accesses `op` makes through its memory effects on allocated
  /// buffers (a call: its callee's pending accesses).
  BlockInfo effectAccessesOf(Operation *op);

  Allocation &allocation;
  FuncBlockInfoMapT &funcInfos;
  OpBuilder builder;
};

/// NVIDIA's filter (`NVIDIA::canSkipBarSync`): mbarrier inits, invalidations
/// and the TMA/wait/expect ops on one mbarrier need no barrier between them.
/// Triton's test-membar pass uses it; its make_llir (convert-triton-gpu-to-
/// llvm) does not.
bool canSkipBarSync(Operation *before, Operation *after);

/// Inserts the barriers of every function of `allocation`'s module, callees
/// first.
void insertSharedMemoryBarriers(ModuleAllocation &allocation,
                                const MembarFilterFn &filter = canSkipBarSync);

} // namespace mlir

#endif // TT_ANALYSIS_MEMBAR_H
