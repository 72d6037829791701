//===- Allocation.h - Shared-memory allocation analysis --------*- C++ -*-===//
//
// Triton 3.6's shared-memory allocation (lib/Analysis/Allocation.cpp there):
// every function's buffers (explicit `ttg.local_alloc`s, per-op scratch,
// virtual buffers of calls), their liveness, and their offsets in one
// dynamic shared-memory block. `allocate-shared-memory-nv` writes the result
// into the IR; Membar and the lowering read it from here.
//
// The scratch-size rules are public so that the lowering of each op uses the
// same numbers as the allocation.
//
//===----------------------------------------------------------------------===//
#ifndef TT_ANALYSIS_ALLOCATION_H
#define TT_ANALYSIS_ALLOCATION_H

#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#include <functional>
#include <limits>
#include <map>

namespace mlir {

/// The half-open interval [start, end).
template <typename T> class Interval {
public:
  Interval() = default;
  Interval(T start, T end) : startValue(start), endValue(end) {}
  T start() const { return startValue; }
  T end() const { return endValue; }
  T size() const { return endValue - startValue; }
  bool intersects(const Interval &other) const {
    return start() < other.end() && other.start() < end();
  }
  bool operator==(const Interval &other) const {
    return start() == other.start() && end() == other.end();
  }
  bool operator!=(const Interval &other) const { return !(*this == other); }
  bool operator<(const Interval &other) const {
    return std::make_pair(start(), end()) <
           std::make_pair(other.start(), other.end());
  }

private:
  T startValue = std::numeric_limits<T>::min();
  T endValue = std::numeric_limits<T>::max();
};

namespace triton {

/// Scratch bytes an op needs while it runs (0: none); a failure has been
/// reported on the op.
using AllocationAnalysisScratchSizeFn =
    std::function<FailureOr<unsigned>(Operation *)>;

/// The scratch rules Triton applies on every target; converts are sized for
/// NVIDIA by `getNvidiaAllocationAnalysisScratchSizeFn`.
FailureOr<unsigned> defaultAllocationAnalysisScratchSizeFn(Operation *op);

/// `defaultAllocationAnalysisScratchSizeFn` with `ttg.convert_layout` sized
/// by the swizzled layout `getConvertLayoutScratchSize` chooses for
/// `computeCapability`.
AllocationAnalysisScratchSizeFn
getNvidiaAllocationAnalysisScratchSizeFn(int computeCapability);

//--- Scratch rules, one per op kind ----------------------------------------//

/// Bits per element in scratch: pointers take 64, sub-byte types a byte.
unsigned getScratchBitwidth(Type elementType);

/// Whether a register-to-register convert goes through shared memory:
/// Triton 3.6's rule, everything but register renumberings and within-warp
/// conversions with at most one mixed lane/register transposition (those
/// use shuffles, see WarpConversion.h).
FailureOr<bool> cvtNeedsSharedMemory(gpu::ConvertLayoutOp op);

/// A convert's scratch: one round (`reps`) of the swizzled shared layout
/// `optimalSwizzling` picks with the instructions of `computeCapability`.
FailureOr<unsigned> getConvertLayoutScratchSize(gpu::ConvertLayoutOp op,
                                                int computeCapability);

/// `tt.reduce`: when warps share the reduced axis, one slot per warp along
/// it for every element of the other dims, for each operand.
FailureOr<unsigned> getReduceScratchSize(ReduceOp op);

/// `tt.scan`: when warps share the scanned axis, the partial results of
/// every warp and block.
FailureOr<unsigned> getScanScratchSize(ScanOp op);

/// `tt.gather`: the whole source unless each warp owns the columns it reads.
FailureOr<unsigned> getGatherScratchSize(GatherOp op);

/// `tt.histogram`: one counter per bin, at least one per lane.
unsigned getHistogramScratchSize(HistogramOp op);

/// Scalar `tt.atomic_rmw`/`tt.atomic_cas` whose result is used: one element
/// to broadcast the result to all threads.
unsigned getAtomicScratchSize(Operation *op);

/// `ttng.tensormap_create`: the 128-byte descriptor.
constexpr unsigned kTensormapScratchSize = 128;

/// Bytes of the shared-memory buffer a `ttg.local_alloc` of `type` needs.
int64_t getAllocationBytes(gpu::MemDescType type);

/// The alignment of a `ttg.local_alloc`: its attribute, else its encoding's.
unsigned getAllocationAlignment(gpu::LocalAllocOp op);

} // namespace triton

/// The buffers of one function and their offsets.
class Allocation {
public:
  using BufferId = size_t;
  static constexpr BufferId InvalidBufferId =
      std::numeric_limits<BufferId>::max();

