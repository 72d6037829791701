//===- Prefetch.cpp - tritongpu-prefetch ----------------------------------===//
//
// An MMA v2 (or MFMA) dot reads its operands from shared memory with
// `ttg.local_load`s right before it. When those buffers are loop-carried,
// Triton 3.6 loads the first K slice of the next iteration's operands at
// the end of each iteration (and the first one before the loop), and splits
// the dot along K so that only the first slice waits for nothing.
//
// Two behaviours of Triton 3.6 that look like accidents are kept, because
// its output shows them:
//  - every loop holding exactly one such dot is rebuilt, prefetched or not,
//    and the rebuilt loop has none of the old loop's attributes;
//  - the original dot is cloned once more into the new loop, unused.
//
// Since the 3.x pipeliner indexes its buffers inside the loop
// (`ttg.memdesc_index` of a multi-buffer), pipelined loops do not have
// loop-carried operand buffers and are only rebuilt.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/STLExtras.h"

#define DEBUG_TYPE "tritongpu-prefetch"

namespace mlir::triton::gpu {
#define GEN_PASS_DEF_TRITONGPUPREFETCH
#include "tt/Dialect/TritonGPU/Transforms/Passes.h.inc"
} // namespace mlir::triton::gpu

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// How a dot operand is read: `chain[0]` is the shared buffer (a
/// loop-carried block argument), `chain[1]` the `ttg.local_load` of it into
/// a dot-operand layout, and the rest the single-operand ops between that
/// load and the dot, in order; the last is the dot's operand.
struct OperandChain {
  SmallVector<Value> chain;
  /// The buffer's value before the loop and the one the loop yields.
  Value init;
  Value yielded;

  BlockArgument buffer() const { return cast<BlockArgument>(chain.front()); }
};

struct PrefetchedDot {
  DotOp dot;
  OperandChain a, b;
};

/// The chain from a shared buffer to `operand`, walking back through ops of
/// one operand whose result has one use, up to a `ttg.local_load` into a
/// dot-operand layout; empty when there is none.
SmallVector<Value> chainFromSharedMemory(Operation *def) {
  SmallVector<Value> chain{def->getResult(0)};
  bool reachedLoad = false;
  for (Operation *op = def; op; op = op->getOperand(0).getDefiningOp()) {
    // A local_load with a token has two operands: Triton 3.6 stops there.
    if (op->getNumOperands() != 1 || !op->getResult(0).hasOneUse())
      break;
    chain.push_back(op->getOperand(0));
    if (auto load = dyn_cast<LocalLoadOp>(op)) {
      reachedLoad = isa<DotOperandEncodingAttr>(load.getType().getEncoding());
      break;
    }
  }
  if (!reachedLoad)
    return {};
  std::reverse(chain.begin(), chain.end());
  return chain;
}

/// Whether a dot's result layout is one Triton prefetches for.
bool isPrefetchableMma(DotOp dot) {
  Attribute encoding = dot.getType().getEncoding();
  if (isa<AMDMfmaEncodingAttr>(encoding))
    return true;
  auto mma = dyn_cast<NvidiaMmaEncodingAttr>(encoding);
  return mma && mma.getVersionMajor() == 2;
}

/// Rewrites one loop, as Triton's Prefetcher does.
class LoopPrefetcher {
public:
  explicit LoopPrefetcher(scf::ForOp loop)
      : loop(loop), yield(cast<scf::YieldOp>(loop.getBody()->getTerminator())) {
  }

  /// Whether the loop is rebuilt: it holds exactly one dot, of an MMA v2 or
  /// MFMA layout. Fails (with an error) on IR Triton 3.6 crashes on.
  FailureOr<bool> analyze();
  void rewrite();

private:
  LogicalResult collectPrefetchedDot(DotOp dot);
  FailureOr<std::optional<OperandChain>> operandChain(DotOp dot, Value operand);
  void emitPrologue(OpBuilder &builder);
  void cloneBody(scf::ForOp newLoop, OpBuilder &builder, IRMapping &mapping);
  Operation *splitDot(DotOp dot, scf::ForOp newLoop, OpBuilder &builder,
                      IRMapping &mapping);
  SmallVector<Value> nextIterationValues(OpBuilder &builder,
                                         IRMapping &mapping);
  Value loadSlice(const OperandChain &operand, Value buffer, unsigned opIdx,
                  int64_t offsetK, int64_t sizeK, OpBuilder &builder);

