//===- ReduceOpToLLVM.cpp - tt.reduce -------------------------------------===//
//
// Triton 3.6's reduction, on the source's linear layout:
//
// 1. Within a thread: registers whose coordinates differ only along the axis
//    are combined (the combine region inlined, all operands at once).
// 2. Within a warp: a butterfly `shfl.sync.bfly` over each lane bit that
//    moves along the axis, highest first (offsets 16, 8, 4, 2, 1).
// 3. Across warps (only when warps hold distinct data along the axis): the
//    lane-0 partial of each warp goes to scratch [.., warp, ..] (axis
//    fastest), barrier. In a loop, where an element's partials fit one
//    16-byte load (e.g. 2 warps of f32, 4 of f16), every thread reads its
//    results' partials and folds them in the order the butterfly below
//    would, which saves a barrier per iteration (reduce_sum_max's loop:
//    0.95 -> 1.02 of Triton's speed). Otherwise, as Triton: thread t reads
//    element t, the warps' partials are combined by shuffles and written
//    back, barrier; every thread then reads its results at axis 0.
// 4. The results are packed in the output's slice layout, or are scalars.
//
// Any scalar element type, pointers too: shuffles move 64-bit values and
// pointers as two 32-bit halves and narrower ones zero-extended (Utility's
// shuffleXor); scratch holds the element type (i1 as a byte, a pointer as
// its i64 bits), as Allocation sizes it.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include <map>

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;

namespace {

using Coords = SmallVector<int32_t>;
/// One value per operand of the reduction.
using Operands = SmallVector<Value>;

/// The element coordinates register `reg` holds in thread 0, axis set to 0.
Coords keyOfRegister(const LinearLayout &layout, int32_t reg, unsigned axis) {
  auto kRegister = StringAttr::get(
      layout.getOutDimNames().begin()->getContext(), "register");
  Coords coords = llvm::to_vector(
      llvm::make_second_range(layout.apply({{kRegister, reg}})));
  coords[axis] = 0;
  return coords;
}

struct ReduceOpConversion : public ConvertOpToLLVMPattern<triton::ReduceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(triton::ReduceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    unsigned axis = op.getAxis();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(srcType);
    if (failed(layout))
      return op.emitError("tt.reduce: source has no linear layout");
    // A basis that also moved along another dim would mix rows' partials.
    FailureOr<AxisBits> laneSplit = splitBitsByAxis(
        *layout, StringAttr::get(op.getContext(), "lane"), axis);
    FailureOr<AxisBits> warpSplit = splitBitsByAxis(
        *layout, StringAttr::get(op.getContext(), "warp"), axis);
    if (failed(laneSplit) || failed(warpSplit))
      return op.emitError("tt.reduce: a lane or warp basis moves along the "
                          "axis and another dim; not supported");
    ArrayRef<unsigned> laneBits = laneSplit->alongAxis;
    ArrayRef<unsigned> warpBits = warpSplit->alongAxis;
    TT_DEBUG(TT_DBGS() << "tt.reduce axis " << axis << ": " << laneBits.size()
                       << " lane bits, " << warpBits.size()
                       << " warp bits along it\n");

    std::map<Coords, Operands> accs = reduceWithinThread(op, adaptor, *layout,
                                                         rewriter);
    // One row's butterfly after another, Triton's warpReduce order, so the
    // PTX ptxas schedules is Triton's.
    for (auto &[key, acc] : accs)
      for (unsigned bit : llvm::reverse(laneBits))
        acc = combine(op, acc, shuffleXor(loc, rewriter, acc, 1 << bit),
                      rewriter);
    FailureOr<SmallVector<Value>> results =
        warpBits.empty()
            ? packFromRegisters(op, accs, rewriter)
            : reduceAcrossWarps(op, *layout, laneBits, warpBits, accs,
                                rewriter);
    if (failed(results))
      return failure();
    rewriter.replaceOp(op, *results);
    return success();
  }

private:
  /// The operands' element types as registers hold them (a `!tt.ptr` is an
  /// `!llvm.ptr`): what scratch stores, in its storage type.
  SmallVector<Type> registerTypes(triton::ReduceOp op) const {
    return llvm::map_to_vector(op.getSrcs().getTypes(), [&](Type type) {
      return getTypeConverter()->convertType(getElementTypeOrSelf(type));
    });
  }

  static Operands combine(triton::ReduceOp op, ValueRange lhs, ValueRange rhs,
                          ConversionPatternRewriter &rewriter) {
    return inlineCombineRegion(rewriter, op.getCombineOp(), lhs, rhs);
  }

