//===- ScanOpToLLVM.cpp - tt.scan -----------------------------------------===//
//
// Triton 3.6's inclusive scan of blocked tensors, on the source's linear
// layout. A thread's registers along the axis form chunks of contiguous
// elements (sizePerThread along the axis); a row is everything with the same
// coordinates off the axis.
//
// 1. Within a thread: each chunk is scanned in axis order.
// 2. Within a warp: the last element of each chunk (the chunk's total) is
//    scanned across the lanes along the axis by `shfl.sync.up` of 1, 2, 4, ...
//    lanes (times the lane stride of the axis), combined only where that
//    lane exists (lane along the axis >= distance).
// 3. One warp along the axis: each chunk is combined with the total of the
//    lanes before it (shfl.sync.up by one lane) and of the row's previous
//    chunks (shfl.sync.idx from the last lane along the axis).
//    Several warps: the last lane of each warp writes the warp's chunk
//    totals to the op's scratch, [chunk][warp along the axis][row], barrier;
//    each thread reads its chunks' totals of every warp and combines those of
//    the warps (and chunks) before it, then the lanes before it as in 3.
//
// reverse = true scans flip(scan(flip(x))): registers in reverse order, lanes
// mirrored (shfl.sync.bfly 31) and warps along the axis counted from the end.
// Every operand of a tuple scan moves with the others; the combine region is
// inlined wherever two partial results meet.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include <map>

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

using Coords = SmallVector<int32_t>;
/// One value per operand of the scan.
using Operands = SmallVector<Value>;

/// The registers of one thread that hold contiguous elements along the axis,
/// first to last.
struct Chunk {
  SmallVector<int32_t> registers;
  /// The coordinates off the axis (axis set to 0).
  Coords row;
};

/// Where the scanned axis lives in the source layout.
struct ScanLayout {
  /// Lane / warp bits that move along the axis, lowest first.
  SmallVector<unsigned> laneAxisBits, warpAxisBits;
  /// Lane / warp bits that move along other dims (not broadcast).
  SmallVector<unsigned> laneRowBits, warpRowBits;
  /// Chunks in the order of their last register (Triton's chunk ids).
  SmallVector<Chunk> chunks;
  /// Chunks of each row in one thread (Triton's axis blocks).
  unsigned chunksPerRow = 1;

  unsigned lanesAlongAxis() const { return 1u << laneAxisBits.size(); }
  unsigned warpsAlongAxis() const { return 1u << warpAxisBits.size(); }
  /// Lane distance between neighbours along the axis.
  unsigned laneStride() const {
    return laneAxisBits.empty() ? 1u : 1u << laneAxisBits.front();
  }
  /// Distinct rows over the lanes and warps of the CTA.
  unsigned parallelThreads() const {
    return 1u << (laneRowBits.size() + warpRowBits.size());
  }
};

/// The chunks of a thread: registers that differ only in the bits of the
/// first `contig` elements along the axis.
void collectChunks(const LinearLayout &layout, StringAttr kRegister,
                   unsigned axis, ScanLayout &scan) {
  int32_t contig = layout.getContigPerThread()[axis];
  int32_t elementMask = 0;
  for (auto [bit, basis] : llvm::enumerate(layout.getBases(kRegister)))
    if (basis[axis] != 0 && basis[axis] < contig)
      elementMask |= 1 << bit;
  std::map<Coords, unsigned> chunksOfRow;
  for (int32_t reg = 0; reg < layout.getInDimSize(kRegister); ++reg) {
    if ((reg & elementMask) != elementMask)
      continue;
    Chunk chunk;
    for (int32_t other = 0; other <= reg; ++other)
      if ((other & ~elementMask) == (reg & ~elementMask))
        chunk.registers.push_back(other);
    chunk.row = llvm::to_vector(
        llvm::make_second_range(layout.apply({{kRegister, reg}})));
    chunk.row[axis] = 0;
    ++chunksOfRow[chunk.row];
    scan.chunks.push_back(std::move(chunk));
  }
  scan.chunksPerRow = chunksOfRow.begin()->second;
}

