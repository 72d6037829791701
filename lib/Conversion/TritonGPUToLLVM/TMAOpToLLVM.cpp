//===- TMAOpToLLVM.cpp - mbarriers, TMA copies, tensor maps ---------------===//
//
// Triton 3.6's sm90 lowering of the TMA path, as inline PTX (the strings are
// Triton's, read from its LLVM dialect for the corpus's matmul_tma):
//
// - mbarriers (`ttng.init_barrier`, `inval_barrier`, `barrier_expect`) are
//   issued by thread 0: `mbarrier.init.shared::cta.b64 [$1], count;`,
//   `mbarrier.inval...`, `mbarrier.arrive.expect_tx.shared.b64 _, [$1],
//   bytes;`, `mbarrier.arrive.shared::cta.b64 _, [$1]` (and the op's
//   predicate); `ttng.wait_barrier` is every thread's
//   `mbarrier.try_wait.parity` loop on the phase.
// - `ttng.async_tma_copy_global_to_local` and `..._local_to_global` move a
//   descriptor block in TMA messages: a message covers at most one swizzle
//   width of the innermost dim (and 256 of the others); one instruction
//   serves up to num_warps messages, message first + w issued by one
//   elected thread (`elect.sync`) of warp w, at the block's coordinates
//   plus its origin (innermost first, as PTX wants them) and the
//   shared-memory offset of that origin in the buffer's layout, both
//   computed from the warp id's bits. Loads complete on the mbarrier in `complete_tx` bytes; stores
//   join a bulk group (`cp.async.bulk.commit_group`), which
//   `ttng.async_tma_store_wait` waits for (`cp.async.bulk.wait_group.read`).
// - Device-side descriptors: `ttg.global_scratch_alloc` is this program's
//   slice of the kernel's global scratch (program id x size + the offset
//   tritongpu-global-scratch-memory-allocation chose);
//   `ttng.tensormap_create` builds the 128-byte tensor map in the op's
//   shared scratch (warp 0 zeroes it, thread 0 fills each field with
//   `tensormap.replace`) and warp 0 copies it out with
//   `tensormap.cp_fenceproxy ... release`; `ttng.tensormap_fenceproxy_acquire`
//   is the acquire fence and a bulk group wait in warp 0, then a barrier;
//   `ttng.reinterpret_tensor_descriptor` is the pointer in the generic
//   address space, which a `!tt.tensordesc` lowers to.
//
// - `ttng.async_tma_reduce` is the store's messages as
//   `cp.reduce.async.bulk.tensor...<kind>.bulk_group`.
//
// - `ttng.async_tma_gather` / `async_tma_scatter` (sm100) move 4 rows per
//   message (`tile::gather4` / `tile::scatter4`): each warp takes its
//   x offsets 4 registers at a time, a row in messages one TMA box wide, at
//   the rows' address in the buffer's unswizzled layout (the TMA unit
//   swizzles).
//
// Multicast and cache hints other than the default are reported, not
// lowered yet.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TMAUtilities.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

/// "0x<hex>".
std::string hexImm(int64_t value) {
  return "0x" + llvm::utohexstr(uint64_t(value));
}

/// The thread id (masked to the block) == 0.
Value isThreadZero(TritonLLVMOpBuilder &b) {
  return b.icmpEq(getThreadId(*b.builder, b.loc), b.i32Val(0));
}

/// The thread is one of the first 32 (warp 0), as Triton 3.6 asks it
/// (`tid < 32`, signed). The same test as the TMA issue predicate's
/// (`tid < 32` unsigned, which LLVM makes of the signed one for a masked
/// thread id), so that LLVM computes it once; `(tid >> 5) == 0` became
/// `(tid & 224) == 0`, a second predicate that ptxas then kept live
/// through the loop.
Value isInWarpZero(TritonLLVMOpBuilder &b) {
  Value tid = getThreadId(*b.builder, b.loc);
  return LLVM::ICmpOp::create(*b.builder, b.loc, LLVM::ICmpPredicate::slt, tid,
                              b.i32Val(32));
}

/// `asmString` with its predicate as the last operand ("b").
void predicatedAsm(TritonLLVMOpBuilder &b, StringRef asmString,
                   StringRef constraints, SmallVector<Value> operands,
                   Value pred) {
  operands.push_back(pred);
  createInlineAsm(*b.builder, b.loc, Type(), asmString,
                  (constraints + ",b").str(), operands);
}

Value barrierAddress(Location loc, Value lowered, OpBuilder &builder) {
  return unpackSharedMemoryObject(loc, lowered, builder).base;
}

//===----------------------------------------------------------------------===//
// mbarriers
//===----------------------------------------------------------------------===//

