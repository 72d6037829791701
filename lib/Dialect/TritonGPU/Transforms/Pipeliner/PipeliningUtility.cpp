//===- PipeliningUtility.cpp - Facts the software pipeliner needs ---------===//
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/IR/MmaOperandLayouts.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonGPU/Transforms/PipelineSchedule.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

//===----------------------------------------------------------------------===//
// Loops
//===----------------------------------------------------------------------===//

bool mlir::triton::gpu::loopHasDistGreaterThanOne(scf::ForOp forOp) {
  return llvm::any_of(forOp.getBody()->getTerminator()->getOperands(),
                      [](Value v) { return !v.getDefiningOp(); });
}

bool mlir::triton::gpu::isOuterLoop(scf::ForOp forOp) {
  return llvm::any_of(forOp.getBody()->getOperations(), [](Operation &op) {
    return isa<scf::ForOp, scf::WhileOp>(op);
  });
}

bool mlir::triton::gpu::hasGpuBarriers(scf::ForOp forOp) {
  return forOp
      .walk([](::mlir::gpu::BarrierOp) { return WalkResult::interrupt(); })
      .wasInterrupted();
}

int mlir::triton::gpu::getNumStagesOrDefault(scf::ForOp forOp,
                                             int defaultNumStages) {
  if (auto attr = forOp->getAttrOfType<IntegerAttr>(kNumStagesAttrName))
    return attr.getInt();
  return defaultNumStages;
}

void mlir::triton::gpu::visitNestedOperands(
    Operation *op, function_ref<void(OpOperand &)> visitor) {
  op->walk([&](Operation *nested) {
    for (OpOperand &operand : nested->getOpOperands())
      if (operand.get().getParentBlock()->getParentOp()->isProperAncestor(op))
        visitor(operand);
  });
}

llvm::SetVector<Value> mlir::triton::gpu::getNestedOperands(Operation *op) {
  llvm::SetVector<Value> operands;
  visitNestedOperands(op,
                      [&](OpOperand &operand) { operands.insert(operand.get()); });
  return operands;
}

std::pair<OpResult, int64_t>
mlir::triton::gpu::getDefinitionAndDistance(scf::ForOp forOp, Value value) {
  int64_t distance = 0;
  DenseSet<Value> seen;
  while (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() != forOp.getBody() || arg == forOp.getInductionVar())
      return {nullptr, 0};
    ++distance;
    value = forOp.getYieldedValues()[arg.getArgNumber() - 1];
    if (!seen.insert(value).second)
      return {nullptr, 0};
  }
  return {cast<OpResult>(value), distance};
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

bool mlir::triton::gpu::isDotLike(Operation *op) {
  return isa<DotOp, DotScaledOp, ttng::WarpGroupDotOp>(op) || isMMAv5(op);
}

bool mlir::triton::gpu::isMMAv5(Operation *op) {
  return isa<ttng::TCGen5MMAOp, ttng::TCGen5MMAScaledOp>(op);
}

bool mlir::triton::gpu::isPipelinableLoadKind(Operation *op) {
  return isa<LoadOp, DescriptorLoadOp, DescriptorGatherOp>(op);
}

//===----------------------------------------------------------------------===//
// Latencies
//===----------------------------------------------------------------------===//

static void setI32Attrs(const llvm::DenseMap<Operation *, int> &values,
                        StringRef name) {
  for (auto [op, value] : values)
    op->setAttr(name, Builder(op->getContext()).getI32IntegerAttr(value));
}

void mlir::triton::gpu::serializeLatencies(
    const llvm::DenseMap<Operation *, int> &opLatency) {
  setI32Attrs(opLatency, kLatencyAttrName);
}

void mlir::triton::gpu::serializeSelfLatencies(
    const llvm::DenseMap<Operation *, int> &opSelfLatency) {
  setI32Attrs(opSelfLatency, kSelfLatencyAttrName);
}

llvm::DenseMap<Operation *, int>
mlir::triton::gpu::deserializeLatencies(Operation *root) {
  llvm::DenseMap<Operation *, int> opLatency;
  root->walk([&](Operation *op) {
    if (auto attr = op->getAttrOfType<IntegerAttr>(kLatencyAttrName)) {
      opLatency[op] = attr.getInt();
      op->removeAttr(kLatencyAttrName);
    }
  });
  return opLatency;
}

//===----------------------------------------------------------------------===//
// Loads into shared memory
//===----------------------------------------------------------------------===//

/// The width of a loaded element; a pointer is 64 bits.
static unsigned bitWidthOf(Type type) {
  return type.isIntOrFloat() ? type.getIntOrFloatBitWidth() : 64;
}

bool mlir::triton::gpu::canBeConvertedToAsyncLoad(
    LoadOp load, const ModuleAxisInfoAnalysis &axisInfo, unsigned *widthBits) {
  Value ptr = load.getPtr();
  unsigned width;
  if (auto tensorType = dyn_cast<RankedTensorType>(ptr.getType())) {
    unsigned vec = axisInfo.getPtrContiguity(ptr);
    if (Value mask = load.getMask())
      vec = std::min(vec, axisInfo.getMaskAlignment(mask));
    Type pointee = cast<PointerType>(tensorType.getElementType()).getPointeeType();
    width = vec * bitWidthOf(pointee);
  } else {
    // A scalar load moves one element.
    width = bitWidthOf(cast<PointerType>(ptr.getType()).getPointeeType());
  }
  if (widthBits)
    *widthBits = width;
  return width >= 32;
}

FailureOr<int> mlir::triton::gpu::getCopyVecBytes(RankedTensorType registerType,
                                                  Attribute sharedEncoding) {
  FailureOr<LinearLayout> registers = toLinearLayout(registerType);
  FailureOr<LinearLayout> shared =
      toLinearLayout(registerType.getShape(), sharedEncoding);
  if (failed(registers) || failed(shared))
    return failure();
  LinearLayout toShared = registers->invertAndCompose(*shared);
  int elements =
      toShared.getNumConsecutiveInOut(*toShared.getOutDimNames().begin());
  return elements * registerType.getElementTypeBitWidth() / 8;
}

/// The order of `type`'s elements in shared memory when a dot operand is
/// built from it: a memdesc keeps its layout's order.
static SmallVector<unsigned> memoryOrderOf(Type type) {
  if (auto tensor = dyn_cast<RankedTensorType>(type))
    return getOrderForMemory(tensor);
  auto memDesc = cast<MemDescType>(type);
  if (auto swizzled = dyn_cast<SwizzledSharedEncodingAttr>(memDesc.getEncoding()))
    return SmallVector<unsigned>(swizzled.getOrder());
  return {};
}

std::optional<SwizzledSharedEncodingAttr>
mlir::triton::gpu::getSharedEncIfAllUsersAreDotEnc(Value value,
                                                   bool &incompatible) {
  SwizzledSharedEncodingAttr common;
  incompatible = false;
  for (Operation *user : value.getUsers()) {
    if (user->getNumResults() != 1)
      return std::nullopt;
    Type resultType = user->getResult(0).getType();
    SwizzledSharedEncodingAttr needed;
    if (auto memDesc = dyn_cast<MemDescType>(resultType)) {
      // Stored to shared memory: that layout, if its own users agree.
      needed = dyn_cast<SwizzledSharedEncodingAttr>(memDesc.getEncoding());
      if (!needed ||
          !getSharedEncIfAllUsersAreDotEnc(user->getResult(0), incompatible))
        return std::nullopt;
    } else {
      if (!isa<LocalLoadOp, ConvertLayoutOp>(user))
        return std::nullopt;
      auto result = cast<RankedTensorType>(resultType);
      auto source = cast<ShapedType>(value.getType());
      Attribute sourceEncoding =
          isa<RankedTensorType>(source)
              ? cast<RankedTensorType>(source).getEncoding()
              : cast<MemDescType>(source).getEncoding();
      // A linear layout's CTAs are the source's.
      CGAEncodingAttr cga = isa<LinearEncodingAttr>(result.getEncoding())
                                ? getCGALayout(sourceEncoding)
                                : getCGALayout(result.getEncoding());
      if (auto dotOperand =
              dyn_cast<DotOperandEncodingAttr>(result.getEncoding()))
        needed = getSwizzledSharedForDotOperand(
            dotOperand, source.getShape(), memoryOrderOf(source), cga,
            source.getElementType(), /*needTrans=*/false);
      else
        // A layout holding its elements as an MMA operand would is staged
        // like that operand.
        needed = getSwizzledSharedLikeMmaOperand(result, cga);
      if (!needed)
        return std::nullopt;
    }
    if (common && common != needed) {
      incompatible = true;
      return std::nullopt;
    }
    common = needed;
  }
  return common;
}

/// The layout of the first local_alloc of `load`'s result, if any.
static Attribute firstLocalAllocEncoding(Operation *load) {
  for (Operation *user : load->getUsers())
    if (auto alloc = dyn_cast<LocalAllocOp>(user))
      return alloc.getType().getEncoding();
  return {};
}

FailureOr<Attribute> mlir::triton::gpu::getSharedEncodingForLoad(Operation *load) {
  auto type = cast<RankedTensorType>(load->getResultTypes()[0]);
  if (isa<DescriptorLoadOp, DescriptorGatherOp>(load)) {
    // A TMA copy lands in the layout of its descriptor's block, brought to
    // the load's rank, as TMA lowering places it.
    auto desc = cast<TensorDescType>(load->getOperand(0).getType());
    if (!desc.getBlockType().getEncoding())
      return load->emitError(
          "tritongpu pipeliner: NYI: the shared layout of a TMA load whose "
          "descriptor block has no layout (Triton 3.6 stops there too)");
    return ttng::getSharedEncodingOfAccess(
        type, desc, [&] { return load->emitError("tritongpu pipeliner: "); });
  }
  if (Attribute allocEncoding = firstLocalAllocEncoding(load))
    return allocEncoding;
  bool incompatible = false;
  if (auto dotShared =
          getSharedEncIfAllUsersAreDotEnc(load->getResult(0), incompatible))
    if (*dotShared)
      return Attribute(*dotShared);
  FailureOr<SwizzledSharedEncodingAttr> generic =
      getGenericSharedEncoding(type);
  if (failed(generic))
    return load->emitError("tritongpu pipeliner: no linear layout for ")
           << type;
  return Attribute(*generic);
}

FailureOr<SwizzledSharedEncodingAttr>
mlir::triton::gpu::getGenericSharedEncoding(RankedTensorType type) {
  FailureOr<LinearLayout> registers = toLinearLayout(type);
  if (failed(registers))
    return failure();
  return SwizzledSharedEncodingAttr::get(type.getContext(), 1, 1, 1,
                                         registers->getOrder(),
                                         getCGALayout(type.getEncoding()));
}

FailureOr<bool> mlir::triton::gpu::canBeAsyncLoad(Operation *load) {
  FailureOr<Attribute> shared = getSharedEncodingForLoad(load);
  if (failed(shared))
    return failure();
  auto type = cast<RankedTensorType>(load->getResultTypes()[0]);
  if (isa<DescriptorLoadOp, DescriptorGatherOp>(load)) {
    // One TMA stage must be a multiple of 128 bytes.
    if (!isa<NVMMASharedEncodingAttr, SwizzledSharedEncodingAttr>(*shared))
      return load->emitError("tritongpu pipeliner: NYI: the allocation size "
                             "of a TMA buffer in ")
             << *shared;
    int64_t bits = type.getNumElements() * type.getElementTypeBitWidth();
    return bits % (128 * 8) == 0;
  }
  FailureOr<int> bytes = getCopyVecBytes(type, *shared);
  if (failed(bytes))
    return load->emitError("tritongpu pipeliner: no linear layout to copy ")
           << type << " into " << *shared;
  return *bytes >= 4;
}

//===----------------------------------------------------------------------===//
// MMAv5 (tcgen05) ops
//===----------------------------------------------------------------------===//

Value mlir::triton::gpu::getMMAv5Accumulator(Operation *mma) {
  if (auto plain = dyn_cast<ttng::TCGen5MMAOp>(mma))
    return plain.getD();
  return cast<ttng::TCGen5MMAScaledOp>(mma).getD();
}

Value mlir::triton::gpu::getMMAv5UseAccumulator(Operation *mma) {
  if (auto plain = dyn_cast<ttng::TCGen5MMAOp>(mma))
    return plain.getUseD();
  return cast<ttng::TCGen5MMAScaledOp>(mma).getUseD();
}

Value mlir::triton::gpu::getMMAv5Token(Operation *mma) {
  if (auto plain = dyn_cast<ttng::TCGen5MMAOp>(mma))
    return plain.getToken();
  return cast<ttng::TCGen5MMAScaledOp>(mma).getToken();
}

/// The accumulator's tmem_alloc when it is hoisted out of `forOp`.
static ttng::TMEMAllocOp hoistedAccumulatorAlloc(Operation *mma,
                                                 scf::ForOp forOp) {
  auto alloc = getMMAv5Accumulator(mma).getDefiningOp<ttng::TMEMAllocOp>();
  if (!alloc || !forOp.isDefinedOutsideOfLoop(alloc.getResult()))
    return {};
  return alloc;
}

/// Whether `user` sits in `forOp` (at any depth).
static bool isInLoop(Operation *user, scf::ForOp forOp) {
  return forOp->isAncestor(user->getParentOp());
}

Value mlir::triton::gpu::lookThroughTransAndReshape(Value value) {
  while (isa_and_nonnull<MemDescTransOp, MemDescReshapeOp>(value.getDefiningOp()))
    value = value.getDefiningOp()->getOperand(0);
  return value;
}

/// Whether one MMAv5 operand is loaded by a pipelined load (through
/// memdesc views and a local_alloc) or comes from outside the loop. When it
/// is not, `def` is left at the op that decided it, or untouched where
/// nothing did: Triton shares `def` between an MMA's operands, so an
/// undecidable operand may report the previous operand's op.
static FailureOr<bool> isMMAv5OperandPipelineable(
    Value value, scf::ForOp forOp, Operation *&def,
    const std::function<bool(Operation *)> &isLoadToBePipelined) {
  if (forOp.isDefinedOutsideOfLoop(value))
    return true;
  if (!value.getDefiningOp())
    return false;
  value = lookThroughTransAndReshape(value);
  Operation *producer = value.getDefiningOp();
  // A view of an iter arg: Triton would crash here; nothing decides it.
  if (!producer)
    return false;
  if (isa<LocalStoreOp, ttng::TMEMStoreOp, ttng::TMEMAllocOp>(producer)) {
    def = producer;
    return false;
  }
  auto alloc = dyn_cast<LocalAllocOp>(producer);
  if (!alloc)
    return false;
  def = alloc;
  if (!alloc.getSrc())
    return false;
  if (forOp.isDefinedOutsideOfLoop(alloc.getSrc()))
    return true;
  Operation *load = alloc.getSrc().getDefiningOp();
  if (!load || !isPipelinableLoadKind(load))
    return false;
  def = load;
  if (!isLoadToBePipelined(load))
    return false;
  return canBeAsyncLoad(load);
}

bool mlir::triton::gpu::areScalesPipelineable(Operation *scaledMMA,
                                              scf::ForOp forOp) {
  auto scaled = cast<ttng::TCGen5MMAScaledOp>(scaledMMA);
  auto inSharedOrOutside = [&](Value scale) {
    return isa<SharedEncodingTrait>(
               cast<MemDescType>(scale.getType()).getEncoding()) ||
           forOp.isDefinedOutsideOfLoop(scale);
  };
  return inSharedOrOutside(scaled.getAScale()) &&
         inSharedOrOutside(scaled.getBScale());
}

/// Checks `operands` in turn (sharing the deciding op, as Triton does).
static LogicalResult
checkMMAv5Operands(ArrayRef<Value> operands, scf::ForOp forOp,
                   const std::function<bool(Operation *)> &isLoadToBePipelined,
                   MMAv5OperandsState &state) {
  Operation *def = nullptr;
  for (Value operand : operands) {
    FailureOr<bool> ok =
        isMMAv5OperandPipelineable(operand, forOp, def, isLoadToBePipelined);
    if (failed(ok))
      return failure();
    if (*ok)
      continue;
    if (def)
      state.unpipelineableDefs.push_back(def);
    else
      state.determined = false;
  }
  return success();
}

