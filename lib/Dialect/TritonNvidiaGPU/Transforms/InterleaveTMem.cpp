//===- InterleaveTMem.cpp - triton-nvidia-interleave-tmem -----------------===//
//
// Triton 3.6 sinks each `ttng.tmem_load` (with the run of pure single users
// right after it) and each `ttng.tmem_alloc` down its block, as far as the
// first op that uses them, writes or frees memory they may alias, or
// arrives on a barrier; the registers a load fills then live shorter. Ops
// are visited in module order, each sunk again until it stays.
//
// Aliasing is a local analysis: the buffer a tensor memory access reaches
// through views (`ttg.memdesc_index`, `ttg.memdesc_subslice`,
// `ttg.memdesc_trans`, `ttg.memdesc_reshape`, `ttng.tmem_subslice` and
// `ttg.warp_specialize` captures) back to its `ttng.tmem_alloc`, and the
// range of each dim it covers; different allocations never alias, ranges
// that are known and disjoint along a dim do not either. Like Triton's, the
// analysis materializes the offsets of `memdesc_index`/`memdesc_subslice`
// views as `arith.constant`s (i32) right before the view, and leaves them.
// Modules without tensor memory (sm80, sm90) are left unchanged.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/AddressRanges.h"

#define DEBUG_TYPE "triton-nvidia-interleave-tmem"

