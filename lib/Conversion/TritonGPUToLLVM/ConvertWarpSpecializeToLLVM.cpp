//===- ConvertWarpSpecializeToLLVM.cpp - convert-warp-specialize-to-llvm --===//
//
// Triton 3.6's lowering of `ttg.warp_specialize` on NVIDIA GPUs, run after
// convert-triton-gpu-to-llvm and convert-nv-gpu-to-llvm have lowered
// everything inside the regions (thread and warp ids there already count
// from the partition's first warp).
//
// A warp-specialized kernel launches `ttg.total-num-warps` warps. The
// first `ttg.num-warps` (the default warps) run the kernel's body; the
// others (the workers) wait in a loop for work:
//
//   header:   warp = tid.x / 32 (made warp-uniform); default warps -> body,
//             workers -> switch loop
//   switch:   barrier.sync 1 (all threads); read this warp's state byte
//             from shared memory (the function's `allocation.offset`);
//             switch: partition block, exit (ret), or idle (two
//             barrier.sync 1, back to the switch: a `ttg.warp_specialize`
//             this warp takes no part in)
//
// Before each `ttg.warp_specialize` the default warps store every worker
// warp's state and the captures (packed, at the op's `allocation.offset`),
// then meet the workers at barrier 1 twice: the first releases them, the
// second says they have read the captures. Partitions end with barrier 1
// and go back to the switch; the default region ends with barrier 1. Each
// return of the kernel first stores the exit state and meets the workers.
//
// The register file is split with `setmaxnreg` when the module has
// `ttg.maxnreg` (tritongpu-allocate-warp-groups' budget): the default warps
// go up to their share (at most 256) on entry, the workers down to what
// is left; each region moves from there to its `actualRegisters` entry
// and back.
//
// CTA barriers (`nvvm.barrier0`) of the lowered code become named
// barriers of the warps that run it: id 0 for the default warps, 2 + i for
// partition i (one-warp partitions use `bar.warp.sync`).
//
//===----------------------------------------------------------------------===//

#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/TypeConverter.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"

#include "mlir/Analysis/TopologicalSortUtils.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/InterleavedRange.h"

#define DEBUG_TYPE "convert-warp-specialize-to-llvm"

