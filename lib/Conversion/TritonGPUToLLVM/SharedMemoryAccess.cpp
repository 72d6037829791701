//===- SharedMemoryAccess.cpp - Registers <-> shared memory ---------------===//
#include "tt/Conversion/TritonGPUToLLVM/SharedMemoryAccess.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/TritonGPU/IR/GenericSwizzling.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

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

/// The register bits of the largest vector: register bases that are 1, 2,
/// 4, ... in shared memory (any register bits, in the order of the offsets
/// they give) while no other basis touches those offset bits (so a vector
/// never straddles threads or other vectors), within 128 bits.
static SmallVector<unsigned> vectorRegisterBits(const LinearLayout &flat,
                                                unsigned bitwidth) {
  MLIRContext *ctx = contextOf(flat);
  ArrayRef<LinearLayout::Basis> regs = flat.getBases(named(ctx, "register"));
  int64_t maxVec = std::max(1u, 128 / bitwidth);
  SmallVector<unsigned> vecBits;
  for (unsigned log2 = 0; (int64_t(2) << log2) <= maxVec; ++log2) {
    auto *it = llvm::find_if(regs, [&](const LinearLayout::Basis &basis) {
      return basis[0] == (1 << log2);
    });
    if (it == regs.end())
      break;
    SmallVector<unsigned> candidate(vecBits);
    candidate.push_back(it - regs.begin());
    int32_t lowBits = (2 << log2) - 1;
    bool clear = true;
    for (auto [i, basis] : llvm::enumerate(regs))
      if (!llvm::is_contained(candidate, i))
        clear &= (basis[0] & lowBits) == 0;
    for (StringRef dim : {"lane", "warp"})
      for (const LinearLayout::Basis &basis : flat.getBases(named(ctx, dim)))
        clear &= (basis[0] & lowBits) == 0;
    if (!clear)
      break;
    vecBits = std::move(candidate);
  }
  return vecBits;
}

/// Register `base` with the bits of `index` deposited at `bits`.
static int64_t depositBits(int64_t base, ArrayRef<unsigned> bits,
                           int64_t index) {
  for (auto [k, bit] : llvm::enumerate(bits))
    if (index >> k & 1)
      base |= int64_t(1) << bit;
  return base;
}

/// The access of registers whose element offsets `cvt` gives (register,
/// lane, warp -> shared offsets), flattened; fails when a thread's part of
/// the address reaches into the rounds.
static FailureOr<SmemAccess> accessFromOffsets(const LinearLayout &cvt,
                                               int64_t elemsPerRep,
                                               unsigned bitwidth) {
  MLIRContext *ctx = contextOf(cvt);
  LinearLayout flat =
      cvt.reshapeOuts({{named(ctx, "offset"), cvt.getTotalOutDimSize()}});
  for (StringRef dim : {"lane", "warp"})
    for (const LinearLayout::Basis &basis : flat.getBases(named(ctx, dim)))
      if (basis[0] >= elemsPerRep)
        return failure();
  SmallVector<unsigned> vecBits = vectorRegisterBits(flat, bitwidth);
  int64_t vec = int64_t(1) << vecBits.size();
  return SmemAccess{flat, elemsPerRep, vec, std::move(vecBits)};
}

FailureOr<SmemAccess> mlir::triton::getSmemAccess(const LinearLayout &layout,
                                                  const LinearLayout &smem,
                                                  int64_t elemsPerRep,
                                                  unsigned bitwidth) {
  return accessFromOffsets(layout.invertAndCompose(smem), elemsPerRep,
                           bitwidth);
}

