//===- DataPartition.cpp - nvgpu-warp-specialization step 3 ---------------===//
//
// With two consumer warp groups, each computes half of every dot: the ops
// that feed a dot's accumulator, and those its result flows into, are
// copied once per consumer, each copy on half of the tensor along M (or
// N), with that consumer's task id. Triton 3.6's doDataPartition works in
// three phases, and so does this file:
//
//  1. Plan. Starting at each dot with several tasks, walk back from its
//     result through what computes its operands and accumulator, then
//     forward through what uses it, giving each op the dimension it is cut
//     along (a tt.trans flips it, a tt.expand_dims shifts it). An op that
//     the walk reaches along two dimensions stops the plan (the caller
//     retries with one consumer) unless it is a constant or a local_alloc,
//     which get one copy per dimension instead.
//  2. Slice. Once per consumer, every planned op gets a copy on its slice
//     (a tt.make_range its part of the range, a descriptor load or store
//     its offset added to the coordinate it is cut along, a loop one more
//     iter arg per sliced init value).
//  3. Clean up. The original ops are erased where nothing uses them any
//     more, dead loop arguments go with scf.for/scf.if canonicalization
//     (which also folds and dedups the constants), and each arith op gets
//     the tasks of its users.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/DeadIterArgs.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/HopperWarpSpecialization.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/SliceAnalysis.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "nvgpu-warp-specialization"

using namespace mlir;

namespace mlir::triton::nvidia_gpu {

namespace {

namespace ttg = mlir::triton::gpu;

/// The "dimension" of an op that is copied whole onto every slice (Triton's
/// noOpPartitionDim, chosen clear of DenseMap's empty and tombstone keys).
constexpr unsigned kWholeDim = ~0U - 2;

/// Far more rewrites than a clean-up of one function needs.
constexpr int64_t kMaxCleanupRewrites = 100000;

/// Marks a loop a slice replaced, erased once the slice is done.
constexpr char kToBeRemoved[] = "to_be_removed";

std::string dimName(unsigned dim) {
  return dim == kWholeDim ? std::string("whole") : "dim " + std::to_string(dim);
}

/// The shape a value is cut along: a tensor's, a memdesc's, a tensor
/// descriptor's block, what a pointer points to; none for scalars.
SmallVector<int64_t> shapeOf(Type type) {
  if (auto memdesc = dyn_cast<ttg::MemDescType>(type))
    return SmallVector<int64_t>(memdesc.getShape());
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return SmallVector<int64_t>(tensor.getShape());
  if (auto desc = dyn_cast<TensorDescType>(type))
    return SmallVector<int64_t>(desc.getBlockType().getShape());
  if (auto ptr = dyn_cast<PointerType>(type))
    return shapeOf(ptr.getPointeeType());
  return {};
}

/// `shape` with `dim` divided among `parts`.
SmallVector<int64_t> slicedShape(ArrayRef<int64_t> shape, unsigned dim,
                                 unsigned parts) {
  SmallVector<int64_t> sliced(shape);
  sliced[dim] /= parts;
  return sliced;
}

/// Where a transpose with `order` moves a dimension: forward from operand
/// to result, or back.
unsigned flipDim(unsigned dim, ArrayRef<int32_t> order, bool forward) {
  if (dim == kWholeDim)
    return dim;
  return forward ? order[dim] : llvm::find(order, dim) - order.begin();
}

std::optional<ArrayRef<int32_t>> transposeOrder(Operation *op) {
  if (auto trans = dyn_cast<TransOp>(op))
    return trans.getOrder();
  if (auto trans = dyn_cast<ttg::MemDescTransOp>(op))
    return trans.getOrder();
  return std::nullopt;
}

bool isControlFlow(Operation *op) {
  return isa<ReturnOp, FuncOp, scf::YieldOp, scf::ForOp, scf::IfOp>(op);
}

bool containsAll(ArrayRef<AsyncTaskId> superset, ArrayRef<AsyncTaskId> subset) {
  return llvm::all_of(
      subset, [&](AsyncTaskId id) { return llvm::is_contained(superset, id); });
}

/// Which ops get copied, and how.
struct Plan {
  unsigned numPartitions = 0;
  /// In the order the walks reached them: the order they are sliced in.
  llvm::SetVector<Operation *> ops;
  /// The dimension each op is cut along (kWholeDim: copied whole).
  DenseMap<Operation *, unsigned> dims;
  /// For a dot, the operand that is cut with its result (0: A, 1: B).
  DenseMap<Operation *, unsigned> dotOperand;
  /// Constants and local_allocs reached along several dimensions, with
  /// those dimensions: one copy per dimension.
  llvm::MapVector<Operation *, llvm::SetVector<unsigned>> rematerialized;
  /// Ops a rematerialization took out of the plan.
  DenseSet<Operation *> skipped;