  scf::ForOp loop;
  scf::YieldOp yield;
  /// K elements per slice: 8 times the operands' kWidth (256 bits of them
  /// when kWidth is 0).
  int64_t prefetchWidth = 32;
  std::optional<PrefetchedDot> prefetched;
  /// The first slices, loaded before the loop.
  Value headA, headB;
};

FailureOr<bool> LoopPrefetcher::analyze() {
  SmallVector<DotOp> dots;
  for (Operation &op : *loop.getBody()) {
    auto dot = dyn_cast<DotOp>(op);
    if (!dot)
      continue;
    if (!isPrefetchableMma(dot)) {
      TT_DEBUG(TT_DBGS() << describeOp(loop) << ": left alone, "
                         << describeOp(dot)
                         << " is not an MMA v2 or MFMA dot\n");
      return false;
    }
    dots.push_back(dot);
  }
  if (dots.size() != 1) {
    TT_DEBUG(if (!dots.empty()) TT_DBGS()
             << describeOp(loop) << ": left alone, " << dots.size()
             << " dots (Triton handles one)\n");
    return false;
  }
  TT_DEBUG(TT_DBGS() << describeOp(loop) << ": rebuilt, its one dot is "
                     << describeOp(dots.front()) << "\n");
  if (failed(collectPrefetchedDot(dots.front())))
    return failure();
  return true;
}

LogicalResult LoopPrefetcher::collectPrefetchedDot(DotOp dot) {
  auto aEncoding =
      dyn_cast<DotOperandEncodingAttr>(dot.getA().getType().getEncoding());
  auto bEncoding =
      dyn_cast<DotOperandEncodingAttr>(dot.getB().getType().getEncoding());
  if (!aEncoding || !bEncoding)
    return dot.emitError("tritongpu-prefetch: the operands of an MMA dot must "
                         "have dot-operand layouts (Triton 3.6 casts them)");
  if (aEncoding.getKWidth() != bEncoding.getKWidth())
    return dot.emitError("tritongpu-prefetch: the A and B operands of a dot "
                         "must have the same kWidth (Triton 3.6 asserts it)");
  unsigned kWidth = aEncoding.getKWidth();
  unsigned elementBits = dot.getA().getType().getElementTypeBitWidth();
  prefetchWidth = kWidth == 0 ? 256 / elementBits : 8 * kWidth;
  int64_t kSize = dot.getA().getType().getShape().back();
  if (kSize < prefetchWidth) {
    TT_DEBUG(TT_DBGS() << "  K = " << kSize << " is less than one slice of "
                       << prefetchWidth << "\n");
    return success();
  }
  FailureOr<std::optional<OperandChain>> a = operandChain(dot, dot.getA());
  FailureOr<std::optional<OperandChain>> b = operandChain(dot, dot.getB());
  if (failed(a) || failed(b))
    return failure();
  if (!*a || !*b)
    return success();
  if (kSize % prefetchWidth != 0)
    return dot.emitError("tritongpu-prefetch: K (")
           << kSize << ") is not a multiple of the prefetch width ("
           << prefetchWidth << "); Triton 3.6 never stops splitting it";
  prefetched = PrefetchedDot{dot, std::move(**a), std::move(**b)};
  TT_DEBUG(TT_DBGS() << "  prefetched, in slices of " << prefetchWidth
                     << " along K = " << kSize << "\n");
  return success();
}

FailureOr<std::optional<OperandChain>>
LoopPrefetcher::operandChain(DotOp dot, Value operand) {
  Operation *def = operand.getDefiningOp();
  if (!def)
    return dot.emitError("tritongpu-prefetch: a dot operand that is a block "
                         "argument is not supported (Triton 3.6 dereferences "
                         "its missing defining op)");
  OperandChain result;
  result.chain = chainFromSharedMemory(def);
  if (result.chain.empty()) {
    TT_DEBUG(TT_DBGS() << "  " << describeValue(operand)
                       << " is not a single-use chain from a local_load into "
                          "a dot-operand layout\n");
    return std::optional<OperandChain>();
  }
  auto buffer = dyn_cast<BlockArgument>(result.chain.front());
  if (!buffer || buffer.getOwner()->getParentOp() != loop) {
    TT_DEBUG(TT_DBGS() << "  " << describeValue(operand)
                       << " is loaded from a buffer that is not "
                          "loop-carried\n");
    return std::optional<OperandChain>();
  }
  result.init = loop.getTiedLoopInit(buffer)->get();
  result.yielded = loop.getTiedLoopYieldedValue(buffer)->get();
  // Triton looks the yielded buffer up among the values of the new loop.
  if (!loop.getRegion().isAncestor(result.yielded.getParentRegion()))
    return dot.emitError("tritongpu-prefetch: the loop yields a buffer "
                         "defined outside it for this dot's operand "
                         "(Triton 3.6 fails to map it)");
  return std::optional<OperandChain>(std::move(result));
}