FailureOr<ScanLayout> analyzeLayout(triton::ScanOp op,
                                    const LinearLayout &layout) {
  MLIRContext *ctx = op.getContext();
  unsigned axis = op.getAxis();
  ScanLayout scan;
  auto kRegister = StringAttr::get(ctx, "register");
  auto kLane = StringAttr::get(ctx, "lane");
  auto kWarp = StringAttr::get(ctx, "warp");
  auto kBlock = StringAttr::get(ctx, "block");
  FailureOr<AxisBits> registerBits = splitBitsByAxis(layout, kRegister, axis);
  FailureOr<AxisBits> laneBits = splitBitsByAxis(layout, kLane, axis);
  FailureOr<AxisBits> warpBits = splitBitsByAxis(layout, kWarp, axis);
  FailureOr<AxisBits> blockBits = splitBitsByAxis(layout, kBlock, axis);
  if (failed(registerBits) || failed(laneBits) || failed(warpBits) ||
      failed(blockBits))
    return op.emitError("tt.scan: a basis of the source layout moves along "
                        "the axis and another dim; not supported");
  scan.laneAxisBits = laneBits->alongAxis;
  scan.laneRowBits = laneBits->offAxis;
  scan.warpAxisBits = warpBits->alongAxis;
  scan.warpRowBits = warpBits->offAxis;
  if (registerBits->alongAxis.size() + registerBits->offAxis.size() !=
      unsigned(layout.getInDimSizeLog2(kRegister)))
    return op.emitError("tt.scan: broadcast registers in the source layout "
                        "are not supported");
  if (!blockBits->alongAxis.empty())
    return op.emitError("tt.scan: scans across CTAs are not supported");
  // shfl.sync.up moves by a fixed lane distance: the lanes along the axis
  // must be consecutive bits, each twice the previous along the axis.
  for (auto [k, bit] : llvm::enumerate(scan.laneAxisBits))
    if (bit != scan.laneAxisBits.front() + k ||
        layout.getBases(kLane)[bit][axis] !=
            layout.getBases(kLane)[scan.laneAxisBits.front()][axis] << k)
      return op.emitError("tt.scan: lanes along the axis are not evenly "
                          "strided; not supported");
  collectChunks(layout, kRegister, axis, scan);
  return scan;
}

bool isPureRegion(Region &region) {
  return llvm::all_of(region.front().without_terminator(),
                      [](Operation &inner) { return isPure(&inner); });
}