/// One mbarrier instruction (`asmString`: $0 the predicate, $1 the
/// barrier's address) issued by thread 0, where `pred` (if given) holds;
/// `op` is then erased.
LogicalResult issueFromThreadZero(Operation *op, Value alloc, Value pred,
                                  const std::string &asmString,
                                  ConversionPatternRewriter &rewriter) {
  TritonLLVMOpBuilder b(op->getLoc(), rewriter);
  Value issue = isThreadZero(b);
  if (pred)
    issue = b.bitAnd(issue, pred);
  Value addr = barrierAddress(op->getLoc(), alloc, rewriter);
  createInlineAsm(rewriter, op->getLoc(), Type(), asmString, "b,r",
                  {issue, addr});
  rewriter.eraseOp(op);
  return success();
}

struct InitBarrierOpConversion
    : public ConvertOpToLLVMPattern<ttng::InitBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::InitBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return issueFromThreadZero(op, adaptor.getAlloc(), Value(),
                               "@$0 mbarrier.init.shared::cta.b64 [$1], " +
                                   std::to_string(op.getCount()) + ";",
                               rewriter);
  }
};

struct InvalBarrierOpConversion
    : public ConvertOpToLLVMPattern<ttng::InvalBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::InvalBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return issueFromThreadZero(op, adaptor.getAlloc(), Value(),
                               "@$0 mbarrier.inval.shared::cta.b64 [$1];",
                               rewriter);
  }
};

struct BarrierExpectOpConversion
    : public ConvertOpToLLVMPattern<ttng::BarrierExpectOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::BarrierExpectOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return issueFromThreadZero(
        op, adaptor.getAlloc(), adaptor.getPred(),
        "@$0 mbarrier.arrive.expect_tx.shared.b64 _, [$1], " +
            std::to_string(op.getSize()) + ";",
        rewriter);
  }
};

/// `ttng.arrive_barrier`: thread 0 arrives `count` times (Triton writes
/// the count only above 1), under the op's predicate.
struct ArriveBarrierOpConversion
    : public ConvertOpToLLVMPattern<ttng::ArriveBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::ArriveBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string asmString = "@$0 mbarrier.arrive.shared::cta.b64 _, [$1]";
    if (op.getCount() > 1)
      asmString += ", " + std::to_string(op.getCount());
    return issueFromThreadZero(op, adaptor.getAlloc(), adaptor.getPred(),
                               asmString + ";", rewriter);
  }
};

struct WaitBarrierOpConversion
    : public ConvertOpToLLVMPattern<ttng::WaitBarrierOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::WaitBarrierOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Value addr = barrierAddress(op.getLoc(), adaptor.getAlloc(), rewriter);
    // A wait under a predicate (not constant true) branches over the loop
    // when the predicate is false, as Triton 3.6's `skipWait`.
    Value pred = adaptor.getPred();
    if (pred && matchPattern(pred, m_One()))
      pred = Value();
    std::string asmString = "\n{\n\t";
    if (pred)
      asmString += "@!$2 bra.uni skipWait;\n\t";
    asmString += ".reg .pred complete;\n\twaitLoop:\n\t"
                 "mbarrier.try_wait.parity.shared.b64 complete, [$0], $1;"
                 "\n\t@!complete bra.uni waitLoop;\n";
    if (pred)
      asmString += "\tskipWait:\n";
    asmString += "}\n";
    SmallVector<Value> operands{addr, adaptor.getPhase()};
    if (pred)
      operands.push_back(pred);
    createInlineAsm(rewriter, op.getLoc(), Type(), asmString,
                    pred ? "r,r,b" : "r,r", operands);
    rewriter.eraseOp(op);
    return success();
  }
};

//===----------------------------------------------------------------------===//
// TMA copies
//===----------------------------------------------------------------------===//

/// The TMA messages of one descriptor block. Message m (innermost dim
/// fastest) starts at the block's origin plus, for each set bit k of m,
/// `bitOrigins[k]`; in shared memory at the XOR of `bitOffsets[k]` (the
/// buffer's layout is linear in the coordinates' bits). An fp4-padded
/// buffer (two fp4 per byte, each 8 bytes padded to 16) is loaded through a
/// .b4x16_p64 tensor map, which counts fp4: along the contiguous dim a
/// message is 128 of them (64 packed bytes in a 128-byte swizzle row) and
/// the coordinates are twice the packed ones (the TMA lowering pass doubled
/// the op's own).
struct TMAMessages {
  int64_t count = 1;
  SmallVector<SmallVector<int32_t>> bitOrigins;
  SmallVector<int32_t> bitOffsets;
};