namespace mlir::triton {
#define GEN_PASS_DEF_CONVERTWARPSPECIALIZETOLLVM
#include "tt/Conversion/TritonGPUToLLVM/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::gpu;

namespace {

/// Named barriers: the default warps', the switch loop's (every thread),
/// then one per partition of a `ttg.warp_specialize`.
constexpr unsigned kDefaultWarpsBarrier = 0;
constexpr unsigned kSwitchLoopBarrier = 1;
constexpr unsigned kFirstPartitionBarrier = 2;
constexpr unsigned kNumBarriers = 16;
/// setmaxnreg's ceiling.
constexpr int kMaxRegisters = 256;
/// Captures rematerialized in the partitions are at most this many ops.
constexpr size_t kMaxRematerializedOps = 16;

//===----------------------------------------------------------------------===//
// LLVM types for the ops of `ttg.warp_specialize`
//===----------------------------------------------------------------------===//

/// Gives `value` the LLVM type of its old one; a cast back to the old type
/// takes over its other uses (and pairs with the lowering's casts, which
/// reconcile-unrealized-casts then removes).
void retypeInPlace(Value value, Type type, OpBuilder &builder) {
  Type oldType = value.getType();
  value.setType(type);
  auto cast = UnrealizedConversionCastOp::create(builder, value.getLoc(),
                                                 oldType, value);
  value.replaceAllUsesExcept(cast.getResult(0), cast);
}

/// `op`'s operands through casts to their LLVM types.
void retypeOperands(Operation *op, const TypeConverter &converter) {
  OpBuilder builder(op);
  for (OpOperand &operand : op->getOpOperands()) {
    Type type = converter.convertType(operand.get().getType());
    if (type && type != operand.get().getType())
      operand.set(UnrealizedConversionCastOp::create(builder, op->getLoc(),
                                                     type, operand.get())
                      .getResult(0));
  }
}

/// The captures, partition arguments, yielded values and results of `op`
/// in LLVM types.
void convertWarpSpecializeTypes(WarpSpecializeOp op,
                                const TypeConverter &converter) {
  WarpSpecializePartitionsOp partitions = op.getPartitionOp();
  retypeOperands(partitions, converter);
  OpBuilder builder(op.getContext());
  for (Region &region : partitions.getPartitionRegions()) {
    builder.setInsertionPointToStart(&region.front());
    for (BlockArgument arg : region.getArguments())
      if (Type type = converter.convertType(arg.getType());
          type && type != arg.getType())
        retypeInPlace(arg, type, builder);
  }
  op.getDefaultRegion().walk(
      [&](WarpYieldOp yield) { retypeOperands(yield, converter); });
  builder.setInsertionPointAfter(op);
  for (OpResult result : op.getResults())
    if (Type type = converter.convertType(result.getType());
        type && type != result.getType())
      retypeInPlace(result, type, builder);
}

//===----------------------------------------------------------------------===//
// Barriers and registers
//===----------------------------------------------------------------------===//

/// `bar.sync id, numThreads`, or `bar.warp.sync` for a single warp.
void createNamedBarrier(OpBuilder &builder, Location loc, unsigned id,
                        unsigned numThreads) {
  TritonLLVMOpBuilder b(loc, builder);
  if (numThreads == 32) {
    NVVM::SyncWarpOp::create(builder, loc, b.i32Val(-1));
    return;
  }
  NVVM::BarrierOp::create(builder, loc, TypeRange{}, b.i32Val(id),
                          b.i32Val(numThreads), /*reductionOp=*/{},
                          /*reductionPredicate=*/Value());
}

/// `barrier.sync 1`: every thread of the CTA, default warps and workers.
void createSwitchLoopBarrier(OpBuilder &builder, Location loc) {
  TritonLLVMOpBuilder b(loc, builder);
  createIntrinsicCall(builder, loc, "llvm.nvvm.barrier.cta.sync.all",
                      LLVM::LLVMVoidType::get(builder.getContext()),
                      {b.i32Val(kSwitchLoopBarrier)});
}

/// `setmaxnreg` from `current` to `target` registers per thread (both at
/// most 256).
void createSetMaxRegisters(OpBuilder &builder, Location loc, int current,
                           int target) {
  current = std::min(current, kMaxRegisters);
  target = std::min(target, kMaxRegisters);
  NVVM::SetMaxRegisterOp::create(builder, loc, target,
                                 target < current
                                     ? NVVM::SetMaxRegisterAction::decrease
                                     : NVVM::SetMaxRegisterAction::increase);
}

/// Registers per thread around the switch loop: at launch (`ttg.maxnreg`),
/// in the default warps' body, and in the idle workers. The workers give
/// up all but 24, unless the default warps would pass 256: then they give
/// up only what fills the default warps to 256.
struct RegisterPlan {
  int atLaunch;
  int defaultWarps;
  int workers;
};

std::optional<RegisterPlan> planRegisters(ModuleOp module, int defaultWarps,
                                          int workerWarps) {
  auto maxnreg = module->getAttrOfType<IntegerAttr>("ttg.maxnreg");
  if (!maxnreg)
    return std::nullopt;
  RegisterPlan plan{int(maxnreg.getInt()), 0, 24};
  int extra = (plan.atLaunch - plan.workers) * workerWarps / defaultWarps;
  plan.defaultWarps = (plan.atLaunch + extra) / 8 * 8;
  if (plan.defaultWarps > kMaxRegisters) {
    plan.defaultWarps = kMaxRegisters;
    int given = (kMaxRegisters - plan.atLaunch) * defaultWarps / workerWarps;
    plan.workers = (plan.atLaunch - given) / 8 * 8;
  }
  return plan;
}

/// The CTA barriers lowered code holds become its warps' named barriers:
/// the default warps' outside partitions, each partition's own inside it.
LogicalResult rewriteBarriers(LLVM::LLVMFuncOp func,
                              ArrayRef<WarpSpecializeOp> ops,
                              unsigned threadsPerWarp, unsigned defaultWarps) {
  SmallVector<std::pair<NVVM::Barrier0Op, std::pair<unsigned, unsigned>>>
      barriers;
  func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (isa<WarpSpecializePartitionsOp>(op))
      return WalkResult::skip();
    if (auto barrier = dyn_cast<NVVM::Barrier0Op>(op))
      barriers.push_back(
          {barrier, {kDefaultWarpsBarrier, defaultWarps * threadsPerWarp}});
    return WalkResult::advance();
  });
  for (WarpSpecializeOp op : ops) {
    for (auto [index, region] : llvm::enumerate(op.getPartitionRegions())) {
      unsigned id = kFirstPartitionBarrier + index;
      if (id >= kNumBarriers)
        return emitError(op.getLoc(), "'ttg.warp_specialize' op has ")
               << op.getPartitionRegions().size() << " partitions; at most "
               << (kNumBarriers - kFirstPartitionBarrier)
               << " get a named barrier of their own";
      unsigned threads = op.getPartitionNumWarps()[index] * threadsPerWarp;
      region->walk([&](NVVM::Barrier0Op barrier) {
        barriers.push_back({barrier, {id, threads}});
      });
      TT_DEBUG({
        TT_DBGS() << "partition " << index << ": ";
        if (threads == 32)
          llvm::dbgs() << "one warp, bar.warp.sync\n";
        else
          llvm::dbgs() << "barrier id " << id << ", " << threads
                       << " threads\n";
      });
    }
  }
  for (auto [barrier, idAndThreads] : barriers) {
    OpBuilder builder(barrier);
    createNamedBarrier(builder, barrier.getLoc(), idAndThreads.first,
                       idAndThreads.second);
    barrier.erase();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Captures
//===----------------------------------------------------------------------===//

/// The pure ops computing `capture` from kernel arguments, or failure when
/// it depends on anything else or takes too many ops.
FailureOr<SetVector<Operation *>> trivialComputation(LLVM::LLVMFuncOp func,
                                                     Value capture) {
  SetVector<Operation *> ops;
  SetVector<Value> worklist;
  worklist.insert(capture);
  for (size_t i = 0; i < worklist.size(); ++i) {
    Value value = worklist[i];
    if (auto arg = dyn_cast<BlockArgument>(value)) {
      if (arg.getOwner() != &func.getBody().front())
        return failure();
      continue;
    }
    Operation *op = value.getDefiningOp();
    if (!isPure(op))
      return failure();
    ops.insert(op);
    worklist.insert(op->operand_begin(), op->operand_end());
  }
  if (ops.size() > kMaxRematerializedOps)
    return failure();
  return ops;
}

/// Captures computed purely from kernel arguments are recomputed at the
/// start of each partition instead of going through shared memory.
void elideTrivialCaptures(LLVM::LLVMFuncOp func, WarpSpecializeOp op) {
  WarpSpecializePartitionsOp partitions = op.getPartitionOp();
  llvm::BitVector elided(partitions.getNumOperands());
  for (auto [index, capture] :
       llvm::enumerate(partitions.getExplicitCaptures())) {
    FailureOr<SetVector<Operation *>> ops = trivialComputation(func, capture);
    if (failed(ops))
      continue;
    elided.set(index);
    SetVector<Operation *> sorted = topologicalSort(*ops);
    for (Region &region : partitions.getPartitionRegions()) {
      OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
      IRMapping mapping;
      for (Operation *computation : sorted)
        builder.clone(*computation, mapping);
      region.getArgument(index).replaceAllUsesWith(
          mapping.lookupOrDefault(capture));
    }
  }
  TT_DEBUG(TT_DBGS() << op.getLoc() << ": " << elided.count() << " of "
                     << elided.size()
                     << " captures recomputed in the partitions\n");
  partitions->eraseOperands(elided);
  for (Region &region : partitions.getPartitionRegions())
    region.front().eraseArguments(elided);
}

/// The packed struct the captures travel in.
LLVM::LLVMStructType captureStructType(TypeRange types) {
  return LLVM::LLVMStructType::getLiteral(types.front().getContext(),
                                          llvm::to_vector(types),
                                          /*isPacked=*/true);
}

/// The address of field `index` of the capture struct at `base`.
Value captureAddress(OpBuilder &builder, Location loc,
                     LLVM::LLVMStructType type, Value base, int32_t index) {
  auto ptrType = LLVM::LLVMPointerType::get(builder.getContext(), 3);
  return LLVM::GEPOp::create(builder, loc, ptrType, type, base,
                             ArrayRef<LLVM::GEPArg>{0, index});
}

//===----------------------------------------------------------------------===//
// The switch loop
//===----------------------------------------------------------------------===//

/// What lowering one kernel needs to know.
struct KernelLowering {
  LLVM::LLVMFuncOp func;
  unsigned threadsPerWarp;
  int defaultWarps;
  int workerWarps;
  std::optional<RegisterPlan> registers;
  Block *switchLoop = nullptr;
};

/// A partition region entered from the switch loop: it takes its
/// registers, loads its captures, meets the default warps again (the
/// captures are read), and goes back to the switch where it returned.
LogicalResult lowerPartition(KernelLowering &kernel, WarpSpecializeOp op,
                             Region &region) {
  Location loc = op.getLoc();
  OpBuilder builder = OpBuilder::atBlockBegin(&region.front());
  std::optional<ArrayRef<int32_t>> actual = op.getActualRegisters();
  int registers = 0;
  if (kernel.registers && actual) {
    registers = (*actual)[region.getRegionNumber() + 1];
    createSetMaxRegisters(builder, loc, kernel.registers->workers, registers);
  }

  if (region.getNumArguments() != 0) {
    FailureOr<Value> base = getSharedMemoryBase(loc, builder, op);
    if (failed(base))
      return failure();
    LLVM::LLVMStructType type = captureStructType(region.getArgumentTypes());
    for (BlockArgument arg : region.getArguments()) {
      Value address =
          captureAddress(builder, loc, type, *base, arg.getArgNumber());
      // Every thread of the partition loads its own copy.
      arg.replaceAllUsesWith(LLVM::LoadOp::create(builder, loc, arg.getType(),
                                                  address, /*alignment=*/1));
    }
    region.front().eraseArguments(0, region.getNumArguments());
  }
  createSwitchLoopBarrier(builder, loc);

  SmallVector<WarpReturnOp> returns;
  region.walk([&](WarpReturnOp ret) { returns.push_back(ret); });
  for (WarpReturnOp ret : returns) {
    builder.setInsertionPoint(ret);
    createSwitchLoopBarrier(builder, ret.getLoc());
    if (kernel.registers && actual)
      createSetMaxRegisters(builder, ret.getLoc(), registers,
                            kernel.registers->workers);
    LLVM::BrOp::create(builder, ret.getLoc(), kernel.switchLoop);
    ret.erase();
  }
  return success();
}

/// LLVM's LICM would hoist partition code into the switch loop's header,
/// where it stays live in every partition (ptxas does not sink it back),
/// with the few registers the workers keep.
void disableLicm(LLVM::BrOp latch) {
  MLIRContext *ctx = latch.getContext();
  auto licm = LLVM::LoopLICMAttr::get(ctx, BoolAttr::get(ctx, true), {});
  latch.setLoopAnnotationAttr(LLVM::LoopAnnotationAttr::get(
      ctx, {}, {}, {}, {}, {}, licm, {}, {}, {}, {}, {}, {}, {}, {}, {}));
}

/// The default warps set each worker warp's state byte (at the kernel's
/// `allocation.offset`): worker warp i reads byte i.
LogicalResult storeWarpStates(OpBuilder &builder, Location loc,
                              LLVM::LLVMFuncOp func, ArrayRef<int32_t> states) {
  FailureOr<Value> base = getSharedMemoryBase(loc, builder, func);
  if (failed(base))
    return failure();
  TritonLLVMOpBuilder b(loc, builder);
  auto ptrType = LLVM::LLVMPointerType::get(builder.getContext(), 3);
  for (auto [warp, state] : llvm::enumerate(states))
    LLVM::StoreOp::create(
        builder, loc, b.intVal(8, state),
        b.gep(ptrType, builder.getI8Type(), *base, b.i32Val(warp)));
  return success();
}

/// The default warps' side of `op`: states and captures out, the
/// partitions released, the default region inlined, the results passed on.
LogicalResult lowerDefaultRegion(KernelLowering &kernel, WarpSpecializeOp op,
                                 ArrayRef<int32_t> warpStates) {
  Location loc = op.getLoc();
  Block *before = op->getBlock();
  Block *after = before->splitBlock(op);
  OpBuilder builder = OpBuilder::atBlockEnd(before);
  if (failed(storeWarpStates(builder, loc, kernel.func, warpStates)))
    return failure();

  ValueRange captures = op.getPartitionOp().getExplicitCaptures();
  if (!captures.empty()) {
    FailureOr<Value> base = getSharedMemoryBase(loc, builder, op);
    if (failed(base))
      return failure();
    LLVM::LLVMStructType type = captureStructType(captures.getTypes());
    for (auto [index, capture] : llvm::enumerate(captures))
      LLVM::StoreOp::create(builder, loc, capture,
                            captureAddress(builder, loc, type, *base, index),
                            /*alignment=*/1);
  }

  std::optional<ArrayRef<int32_t>> actual = op.getActualRegisters();
  bool moveRegisters = kernel.registers && actual;
  createSwitchLoopBarrier(builder, loc);
  if (moveRegisters)
    createSetMaxRegisters(builder, loc, kernel.registers->defaultWarps,
                          actual->front());
  createSwitchLoopBarrier(builder, loc);
  LLVM::BrOp::create(builder, loc, &op.getDefaultRegion().front());

  SmallVector<WarpYieldOp> yields;
  op.getDefaultRegion().walk(
      [&](WarpYieldOp yield) { yields.push_back(yield); });
  for (WarpYieldOp yield : yields) {
    builder.setInsertionPoint(yield);
    createSwitchLoopBarrier(builder, yield.getLoc());
    if (moveRegisters)
      createSetMaxRegisters(builder, yield.getLoc(), actual->front(),
                            kernel.registers->defaultWarps);
    LLVM::BrOp::create(builder, yield.getLoc(), yield.getValues(), after);
    yield.erase();
  }
  after->getParent()->getBlocks().splice(after->getIterator(),
                                         op.getDefaultRegion().getBlocks());
  for (OpResult result : op.getResults())
    result.replaceAllUsesWith(after->addArgument(result.getType(), loc));
  op.erase();
  return success();
}

/// Before each return the default warps send the workers to the exit.
LogicalResult signalExit(KernelLowering &kernel, int32_t exitState) {
  SmallVector<LLVM::ReturnOp> returns;
  kernel.func.walk([&](LLVM::ReturnOp ret) { returns.push_back(ret); });
  SmallVector<int32_t> exitStates(kernel.workerWarps, exitState);
  for (LLVM::ReturnOp ret : returns) {
    OpBuilder builder(ret);
    if (failed(storeWarpStates(builder, ret.getLoc(), kernel.func, exitStates)))
      return failure();
    createSwitchLoopBarrier(builder, ret.getLoc());
  }
  return success();
}

/// The header: default warps to the old entry block (their registers
/// raised first), workers to the switch loop. Returns the worker's warp id.
Value createHeader(KernelLowering &kernel) {
  LLVM::LLVMFuncOp func = kernel.func;
  Location loc = func.getLoc();
  Region &body = func.getBody();
  Block *entry = &body.front();
  auto *header = new Block;
  body.push_front(header);
  for (BlockArgument arg : entry->getArguments())
    arg.replaceAllUsesWith(header->addArgument(arg.getType(), arg.getLoc()));
  entry->eraseArguments(0, entry->getNumArguments());
  kernel.switchLoop = new Block;
  body.getBlocks().insertAfter(header->getIterator(), kernel.switchLoop);

  OpBuilder builder = OpBuilder::atBlockBegin(header);
  TritonLLVMOpBuilder b(loc, builder);
  Value tid = NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
  // Warp-uniform as far as ptxas knows.
  Value warp = shuffleIdx(
      builder, loc, b.udiv(tid, b.i32Val(kernel.threadsPerWarp)), b.i32Val(0));
  Value isDefault = LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::ult,
                                         warp, b.i32Val(kernel.defaultWarps));
  LLVM::CondBrOp::create(builder, loc, isDefault, entry, kernel.switchLoop);

  if (kernel.registers) {
    builder.setInsertionPointToStart(entry);
    createSetMaxRegisters(builder, loc, kernel.registers->atLaunch,
                          kernel.registers->defaultWarps);
  }
  return warp;
}

/// Whether every partition of `op` runs on warps of its own between the
/// default warps and the last warp.
bool hasWorkerWarps(WarpSpecializeOp op, int defaultWarps, int totalWarps) {
  std::optional<ArrayRef<int32_t>> startIds = op.getWarpGroupStartIds();
  return startIds &&
         llvm::all_of(llvm::zip(*startIds, op.getPartitionNumWarps()),
                      [&](auto partition) {
                        auto [first, numWarps] = partition;
                        return first >= defaultWarps &&
                               first + numWarps <= totalWarps;
                      });
}

LogicalResult lowerKernel(LLVM::LLVMFuncOp func) {
  SmallVector<WarpSpecializeOp> ops;
  func.walk([&](WarpSpecializeOp op) { ops.push_back(op); });
  if (ops.empty())
    return success();

  auto module = func->getParentOfType<ModuleOp>();
  KernelLowering kernel{func, unsigned(lookupThreadsPerWarp(func)),
                        int(lookupNumWarps(func).value_or(4)), 0, std::nullopt};
  auto totalWarps = module->getAttrOfType<IntegerAttr>("ttg.total-num-warps");
  if (!totalWarps)
    return emitError(module.getLoc(),
                     "convert-warp-specialize-to-llvm needs the module's "
                     "ttg.total-num-warps: run tritongpu-allocate-warp-groups "
                     "first");
  kernel.workerWarps = totalWarps.getInt() - kernel.defaultWarps;
  for (WarpSpecializeOp op : ops)
    if (!hasWorkerWarps(op, kernel.defaultWarps, totalWarps.getInt()))
      return emitError(op.getLoc(), "'ttg.warp_specialize' op needs "
                                    "warpGroupStartIds placing each partition "
                                    "among the module's ")
             << totalWarps.getInt()
             << " ttg.total-num-warps after the default warps: run "
                "tritongpu-allocate-warp-groups first";

  if (failed(rewriteBarriers(func, ops, kernel.threadsPerWarp,
                             kernel.defaultWarps)))
    return failure();
  kernel.registers =
      planRegisters(module, kernel.defaultWarps, kernel.workerWarps);
  TT_DEBUG({
    if (kernel.registers)
      TT_DBGS() << "registers: " << kernel.registers->atLaunch
                << " at launch, default warps "
                << kernel.registers->defaultWarps << ", idle workers "
                << kernel.registers->workers << "\n";
    else
      TT_DBGS() << "no ttg.maxnreg: no setmaxnreg\n";
  });
  for (WarpSpecializeOp op : ops)
    elideTrivialCaptures(func, op);

  Value warp = createHeader(kernel);
  Location loc = func.getLoc();
  OpBuilder builder = OpBuilder::atBlockBegin(kernel.switchLoop);
  TritonLLVMOpBuilder b(loc, builder);
  if (kernel.registers)
    createSetMaxRegisters(builder, loc, kernel.registers->atLaunch,
                          kernel.registers->workers);
  createSwitchLoopBarrier(builder, loc);
  FailureOr<Value> states = getSharedMemoryBase(loc, builder, func);
  if (failed(states))
    return failure();
  auto ptrType = LLVM::LLVMPointerType::get(func.getContext(), 3);
  Value stateAddress = b.gep(ptrType, builder.getI8Type(), *states,
                             b.sub(warp, b.i32Val(kernel.defaultWarps)));
  // One address for the whole warp: no bank conflict, no predicate.
  Value state =
      LLVM::LoadOp::create(builder, loc, builder.getI8Type(), stateAddress);

  // Each partition of each `ttg.warp_specialize` is a state; a worker warp
  // outside all partitions of one is idle (-1) during it.
  SmallVector<Block *> destinations;
  SmallVector<SmallVector<int32_t>> warpStates;
  for (WarpSpecializeOp op : ops) {
    SmallVector<int32_t> &states =
        warpStates.emplace_back(kernel.workerWarps, -1);
    for (auto [region, numWarps, firstWarp] :
         llvm::zip(op.getPartitionRegions(), op.getPartitionNumWarps(),
                   *op.getWarpGroupStartIds())) {
      if (failed(lowerPartition(kernel, op, *region)))
        return failure();
      llvm::fill(MutableArrayRef<int32_t>(states).slice(
                     firstWarp - kernel.defaultWarps, numWarps),
                 int32_t(destinations.size()));
      destinations.push_back(&region->front());
    }
    TT_DEBUG(TT_DBGS() << op.getLoc() << ": worker warp states "
                       << llvm::interleaved(states) << "\n");
  }
  int32_t exitState = destinations.size();
  if (exitState > std::numeric_limits<uint8_t>::max() - 1)
    return emitError(func.getLoc(), "convert-warp-specialize-to-llvm: ")
           << exitState << " partitions in one kernel; a state byte holds "
           << "at most 254";

  // Partition blocks after the switch, in order.
  Region::BlockListType &blocks = func.getBody().getBlocks();
  for (Block *destination : llvm::reverse(destinations))
    blocks.splice(std::next(kernel.switchLoop->getIterator()),
                  destination->getParent()->getBlocks());
  // Idle: meet the default warps at both barriers of the release.
  auto *idle = new Block;
  blocks.insertAfter(kernel.switchLoop->getIterator(), idle);
  builder.setInsertionPointToStart(idle);
  createSwitchLoopBarrier(builder, loc);
  createSwitchLoopBarrier(builder, loc);
  disableLicm(LLVM::BrOp::create(builder, loc, kernel.switchLoop));
  auto *exit = new Block;
  blocks.insertAfter(idle->getIterator(), exit);
  destinations.push_back(exit);

  builder.setInsertionPointToEnd(kernel.switchLoop);
  SmallVector<APInt> caseValues;
  for (int32_t value : llvm::seq<int32_t>(destinations.size()))
    caseValues.push_back(APInt(8, value));
  LLVM::SwitchOp::create(builder, loc, state, idle, ValueRange(), caseValues,
                         destinations,
                         SmallVector<ValueRange>(destinations.size()));

  for (auto [op, states] : llvm::zip(ops, warpStates))
    if (failed(lowerDefaultRegion(kernel, op, states)))
      return failure();
  if (failed(signalExit(kernel, exitState)))
    return failure();
  TT_DEBUG(TT_DBGS() << "@" << func.getName() << ": partition states 0-"
                     << exitState - 1 << ", exit " << exitState
                     << ", idle otherwise\n");
  builder.setInsertionPointToStart(exit);
  LLVM::ReturnOp::create(builder, loc, ValueRange());
  return success();
}

struct ConvertWarpSpecializeToLLVM
    : public triton::impl::ConvertWarpSpecializeToLLVMBase<
          ConvertWarpSpecializeToLLVM> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    LowerToLLVMOptions options(ctx);
    options.overrideIndexBitwidth(32);
    TritonGPUToLLVMTypeConverter converter(ctx, options);
    module.walk([&](WarpSpecializeOp op) {
      convertWarpSpecializeTypes(op, converter);
    });
    OpPassManager reconcile;
    reconcile.addPass(createReconcileUnrealizedCastsPass());
    if (failed(runPipeline(reconcile, module)))
      return signalPassFailure();

    for (auto func : module.getOps<LLVM::LLVMFuncOp>()) {
      if (func.isPublic()) {
        if (failed(lowerKernel(func)))
          return signalPassFailure();
        continue;
      }
      // Worker warps only exist in kernels.
      WalkResult inDevice = func.walk([](WarpSpecializeOp op) {
        emitError(op.getLoc(), "'ttg.warp_specialize' op outside a kernel: "
                               "Triton 3.6 lowers it only in public "
                               "functions");
        return WalkResult::interrupt();
      });
      if (inDevice.wasInterrupted())
        return signalPassFailure();
    }
  }
};

} // namespace