FailureOr<MMAv5OperandsState> mlir::triton::gpu::analyzeMMAv5Operands(
    Operation *mma, scf::ForOp forOp,
    const std::function<bool(Operation *)> &isLoadToBePipelined) {
  MMAv5OperandsState state;
  state.determined = true;
  if (!hoistedAccumulatorAlloc(mma, forOp))
    return state;
  if (failed(checkMMAv5Operands({mma->getOperand(0), mma->getOperand(1)},
                                forOp, isLoadToBePipelined, state)))
    return failure();
  if (auto scaled = dyn_cast<ttng::TCGen5MMAScaledOp>(mma)) {
    if (!areScalesPipelineable(scaled, forOp)) {
      // Scales in tensor memory: Triton cannot tell where they were loaded.
      state.determined = false;
      return state;
    }
    if (failed(checkMMAv5Operands({scaled.getAScale(), scaled.getBScale()},
                                  forOp, isLoadToBePipelined, state)))
      return failure();
  }
  state.pipelineable = state.determined && state.unpipelineableDefs.empty();
  return state;
}

bool mlir::triton::gpu::hasAccReadModifyWrite(Operation *mma,
                                              scf::ForOp forOp) {
  ttng::TMEMAllocOp alloc = hoistedAccumulatorAlloc(mma, forOp);
  if (!alloc)
    return true; // Not hoisted: assume the worst, as Triton does.
  SmallVector<Operation *> stores;
  SmallVector<Value> reads;
  for (Operation *user : alloc->getUsers()) {
    if (isa<ttng::TMEMStoreOp>(user) && isInLoop(user, forOp))
      stores.push_back(user);
    if (isa<ttng::TMEMLoadOp>(user) && isInLoop(user, forOp))
      reads.push_back(user->getResult(0));
  }
  if (stores.empty() || reads.empty())
    return false;
  // Follow the values read (through scf.if and loop yields): a store of
  // them unchanged is a plain read-write; a store of anything computed from
  // them is a read-modify-write.
  DenseSet<Value> seen;
  llvm::SetVector<Value> modified;
  auto forwardThroughYield = [&](OpOperand &use, auto &&push) {
    auto yield = dyn_cast<scf::YieldOp>(use.getOwner());
    if (!yield)
      return false;
    if (auto ifOp = dyn_cast<scf::IfOp>(yield->getParentOp()))
      push(ifOp.getResult(use.getOperandNumber()));
    if (yield->getParentOp() == forOp.getOperation())
      push(forOp.getRegionIterArg(use.getOperandNumber()));
    return true;
  };
  while (!reads.empty()) {
    Value value = reads.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (OpOperand &use : value.getUses()) {
      if (llvm::is_contained(stores, use.getOwner()))
        continue;
      if (!forwardThroughYield(use, [&](Value v) { reads.push_back(v); }))
        modified.insert(use.getOwner()->result_begin(),
                        use.getOwner()->result_end());
    }
  }
  while (!modified.empty()) {
    Value value = modified.pop_back_val();
    if (!seen.insert(value).second)
      continue;
    for (OpOperand &use : value.getUses()) {
      if (llvm::is_contained(stores, use.getOwner()))
        return true;
      if (!forwardThroughYield(use, [&](Value v) { modified.insert(v); }))
        modified.insert(use.getOwner()->result_begin(),
                        use.getOwner()->result_end());
    }
  }
  return false;
}

/// Whether the MMA's use-accumulator flag is false somewhere in the loop:
/// a constant false, a flag computed in the loop, or an iter arg that
/// starts false and is then always true.
static bool accUseFlagSetToFalse(Operation *mma, scf::ForOp forOp) {
  Value flag = getMMAv5UseAccumulator(mma);
  if (matchPattern(flag, m_Zero()))
    return true;
  Operation *yield = forOp.getBody()->getTerminator();
  while (auto arg = dyn_cast<BlockArgument>(flag))
    flag = yield->getOperand(arg.getArgNumber() - 1);
  // A flag the loop computes may be false (reset when it is).
  return flag.getDefiningOp() && forOp->isAncestor(flag.getDefiningOp());
}

bool mlir::triton::gpu::isAccMultibufferingPossible(Operation *mma,
                                                    scf::ForOp forOp) {
  if (accUseFlagSetToFalse(mma, forOp))
    return true;
  ttng::TMEMAllocOp alloc = hoistedAccumulatorAlloc(mma, forOp);
  return alloc && llvm::any_of(alloc->getUsers(), [&](Operation *user) {
           return isa<ttng::TMEMStoreOp>(user) && isInLoop(user, forOp);
         });
}