FailureOr<TMAMessages> getTMAMessages(Operation *op, ttg::MemDescType buffer) {
  if (!coversWholeAllocation(buffer))
    return op->emitError() << op->getName()
                           << ": lowering of a copy into or out of part of a "
                              "buffer (a memdesc_subslice view) is not "
                              "supported yet";
  auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(buffer.getEncoding());
  if (!nvmma)
    return op->emitError() << op->getName()
                           << ": lowering needs an NVMMA shared buffer";
  int32_t fp4PerByte = nvmma.getFp4Padded() ? 2 : 1;
  ArrayRef<int64_t> shape = buffer.getShape();
  unsigned rank = shape.size();
  SmallVector<int64_t> messageShape;
  for (unsigned d = 0; d < rank; ++d)
    messageShape.push_back(std::min<int64_t>(shape[d], 256));
  if (unsigned swizzle = nvmma.getSwizzlingByteWidth())
    messageShape[rank - 1] = std::min<int64_t>(
        shape[rank - 1],
        swizzle * 8 / buffer.getElementTypeBitWidth() / fp4PerByte);
  FailureOr<LinearLayout> shared = ttg::toLinearLayout(buffer);
  if (failed(shared))
    return op->emitError() << op->getName()
                           << ": the buffer's layout has no linear layout";
  // The inverse (padding offsets are never picked).
  LinearLayout toOffset = shared->pseudoinvert();
  SmallVector<StringAttr> dims =
      ttg::standardOutDimNames(op->getContext(), rank);
  TMAMessages messages;
  for (int d = rank - 1; d >= 0; --d) {
    int64_t perDim = shape[d] / messageShape[d];
    if (!llvm::isPowerOf2_64(perDim))
      return op->emitError() << op->getName()
                             << ": a block of " << perDim
                             << " TMA messages along a dim is not lowered yet";
    messages.count *= perDim;
    for (int64_t step = 1; step < perDim; step *= 2) {
      SmallVector<int32_t> origin(rank, 0);
      origin[d] = step * messageShape[d];
      SmallVector<std::pair<StringAttr, int32_t>> coords;
      for (unsigned e = 0; e < rank; ++e)
        coords.push_back({dims[e], origin[e]});
      messages.bitOffsets.push_back(toOffset.apply(coords).front().second);
      origin[rank - 1] *= fp4PerByte;
      messages.bitOrigins.push_back(origin);
    }
  }
  return messages;
}

/// Where one group of messages goes: message index `first` + this warp's
/// id, issued by one elected thread of each of the first `count` warps.
struct TMAIssue {
  Value pred;
  SmallVector<Value> coords; ///< innermost dim first, as PTX wants them
  Value sharedOffset;        ///< elements
};

TMAIssue issueGroup(TritonLLVMOpBuilder &b, const TMAMessages &messages,
                    int64_t first, int64_t count, ValueRange coords,
                    Value pred) {
  OpBuilder &builder = *b.builder;
  Location loc = b.loc;
  Value elected =
      NVVM::ElectSyncOp::create(builder, loc, builder.getI1Type(), Value());
  Value issuer = pred ? b.bitAnd(pred, elected) : elected;
  Value tid = getThreadId(builder, loc);
  issuer = b.bitAnd(issuer, LLVM::ICmpOp::create(builder, loc,
                                                 LLVM::ICmpPredicate::ult, tid,
                                                 b.i32Val(32 * count)));
  TMAIssue issue{issuer, {}, b.i32Val(0)};
  SmallVector<Value> shifted(coords.begin(), coords.end());
  if (messages.count > 1) {
    Value index = b.add(nvgpu::WarpIdOp::create(builder, loc), b.i32Val(first));
    for (auto [k, origin] : llvm::enumerate(messages.bitOrigins)) {
      Value bit = b.bitAnd(b.lshr(index, b.i32Val(k)), b.i32Val(1));
      Value set = b.icmpNe(bit, b.i32Val(0));
      for (auto [d, step] : llvm::enumerate(origin))
        if (step)
          shifted[d] = b.add(shifted[d],
                             b.select(set, b.i32Val(step), b.i32Val(0)));
      issue.sharedOffset = b.bitXor(
          issue.sharedOffset,
          b.select(set, b.i32Val(messages.bitOffsets[k]), b.i32Val(0)));
    }
  }
  issue.coords.assign(shifted.rbegin(), shifted.rend());
  return issue;
}

/// ",r" for each of `rank` coordinates.
std::string coordinateConstraints(unsigned rank) {
  std::string constraints;
  for (unsigned i = 0; i < rank; ++i)
    constraints += ",r";
  return constraints;
}

/// "{$first, $first+1, ...}" naming `count` operands.
std::string operandBraces(unsigned first, unsigned count) {
  SmallVector<std::string> names;
  for (unsigned i = 0; i < count; ++i)
    names.push_back("$" + std::to_string(first + i));
  return "{" + llvm::join(names, ", ") + "}";
}