/// Loads `sizeK` elements along K from `offsetK` of `buffer` (a buffer of
/// `operand`'s chain, for operand `opIdx` of the dot), then repeats the
/// chain's ops after its load on the slice.
Value LoopPrefetcher::loadSlice(const OperandChain &operand, Value buffer,
                                unsigned opIdx, int64_t offsetK, int64_t sizeK,
                                OpBuilder &builder) {
  auto bufferType = cast<MemDescType>(buffer.getType());
  SmallVector<int64_t> shape(bufferType.getShape());
  unsigned rank = shape.size();
  unsigned kDim = opIdx == 0 ? rank - 1 : rank - 2;
  SmallVector<int32_t> offsets(rank, 0);
  offsets[kDim] = offsetK;
  shape[kDim] = sizeK;
  auto sliceType = MemDescType::get(
      shape, bufferType.getElementType(), bufferType.getEncoding(),
      bufferType.getMemorySpace(), bufferType.getMutableMemory(),
      bufferType.getAllocShape());
  Value slice = MemDescSubsliceOp::create(builder, buffer.getLoc(), sliceType,
                                          buffer, offsets);
  Attribute dotEncoding = prefetched->dot.getType().getEncoding();
  auto operandEncoding = DotOperandEncodingAttr::get(
      builder.getContext(), opIdx, dotEncoding, prefetchWidth / 8);
  auto loadedType = RankedTensorType::get(shape, bufferType.getElementType(),
                                          operandEncoding);
  Value loaded = LocalLoadOp::create(builder, buffer.getLoc(), loadedType,
                                     slice, /*token=*/Value());
  // Each later op of the chain takes the slice's shape and its new
  // operand's layout.
  IRMapping mapping;
  mapping.map(operand.chain[1], loaded);
  Value current = loaded;
  for (Value original : ArrayRef<Value>(operand.chain).drop_front(2)) {
    Operation *clone = builder.clone(*original.getDefiningOp(), mapping);
    Value result = clone->getResult(0);
    if (auto type = dyn_cast<RankedTensorType>(result.getType())) {
      auto input = cast<RankedTensorType>(clone->getOperand(0).getType());
      result.setType(RankedTensorType::get(
          cast<RankedTensorType>(current.getType()).getShape(),
          type.getElementType(), input.getEncoding()));
    }
    mapping.map(original, result);
    current = result;
  }
  return current;
}

void LoopPrefetcher::emitPrologue(OpBuilder &builder) {
  headA = loadSlice(prefetched->a, prefetched->a.init, 0, 0, prefetchWidth,
                    builder);
  headB = loadSlice(prefetched->b, prefetched->b.init, 1, 0, prefetchWidth,
                    builder);
}

void LoopPrefetcher::rewrite() {
  OpBuilder builder(loop);
  if (prefetched)
    emitPrologue(builder);
  SmallVector<Value> inits(loop.getInitArgs());
  if (prefetched)
    inits.append({headA, headB});
  auto newLoop =
      scf::ForOp::create(builder, loop.getLoc(), loop.getLowerBound(),
                         loop.getUpperBound(), loop.getStep(), inits);
  IRMapping mapping;
  mapping.map(loop.getInductionVar(), newLoop.getInductionVar());
  for (auto [oldArg, newArg] :
       llvm::zip(loop.getRegionIterArgs(), newLoop.getRegionIterArgs()))
    mapping.map(oldArg, newArg);
  builder.setInsertionPointToStart(newLoop.getBody());
  cloneBody(newLoop, builder, mapping);
  SmallVector<Value> yielded = nextIterationValues(builder, mapping);
  // Without iter_args the new loop came with its own yield.
  if (!yielded.empty()) {
    builder.setInsertionPointToEnd(newLoop.getBody());
    scf::YieldOp::create(builder, yield.getLoc(), yielded);
  }
  loop->replaceAllUsesWith(
      newLoop.getResults().take_front(loop.getNumResults()));
  loop.erase();
}