struct ScanOpConversion : public ConvertOpToLLVMPattern<triton::ScanOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::ScanOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    // Triton 3.6 lowers scans of blocked tensors only.
    if (!isa<triton::gpu::BlockedEncodingAttr>(srcType.getEncoding()))
      return op.emitError("tt.scan: only blocked source layouts are "
                          "supported");
    // The region also runs where its result is discarded (lanes or warps
    // with nothing before them), so it must be free to speculate.
    if (!isPureRegion(op.getCombineOp()))
      return op.emitError("tt.scan: combine region with side effects or "
                          "undefined behaviour is not supported");
    FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(srcType);
    if (failed(layout))
      return op.emitError("tt.scan: source has no linear layout");
    FailureOr<ScanLayout> scan = analyzeLayout(op, *layout);
    if (failed(scan))
      return failure();
    TT_DEBUG(TT_DBGS() << "tt.scan axis " << op.getAxis() << ": "
                       << scan->chunks.size() << " chunks, "
                       << scan->lanesAlongAxis() << " lanes (stride "
                       << scan->laneStride() << "), " << scan->warpsAlongAxis()
                       << " warps along it\n");

    TritonLLVMOpBuilder b(loc, rewriter);
    auto [laneId, warpId] = getLaneAndWarpId(rewriter, loc);
    Value laneAlongAxis = gatherBits(b, laneId, scan->laneAxisBits);
    Value warpAlongAxis = gatherBits(b, warpId, scan->warpAxisBits);
    SmallVector<Operands> values = unpackRegisters(op, adaptor, rewriter);
    if (op.getReverse()) {
      warpAlongAxis =
          b.sub(b.i32Val(scan->warpsAlongAxis() - 1), warpAlongAxis);
      values = flip(op, values, rewriter);
    }

    scanWithinThread(op, *scan, values, rewriter);
    scanWithinWarp(op, *scan, laneAlongAxis, values, rewriter);
    if (scan->warpsAlongAxis() > 1) {
      if (failed(addPrefixOfWarps(op, *scan, *layout, laneId, warpId,
                                  laneAlongAxis, warpAlongAxis, values,
                                  rewriter)))
        return failure();
    } else if (values.size() > 1 &&
               (scan->lanesAlongAxis() > 1 || scan->chunksPerRow > 1)) {
      addPrefixOfLanes(op, *scan, laneId, laneAlongAxis, values, rewriter);
    }
    if (op.getReverse())
      values = flip(op, values, rewriter);

    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      SmallVector<Value> registers = llvm::map_to_vector(
          values, [&](const Operands &reg) { return reg[i]; });
      results.push_back(packLLElements(loc, getTypeConverter(), registers,
                                       rewriter, result.getType()));
    }
    rewriter.replaceOp(op, results);
    return success();
  }