/// The warps of `op`'s kernel, or an error for clusters of several CTAs.
FailureOr<int64_t> getTMAWarps(Operation *op) {
  if (ttg::lookupNumCTAs(op) != 1)
    return op->emitError() << op->getName()
                           << ": lowering for clusters of several CTAs is not "
                              "supported yet";
  return ttg::lookupNumWarps(op).value_or(4);
}

struct AsyncTMACopyGlobalToLocalOpConversion
    : public ConvertOpToLLVMPattern<ttng::AsyncTMACopyGlobalToLocalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::AsyncTMACopyGlobalToLocalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    if (op.getMulticast() || op.getCache() != CacheModifier::NONE ||
        op.getEvict() != EvictionPolicy::NORMAL)
      return op.emitError("ttng.async_tma_copy_global_to_local: lowering of "
                          "multicast copies and cache hints is not supported "
                          "yet");
    FailureOr<int64_t> numWarps = getTMAWarps(op);
    FailureOr<TMAMessages> messages =
        getTMAMessages(op, op.getResult().getType());
    if (failed(numWarps) || failed(messages))
      return failure();
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value dst = unpackSharedMemoryObject(loc, adaptor.getResult(), rewriter).base;
    Value barrier = barrierAddress(loc, adaptor.getBarrier(), rewriter);
    unsigned rank = op.getCoord().size();
    unsigned bytes = op.getResult().getType().getElementTypeBitWidth() / 8;
    TT_DEBUG(TT_DBGS() << "TMA load: " << messages->count << " messages\n");
    for (int64_t first = 0; first < messages->count; first += *numWarps) {
      TMAIssue issue =
          issueGroup(b, *messages, first,
                     std::min(*numWarps, messages->count - first),
                     adaptor.getCoord(), adaptor.getPred());
      Value addr = b.gep(dst.getType(), rewriter.getI8Type(), dst,
                         b.mul(issue.sharedOffset, b.i32Val(bytes)));
      SmallVector<Value> operands{issue.pred, addr, adaptor.getDesc()};
      llvm::append_range(operands, issue.coords);
      operands.push_back(barrier);
      createInlineAsm(rewriter, loc, Type(),
                      "@$0 cp.async.bulk.tensor." + std::to_string(rank) +
                          "d.shared::cluster.global.mbarrier::complete_tx::"
                          "bytes [$1], [$2, " +
                          operandBraces(3, rank) + "], [$" +
                          std::to_string(3 + rank) + "];",
                      "b,r,l" + coordinateConstraints(rank) + ",r",
                      operands);
    }
    rewriter.eraseOp(op);
    return success();
  }
};

/// A TMA store-like op (a store or a reduction into global memory): the
/// source buffer in messages, each one `instruction` ("cp.async.bulk.tensor"
/// or "cp.reduce.async.bulk.tensor") + ".<rank>d.global.shared::cta" +
/// `qualifier` + ".bulk_group [desc, {coords}], [smem];", from one elected
/// thread per warp, then one bulk group commit.
LogicalResult lowerTMAStoreLike(Operation *op, Value desc, ValueRange coords,
                                ttg::MemDescType srcType, Value src,
                                StringRef instruction, StringRef qualifier,
                                ConversionPatternRewriter &rewriter) {
  if (ttng::isFp4Padded(srcType.getEncoding()))
    return op->emitError() << op->getName()
                           << ": an fp4-padded buffer cannot be stored or "
                              "reduced by TMA (.b4x16_p64 maps only load)";
  FailureOr<int64_t> numWarps = getTMAWarps(op);
  FailureOr<TMAMessages> messages = getTMAMessages(op, srcType);
  if (failed(numWarps) || failed(messages))
    return failure();
  Location loc = op->getLoc();
  TritonLLVMOpBuilder b(loc, rewriter);
  Value base = unpackSharedMemoryObject(loc, src, rewriter).base;
  unsigned rank = coords.size();
  unsigned bytes = srcType.getElementTypeBitWidth() / 8;
  std::string asmString = ("@$0 " + instruction + "." + Twine(rank) +
                           "d.global.shared::cta" + qualifier +
                           ".bulk_group [$1, " + operandBraces(2, rank) +
                           "], [$" + Twine(2 + rank) + "];")
                              .str();
  TT_DEBUG(TT_DBGS() << op->getName() << ": " << messages->count
                     << " messages of " << asmString << "\n");
  for (int64_t first = 0; first < messages->count; first += *numWarps) {
    TMAIssue issue = issueGroup(b, *messages, first,
                                std::min(*numWarps, messages->count - first),
                                coords, Value());
    SmallVector<Value> operands{issue.pred, desc};
    llvm::append_range(operands, issue.coords);
    operands.push_back(b.gep(base.getType(), rewriter.getI8Type(), base,
                             b.mul(issue.sharedOffset, b.i32Val(bytes))));
    createInlineAsm(rewriter, loc, Type(), asmString,
                    "b,l" + coordinateConstraints(rank) + ",r", operands);
  }
  NVVM::CpAsyncBulkCommitGroupOp::create(rewriter, loc);
  rewriter.eraseOp(op);
  return success();
}