  /// Adds what `other` planned and this did not.
  void merge(const Plan &other) {
    ops.insert(other.ops.begin(), other.ops.end());
    for (auto [op, dim] : other.dims)
      dims.insert({op, dim});
    for (auto [op, operand] : other.dotOperand)
      dotOperand.insert({op, operand});
    for (const auto &[op, opDims] : other.rematerialized)
      rematerialized.insert({op, opDims});
    skipped.insert(other.skipped.begin(), other.skipped.end());
  }

  bool isPlanned(Operation *op) const {
    return dims.contains(op) || rematerialized.contains(op);
  }

  void unplan(Operation *op) {
    if (!dims.erase(op))
      return;
    ops.remove(op);
    skipped.insert(op);
  }

  /// A value is cut when it is longer than the number of slices along the
  /// dimension (a whole-copied value always is).
  bool needsSlicing(Value value, unsigned dim) const {
    if (dim == kWholeDim)
      return true;
    SmallVector<int64_t> shape = shapeOf(value.getType());
    return shape.size() > dim && shape[dim] > numPartitions;
  }
};

/// Whether everything `value` flows into ends in an atomic add (a dot cut
/// along K then computes partial sums, which the atomic combines).
bool onlyFeedsAtomicStore(Value value) {
  llvm::SetVector<Operation *> users;
  getForwardSlice(value, &users);
  Operation *atomic = nullptr;
  for (Operation *op : users)
    if (isa<AtomicRMWOp, DescriptorReduceOp>(op)) {
      atomic = op;
      break;
    }
  if (!atomic)
    return false;
  SmallVector<Operation *> queue = {atomic};
  users.remove(atomic);
  while (!queue.empty()) {
    Operation *op = queue.pop_back_val();
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (users.remove(def))
          queue.push_back(def);
  }
  return users.empty();
}

/// Phase 1: the plan, per dot.
class Planner {
public:
  /// Why planning stopped at an op it has no rule for (Triton 3.6 aborts
  /// there); null while it has not.
  Operation *unsupported = nullptr;
  std::string unsupportedRule;

  /// Plans `func`'s dots; false where they cannot all be cut the same way.
  bool planFunction(FuncOp func, Plan &plan);

private:
  bool planDot(Operation *dot, Plan &plan);
  bool planFrom(Value root, Plan &plan, unsigned dim);
  bool planBackward(Value value, Plan &plan, unsigned dim);
  bool planBackwardThrough(Operation *op, Plan &plan, unsigned dim);
  bool planForward(Value value, Plan &plan, unsigned dim,
                   DenseSet<Value> &seen);
  bool rematerialize(Operation *op, Plan &plan, unsigned dim);

