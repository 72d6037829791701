//===- RegisterOperandWaits.cpp - wgmma A operands kept while read --------===//
//
// An asynchronous `ttng.warp_group_dot` with A in registers reads A's
// registers while later code runs, until a `wgmma.wait_group` retires it.
// PTX leaves writing those registers before then undefined, and a loop
// writes them again in every iteration: the instructions that compute A
// (its "writer": ldmatrix, cvt, ...) write the same registers each time.
// Triton 3.6 does nothing about it (ptxas often serializes its wgmma loops,
// C7515, which hides it); unserialized, test/corpus's rs_upcast_e4m3_w8_s4
// gave results 7% off on an H200 with ptxas 12.8 and 13.
//
// So before the conversion, where A's writer W runs in a loop (its block
// can reach itself) in the dot's block, a `ttng.warp_group_dot_wait
// {pendings = N}` goes right before W, and W's tensor operands go through
// it, so that W's instructions cannot be scheduled above it. N is the
// number of wgmma groups that are certainly committed after the dot and
// before W runs again: the dots after it in the block plus the dots
// before W in the block (every path back to W passes both). With it, the
// dot of the previous iteration is retired when W rewrites A, and as many
// wgmmas as that stay in flight (in a loop that computes each A just
// before its dot, as many as Triton's own waits allow). W stays where the
// pipeliner put it: moving ldmatrix writers down to their dots, which lets
// more wgmmas stay in flight, made three scaled-dot kernels slower on an
// H200 (dot_scaled_bf16_e4m3_fast, register-bound, 0.89 -> 0.84 of
// Triton).
//
// Where that cannot be shown (A is a block argument of a loop, or computed
// in another block of a loop), the dot waits for itself (pendings = 0)
// right after it. A computed once, outside any loop, needs no wait, and
// neither does a dot that a `warp_group_dot_wait` already in the block
// retires before W runs again (the pipeliner's own waits: a dot followed
// by `pendings = 0`, as in test/corpus's dot_scaled_e2m1_w8, or the last
// of four dots' `pendings = 3` retiring the first).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/IR/Builders.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Support/Debug.h"
#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
namespace tt = mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// The op whose instructions write the registers `value` lives in: past
/// the ops that at most rename registers (views, splits, layout
/// conversions; a conversion that moves data is data dependent on its
/// source, so waiting before the source is waiting early enough), in the
/// same block. None for a block argument.
Operation *registerWriter(Value value) {
  Operation *op = value.getDefiningOp();
  while (op && isa<ttg::ConvertLayoutOp, tt::ReshapeOp, tt::TransOp,
                   tt::SplitOp>(op)) {
    Operation *source = op->getOperand(0).getDefiningOp();
    if (!source || source->getBlock() != op->getBlock())
      break;
    op = source;
  }
  return op;
}

/// The block whose instructions write `value`'s registers.
Block *writerBlock(Value value, Operation *writer) {
  return writer ? writer->getBlock() : cast<BlockArgument>(value).getOwner();
}

/// After `dot`, a wait for `dot` itself; its users take the waited value.
void waitRightAfter(ttng::WarpGroupDotOp dot) {
  OpBuilder builder(dot->getContext());
  builder.setInsertionPointAfter(dot);
  auto wait = ttng::WarpGroupDotWaitOp::create(builder, dot.getLoc(),
                                               ValueRange{dot.getD()}, 0);
  dot.getD().replaceAllUsesExcept(wait.getResult(0), wait);
  TT_DEBUG(TT_DBGS() << "warp_group_dot at " << dot.getLoc()
                     << ": A's registers may be rewritten elsewhere in its "
                        "loop; the dot waits for itself (pendings = 0)\n");
}