  /// Step 1: one accumulator per distinct non-axis coordinate, registers
  /// combined in order.
  std::map<Coords, Operands>
  reduceWithinThread(triton::ReduceOp op, OpAdaptor adaptor,
                     const LinearLayout &layout,
                     ConversionPatternRewriter &rewriter) const {
    SmallVector<SmallVector<Value>> operands = llvm::map_to_vector(
        adaptor.getSrcs(),
        [&](Value v) { return unpackLLElements(op.getLoc(), v, rewriter); });
    std::map<Coords, Operands> accs;
    for (unsigned reg = 0; reg < operands[0].size(); ++reg) {
      Operands values = llvm::map_to_vector(
          operands, [&](ArrayRef<Value> regs) { return regs[reg]; });
      auto [it, inserted] =
          accs.try_emplace(keyOfRegister(layout, reg, op.getAxis()), values);
      if (!inserted)
        it->second = combine(op, it->second, values, rewriter);
    }
    return accs;
  }

  /// Each operand exchanged with lane ^ `offset`.
  static Operands shuffleXor(Location loc, OpBuilder &builder, ValueRange acc,
                             unsigned offset) {
    return llvm::map_to_vector(acc, [&](Value value) {
      return triton::shuffleXor(builder, loc, value, offset);
    });
  }

