//===- Utility.cpp - Helpers shared by TritonGPU passes -------------------===//
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonGPU/Transforms/DeadIterArgs.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/IR/LoopAttributes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "llvm/ADT/TypeSwitch.h"

#include <algorithm>
#include <numeric>
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/Triton/IR/Interfaces.h"
#include "tt/Dialect/Triton/IR/Traits.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

Value mlir::triton::gpu::getMemAccessPtr(Operation *op) {
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<LoadOp, StoreOp, AtomicRMWOp, AtomicCASOp>(
          [](auto memOp) { return memOp.getPtr(); })
      .Case([](AsyncCopyGlobalToLocalOp copy) { return copy.getSrc(); })
      .Default([](Operation *) { return Value(); });
}

SmallVector<unsigned>
mlir::triton::gpu::getOrderFromContiguity(ArrayRef<int64_t> contiguity) {
  // Triton 3.6 sorts the dims 0, 1, ... stably, so ties keep the lower dim
  // first: contiguity [1, 1] gives [0, 1], [1, 1, 64] gives [2, 0, 1].
  SmallVector<unsigned> order(contiguity.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](unsigned a, unsigned b) {
    return contiguity[a] > contiguity[b];
  });
  return order;
}

Operation *mlir::triton::gpu::convertDistributedOpEncoding(Attribute encoding,
                                                           Operation *op) {
  OpBuilder builder(op);
  auto inEncoding = [&](Type type) -> Type {
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      return tensor.cloneWithEncoding(encoding);
    return type;
  };
  Operation *newOp = builder.clone(*op);
  // Like Triton, every tensor operand gets a convert, even one that is
  // already in `encoding`; remove-layout-conversions folds them later.
  for (OpOperand &operand : newOp->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType()))
      operand.set(ConvertLayoutOp::create(
          builder, op->getLoc(), inEncoding(operand.get().getType()),
          operand.get()));
  // The clone went in before the converts of its operands; put it after.
  newOp->moveBefore(op);
  bool keepResults = isa<AsyncCopyGlobalToLocalOp>(op);
  for (auto [oldResult, newResult] :
       llvm::zip(op->getResults(), newOp->getResults())) {
    Value replacement = newResult;
    if (!keepResults && inEncoding(oldResult.getType()) != oldResult.getType()) {
      newResult.setType(inEncoding(oldResult.getType()));
      replacement = ConvertLayoutOp::create(builder, op->getLoc(),
                                            oldResult.getType(), newResult);
    }
    oldResult.replaceAllUsesWith(replacement);
  }
  op->erase();
  return newOp;
}

SmallVector<unsigned>
mlir::triton::gpu::getOrderForMemory(RankedTensorType type) {
  FailureOr<LinearLayout> layout = toLinearLayout(type);
  if (failed(layout))
    return {};
  SmallVector<unsigned> order = layout->getOrder();
  SmallVector<unsigned> threadOrder =
      layout->getOrderOf(StringAttr::get(type.getContext(), "lane"));
  if (order == threadOrder)
    return order;
  // A thread holding a single element along the lanes' fastest dim makes the
  // register order meaningless there; the lanes' order then decides.
  if (layout->getSizePerThread()[threadOrder[0]] == 1)
    return threadOrder;
  return order;
}

SmallVector<unsigned>
mlir::triton::gpu::mmaVersionToInstrShape(int version,
                                          ArrayRef<int64_t> shapePerCTA,
                                          Type elementType, int numWarps) {
  unsigned rank = shapePerCTA.size();
  unsigned k = 256 / elementType.getIntOrFloatBitWidth();
  if (version == 2) {
    SmallVector<unsigned> shape(rank, 1);
    shape[rank - 2] = 16;
    shape[rank - 1] = 8;
    return shape;
  }
  if (version == 5) {
    unsigned m = shapePerCTA[0] >= 128 ? 128 : 64;
    unsigned n = std::min<int64_t>(shapePerCTA[1], 256);
    return {m, n, k};
  }
  // v3: the widest wgmma N (multiples of 8 up to 256; of 16 up to 224 for
  // int8) that divides N and does not exceed what one warp group covers.
  constexpr unsigned m = 16;
  unsigned mWarps = std::max<unsigned>(shapePerCTA[0] / m, 1);
  unsigned nWarps = std::max<unsigned>(numWarps / mWarps, 1);
  unsigned maxN = std::max<unsigned>(shapePerCTA[1] / nWarps, 8);
  bool isInt8 = elementType.isInteger(8);
  unsigned largest = isInt8 ? 224 : 256;
  for (unsigned n = largest; n >= 8; n -= (isInt8 && n > 32) ? 16 : 8) {
    if (shapePerCTA[1] % n == 0 && n <= maxN)
      return {m, n, k};
  }
  return {};
}