  bool stop(Operation *op, StringRef rule) {
    if (!unsupported) {
      unsupported = op;
      unsupportedRule = rule.str();
    }
    return false;
  }
};

bool Planner::planFunction(FuncOp func, Plan &plan) {
  llvm::SetVector<Operation *> dots;
  func.walk([&](Operation *op) {
    if (isa<WarpGroupDotOp, TCGen5MMAOp>(op) && getAsyncTaskIds(op).size() > 1)
      dots.insert(op);
  });
  for (Operation *dot : dots) {
    if (plan.isPlanned(dot) || plan.skipped.contains(dot))
      continue;
    if (!planDot(dot, plan))
      return false;
  }
  return dots.empty() || !plan.ops.empty();
}

bool Planner::planDot(Operation *dot, Plan &plan) {
  if (isa<TCGen5MMAOp>(dot))
    return stop(dot, "tcgen05 dots (Triton 3.6 data-partitions them only on "
                     "sm100, where it does not run this pass)");
  Value result = dot->getResult(0);
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<int64_t> shape = ttg::getShapePerCTA(
      ttg::getCGALayout(type.getEncoding()), type.getShape());
  if (shape.size() != 2) {
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": not a 2-d dot, no split\n");
    return false;
  }
  unsigned tasks = getAsyncTaskIds(dot).size();
  int64_t sliceM = shape[0] / tasks, sliceN = shape[1] / tasks;
  // A wgmma slice is at least 64 rows (one warp group's M) or 128 columns.
  SmallVector<unsigned, 2> candidates;
  if (sliceM >= 64)
    candidates.push_back(0);
  if (sliceN >= 128)
    candidates.push_back(1);
  if (candidates.empty()) {
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": slices of " << sliceM << "x"
                       << sliceN << " are below 64 rows and 128 columns, "
                       << "no split for " << tasks << " consumers\n");
    return false;
  }
  if (plan.numPartitions == 0)
    plan.numPartitions = tasks;
  else if (plan.numPartitions != tasks) {
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": " << tasks
                       << " consumers, another dot has " << plan.numPartitions
                       << "\n");
    return false;
  }
  for (unsigned dim : candidates) {
    Plan trial = plan;
    if (planFrom(result, trial, dim)) {
      TT_DEBUG({
        TT_DBGS() << describeOp(dot) << ": split along dim " << dim << " into "
                  << tasks << " slices, " << trial.ops.size()
                  << " ops planned\n";
        for (Operation *op : trial.ops)
          TT_DBGS() << "  " << describeOp(op) << ": "
                    << (isa<scf::ForOp, scf::YieldOp>(op)
                            ? std::string("carries the slices")
                            : "cut along " + dimName(trial.dims[op]))
                    << "\n";
      });
      plan = std::move(trial);
      return true;
    }
    if (unsupported)
      return false;
    TT_DEBUG(TT_DBGS() << describeOp(dot) << ": no split along dim " << dim
                       << "\n");
  }
  return false;
}

/// All the ops `root` comes from and flows into, cut along `dim`.
bool Planner::planFrom(Value root, Plan &plan, unsigned dim) {
  if (!planBackward(root, plan, dim))
    return false;
  Plan forward = plan;
  DenseSet<Value> seen;
  bool forwardOk = planForward(root, forward, dim, seen);
  plan.merge(forward);
  if (!forwardOk)
    return false;
  // What the forward walk reached needs its other operands cut too.
  for (Operation *op : forward.ops) {
    unsigned opDim = plan.dims[op];
    if (opDim == kWholeDim)
      continue;
    if (op->hasTrait<OpTrait::Elementwise>() ||
        isa<StoreOp, DescriptorStoreOp, AtomicRMWOp>(op)) {
      for (Value operand : op->getOperands())
        if (!planBackward(operand, plan, opDim))
          return false;
      continue;
    }
    auto dot = dyn_cast<WarpGroupDotOp>(op);
    if (!dot)
      continue;
    unsigned cut = plan.dotOperand[op];
    if (!planBackward(op->getOperand(cut), plan, opDim))
      return false;
    if (opDim == cut) {
      if (!planBackward(dot.getC(), plan, opDim))
        return false;
      continue;
    }
    // Cut along K: the other operand along its own dimension, the
    // accumulator whole.
    if (!planBackward(op->getOperand(1 - cut), plan, 1 - opDim) ||
        !planBackward(dot.getC(), plan, kWholeDim))
      return false;
  }
  return true;
}

bool Planner::rematerialize(Operation *op, Plan &plan, unsigned dim) {
  auto it = plan.rematerialized.find(op);
  if (it != plan.rematerialized.end()) {
    it->second.insert(dim);
    return true;
  }
  if (!isa<ttg::LocalAllocOp, arith::ConstantOp>(op))
    return false;
  llvm::SetVector<unsigned> &opDims = plan.rematerialized[op];
  opDims.insert(plan.dims[op]);
  opDims.insert(dim);
  TT_DEBUG(TT_DBGS() << describeOp(op) << ": one copy per dimension ("
                     << opDims.size() << ")\n");
  // What computes it is no longer cut.
  llvm::SetVector<Operation *> slice;
  (void)getBackwardSlice(op, &slice);
  for (Operation *dep : slice)
    plan.unplan(dep);
  return true;
}

bool Planner::planBackward(Value value, Plan &plan, unsigned dim) {
  if (!plan.needsSlicing(value, dim))
    return true;
  if (Operation *op = value.getDefiningOp())
    return planBackwardThrough(op, plan, dim);
  auto arg = cast<BlockArgument>(value);
  auto loop = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
  if (!loop || arg.getArgNumber() == 0)
    return true;
  unsigned index = arg.getArgNumber() - 1;
  return planBackward(loop.getInitArgs()[index], plan, dim) &&
         planBackward(loop.getYieldedValues()[index], plan, dim);
}

