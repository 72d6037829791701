//===- ConvertLayoutOpToLLVM.cpp - ttg.convert_layout -> LLVM -------------===//
//
// Triton 3.6's cases, read off the linear layouts of source and destination:
//
// - only registers differ: each destination register is a source register,
//   renumbered (no code);
// - data stays in its warp, as a permutation of register and lane bits with
//   at most one register/lane transposition (WarpConversion.h; this also
//   catches register renumberings whose warps broadcast alike on both
//   sides): registers renumbered, then selects on a lane bit and
//   `shfl.sync` (bfly when lanes keep their order, idx otherwise), as
//   Triton's transferWithinWarp for 32-bit registers. Triton packs narrower
//   elements into 32-bit words with `prmt` first; here every element takes
//   its own shuffle (64-bit ones two);
// - otherwise (data crosses warps, or two or more transpositions): through
//   the op's scratch shared memory, laid out by GenericSwizzling's
//   optimalSwizzling (the layout Allocation sized the scratch from). Each
//   thread stores its registers as vectors, a barrier, then loads the
//   destination's; a barrier separates the rounds (`reps`) when the scratch
//   holds only part of the tensor.
//
// Pointers go through shared memory as 64-bit integers and i1 as i8, as in
// Triton. Where Triton's layout takes ldmatrix (from sm75) or stmatrix (from
// sm90), plain or `.trans` (16-bit), that side uses them (SharedMemoryAccess.h's
// emitMatrixAccesses, which reads which form from the access); should the
// access not have the instruction's shape, its elements move by
// ld/st.shared to the same addresses. Multi-CTA layouts are reported.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/SharedMemoryAccess.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Analysis/Allocation.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonGPU/IR/WarpConversion.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;