struct AsyncTMACopyLocalToGlobalOpConversion
    : public ConvertOpToLLVMPattern<ttng::AsyncTMACopyLocalToGlobalOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::AsyncTMACopyLocalToGlobalOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return lowerTMAStoreLike(op, adaptor.getDesc(), adaptor.getCoord(),
                             op.getSrc().getType(), adaptor.getSrc(),
                             "cp.async.bulk.tensor", "", rewriter);
  }
};

/// `ttng.async_tma_reduce`: the store's messages as
/// `cp.reduce.async.bulk.tensor` with the reduction (".add", ".min", ...),
/// which combines each element into global memory (Triton 3.6's
/// AsyncTMAReduceOpConversion).
struct AsyncTMAReduceOpConversion
    : public ConvertOpToLLVMPattern<ttng::AsyncTMAReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::AsyncTMAReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    std::string kind = ("." + stringifyDescriptorReduceKind(op.getKind())).str();
    return lowerTMAStoreLike(op, adaptor.getDesc(), adaptor.getCoord(),
                             op.getSrc().getType(), adaptor.getSrc(),
                             "cp.reduce.async.bulk.tensor", kind, rewriter);
  }
};

//===----------------------------------------------------------------------===//
// TMA gathers and scatters (sm100: tile::gather4 / tile::scatter4)
//===----------------------------------------------------------------------===//

/// How a gather or scatter splits into 4-row messages, as Triton 3.6's
/// iterateGatherScatterIndices: each warp takes its x offsets 4 registers
/// at a time (the offsets must be broadcast across the warp's lanes, 4
/// consecutive rows per group), and a row into messages one TMA box wide.
struct RowMessages {
  /// (register, lane, warp, block, msg) -> (offset, block): where the
  /// message's first element goes in the buffer's unswizzled layout (the
  /// TMA unit swizzles as it writes the 4 rows).
  LinearLayout toShared;
  /// The x offsets' registers holding distinct rows, in order.
  SmallVector<unsigned> rowRegisters;
  unsigned messagesPerRow = 1;
  unsigned messageWidth = 0;
  /// Warps whose id has these bits set repeat another warp's rows.
  int32_t redundantWarps = 0;
};

/// `layout` without its zero register bases; `kept` gets the original
/// register index of each register left.
LinearLayout dropBroadcastRegisters(const LinearLayout &layout,
                                    StringAttr kRegister,
                                    SmallVector<unsigned> &kept) {
  LinearLayout::BasesT bases = layout.getBases();
  std::vector<LinearLayout::Basis> nonZero;
  SmallVector<unsigned> positions;
  for (auto [i, basis] : llvm::enumerate(bases[kRegister]))
    if (llvm::any_of(basis, [](int32_t x) { return x != 0; })) {
      nonZero.push_back(basis);
      positions.push_back(i);
    }
  for (unsigned compact = 0; compact < (1u << nonZero.size()); ++compact) {
    unsigned original = 0;
    for (auto [bit, position] : llvm::enumerate(positions))
      if (compact & (1u << bit))
        original |= 1u << position;
    kept.push_back(original);
  }
  bases[kRegister] = std::move(nonZero);
  return LinearLayout(std::move(bases), layout.getOutDims());
}

/// The buffer's NVMMA layout with the swizzle taken out: offset bases that
/// move along rows move no column.
FailureOr<LinearLayout> unswizzledLayout(Operation *op,
                                         ttg::MemDescType buffer) {
  FailureOr<LinearLayout> shared = ttg::toLinearLayout(buffer);
  if (failed(shared))
    return op->emitError() << op->getName()
                           << ": the buffer's layout has no linear layout";
  LinearLayout::BasesT bases = shared->getBases();
  for (auto &[inDim, list] : bases) {
    if (inDim.getValue() != "offset")
      continue;
    for (LinearLayout::Basis &basis : list)
      if (basis[0] != 0)
        basis[1] = 0;
  }
  return LinearLayout(std::move(bases), shared->getOutDims());
}