bool Planner::planBackwardThrough(Operation *op, Plan &plan, unsigned dim) {
  if (!plan.ops.insert(op)) {
    if (isControlFlow(op) || plan.dims[op] == dim ||
        rematerialize(op, plan, dim))
      return true;
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": wanted along " << dimName(dim)
                       << " and " << dimName(plan.dims[op]) << "\n");
    return false;
  }
  plan.dims[op] = dim;
  if (std::optional<ArrayRef<int32_t>> order = transposeOrder(op))
    dim = flipDim(dim, *order, /*forward=*/false);
  // An expanded dimension is never cut. (Triton 3.6 also lowers a whole
  // copy's dimension here, which then stops the walk: needsSlicing sees a
  // dimension past the shape.)
  if (auto expand = dyn_cast<ExpandDimsOp>(op))
    if (expand.getAxis() < dim)
      --dim;

  if (op->hasTrait<OpTrait::Elementwise>() ||
      isa<arith::ConstantOp, arith::ExtSIOp, arith::ExtUIOp, arith::ExtFOp,
          BroadcastOp, ExpandDimsOp, MakeRangeOp, SplatOp, ttg::ConvertLayoutOp,
          ttg::LocalAllocOp, LoadOp, TransOp, ttg::MemDescTransOp, AtomicRMWOp,
          AddPtrOp, DescriptorLoadOp, FpToFpOp>(op)) {
    for (Value operand : op->getOperands())
      if (!planBackward(operand, plan, dim))
        return false;
    return true;
  }
  if (auto dot = dyn_cast<WarpGroupDotOp>(op)) {
    if (!planBackward(dim == 0 ? dot.getA() : dot.getB(), plan, dim) ||
        !planBackward(dot.getC(), plan, dim))
      return false;
    plan.dotOperand[op] = dim == 0 ? 0 : 1;
    return true;
  }
  if (isa<MakeTensorDescOp, ReinterpretTensorDescOp>(op))
    return true;
  return stop(op, "it has no rule for what computes this op's operands");
}

bool Planner::planForward(Value value, Plan &plan, unsigned dim,
                          DenseSet<Value> &seen) {
  if (!seen.insert(value).second || !plan.needsSlicing(value, dim))
    return true;
  for (Operation *user : value.getUsers()) {
    unsigned userDim = dim;
    if (std::optional<ArrayRef<int32_t>> order = transposeOrder(user))
      userDim = flipDim(userDim, *order, /*forward=*/true);
    if (!plan.ops.insert(user)) {
      if (!isControlFlow(user) && plan.dims[user] != userDim) {
        TT_DEBUG(TT_DBGS() << describeOp(user) << ": wanted along "
                           << dimName(userDim) << " and "
                           << dimName(plan.dims[user]) << "\n");
        return false;
      }
      // A yield is reached once per operand.
      if (!isa<scf::YieldOp>(user))
        continue;
    }
    plan.dims[user] = userDim;

    if (auto dot = dyn_cast<WarpGroupDotOp>(user)) {
      bool alongK = (userDim == 0 && value == dot.getB()) ||
                    (userDim == 1 && value == dot.getA());
      if (alongK) {
        if (!onlyFeedsAtomicStore(dot.getD())) {
          TT_DEBUG(TT_DBGS()
                   << describeOp(user) << ": would be cut along K, no split\n");
          return false;
        }
        plan.dotOperand[user] = value == dot.getA() ? 0 : 1;
        userDim = kWholeDim;
      } else {
        plan.dotOperand[user] = userDim == 0 ? 0 : 1;
      }
    }
    for (Value result : user->getResults())
      if (!planForward(result, plan, userDim, seen))
        return false;
    if (!isa<scf::YieldOp>(user))
      continue;
    Operation *parent = user->getParentOp();
    for (OpOperand &operand : user->getOpOperands()) {
      if (operand.get() != value)
        continue;
      plan.ops.insert(parent);
      if (!planForward(parent->getResult(operand.getOperandNumber()), plan,
                       userDim, seen))
        return false;
    }
  }
  return true;
}

/// Phase 2: the copies of one slice.
class Slicer {
public:
  Slicer(Plan &plan, unsigned offset) : plan(plan), offset(offset) {}

  /// The op that stopped slicing and why (Triton 3.6 aborts there).
  Operation *unsupported = nullptr;
  std::string unsupportedRule;