/// Where ops go once the split dot may no longer wait: at the end.
void setInsertionPointBeforeYield(OpBuilder &builder, scf::ForOp loop) {
  Block *body = loop.getBody();
  if (body->mightHaveTerminator())
    builder.setInsertionPoint(body->getTerminator());
  else
    builder.setInsertionPointToEnd(body);
}

void LoopPrefetcher::cloneBody(scf::ForOp newLoop, OpBuilder &builder,
                               IRMapping &mapping) {
  DotOp dot = prefetched ? prefetched->dot : DotOp();
  for (Operation &op : loop.getBody()->without_terminator()) {
    // The last dot slice waits before the ops that follow it, up to the
    // first that has regions or uses the dot.
    bool usesDot = dot && llvm::any_of(op.getOperands(), [&](Value operand) {
                     return operand.getDefiningOp() == dot.getOperation();
                   });
    if (op.getNumRegions() > 0 || usesDot)
      setInsertionPointBeforeYield(builder, newLoop);
    Operation *newOp = builder.clone(op, mapping);
    if (&op == dot.getOperation())
      newOp = splitDot(dot, newLoop, builder, mapping);
    mapping.map(op.getResults(), newOp->getResults());
  }
}

/// The dot over the whole K, as one dot on the prefetched first slices and
/// one per further slice, each loaded right before its dot; returns the
/// last, before which the builder then inserts.
Operation *LoopPrefetcher::splitDot(DotOp dot, scf::ForOp newLoop,
                                    OpBuilder &builder, IRMapping &mapping) {
  Operation *first = builder.clone(*dot, mapping);
  unsigned headIndex = loop.getNumRegionIterArgs();
  first->setOperand(0, newLoop.getRegionIterArgs()[headIndex]);
  first->setOperand(1, newLoop.getRegionIterArgs()[headIndex + 1]);
  Operation *last = first;
  int64_t kSize = dot.getA().getType().getShape().back();
  for (int64_t offsetK = prefetchWidth; offsetK < kSize;
       offsetK += prefetchWidth) {
    OpBuilder::InsertPoint afterDots = builder.saveInsertionPoint();
    builder.setInsertionPoint(last);
    Value a = loadSlice(prefetched->a, mapping.lookup(prefetched->a.buffer()),
                        0, offsetK, prefetchWidth, builder);
    Value b = loadSlice(prefetched->b, mapping.lookup(prefetched->b.buffer()),
                        1, offsetK, prefetchWidth, builder);
    builder.restoreInsertionPoint(afterDots);
    Operation *next = builder.clone(*dot, mapping);
    next->setOperand(0, a);
    next->setOperand(1, b);
    next->setOperand(2, last->getResult(0));
    last = next;
  }
  builder.setInsertionPoint(last);
  return last;
}

/// The old yield's values, then the first slices of the next iteration's
/// buffers (loaded where the builder is: before the last dot slice, unless
/// an op using it came after).
SmallVector<Value> LoopPrefetcher::nextIterationValues(OpBuilder &builder,
                                                       IRMapping &mapping) {
  SmallVector<Value> values;
  for (Value value : yield.getOperands())
    values.push_back(mapping.lookupOrDefault(value));
  if (!prefetched)
    return values;
  values.push_back(loadSlice(prefetched->a,
                             mapping.lookup(prefetched->a.yielded), 0, 0,
                             prefetchWidth, builder));
  values.push_back(loadSlice(prefetched->b,
                             mapping.lookup(prefetched->b.yielded), 1, 0,
                             prefetchWidth, builder));
  return values;
}

struct Prefetch
    : mlir::triton::gpu::impl::TritonGPUPrefetchBase<Prefetch> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    ModuleOp module = getOperation();
    // Triton first folds layout conversions, module-wide.
    RewritePatternSet patterns(&getContext());
    ConvertLayoutOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
    WalkResult walked = module.walk([](scf::ForOp loop) {
      LoopPrefetcher prefetcher(loop);
      FailureOr<bool> rebuild = prefetcher.analyze();
      if (failed(rebuild))
        return WalkResult::interrupt();
      if (*rebuild)
        prefetcher.rewrite();
      return WalkResult::advance();
    });
    if (walked.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace
