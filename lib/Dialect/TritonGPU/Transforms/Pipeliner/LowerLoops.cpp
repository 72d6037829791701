//===- LowerLoops.cpp - tritongpu-pipeline's first step -------------------===//
//
// Before a scheduled loop is expanded, each load whose result is used in a
// later stage than it is issued becomes an asynchronous copy into a
// multi-buffered shared-memory allocation:
//
//   - a `tt.load` becomes `ttg.async_copy_global_to_local` into the buffer
//     at the insert index, `ttg.async_commit_group`, and, where the result
//     is first used, `ttg.async_wait` and a `ttg.local_load` of the buffer
//     at the extract index (a `ttg.local_alloc` of the result in the
//     buffer's layout uses the buffer directly);
//   - a `tt.descriptor_load`/`gather` becomes a TMA copy signalling an
//     mbarrier (one barrier per run of loads of one stage, expecting their
//     bytes), waited on with the loop's phase where first used.
//
// The loop gets an insert and an extract index (and for TMA a phase) per
// buffer count, rotating modulo it; the new ops join the schedule. Triton
// 3.6's LowerLoops.cpp, which first lowers the loop's MMAv5 ops
// (MMAv5Lowering.cpp).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/Transforms/PipelineLowering.h"
#include "tt/Dialect/TritonGPU/IR/Traits.h"
#include "tt/Dialect/TritonGPU/Transforms/PipeliningUtility.h"
#include "tt/Dialect/TritonGPU/Transforms/Utility.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/MapVector.h"

#define DEBUG_TYPE "tritongpu-pipeline"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

bool isTMALoad(Operation *op) {
  return isa<DescriptorLoadOp, DescriptorGatherOp>(op);
}

/// A splat zero constant (what cp.async's zero fill gives for masked-off
/// elements).
bool isZeroConst(Value value) {
  auto constant = value.getDefiningOp<arith::ConstantOp>();
  if (!constant)
    return false;
  if (auto floats = dyn_cast<DenseFPElementsAttr>(constant.getValue()))
    return floats.isSplat() && floats.getSplatValue<APFloat>().isZero();
  if (auto ints = dyn_cast<DenseIntElementsAttr>(constant.getValue()))
    return ints.isSplat() && ints.getSplatValue<APInt>().isZero();
  return false;
}

/// The descriptor of a TMA load.
TypedValue<TensorDescType> descriptorOf(Operation *op) {
  if (auto load = dyn_cast<DescriptorLoadOp>(op))
    return load.getDesc();
  return cast<DescriptorGatherOp>(op).getDesc();
}

/// Whether the loaded value must go through registers: not when its only
/// user is a `ttg.local_alloc` in the layout the copy lands in (and a
/// masked-off element reads as zero).
bool mustLoadToRegisters(Operation *op) {
  if (auto load = dyn_cast<LoadOp>(op))
    if (load.getOther() && !isZeroConst(load.getOther()))
      return true;
  if (!op->hasOneUse())
    return true;
  auto alloc = dyn_cast<LocalAllocOp>(*op->getUsers().begin());
  if (!alloc)
    return true;
  if (!isTMALoad(op))
    return false;
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  FailureOr<Attribute> encoding = ttng::getSharedEncodingOfAccess(
      type, descriptorOf(op).getType(), [&] { return op->emitError(); });
  return succeeded(encoding) && *encoding != alloc.getType().getEncoding();
}

/// Stages between a load and its first use (counting a local_alloc's users
/// as the load's, and a barrier wait on it at its last stage).
int getDefUseStageDiff(Operation *op, scf::ForOp forOp,
                       const CoarseSchedule &schedule) {
  int defStage = schedule.lookup(op).first;
  DenseSet<Operation *> users = getTopLevelUsersInLoop(op, forOp);
  DenseSet<Operation *> allocUsers;
  for (Operation *user : users)
    if (auto alloc = dyn_cast<LocalAllocOp>(user)) {
      DenseSet<Operation *> viaAlloc = getTopLevelUsersInLoop(alloc, forOp);
      allocUsers.insert(viaAlloc.begin(), viaAlloc.end());
    }
  users.insert(allocUsers.begin(), allocUsers.end());
  std::optional<int> useStage;
  for (Operation *user : users)
    if (user && schedule.count(user))
      useStage = std::min(schedule.lookup(user).first,
                          useStage.value_or(INT_MAX));
  for (Operation *user : users)
    if (isa_and_nonnull<ttng::WaitBarrierOp>(user))
      useStage = std::max(schedule.lookup(user).first, *useStage);
  return useStage ? *useStage - defStage : 0;
}

/// Whether the load feeds a `ttng.warp_group_dot` from shared memory: the
/// wgmma may still read the previous buffer, which takes one more.
bool loadRequiresAdditionalBuffer(Operation *load) {
  if (mustLoadToRegisters(load))
    return false;
  auto alloc = dyn_cast<LocalAllocOp>(*load->getUsers().begin());
  auto skipViews = [](Operation *op) {
    while (op->hasOneUse() && op->hasTrait<MemDescViewTrait>())
      op = *op->getUsers().begin();
    return op;
  };
  return alloc && llvm::any_of(alloc->getUsers(), [&](Operation *user) {
           return isa<ttng::WarpGroupDotOp>(skipViews(user));
         });
}

struct AsyncLoad {
  int numBuffers = 0;
  Attribute sharedEncoding;
  Value alloc;
  Value barrier;
  Operation *waitOp = nullptr;
};

/// The rotating indices of the loads with one buffer count.
struct LoadGroup {
  Value insertIdx;
  Value extractIdx;
  Value phase;
  bool hasTMALoad = false;
};

class LoadLowering {
public:
  LoadLowering(scf::ForOp forOp, CoarseSchedule &schedule,
               const ModuleAxisInfoAnalysis &axisInfo)
      : forOp(forOp), schedule(schedule), axisInfo(axisInfo) {}

  FailureOr<scf::ForOp> run();

private:
  LogicalResult collectAsyncLoads();
  unsigned addIndexIterArgs();
  void createTMABarriersAndWaits();
  void createAsyncCopy(LoadOp load, const AsyncLoad &asyncLoad,
                       const LoadGroup &group);
  void createTMACopy(Operation *load, const AsyncLoad &asyncLoad,
                     const LoadGroup &group);

  scf::ForOp forOp;
  CoarseSchedule &schedule;
  const ModuleAxisInfoAnalysis &axisInfo;
  llvm::MapVector<Operation *, AsyncLoad> asyncLoads;
  llvm::MapVector<int, LoadGroup> groups;
};

LogicalResult LoadLowering::collectAsyncLoads() {
  for (Operation &op : forOp.getBody()->without_terminator()) {
    if (!isPipelinableLoadKind(&op))
      continue;
    int stageDiff = getDefUseStageDiff(&op, forOp, schedule);
    auto type = dyn_cast<RankedTensorType>(op.getResult(0).getType());
    // Loads used in their own stage, and scalars, stay as they are.
    if (stageDiff == 0 || !type)
      continue;
    FailureOr<Attribute> encoding = getSharedEncodingForLoad(&op);
    if (failed(encoding))
      return failure();
    bool asyncCopy = false;
    if (auto load = dyn_cast<LoadOp>(&op)) {
      FailureOr<int> vecBytes = getCopyVecBytes(type, *encoding);
      if (failed(vecBytes))
        return op.emitError("tritongpu-pipeline: no linear layout for the "
                            "copy of this load to shared memory");
      asyncCopy = canBeConvertedToAsyncLoad(load, axisInfo) && *vecBytes >= 4;
    }
    if (!asyncCopy && !isTMALoad(&op)) {
      if (stageDiff > 1)
        op.emitRemark() << "Pipelining load that cannot use vectorized copy. "
                           "This will likely lead to pipelining in registers "
                           "and severe performance degradation.";
      TT_DEBUG(TT_DBGS() << describeOp(&op)
                         << ": stays in registers (copies under 4 bytes)\n");
      continue;
    }
    bool forWgmma = loadRequiresAdditionalBuffer(&op);
    TT_DEBUG(TT_DBGS() << describeOp(&op) << ": "
                       << (isTMALoad(&op) ? "TMA copy" : "cp.async copy")
                       << " into " << stageDiff + forWgmma
                       << " buffers (used " << stageDiff << " stages later"
                       << (forWgmma ? ", +1 for the wgmma still reading" : "")
                       << ")\n");
    asyncLoads[&op] = {stageDiff + forWgmma, *encoding};
  }
  return success();
}

/// Adds an insert and an extract index (and a phase for TMA groups) per
/// buffer count, counting at the top of the body; returns the yield
/// operand of the first.
unsigned LoadLowering::addIndexIterArgs() {
  IRRewriter builder(forOp);
  Location loc = forOp.getLoc();
  // Two indices, so that later stages recompute theirs instead of carrying
  // one across iterations.
  Value minusOne = arith::ConstantIntOp::create(builder, loc, -1, 32);
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 32);
  Value one = arith::ConstantIntOp::create(builder, loc, 1, 32);
  SmallVector<Value> inits;
  for (auto &[numBuffers, group] : groups) {
    inits.append({minusOne, minusOne});
    if (group.hasTMALoad)
      inits.push_back(zero);
  }
  unsigned firstArg = forOp.getBody()->getNumArguments();
  forOp = addIterArgsToLoop(builder, forOp, inits);
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  yield.getResultsMutable().append(inits);
  unsigned arg = firstArg;
  for (auto &[numBuffers, group] : groups) {
    Value insertIdx = forOp.getBody()->getArgument(arg++);
    Value extractIdx = forOp.getBody()->getArgument(arg++);
    Value phase = group.hasTMALoad ? forOp.getBody()->getArgument(arg++)
                                   : Value();
    builder.setInsertionPointToStart(forOp.getBody());
    Value count = arith::ConstantIntOp::create(builder, loc, numBuffers, 32);
    group.insertIdx =
        createIncrementModulo(builder, loc, insertIdx, count, zero, one);
    Value wrapped;
    group.extractIdx = createIncrementModulo(builder, loc, extractIdx, count,
                                             zero, one, &wrapped);
    // The phase flips each time the extract index wraps around.
    if (phase) {
      Value flipped = arith::XOrIOp::create(builder, loc, phase, one);
      group.phase =
          arith::SelectOp::create(builder, loc, wrapped, flipped, phase);
    }
  }
  return firstArg - 1;
}

/// One mbarrier per run of TMA loads of one stage and buffer count with no
/// use of them in between: it expects all their bytes, and is waited on
/// after the last of them, at the first use's stage.
void LoadLowering::createTMABarriersAndWaits() {
  SmallVector<SmallVector<Operation *>> runs;
  DenseSet<Operation *> visited;
  for (auto &[load, asyncLoad] : asyncLoads) {
    if (!isTMALoad(load) || visited.contains(load))
      continue;
    DenseSet<Operation *> users;
    SmallVector<Operation *> run;
    Block *block = load->getBlock();
    auto addToRun = [&](Operation *op) {
      run.push_back(op);
      visited.insert(op);
      for (Operation *user : op->getUsers()) {
        // A local_alloc in the buffer's layout goes away: its users count.
        if (!mustLoadToRegisters(op)) {
          auto alloc = cast<LocalAllocOp>(*op->getUsers().begin());
          if (alloc->getBlock() == block) {
            users.insert(alloc->getUsers().begin(), alloc->getUsers().end());
            continue;
          }
        }
        if (Operation *inBlock = block->findAncestorOpInBlock(*user))
          users.insert(inBlock);
      }
    };
    addToRun(load);
    for (Operation *next = load->getNextNode(); next;
         next = next->getNextNode()) {
      if (users.contains(next) || visited.contains(next))
        break;
      if (isTMALoad(next) && asyncLoads.count(next)) {
        if (asyncLoads[next].numBuffers != asyncLoad.numBuffers)
          break;
        if (schedule.lookup(run.front()) == schedule.lookup(next))
          addToRun(next);
      }
    }
    runs.push_back(std::move(run));
  }

  for (SmallVector<Operation *> &run : runs) {
    int numBuffers = asyncLoads[run.front()].numBuffers;
    const LoadGroup &group = groups.find(numBuffers)->second;
    int64_t bytes = 0;
    for (Operation *op : run) {
      auto type = cast<RankedTensorType>(op->getResult(0).getType());
      int64_t elements = 1;
      for (int64_t size :
           getShapePerCTA(getCGALayout(type.getEncoding()), type.getShape()))
        elements *= size;
      bytes += elements * type.getElementTypeBitWidth() / 8;
    }
    Value barriers = createBarrierAlloc(forOp, numBuffers);
    OpBuilderForStage builder(forOp.getLoc(), run.front(), schedule);
    Value barrier = createSingleBufferView(builder, barriers, group.insertIdx);
    Value always = builder.create<arith::ConstantIntOp>(1, 1);
    builder.create<ttng::BarrierExpectOp>(barrier, bytes, always);
    builder.setInsertionPointAfter(run.back());
    Operation *firstUse = getFirstUseOfPipelinedOp(run, forOp, schedule);
    builder.setStageCluster(schedule.lookup(firstUse));
    Value waitBarrier =
        createSingleBufferView(builder, barriers, group.extractIdx);
    auto wait = builder.create<ttng::WaitBarrierOp>(
        waitBarrier, group.phase, /*pred=*/Value(), /*deps=*/ValueRange());
    TT_DEBUG(TT_DBGS() << "mbarrier for " << run.size() << " TMA load(s) of "
                       << bytes << " bytes, waited on before "
                       << describeOp(firstUse) << "\n");
    for (Operation *op : run) {
      asyncLoads[op].barrier = barrier;
      asyncLoads[op].waitOp = wait;
    }
  }
}

void LoadLowering::createAsyncCopy(LoadOp load, const AsyncLoad &asyncLoad,
                                   const LoadGroup &group) {
  OpBuilderForStage builder(load.getLoc(), forOp, schedule);
  // Triton makes (and leaves unused) a zero before the loop.
  arith::ConstantIntOp::create(builder, forOp.getLoc(), 0, 32);
  Operation *firstUse = getFirstUseOfPipelinedOp({load}, forOp, schedule);
  builder.setInsertionPoint(load);
  builder.setStageCluster(schedule.lookup(load));
  Value other = load.getOther();
  Value view = createSingleBufferView(builder, asyncLoad.alloc, group.insertIdx);
  unsigned contiguity = axisInfo.getPtrContiguity(load.getPtr());
  if (Value mask = load.getMask())
    contiguity = std::min(contiguity, axisInfo.getMaskAlignment(mask));
  auto copy = builder.create<AsyncCopyGlobalToLocalOp>(
      load.getPtr(), view, load.getMask(), other, load.getCache(),
      load.getEvict(), load.getIsVolatile(), contiguity);
  auto commit = builder.create<AsyncCommitGroupOp>(copy.getToken());
  builder.setStageCluster(schedule.lookup(firstUse));
  auto wait = builder.create<AsyncWaitOp>(commit.getResult(), 0);
  auto viewLoad =
      createSingleBufferView(builder, asyncLoad.alloc, group.extractIdx);
  if (!other || isZeroConst(other)) {
    replaceUsesWithLocalLoad(builder, load->getResult(0), viewLoad,
                             wait.getResult());
  } else if (!load->use_empty()) {
    // cp.async fills masked-off elements with zeros: `other` is selected
    // in registers.
    auto localLoad =
        builder.create<LocalLoadOp>(load.getType(), viewLoad, wait.getResult());
    auto select = builder.create<arith::SelectOp>(
        load.getType(), load.getMask(), localLoad.getResult(), other);
    load->replaceAllUsesWith(select->getResults());
  }
  schedule.erase(load);
  load->erase();
}

void LoadLowering::createTMACopy(Operation *load, const AsyncLoad &asyncLoad,
                                 const LoadGroup &group) {
  OpBuilderForStage builder(load->getLoc(), forOp, schedule);
  // Triton makes (and leaves unused) a zero before the loop.
  arith::ConstantIntOp::create(builder, forOp.getLoc(), 0, 32);
  Operation *firstUse = getFirstUseOfPipelinedOp({load}, forOp, schedule);
  builder.setInsertionPoint(load);
  builder.setStageCluster(schedule.lookup(load));
  Value view = createSingleBufferView(builder, asyncLoad.alloc, group.insertIdx);
  Value always = builder.create<arith::ConstantIntOp>(1, 1);
  if (auto descLoad = dyn_cast<DescriptorLoadOp>(load)) {
    SmallVector<Value> indices = ttng::translateTMAIndices(
        builder, load->getLoc(),
        descLoad.getDesc().getType().getBlockType().getEncoding(),
        descLoad.getIndices());
    builder.create<ttng::AsyncTMACopyGlobalToLocalOp>(
        descLoad.getDesc(), indices, asyncLoad.barrier, view, always,
        /*multicast=*/false, CacheModifier::NONE, EvictionPolicy::NORMAL,
        /*isVolatile=*/false);
  } else {
    auto gather = cast<DescriptorGatherOp>(load);
    builder.create<ttng::AsyncTMAGatherOp>(
        gather.getDesc(), gather.getXOffsets(), gather.getYOffset(),
        asyncLoad.barrier, view, always);
  }
  builder.setInsertionPointAfter(asyncLoad.waitOp);
  builder.setStageCluster(schedule.lookup(firstUse));
  auto viewLoad =
      createSingleBufferView(builder, asyncLoad.alloc, group.extractIdx);
  replaceUsesWithLocalLoad(builder, load->getResult(0), viewLoad);
  schedule.erase(load);
  load->erase();
}

FailureOr<scf::ForOp> LoadLowering::run() {
  if (failed(collectAsyncLoads()))
    return failure();
  if (asyncLoads.empty())
    return forOp;
  for (auto &[load, asyncLoad] : asyncLoads) {
    asyncLoad.alloc = createMultiBuffer(
        forOp, cast<RankedTensorType>(load->getResult(0).getType()),
        load->getLoc(), asyncLoad.sharedEncoding, asyncLoad.numBuffers);
    LoadGroup &group = groups[asyncLoad.numBuffers];
    group.hasTMALoad |= isTMALoad(load);
  }
  unsigned firstIndexOperand = addIndexIterArgs();
  createTMABarriersAndWaits();
  bool anyAsyncCopy = false;
  for (auto &[load, asyncLoad] : asyncLoads) {
    const LoadGroup &group = groups[asyncLoad.numBuffers];
    if (auto plainLoad = dyn_cast<LoadOp>(load)) {
      createAsyncCopy(plainLoad, asyncLoad, group);
      anyAsyncCopy = true;
    } else {
      createTMACopy(load, asyncLoad, group);
    }
  }
  // The next iteration starts from the indices this one computed.
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  unsigned operand = firstIndexOperand;
  for (auto &[numBuffers, group] : groups) {
    yield.setOperand(operand++, group.insertIdx);
    yield.setOperand(operand++, group.extractIdx);
    if (group.phase)
      yield.setOperand(operand++, group.phase);
  }
  scheduleDependencies(forOp, schedule);
  // The last iterations' copies may still be in flight after the loop.
  if (anyAsyncCopy) {
    OpBuilder builder(forOp->getContext());
    builder.setInsertionPointAfter(forOp);
    AsyncWaitOp::create(builder, forOp.getLoc(), ValueRange(), 0);
  }
  for (Operation &op : forOp.getBody()->without_terminator())
    if (!schedule.count(&op))
      return op.emitError("tritongpu-pipeline: op not found in the schedule "
                          "after lowering the loads");
  return forOp;
}

LogicalResult lowerLoop(scf::ForOp forOp,
                        const ModuleAxisInfoAnalysis &axisInfo) {
  FailureOr<CoarseSchedule> schedule = CoarseSchedule::deserialize(forOp);
  if (failed(schedule))
    return success();
  TT_DEBUG(TT_DBGS() << "lowering the MMAv5 ops and loads of "
                     << describeOp(forOp) << "\n");
  FailureOr<scf::ForOp> withMMAs = lowerMMAv5Ops(forOp, *schedule);
  if (failed(withMMAs))
    return failure();
  FailureOr<scf::ForOp> lowered =
      LoadLowering(*withMMAs, *schedule, axisInfo).run();
  if (failed(lowered))
    return failure();
  FailureOr<scf::ForOp> withDescriptors =
      lowerTMADescriptors(*lowered, *schedule);
  if (failed(withDescriptors))
    return failure();
  schedule->serialize(*withDescriptors);
  return success();
}

} // namespace

LogicalResult mlir::triton::gpu::lowerLoops(ModuleOp module) {
  ModuleAxisInfoAnalysis axisInfo(module);
  SmallVector<scf::ForOp> loops;
  module->walk([&](scf::ForOp forOp) { loops.push_back(forOp); });
  for (scf::ForOp forOp : loops)
    if (failed(lowerLoop(forOp, axisInfo)))
      return failure();
  return success();
}

FailureOr<scf::ForOp>
mlir::triton::gpu::lowerTMADescriptors(scf::ForOp forOp,
                                       CoarseSchedule &schedule) {
  int numSlots = schedule.getNumStages() - 1;
  // A pipelined wgmma makes the pipeline one stage longer.
  if (llvm::any_of(forOp.getBody()->without_terminator(), [](Operation &op) {
        return isa<ttng::WarpGroupDotOp>(op);
      }))
    ++numSlots;
  IRRewriter builder(forOp);
  llvm::MapVector<MakeTensorDescOp, Value> scratchOf;
  forOp.walk([&](MakeTensorDescOp make) {
    scratchOf[make] = GlobalScratchAllocOp::create(
        builder, make.getLoc(), PointerType::get(builder.getI8Type(), 1),
        numSlots * ttng::kTMADescriptorBytes, ttng::kTMADescriptorAlignment);
  });
  if (scratchOf.empty())
    return forOp;
  Location loc = forOp.getLoc();
  Value zero = arith::ConstantIntOp::create(builder, loc, 0, 32);
  Value one = arith::ConstantIntOp::create(builder, loc, 1, 32);
  // One slot counter per descriptor, so each rotates on its own.
  SmallVector<Value> inits(scratchOf.size(), zero);
  unsigned firstCounter = forOp.getBody()->getNumArguments();
  forOp = addIterArgsToLoop(builder, forOp, inits);
  auto yield = cast<scf::YieldOp>(forOp.getBody()->getTerminator());
  yield.getResultsMutable().append(inits);
  Value numSlotsValue = arith::ConstantIntOp::create(builder, loc, numSlots, 32);
  for (auto [index, entry] : llvm::enumerate(scratchOf)) {
    auto [make, scratch] = entry;
    if (make->getBlock() != forOp.getBody())
      return make.emitError("tritongpu-pipeline: a tensor descriptor made "
                            "inside a region of the loop (Triton sinks its "
                            "slot counter out of it) is not implemented");
    auto counter = forOp.getBody()->getArgument(firstCounter + index);
    OpBuilderForStage stageBuilder(make.getLoc(), make, schedule);
    Value slotBytes =
        stageBuilder.create<arith::ConstantIntOp>(ttng::kTMADescriptorBytes, 32);
    Value offset = stageBuilder.create<arith::MulIOp>(slotBytes, counter);
    Value slot =
        stageBuilder.create<AddPtrOp>(scratch.getType(), scratch, offset);
    // The tensormap's ops join the descriptor's stage, as every op the
    // builder inserts.
    if (failed(ttng::createTMADesc(slot, make, stageBuilder,
                                   "tritongpu-pipeline: ")))
      return failure();
    stageBuilder.create<ttng::TensormapFenceproxyAcquireOp>(slot);
    Value desc = stageBuilder.create<ttng::ReinterpretTensorDescOp>(
        make.getType(), slot);
    make.getResult().replaceAllUsesWith(desc);
    Value next = createIncrementModulo(stageBuilder, stageBuilder.getLoc(),
                                       counter, numSlotsValue, zero, one);
    yield.setOperand(counter.getArgNumber() - 1, next);
  }
  return forOp;
}
