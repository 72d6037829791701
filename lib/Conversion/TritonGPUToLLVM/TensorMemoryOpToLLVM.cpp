//===- TensorMemoryOpToLLVM.cpp - Blackwell tensor memory -----------------===//
//
// Triton 3.6's lowering of the tensor memory ops (sm100). A buffer in tensor
// memory is its 32-bit TMEM address, (lane << 16) | column, carried as an
// !llvm.ptr<3>:
//
//   ttng.tmem_alloc    nvg.tensor_memory_base + (row offset << 16 | column
//                      offset) from triton-tensor-memory-allocation; with a
//                      value, stored as by tmem_store (predicate true)
//   ttg.memdesc_index  + index * the columns of one buffer
//   ttng.tmem_subslice + the TMEM offset of the source's element (0, N)
//   ttng.tmem_subslice + the columns (and for blockM = 64 the lanes) of N
//   ttng.tmem_store    tcgen05.st messages, tcgen05.wait::st, bar.sync 0
//   ttng.tmem_load     tcgen05.ld messages, tcgen05.wait::ld
//
// Each warp reaches its own 32 lanes (warp % 4); a message moves, per
// thread, consecutive 32-bit columns of one lane (32x32b: lane = thread's
// lane) or of two 16-lane halves (16x32bx2: lanes 0-15 and 16-31 of the
// warp at a second offset). Narrower elements pack into 32-bit cells;
// registers that are copies of others move once. The messages are as wide
// as the layout's consecutive columns allow, up to half the registers a
// thread may have (a quarter when it has 256 and needs more than one
// message), as in Triton 3.6.
//
//===----------------------------------------------------------------------===//
#include "tt/Conversion/TritonGPUToLLVM/PatternTritonGPUOpToLLVM.h"
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/TensorMemoryUtils.h"
#include "tt/Support/Debug.h"

#define DEBUG_TYPE "convert-triton-gpu-to-llvm"

using namespace mlir;
using namespace mlir::triton;
namespace ttg = mlir::triton::gpu;
namespace ttng = mlir::triton::nvidia_gpu;