  /// Step 4 without scratch: result register r is the accumulator of its
  /// coordinates (axis inserted as 0).
  FailureOr<SmallVector<Value>>
  packFromRegisters(triton::ReduceOp op, const std::map<Coords, Operands> &accs,
                    ConversionPatternRewriter &rewriter) const {
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult())) {
      auto resultType = dyn_cast<RankedTensorType>(result.getType());
      if (!resultType) {
        results.push_back(accs.begin()->second[i]);
        continue;
      }
      FailureOr<LinearLayout> outLayout =
          triton::gpu::toLinearLayout(resultType);
      if (failed(outLayout))
        return op.emitError("tt.reduce: result has no linear layout");
      auto kRegister = StringAttr::get(op.getContext(), "register");
      SmallVector<Value> values;
      for (int32_t reg = 0; reg < outLayout->getInDimSize(kRegister); ++reg) {
        Coords key = llvm::to_vector(
            llvm::make_second_range(outLayout->apply({{kRegister, reg}})));
        key.insert(key.begin() + op.getAxis(), 0);
        auto it = accs.find(key);
        // A result layout other than the source's slice.
        if (it == accs.end())
          return op.emitError("tt.reduce: result register ")
                 << reg << " is not held by this thread's source registers";
        values.push_back(it->second[i]);
      }
      results.push_back(packLLElements(op.getLoc(), getTypeConverter(), values,
                                       rewriter, resultType));
    }
    return results;
  }

  /// Scratch shape: the source's, with the axis as long as the warps along
  /// it. Axis fastest, then the layout's order (Triton's
  /// getOrderWithAxisAtBeginning); the operands one after another.
  struct Scratch {
    SmallVector<int64_t> shape;
    SmallVector<unsigned> order;
    SmallVector<Value> bases;

    int64_t numElements() const {
      return llvm::product_of(shape);
    }
    Value linearize(TritonLLVMOpBuilder &b, ArrayRef<Value> coords) const {
      Value index = b.i32Val(0);
      for (unsigned dim : llvm::reverse(order))
        index = b.add(b.mul(index, b.i32Val(shape[dim])), coords[dim]);
      return index;
    }
  };

  FailureOr<Scratch> makeScratch(triton::ReduceOp op, const LinearLayout &layout,
                                 unsigned numWarpBits,
                                 ConversionPatternRewriter &rewriter) const {
    FailureOr<Value> base =
        getSharedMemoryBase(op.getLoc(), rewriter, op.getOperation());
    if (failed(base))
      return failure();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    Scratch scratch;
    scratch.shape = llvm::to_vector(srcType.getShape());
    scratch.shape[op.getAxis()] = int64_t(1) << numWarpBits;
    scratch.order.push_back(op.getAxis());
    for (unsigned dim : layout.getOrder())
      if (dim != op.getAxis())
        scratch.order.push_back(dim);
    // Operands one after another, widest first (Triton's getSmemBases), so
    // that every buffer stays aligned to its elements.
    SmallVector<Type> types = registerTypes(op);
    SmallVector<unsigned> byWidth =
        llvm::to_vector(llvm::seq<unsigned>(0, types.size()));
    auto storageBits = [&](unsigned i) {
      return sharedStorageType(types[i]).getIntOrFloatBitWidth();
    };
    llvm::stable_sort(byWidth, [&](unsigned lhs, unsigned rhs) {
      return storageBits(lhs) > storageBits(rhs);
    });
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Type ptrType = (*base).getType();
    scratch.bases.assign(types.size(), *base);
    for (auto [prev, next] : llvm::zip(byWidth, llvm::drop_begin(byWidth)))
      scratch.bases[next] =
          b.gep(ptrType, sharedStorageType(types[prev]), scratch.bases[prev],
                b.i32Val(scratch.numElements()));
    return scratch;
  }

  FailureOr<SmallVector<Value>>
  reduceAcrossWarps(triton::ReduceOp op, const LinearLayout &layout,
                    ArrayRef<unsigned> laneBits, ArrayRef<unsigned> warpBits,
                    const std::map<Coords, Operands> &accs,
                    ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    FailureOr<Scratch> scratch =
        makeScratch(op, layout, warpBits.size(), rewriter);
    if (failed(scratch))
      return failure();
    auto srcType = cast<RankedTensorType>(op.getSrcs()[0].getType());
    FailureOr<SmallVector<SmallVector<Value>>> indices =
        emitIndices(loc, rewriter, srcType);
    if (failed(indices))
      return op.emitError("tt.reduce: cannot index the source");
    auto [laneId, warpId] = getLaneAndWarpId(rewriter, loc);
    Type ptrType = scratch->bases[0].getType();
    SmallVector<Type> types = registerTypes(op);

    // Write: lane 0 along the axis holds its warp's partial.
    Value laneAlongAxis = gatherBits(b, laneId, laneBits);
    Value isWriter = b.icmpEq(laneAlongAxis, b.i32Val(0));
    Value warpAlongAxis = gatherBits(b, warpId, warpBits);
    unsigned axis = op.getAxis();
    for (unsigned reg = 0; reg < (*indices).size(); ++reg) {
      Coords key = keyOfRegister(layout, reg, axis);
      if (firstRegisterOf(layout, key, axis) != int32_t(reg))
        continue;
      SmallVector<Value> coords = (*indices)[reg];
      coords[axis] = warpAlongAxis;
      Value index = scratch->linearize(b, coords);
      for (auto [i, value] : llvm::enumerate(accs.at(key)))
        storeShared(rewriter, loc,
                    b.gep(ptrType, sharedStorageType(types[i]),
                          scratch->bases[i], index),
                    value, isWriter);
    }
    NVVM::Barrier0Op::create(rewriter, loc);

    unsigned numWarpBits = unsigned(warpBits.size());
    bool fitsOneLoad = partialsFitOneLoad(types, numWarpBits);
    bool inLoop = isInCycle(op->getBlock());
    bool foldOnRead = fitsOneLoad && inLoop;
    TT_DEBUG(TT_DBGS() << "tt.reduce: " << (1 << numWarpBits)
                       << " warps' partials per element, "
                       << (fitsOneLoad ? "one load" : "wider than one load")
                       << ", " << (inLoop ? "in a loop" : "not in a loop")
                       << (foldOnRead ? ": each thread folds its own"
                                      : ": combined by shuffles and written back")
                       << "\n");
    if (foldOnRead)
      return readResults(op, *scratch, types, 1 << numWarpBits, rewriter);

    // Thread t combines the warps' partials of element t (consecutive along
    // the axis), and the first of each group writes the total back.
    int64_t numThreads =
        layout.getInDimSize(StringAttr::get(op.getContext(), "lane")) *
        layout.getInDimSize(StringAttr::get(op.getContext(), "warp"));
    Value threadId = getThreadId(rewriter, loc);
    for (int64_t first = 0; first < scratch->numElements(); first += numThreads) {
      Value index = b.add(threadId, b.i32Val(first));
      Value isNeeded = LLVM::ICmpOp::create(rewriter, loc, LLVM::ICmpPredicate::ult,
                                            index,
                                            b.i32Val(scratch->numElements()));
      SmallVector<Value> ptrs;
      Operands acc;
      for (auto [i, type] : llvm::enumerate(types)) {
        ptrs.push_back(b.gep(ptrType, sharedStorageType(type),
                             scratch->bases[i], index));
        acc.push_back(loadShared(rewriter, loc, ptrs.back(), type, isNeeded));
      }
      for (unsigned bit = numWarpBits; bit-- > 0;)
        acc = combine(op, acc, shuffleXor(loc, rewriter, acc, 1 << bit),
                      rewriter);
      Value groupMask = b.i32Val((1 << numWarpBits) - 1);
      Value isFirst = b.icmpEq(b.bitAnd(laneId, groupMask), b.i32Val(0));
      Value pred = LLVM::AndOp::create(rewriter, loc, isNeeded, isFirst);
      for (auto [i, value] : llvm::enumerate(acc))
        storeShared(rewriter, loc, ptrs[i], value, pred);
    }
    NVVM::Barrier0Op::create(rewriter, loc);
    return readResults(op, *scratch, types, 1, rewriter);
  }

  /// Whether one 16-byte shared load per operand reads all warps' partials
  /// of an element. In a loop each thread then combines them itself, which
  /// saves the combine-and-write-back round and its barrier every
  /// iteration. Outside loops that barrier is paid once and Triton's round
  /// is kept: there the extra live partials cost registers, and occupancy
  /// (argmax_cols at 2^20 columns: 32 -> 35 registers, 0.89 of Triton).
  static bool partialsFitOneLoad(ArrayRef<Type> types, unsigned numWarpBits) {
    return llvm::all_of(types, [&](Type type) {
      return (sharedStorageType(type).getIntOrFloatBitWidth() / 8)
                 << numWarpBits <=
             16;
    });
  }

  /// The first register of this thread whose coordinates reduce to `key`.
  static int32_t firstRegisterOf(const LinearLayout &layout, const Coords &key,
                                 unsigned axis) {
    auto kRegister = StringAttr::get(
        layout.getOutDimNames().begin()->getContext(), "register");
    for (int32_t reg = 0; reg < layout.getInDimSize(kRegister); ++reg)
      if (keyOfRegister(layout, reg, axis) == key)
        return reg;
    return -1;
  }

  /// Step 3's end: every register of the result reads its element's
  /// `numPartials` consecutive scratch slots (one load per operand) and
  /// folds them pairwise, halves first, which is the order the butterfly
  /// over the warp bits combines them in: the same bits as Triton's.
  FailureOr<SmallVector<Value>>
  readResults(triton::ReduceOp op, const Scratch &scratch, ArrayRef<Type> types,
              unsigned numPartials, ConversionPatternRewriter &rewriter) const {
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    // All results share the source's shape less the axis.
    auto resultType = dyn_cast<RankedTensorType>(op.getResult()[0].getType());
    SmallVector<SmallVector<Value>> coordsOfRegisters = {{}};
    if (resultType) {
      FailureOr<SmallVector<SmallVector<Value>>> indices =
          emitIndices(loc, rewriter, resultType);
      if (failed(indices))
        return op.emitError("tt.reduce: cannot index the result");
      coordsOfRegisters = std::move(*indices);
    }
    SmallVector<SmallVector<Value>> values(types.size());
    for (SmallVector<Value> coords : coordsOfRegisters) {
      coords.insert(coords.begin() + op.getAxis(), b.i32Val(0));
      Value index = scratch.linearize(b, coords);
      SmallVector<Operands> partials(numPartials);
      for (auto [i, type] : llvm::enumerate(types))
        for (auto [k, partial] : llvm::enumerate(
                 loadPartials(loc, scratch.bases[i], index, type, numPartials,
                              rewriter)))
          partials[k].push_back(partial);
      for (unsigned half = numPartials / 2; half > 0; half /= 2)
        for (unsigned k = 0; k < half; ++k)
          partials[k] = combine(op, partials[k], partials[k + half], rewriter);
      for (auto [i, value] : llvm::enumerate(partials[0]))
        values[i].push_back(value);
    }
    if (!resultType)
      return llvm::map_to_vector(values, [](ArrayRef<Value> v) { return v[0]; });
    SmallVector<Value> results;
    for (auto [i, result] : llvm::enumerate(op.getResult()))
      results.push_back(packLLElements(loc, getTypeConverter(), values[i],
                                       rewriter,
                                       cast<RankedTensorType>(result.getType())));
    return results;
  }

  /// The `count` values of `type` from element `index` of the scratch at
  /// `base` on: one scalar load, or one vector load (aligned to its size,
  /// which the scratch layout guarantees) split into its elements.
  static SmallVector<Value> loadPartials(Location loc, Value base, Value index,
                                         Type type, unsigned count,
                                         ConversionPatternRewriter &rewriter) {
    TritonLLVMOpBuilder b(loc, rewriter);
    Type storage = sharedStorageType(type);
    Value ptr = b.gep(base.getType(), storage, base, index);
    if (count == 1)
      return {LLVM::LoadOp::create(rewriter, loc, type, ptr)};
    auto vectorType = VectorType::get({int64_t(count)}, storage);
    unsigned bytes = count * storage.getIntOrFloatBitWidth() / 8;
    Value vector =
        LLVM::LoadOp::create(rewriter, loc, vectorType, ptr, /*alignment=*/bytes);
    SmallVector<Value> elements;
    for (unsigned k = 0; k < count; ++k) {
      Value element = b.extractElement(vector, k);
      if (isa<LLVM::LLVMPointerType>(type))
        element = b.intToPtr(element, type);
      else if (storage != type)
        element = LLVM::TruncOp::create(rewriter, loc, type, element);
      elements.push_back(element);
    }
    return elements;
  }
};

} // namespace

void mlir::triton::populateReduceOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<ReduceOpConversion>(typeConverter);
}