bool mlir::triton::gpu::requiresAccMultiBuffering(Operation *mma,
                                                  scf::ForOp forOp) {
  ttng::TMEMAllocOp alloc = hoistedAccumulatorAlloc(mma, forOp);
  if (!alloc)
    return true;
  return llvm::any_of(alloc->getUsers(), [&](Operation *user) {
    return isa<ttng::TMEMLoadOp>(user) && isInLoop(user, forOp);
  });
}

bool mlir::triton::gpu::hasLoadsAfterMMA(Operation *mma, scf::ForOp forOp) {
  ttng::TMEMAllocOp alloc = hoistedAccumulatorAlloc(mma, forOp);
  if (!alloc)
    return false;
  return llvm::any_of(alloc->getUsers(), [&](Operation *user) {
    if (!isa<ttng::TMEMLoadOp>(user))
      return false;
    Operation *inBody = forOp.getBody()->findAncestorOpInBlock(*user);
    return inBody && mma->isBeforeInBlock(inBody);
  });
}

//===----------------------------------------------------------------------===//
// Building the pipelined loop
//===----------------------------------------------------------------------===//

OpBuilderForStage::OpBuilderForStage(Location loc, Operation *insertBefore,
                                     CoarseSchedule &schedule)
    : OpBuilder(insertBefore, this), loc(loc), schedule(schedule) {
  setStageClusterOf(insertBefore);
}

void OpBuilderForStage::setStageClusterOf(Operation *op) {
  place.reset();
  if (schedule.count(op))
    place = schedule.lookup(op);
}

void OpBuilderForStage::notifyOperationInserted(Operation *op,
                                                InsertPoint previous) {
  if (place)
    schedule.insert(op, place->first, place->second);
}

scf::ForOp mlir::triton::gpu::addIterArgsToLoop(OpBuilder &builder,
                                                scf::ForOp forOp,
                                                ValueRange inits) {
  SmallVector<std::tuple<Value, Value>> replacements;
  scf::ForOp newForOp =
      replaceForOpWithNewSignature(builder, forOp, inits, replacements);
  for (auto [oldResult, newResult] : replacements)
    oldResult.replaceAllUsesWith(newResult);
  forOp.erase();
  return newForOp;
}

FailureOr<Value> mlir::triton::gpu::sinkValueRedefinition(RewriterBase &rewriter,
                                                       Value in, Value out,
                                                       Block *block) {
  OpBuilder::InsertionGuard guard(rewriter);
  for (; block != in.getParentBlock();
       block = block->getParentOp()->getBlock()) {
    Operation *op = block->getParentOp();
    rewriter.setInsertionPoint(op);
    // `in` goes into the loop; `out` comes out of an iteration.
    if (auto forOp = dyn_cast<scf::ForOp>(op)) {
      forOp = addIterArgsToLoop(rewriter, forOp, in);
      cast<scf::YieldOp>(forOp.getBody()->getTerminator())
          .getResultsMutable()
          .append(out);
      out = forOp.getResults().back();
      continue;
    }
    // `out` comes out of the branch it is in, `in` out of the other.
    if (auto ifOp = dyn_cast<scf::IfOp>(op)) {
      SmallVector<std::tuple<Value, Value>> replacements;
      scf::IfOp newIf = replaceIfOpWithNewSignature(rewriter, ifOp,
                                                    out.getType(), replacements);
      for (auto [oldResult, newResult] : replacements)
        oldResult.replaceAllUsesWith(newResult);
      scf::YieldOp taken = newIf.thenYield();
      scf::YieldOp other = newIf.elseYield();
      if (block == newIf.elseBlock())
        std::swap(taken, other);
      taken.getResultsMutable().append(out);
      other.getResultsMutable().append(in);
      out = newIf.getResults().back();
      rewriter.eraseOp(ifOp);
      continue;
    }
    return op->emitError()
           << "sinking a tensor memory token out of '" << op->getName()
           << "' is not supported (only scf.for and scf.if)";
  }
  return out;
}