FailureOr<RowMessages> getRowMessages(Operation *op,
                                      RankedTensorType xOffsetsType,
                                      ttg::MemDescType buffer) {
  MLIRContext *ctx = op->getContext();
  auto name = [&](StringRef s) { return StringAttr::get(ctx, s); };
  auto fail = [&](const Twine &why) {
    return op->emitError() << op->getName() << ": " << why;
  };
  auto capability = ttg::findNVIDIAComputeCapability(
      op->getParentOfType<ModuleOp>());
  if (!capability || *capability < 100)
    return fail("tile::gather4 / tile::scatter4 need sm_100 or newer");
  if (ttg::lookupNumCTAs(op) != 1)
    return fail("lowering for clusters of several CTAs is not supported yet");
  auto nvmma = dyn_cast<ttg::NVMMASharedEncodingAttr>(buffer.getEncoding());
  if (!nvmma || nvmma.getTransposed() || nvmma.getFp4Padded() ||
      buffer.getRank() != 2 || !coversWholeAllocation(buffer))
    return fail("lowering needs a whole 2-d NVMMA buffer, neither transposed "
                "nor fp4-padded");
  FailureOr<LinearLayout> xLayout = ttg::toLinearLayout(xOffsetsType);
  if (failed(xLayout))
    return fail("the x offsets have no linear layout");
  RowMessages messages;
  LinearLayout rows = dropBroadcastRegisters(*xLayout, name("register"),
                                             messages.rowRegisters);
  ArrayRef<LinearLayout::Basis> registerBases = rows.getBases(name("register"));
  if (registerBases.size() < 2 || registerBases[0][0] != 1 ||
      registerBases[1][0] != 2)
    return fail("the x offsets must come 4 consecutive rows per group of "
                "registers");
  auto freeMasks = rows.getFreeVariableMasks();
  if (freeMasks.lookup(name("lane")) != rows.getInDimSize(name("lane")) - 1)
    return fail("the x offsets must be broadcast across each warp");
  messages.redundantWarps = freeMasks.lookup(name("warp"));
  // One message is one TMA box wide: at most 256 elements, one swizzle row.
  int64_t columns = buffer.getShape()[1];
  int64_t width = std::min<int64_t>(columns, 256);
  if (unsigned swizzle = nvmma.getSwizzlingByteWidth())
    width = std::min<int64_t>(width, swizzle * 8 /
                                         buffer.getElementTypeBitWidth());
  messages.messageWidth = width;
  messages.messagesPerRow = columns / width;
  if (!llvm::isPowerOf2_64(messages.messagesPerRow))
    return fail("a row of " + Twine(messages.messagesPerRow) +
                " TMA messages is not lowered yet");
  LinearLayout toColumn = LinearLayout::strided1D(
      messages.messagesPerRow, width, name("msg"), name("dim1"));
  FailureOr<LinearLayout> shared = unswizzledLayout(op, buffer);
  if (failed(shared))
    return failure();
  messages.toShared = (rows * toColumn).invertAndCompose(*shared);
  return messages;
}

/// Issues `emit(pred, sharedAddress, y, fourRows)` for every message of this
/// warp, from one elected thread of each warp holding distinct rows.
LogicalResult forEachRowMessage(
    Operation *op, RankedTensorType xOffsetsType, Value xOffsets, Value y,
    ttg::MemDescType bufferType, Value buffer, Value pred,
    ConversionPatternRewriter &rewriter,
    function_ref<void(Value, Value, Value, ArrayRef<Value>)> emit) {
  FailureOr<RowMessages> messages =
      getRowMessages(op, xOffsetsType, bufferType);
  if (failed(messages))
    return failure();
  Location loc = op->getLoc();
  TritonLLVMOpBuilder b(loc, rewriter);
  MLIRContext *ctx = op->getContext();
  auto name = [&](StringRef s) { return StringAttr::get(ctx, s); };
  Value warpId = nvgpu::WarpIdOp::create(rewriter, loc);
  Value elected =
      NVVM::ElectSyncOp::create(rewriter, loc, rewriter.getI1Type(), Value());
  Value distinct = b.icmpEq(
      b.bitAnd(warpId, b.i32Val(messages->redundantWarps)), b.i32Val(0));
  Value issuer = b.bitAnd(b.bitAnd(distinct, elected), pred);
  SmallVector<Value> registers = unpackLLElements(loc, xOffsets, rewriter);
  SmallVector<Value> rows = llvm::map_to_vector(
      messages->rowRegisters, [&](unsigned reg) { return registers[reg]; });
  Value base = unpackSharedMemoryObject(loc, buffer, rewriter).base;
  unsigned bytes = bufferType.getElementTypeBitWidth() / 8;
  TT_DEBUG(TT_DBGS() << op->getName() << ": " << rows.size() / 4
                     << " groups of 4 rows x " << messages->messagesPerRow
                     << " messages of " << messages->messageWidth
                     << " columns per warp\n");
  for (unsigned group = 0; group < rows.size(); group += 4) {
    for (unsigned msg = 0; msg < messages->messagesPerRow; ++msg) {
      auto offsets = applyLinearLayout(
          loc, rewriter, messages->toShared,
          {{name("register"), b.i32Val(group)},
           {name("lane"), b.i32Val(0)},
           {name("warp"), warpId},
           {name("block"), b.i32Val(0)},
           {name("msg"), b.i32Val(msg)}});
      Value address = b.gep(base.getType(), rewriter.getI8Type(), base,
                            b.mul(offsets.front().second, b.i32Val(bytes)));
      Value column =
          msg == 0 ? y : b.add(y, b.i32Val(msg * messages->messageWidth));
      emit(issuer, address, column, ArrayRef(rows).slice(group, 4));
    }
  }
  return success();
}