namespace {

/// The index of ld/st.shared among getSrcDstTiles' instructions (1 is
/// ldmatrix/stmatrix, 2 their transposed form).
constexpr int32_t kLdStSharedTile = 0;

StringAttr named(MLIRContext *ctx, StringRef name) {
  return StringAttr::get(ctx, name);
}

class ConvertLayoutOpConversion
    : public ConvertOpToLLVMPattern<ttg::ConvertLayoutOp> {
public:
  ConvertLayoutOpConversion(const LLVMTypeConverter &typeConverter,
                            int computeCapability)
      : ConvertOpToLLVMPattern(typeConverter),
        computeCapability(computeCapability) {}

  LogicalResult
  matchAndRewrite(ttg::ConvertLayoutOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto emitError = [&] { return op.emitError(); };
    FailureOr<LinearLayout> src = ttg::toLinearLayout(op.getSrc().getType(),
                                                      emitError);
    FailureOr<LinearLayout> dst = ttg::toLinearLayout(op.getType(), emitError);
    if (failed(src) || failed(dst))
      return failure();
    TT_DEBUG(TT_DBGS() << "convert_layout src ";
             src->printBases(llvm::dbgs(), /*skipEmpty=*/true);
             llvm::dbgs() << "; dst ";
             dst->printBases(llvm::dbgs(), /*skipEmpty=*/true);
             llvm::dbgs() << "\n");
    SmallVector<Value> inVals =
        unpackLLElements(op.getLoc(), adaptor.getSrc(), rewriter);

    FailureOr<SmallVector<Value>> outVals;
    if (src->convertOnlyPermutesRegisters(*dst)) {
      outVals = permuteRegisters(*src, *dst, inVals, op.getContext());
    } else if (!*cvtNeedsSharedMemory(op)) {
      outVals = transferWithinWarp(op, *src, *dst, inVals, rewriter);
    } else {
      outVals = transferThroughSharedMemory(op, *src, *dst, inVals, rewriter);
    }
    if (failed(outVals))
      return failure();
    rewriter.replaceOp(op, packLLElements(op.getLoc(), getTypeConverter(),
                                          *outVals, rewriter, op.getType()));
    return success();
  }

private:
  /// Lanes, warps and CTAs hold the same elements: each destination
  /// register takes the source register of its element.
  static SmallVector<Value> permuteRegisters(const LinearLayout &src,
                                             const LinearLayout &dst,
                                             ArrayRef<Value> inVals,
                                             MLIRContext *ctx) {
    StringAttr kReg = named(ctx, "register");
    LinearLayout dstToSrc = dst.invertAndCompose(src);
    SmallVector<Value> outVals;
    for (int64_t reg = 0; reg < dst.getInDimSize(kReg); ++reg) {
      LinearLayout::Point srcPoint = dstToSrc.apply({{kReg, int32_t(reg)}});
      auto srcReg = llvm::find_if(
          srcPoint, [&](const auto &coord) { return coord.first == kReg; });
      outVals.push_back(inVals[srcReg == srcPoint.end() ? 0 : srcReg->second]);
    }
    TT_DEBUG(TT_DBGS() << "convert_layout: register permutation of "
                       << outVals.size() << " registers\n");
    return outVals;
  }

  /// Shuffles for a WarpConversion: registers renamed for P_reg (the
  /// source's registers repeated when the destination has more), then the
  /// transpositions (and P_lane) through selects and shuffles, and the
  /// destination's registers read back.
  static FailureOr<SmallVector<Value>>
  transferWithinWarp(ttg::ConvertLayoutOp op, const LinearLayout &src,
                     const LinearLayout &dst, ArrayRef<Value> inVals,
                     ConversionPatternRewriter &rewriter) {
    MLIRContext *ctx = op.getContext();
    std::optional<ttg::WarpConversion> cvt =
        ttg::decomposeWarpConversion(src, dst);
    if (!cvt) {
      op.emitError("within-warp ttg.convert_layout: register and lane bases "
                   "are not a permutation of each other");
      return failure();
    }
    SmallVector<unsigned> srcBits = distinctRegisterBits(src);
    int64_t numSrcRegs = int64_t(1) << srcBits.size();
    SmallVector<Value> vals(int64_t(1) << cvt->numRegisterBits);
    for (int64_t reg = 0; reg < int64_t(vals.size()); ++reg)
      vals[cvt->permuteRegister(reg)] =
          inVals[expandRegister(srcBits, reg % numSrcRegs)];
    TT_DEBUG(TT_DBGS() << "convert_layout within warp: "
                       << cvt->transpositions.size()
                       << " register/lane transpositions, lanes "
                       << (cvt->laneIsIdentity() ? "kept" : "permuted") << ", "
                       << vals.size() << " registers\n");
    Location loc = op.getLoc();
    if (cvt->transpositions.size() == 1 && cvt->laneIsIdentity())
      shipAcrossTransposition(loc, rewriter, *cvt, vals);
    else
      swapThroughShuffles(loc, rewriter, *cvt, vals);
    SmallVector<unsigned> dstBits = distinctRegisterBits(dst);
    SmallVector<Value> outVals;
    for (int64_t reg = 0, e = dst.getInDimSize(named(ctx, "register")); reg < e;
         ++reg)
      outVals.push_back(vals[compressRegister(dstBits, reg)]);
    return outVals;
  }

  /// Whether bit `bit` of this lane's id is 0.
  static Value laneBitIsClear(TritonLLVMOpBuilder &b, Value laneId,
                              unsigned bit) {
    return b.icmpEq(b.bitAnd(laneId, b.i32Val(1 << bit)), b.i32Val(0));
  }

  /// Register bit `regBit` ^= lane bit `laneBit`: in lanes with the bit
  /// set, the two registers of each pair differing in `regBit` swap.
  static void xorRegisterBitWithLaneBit(TritonLLVMOpBuilder &b, Value laneId,
                                        unsigned regBit, unsigned laneBit,
                                        MutableArrayRef<Value> vals) {
    Value keep = laneBitIsClear(b, laneId, laneBit);
    for (int64_t r0 = 0; r0 < int64_t(vals.size()); ++r0) {
      if (r0 >> regBit & 1)
        continue;
      int64_t r1 = r0 | (int64_t(1) << regBit);
      Value v0 = vals[r0], v1 = vals[r1];
      vals[r0] = b.select(keep, v0, v1);
      vals[r1] = b.select(keep, v1, v0);
    }
  }

  /// Any number of transpositions and a lane permutation. A transposition
  /// (r_i l_j) is r_i ^= l_j (selects), l_j ^= r_i (shuffle of the
  /// registers with r_i set), r_i ^= l_j (selects); the transpositions being
  /// disjoint, their stages run together. A lane permutation is folded into
  /// the shuffle stage (then every register moves, by `shfl.sync.idx`), the
  /// first select stage reading the lane bits it brings in.
  static void swapThroughShuffles(Location loc,
                                  ConversionPatternRewriter &rewriter,
                                  const ttg::WarpConversion &cvt,
                                  MutableArrayRef<Value> vals) {
    TritonLLVMOpBuilder b(loc, rewriter);
    Value laneId = getLaneAndWarpId(rewriter, loc).first;
    SmallVector<unsigned> fromLane = cvt.inverseLanePerm();
    for (auto [regBit, laneBit] : cvt.transpositions)
      xorRegisterBitWithLaneBit(b, laneId, regBit, fromLane[laneBit], vals);
    Value permutedLane;
    if (!cvt.laneIsIdentity()) {
      StringAttr kLane = named(rewriter.getContext(), "lane");
      LinearLayout::BasesT bases;
      for (unsigned bit : fromLane)
        bases[kLane].push_back({int32_t(1) << bit});
      LinearLayout inverse(std::move(bases),
                           {{kLane, int32_t(1) << fromLane.size()}});
      permutedLane =
          applyLinearLayout(loc, rewriter, inverse, {{kLane, laneId}})[0]
              .second;
    }
    for (int64_t reg = 0; reg < int64_t(vals.size()); ++reg) {
      unsigned mask = 0;
      for (auto [regBit, laneBit] : cvt.transpositions)
        if (reg >> regBit & 1)
          mask |= 1u << fromLane[laneBit];
      if (permutedLane)
        vals[reg] = shuffleIdx(rewriter, loc, vals[reg],
                               mask ? b.bitXor(permutedLane, b.i32Val(mask))
                                    : permutedLane);
      else if (mask)
        vals[reg] = shuffleXor(rewriter, loc, vals[reg], mask);
    }
    for (auto [regBit, laneBit] : cvt.transpositions)
      xorRegisterBitWithLaneBit(b, laneId, regBit, laneBit, vals);
  }

  /// One transposition (r_i l_j), lanes in place: of each register pair,
  /// the value the partner lane needs is selected, shuffled once, and
  /// selected into place (half the shuffles of the swap).
  static void shipAcrossTransposition(Location loc,
                                      ConversionPatternRewriter &rewriter,
                                      const ttg::WarpConversion &cvt,
                                      MutableArrayRef<Value> vals) {
    TritonLLVMOpBuilder b(loc, rewriter);
    auto [regBit, laneBit] = cvt.transpositions.front();
    Value laneId = getLaneAndWarpId(rewriter, loc).first;
    Value isLow = laneBitIsClear(b, laneId, laneBit);
    for (int64_t r0 = 0; r0 < int64_t(vals.size()); ++r0) {
      if (r0 >> regBit & 1)
        continue;
      int64_t r1 = r0 | (int64_t(1) << regBit);
      Value v0 = vals[r0], v1 = vals[r1];
      Value shipped =
          shuffleXor(rewriter, loc, b.select(isLow, v1, v0), 1u << laneBit);
      vals[r0] = b.select(isLow, v0, shipped);
      vals[r1] = b.select(isLow, shipped, v1);
    }
  }

  /// The shared-memory layout: Triton's choice, which Allocation sized the
  /// scratch from, with the instructions each side uses.
  ttg::SwizzledSmem chooseSmemLayout(const LinearLayout &srcRegs,
                                     const LinearLayout &dstRegs,
                                     unsigned bitwidth) const {
    auto [srcTiles, dstTiles] =
        ttg::getSrcDstTiles(computeCapability, bitwidth);
    ttg::SwizzledSmem smem =
        ttg::optimalSwizzling(srcRegs, dstRegs, srcTiles, dstTiles, bitwidth);
    static const char *const stores[] = {"st.shared", "stmatrix",
                                         "stmatrix.trans"};
    static const char *const loads[] = {"ld.shared", "ldmatrix",
                                        "ldmatrix.trans"};
    TT_DEBUG(TT_DBGS() << "convert_layout: Triton's layout, "
                       << stores[smem.instrs.first] << " / "
                       << loads[smem.instrs.second] << ", "
                       << smem.getElemsPerRep() << " elements per round\n");
    return smem;
  }

  /// Values shared memory cannot hold as they are travel as integers:
  /// pointers as i64 (ptrtoint/inttoptr), sub-byte integers (i1) as i8
  /// (zext/trunc), as Triton's transferWithinBlockSwizzling does.
  FailureOr<SmallVector<Value>>
  transferThroughSharedMemory(ttg::ConvertLayoutOp op, const LinearLayout &src,
                              const LinearLayout &dst, ArrayRef<Value> inVals,
                              ConversionPatternRewriter &rewriter) const {
    Type elemTy = getTypeConverter()->convertType(op.getType().getElementType());
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Type storageTy = elemTy;
    if (isa<LLVM::LLVMPointerType>(elemTy))
      storageTy = rewriter.getI64Type();
    else if (elemTy.isInteger() && elemTy.getIntOrFloatBitWidth() < 8)
      storageTy = rewriter.getI8Type();
    if (!storageTy.isIntOrFloat() || storageTy.getIntOrFloatBitWidth() < 8) {
      op.emitError("ttg.convert_layout through shared memory of ")
          << elemTy << " elements is not lowered yet";
      return failure();
    }
    if (storageTy == elemTy)
      return transferStoredValues(op, src, dst, inVals, elemTy, rewriter);
    bool isPointer = isa<LLVM::LLVMPointerType>(elemTy);
    SmallVector<Value> stored;
    for (Value v : inVals)
      stored.push_back(isPointer ? b.ptrToInt(v, storageTy)
                                 : b.zext(v, storageTy));
    FailureOr<SmallVector<Value>> loaded =
        transferStoredValues(op, src, dst, stored, storageTy, rewriter);
    if (failed(loaded))
      return failure();
    for (Value &v : *loaded)
      v = isPointer ? b.intToPtr(v, elemTy) : b.trunc(v, elemTy);
    return loaded;
  }

  FailureOr<SmallVector<Value>>
  transferStoredValues(ttg::ConvertLayoutOp op, const LinearLayout &src,
                       const LinearLayout &dst, ArrayRef<Value> inVals,
                       Type elemTy,
                       ConversionPatternRewriter &rewriter) const {
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    if (src.getInDimSize(named(ctx, "block")) > 1) {
      op.emitError("multi-CTA ttg.convert_layout is not lowered yet");
      return failure();
    }

    unsigned bitwidth = elemTy.getIntOrFloatBitWidth();
    LinearLayout srcRegs = ttg::removeBroadcastRegisters(src);
    LinearLayout dstRegs = ttg::removeBroadcastRegisters(dst);
    ttg::SwizzledSmem swizzled = chooseSmemLayout(srcRegs, dstRegs, bitwidth);
    LinearLayout smem = swizzled.toLinearLayout(dst.getOutDims(), ctx);
    FailureOr<SmemAccess> store =
        getSmemAccess(srcRegs, smem, swizzled.getElemsPerRep(), bitwidth);
    FailureOr<SmemAccess> load =
        getSmemAccess(dstRegs, smem, swizzled.getElemsPerRep(), bitwidth);
    if (failed(store) || failed(load)) {
      op.emitError("ttg.convert_layout: threads' shared-memory addresses "
                   "span rounds");
      return failure();
    }
    FailureOr<Value> base = getSharedMemoryBase(loc, rewriter, op);
    if (failed(base))
      return failure();
    TT_DEBUG(TT_DBGS() << "convert_layout through shared memory: "
                       << swizzled.reps.size() << " rep bases, store vec "
                       << store->vec << ", load vec " << load->vec
                       << ", offset bases: store ";
             store->flat.printBases(llvm::dbgs(), /*skipEmpty=*/true);
             llvm::dbgs() << "; load ";
             load->flat.printBases(llvm::dbgs(), /*skipEmpty=*/true);
             llvm::dbgs() << "\n");

    SmallVector<unsigned> srcBits = distinctRegisterBits(src);
    SmallVector<unsigned> dstBits = distinctRegisterBits(dst);
    SmallVector<Value> distinctIn;
    for (int64_t reg = 0, e = int64_t(1) << srcBits.size(); reg < e; ++reg)
      distinctIn.push_back(inVals[expandRegister(srcBits, reg)]);

    int64_t numReps = int64_t(1) << swizzled.reps.size();
    SmallVector<Value> distinctOut(int64_t(1) << dstBits.size());
    for (int64_t rep = 0; rep < numReps; ++rep) {
      if (rep > 0)
        NVVM::Barrier0Op::create(rewriter, loc);
      if (swizzled.instrs.first == kLdStSharedTile ||
          !emitMatrixAccesses(loc, rewriter, *base, *store, rep, elemTy,
                              distinctIn, /*isStore=*/true))
        emitSharedMemoryAccesses(loc, rewriter, *base, *store, rep, elemTy,
                                 distinctIn, /*isStore=*/true);
      NVVM::Barrier0Op::create(rewriter, loc);
      if (swizzled.instrs.second == kLdStSharedTile ||
          !emitMatrixAccesses(loc, rewriter, *base, *load, rep, elemTy,
                              distinctOut, /*isStore=*/false))
        emitSharedMemoryAccesses(loc, rewriter, *base, *load, rep, elemTy,
                                 distinctOut, /*isStore=*/false);
    }
    SmallVector<Value> outVals;
    for (int64_t reg = 0, e = dst.getInDimSize(named(ctx, "register"));
         reg < e; ++reg)
      outVals.push_back(distinctOut[compressRegister(dstBits, reg)]);
    return outVals;
  }

  int computeCapability;
};

} // namespace

void mlir::triton::populateConvertLayoutOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns,
    int computeCapability) {
  patterns.add<ConvertLayoutOpConversion>(typeConverter, computeCapability);
}