//===----------------------------------------------------------------------===//
// Layout inference through single ops
//===----------------------------------------------------------------------===//

/// reduce(x in P) along `axis` is in slice(axis, P); expand_dims undoes it.
static Attribute sliceOf(Attribute parent, unsigned axis) {
  auto distributed = dyn_cast<DistributedEncodingTrait>(parent);
  if (!distributed)
    return {};
  return SliceEncodingAttr::get(parent.getContext(), axis, distributed);
}

static Attribute parentOfSlice(Attribute encoding, unsigned axis) {
  auto slice = dyn_cast<SliceEncodingAttr>(encoding);
  if (!slice || slice.getDim() != axis)
    return {};
  return slice.getParent();
}

Attribute mlir::triton::gpu::inferReshapeEncoding(
    ArrayRef<int64_t> fromShape, Attribute encoding, ArrayRef<int64_t> toShape,
    std::optional<Location> loc) {
  Attribute result;
  const auto *inferLayout = getInferLayoutInterface(encoding);
  if (!inferLayout || failed(inferLayout->inferReshapeOpEncoding(
                          fromShape, encoding, toShape, result, loc)))
    return {};
  return result;
}

/// A reshape that keeps each thread's elements (no reordering allowed): the
/// inference is symmetric, so it serves both directions.
static Attribute inferReshape(ArrayRef<int64_t> fromShape, Attribute encoding,
                              ArrayRef<int64_t> toShape, bool allowReorder) {
  // Reordering reshapes are anchors: their result layout is free.
  if (allowReorder)
    return {};
  return inferReshapeEncoding(fromShape, encoding, toShape);
}

static Attribute inferTrans(Attribute encoding, ArrayRef<int64_t> shape,
                            ArrayRef<int32_t> order) {
  Attribute result;
  const auto *inferLayout = getInferLayoutInterface(encoding);
  if (!inferLayout || failed(inferLayout->inferTransOpEncoding(
          encoding, shape, order, result, std::nullopt)))
    return {};
  return result;
}

static Attribute inferJoin(Attribute encoding, ArrayRef<int64_t> shape) {
  Attribute result;
  const auto *inferLayout = getInferLayoutInterface(encoding);
  if (!inferLayout || failed(inferLayout->inferJoinOpEncoding(
          encoding, result, shape, std::nullopt)))
    return {};
  return result;
}

static Attribute inferSplit(Attribute encoding, ArrayRef<int64_t> shape) {
  Attribute result;
  const auto *inferLayout = getInferLayoutInterface(encoding);
  if (!inferLayout || failed(inferLayout->inferSplitOpEncoding(
          encoding, result, shape, std::nullopt)))
    return {};
  return result;
}

/// Ops whose tensor operands and results share one encoding.
static bool keepsEncoding(Operation *op) {
  return op->hasTrait<OpTrait::SameOperandsAndResultEncoding>() ||
         op->hasTrait<OpTrait::SameLoadStoreOperandsAndResultEncoding>() ||
         op->hasTrait<OpTrait::Elementwise>() ||
         isa<scf::WhileOp, scf::YieldOp, scf::ConditionOp,
             nvidia_gpu::WarpGroupDotWaitOp>(op);
}

static ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