/// `ttng.async_tma_gather`: per message, `cp.async.bulk.tensor.2d.tile::
/// gather4` of 4 rows into consecutive shared memory, completing on the
/// mbarrier (Triton 3.6's AsyncTMAGatherOpConversion).
struct AsyncTMAGatherOpConversion
    : public ConvertOpToLLVMPattern<ttng::AsyncTMAGatherOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::AsyncTMAGatherOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    Value barrier = barrierAddress(loc, adaptor.getBarrier(), rewriter);
    auto emit = [&](Value pred, Value address, Value column,
                    ArrayRef<Value> rows) {
      SmallVector<Value> operands{pred, address, adaptor.getDesc(), column};
      llvm::append_range(operands, rows);
      operands.push_back(barrier);
      createInlineAsm(rewriter, loc, Type(),
                      "@$0 cp.async.bulk.tensor.2d.tile::gather4.shared::"
                      "cluster.global.mbarrier::complete_tx::bytes [$1], [$2, "
                      "{$3, $4, $5, $6, $7}], [$8];",
                      "b,r,l,r,r,r,r,r,r", operands);
    };
    if (failed(forEachRowMessage(op, op.getXOffsets().getType(),
                                 adaptor.getXOffsets(), adaptor.getYOffset(),
                                 op.getResult().getType(), adaptor.getResult(),
                                 adaptor.getPred(), rewriter, emit)))
      return failure();
    rewriter.eraseOp(op);
    return success();
  }
};

/// `ttng.async_tma_scatter`: per message, `cp.async.bulk.tensor.2d.tile::
/// scatter4` of 4 consecutive rows of shared memory, then one bulk group
/// (Triton 3.6's AsyncTMAScatterOpConversion).
struct AsyncTMAScatterOpConversion
    : public ConvertOpToLLVMPattern<ttng::AsyncTMAScatterOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::AsyncTMAScatterOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto emit = [&](Value pred, Value address, Value column,
                    ArrayRef<Value> rows) {
      SmallVector<Value> operands{pred, adaptor.getDesc(), column};
      llvm::append_range(operands, rows);
      operands.push_back(address);
      createInlineAsm(rewriter, loc, Type(),
                      "@$0 cp.async.bulk.tensor.2d.tile::scatter4.global."
                      "shared::cta.bulk_group [$1, {$2, $3, $4, $5, $6}], "
                      "[$7];",
                      "b,l,r,r,r,r,r,r", operands);
    };
    TritonLLVMOpBuilder b(loc, rewriter);
    if (failed(forEachRowMessage(op, op.getXOffsets().getType(),
                                 adaptor.getXOffsets(), adaptor.getYOffset(),
                                 op.getSrc().getType(), adaptor.getSrc(),
                                 b.trueVal(), rewriter, emit)))
      return failure();
    NVVM::CpAsyncBulkCommitGroupOp::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TMAStoreWaitOpConversion
    : public ConvertOpToLLVMPattern<ttng::TMAStoreWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMAStoreWaitOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<NVVM::CpAsyncBulkWaitGroupOp>(
        op, op.getPendings(), rewriter.getUnitAttr());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Device-side descriptors
//===----------------------------------------------------------------------===//

struct GlobalScratchAllocOpConversion
    : public ConvertOpToLLVMPattern<ttg::GlobalScratchAllocOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttg::GlobalScratchAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto offset =
        op->getAttrOfType<IntegerAttr>("ttg.global_scratch_memory_offset");
    auto module = op->getParentOfType<ModuleOp>();
    if (!offset ||
        !module->hasAttr("ttg.global_scratch_memory_size"))
      return op.emitError("ttg.global_scratch_alloc: run "
                          "tritongpu-global-scratch-memory-allocation before "
                          "lowering to LLVM (no offset or size)");
    FailureOr<Value> ptr =
        getGlobalScratchPtr(op.getLoc(), rewriter, op, offset.getInt());
    if (failed(ptr))
      return failure();
    rewriter.replaceOp(op, *ptr);
    return success();
  }
};