  /// The copy of `op` on this slice (`op` itself where it is not cut).
  Operation *slice(Operation *op);

private:
  Plan &plan;
  unsigned offset;
  IRMapping mapping;
  /// The copies made for this slice, each to its original.
  IRMapping copies;

  void sliceValue(Value value);
  void sliceOperands(Operation *op) {
    for (Value operand : op->getOperands())
      sliceValue(operand);
  }
  SmallVector<AsyncTaskId> tasksOfSlice(Operation *op);
  Operation *copy(Operation *op, unsigned dim, ArrayRef<AsyncTaskId> tasks);
  Type slicedType(Type type, unsigned dim);
  void record(Value original, Value sliced) {
    mapping.map(original, sliced);
    copies.map(sliced, original);
  }
  Operation *sliceConstant(arith::ConstantOp op, unsigned dim);
  Operation *sliceRange(MakeRangeOp op, ArrayRef<AsyncTaskId> tasks);
  Operation *sliceDescriptorAccess(Operation *op, unsigned dim,
                                   ArrayRef<AsyncTaskId> tasks);
  Operation *sliceDot(WarpGroupDotOp dot, unsigned dim,
                      ArrayRef<AsyncTaskId> tasks);
  Operation *sliceLoop(scf::ForOp loop);
  Operation *sliceYield(scf::YieldOp yield);
  Operation *fail(Operation *op, StringRef rule) {
    if (!unsupported) {
      unsupported = op;
      unsupportedRule = rule.str();
    }
    return op;
  }
};

void Slicer::sliceValue(Value value) {
  if (Operation *def = value.getDefiningOp()) {
    slice(def);
    return;
  }
  slice(cast<BlockArgument>(value).getOwner()->getParentOp());
}

/// The tasks of a copy: this slice's consumer, the producer's task, or
/// both where the op runs in both.
SmallVector<AsyncTaskId> Slicer::tasksOfSlice(Operation *op) {
  SmallVector<AsyncTaskId> tasks = getAsyncTaskIds(op);
  unsigned parts = plan.numPartitions;
  if (tasks.size() == parts)
    return {tasks[offset]};
  if (tasks.size() == 1)
    return {tasks.front()};
  if (tasks.size() > parts)
    return {tasks.front(), tasks[offset + 1]};
  fail(op, "its tasks are fewer than the slices");
  return tasks;
}

Type Slicer::slicedType(Type type, unsigned dim) {
  unsigned parts = plan.numPartitions;
  if (auto memdesc = dyn_cast<ttg::MemDescType>(type))
    return ttg::MemDescType::get(
        slicedShape(memdesc.getShape(), dim, parts), memdesc.getElementType(),
        memdesc.getEncoding(), memdesc.getMemorySpace(),
        memdesc.getMutableMemory());
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return RankedTensorType::get(slicedShape(tensor.getShape(), dim, parts),
                                 tensor.getElementType(), tensor.getEncoding());
  if (auto desc = dyn_cast<TensorDescType>(type)) {
    RankedTensorType block = desc.getBlockType();
    return TensorDescType::get(
        type.getContext(),
        RankedTensorType::get(slicedShape(block.getShape(), dim, parts),
                              block.getElementType(), block.getEncoding()));
  }
  return type;
}

/// A clone of `op` before it, on `tasks`, its results cut along `dim`
/// (kept whole for a whole copy and for a dot cut along K).
Operation *Slicer::copy(Operation *op, unsigned dim,
                        ArrayRef<AsyncTaskId> tasks) {
  OpBuilder builder(op);
  Operation *clone = builder.clone(*op, mapping);
  setAsyncTaskIds(clone, tasks);
  bool keepShape = dim == kWholeDim;
  if (isa<WarpGroupDotOp>(op))
    keepShape |= plan.dotOperand[op] != dim;
  for (auto [result, cloned] :
       llvm::zip(op->getResults(), clone->getResults())) {
    if (!keepShape) {
      if (auto memdesc = dyn_cast<ttg::MemDescType>(result.getType());
          memdesc && isa<TensorMemoryEncodingAttr>(memdesc.getEncoding()))
        fail(op, "tensor memory (Triton 3.6 reaches it only on sm100)");
      cloned.setType(slicedType(result.getType(), dim));
    }
    record(result, cloned);
  }
  return clone;
}