Attribute mlir::triton::gpu::inferFp4ToFpEncoding(ArrayRef<int64_t> shape,
                                                  unsigned axis,
                                                  Attribute encoding,
                                                  bool forward) {
  Attribute result;
  const auto *inferLayout = getInferLayoutInterface(encoding);
  if (!inferLayout ||
      failed(inferLayout->inferFp4ToFpOpEncoding(shape, axis, encoding, result,
                                                 forward, std::nullopt)))
    return {};
  return result;
}

Attribute mlir::triton::gpu::inferSrcEncoding(Operation *op,
                                              Attribute encoding) {
  // Scans are only lowered from blocked layouts.
  if (isa<ScanOp>(op) && !isa<BlockedEncodingAttr>(encoding))
    return {};
  if (keepsEncoding(op))
    return encoding;
  return llvm::TypeSwitch<Operation *, Attribute>(op)
      .Case([&](ReduceOp reduce) {
        return parentOfSlice(encoding, reduce.getAxis());
      })
      .Case([&](ExpandDimsOp expand) {
        return sliceOf(encoding, expand.getAxis());
      })
      .Case([&](JoinOp join) {
        return inferSplit(encoding, shapeOf(join.getResult()));
      })
      .Case([&](SplitOp split) {
        return inferJoin(encoding, shapeOf(split.getOutLHS()));
      })
      .Case([&](TransOp trans) {
        // trans(x, order) = y  <=>  trans(y, inverse(order)) = x.
        SmallVector<int32_t> inverse(trans.getOrder().size());
        for (auto [i, dim] : llvm::enumerate(trans.getOrder()))
          inverse[dim] = i;
        return inferTrans(encoding, shapeOf(trans.getResult()), inverse);
      })
      .Case([&](ReshapeOp reshape) {
        return inferReshape(shapeOf(reshape.getResult()), encoding,
                            shapeOf(reshape.getSrc()), reshape.getAllowReorder());
      })
      .Case([&](GatherOp) { return encoding; })
      .Case([&](Fp4ToFpOp unpack) {
        return inferFp4ToFpEncoding(shapeOf(unpack.getResult()),
                                    unpack.getAxis(), encoding,
                                    /*forward=*/false);
      })
      .Default([](Operation *) { return Attribute(); });
}

Attribute mlir::triton::gpu::inferDstEncoding(Operation *op,
                                              Attribute encoding) {
  if (isa<ScanOp>(op) && !isa<BlockedEncodingAttr>(encoding))
    return {};
  if (keepsEncoding(op) || isa<scf::ForOp>(op))
    return encoding;
  return llvm::TypeSwitch<Operation *, Attribute>(op)
      .Case([&](ReduceOp reduce) { return sliceOf(encoding, reduce.getAxis()); })
      .Case([&](ExpandDimsOp expand) {
        return parentOfSlice(encoding, expand.getAxis());
      })
      .Case([&](JoinOp join) {
        return inferJoin(encoding, shapeOf(join.getLhs()));
      })
      .Case([&](SplitOp split) {
        return inferSplit(encoding, shapeOf(split.getSrc()));
      })
      .Case([&](TransOp trans) {
        return inferTrans(encoding, shapeOf(trans.getSrc()), trans.getOrder());
      })
      .Case([&](ReshapeOp reshape) {
        return inferReshape(shapeOf(reshape.getSrc()), encoding,
                            shapeOf(reshape.getResult()),
                            reshape.getAllowReorder());
      })
      // The result takes the layout of the indices.
      .Case([&](GatherOp) { return encoding; })
      .Case([&](Fp4ToFpOp unpack) {
        return inferFp4ToFpEncoding(shapeOf(unpack.getSrc()), unpack.getAxis(),
                                    encoding, /*forward=*/true);
      })
      .Default([](Operation *) { return Attribute(); });
}

//===----------------------------------------------------------------------===//
// Costs of layouts
//===----------------------------------------------------------------------===//