namespace {

using RowCol = std::pair<int32_t, int32_t>;

Value tmemAddress(TritonLLVMOpBuilder &b, Value memdesc) {
  return b.ptrToInt(memdesc, b.builder->getI32Type());
}

Value tmemPointer(TritonLLVMOpBuilder &b, Value address) {
  return b.intToPtr(address,
                    LLVM::LLVMPointerType::get(b.builder->getContext(), 3));
}

int32_t packedOffset(RowCol rowCol) {
  return (rowCol.first << 16) | rowCol.second;
}

/// The tcgen05.ld/st messages that move a register tensor to or from its
/// buffer.
struct TMemMessages {
  StringRef shape;                  // "32x32b" or "16x32bx2"
  std::optional<int32_t> secondHalf; // 16x32bx2: lanes 16-31's offset
  unsigned slotsPerCell = 1;        // elements a 32-bit register holds
  unsigned cellsPerMessage = 1;     // .x<N>
  SmallVector<int32_t> offsets;     // of each message from the thread's base
  /// Per message, its registers' elements in order (cell by cell, slot by
  /// slot): the tensor register, or -1 for an unused slot.
  SmallVector<SmallVector<int64_t>> elements;
  /// warp -> (row, col in cells) of the thread's base.
  LinearLayout warpOffsets;
  /// For each tensor register, the one holding its value (copies of an
  /// element move once).
  SmallVector<int64_t> source;
};

/// The register limit a message plan respects, Triton 3.6's contextual
/// one: the registers of the warp_specialize partition (or default region)
/// nearest around `op` after tritongpu-allocate-warp-groups set them, else
/// the module's `ttg.maxnreg`; never above 256 nor the module's limit
/// (ptxas checks tcgen05.ld/st against the module's static limit).
int maxRegisters(Operation *op) {
  auto module = op->getParentOfType<ModuleOp>();
  // The registers the nearest enclosing partition or default region got.
  auto registersOf = [](Operation *inner) -> std::optional<int64_t> {
    Operation *parent = inner->getParentOp();
    std::optional<ArrayRef<int32_t>> registers;
    unsigned index = 0;
    if (auto partitions = dyn_cast<ttg::WarpSpecializePartitionsOp>(parent)) {
      registers = partitions.getParentOp().getActualRegisters();
      index = 1 + inner->getParentRegion()->getRegionNumber();
    } else if (auto warpSpecialize = dyn_cast<ttg::WarpSpecializeOp>(parent)) {
      registers = warpSpecialize.getActualRegisters();
    }
    if (!registers || index >= registers->size())
      return std::nullopt;
    return (*registers)[index];
  };
  int64_t limit = 256;
  for (Operation *inner = op; inner->getParentOp() != module.getOperation();
       inner = inner->getParentOp())
    if (std::optional<int64_t> around = registersOf(inner)) {
      limit = std::min(limit, *around);
      break;
    }
  if (auto moduleLimit = module->getAttrOfType<IntegerAttr>("ttg.maxnreg"))
    limit = std::min<int64_t>(limit, moduleLimit.getInt());
  return limit;
}

/// Triton 3.6's plan for moving `regType` to or from `memType`: see the
/// file comment. An error at `op` when the layouts do not tile.
FailureOr<TMemMessages> planMessages(Operation *op, RankedTensorType regType,
                                     ttg::MemDescType memType) {
  auto fail = [&](const Twine &why) {
    return op->emitError() << op->getName() << ": " << why;
  };
  MLIRContext *ctx = op->getContext();
  StringAttr kReg = StringAttr::get(ctx, "register");
  StringAttr kLane = StringAttr::get(ctx, "lane");
  StringAttr kWarp = StringAttr::get(ctx, "warp");
  StringAttr kRow = StringAttr::get(ctx, "row");
  StringAttr kCol = StringAttr::get(ctx, "col");
  FailureOr<LinearLayout> regLayout = ttg::toLinearLayout(regType);
  FailureOr<LinearLayout> memLayout =
      ttg::toLinearLayout(memType.getShape(), memType.getEncoding());
  if (failed(regLayout) || failed(memLayout) || regType.getRank() != 2)
    return fail("the register or tensor memory layout has no linear layout");
  if (regLayout->getInDimSizeLog2(kWarp) < 2 ||
      regLayout->getBases(kWarp)[0] != memLayout->getBases(kRow)[5] ||
      regLayout->getBases(kWarp)[1] != memLayout->getBases(kRow)[6])
    return fail("warps 1 and 2 of the register layout must hold lanes 32 "
                "and 64 of tensor memory (each warp reaches its own 32 "
                "lanes); convert the layout first");
  LinearLayout cvt = regLayout->invertAndCompose(*memLayout);
  if (cvt.getOutDimIndex(kRow) != 0)
    return fail("unexpected tensor memory layout");
  auto bits = [&](StringAttr dim) {
    SmallVector<RowCol> result;
    for (const LinearLayout::Basis &basis : cvt.getBases(dim))
      result.push_back({basis[0], basis[1]});
    return result;
  };
  SmallVector<RowCol> regs = bits(kReg), lanes = bits(kLane),
                      warps = bits(kWarp);
  warps[0] = {32, 0};
  warps[1] = {64, 0};

  TMemMessages plan;
  // Register bits that move nothing are copies.
  SmallVector<unsigned> unique;
  int64_t copyMask = 0;
  for (auto [i, bit] : llvm::enumerate(regs)) {
    if (bit == RowCol{0, 0})
      copyMask |= int64_t(1) << i;
    else
      unique.push_back(i);
  }
  int64_t numRegs = int64_t(1) << regs.size();
  for (int64_t r = 0; r < numRegs; ++r)
    plan.source.push_back(r & ~copyMask);

  // Consecutive columns of narrow elements share a 32-bit cell; a cell
  // that is not full keeps its other slots unused.
  unsigned elementBits = regType.getElementTypeBitWidth();
  if (elementBits > 32 || 32 % elementBits)
    return fail("elements of " + Twine(elementBits) + " bits");
  plan.slotsPerCell = 32 / elementBits;
  unsigned packed = 0; // leading unique bits within a cell
  while ((1u << (packed + 1)) <= plan.slotsPerCell && packed < unique.size() &&
         regs[unique[packed]] == RowCol{0, 1 << packed})
    ++packed;
  if ((1u << packed) != plan.slotsPerCell && elementBits == 16)
    return fail("unpacked 16-bit tensor memory (one element per 32-bit "
                "column) is not lowered yet");
  auto toCells = [&](RowCol bit) -> std::optional<RowCol> {
    if (bit.second % plan.slotsPerCell)
      return std::nullopt;
    return RowCol{bit.first, bit.second / plan.slotsPerCell};
  };
  SmallVector<unsigned> cellBits(unique.begin() + packed, unique.end());
  SmallVector<RowCol> cellRegs;
  for (unsigned i : cellBits) {
    std::optional<RowCol> cell = toCells(regs[i]);
    if (!cell)
      return fail("a register's elements straddle 32-bit columns");
    cellRegs.push_back(*cell);
  }
  for (auto *dimBits : {&lanes, &warps})
    for (RowCol &bit : *dimBits) {
      std::optional<RowCol> cell = toCells(bit);
      if (!cell)
        return fail("a thread's elements straddle 32-bit columns");
      bit = *cell;
    }

  // The message shape: lanes 0-3 are rows 1-8; lane 4 row 16 (32x32b) or
  // anything (16x32bx2: the second half's offset).
  if (lanes.size() != 5 ||
      ArrayRef(lanes).take_front(4) !=
          ArrayRef<RowCol>({{1, 0}, {2, 0}, {4, 0}, {8, 0}}))
    return fail("lanes 0-3 of the layout are not tensor memory lanes 1-8: "
                "only the 32x32b and 16x32bx2 message shapes are lowered");
  int32_t rowMask = 32 | 64;
  if (lanes[4] == RowCol{16, 0}) {
    plan.shape = "32x32b";
    rowMask |= 31;
  } else {
    plan.shape = "16x32bx2";
    plan.secondHalf = packedOffset(lanes[4]);
    rowMask |= 15;
  }

  // The widest message: registers at columns 1, 2, 4, ... (in any order),
  // up to half the thread's registers (a quarter when it may have 256 and
  // needs several messages).
  int limit = maxRegisters(op);
  int maxReg = limit / 2;
  if (limit == 256 && (int64_t(1) << cellRegs.size()) > maxReg)
    maxReg /= 2;
  SmallVector<unsigned> vectorBits; // indices into cellRegs, by column
  while ((2 << vectorBits.size()) <= maxReg) {
    RowCol want{0, 1 << vectorBits.size()};
    auto it = llvm::find(cellRegs, want);
    if (it == cellRegs.end())
      break;
    vectorBits.push_back(it - cellRegs.begin());
  }
  plan.cellsPerMessage = 1u << vectorBits.size();
  SmallVector<unsigned> messageBits;
  for (unsigned i = 0; i < cellRegs.size(); ++i)
    if (!llvm::is_contained(vectorBits, i))
      messageBits.push_back(i);

  // Everything else must stay clear of the lanes and columns one message
  // covers.
  int32_t colMask = int32_t(plan.cellsPerMessage) - 1;
  SmallVector<RowCol> rest;
  for (unsigned i : messageBits)
    rest.push_back(cellRegs[i]);
  rest.append(warps.begin() + 2, warps.end());
  if (plan.secondHalf)
    rest.push_back(lanes[4]);
  if (llvm::any_of(rest, [&](RowCol bit) {
        return (bit.first & rowMask) || (bit.second & colMask);
      }))
    return fail("the layout does not tile into " + plan.shape +
                " messages of consecutive columns");

  // The messages and their registers' elements.
  auto elementRegister = [&](int64_t message, int64_t cell, int64_t slot) {
    int64_t r = 0;
    for (unsigned k = 0; k < packed; ++k)
      if (slot & (int64_t(1) << k))
        r |= int64_t(1) << unique[k];
    for (auto [k, i] : llvm::enumerate(vectorBits))
      if (cell & (int64_t(1) << k))
        r |= int64_t(1) << cellBits[i];
    for (auto [k, i] : llvm::enumerate(messageBits))
      if (message & (int64_t(1) << k))
        r |= int64_t(1) << cellBits[i];
    return r;
  };
  for (int64_t m = 0, e = int64_t(1) << messageBits.size(); m < e; ++m) {
    RowCol offset{0, 0};
    for (auto [k, i] : llvm::enumerate(messageBits))
      if (m & (int64_t(1) << k)) {
        offset.first ^= cellRegs[i].first;
        offset.second ^= cellRegs[i].second;
      }
    plan.offsets.push_back(packedOffset(offset));
    SmallVector<int64_t> elements;
    for (int64_t c = 0; c < plan.cellsPerMessage; ++c)
      for (int64_t s = 0; s < plan.slotsPerCell; ++s)
        elements.push_back(s < (int64_t(1) << packed)
                               ? elementRegister(m, c, s)
                               : -1);
    plan.elements.push_back(std::move(elements));
  }

  std::vector<LinearLayout::Basis> warpBases;
  for (RowCol bit : warps)
    warpBases.push_back({bit.first, bit.second});
  LinearLayout::BasesT warpLayout;
  warpLayout[kWarp] = std::move(warpBases);
  plan.warpOffsets = LinearLayout(std::move(warpLayout), {kRow, kCol});
  TT_DEBUG(TT_DBGS() << op->getName() << ": " << plan.offsets.size() << " "
                     << plan.shape << ".x" << plan.cellsPerMessage
                     << " messages of " << plan.slotsPerCell
                     << " element(s) per register\n");
  return plan;
}

/// The thread's TMEM address for `plan`: the buffer's, plus its warp's
/// lanes and columns.
Value threadBase(TritonLLVMOpBuilder &b, Location loc, Value memdesc,
                 const TMemMessages &plan) {
  MLIRContext *ctx = b.builder->getContext();
  Value warp = nvgpu::WarpIdOp::create(*b.builder, loc);
  auto offsets = applyLinearLayout(loc, *b.builder, plan.warpOffsets,
                                   {{StringAttr::get(ctx, "warp"), warp}});
  Value lanes = b.shl(offsets[0].second, b.i32Val(16));
  return b.add(tmemAddress(b, memdesc), b.bitOr(lanes, offsets[1].second));
}

std::string messageAddress(unsigned baseOperand, int32_t offset,
                           const TMemMessages &plan) {
  std::string text =
      "[$" + std::to_string(baseOperand) + " + " + std::to_string(offset) + "]";
  if (plan.secondHalf)
    text += ", " + std::to_string(*plan.secondHalf);
  return text;
}

/// tcgen05.st of `values` (the tensor's registers) under `pred`, then the
/// wait for the stores and a barrier (the MMA that reads them is issued by
/// one thread).
void storeMessages(TritonLLVMOpBuilder &b, Location loc, Value memdesc,
                   const TMemMessages &plan, ArrayRef<Value> values,
                   Value pred, Type elementType) {
  OpBuilder &builder = *b.builder;
  Value base = threadBase(b, loc, memdesc, plan);
  Type i32 = builder.getI32Type();
  auto cellType = VectorType::get(plan.slotsPerCell, elementType);
  unsigned n = plan.cellsPerMessage;
  for (auto [offset, elements] : llvm::zip(plan.offsets, plan.elements)) {
    SmallVector<Value> operands{pred, base};
    for (unsigned c = 0; c < n; ++c) {
      Value cell = b.undef(cellType);
      for (unsigned s = 0; s < plan.slotsPerCell; ++s)
        if (int64_t r = elements[c * plan.slotsPerCell + s]; r >= 0)
          cell = b.insertElement(cell, values[plan.source[r]], s);
      operands.push_back(b.bitcast(
          plan.slotsPerCell == 1 ? b.extractElement(cell, 0) : cell, i32));
    }
    std::string asmString = "@$0 tcgen05.st.sync.aligned." +
                            plan.shape.str() + ".x" + std::to_string(n) +
                            ".b32 " + messageAddress(1, offset, plan) + ", {" +
                            [&] {
                              SmallVector<std::string> regs;
                              for (unsigned c = 0; c < n; ++c)
                                regs.push_back("$" + std::to_string(c + 2));
                              return llvm::join(regs, ", ");
                            }() +
                            "};";
    std::string constraints = "b,r";
    for (unsigned c = 0; c < n; ++c)
      constraints += ",r";
    createInlineAsm(builder, loc, Type(), asmString, constraints, operands);
  }
  NVVM::Tcgen05WaitOp::create(builder, loc, NVVM::Tcgen05WaitKind::STORE);
  NVVM::Barrier0Op::create(builder, loc);
}

/// tcgen05.ld of the tensor's registers, then the wait for the loads.
SmallVector<Value> loadMessages(TritonLLVMOpBuilder &b, Location loc,
                                Value memdesc, const TMemMessages &plan,
                                Type elementType) {
  OpBuilder &builder = *b.builder;
  Value base = threadBase(b, loc, memdesc, plan);
  Type i32 = builder.getI32Type();
  unsigned n = plan.cellsPerMessage;
  Type resultType =
      n == 1 ? i32
             : Type(LLVM::LLVMStructType::getLiteral(
                   builder.getContext(), SmallVector<Type>(n, i32)));
  SmallVector<Value> values(plan.source.size());
  auto cellType = VectorType::get(plan.slotsPerCell, elementType);
  for (auto [offset, elements] : llvm::zip(plan.offsets, plan.elements)) {
    SmallVector<std::string> regs;
    for (unsigned c = 0; c < n; ++c)
      regs.push_back("$" + std::to_string(c));
    std::string asmString = "tcgen05.ld.sync.aligned." + plan.shape.str() +
                            ".x" + std::to_string(n) + ".b32 {" +
                            llvm::join(regs, ", ") + "}, " +
                            messageAddress(n, offset, plan) + ";";
    std::string constraints;
    for (unsigned c = 0; c < n; ++c)
      constraints += "=r,";
    constraints += "r";
    Value result =
        createInlineAsm(builder, loc, resultType, asmString, constraints, {base});
    for (unsigned c = 0; c < n; ++c) {
      Value word = n == 1 ? result : b.extractVal(result, c);
      Value cell = b.bitcast(word, plan.slotsPerCell == 1 ? elementType
                                                          : Type(cellType));
      for (unsigned s = 0; s < plan.slotsPerCell; ++s)
        if (int64_t r = elements[c * plan.slotsPerCell + s]; r >= 0)
          values[r] =
              plan.slotsPerCell == 1 ? cell : b.extractElement(cell, s);
    }
  }
  NVVM::Tcgen05WaitOp::create(builder, loc, NVVM::Tcgen05WaitKind::LOAD);
  for (auto [r, source] : llvm::enumerate(plan.source))
    values[r] = values[source];
  return values;
}

struct TMEMAllocOpConversion
    : public ConvertOpToLLVMPattern<ttng::TMEMAllocOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMAllocOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto col = op->getAttrOfType<IntegerAttr>("tensor_memory_col_offset");
    auto row = op->getAttrOfType<IntegerAttr>("tensor_memory_row_offset");
    if (!col || !row)
      return op.emitError("ttng.tmem_alloc: no tensor memory offsets (run "
                          "-triton-tensor-memory-allocation first)");
    Location loc = op.getLoc();
    TritonLLVMOpBuilder b(loc, rewriter);
    Value base = nvgpu::TensorMemoryBaseAddress::create(rewriter, loc);
    Value address = b.add(b.ptrToInt(base, rewriter.getI32Type()),
                          b.i32Val(packedOffset({int32_t(row.getInt()),
                                                 int32_t(col.getInt())})));
    Value buffer = tmemPointer(b, address);
    auto type = cast<ttg::MemDescType>(op.getResult().getType());
    if (Value src = op.getSrc()) {
      FailureOr<TMemMessages> plan =
          planMessages(op, cast<RankedTensorType>(src.getType()), type);
      if (failed(plan))
        return failure();
      storeMessages(b, loc, buffer, *plan,
                    unpackLLElements(loc, adaptor.getSrc(), rewriter),
                    b.trueVal(), type.getElementType());
    }
    SmallVector<Value> results{buffer};
    if (op.getToken())
      results.push_back(b.i32Val(0));
    rewriter.replaceOp(op, results);
    return success();
  }
};

