//===- SharedMemoryAccess.cpp - Registers <-> shared memory ---------------===//
#include "tt/Conversion/TritonGPUToLLVM/SharedMemoryAccess.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"

using namespace mlir;
using namespace mlir::triton;

static StringAttr named(MLIRContext *ctx, StringRef name) {
  return StringAttr::get(ctx, name);
}

/// The context of a layout with input dims (register, lane, ...).
static MLIRContext *contextOf(const LinearLayout &layout) {
  return (*layout.getInDimNames().begin()).getContext();
}

SmallVector<unsigned>
mlir::triton::distinctRegisterBits(const LinearLayout &layout) {
  MLIRContext *ctx = contextOf(layout);
  SmallVector<unsigned> bits;
  for (auto [i, basis] :
       llvm::enumerate(layout.getBases(named(ctx, "register"))))
    if (llvm::any_of(basis, [](int32_t v) { return v != 0; }))
      bits.push_back(i);
  return bits;
}

int64_t mlir::triton::expandRegister(ArrayRef<unsigned> distinctBits, int64_t index) {
  int64_t full = 0;
  for (auto [k, bit] : llvm::enumerate(distinctBits))
    if (index & (int64_t(1) << k))
      full |= int64_t(1) << bit;
  return full;
}

int64_t mlir::triton::compressRegister(ArrayRef<unsigned> distinctBits, int64_t full) {
  int64_t index = 0;
  for (auto [k, bit] : llvm::enumerate(distinctBits))
    if (full & (int64_t(1) << bit))
      index |= int64_t(1) << k;
  return index;
}

/// The largest vector: the first register bases are 1, 2, 4, ... in shared
/// memory and no other basis touches those offset bits (so a vector never
/// straddles threads), within 128 bits.
static int64_t largestVector(const LinearLayout &flat, unsigned bitwidth,
                      MLIRContext *ctx) {
  ArrayRef<LinearLayout::Basis> regs = flat.getBases(named(ctx, "register"));
  int32_t otherBits = 0;
  for (StringRef dim : {"lane", "warp"})
    for (const LinearLayout::Basis &basis : flat.getBases(named(ctx, dim)))
      otherBits |= basis[0];
  int64_t maxVec = std::max(1u, 128 / bitwidth);
  unsigned log2 = 0;
  while ((int64_t(2) << log2) <= maxVec && log2 < regs.size() &&
         regs[log2][0] == (1 << log2)) {
    for (size_t i = log2 + 1; i < regs.size(); ++i)
      otherBits |= regs[i][0] & (1 << log2);
    if (otherBits & (1 << log2))
      break;
    ++log2;
  }
  return int64_t(1) << log2;
}

FailureOr<SmemAccess> mlir::triton::getSmemAccess(const LinearLayout &layout,
                                                  const LinearLayout &smem,
                                                  int64_t elemsPerRep,
                                                  unsigned bitwidth) {
  MLIRContext *ctx = contextOf(layout);
  LinearLayout cvt = layout.invertAndCompose(smem);
  LinearLayout flat =
      cvt.reshapeOuts({{named(ctx, "offset"), cvt.getTotalOutDimSize()}});
  for (StringRef dim : {"lane", "warp"})
    for (const LinearLayout::Basis &basis : flat.getBases(named(ctx, dim)))
      if (basis[0] >= elemsPerRep)
        return failure();
  return SmemAccess{flat, elemsPerRep, largestVector(flat, bitwidth, ctx)};
}

/// One shared-memory word of `elems`: the element as `intTy`, or, with a
/// `packTy`, the elements in a <n x iN> bitcast to i32.
static Value packWord(TritonLLVMOpBuilder &b, ArrayRef<Value> elems,
                      Type intTy, VectorType packTy) {
  if (!packTy)
    return b.bitcast(elems.front(), intTy);
  Value pack = b.undef(packTy);
  for (auto [i, elem] : llvm::enumerate(elems))
    pack = b.insertElement(pack, b.bitcast(elem, intTy), i);
  return b.bitcast(pack, b.builder->getI32Type());
}

/// The inverse of packWord: `word`'s elements, as `elemTy`, into `elems`.
static void unpackWord(TritonLLVMOpBuilder &b, Value word, Type elemTy,
                       VectorType packTy, MutableArrayRef<Value> elems) {
  if (!packTy) {
    elems.front() = b.bitcast(word, elemTy);
    return;
  }
  Value pack = b.bitcast(word, packTy);
  for (auto [i, elem] : llvm::enumerate(elems))
    elem = b.bitcast(b.extractElement(pack, i), elemTy);
}