/// The view's coordinates -> the allocation's offsets: the inverse of the
/// allocation's layout `shared` on the coordinates below the view's shape
/// (the view's own bits; its origin is added apart).
static LinearLayout viewToOffset(const LinearLayout &shared,
                                 ArrayRef<int64_t> viewShape) {
  LinearLayout inverse = shared.invert();
  LinearLayout::BasesT bases = inverse.getBases();
  for (auto [dim, size] : llvm::zip(
           triton::gpu::standardOutDimNames(contextOf(shared),
                                            viewShape.size()),
           viewShape))
    bases[dim].resize(llvm::Log2_64(size));
  return LinearLayout(std::move(bases), inverse.getOutDims());
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

Value mlir::triton::registerAddress(TritonLLVMOpBuilder &b, Value base,
                                   Value threadBytes, int32_t threadMask,
                                   int32_t offset, unsigned bytes) {
  MLIRContext *ctx = base.getContext();
  Type ptrTy = LLVM::LLVMPointerType::get(ctx, 3);
  Type i8 = IntegerType::get(ctx, 8);
  int32_t shared = offset & threadMask;
  Value varying =
      shared ? b.bitXor(threadBytes, b.i32Val(shared * bytes)) : threadBytes;
  int32_t disjoint = offset & ~threadMask;
  if (disjoint)
    varying = b.add(varying, b.i32Val(disjoint * bytes));
  return b.gep(ptrTy, i8, base, varying);
}

SmallVector<int64_t>
mlir::triton::registerAccessOrder(ArrayRef<int32_t> bitOffsets,
                                  uint64_t skippedBits, int32_t threadMask) {
  SmallVector<unsigned> fast, slow;
  for (auto [bit, offset] : llvm::enumerate(bitOffsets)) {
    if (skippedBits >> bit & 1)
      continue;
    ((offset & threadMask) == 0 ? fast : slow).push_back(bit);
  }
  llvm::append_range(fast, slow);
  SmallVector<int64_t> order;
  for (int64_t index = 0, e = int64_t(1) << fast.size(); index < e; ++index)
    order.push_back(depositBits(0, fast, index));
  return order;
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
  int32_t threadMask = access.originMask;
  for (StringAttr dim : {kLane, kWarp})
    for (const LinearLayout::Basis &basis : access.flat.getBases(dim))
      threadMask |= basis[0];
  // A view's origin joins this thread's part: XORed, as the layout wants.
  if (access.origin)
    threadOffset = b.bitXor(threadOffset, access.origin);
  Value threadBytes = b.mul(threadOffset, b.i32Val(bytes));

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
  int64_t vecMask = 0;
  for (unsigned bit : access.vecRegBits)
    vecMask |= int64_t(1) << bit;
  // Loads in Triton's order (accesses that share an address register one
  // after another); stores in register order, the order the values are
  // computed in: Triton's order kept stored values live longer, and two
  // register-bound scaled dots of test/corpus (dot_scaled_e2m1,
  // dot_scaled_e4m3_e2m1: 255 registers) spilled 2-3x more.
  SmallVector<int64_t> order;
  if (isStore) {
    for (int64_t reg = 0; reg < int64_t(vals.size()); ++reg)
      if (!(reg & vecMask))
        order.push_back(reg);
  } else {
    SmallVector<int32_t> bitOffsets;
    for (const LinearLayout::Basis &basis : access.flat.getBases(kReg))
      bitOffsets.push_back(basis[0] % access.elemsPerRep);
    order = registerAccessOrder(bitOffsets, vecMask, threadMask);
  }
  for (int64_t reg : order) {
    int32_t offset = access.flat.apply({{kReg, int32_t(reg)}}).front().second;
    if (offset / access.elemsPerRep != rep)
      continue;
    offset %= access.elemsPerRep;
    Value addr =
        registerAddress(b, base, threadBytes, threadMask, offset, bytes);
    unsigned alignment = access.vec * bytes;
    // The vector's elements, in the order of their offsets.
    SmallVector<int64_t> regsOfVector;
    for (int64_t j = 0; j < access.vec; ++j)
      regsOfVector.push_back(depositBits(reg, access.vecRegBits, j));
    if (isStore) {
      Value vec = numWords == 1 ? Value() : b.undef(vecTy);
      for (unsigned w = 0; w < numWords; ++w) {
        SmallVector<Value> elems;
        for (unsigned e = 0; e < perWord; ++e)
          elems.push_back(vals[regsOfVector[w * perWord + e]]);
        Value word = packWord(b, elems, intTy, packed ? packTy : VectorType());
        vec = numWords == 1 ? word : b.insertElement(vec, word, w);
      }
      LLVM::StoreOp::create(rewriter, loc, vec, addr, alignment);
      continue;
    }
    Value vec = LLVM::LoadOp::create(rewriter, loc, accessTy, addr, alignment);
    for (unsigned w = 0; w < numWords; ++w) {
      Value word = numWords == 1 ? vec : b.extractElement(vec, w);
      SmallVector<Value> elems(perWord);
      unpackWord(b, word, elemTy, packed ? packTy : VectorType(), elems);
      for (unsigned e = 0; e < perWord; ++e)
        vals[regsOfVector[w * perWord + e]] = elems[e];
    }
  }
}


/// How an m8n8 ldmatrix/stmatrix of 16-byte rows moves `access`'s
/// registers, when it can: `wordRegBits` are the register bits that pick
/// the elements of a thread's 32-bit word (in element order), the next (up
/// to two) register bits within a round its matrices; `rowBases` are the
/// three bases that pick a matrix's row (lane l gives the address of row
/// l % 8). Without `.trans` a word's elements are consecutive in the row
/// (register bits anywhere with offsets 1, 2, ...: the registers may come
/// in another order, as Triton permutes them), lanes 0 and 1 the words of a
/// row, lanes 2-4 the rows; with `.trans` (16-bit elements only) a word's
/// two elements are one column of two consecutive rows (register bit 0),
/// lanes 0 and 1 pick further row pairs, lanes 2-4 the columns (offsets 1,
/// 2, 4). Every basis that picks a row, a matrix, a warp or another
/// register is a multiple of 16 bytes.
struct MatrixShape {
  bool transposed;
  SmallVector<unsigned> wordRegBits;
  SmallVector<LinearLayout::Basis, 3> rowBases;
};

static std::optional<MatrixShape> getMatrixShape(const SmemAccess &access,
                                                 unsigned bits) {
  MLIRContext *ctx = contextOf(access.flat);
  if (bits > 32 || 32 % bits != 0)
    return std::nullopt;
  unsigned wordBits = llvm::Log2_32(32 / bits);
  int32_t rowElems = 128 / bits;
  ArrayRef<LinearLayout::Basis> regs =
      access.flat.getBases(named(ctx, "register"));
  ArrayRef<LinearLayout::Basis> lanes =
      access.flat.getBases(named(ctx, "lane"));
  if (lanes.size() != 5 || regs.size() < wordBits)
    return std::nullopt;
  auto wholeRow = [&](const LinearLayout::Basis &basis) {
    return (basis[0] & (rowElems - 1)) == 0;
  };
  bool warpsWholeRows =
      llvm::all_of(access.flat.getBases(named(ctx, "warp")), wholeRow);
  auto othersWholeRows = [&](ArrayRef<unsigned> wordRegBits) {
    for (auto [i, basis] : llvm::enumerate(regs))
      if (!llvm::is_contained(wordRegBits, i) && !wholeRow(basis))
        return false;
    return warpsWholeRows;
  };
  // Plain: a word's elements (registers at offsets 1, 2, ...), then lanes
  // 0 and 1, fill a row.
  SmallVector<unsigned> wordRegBits;
  for (unsigned i = 0; i < wordBits; ++i) {
    const auto *it = llvm::find_if(regs, [&](const LinearLayout::Basis &b) {
      return b[0] == (1 << i);
    });
    if (it == regs.end())
      break;
    wordRegBits.push_back(it - regs.begin());
  }
  if (wordRegBits.size() == wordBits && othersWholeRows(wordRegBits) &&
      llvm::all_of(lanes.drop_front(2), wholeRow) &&
      lanes[0][0] == (1 << wordBits) && lanes[1][0] == (2 << wordBits))
    return MatrixShape{false, wordRegBits, {lanes[2], lanes[3], lanes[4]}};
  // Transposed: lanes 2-4 fill a row of 16-bit elements.
  SmallVector<unsigned> lowBits =
      llvm::to_vector(llvm::seq<unsigned>(0, wordBits));
  bool transposed = bits == 16 && othersWholeRows({}) &&
                    wholeRow(lanes[0]) && wholeRow(lanes[1]) &&
                    lanes[2][0] == 1 && lanes[3][0] == 2 && lanes[4][0] == 4;
  if (transposed)
    return MatrixShape{true, lowBits, {regs[0], lanes[0], lanes[1]}};
  return std::nullopt;
}

bool mlir::triton::emitMatrixAccesses(Location loc, RewriterBase &rewriter,
                                      Value base, const SmemAccess &access,
                                      int64_t rep, Type elemTy,
                                      MutableArrayRef<Value> vals,
                                      bool isStore) {
  MLIRContext *ctx = rewriter.getContext();
  unsigned bits = elemTy.getIntOrFloatBitWidth();
  std::optional<MatrixShape> shape = getMatrixShape(access, bits);
  if (!shape)
    return false;
  ArrayRef<unsigned> wordRegBits = shape->wordRegBits;
  StringAttr kReg = named(ctx, "register");
  StringAttr kLane = named(ctx, "lane");
  StringAttr kWarp = named(ctx, "warp");
  ArrayRef<LinearLayout::Basis> regs = access.flat.getBases(kReg);
  // x4 when the thread has four words per 16-byte row group, else x2, x1:
  // the matrices are the first (up to) two register bits after the word's
  // that stay within one round (the others pick the round or further
  // accesses).
  SmallVector<unsigned> matrixRegBits;
  for (unsigned i = 0; i < regs.size() && matrixRegBits.size() < 2; ++i)
    if (!llvm::is_contained(wordRegBits, i) &&
        regs[i][0] < access.elemsPerRep)
      matrixRegBits.push_back(i);
  unsigned matrixBits = matrixRegBits.size();
  unsigned numMatrices = 1u << matrixBits;
  TT_DEBUG(TT_DBGS() << (isStore ? "stmatrix" : "ldmatrix") << ".x"
                     << numMatrices << (shape->transposed ? ".trans" : "")
                     << ", " << (32 / bits) << " elements per word\n");

  // Lane l gives the address of row l % 8 of matrix l / 8: the offset of
  // the register and lane that hold that row's first word.
  LinearLayout::BasesT addressBases;
  std::vector<LinearLayout::Basis> &laneBases = addressBases[kLane];
  for (const LinearLayout::Basis &row : shape->rowBases)
    laneBases.push_back(row);
  for (unsigned i = 0; i < 2; ++i)
    laneBases.push_back(i < matrixBits ? regs[matrixRegBits[i]]
                                       : LinearLayout::Basis{0});
  addressBases[kWarp] = std::vector<LinearLayout::Basis>(
      access.flat.getBases(kWarp));
  LinearLayout addressLayout(std::move(addressBases),
                             access.flat.getOutDims());
  TritonLLVMOpBuilder b(loc, rewriter);
  auto [laneId, warpId] = getLaneAndWarpId(rewriter, loc);
  Value rowOffset = applyLinearLayout(loc, rewriter, addressLayout,
                                      {{kLane, laneId}, {kWarp, warpId}})
                        .front()
                        .second;
  unsigned bytes = bits / 8;
  Value rowBytes = b.mul(rowOffset, b.i32Val(bytes));
  int32_t threadMask = 0;
  for (auto &[dim, dimBases] : addressLayout.getBases())
    for (const LinearLayout::Basis &basis : dimBases)
      threadMask |= basis[0];

  Type i32 = rewriter.getI32Type();
  Type intTy = rewriter.getIntegerType(bits);
  unsigned perWord = 32 / bits;
  VectorType packTy = perWord > 1 ? VectorType::get({perWord}, intTy)
                                  : VectorType();
  auto matrixShape = NVVM::LdStMatrixShapeAttr::get(ctx, 8, 8);
  NVVM::MMALayout layout =
      shape->transposed ? NVVM::MMALayout::col : NVVM::MMALayout::row;
  // The registers of one access: its words' elements in each of its
  // matrices.
  int64_t accessMask = 0;
  for (unsigned bit : llvm::concat<const unsigned>(wordRegBits, matrixRegBits))
    accessMask |= int64_t(1) << bit;
  for (int64_t reg = 0; reg < int64_t(vals.size()); ++reg) {
    if (reg & accessMask)
      continue;
    int32_t offset = access.flat.apply({{kReg, int32_t(reg)}}).front().second;
    if (offset / access.elemsPerRep != rep)
      continue;
    offset %= access.elemsPerRep;
    Value addr = registerAddress(b, base, rowBytes, threadMask, offset, bytes);
    auto wordRegs = [&](unsigned matrix) {
      int64_t first = depositBits(reg, matrixRegBits, matrix);
      SmallVector<int64_t> regsOfWord;
      for (unsigned e = 0; e < perWord; ++e)
        regsOfWord.push_back(depositBits(first, wordRegBits, e));
      return regsOfWord;
    };
    if (isStore) {
      SmallVector<Value> words;
      for (unsigned w = 0; w < numMatrices; ++w) {
        SmallVector<Value> elems;
        for (int64_t r : wordRegs(w))
          elems.push_back(vals[r]);
        words.push_back(b.bitcast(packWord(b, elems, intTy, packTy), i32));
      }
      NVVM::StMatrixOp::create(rewriter, loc, addr, words, layout, matrixShape,
                               NVVM::LdStMatrixEltType::B16);
      continue;
    }
    Type resultTy =
        numMatrices == 1
            ? i32
            : Type(LLVM::LLVMStructType::getLiteral(
                  ctx, SmallVector<Type>(numMatrices, i32)));
    Value loaded = NVVM::LdMatrixOp::create(rewriter, loc, resultTy, addr,
                                            numMatrices, layout, matrixShape,
                                            NVVM::LdStMatrixEltType::B16);
    for (unsigned w = 0; w < numMatrices; ++w) {
      Value word = numMatrices == 1 ? loaded : b.extractVal(loaded, w);
      if (!packTy)
        word = b.bitcast(word, intTy);
      SmallVector<Value> elems(perWord);
      unpackWord(b, word, elemTy, packTy, elems);
      for (auto [r, elem] : llvm::zip(wordRegs(w), elems))
        vals[r] = elem;
    }
  }
  return true;
}

/// The distinct registers' access into a buffer of layout `shared` holding
/// the whole tensor (one round), or an error on `op`.
/// (or of the `view` into it, when given)
static FailureOr<SmemAccess> wholeBufferAccess(Operation *op,
                                               const LinearLayout &regs,
                                               const LinearLayout &shared,
                                               Type elemTy,
                                               const SharedView *view) {
  if (!elemTy.isIntOrFloat() || elemTy.getIntOrFloatBitWidth() < 8) {
    op->emitError() << op->getName() << ": shared memory of " << elemTy
                    << " elements is not lowered yet";
    return failure();
  }
  LinearLayout distinct = triton::gpu::removeBroadcastRegisters(regs);
  // The buffer's offsets, not its elements: an fp4-padded layout has half
  // of its offsets (the padding) map onto the same elements as the others.
  int64_t elems = shared.getTotalInDimSize();
  unsigned bitwidth = elemTy.getIntOrFloatBitWidth();
  if (view && !shared.isInvertible()) {
    op->emitError() << op->getName()
                    << ": a view into a buffer whose layout is not a "
                       "bijection is not lowered yet";
    return failure();
  }
  FailureOr<SmemAccess> access =
      view ? accessFromOffsets(
                 distinct.compose(viewToOffset(shared, view->shape)), elems,
                 bitwidth)
           : getSmemAccess(distinct, shared, elems, bitwidth);
  if (failed(access)) {
    op->emitError() << op->getName()
                    << ": the register layout does not cover the buffer";
    return failure();
  }
  if (view) {
    access->origin = view->origin;
    access->originMask = view->originMask;
  }
  return access;
}

LogicalResult mlir::triton::storeRegistersToShared(
    Operation *op, RewriterBase &rewriter, const LinearLayout &regs,
    const LinearLayout &shared, Value base, Type elemTy,
    ArrayRef<Value> vals, bool useStMatrix, const SharedView *view) {
  FailureOr<SmemAccess> access =
      wholeBufferAccess(op, regs, shared, elemTy, view);
  if (failed(access))
    return failure();
  SmallVector<unsigned> bits = distinctRegisterBits(regs);
  SmallVector<Value> distinct;
  for (int64_t reg = 0, e = int64_t(1) << bits.size(); reg < e; ++reg)
    distinct.push_back(vals[expandRegister(bits, reg)]);
  if (!useStMatrix || view ||
      !emitMatrixAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                          elemTy, distinct, /*isStore=*/true))
    emitSharedMemoryAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                             elemTy, distinct, /*isStore=*/true);
  return success();
}

FailureOr<SmallVector<Value>> mlir::triton::loadRegistersFromShared(
    Operation *op, RewriterBase &rewriter, const LinearLayout &regs,
    const LinearLayout &shared, Value base, Type elemTy, bool useLdMatrix,
    const SharedView *view) {
  FailureOr<SmemAccess> access =
      wholeBufferAccess(op, regs, shared, elemTy, view);
  if (failed(access))
    return failure();
  SmallVector<unsigned> bits = distinctRegisterBits(regs);
  SmallVector<Value> distinct(int64_t(1) << bits.size());
  if (!useLdMatrix || view ||
      !emitMatrixAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                          elemTy, distinct, /*isStore=*/false))
    emitSharedMemoryAccesses(op->getLoc(), rewriter, base, *access, /*rep=*/0,
                             elemTy, distinct, /*isStore=*/false);
  SmallVector<Value> vals;
  MLIRContext *ctx = contextOf(regs);
  for (int64_t reg = 0, e = regs.getInDimSize(named(ctx, "register")); reg < e;
       ++reg)
    vals.push_back(distinct[compressRegister(bits, reg)]);
  return vals;
}