struct TMEMStoreOpConversion
    : public ConvertOpToLLVMPattern<ttng::TMEMStoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMStoreOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto type = cast<ttg::MemDescType>(op.getDst().getType());
    FailureOr<TMemMessages> plan = planMessages(
        op, cast<RankedTensorType>(op.getSrc().getType()), type);
    if (failed(plan))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    storeMessages(b, loc, adaptor.getDst(), *plan,
                  unpackLLElements(loc, adaptor.getSrc(), rewriter),
                  adaptor.getPred(), type.getElementType());
    if (op.getToken())
      rewriter.replaceOp(op, b.i32Val(0));
    else
      rewriter.eraseOp(op);
    return success();
  }
};

struct TMEMLoadOpConversion : public ConvertOpToLLVMPattern<ttng::TMEMLoadOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMLoadOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    auto regType = cast<RankedTensorType>(op.getResult().getType());
    FailureOr<TMemMessages> plan =
        planMessages(op, regType, cast<ttg::MemDescType>(op.getSrc().getType()));
    if (failed(plan))
      return failure();
    TritonLLVMOpBuilder b(loc, rewriter);
    SmallVector<Value> values = loadMessages(b, loc, adaptor.getSrc(), *plan,
                                             regType.getElementType());
    SmallVector<Value> results{
        packLLElements(loc, getTypeConverter(), values, rewriter, regType)};
    if (op.getToken())
      results.push_back(b.i32Val(0));
    rewriter.replaceOp(op, results);
    return success();
  }
};