Operation *Slicer::sliceConstant(arith::ConstantOp op, unsigned dim) {
  auto value = dyn_cast<SplatElementsAttr>(op.getValue());
  if (!value)
    return fail(op, "a constant that is not a splat");
  auto type = cast<ShapedType>(value.getType());
  auto sliced = value.resizeSplat(
      type.clone(slicedShape(type.getShape(), dim, plan.numPartitions)));
  OpBuilder builder(op);
  auto copied = arith::ConstantOp::create(builder, op.getLoc(), sliced);
  // The copy keeps all the original's tasks: the folder may merge it with
  // another slice's.
  setAsyncTaskIds(copied, getAsyncTaskIds(op));
  record(op.getResult(), copied.getResult());
  return copied;
}

Operation *Slicer::sliceRange(MakeRangeOp op, ArrayRef<AsyncTaskId> tasks) {
  int32_t size = (op.getEnd() - op.getStart()) / plan.numPartitions;
  int32_t start = op.getStart() + offset * size;
  auto type = cast<RankedTensorType>(op.getType());
  OpBuilder builder(op);
  auto copied = MakeRangeOp::create(
      builder, op.getLoc(),
      RankedTensorType::get({size}, builder.getI32Type(), type.getEncoding()),
      start, start + size);
  setAsyncTaskIds(copied, tasks);
  record(op.getResult(), copied.getResult());
  return copied;
}

/// A descriptor load or store of the slice: the coordinate along `dim`
/// moves by the slices before this one.
Operation *Slicer::sliceDescriptorAccess(Operation *op, unsigned dim,
                                         ArrayRef<AsyncTaskId> tasks) {
  Value desc, coord;
  int64_t extent;
  if (auto load = dyn_cast<DescriptorLoadOp>(op)) {
    desc = load.getDesc();
    coord = load.getIndices()[dim];
    extent = load.getType().getShape()[dim];
  } else {
    auto store = cast<DescriptorStoreOp>(op);
    desc = store.getDesc();
    coord = store.getIndices()[dim];
    extent = store.getSrc().getType().getShape()[dim];
  }
  sliceValue(desc);
  if (offset) {
    Operation *coordDef = coord.getDefiningOp();
    if (!coordDef)
      return fail(op, "a coordinate that is a block argument along the cut "
                      "dimension (Triton 3.6 crashes there)");
    OpBuilder builder(op->getContext());
    builder.setInsertionPointAfter(coordDef);
    auto step = arith::ConstantIntOp::create(
        builder, op->getLoc(), offset * extent / plan.numPartitions, 32);
    auto moved = arith::AddIOp::create(builder, op->getLoc(), coord, step);
    setAsyncTaskIds(step, tasks);
    setAsyncTaskIds(moved, tasks);
    record(coord, moved);
  }
  return copy(op, dim, tasks);
}

Operation *Slicer::sliceDot(WarpGroupDotOp dot, unsigned dim,
                            ArrayRef<AsyncTaskId> tasks) {
  unsigned cut = plan.dotOperand[dot];
  sliceValue(dot->getOperand(cut));
  if (cut != dim)
    sliceValue(dot->getOperand(1 - cut));
  sliceValue(dot.getC());
  return copy(dot, dim, tasks);
}

/// The loop again, with one more iter arg per init value this slice cut;
/// the original is erased once the slice is done.
Operation *Slicer::sliceLoop(scf::ForOp loop) {
  SmallVector<Value> inits(loop.getInitArgs());
  SmallVector<std::pair<unsigned, unsigned>> added;
  for (auto [index, init] : llvm::enumerate(loop.getInitArgs())) {
    sliceValue(init);
    if (isa<BlockArgument>(init))
      return fail(loop, "an init value that is a block argument");
    Value sliced = mapping.lookupOrNull(init);
    if (!sliced)
      continue;
    inits.push_back(sliced);
    loop.getBody()->addArgument(sliced.getType(), loop.getLoc());
    added.push_back({index, inits.size() - 1});
  }
  OpBuilder builder(loop);
  auto newLoop =
      scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                         loop.getUpperBound(), loop.getStep(), inits);
  newLoop->setAttrs(loop->getAttrs());
  newLoop.getRegion().takeBody(loop.getRegion());
  for (auto [result, newResult] :
       llvm::zip(loop.getResults(), newLoop.getResults()))
    result.replaceAllUsesWith(newResult);
  plan.ops.insert(newLoop);
  loop->setAttr(kToBeRemoved, builder.getUnitAttr());
  for (auto [original, sliced] : added) {
    record(newLoop.getResult(original), newLoop.getResult(sliced));
    record(newLoop.getRegionIterArg(original),
           newLoop.getRegionIterArg(sliced));
  }
  TT_DEBUG(TT_DBGS() << "slice " << offset << ": the loop gets " << added.size()
                     << " more iter args\n");
  return newLoop;
}

