//===- HistogramOpToLLVM.cpp - tt.histogram by ballots and shared atomics -===//
//
// Triton 3.6's algorithm (bins = max(#bins, 32), a power of two like every
// tensor size; lane l owns bins [l * bins/32, (l+1) * bins/32)):
//
// 1. Per warp, for each source register: one ballot per bit of the bin
//    index. The top 5 bits select the owning lane: each lane ANDs the
//    ballots (or their complements, by its lane id bits) into "the lanes
//    whose value falls in my bins", ANDs a ballot of the mask, then per
//    owned bin ANDs the low bits and adds the popcount.
// 2. Across warps, in the op's scratch (bins x i32, allocation.offset):
//    zero it, barrier, atomicrmw add (monotonic) each lane's bins, barrier,
//    load each result register's bin.
// 3. Divide by the copies of each source element (broadcast registers,
//    lanes and warps counted every copy).
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "llvm/Support/MathExtras.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

constexpr int kWarpSize = 32;
constexpr int kLaneBits = 5;

struct HistogramOpConversion
    : public ConvertOpToLLVMPattern<triton::HistogramOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::HistogramOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    RankedTensorType srcType = op.getSrc().getType();
    RankedTensorType dstType = op.getType();
    if (!getTypeConverter()->convertType(srcType) ||
        !getTypeConverter()->convertType(dstType))
      return rewriter.notifyMatchFailure(op, "unconvertible type");
    if (failed(checkSupported(op)))
      return failure();
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    int numBins = std::max<int>(dstType.getDimSize(0), kWarpSize);
    int numWarps = triton::gpu::lookupNumWarps(op).value_or(1);
    FailureOr<SmallVector<SmallVector<Value>>> indices =
        emitIndices(loc, rewriter, dstType);
    FailureOr<Value> scratch = getSharedMemoryBase(loc, rewriter, op);
    if (failed(indices) || failed(scratch))
      return failure();

    SmallVector<Value> values =
        unpackLLElements(loc, adaptor.getSrc(), rewriter);
    SmallVector<Value> masks;
    if (adaptor.getMask())
      masks = unpackLLElements(loc, adaptor.getMask(), rewriter);
    Value tid = getThreadId(rewriter, loc);
    TT_DEBUG(TT_DBGS() << "tt.histogram: " << values.size() << " registers, "
                       << numBins << " bins, scratch at "
                       << op->getAttr("allocation.offset") << "\n");

    SmallVector<Value> laneBins = countWarpBins(b, values, masks, numBins, tid);
    SmallVector<Value> bins;
    for (const SmallVector<Value> &coords : *indices)
      bins.push_back(coords.front());
    SmallVector<Value> counts =
        sumAcrossWarps(b, *scratch, laneBins, bins, numBins, numWarps, tid);
    Value copies = b.i32Val(copiesPerElement(srcType));
    for (Value &count : counts)
      count = LLVM::SDivOp::create(rewriter, loc, count, copies);
    rewriter.replaceOp(
        op, packLLElements(loc, getTypeConverter(), counts, rewriter, dstType));
    return success();
  }

  static LogicalResult checkSupported(triton::HistogramOp op) {
    RankedTensorType dstType = op.getType();
    auto fail = [&](StringRef why) {
      return op.emitError()
             << op->getName() << ": " << why << " is not supported";
    };
    if (dstType.getRank() != 1 || op.getSrc().getType().getRank() != 1)
      return fail("a histogram of rank other than 1");
    if (!dstType.getElementType().isInteger(32))
      return fail("a result element type other than i32");
    if (triton::gpu::lookupThreadsPerWarp(op) != kWarpSize)
      return fail("a warp size other than 32");
    if (triton::gpu::lookupNumCTAs(op) != 1)
      return fail("more than one CTA (ttg.num-ctas > 1)");
    return success();
  }

  /// Step 1: this lane's counts of its numBins/32 bins, within its warp.
  static SmallVector<Value> countWarpBins(TritonLLVMOpBuilder &b,
                                          ArrayRef<Value> values,
                                          ArrayRef<Value> masks, int numBins,
                                          Value tid) {
    OpBuilder &builder = *b.builder;
    Type i32 = builder.getI32Type();
    Value zero = b.i32Val(0);
    Value allLanes = b.i32Val(-1);
    auto ballot = [&](Value pred) -> Value {
      return NVVM::VoteSyncOp::create(builder, b.loc, i32, allLanes, pred,
                                      NVVM::VoteSyncKind::ballot);
    };
    int numBits = llvm::Log2_32(numBins);
    int lowBits = numBits - kLaneBits;
    SmallVector<Value> counts(numBins / kWarpSize, zero);
    for (auto [i, value] : llvm::enumerate(values)) {
      unsigned width = value.getType().getIntOrFloatBitWidth();
      SmallVector<Value> ballots;
      for (int bit = 0; bit < numBits; ++bit) {
        Value isSet = b.bitAnd(value, b.intVal(width, int64_t(1) << bit));
        ballots.push_back(ballot(b.icmpNe(isSet, b.intVal(width, 0))));
      }
      // Lanes whose value's top bits are this lane's id.
      Value mine = allLanes;
      for (int bit = 0; bit < kLaneBits; ++bit) {
        Value laneBitSet = b.icmpNe(b.bitAnd(tid, b.i32Val(1 << bit)), zero);
        Value flip = b.select(laneBitSet, zero, allLanes);
        mine = b.bitAnd(mine, b.bitXor(ballots[lowBits + bit], flip));
      }
      mine = b.bitAnd(mine, masks.empty() ? allLanes : ballot(masks[i]));
      for (auto [bin, count] : llvm::enumerate(counts)) {
        Value inBin = mine;
        for (int bit = 0; bit < lowBits; ++bit)
          inBin = b.bitAnd(inBin, b.bitXor(ballots[bit],
                                           (bin >> bit) & 1 ? zero : allLanes));
        count = b.add(count, LLVM::CtPopOp::create(builder, b.loc, inBin));
      }
    }
    return counts;
  }

  /// Step 2: the lanes' counts summed over the warps in `scratch`; returns
  /// the totals of `bins`.
  static SmallVector<Value> sumAcrossWarps(TritonLLVMOpBuilder &b,
                                           Value scratch,
                                           ArrayRef<Value> laneBins,
                                           ArrayRef<Value> bins, int numBins,
                                           int numWarps, Value tid) {
    OpBuilder &builder = *b.builder;
    Type i32 = builder.getI32Type();
    Type ptrType = scratch.getType();
    auto binAddress = [&](Value bin) {
      return b.gep(ptrType, i32, scratch, bin);
    };
    int numThreads = numWarps * kWarpSize;
    for (int first = 0; first < numBins; first += numThreads) {
      Value bin = b.urem(b.add(tid, b.i32Val(first)), b.i32Val(numBins));
      LLVM::StoreOp::create(builder, b.loc, b.i32Val(0), binAddress(bin));
    }
    NVVM::Barrier0Op::create(builder, b.loc);
    Value lane = b.bitAnd(tid, b.i32Val(kWarpSize - 1));
    Value firstBin = b.mul(lane, b.i32Val(laneBins.size()));
    for (auto [i, count] : llvm::enumerate(laneBins))
      LLVM::AtomicRMWOp::create(builder, b.loc, LLVM::AtomicBinOp::add,
                                binAddress(b.add(firstBin, b.i32Val(i))), count,
                                LLVM::AtomicOrdering::monotonic);
    NVVM::Barrier0Op::create(builder, b.loc);
    SmallVector<Value> totals;
    for (Value bin : bins)
      totals.push_back(
          LLVM::LoadOp::create(builder, b.loc, i32, binAddress(bin)));
    return totals;
  }

  /// Step 3: how many registers, lanes and warps hold each source element:
  /// 2^(free bits of the linear layout). Triton divides by a replication
  /// factor from the threads and warps per dim; both are 1 when each
  /// element is held once, as in the corpus kernel.
  static int64_t copiesPerElement(RankedTensorType srcType) {
    LinearLayout layout = *triton::gpu::toLinearLayout(srcType);
    int copyBits = 0;
    for (auto [dim, mask] : layout.getFreeVariableMasks())
      if (dim.getValue() != "block")
        copyBits += llvm::popcount(uint32_t(mask));
    return int64_t(1) << copyBits;
  }
};

} // namespace

void mlir::triton::populateHistogramOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<HistogramOpConversion>(typeConverter);
}