private:
  /// values[register][operand].
  static SmallVector<Operands>
  unpackRegisters(triton::ScanOp op, OpAdaptor adaptor, OpBuilder &builder) {
    SmallVector<Operands> values;
    for (Value operand : adaptor.getSrcs())
      for (auto [reg, value] :
           llvm::enumerate(unpackLLElements(op.getLoc(), operand, builder))) {
        if (values.size() <= reg)
          values.emplace_back();
        values[reg].push_back(value);
      }
    return values;
  }

  static Operands combine(triton::ScanOp op, ValueRange prefix,
                          ValueRange values, OpBuilder &builder) {
    return inlineCombineRegion(builder, op.getCombineOp(), prefix, values);
  }

  /// `prefix` combined into `values` where `pred` holds, `values` elsewhere.
  static Operands combineWhere(triton::ScanOp op, Value pred, ValueRange prefix,
                               ValueRange values, OpBuilder &builder) {
    TritonLLVMOpBuilder b(op.getLoc(), builder);
    Operands combined = combine(op, prefix, values, builder);
    for (auto [result, original] : llvm::zip(combined, values))
      result = b.select(pred, result, original);
    return combined;
  }

  static Operands shuffleUp(triton::ScanOp op, ValueRange values,
                            unsigned delta, OpBuilder &builder) {
    return llvm::map_to_vector(values, [&](Value value) {
      return triton::shuffleUp(builder, op.getLoc(), value, delta);
    });
  }

  static Operands shuffleFrom(triton::ScanOp op, ValueRange values, Value lane,
                              OpBuilder &builder) {
    return llvm::map_to_vector(values, [&](Value value) {
      return shuffleIdx(builder, op.getLoc(), value, lane);
    });
  }

  /// The registers in reverse order, each from the mirrored lane.
  static SmallVector<Operands>
  flip(triton::ScanOp op, ArrayRef<Operands> values, OpBuilder &builder) {
    unsigned warpSize = triton::gpu::lookupThreadsPerWarp(op);
    SmallVector<Operands> flipped;
    for (const Operands &reg : llvm::reverse(values))
      flipped.push_back(llvm::map_to_vector(reg, [&](Value value) {
        return triton::shuffleXor(builder, op.getLoc(), value, warpSize - 1);
      }));
    return flipped;
  }

  /// Step 1.
  static void scanWithinThread(triton::ScanOp op, const ScanLayout &scan,
                               SmallVector<Operands> &values,
                               OpBuilder &builder) {
    for (const Chunk &chunk : scan.chunks)
      for (auto [prev, reg] :
           llvm::zip(chunk.registers, llvm::drop_begin(chunk.registers)))
        values[reg] = combine(op, values[prev], values[reg], builder);
  }

  /// Step 2: the chunk totals, scanned over the lanes along the axis.
  static void scanWithinWarp(triton::ScanOp op, const ScanLayout &scan,
                             Value laneAlongAxis, SmallVector<Operands> &values,
                             OpBuilder &builder) {
    TritonLLVMOpBuilder b(op.getLoc(), builder);
    for (const Chunk &chunk : scan.chunks) {
      Operands &total = values[chunk.registers.back()];
      for (unsigned delta = 1; delta < scan.lanesAlongAxis(); delta *= 2) {
        Operands incoming =
            shuffleUp(op, total, delta * scan.laneStride(), builder);
        Value hasSource =
            LLVM::ICmpOp::create(builder, op.getLoc(), LLVM::ICmpPredicate::sge,
                                 laneAlongAxis, b.i32Val(delta));
        total = combineWhere(op, hasSource, incoming, total, builder);
      }
    }
  }

  /// Combines `prefix` into the chunk's other registers (all but the last),
  /// where `pred` holds (everywhere when null).
  static void addToChunk(triton::ScanOp op, const Chunk &chunk,
                         ValueRange prefix, Value pred,
                         SmallVector<Operands> &values, OpBuilder &builder) {
    for (int32_t reg : llvm::reverse(llvm::drop_end(chunk.registers)))
      values[reg] = pred ? combineWhere(op, pred, prefix, values[reg], builder)
                         : combine(op, prefix, values[reg], builder);
  }

  /// Step 3, one warp along the axis.
  void addPrefixOfLanes(triton::ScanOp op, const ScanLayout &scan, Value laneId,
                        Value laneAlongAxis, SmallVector<Operands> &values,
                        ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value isFirstLane = b.icmpEq(laneAlongAxis, b.i32Val(0));
    Value hasPrefix = b.bitXor(isFirstLane, b.trueVal());
    // The row's last lane along the axis, which holds its running total.
    Value lastLane;
    if (scan.chunksPerRow > 1 && scan.lanesAlongAxis() > 1) {
      int32_t axisLaneMask = 0;
      for (unsigned bit : scan.laneAxisBits)
        axisLaneMask |= 1 << bit;
      lastLane = b.bitOr(laneId, b.i32Val(axisLaneMask));
    }
    // The total of the row's chunks so far, in every lane.
    std::map<Coords, Operands> rowTotals;
    std::map<Coords, unsigned> chunksDone;
    for (const Chunk &chunk : scan.chunks) {
      Operands &last = values[chunk.registers.back()];
      auto [it, isFirstChunk] = rowTotals.try_emplace(chunk.row, last);
      bool isLastChunk = ++chunksDone[chunk.row] == scan.chunksPerRow;
      Operands previousChunks = it->second;
      if (!isFirstChunk)
        last = combine(op, previousChunks, last, rewriter);
      // What precedes the chunk's other elements: the total up to the lane
      // before, or the previous chunks' in the first lane.
      Operands before = previousChunks;
      if (scan.lanesAlongAxis() > 1 && chunk.registers.size() > 1) {
        before = shuffleUp(op, last, scan.laneStride(), rewriter);
        for (auto [value, carried] : llvm::zip(before, previousChunks))
          value = b.select(isFirstLane, carried, value);
      }
      if (!isLastChunk)
        it->second = scan.lanesAlongAxis() > 1
                         ? shuffleFrom(op, last, lastLane, rewriter)
                         : last;
      // Nothing precedes the first lane's first chunk.
      if (chunk.registers.size() == 1 ||
          (isFirstChunk && scan.lanesAlongAxis() == 1))
        continue;
      addToChunk(op, chunk, before, isFirstChunk ? hasPrefix : Value(), values,
                 rewriter);
    }
  }

  /// The scratch arrays of the operands, [chunk][warp along axis][row].
  struct Scratch {
    SmallVector<Type> types;
    SmallVector<Value> bases;
    unsigned rowStride, chunkStride;

    Value slot(TritonLLVMOpBuilder &b, unsigned operand, Value index) const {
      return b.gep(bases[operand].getType(), types[operand], bases[operand],
                   index);
    }
  };

  /// Step 3, several warps along the axis.
  LogicalResult addPrefixOfWarps(triton::ScanOp op, const ScanLayout &scan,
                                 const LinearLayout &layout, Value laneId,
                                 Value warpId, Value laneAlongAxis,
                                 Value warpAlongAxis,
                                 SmallVector<Operands> &values,
                                 ConversionPatternRewriter &rewriter) const {
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Scratch scratch;
    scratch.types = llvm::map_to_vector(values.front(),
                                        [](Value v) { return v.getType(); });
    scratch.rowStride = scan.parallelThreads();
    scratch.chunkStride = scratch.rowStride * scan.warpsAlongAxis();
    FailureOr<SmallVector<Value>> bases = scratchBases(
        op, scratch.types, scratch.chunkStride * scan.chunks.size(), rewriter);
    if (failed(bases))
      return failure();
    scratch.bases = std::move(*bases);
    // The thread's row among the CTA's: its lane and warp bits off the axis.
    Value row = b.add(gatherBits(b, laneId, scan.laneRowBits),
                      b.shl(gatherBits(b, warpId, scan.warpRowBits),
                            b.i32Val(scan.laneRowBits.size())));
    storeWarpTotals(op, scan, layout, scratch, row, laneAlongAxis,
                    warpAlongAxis, values, rewriter);
    NVVM::Barrier0Op::create(rewriter, op.getLoc());
    addWarpTotals(op, scan, scratch, row, laneAlongAxis, warpAlongAxis, values,
                  rewriter);
    return success();
  }

  /// The last lane along the axis (first copy) writes its warp's chunk
  /// totals.
  static void storeWarpTotals(triton::ScanOp op, const ScanLayout &scan,
                              const LinearLayout &layout,
                              const Scratch &scratch, Value row,
                              Value laneAlongAxis, Value warpAlongAxis,
                              ArrayRef<Operands> values, OpBuilder &builder) {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, builder);
    Value isLastLane =
        b.icmpEq(laneAlongAxis, b.i32Val(scan.lanesAlongAxis() - 1));
    Value isWriter = andPredicates(
        b, isLastLane, emitRedundantThreadPredicate(loc, builder, &layout));
    Value warpSlot =
        b.add(row, b.mul(warpAlongAxis, b.i32Val(scratch.rowStride)));
    for (auto [chunkId, chunk] : llvm::enumerate(scan.chunks)) {
      Value index = b.add(warpSlot, b.i32Val(chunkId * scratch.chunkStride));
      for (auto [i, value] : llvm::enumerate(values[chunk.registers.back()]))
        storeShared(builder, loc, scratch.slot(b, i, index), value, isWriter);
    }
  }

  /// After the barrier: each chunk takes the totals of the warps and chunks
  /// of its row before it, and its other elements those of the lanes before.
  static void addWarpTotals(triton::ScanOp op, const ScanLayout &scan,
                            const Scratch &scratch, Value row,
                            Value laneAlongAxis, Value warpAlongAxis,
                            SmallVector<Operands> &values, OpBuilder &builder) {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, builder);
    Value isFirstWarp = b.icmpEq(warpAlongAxis, b.i32Val(0));
    Value isFirstLane = b.icmpEq(laneAlongAxis, b.i32Val(0));
    Value notFirstWarp = b.bitXor(isFirstWarp, b.trueVal());
    Value notFirstLane = b.bitXor(isFirstLane, b.trueVal());
    Value notFirstThread = b.bitOr(notFirstWarp, notFirstLane);
    struct RowPrefix {
      /// All warps' totals of the row's chunks so far.
      Operands total;
      /// Those of the chunks so far and of the warps before this one.
      Operands beforeWarp;
    };
    std::map<Coords, RowPrefix> rows;
    for (auto [chunkId, chunk] : llvm::enumerate(scan.chunks)) {
      auto [it, isFirstChunk] = rows.try_emplace(chunk.row);
      RowPrefix &prefix = it->second;
      for (unsigned warp = 0; warp < scan.warpsAlongAxis(); ++warp) {
        Value index =
            b.add(row, b.i32Val(scratch.rowStride *
                                (warp + chunkId * scan.warpsAlongAxis())));
        Operands partial;
        for (auto [i, type] : llvm::enumerate(scratch.types))
          partial.push_back(LLVM::LoadOp::create(builder, loc, type,
                                                 scratch.slot(b, i, index)));
        if (prefix.total.empty()) {
          prefix.total = prefix.beforeWarp = partial;
          continue;
        }
        Value isAfter =
            LLVM::ICmpOp::create(builder, loc, LLVM::ICmpPredicate::sge,
                                 warpAlongAxis, b.i32Val(warp + 1));
        prefix.total = combine(op, prefix.total, partial, builder);
        for (auto [before, total] : llvm::zip(prefix.beforeWarp, prefix.total))
          before = b.select(isAfter, total, before);
      }
      Operands &last = values[chunk.registers.back()];
      // The first warp's first chunk has nothing before it.
      last = isFirstChunk ? combineWhere(op, notFirstWarp, prefix.beforeWarp,
                                         last, builder)
                          : combine(op, prefix.beforeWarp, last, builder);
      if (chunk.registers.size() > 1) {
        // The total up to the lane before, or the warps' before in lane 0.
        Operands before = prefix.beforeWarp;
        if (scan.lanesAlongAxis() > 1) {
          before = shuffleUp(op, last, scan.laneStride(), builder);
          for (auto [value, carried] : llvm::zip(before, prefix.beforeWarp))
            value = b.select(notFirstLane, value, carried);
        }
        addToChunk(op, chunk, before, isFirstChunk ? notFirstThread : Value(),
                   values, builder);
      }
      prefix.beforeWarp = prefix.total;
    }
  }

  /// One scratch array of `numElements` per operand (of `types`), widest
  /// first (Triton's order, which keeps every array aligned).
  static FailureOr<SmallVector<Value>>
  scratchBases(triton::ScanOp op, ArrayRef<Type> types, unsigned numElements,
               ConversionPatternRewriter &rewriter) {
    Location loc = op.getLoc();
    FailureOr<Value> base = getSharedMemoryBase(loc, rewriter, op);
    if (failed(base))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    auto bits = [&](unsigned i) {
      return isa<LLVM::LLVMPointerType>(types[i])
                 ? 64u
                 : types[i].getIntOrFloatBitWidth();
    };
    SmallVector<unsigned> order =
        llvm::to_vector(llvm::seq<unsigned>(0, types.size()));
    llvm::stable_sort(
        order, [&](unsigned l, unsigned r) { return bits(l) > bits(r); });
    SmallVector<Value> bases(types.size());
    bases[order.front()] = *base;
    for (auto [prev, next] : llvm::zip(order, llvm::drop_begin(order)))
      bases[next] = b.gep(base->getType(), types[prev], bases[prev],
                          b.i32Val(numElements));
    return bases;
  }
};

} // namespace

void mlir::triton::populateScanOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<ScanOpConversion>(typeConverter);
}