/// Before `writer`, a wait that leaves at most `pendings` groups in flight;
/// the writer's tensor operands go through it.
void waitBefore(Operation *writer, int pendings) {
  SmallVector<unsigned> tensorOperands;
  SmallVector<Value> inputs;
  for (OpOperand &operand : writer->getOpOperands())
    if (isa<RankedTensorType>(operand.get().getType())) {
      tensorOperands.push_back(operand.getOperandNumber());
      inputs.push_back(operand.get());
    }
  OpBuilder builder(writer);
  auto wait = ttng::WarpGroupDotWaitOp::create(builder, writer->getLoc(),
                                               inputs, pendings);
  for (auto [number, result] : llvm::zip(tensorOperands, wait.getResults()))
    writer->setOperand(number, result);
  TT_DEBUG(TT_DBGS() << "'" << writer->getName() << "' at "
                     << writer->getLoc()
                     << " writes a wgmma A operand in a loop: wait until at "
                        "most "
                     << pendings << " wgmma groups are in flight before it\n");
}

/// Whether a `warp_group_dot_wait` of `block` retires `dot` on every path
/// from it to `writer` (null: to anywhere): one after the dot, or (with a
/// writer in the block) one before the writer, reached through the block's
/// back edge. A wait {pendings = P} retires every group but the P last
/// committed; each dot commits one group, and a synchronous dot retires
/// all. Dots and waits in other blocks on the way are not counted: more
/// dots would only retire it sooner, and a wait missed only costs a wait.
bool retiredByExistingWait(Block &block, ttng::WarpGroupDotOp dot,
                           Operation *writer) {
  int committedAfter = 0;
  auto retires = [&](Operation &op) {
    if (auto other = dyn_cast<ttng::WarpGroupDotOp>(op)) {
      if (!other.getIsAsync())
        return true;
      ++committedAfter;
    }
    auto wait = dyn_cast<ttng::WarpGroupDotWaitOp>(op);
    return wait && committedAfter >= static_cast<int>(wait.getPendings());
  };
  for (Operation &op : llvm::make_range(std::next(dot->getIterator()),
                                        block.end()))
    if (retires(op))
      return true;
  if (!writer)
    return false;
  for (Operation &op : llvm::make_range(block.begin(), writer->getIterator()))
    if (retires(op))
      return true;
  return false;
}

/// The waits one block's asynchronous register-A dots need.
void guardBlock(Block &block) {
  SmallVector<ttng::WarpGroupDotOp> dots;
  for (auto dot : block.getOps<ttng::WarpGroupDotOp>())
    dots.push_back(dot);
  // Per writer in this block, the fewest groups that may stay in flight
  // before it (the least over the dots it feeds).
  llvm::MapVector<Operation *, int> pendingsBefore;
  bool blockInCycle = tt::isInCycle(&block);
  for (auto [index, dot] : llvm::enumerate(dots)) {
    if (!dot.getIsAsync() || !isa<RankedTensorType>(dot.getA().getType()))
      continue;
    Value a = dot.getA();
    Operation *writer = registerWriter(a);
    Block *written = writerBlock(a, writer);
    if (!(written == &block ? blockInCycle : tt::isInCycle(written)))
      continue; // computed once: never rewritten while read
    Operation *writerHere = written == &block ? writer : nullptr;
    if (retiredByExistingWait(block, dot, writerHere)) {
      TT_DEBUG(TT_DBGS() << "warp_group_dot at " << dot.getLoc()
                         << ": a warp_group_dot_wait of its block retires it "
                            "before A's registers are written again; no "
                            "wait added\n");
      continue;
    }
    if (!writerHere) {
      waitRightAfter(dot);
      continue;
    }
    int dotsBefore = llvm::count_if(dots, [&](ttng::WarpGroupDotOp other) {
      return other->isBeforeInBlock(writer);
    });
    int pendings = static_cast<int>(dots.size() - 1 - index) + dotsBefore;
    auto [it, inserted] = pendingsBefore.try_emplace(writer, pendings);
    if (!inserted)
      it->second = std::min(it->second, pendings);
  }
  for (auto [writer, pendings] : pendingsBefore)
    waitBefore(writer, pendings);
}

} // namespace

void mlir::triton::insertRegisterOperandWaits(ModuleOp module) {
  llvm::SetVector<Block *> blocks;
  module.walk([&](ttng::WarpGroupDotOp dot) { blocks.insert(dot->getBlock()); });
  for (Block *block : blocks)
    guardBlock(*block);
}