Value mlir::triton::gpu::createMultiBuffer(Operation *insertBefore,
                                           RankedTensorType type, Location loc,
                                           Attribute sharedEncoding,
                                           unsigned numBuffers) {
  OpBuilder builder(insertBefore);
  SmallVector<int64_t> shape{numBuffers};
  llvm::append_range(shape, type.getShape());
  auto bufferType = MemDescType::get(
      shape, type.getElementType(), sharedEncoding,
      SharedMemorySpaceAttr::get(type.getContext()), /*mutableMemory=*/true);
  Value alloc = LocalAllocOp::create(builder, loc, bufferType, /*src=*/Value(),
                                     IntegerAttr());
  builder.setInsertionPointAfter(insertBefore);
  LocalDeallocOp::create(builder, insertBefore->getLoc(), alloc);
  return alloc;
}

Value mlir::triton::gpu::createBarrierBuffer(OpBuilder &builder, Location loc,
                                             int numBarriers) {
  MLIRContext *context = builder.getContext();
  Operation *scope = builder.getInsertionBlock()->getParentOp();
  // Every CTA has its own copy of the barriers.
  CGAEncodingAttr cgaLayout =
      getDefaultCGALayout(context, /*shape=*/{1}, /*sizePerThread=*/{1},
                          /*order=*/{0}, lookupNumCTAs(scope));
  auto encoding = SwizzledSharedEncodingAttr::get(
      context, /*vec=*/1, /*perPhase=*/1, /*maxPhase=*/1, /*order=*/{0},
      cgaLayout);
  auto type = MemDescType::get({int64_t(numBarriers), 1}, builder.getI64Type(),
                               encoding, SharedMemorySpaceAttr::get(context),
                               /*mutableMemory=*/true);
  return LocalAllocOp::create(builder, loc, type, /*src=*/Value(),
                              IntegerAttr());
}

Value mlir::triton::gpu::createBarrierAlloc(Operation *op, int numBarriers,
                                            int arriveCount) {
  OpBuilder builder(op);
  Location loc = op->getLoc();
  Value alloc = createBarrierBuffer(builder, loc, numBarriers);
  for (int i = 0; i < numBarriers; ++i)
    ttng::InitBarrierOp::create(builder, loc,
                                createSingleBufferView(builder, alloc, i),
                                arriveCount);
  builder.setInsertionPointAfter(op);
  for (int i = 0; i < numBarriers; ++i)
    ttng::InvalBarrierOp::create(builder, loc,
                                 createSingleBufferView(builder, alloc, i));
  LocalDeallocOp::create(builder, loc, alloc);
  return alloc;
}

TypedValue<MemDescType>
mlir::triton::gpu::createSingleBufferView(OpBuilder &builder, Value alloc,
                                          Value index) {
  auto allocType = cast<MemDescType>(alloc.getType());
  auto viewType = MemDescType::get(
      allocType.getShape().drop_front(), allocType.getElementType(),
      allocType.getEncoding(), allocType.getMemorySpace(),
      allocType.getMutableMemory());
  return MemDescIndexOp::create(builder, alloc.getLoc(), viewType, alloc,
                                index);
}

TypedValue<MemDescType>
mlir::triton::gpu::createSingleBufferView(OpBuilder &builder, Value alloc,
                                          int index) {
  Value indexValue =
      arith::ConstantIntOp::create(builder, alloc.getLoc(), index, 32);
  return createSingleBufferView(builder, alloc, indexValue);
}

Value mlir::triton::gpu::createIncrementModulo(OpBuilder &builder,
                                               Location loc, Value counter,
                                               Value modulus, Value zero,
                                               Value one, Value *wrapped) {
  Value next = arith::AddIOp::create(builder, loc, counter, one);
  Value wraps = arith::CmpIOp::create(builder, loc, arith::CmpIPredicate::sge,
                                      next, modulus);
  if (wrapped)
    *wrapped = wraps;
  return arith::SelectOp::create(builder, loc, wraps, zero, next);
}

DenseSet<Operation *>
mlir::triton::gpu::getTopLevelUsersInLoop(Operation *op, scf::ForOp forOp,
                                          function_ref<bool(Operation *)> filter) {
  DenseSet<Operation *> users;
  SmallVector<OpOperand *> worklist;
  for (OpOperand &use : op->getUses())
    worklist.push_back(&use);
  while (!worklist.empty()) {
    OpOperand *use = worklist.pop_back_val();
    Operation *owner = use->getOwner();
    // The next iteration's uses of a yielded value.
    if (isa<scf::YieldOp>(owner) && owner->getParentOp() == forOp) {
      for (OpOperand &next :
           forOp.getRegionIterArgs()[use->getOperandNumber()].getUses())
        worklist.push_back(&next);
      continue;
    }
    // A view reads nothing: its users do.
    if (owner->hasTrait<MemDescViewTrait>()) {
      for (OpOperand &viewUse : owner->getUses())
        worklist.push_back(&viewUse);
      continue;
    }
    if (filter && !filter(owner))
      continue;
    users.insert(forOp.getBody()->findAncestorOpInBlock(*owner));
  }
  return users;
}