void mlir::triton::emitSharedMemoryAccesses(
  Location loc, RewriterBase &rewriter, Value base, const SmemAccess &access,
  int64_t rep, Type elemTy, MutableArrayRef<Value> vals, bool isStore) {
  MLIRContext *ctx = rewriter.getContext();
  TritonLLVMOpBuilder b(loc, rewriter);
  StringAttr kReg = named(ctx, "register");
  StringAttr kLane = named(ctx, "lane");
  StringAttr kWarp = named(ctx, "warp");
  unsigned bytes = elemTy.getIntOrFloatBitWidth() / 8;
  auto [laneId, warpId] = getLaneAndWarpId(rewriter, loc);
  Value threadOffset =
      applyLinearLayout(loc, rewriter, access.flat,
                        {{kLane, laneId}, {kWarp, warpId}})
          .front()
          .second;
  Value threadBytes = b.mul(threadOffset, b.i32Val(bytes));
  int32_t threadMask = 0;
  for (StringAttr dim : {kLane, kWarp})
    for (const LinearLayout::Basis &basis : access.flat.getBases(dim))
      threadMask |= basis[0];

  unsigned bits = elemTy.getIntOrFloatBitWidth();
  Type intTy = rewriter.getIntegerType(bits);
  // ld/st.shared move at most four words: a wider vector of narrow
  // elements travels as 32-bit words, each a <32/bits x iN> (Triton's
  // storeDShared/loadDShared; it also decides which multiply/add chains
  // LLVM's SLP vectoriser later sees).
  bool packed = access.vec > 4 && bits < 32;
  unsigned perWord = packed ? 32 / bits : 1;
  unsigned numWords = access.vec / perWord;
  Type wordTy = packed ? rewriter.getI32Type() : intTy;
  auto packTy = VectorType::get({perWord}, intTy);
  // Scalars for single words, as Triton's loads of one element.
  auto vecTy = VectorType::get({numWords}, wordTy);
  Type accessTy = numWords == 1 ? wordTy : Type(vecTy);
  Type ptrTy = LLVM::LLVMPointerType::get(ctx, 3);
  for (int64_t reg = 0; reg < int64_t(vals.size()); reg += access.vec) {
    int32_t offset = access.flat.apply({{kReg, int32_t(reg)}}).front().second;
    if (offset / access.elemsPerRep != rep)
      continue;
    offset %= access.elemsPerRep;
    Value regBytes = b.i32Val(offset * bytes);
    Value addrBytes = (offset & threadMask) ? b.bitXor(threadBytes, regBytes)
                                            : b.add(threadBytes, regBytes);
    Value addr = b.gep(ptrTy, rewriter.getI8Type(), base, addrBytes);
    unsigned alignment = access.vec * bytes;
    MutableArrayRef<Value> elems = vals.slice(reg, access.vec);
    if (isStore) {
      Value vec = numWords == 1 ? Value() : b.undef(vecTy);
      for (unsigned w = 0; w < numWords; ++w) {
        Value word = packWord(b, elems.slice(w * perWord, perWord), intTy,
                              packed ? packTy : VectorType());
        vec = numWords == 1 ? word : b.insertElement(vec, word, w);
      }
      LLVM::StoreOp::create(rewriter, loc, vec, addr, alignment);
      continue;
    }
    Value vec = LLVM::LoadOp::create(rewriter, loc, accessTy, addr, alignment);
    for (unsigned w = 0; w < numWords; ++w) {
      Value word = numWords == 1 ? vec : b.extractElement(vec, w);
      unpackWord(b, word, elemTy, packed ? packTy : VectorType(),
                 elems.slice(w * perWord, perWord));
    }
  }
}


/// The distinct registers' access into a buffer of layout `shared` holding
/// the whole tensor (one round), or an error on `op`.
static FailureOr<SmemAccess> wholeBufferAccess(Operation *op,
                                               const LinearLayout &regs,
                                               const LinearLayout &shared,
                                               Type elemTy) {
  if (!elemTy.isIntOrFloat() || elemTy.getIntOrFloatBitWidth() < 8) {
    op->emitError() << op->getName() << ": shared memory of " << elemTy
                    << " elements is not lowered yet";
    return failure();
  }
  LinearLayout distinct = gpu::removeBroadcastRegisters(regs);
  int64_t elems = shared.getTotalOutDimSize();
  FailureOr<SmemAccess> access = getSmemAccess(
      distinct, shared, elems, elemTy.getIntOrFloatBitWidth());
  if (failed(access))
    op->emitError() << op->getName()
                    << ": the register layout does not cover the buffer";
  return access;
}

LogicalResult mlir::triton::storeRegistersToShared(
    Operation *op, RewriterBase &rewriter, const LinearLayout &regs,
    const LinearLayout &shared, Value base, Type elemTy,
    ArrayRef<Value> vals) {
  FailureOr<SmemAccess> access = wholeBufferAccess(op, regs, shared, elemTy);
  if (failed(access))
    return failure();
  SmallVector<unsigned> bits = distinctRegisterBits(regs);
  SmallVector<Value> distinct;
  for (int64_t reg = 0, e = int64_t(1) << bits.size(); reg < e; ++reg)
    distinct.push_back(vals[expandRegister(bits, reg)]);
  emitSharedMemoryAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                           elemTy, distinct, /*isStore=*/true);
  return success();
}

FailureOr<SmallVector<Value>> mlir::triton::loadRegistersFromShared(
    Operation *op, RewriterBase &rewriter, const LinearLayout &regs,
    const LinearLayout &shared, Value base, Type elemTy) {
  FailureOr<SmemAccess> access = wholeBufferAccess(op, regs, shared, elemTy);
  if (failed(access))
    return failure();
  SmallVector<unsigned> bits = distinctRegisterBits(regs);
  SmallVector<Value> distinct(int64_t(1) << bits.size());
  emitSharedMemoryAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                           elemTy, distinct, /*isStore=*/false);
  SmallVector<Value> vals;
  MLIRContext *ctx = contextOf(regs);
  for (int64_t reg = 0, e = regs.getInDimSize(named(ctx, "register")); reg < e;
       ++reg)
    vals.push_back(distinct[compressRegister(bits, reg)]);
  return vals;
}