/// The columns one buffer of a multi-buffered allocation takes.
struct TMEMIndexOpConversion
    : public ConvertOpToLLVMPattern<ttg::MemDescIndexOp> {
  explicit TMEMIndexOpConversion(TritonGPUToLLVMTypeConverter &converter)
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2) {}

  LogicalResult
  matchAndRewrite(ttg::MemDescIndexOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto type = cast<ttg::MemDescType>(op.getResult().getType());
    if (!isa<ttng::TensorMemorySpaceAttr>(type.getMemorySpace()))
      return rewriter.notifyMatchFailure(op, "not in tensor memory");
    std::optional<ttng::TMemAllocation> size = ttng::getTmemAllocSizes(type);
    if (!size)
      return op.emitError("ttg.memdesc_index: the buffer has no tensor "
                          "memory layout");
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    Value address = b.add(tmemAddress(b, adaptor.getSrc()),
                          b.mul(adaptor.getIndex(), b.i32Val(size->numCols)));
    rewriter.replaceOp(op, tmemPointer(b, address));
    return success();
  }
};

/// A column range of a buffer: its first element's lane and column (for
/// blockM = 64 the second block of columns is lanes 16-31).
struct TMEMSubSliceOpConversion
    : public ConvertOpToLLVMPattern<ttng::TMEMSubSliceOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult
  matchAndRewrite(ttng::TMEMSubSliceOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto srcType = cast<ttg::MemDescType>(op.getSrc().getType());
    if (!isa<ttng::TensorMemoryEncodingAttr>(srcType.getEncoding()))
      return op.emitError("ttng.tmem_subslice: the source has no tensor "
                          "memory layout");
    int32_t offset = ttng::getTmemOffset(srcType, 0, op.getN());
    TritonLLVMOpBuilder b(op.getLoc(), rewriter);
    TT_DEBUG(TT_DBGS() << "tmem_subslice N = " << op.getN() << ": lane +"
                       << (offset >> 16) << ", column +" << (offset & 0xffff)
                       << "\n");
    rewriter.replaceOp(op, tmemPointer(b, b.add(tmemAddress(b, adaptor.getSrc()),
                                                b.i32Val(offset))));
    return success();
  }
};

} // namespace

void mlir::triton::populateTensorMemoryOpToLLVMPatterns(
    TritonGPUToLLVMTypeConverter &typeConverter, RewritePatternSet &patterns) {
  patterns.add<TMEMAllocOpConversion, TMEMStoreOpConversion,
               TMEMLoadOpConversion, TMEMSubSliceOpConversion>(typeConverter);
  patterns.add<TMEMIndexOpConversion>(typeConverter);
}