bool mlir::triton::gpu::isExpensiveLoadOrStore(Operation *op) {
  Type ptrType = op->getOperand(0).getType();
  // A block pointer (pointer to a tensor).
  if (auto ptr = dyn_cast<PointerType>(ptrType);
      ptr && isa<RankedTensorType>(ptr.getPointeeType()))
    return true;
  // A scalar, or a single element every thread loads, is cheap.
  auto tensor = dyn_cast<RankedTensorType>(ptrType);
  if (!tensor || tensor.getNumElements() == 1)
    return false;
  // With fewer elements than threads, most loads hit in cache.
  int64_t threads = lookupNumWarps(op).value_or(4) * lookupThreadsPerWarp(op);
  return tensor.getNumElements() >= threads;
}

bool mlir::triton::gpu::canFoldIntoConversion(Operation *op,
                                              Attribute targetEncoding) {
  if (auto cat = dyn_cast<CatOp>(op))
    return !isExpensiveCat(cat, targetEncoding);
  if (auto convert = dyn_cast<ConvertLayoutOp>(op)) {
    // An mma layout is only reached from itself.
    if (isa<NvidiaMmaEncodingAttr>(targetEncoding))
      return convert.getSrc().getType().getEncoding() == targetEncoding;
    return true;
  }
  if (auto reshape = dyn_cast<ReshapeOp>(op)) {
    auto newType = reshape.getType().cloneWithEncoding(targetEncoding);
    return reshape.getAllowReorder() && !reshape.getEfficientLayout() &&
           !isExpensiveView(reshape.getSrc().getType(), newType);
  }
  return isa<arith::ConstantOp, MakeRangeOp, SplatOp, HistogramOp,
             LocalAllocOp, LocalLoadOp, LocalStoreOp>(op);
}

bool mlir::triton::gpu::convertReordersRegisters(RankedTensorType type,
                                                 Attribute encoding) {
  FailureOr<LinearLayout> src = toLinearLayout(type);
  FailureOr<LinearLayout> dst =
      toLinearLayout(type.getShape(), encoding);
  return succeeded(src) && succeeded(dst) &&
         src->convertOnlyPermutesRegisters(*dst);
}

//===----------------------------------------------------------------------===//
// Backward slices in a target layout
//===----------------------------------------------------------------------===//