/// The yield gets the sliced values after its own.
Operation *Slicer::sliceYield(scf::YieldOp yield) {
  unsigned count = yield.getNumOperands();
  for (unsigned i = 0; i < count; ++i) {
    Value operand = yield.getOperand(i);
    sliceValue(operand);
    if (Value sliced = mapping.lookupOrNull(operand))
      yield->insertOperands(yield.getNumOperands(), sliced);
  }
  return yield;
}

Operation *Slicer::slice(Operation *op) {
  if (!plan.ops.contains(op))
    return op;
  if (Operation *done = mapping.lookupOrNull(op))
    return done;
  if (copies.contains(op) || unsupported)
    return op;
  unsigned dim = plan.dims[op];
  SmallVector<AsyncTaskId> tasks = tasksOfSlice(op);
  Operation *sliced = nullptr;
  if (auto loop = dyn_cast<scf::ForOp>(op)) {
    sliced =
        dim == kWholeDim ? fail(op, "a loop copied whole") : sliceLoop(loop);
  } else if (dim == kWholeDim || op->hasTrait<OpTrait::Elementwise>() ||
             isa<ttg::ConvertLayoutOp, BroadcastOp, SplatOp, ExpandDimsOp,
                 FpToFpOp, AtomicRMWOp, ttg::LocalAllocOp, StoreOp, LoadOp,
                 TransOp, ttg::MemDescTransOp>(op)) {
    // A transpose's copy is cut along its own (result) dimension.
    sliceOperands(op);
    sliced = copy(op, dim, tasks);
  } else if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    sliced = sliceConstant(constant, dim);
  } else if (auto range = dyn_cast<MakeRangeOp>(op)) {
    sliced = sliceRange(range, tasks);
  } else if (isa<DescriptorLoadOp, DescriptorStoreOp>(op)) {
    sliced = sliceDescriptorAccess(op, dim, tasks);
  } else if (isa<MakeTensorDescOp, ReinterpretTensorDescOp>(op)) {
    sliced = copy(op, dim, tasks);
  } else if (auto dot = dyn_cast<WarpGroupDotOp>(op)) {
    sliced = sliceDot(dot, dim, tasks);
  } else if (auto yield = dyn_cast<scf::YieldOp>(op)) {
    sliced = sliceYield(yield);
  } else if (auto reduce = dyn_cast<ReduceOp>(op)) {
    if (reduce.getAxis() == dim)
      return fail(op, "a reduction along the cut dimension");
    sliceOperands(op);
    sliced = copy(op, dim, tasks);
    sliced->walk([&](Operation *nested) { setAsyncTaskIds(nested, tasks); });
  } else {
    return fail(op, "it has no rule for slicing this op");
  }
  if (unsupported)
    return op;
  mapping.map(op, sliced);
  copies.map(sliced, op);
  return sliced;
}

/// Phase 3: erases the planned ops nothing uses any more (the originals),
/// then, in a greedy rewrite that also folds and erases dead ops, the loop
/// arguments only they used, until none is left.
LogicalResult eraseOriginals(FuncOp func, Plan &plan) {
  while (true) {
    SmallVector<Operation *> unused;
    func.walk([&](Operation *op) {
      if (!isa<scf::YieldOp>(op) && plan.ops.contains(op) && op->use_empty())
        unused.push_back(op);
    });
    if (unused.empty())
      return success();
    for (Operation *op : unused) {
      plan.ops.remove(op);
      op->erase();
    }
    RewritePatternSet patterns(func.getContext());
    ttg::populateForOpDeadArgumentElimination(patterns);
    // scf.for's iter-arg folding as Triton 3.6's MLIR has it.
    populateForOpIterArgsFolder(patterns);
    scf::ForOp::getCanonicalizationPatterns(patterns, func.getContext());
    scf::IfOp::getCanonicalizationPatterns(patterns, func.getContext());
    // A bound on the rewrites, should the patterns undo each other.
    GreedyRewriteConfig config;
    config.setMaxNumRewrites(kMaxCleanupRewrites);
    if (failed(applyPatternsGreedily(func, std::move(patterns), config)))
      return failure();
  }
}