namespace mlir::triton::nvidia_gpu {
#define GEN_PASS_DEF_TRITONNVIDIAGPUINTERLEAVETMEMPASS
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::nvidia_gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
using namespace mlir::triton::nvidia_gpu;

namespace {

/// The memory effects of `op`, its nested ops' for ops with recursive
/// effects; every effect, on no particular value, for an op that does not
/// say.
void collectEffects(Operation *op,
                    SmallVectorImpl<MemoryEffects::EffectInstance> &effects) {
  if (auto iface = dyn_cast<MemoryEffectOpInterface>(op)) {
    // getEffects drops what is already in the list: collect apart.
    SmallVector<MemoryEffects::EffectInstance> own;
    iface.getEffects(own);
    llvm::append_range(effects, own);
    return;
  }
  if (op->hasTrait<OpTrait::HasRecursiveMemoryEffects>()) {
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Operation &nested : block)
          collectEffects(&nested, effects);
    return;
  }
  effects.emplace_back(MemoryEffects::Read::get());
  effects.emplace_back(MemoryEffects::Write::get());
  effects.emplace_back(MemoryEffects::Allocate::get());
  effects.emplace_back(MemoryEffects::Free::get());
}

/// What part of its allocation an access covers: a range per dim, none
/// where unknown. The first `rankOffset` dims are those a view indexed
/// away.
struct AccessRange {
  SmallVector<std::optional<llvm::AddressRange>> ranges;
  unsigned rankOffset = 0;
};

/// The allocation `buffer` is a view of and what it covers; a null value
/// when not known.
std::pair<Value, AccessRange> findBufferAccess(Value buffer);

/// `ttg.memdesc_index` and `ttg.memdesc_subslice`: the parent's ranges
/// narrowed at the view's offsets.
std::pair<Value, AccessRange> findSubviewAccess(Operation *view) {
  // Triton builds its offsets as constants right before the view.
  OpBuilder builder(view);
  Location loc = view->getLoc();
  TypedValue<MemDescType> src;
  SmallVector<int64_t> shape;
  SmallVector<Value> offsets;
  if (auto index = dyn_cast<MemDescIndexOp>(view)) {
    src = index.getSrc();
    shape = llvm::to_vector(index.getType().getShape());
    offsets.push_back(index.getIndex());
    // One zero fewer than the view has dims: Triton's count, which leaves
    // the last dim of the view out of the access.
    for (int64_t i = 1, e = shape.size(); i < e; ++i)
      offsets.push_back(arith::ConstantIntOp::create(builder, loc, 0, 32));
  } else {
    auto subslice = cast<MemDescSubsliceOp>(view);
    src = subslice.getSrc();
    shape = llvm::to_vector(subslice.getType().getShape());
    for (int32_t offset : subslice.getOffsets())
      offsets.push_back(arith::ConstantIntOp::create(builder, loc, offset, 32));
  }
  TT_DEBUG(TT_DBGS() << "  offsets of " << describeOp(view)
                     << " built as constants before it\n");
  auto [alloc, parent] = findBufferAccess(src);
  if (!alloc)
    return {};
  AccessRange access;
  for (unsigned i = 0; i < parent.rankOffset; ++i)
    access.ranges.push_back(parent.ranges[i]);
  access.rankOffset = src.getType().getRank() - shape.size();
  for (auto [i, offset] : llvm::enumerate(offsets)) {
    std::optional<llvm::AddressRange> parentRange =
        parent.ranges[i + parent.rankOffset];
    APInt value;
    if (!parentRange || !matchPattern(offset, m_ConstantInt(&value))) {
      // The whole dim may be accessed.
      access.ranges.push_back(std::nullopt);
      continue;
    }
    uint64_t start = parentRange->start() + value.getSExtValue();
    uint64_t size = i >= access.rankOffset ? shape[i - access.rankOffset] : 1;
    access.ranges.push_back(llvm::AddressRange(start, start + size));
  }
  return {alloc, std::move(access)};
}

std::pair<Value, AccessRange> findBufferAccess(Value buffer) {
  if (auto arg = dyn_cast<BlockArgument>(buffer)) {
    // A partition's argument is the warp_specialize's capture.
    if (auto partitions =
            dyn_cast<WarpSpecializePartitionsOp>(arg.getOwner()->getParentOp()))
      return findBufferAccess(
          partitions.getExplicitCaptures()[arg.getArgNumber()]);
    return {};
  }
  Operation *def = buffer.getDefiningOp();
  if (auto alloc = dyn_cast<TMEMAllocOp>(def)) {
    AccessRange access;
    for (int64_t size :
         cast<MemDescType>(alloc.getResult().getType()).getShape())
      access.ranges.push_back(llvm::AddressRange(0, size));
    return {buffer, std::move(access)};
  }
  // Transposed and reshaped views cover what their source covers.
  if (isa<MemDescTransOp, MemDescReshapeOp>(def))
    return findBufferAccess(def->getOperand(0));
  if (isa<MemDescIndexOp, MemDescSubsliceOp>(def))
    return findSubviewAccess(def);
  // A column range (range 1, whatever dims the parent kept).
  if (auto subslice = dyn_cast<TMEMSubSliceOp>(def)) {
    auto [alloc, parent] = findBufferAccess(subslice.getSrc());
    if (!alloc)
      return {};
    if (parent.ranges.size() < 2 || !parent.ranges[1])
      return {alloc, parent};
    uint64_t start = parent.ranges[1]->start() + subslice.getN();
    AccessRange access = parent;
    access.ranges[1] =
        llvm::AddressRange(start, start + subslice.getType().getDimSize(1));
    return {alloc, std::move(access)};
  }
  return {};
}

bool tmemMayAlias(Value a, Value b) {
  auto [allocA, accessA] = findBufferAccess(a);
  auto [allocB, accessB] = findBufferAccess(b);
  if (!allocA || !allocB)
    return true;
  if (allocA != allocB)
    return false;
  for (auto [rangeA, rangeB] : llvm::zip(accessA.ranges, accessB.ranges))
    if (rangeA && rangeB && !rangeA->intersects(*rangeB))
      return false;
  return true;
}

/// Whether one of `op`'s memory effects may overwrite or free `buffer`:
/// a write or free of unknown memory, or of tensor memory it may alias.
const char *effectsBlockSinking(Operation *op, Value buffer) {
  if (isMemoryEffectFree(op))
    return nullptr;
  SmallVector<MemoryEffects::EffectInstance> effects;
  collectEffects(op, effects);
  for (const MemoryEffects::EffectInstance &effect : effects) {
    if (!isa<MemoryEffects::Write, MemoryEffects::Free>(effect.getEffect()))
      continue;
    if (isa<SideEffects::DefaultResource>(effect.getResource()))
      return "writes or frees memory";
    if (isa<TensorMemory>(effect.getResource()) &&
        (!effect.getValue() || tmemMayAlias(effect.getValue(), buffer)))
      return "writes or frees tensor memory it may alias";
  }
  return nullptr;
}

/// Why `op` stops a chain that reads `buffer` from moving past it, or null
/// when it does not. Triton 3.6 looks at the op's effects even when the op
/// already uses the chain, and its alias query builds the offsets of the
/// views it looks through as constants (left dead): so do we, in the same
/// order, for the same IR.
const char *blocksSinking(Operation *op, ArrayRef<Operation *> chain,
                          Value buffer) {
  bool usesChain = llvm::any_of(getNestedOperands(op), [&](Value operand) {
    return llvm::any_of(chain, [&](Operation *moved) {
      return llvm::is_contained(moved->getResults(), operand);
    });
  });
  // A barrier arrival may end the buffer's live range.
  if (isa<ArriveBarrierOp>(op))
    return "arrives on a barrier";
  const char *effects = effectsBlockSinking(op, buffer);
  return usesChain ? "uses it" : effects;
}

/// Moves `chain` down to the first op that stops it (or before the last op
/// of its block when none does); whether it moved.
bool sinkChain(ArrayRef<Operation *> chain, Value buffer) {
  Operation *insertBefore = nullptr;
  const char *why = "reaches the end of its block";
  for (Operation *next = chain.back()->getNextNode();
       next && !next->hasTrait<OpTrait::IsTerminator>();
       next = next->getNextNode()) {
    insertBefore = next;
    if (const char *reason = blocksSinking(next, chain, buffer)) {
      why = reason;
      break;
    }
  }
  if (!insertBefore || insertBefore == chain.back()->getNextNode()) {
    TT_DEBUG({
      TT_DBGS() << describeOp(chain.front()) << " stays";
      if (insertBefore)
        llvm::dbgs() << ": " << describeOp(insertBefore) << " " << why;
      llvm::dbgs() << "\n";
    });
    return false;
  }
  TT_DEBUG({
    TT_DBGS() << describeOp(chain.front());
    if (chain.size() > 1)
      llvm::dbgs() << " with the " << chain.size() - 1 << " op(s) using it";
    llvm::dbgs() << " sunk before " << describeOp(insertBefore) << ", which "
                 << why << "\n";
  });
  for (Operation *op : chain)
    op->moveBefore(insertBefore);
  return true;
}

/// Sinks `op` with the pure single users that directly follow it.
bool trySink(Operation *op, Value buffer) {
  SmallVector<Operation *> chain{op};
  while (chain.back()->hasOneUse()) {
    Operation *user = *chain.back()->user_begin();
    if (!isPure(user) || chain.back()->getNextNode() != user)
      break;
    chain.push_back(user);
  }
  return sinkChain(chain, buffer);
}

struct InterleaveTMem
    : mlir::triton::nvidia_gpu::impl::TritonNvidiaGPUInterleaveTMemPassBase<
          InterleaveTMem> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    SmallVector<std::pair<Operation *, Value>> toSink;
    getOperation().walk([&](Operation *op) {
      if (auto load = dyn_cast<TMEMLoadOp>(op))
        toSink.push_back({load, load.getSrc()});
      else if (auto alloc = dyn_cast<TMEMAllocOp>(op))
        toSink.push_back({alloc, alloc.getResult()});
    });
    for (auto [op, buffer] : toSink)
      while (trySink(op, buffer)) {
      }
  }
};

} // namespace