LogicalResult mlir::triton::gpu::getConvertBackwardSlice(
    OpOperand &root, SetVector<Value> &slice, Attribute rootEncoding,
    DenseMap<Value, Attribute> &layout, std::function<bool(Operation *)> stop,
    std::function<Value(OpOperand &, Attribute)> existing) {
  DenseSet<std::pair<OpOperand *, Attribute>> seen;
  SmallVector<std::pair<OpOperand *, Attribute>> queue;
  auto enqueue = [&](OpOperand &operand, Attribute encoding) {
    if (seen.insert({&operand, encoding}).second)
      queue.push_back({&operand, encoding});
  };
  // Every value of the slice has exactly one encoding.
  auto assign = [&](Value value, Attribute encoding) {
    slice.insert(value);
    Attribute &known = layout[value];
    if (known && known != encoding)
      return failure();
    known = encoding;
    return success();
  };

  enqueue(root, rootEncoding);
  while (!queue.empty()) {
    auto [use, encoding] = queue.pop_back_val();
    Value value = use->get();
    if (!isa<RankedTensorType>(value.getType()))
      continue;
    // Loop results would need the loop rewritten from outside: not done.
    if (value.getDefiningOp<scf::ForOp>())
      return failure();
    if (failed(assign(value, encoding)))
      return failure();
    if (existing)
      if (Value copy = existing(*use, encoding)) {
        if (failed(assign(copy, encoding)))
          return failure();
        value = copy;
      }

    if (auto ifOp = value.getDefiningOp<scf::IfOp>()) {
      if (stop && stop(ifOp))
        continue;
      unsigned index = cast<OpResult>(value).getResultNumber();
      enqueue(ifOp.thenYield()->getOpOperand(index), encoding);
      enqueue(ifOp.elseYield()->getOpOperand(index), encoding);
      continue;
    }
    if (Operation *def = value.getDefiningOp()) {
      for (Value result : def->getResults())
        if (result != value && isa<RankedTensorType>(result.getType()) &&
            failed(assign(result, encoding)))
          return failure();
      auto convert = dyn_cast<ConvertLayoutOp>(def);
      if (convert &&
          convertReordersRegisters(convert.getSrc().getType(),
                                   convert.getType().getEncoding())) {
        enqueue(convert.getSrcMutable(), encoding);
        continue;
      }
      if (canFoldIntoConversion(def, encoding) || (stop && stop(def)))
        continue;
      if (isa<CatOp>(def))
        return failure();
      Attribute srcEncoding = inferSrcEncoding(def, encoding);
      if (!srcEncoding)
        return failure();
      // A gather's layout only flows between its indices and its result.
      if (auto gather = dyn_cast<GatherOp>(def)) {
        enqueue(gather.getIndicesMutable(), srcEncoding);
        continue;
      }
      for (OpOperand &operand : def->getOpOperands()) {
        // An operand already in the layout it needs ends the slice there.
        if (auto type = dyn_cast<RankedTensorType>(operand.get().getType());
            type && type.getEncoding() == srcEncoding)
          continue;
        enqueue(operand, srcEncoding);
      }
      continue;
    }
    auto arg = cast<BlockArgument>(value);
    auto forOp = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!forOp)
      return failure();
    enqueue(*forOp.getTiedLoopInit(arg), encoding);
    enqueue(*forOp.getTiedLoopYieldedValue(arg), encoding);
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Clones with new operand types
//===----------------------------------------------------------------------===//

LogicalResult mlir::triton::gpu::inferResultTypes(Operation *op) {
  auto inferable = dyn_cast<InferTypeOpInterface>(op);
  if (!inferable)
    return failure();
  SmallVector<Type> types;
  if (failed(inferable.inferReturnTypes(
          op->getContext(), op->getLoc(), op->getOperands(),
          op->getAttrDictionary(), op->getPropertiesStorage(),
          op->getRegions(), types)))
    return failure();
  for (auto [result, type] : llvm::zip_equal(op->getResults(), types))
    result.setType(type);
  return success();
}

Operation *mlir::triton::gpu::cloneWithInferType(OpBuilder &builder,
                                                 Operation *op,
                                                 IRMapping &mapping) {
  Operation *clone = builder.clone(*op, mapping);
  if (llvm::equal(op->getOperandTypes(), clone->getOperandTypes()))
    return clone;
  if (failed(inferResultTypes(clone))) {
    clone->erase();
    return nullptr;
  }
  return clone;
}

//===----------------------------------------------------------------------===//
// scf ops with more results
//===----------------------------------------------------------------------===//

scf::ForOp mlir::triton::gpu::replaceForOpWithNewSignature(
    OpBuilder &builder, scf::ForOp loop, ValueRange newInits,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(loop);
  SmallVector<Value> inits(loop.getInitArgs());
  inits.append(newInits.begin(), newInits.end());
  auto newLoop =
      scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                         loop.getUpperBound(), loop.getStep(), inits);
  newLoop->setAttrs(loop->getAttrs());
  newLoop.getBody()->erase();
  newLoop.getRegion().getBlocks().splice(newLoop.getRegion().begin(),
                                         loop.getRegion().getBlocks());
  for (Value init : newInits)
    newLoop.getBody()->addArgument(init.getType(), init.getLoc());
  for (auto [oldResult, newResult] : llvm::zip(
           loop.getResults(), newLoop.getResults().take_front(loop.getNumResults())))
    replacements.push_back({oldResult, newResult});
  return newLoop;
}

scf::IfOp mlir::triton::gpu::replaceIfOpWithNewSignature(
    OpBuilder &builder, scf::IfOp ifOp, TypeRange newResultTypes,
    SmallVectorImpl<std::tuple<Value, Value>> &replacements) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(ifOp);
  SmallVector<Type> types(ifOp.getResultTypes());
  types.append(newResultTypes.begin(), newResultTypes.end());
  auto newIf = scf::IfOp::create(builder, ifOp.getLoc(), types,
                                 ifOp.getCondition());
  newIf->setAttrs(ifOp->getAttrs());
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  scf::IfOp::ensureTerminator(newIf.getThenRegion(), builder, ifOp.getLoc());
  scf::IfOp::ensureTerminator(newIf.getElseRegion(), builder, ifOp.getLoc());
  for (auto [oldResult, newResult] : llvm::zip(
           ifOp.getResults(), newIf.getResults().take_front(ifOp.getNumResults())))
    replacements.push_back({oldResult, newResult});
  return newIf;
}