/// Each arith op gets the tasks of the ops that use it, and a yield or an
/// scf.if the tasks of a value only it uses, until nothing changes.
void fixTaskIds(FuncOp func) {
  bool changed = true;
  while (changed) {
    changed = false;
    func.walk([&](Operation *op) {
      SmallVector<AsyncTaskId> tasks = getAsyncTaskIds(op);
      for (Value operand : op->getOperands()) {
        Operation *def = operand.getDefiningOp();
        if (!def || isa<LoadOp, DescriptorLoadOp>(def))
          continue;
        SmallVector<AsyncTaskId> defTasks = getAsyncTaskIds(def);
        if (!containsAll(defTasks, tasks) &&
            !isa<scf::YieldOp, scf::ForOp, scf::IfOp>(op) &&
            isa<arith::ArithDialect>(def->getDialect())) {
          addAsyncTaskIds(def, tasks);
          changed = true;
        }
        if (operand.hasOneUse() && !containsAll(tasks, defTasks) &&
            isa<scf::YieldOp, scf::IfOp>(op)) {
          addAsyncTaskIds(op, defTasks);
          changed = true;
        }
      }
    });
  }
}

/// The extra copies of the constants the plan reaches along several
/// dimensions: each user takes the copy of its own dimension.
LogicalResult rematerializeOps(Plan &plan) {
  for (auto &[op, opDims] : plan.rematerialized) {
    if (isa<ttg::LocalAllocOp>(op))
      return emitError(op->getLoc())
             << "nvgpu-warp-specialization: data partitioning would cut "
                "this local_alloc along two dimensions (Triton 3.6 makes a "
                "view of it that uses itself)";
    auto userDim = [&](Operation *user) {
      unsigned dim = plan.dims[user];
      if (std::optional<ArrayRef<int32_t>> order = transposeOrder(user))
        return flipDim(dim, *order, /*forward=*/true);
      if (isa<WarpGroupDotOp>(user) && plan.dotOperand[user] != dim)
        return kWholeDim;
      return dim;
    };
    OpBuilder builder(op);
    for (unsigned dim : llvm::drop_begin(opDims)) {
      Operation *copied = builder.clone(*op);
      plan.ops.insert(copied);
      plan.dims[copied] = dim;
      TT_DEBUG(TT_DBGS() << describeOp(copied) << ": the copy of "
                         << describeOp(op) << " along " << dimName(dim)
                         << "\n");
      op->getResult(0).replaceUsesWithIf(
          copied->getResult(0),
          [&](OpOperand &use) { return userDim(use.getOwner()) == dim; });
    }
  }
  return success();
}

} // namespace

DataPartitionResult partitionData(FuncOp func, unsigned numConsumerGroups) {
  Plan plan;
  Planner planner;
  bool planned = planner.planFunction(func, plan);
  if (planner.unsupported) {
    emitError(planner.unsupported->getLoc())
        << "nvgpu-warp-specialization: data partitioning stops at this op: "
        << planner.unsupportedRule;
    return DataPartitionResult::Error;
  }
  if (!planned) {
    if (numConsumerGroups > 1) {
      TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": the dots cannot be "
                         << "split among " << numConsumerGroups
                         << " consumers\n");
      return DataPartitionResult::Retry;
    }
    TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": one consumer group, "
                       << "the dots stay whole\n");
    return DataPartitionResult::Done;
  }
  if (failed(rematerializeOps(plan)))
    return DataPartitionResult::Error;
  for (unsigned offset = 0; offset < plan.numPartitions; ++offset) {
    Slicer slicer(plan, offset);
    unsigned count = plan.ops.size();
    for (unsigned i = 0; i < count && !slicer.unsupported; ++i)
      slicer.slice(plan.ops[i]);
    if (slicer.unsupported) {
      emitError(slicer.unsupported->getLoc())
          << "nvgpu-warp-specialization: data partitioning stops at this op: "
          << slicer.unsupportedRule;
      return DataPartitionResult::Error;
    }
    SmallVector<Operation *> replaced;
    for (Operation *op : plan.ops)
      if (op->hasAttr(kToBeRemoved))
        replaced.push_back(op);
    for (Operation *op : replaced) {
      plan.ops.remove(op);
      op->erase();
    }
  }
  if (failed(eraseOriginals(func, plan))) {
    emitError(func.getLoc(),
              "nvgpu-warp-specialization: the clean-up after data "
              "partitioning did not converge");
    return DataPartitionResult::Error;
  }
  fixTaskIds(func);
  return DataPartitionResult::Done;
}

} // namespace mlir::triton::nvidia_gpu