  struct BufferT {
    /// Explicit: a `ttg.local_alloc`; Scratch: live during one op;
    /// Virtual: the frame of a called function.
    enum class BufferKind { Explicit, Scratch, Virtual };
    BufferKind kind;
    BufferId id;
    Operation *owner;
    size_t size;
    size_t alignment;
    size_t offset = 0;

    size_t setOffsetAligned(size_t newOffset) {
      return offset = llvm::alignTo(newOffset, alignment);
    }
  };

  using FuncAllocMapT = llvm::MapVector<FunctionOpInterface, Allocation>;

  Allocation() = default;
  explicit Allocation(Operation *operation) : operation(operation) {}

  /// Runs the analysis; callees must already be in `funcAllocMap`.
  LogicalResult run(FuncAllocMapT &funcAllocMap,
                    const triton::AllocationAnalysisScratchSizeFn &scratchSize);

  Operation *getOperation() const { return operation; }

  size_t getOffset(BufferId id) const { return bufferSet.at(id).offset; }
  size_t getAllocatedSize(BufferId id) const { return bufferSet.at(id).size; }
  Interval<size_t> getAllocatedInterval(BufferId id) const {
    const BufferT &buffer = bufferSet.at(id);
    return Interval<size_t>(buffer.offset, buffer.offset + buffer.size);
  }
  const BufferT &getBuffer(BufferId id) const { return bufferSet.at(id); }

  /// The explicit buffer `value` is (a `ttg.local_alloc` result), if any.
  BufferId getBufferId(Value value) const {
    auto it = valueBuffer.find(value);
    return it == valueBuffer.end() ? InvalidBufferId : it->second->id;
  }
  /// The buffers `value` may be: its own, or those of the allocations it
  /// may alias (views, block arguments).
  SmallVector<BufferId> getBufferIds(Value value) const;
  /// The scratch or virtual buffer of `op`, if any.
  BufferId getBufferId(Operation *op) const;

  bool isVirtualBuffer(BufferId id) const {
    return bufferSet.at(id).kind == BufferT::BufferKind::Virtual;
  }

  size_t getSharedMemorySize() const { return sharedMemorySize; }

  /// Buffers in creation order, with their liveness (operation ids).
  const llvm::MapVector<BufferT *, Interval<size_t>> &getLiveness() const {
    return bufferRange;
  }

private:
  friend class AllocationAnalysis;

  BufferT *addBuffer(BufferT::BufferKind kind, Operation *owner, size_t size,
                     size_t alignment);

  Operation *operation = nullptr;
  std::map<BufferId, BufferT> bufferSet;
  llvm::MapVector<Value, BufferT *> valueBuffer;
  llvm::MapVector<Operation *, BufferT *> opScratch;
  llvm::MapVector<Operation *, BufferT *> opVirtual;
  llvm::MapVector<Value, llvm::SetVector<BufferT *>> aliasBuffer;
  llvm::MapVector<BufferT *, Interval<size_t>> bufferRange;
  size_t sharedMemorySize = 0;
};

/// The allocation of every function of a module, callees first.
class ModuleAllocation {
public:
  ModuleAllocation(ModuleOp module,
                   triton::AllocationAnalysisScratchSizeFn scratchSize);

  /// Whether every function was analysed (failures were reported).
  LogicalResult getStatus() const { return status; }

  Allocation *getFuncData(FunctionOpInterface funcOp) {
    auto it = funcMap.find(funcOp);
    return it == funcMap.end() ? nullptr : &it->second;
  }
  /// The largest frame of the functions no one calls (the kernels).
  size_t getSharedMemorySize() const;
  ModuleOp getModuleOp() const { return module; }

private:
  ModuleOp module;
  Allocation::FuncAllocMapT funcMap;
  SmallVector<FunctionOpInterface> roots;
  LogicalResult status = success();
};

} // namespace mlir

#endif // TT_ANALYSIS_ALLOCATION_H