//===----------------------------------------------------------------------===//
// Dead iter args
//===----------------------------------------------------------------------===//

/// The values of `forOp`'s body that its used results and its side
/// effects need.
static DenseSet<Value> liveLoopValues(scf::ForOp forOp) {
  Block &body = *forOp.getBody();
  Operation *yield = body.getTerminator();
  DenseSet<Value> live;
  SmallVector<Value> queue;
  auto markLive = [&](Value value) {
    if (live.insert(value).second)
      queue.push_back(value);
  };
  for (auto [index, result] : llvm::enumerate(forOp.getResults()))
    if (!result.use_empty())
      markLive(yield->getOperand(index));
  body.walk([&](Operation *op) {
    if (!isa<scf::YieldOp, scf::ForOp>(op) && !wouldOpBeTriviallyDead(op))
      for (Value operand : op->getOperands())
        markLive(operand);
  });
  while (!queue.empty()) {
    Value value = queue.pop_back_val();
    if (auto nested = value.getDefiningOp<scf::ForOp>()) {
      auto result = cast<OpResult>(value);
      markLive(nested.getTiedLoopInit(result)->get());
      markLive(nested.getBody()->getTerminator()->getOperand(
          result.getResultNumber()));
      continue;
    }
    if (auto ifOp = value.getDefiningOp<scf::IfOp>()) {
      unsigned index = cast<OpResult>(value).getResultNumber();
      markLive(ifOp.getCondition());
      markLive(ifOp.thenYield().getOperand(index));
      if (!ifOp.getElseRegion().empty())
        markLive(ifOp.elseYield().getOperand(index));
      continue;
    }
    if (Operation *def = value.getDefiningOp()) {
      for (Value operand : def->getOperands())
        markLive(operand);
      continue;
    }
    auto arg = cast<BlockArgument>(value);
    auto owner = dyn_cast<scf::ForOp>(arg.getOwner()->getParentOp());
    if (!owner || arg.getArgNumber() < owner.getNumInductionVars())
      continue;
    markLive(owner.getTiedLoopYieldedValue(arg)->get());
    markLive(owner.getTiedLoopInit(arg)->get());
  }
  return live;
}

/// The iter args of `forOp` nothing needs and whose yield is not the arg
/// itself. With `keepOutside`, not those that yield a value from outside
/// the loop other than their init: the loop returns it after one trip and
/// the init after none.
static SmallVector<unsigned> deadIterArgs(scf::ForOp forOp,
                                          bool keepOutside) {
  DenseSet<Value> live = liveLoopValues(forOp);
  Operation *yield = forOp.getBody()->getTerminator();
  SmallVector<unsigned> dead;
  for (auto [index, operand] : llvm::enumerate(yield->getOperands())) {
    if (live.contains(operand) || operand == forOp.getRegionIterArgs()[index])
      continue;
    bool fromOutside =
        !forOp->isAncestor(operand.getParentRegion()->getParentOp());
    if (keepOutside && fromOutside && operand != forOp.getInitArgs()[index])
      continue;
    dead.push_back(index);
  }
  return dead;
}

/// Points the yields of `dead` iter args at the args themselves.
static void yieldOwnArgs(scf::ForOp forOp, ArrayRef<unsigned> dead) {
  Operation *yield = forOp.getBody()->getTerminator();
  for (unsigned index : dead)
    yield->setOperand(index, forOp.getRegionIterArgs()[index]);
}