struct TensormapCreateOpConversion
    : public ConvertOpToLLVMPattern<ttng::TensormapCreateOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TensormapCreateOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    FailureOr<Value> smem = getSharedMemoryBase(loc, rewriter, op);
    if (failed(smem))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value inWarp0 = isInWarpZero(b);
    // Warp 0 zeroes the 128 bytes, one word per lane.
    Value word = b.gep(smem->getType(), rewriter.getI32Type(), *smem,
                       getThreadId(rewriter, loc));
    storeShared(rewriter, loc, word, b.i32Val(0), inWarp0);
    NVVM::SyncWarpOp::create(rewriter, loc, b.i32Val(-1));
    // Thread 0 fills the fields.
    Value first = isThreadZero(b);
    auto setField = [&](StringRef field, std::optional<size_t> index,
                        Value value, StringRef width) {
      std::string asmString = ("@$2 tensormap.replace.tile." + field +
                               ".shared::cta.b1024." + width + " [ $0 + 0 ], ")
                                  .str();
      if (index)
        asmString += hexImm(*index) + ", ";
      predicatedAsm(b, asmString + "$1;", width == "b64" ? "l,l" : "l,r",
                    {*smem, value}, first);
    };
    auto setImmediate = [&](StringRef field, int64_t value) {
      predicatedAsm(b,
                    ("@$1 tensormap.replace.tile." + field +
                     ".shared::cta.b1024.b32 [ $0 + 0 ], " + hexImm(value) +
                     ";")
                        .str(),
                    "l", {*smem}, first);
    };
    setField("global_address", std::nullopt, adaptor.getGlobalAddress(),
             "b64");
    setImmediate("rank", op.getBoxDim().size() - 1);
    for (auto [i, v] : llvm::enumerate(adaptor.getBoxDim()))
      setField("box_dim", i, v, "b32");
    for (auto [i, v] : llvm::enumerate(adaptor.getGlobalDim()))
      setField("global_dim", i, v, "b32");
    for (auto [i, v] : llvm::enumerate(adaptor.getGlobalStride()))
      setField("global_stride", i, v, "b64");
    for (auto [i, v] : llvm::enumerate(adaptor.getElementStride()))
      setField("element_stride", i, v, "b32");
    setImmediate("elemtype", op.getElemType());
    setImmediate("interleave_layout", op.getInterleaveLayout());
    setImmediate("swizzle_mode", op.getSwizzleMode());
    setImmediate("fill_mode", op.getFillMode());
    predicatedAsm(b,
                  "@$2 tensormap.cp_fenceproxy.global.shared::cta.tensormap::"
                  "generic.release.gpu.sync.aligned [ $0 + 0 ], [ $1 + 0 ], "
                  "0x80;",
                  "l,l", {adaptor.getDescPtr(), *smem}, inWarp0);
    rewriter.eraseOp(op);
    return success();
  }
};

struct TensormapFenceproxyAcquireOpConversion
    : public ConvertOpToLLVMPattern<ttng::TensormapFenceproxyAcquireOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TensormapFenceproxyAcquireOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value inWarp0 = isInWarpZero(b);
    // Warp 0 acquires the new tensor map and waits for its bulk copies;
    // the barrier makes the map usable by every warp.
    createInlineAsm(rewriter, loc, Type(),
                    "@$1 fence.proxy.tensormap::generic.acquire.gpu "
                    "[ $0 + 0 ], 0x80;\n\t@$2 cp.async.bulk.commit_group ;"
                    "\n\t@$3 cp.async.bulk.wait_group.read 0 ;",
                    "l,b,b,b",
                    {adaptor.getDescPtr(), inWarp0, inWarp0, inWarp0});
    NVVM::Barrier0Op::create(rewriter, loc);
    rewriter.eraseOp(op);
    return success();
  }
};

struct ReinterpretTensorDescOpConversion
    : public ConvertOpToLLVMPattern<ttng::ReinterpretTensorDescOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::ReinterpretTensorDescOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    rewriter.replaceOpWithNewOp<LLVM::AddrSpaceCastOp>(
        op, LLVM::LLVMPointerType::get(op.getContext()), adaptor.getRawDesc());
    return success();
  }
};

} // namespace

void mlir::triton::populateTMAOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<InitBarrierOpConversion, InvalBarrierOpConversion,
               BarrierExpectOpConversion, ArriveBarrierOpConversion,
               WaitBarrierOpConversion,
               AsyncTMACopyGlobalToLocalOpConversion,
               AsyncTMACopyLocalToGlobalOpConversion, AsyncTMAReduceOpConversion,
               AsyncTMAGatherOpConversion, AsyncTMAScatterOpConversion,
               TMAStoreWaitOpConversion,
               GlobalScratchAllocOpConversion, TensormapCreateOpConversion,
               TensormapFenceproxyAcquireOpConversion,
               ReinterpretTensorDescOpConversion>(typeConverter);
}