/// Of the top-level users of `ops` that `filter` accepts, the one
/// `runsBefore` puts first.
static Operation *selectUseOfPipelinedOp(
    ArrayRef<Operation *> ops, scf::ForOp forOp,
    function_ref<bool(Operation *)> filter,
    function_ref<bool(Operation *, Operation *)> runsBefore) {
  DenseSet<Operation *> users;
  for (Operation *op : ops) {
    DenseSet<Operation *> opUsers = getTopLevelUsersInLoop(op, forOp, filter);
    users.insert(opUsers.begin(), opUsers.end());
  }
  Operation *selected = nullptr;
  for (Operation *user : users)
    if (!selected || runsBefore(user, selected))
      selected = user;
  return selected;
}

/// Whether the schedule runs `a` before `b` (stage, cluster, program order).
static bool scheduledBefore(const CoarseSchedule &schedule, Operation *a,
                            Operation *b) {
  auto [stageA, clusterA] = schedule.lookup(a);
  auto [stageB, clusterB] = schedule.lookup(b);
  if (stageA != stageB)
    return stageA < stageB;
  if (*clusterA != *clusterB)
    return *clusterA < *clusterB;
  return a->isBeforeInBlock(b);
}

Operation *mlir::triton::gpu::getFirstUseOfPipelinedOp(
    ArrayRef<Operation *> ops, scf::ForOp forOp, const CoarseSchedule &schedule,
    function_ref<bool(Operation *)> filter) {
  return selectUseOfPipelinedOp(ops, forOp, filter, [&](Operation *a, Operation *b) {
    return scheduledBefore(schedule, a, b);
  });
}

Operation *mlir::triton::gpu::getLastUseOfPipelinedOp(
    ArrayRef<Operation *> ops, scf::ForOp forOp, const CoarseSchedule &schedule,
    function_ref<bool(Operation *)> filter) {
  return selectUseOfPipelinedOp(ops, forOp, filter, [&](Operation *a, Operation *b) {
    return scheduledBefore(schedule, b, a);
  });
}

void mlir::triton::gpu::combineRedundantWaitOps(
    llvm::SmallSetVector<AsyncWaitOp, 8> &waitOps) {
  llvm::MapVector<AsyncWaitOp, AsyncWaitOp> merged;
  for (AsyncWaitOp wait : waitOps) {
    if (merged.count(wait))
      continue;
    SmallVector<AsyncWaitOp> group{wait};
    SmallVector<Value> tokens(wait.getOperands());
    unsigned num = wait.getNum();
    // A commit starts a new group to wait for; a region op may commit.
    for (Operation *next = wait->getNextNode();
         next && !isa<AsyncCommitGroupOp, RegionBranchOpInterface>(next);
         next = next->getNextNode()) {
      auto nextWait = dyn_cast<AsyncWaitOp>(next);
      if (!nextWait)
        continue;
      group.push_back(nextWait);
      num = std::min<unsigned>(num, nextWait.getNum());
      llvm::append_range(tokens, nextWait.getOperands());
    }
    if (group.size() == 1)
      continue;
    OpBuilder builder(group.front());
    auto combined = AsyncWaitOp::create(builder, wait.getLoc(), tokens, num);
    for (AsyncWaitOp member : group)
      merged[member] = combined;
  }
  for (auto [wait, combined] : merged) {
    wait->replaceAllUsesWith(combined);
    wait->erase();
  }
}

void mlir::triton::gpu::removePipeliningAttributes(ModuleOp module) {
  module->walk([](Operation *op) {
    op->removeAttr(kLoopStageAttrName);
    op->removeAttr(kLoopClusterAttrName);
    op->removeAttr(kScheduledMaxStageAttrName);
  });
}