namespace {
/// deadIterArgs/yieldOwnArgs as a pattern, keeping the values a loop yields
/// from outside it.
struct ForOpDeadArgElimination : OpRewritePattern<scf::ForOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(scf::ForOp forOp,
                                PatternRewriter &rewriter) const override {
    if (llvm::all_of(forOp.getResults(),
                     [](Value result) { return !result.use_empty(); }))
      return failure();
    SmallVector<unsigned> dead = deadIterArgs(forOp, /*keepOutside=*/true);
    if (dead.empty())
      return failure();
    rewriter.modifyOpInPlace(forOp.getBody()->getTerminator(),
                             [&] { yieldOwnArgs(forOp, dead); });
    return success();
  }
};
} // namespace

void mlir::triton::gpu::populateForOpDeadArgumentElimination(
    RewritePatternSet &patterns) {
  patterns.add<ForOpDeadArgElimination>(patterns.getContext());
}

void mlir::triton::gpu::runDeadIterArgElimination(Operation *root) {
  root->walk([](scf::ForOp forOp) {
    yieldOwnArgs(forOp, deadIterArgs(forOp, /*keepOutside=*/false));
  });
}

/// The view `user` recreated on `value` (before `user`, its attributes
/// kept), typed as Triton 3.6's replaceUsesAndPropagateType types it: an
/// index keeps the old shape and layout with `value`'s mutability (its own
/// allocation shape), a subslice keeps the old allocation shape too, a
/// transpose is inferred from `value`, a reshape keeps `value`'s buffer
/// dims in front of its allocation shape; a reinterpret keeps the old type
/// but for the mutability.
static Operation *recreateView(OpBuilder &builder, Operation *user,
                               Value source, Value value) {
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(user);
  bool isMutable = cast<MemDescType>(value.getType()).getMutableMemory();
  auto oldType = cast<MemDescType>(user->getResult(0).getType());
  Operation *newView;
  if (auto trans = dyn_cast<MemDescTransOp>(user)) {
    newView = MemDescTransOp::create(builder, trans.getLoc(), value,
                                     trans.getOrder());
  } else {
    IRMapping mapping;
    mapping.map(source, value);
    newView = builder.clone(*user, mapping);
    SmallVector<int64_t> allocShape(oldType.getAllocShape());
    if (isa<MemDescIndexOp>(user)) {
      allocShape.assign(oldType.getShape().begin(), oldType.getShape().end());
    } else if (isa<MemDescReshapeOp>(user)) {
      // The buffer dims of `value`'s allocation stay in front of the new
      // shape (Triton's inferred type).
      auto valueType = cast<MemDescType>(value.getType());
      allocShape.assign(valueType.getAllocShape().begin(),
                        valueType.getAllocShape().end() - valueType.getRank());
      llvm::append_range(allocShape, oldType.getShape());
    }
    newView->getResult(0).setType(MemDescType::get(
        oldType.getShape(), oldType.getElementType(), oldType.getEncoding(),
        oldType.getMemorySpace(), isMutable, allocShape));
  }
  newView->setAttrs(user->getAttrs());
  return newView;
}

/// Points the uses of `old` at `value` (a memdesc of another mutability),
/// recreating the views and warp_group_dot_waits that carry its type, and
/// retyping the partition arguments of a ttg.warp_specialize that captures
/// it. The replaced views go to `dead`, users before the views they use.
/// `onView` sees each view of `old` itself and its replacement.
static void
propagateMemDescType(OpBuilder &builder, Value old, Value value,
                     SmallVectorImpl<Operation *> &dead,
                     function_ref<void(Operation *, Operation *)> onView) {
  SmallVector<OpOperand *> uses;
  for (OpOperand &use : old.getUses())
    uses.push_back(&use);
  for (OpOperand *use : uses) {
    Operation *user = use->getOwner();
    if (user->hasTrait<MemDescViewTrait>()) {
      Operation *newView = recreateView(builder, user, use->get(), value);
      propagateMemDescType(builder, user->getResult(0), newView->getResult(0),
                           dead, {});
      if (onView)
        onView(user, newView);
      dead.push_back(user);
      continue;
    }
    if (auto partitions = dyn_cast<WarpSpecializePartitionsOp>(user)) {
      // Each partition receives the capture as the argument of its index.
      unsigned index = use->getOperandNumber();
      use->set(value);
      for (Region &region : partitions.getPartitionRegions()) {
        BlockArgument arg = region.getArgument(index);
        if (arg.getType() == value.getType())
          continue;
        arg.setType(value.getType());
        propagateMemDescType(builder, arg, arg, dead, {});
      }
      continue;
    }
    auto wait = dyn_cast<nvidia_gpu::WarpGroupDotWaitOp>(user);
    if (!wait) {
      use->set(value);
      continue;
    }
    // Its results have its operands' types.
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointAfter(wait);
    SmallVector<Value> inputs(wait.getOperands());
    inputs[use->getOperandNumber()] = value;
    auto newWait = nvidia_gpu::WarpGroupDotWaitOp::create(
        builder, wait.getLoc(), inputs, wait.getPendings());
    wait->replaceAllUsesWith(newWait->getResults());
    wait->erase();
  }
}

void mlir::triton::gpu::replaceUsesAndPropagateType(
    OpBuilder &builder, Operation *oldOp, Value value,
    function_ref<void(Operation *, Operation *)> onView) {
  SmallVector<Operation *> dead;
  propagateMemDescType(builder, oldOp->getResult(0), value, dead, onView);
  for (Operation *view : dead)
    view->erase();
}

LocalLoadOp mlir::triton::gpu::replaceUsesWithLocalLoad(
    OpBuilder &builder, OpResult old, TypedValue<MemDescType> buffer,
    Value token) {
  SmallVector<LocalAllocOp> forwarded;
  for (Operation *user : old.getUsers()) {
    auto alloc = dyn_cast<LocalAllocOp>(user);
    if (alloc &&
        alloc.getType().getEncoding() == buffer.getType().getEncoding()) {
      replaceUsesAndPropagateType(builder, alloc, buffer);
      forwarded.push_back(alloc);
    }
  }
  LocalLoadOp load;
  if (size_t(llvm::range_size(old.getUsers())) > forwarded.size()) {
    load = LocalLoadOp::create(builder, old.getOwner()->getLoc(), old.getType(),
                               buffer, token);
    old.replaceAllUsesWith(load.getResult());
  }
  for (LocalAllocOp alloc : forwarded)
    alloc.erase();
  return load;
}

bool mlir::triton::gpu::comesFromLoadOrBlockArg(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (!isa<ConvertLayoutOp, TransOp>(def) &&
        !def->hasTrait<MemDescViewTrait>())
      break;
    value = def->getOperand(0);
  }
  Operation *def = value.getDefiningOp();
  return !def || isa<LoadOp, DescriptorLoadOp, DescriptorGatherOp>(def);
}

/// Of `ops`, brought to the nearest block that (post-)dominates all their
/// blocks, the one `isFirst` prefers.
template <typename DominanceT>
static Operation *
findNearestCommon(ArrayRef<Operation *> ops, DominanceT &dominance,
                  function_ref<bool(Operation *, Operation *)> isFirst) {
  if (ops.empty())
    return nullptr;
  if (ops.size() == 1)
    return ops.front();
  llvm::SmallPtrSet<Block *, 8> blocks;
  for (Operation *op : ops)
    blocks.insert(op->getBlock());
  Block *common = dominance.findNearestCommonDominator(blocks);
  if (!common)
    return nullptr;
  Operation *first = nullptr;
  for (Operation *op : ops) {
    Operation *ancestor = common->findAncestorOpInBlock(*op);
    if (!first || isFirst(ancestor, first))
      first = ancestor;
  }
  return first;
}

Operation *
mlir::triton::gpu::findNearestCommonDominator(ArrayRef<Operation *> ops,
                                              DominanceInfo &dominance) {
  return findNearestCommon(ops, dominance, [](Operation *a, Operation *b) {
    return a->isBeforeInBlock(b);
  });
}

Operation *mlir::triton::gpu::findNearestCommonPostDominator(
    ArrayRef<Operation *> ops, PostDominanceInfo &postDominance) {
  return findNearestCommon(ops, postDominance, [](Operation *a, Operation *b) {
    return b->isBeforeInBlock(a);
  });
}

