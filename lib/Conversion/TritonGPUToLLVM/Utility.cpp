//===- Utility.cpp - Building blocks of the TritonGPU -> LLVM lowering ----===//
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"
#include "tt/Analysis/AxisInfo.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Analysis/AxisInfo.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/Matchers.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TXL/IR/WarpGroups.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton;

//===----------------------------------------------------------------------===//
// TritonLLVMOpBuilder
//===----------------------------------------------------------------------===//

Value TritonLLVMOpBuilder::intVal(unsigned width, int64_t value) const {
  Type type = builder->getIntegerType(width);
  return LLVM::ConstantOp::create(*builder, loc, type,
                                  builder->getIntegerAttr(type, value));
}

Value TritonLLVMOpBuilder::floatVal(Type type, double value) const {
  return LLVM::ConstantOp::create(*builder, loc, type,
                                  builder->getFloatAttr(type, value));
}

Value TritonLLVMOpBuilder::undef(Type type) const {
  return LLVM::UndefOp::create(*builder, loc, type);
}

Value TritonLLVMOpBuilder::add(Value lhs, Value rhs) const {
  return LLVM::AddOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::sub(Value lhs, Value rhs) const {
  return LLVM::SubOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::mul(Value lhs, Value rhs) const {
  return LLVM::MulOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::udiv(Value lhs, Value rhs) const {
  return LLVM::UDivOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::urem(Value lhs, Value rhs) const {
  return LLVM::URemOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::bitAnd(Value lhs, Value rhs) const {
  return LLVM::AndOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::bitOr(Value lhs, Value rhs) const {
  return LLVM::OrOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::bitXor(Value lhs, Value rhs) const {
  return LLVM::XOrOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::shl(Value lhs, Value rhs) const {
  return LLVM::ShlOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::lshr(Value lhs, Value rhs) const {
  return LLVM::LShrOp::create(*builder, loc, lhs, rhs);
}
Value TritonLLVMOpBuilder::icmpEq(Value lhs, Value rhs) const {
  return LLVM::ICmpOp::create(*builder, loc, LLVM::ICmpPredicate::eq, lhs,
                              rhs);
}
Value TritonLLVMOpBuilder::icmpNe(Value lhs, Value rhs) const {
  return LLVM::ICmpOp::create(*builder, loc, LLVM::ICmpPredicate::ne, lhs, rhs);
}
Value TritonLLVMOpBuilder::select(Value cond, Value ifTrue,
                                  Value ifFalse) const {
  return LLVM::SelectOp::create(*builder, loc, cond, ifTrue, ifFalse);
}
Value TritonLLVMOpBuilder::bitcast(Value value, Type type) const {
  if (value.getType() == type)
    return value;
  return LLVM::BitcastOp::create(*builder, loc, type, value);
}
Value TritonLLVMOpBuilder::zext(Value value, Type type) const {
  return LLVM::ZExtOp::create(*builder, loc, type, value);
}
Value TritonLLVMOpBuilder::trunc(Value value, Type type) const {
  return LLVM::TruncOp::create(*builder, loc, type, value);
}
Value TritonLLVMOpBuilder::ptrToInt(Value value, Type type) const {
  return LLVM::PtrToIntOp::create(*builder, loc, type, value);
}
Value TritonLLVMOpBuilder::intToPtr(Value value, Type type) const {
  return LLVM::IntToPtrOp::create(*builder, loc, type, value);
}
Value TritonLLVMOpBuilder::extractVal(Value aggregate,
                                      int64_t position) const {
  return LLVM::ExtractValueOp::create(*builder, loc, aggregate, position);
}
Value TritonLLVMOpBuilder::insertVal(Value aggregate, Value value,
                                     int64_t position) const {
  return LLVM::InsertValueOp::create(*builder, loc, aggregate, value,
                                     position);
}
Value TritonLLVMOpBuilder::extractElement(Value vector,
                                          int64_t position) const {
  return LLVM::ExtractElementOp::create(*builder, loc, vector,
                                        i32Val(position));
}
Value TritonLLVMOpBuilder::insertElement(Value vector, Value value,
                                         int64_t position) const {
  return LLVM::InsertElementOp::create(*builder, loc, vector, value,
                                       i32Val(position));
}
Value TritonLLVMOpBuilder::gep(Type ptrType, Type elementType, Value base,
                               Value index) const {
  return LLVM::GEPOp::create(*builder, loc, ptrType, elementType, base,
                             ValueRange{index});
}

//===----------------------------------------------------------------------===//
// Registers
//===----------------------------------------------------------------------===//

/// The fields of a struct built by a chain of insertvalues into undef (as
/// packLLElements builds them), if it is one; none otherwise.
static std::optional<SmallVector<Value>> fieldsOfBuiltStruct(Value llvmStruct,
                                                             size_t count) {
  SmallVector<Value> fields(count);
  size_t found = 0;
  Value container = llvmStruct;
  while (auto insert = container.getDefiningOp<LLVM::InsertValueOp>()) {
    ArrayRef<int64_t> position = insert.getPosition();
    if (position.size() != 1)
      return std::nullopt;
    Value &field = fields[position[0]];
    if (!field) {
      field = insert.getValue();
      ++found;
    }
    container = insert.getContainer();
  }
  if (found != count || !container.getDefiningOp<LLVM::UndefOp>())
    return std::nullopt;
  return fields;
}

bool mlir::triton::isInCycle(Block *block) {
  SmallVector<Block *> work(block->getSuccessors());
  llvm::SmallPtrSet<Block *, 16> seen;
  while (!work.empty()) {
    Block *next = work.pop_back_val();
    if (next == block)
      return true;
    if (seen.insert(next).second)
      llvm::append_range(work, next->getSuccessors());
  }
  return false;
}

std::optional<int64_t> mlir::triton::foldedConstantInt(Value value) {
  while (auto extract = value.getDefiningOp<LLVM::ExtractValueOp>()) {
    // Find the insertvalue that wrote this field, if the struct was built
    // from insertvalues.
    Value container = extract.getContainer();
    Value field;
    while (auto insert = container.getDefiningOp<LLVM::InsertValueOp>()) {
      if (insert.getPosition() == extract.getPosition()) {
        field = insert.getValue();
        break;
      }
      container = insert.getContainer();
    }
    if (!field)
      return std::nullopt;
    value = field;
  }
  APInt constant;
  if (!matchPattern(value, m_ConstantInt(&constant)))
    return std::nullopt;
  return constant.getSExtValue();
}

SmallVector<Value> mlir::triton::unpackLLElements(Location loc,
                                                  Value llvmStruct,
                                                  OpBuilder &builder) {
  auto structType = dyn_cast<LLVM::LLVMStructType>(llvmStruct.getType());
  if (!structType)
    return {llvmStruct};
  // A struct another pattern just packed: its fields, without extractvalues
  // (most of a matmul's lowered ops were such pairs, which canonicalize
  // folded away after the conversion had paid for them).
  if (std::optional<SmallVector<Value>> fields =
          fieldsOfBuiltStruct(llvmStruct, structType.getBody().size()))
    return *fields;
  TritonLLVMOpBuilder b(loc, builder);
  SmallVector<Value> values;
  for (int64_t i = 0, e = structType.getBody().size(); i < e; ++i)
    values.push_back(b.extractVal(llvmStruct, i));
  return values;
}

Value mlir::triton::packLLElements(Location loc,
                                   const LLVMTypeConverter *typeConverter,
                                   ValueRange values, OpBuilder &builder,
                                   Type type) {
  auto structType =
      dyn_cast_or_null<LLVM::LLVMStructType>(typeConverter->convertType(type));
  if (!structType) {
    assert(values.size() == 1 && "a scalar is one value");
    return values.front();
  }
  assert(structType.getBody().size() == values.size() &&
         "one value per register");
  TritonLLVMOpBuilder b(loc, builder);
  Value result = b.undef(structType);
  for (auto [i, value] : llvm::enumerate(values))
    result = b.insertVal(result, value, i);
  return result;
}

//===----------------------------------------------------------------------===//
// Hardware coordinates
//===----------------------------------------------------------------------===//

namespace {
Operation *insertionOp(OpBuilder &builder) {
  return builder.getInsertionBlock()->getParentOp();
}

/// The op right after the insertion point: in a conversion, the op being
/// lowered.
Operation *opAtInsertionPoint(OpBuilder &builder) {
  Block *block = builder.getInsertionBlock();
  auto point = builder.getInsertionPoint();
  return point == block->end() ? nullptr : &*point;
}

int64_t threadsPerCTA(Operation *op) {
  return triton::gpu::lookupNumWarps(op).value_or(1) * triton::gpu::lookupThreadsPerWarp(op);
}
} // namespace

std::optional<PartitionWarps>
mlir::triton::getEnclosingPartition(Block *block) {
  for (; block && block->getParentOp(); block = block->getParentOp()->getBlock()) {
    auto holder = dyn_cast<gpu::WarpSpecializePartitionsOp>(block->getParentOp());
    if (!holder)
      continue;
    auto warpSpecialize = cast<gpu::WarpSpecializeOp>(holder->getParentOp());
    unsigned partition = block->getParent()->getRegionNumber();
    std::optional<ArrayRef<int32_t>> startIds =
        warpSpecialize.getWarpGroupStartIds();
    assert(startIds && "the lowering checks for warpGroupStartIds first");
    return PartitionWarps{(*startIds)[partition],
                          warpSpecialize.getPartitionNumWarps()[partition]};
  }
  return std::nullopt;
}

Value mlir::triton::getThreadId(OpBuilder &builder, Location loc) {
  TritonLLVMOpBuilder b(loc, builder);
  Value tid = NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
  Operation *at = insertionOp(builder);
  int64_t numThreads = threadsPerCTA(at);
  int64_t threadsPerWarp = triton::gpu::lookupThreadsPerWarp(at);
  if (std::optional<PartitionWarps> partition =
          getEnclosingPartition(builder.getInsertionBlock())) {
    tid = b.sub(tid, b.i32Val(partition->firstWarp * threadsPerWarp));
    numThreads = partition->numWarps * threadsPerWarp;
  } else if (txl::isTXLModule(at)) {
    // TXL's lowering: an op of a warp-group (or warp) branch carries the
    // warps it runs on (inherit-wg-id) and its ids count from their first
    // thread; other ops see the whole CTA's ids.
    std::optional<int64_t> start = txl::getExecutingThreadStart(
        opAtInsertionPoint(builder),
        triton::gpu::lookupNumWarps(at).value_or(1), threadsPerWarp);
    if (!start)
      return tid;
    tid = b.sub(tid, b.i32Val(*start));
  }
  if (!llvm::isPowerOf2_64(numThreads))
    return tid;
  return b.bitAnd(tid, b.i32Val(numThreads - 1));
}

std::pair<Value, Value> mlir::triton::getLaneAndWarpId(OpBuilder &builder,
                                                       Location loc) {
  TritonLLVMOpBuilder b(loc, builder);
  Value tid = getThreadId(builder, loc);
  Value warpSize =
      b.i32Val(triton::gpu::lookupThreadsPerWarp(insertionOp(builder)));
  return {b.urem(tid, warpSize), b.udiv(tid, warpSize)};
}

Value mlir::triton::getBlockId(OpBuilder &builder, Location loc) {
  if (triton::gpu::lookupNumCTAs(insertionOp(builder)) == 1)
    return TritonLLVMOpBuilder(loc, builder).i32Val(0);
  return nvgpu::ClusterCTAIdOp::create(builder, loc, builder.getI32Type());
}

/// `x`'s bits through the GF(2) matrix whose column c is `columns[c]` (the
/// image of input bit c, `outBits` wide), emitted as Triton 3.6 does: each
/// diagonal of the matrix (the input bits that move by one shift) as `(x &
/// mask)` shifted into place, XORed together; an input bit left alone on a
/// diagonal once the others are taken (repeated until none is) instead
/// selects its whole image. Null when the matrix is zero.
static Value matrixVectorProduct(TritonLLVMOpBuilder &b,
                                 ArrayRef<int32_t> columns, unsigned outBits,
                                 Value x) {
  int nCol = columns.size(), nRow = outBits;
  // diagonals[shift + nRow - 1]: the input bits that move by `shift`.
  SmallVector<uint32_t> diagonals(nRow + nCol - 1, 0);
  for (int col = 0; col < nCol; ++col)
    for (int row = 0; row < nRow; ++row)
      if (columns[col] >> row & 1)
        diagonals[col - row + nRow - 1] |= uint32_t(1) << col;
  auto diagonal = [&](int shift) { return diagonals[shift + nRow - 1]; };
  uint32_t selected = 0;
  for (bool changed = true; changed;) {
    changed = false;
    for (uint32_t mask : diagonals) {
      uint32_t left = mask & ~selected;
      if (left != 0 && (left & (left - 1)) == 0) {
        selected |= left;
        changed = true;
      }
    }
  }
  Value result;
  auto accumulate = [&](Value term) {
    result = result ? b.bitXor(result, term) : term;
  };
  for (int shift = 1 - nRow; shift < nCol; ++shift) {
    uint32_t mask = diagonal(shift) & ~selected;
    if (mask == 0)
      continue;
    Value masked = b.bitAnd(x, b.i32Val(mask));
    if (shift > 0)
      masked = b.lshr(masked, b.i32Val(shift));
    else if (shift < 0)
      masked = b.shl(masked, b.i32Val(-shift));
    accumulate(masked);
  }
  for (int col = 0; col < nCol; ++col) {
    if (!(selected >> col & 1))
      continue;
    Value zero = b.i32Val(0);
    Value bit = b.bitAnd(x, b.i32Val(int64_t(1) << col));
    accumulate(
        b.select(b.icmpEq(bit, zero), zero, b.i32Val(columns[col])));
  }
  return result;
}

SmallVector<std::pair<StringAttr, Value>>
mlir::triton::applyLinearLayout(Location loc, OpBuilder &builder,
                                const LinearLayout &layout,
                                ArrayRef<std::pair<StringAttr, Value>> indices) {
  TritonLLVMOpBuilder b(loc, builder);
  // Constant indices fold into a constant part; the others go through the
  // layout's matrix at run time.
  SmallVector<std::pair<StringAttr, int32_t>> constantIns;
  SmallVector<std::pair<StringAttr, Value>> varyingIns;
  for (auto [inDim, index] : indices) {
    if (!layout.hasInDim(inDim))
      continue;
    std::optional<int64_t> known = foldedConstantInt(index);
    constantIns.push_back({inDim, int32_t(known.value_or(0))});
    if (!known)
      varyingIns.push_back({inDim, index});
  }
  LinearLayout::Point constants = layout.apply(constantIns);
  SmallVector<Value> varying(constants.size());
  auto columnsOf = [&](ArrayRef<std::pair<StringAttr, Value>> ins,
                       unsigned outIndex) {
    SmallVector<int32_t> columns;
    for (StringAttr inDim : llvm::make_first_range(ins))
      for (const LinearLayout::Basis &basis : layout.getBases(inDim))
        columns.push_back(basis[outIndex]);
    return columns;
  };
  auto outBits = [&](unsigned outIndex) {
    return llvm::Log2_32(layout.getOutDimSize(constants[outIndex].first));
  };
  if (constants.size() == 1 && !varyingIns.empty()) {
    // One output: the varying indices side by side as one word, one product.
    Value x;
    unsigned shift = 0;
    for (auto [inDim, index] : varyingIns) {
      Value placed = shift ? b.shl(index, b.i32Val(shift)) : index;
      x = x ? b.bitOr(x, placed) : placed;
      shift += layout.getInDimSizeLog2(inDim);
    }
    varying[0] = matrixVectorProduct(b, columnsOf(varyingIns, 0), outBits(0), x);
  } else {
    for (const auto &in : varyingIns)
      for (unsigned outIndex = 0; outIndex < constants.size(); ++outIndex)
        if (Value term = matrixVectorProduct(b, columnsOf(in, outIndex),
                                             outBits(outIndex), in.second))
          varying[outIndex] =
              varying[outIndex] ? b.bitXor(varying[outIndex], term) : term;
  }
  SmallVector<std::pair<StringAttr, Value>> outs;
  for (auto [outIndex, out] : llvm::enumerate(constants)) {
    Value value = varying[outIndex];
    if (!value)
      value = b.i32Val(out.second);
    else if (out.second != 0)
      value = b.bitXor(value, b.i32Val(out.second));
    outs.push_back({out.first, value});
  }
  return outs;
}

SmallVector<Value> mlir::triton::deduplicateConstantRegisters(
    Value result, ArrayRef<Value> registers,
    const ModuleAxisInfoAnalysis &axisInfo) {
  SmallVector<Value> deduplicated(registers);
  auto type = dyn_cast<RankedTensorType>(result.getType());
  const AxisInfo *info = axisInfo.getAxisInfo(result);
  if (!type || !info || info->getRank() != type.getRank())
    return deduplicated;
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(type);
  auto kRegister = StringAttr::get(type.getContext(), "register");
  if (failed(layout) || !layout->hasInDim(kRegister) ||
      layout->getInDimSize(kRegister) != int64_t(registers.size()))
    return deduplicated;
  int32_t redundantBits = 0;
  for (auto [bit, basis] : llvm::enumerate(layout->getBases(kRegister))) {
    auto moved = llvm::make_filter_range(
        llvm::enumerate(basis), [](auto dim) { return dim.value() != 0; });
    if (std::distance(moved.begin(), moved.end()) != 1)
      continue;
    auto [dim, step] = *moved.begin();
    int64_t block = highestPowOf2Divisor<int64_t>(info->getConstancy(dim));
    if (llvm::isPowerOf2_64(step) && step < block)
      redundantBits |= 1 << bit;
  }
  for (size_t reg = 0; reg < deduplicated.size(); ++reg)
    deduplicated[reg] = registers[reg & ~redundantBits];
  return deduplicated;
}

SmallVector<std::pair<StringAttr, Value>>
mlir::triton::applyLinearLayoutToThisThread(Location loc, OpBuilder &builder,
                                            const LinearLayout &layout) {
  MLIRContext *ctx = builder.getContext();
  auto kLane = StringAttr::get(ctx, "lane");
  auto kWarp = StringAttr::get(ctx, "warp");
  auto kBlock = StringAttr::get(ctx, "block");
  auto kThread = StringAttr::get(ctx, "thread");
  Value block = getBlockId(builder, loc);
  int64_t warpSize =
      triton::gpu::lookupThreadsPerWarp(insertionOp(builder));
  int64_t numThreads = threadsPerCTA(insertionOp(builder));
  bool threadIdIsLaneThenWarp =
      llvm::isPowerOf2_64(numThreads) && layout.hasInDim(kLane) &&
      layout.hasInDim(kWarp) && layout.getInDimSize(kLane) == warpSize &&
      layout.getInDimSize(kLane) * layout.getInDimSize(kWarp) == numThreads;
  if (!threadIdIsLaneThenWarp) {
    auto [lane, warp] = getLaneAndWarpId(builder, loc);
    return applyLinearLayout(loc, builder, layout,
                             {{kLane, lane}, {kWarp, warp}, {kBlock, block}});
  }
  // The thread id's low bits are the lane, its high bits the warp: one input
  // dim of both lets a run of bits cross from lane to warp.
  LinearLayout::BasesT bases;
  std::vector<LinearLayout::Basis> &threadBases = bases[kThread];
  for (StringAttr dim : {kLane, kWarp})
    llvm::append_range(threadBases, layout.getBases(dim));
  if (layout.hasInDim(kBlock))
    bases[kBlock] = std::vector<LinearLayout::Basis>(layout.getBases(kBlock));
  LinearLayout byThread(std::move(bases), layout.getOutDims());
  return applyLinearLayout(
      loc, builder, byThread,
      {{kThread, getThreadId(builder, loc)}, {kBlock, block}});
}

Value mlir::triton::gatherBits(TritonLLVMOpBuilder &b, Value id,
                               ArrayRef<unsigned> bits) {
  // One shift and mask per run of consecutive bits (usually the only one).
  Value packed;
  for (unsigned k = 0; k < bits.size();) {
    unsigned end = k + 1;
    while (end < bits.size() && bits[end] == bits[k] + (end - k))
      ++end;
    Value run = b.bitAnd(b.lshr(id, b.i32Val(bits[k])),
                         b.i32Val((int64_t(1) << (end - k)) - 1));
    if (k != 0)
      run = b.shl(run, b.i32Val(k));
    packed = packed ? b.bitOr(packed, run) : run;
    k = end;
  }
  return packed ? packed : b.i32Val(0);
}

FailureOr<AxisBits> mlir::triton::splitBitsByAxis(const LinearLayout &layout,
                                                  StringAttr dim,
                                                  unsigned axis) {
  AxisBits bits;
  if (!layout.hasInDim(dim))
    return bits;
  for (auto [bit, basis] : llvm::enumerate(layout.getBases(dim))) {
    bool movesOffAxis = llvm::any_of(llvm::enumerate(basis), [&](auto entry) {
      return entry.index() != axis && entry.value() != 0;
    });
    if (basis[axis] != 0 && movesOffAxis)
      return failure();
    if (basis[axis] != 0)
      bits.alongAxis.push_back(bit);
    else if (movesOffAxis)
      bits.offAxis.push_back(bit);
  }
  return bits;
}

FailureOr<SmallVector<SmallVector<Value>>>
mlir::triton::emitIndices(Location loc, OpBuilder &builder,
                          RankedTensorType type) {
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(type);
  if (failed(layout))
    return failure();
  auto kRegister = StringAttr::get(builder.getContext(), "register");
  if (!layout->hasInDim(kRegister))
    return failure();
  SmallVector<std::pair<StringAttr, Value>> hardware =
      applyLinearLayoutToThisThread(loc, builder, *layout);
  // The register bits XOR onto the hardware part (the layout is linear).
  TritonLLVMOpBuilder b(loc, builder);
  SmallVector<SmallVector<Value>> indices;
  for (int32_t reg = 0, e = layout->getInDimSize(kRegister); reg < e; ++reg) {
    LinearLayout::Point offsets = layout->apply({{kRegister, reg}});
    SmallVector<Value> coords;
    for (auto [dim, offset] : llvm::enumerate(offsets)) {
      Value base = hardware[dim].second;
      coords.push_back(offset.second == 0
                           ? base
                           : b.bitXor(base, b.i32Val(offset.second)));
    }
    indices.push_back(std::move(coords));
  }
  return indices;
}

Value mlir::triton::emitRedundantThreadPredicate(Location loc,
                                                 OpBuilder &builder,
                                                 const LinearLayout *layout) {
  MLIRContext *ctx = builder.getContext();
  TritonLLVMOpBuilder b(loc, builder);
  auto [lane, warp] = getLaneAndWarpId(builder, loc);
  Value block = getBlockId(builder, loc);
  llvm::MapVector<StringAttr, int32_t> freeMasks;
  if (layout)
    freeMasks = layout->getFreeVariableMasks();
  Value zero = b.i32Val(0);
  Value pred;
  for (auto [name, id] : {std::pair<StringRef, Value>{"lane", lane},
                          {"warp", warp},
                          {"block", block}}) {
    int32_t mask = layout ? freeMasks.lookup(StringAttr::get(ctx, name)) : -1;
    if (mask == 0)
      continue;
    Value isFirst = b.icmpEq(b.bitAnd(id, b.i32Val(mask)), zero);
    pred = pred ? b.bitAnd(pred, isFirst) : isFirst;
  }
  return pred;
}

Value mlir::triton::andPredicates(TritonLLVMOpBuilder &b, Value pred,
                                  Value mask) {
  if (!pred || !mask)
    return pred ? pred : mask;
  return b.bitAnd(pred, mask);
}

std::string mlir::triton::predicatePrefix(Value pred, unsigned operandIndex) {
  return pred ? "@$" + std::to_string(operandIndex) + " " : "";
}

unsigned mlir::triton::getAccessVectorSize(
    const ModuleAxisInfoAnalysis &axisInfo, Value ptr, Value mask,
    unsigned elementBits) {
  if (!isa<RankedTensorType>(ptr.getType()))
    return 1;
  unsigned vec = std::min(128 / elementBits, axisInfo.getPtrContiguity(ptr));
  if (mask)
    vec = std::min(vec, axisInfo.getMaskAlignment(mask));
  return std::max(vec, 1u);
}

//===----------------------------------------------------------------------===//
// Memory, inline assembly and calls
//===----------------------------------------------------------------------===//

bool mlir::triton::isKernelFunction(Operation *func) {
  if (auto llvmFunc = dyn_cast<LLVM::LLVMFuncOp>(func))
    return llvmFunc->hasAttr("nvvm.kernel");
  auto symbol = dyn_cast<SymbolOpInterface>(func);
  return symbol && symbol.isPublic();
}

LogicalResult mlir::triton::reportUnloweredDialectOps(ModuleOp module,
                                                     StringRef dialect) {
  WalkResult leftover = module.walk([&](Operation *op) {
    if (op->getName().getDialectNamespace() != dialect)
      return WalkResult::advance();
    op->emitError() << op->getName()
                    << ": lowering to LLVM is not supported yet";
    return WalkResult::interrupt();
  });
  return failure(leftover.wasInterrupted());
}

Value mlir::triton::getImplicitArgument(LLVM::LLVMFuncOp func,
                                        ImplicitArgument which) {
  return func.getArgument(func.getNumArguments() -
                          static_cast<unsigned>(which));
}

/// The llvm.func `op` is lowered into. A device function's implicit
/// arguments cannot be reached from inside a region isolated from it (a
/// warp-specialize partition): Triton 3.6 fails there too.
/// (`op` may be the function itself: a warp-specialized kernel's own
/// buffer hangs on it.)
static FailureOr<LLVM::LLVMFuncOp> getLoweredFunction(Operation *op) {
  auto func = dyn_cast<LLVM::LLVMFuncOp>(op);
  if (!func)
    func = op->getParentOfType<LLVM::LLVMFuncOp>();
  if (!func)
    return op->emitError("is not inside a function lowered to llvm.func");
  if (!isKernelFunction(func) &&
      op->getParentWithTrait<OpTrait::IsIsolatedFromAbove>() != func)
    return op->emitError("in a device function's isolated region (a "
                         "ttg.warp_specialize partition) is not lowered: its "
                         "shared and global scratch arguments are out of "
                         "reach");
  return func;
}

FailureOr<Value> mlir::triton::getStackPointer(Location loc,
                                               OpBuilder &builder,
                                               Operation *op) {
  auto ptrType = LLVM::LLVMPointerType::get(builder.getContext(), 3);
  auto func = dyn_cast<FunctionOpInterface>(op);
  if (!func)
    func = op->getParentOfType<FunctionOpInterface>();
  if (func && isKernelFunction(func))
    return Value(
        LLVM::AddressOfOp::create(builder, loc, ptrType, kGlobalSmemName));
  FailureOr<LLVM::LLVMFuncOp> lowered = getLoweredFunction(op);
  if (failed(lowered))
    return failure();
  return getImplicitArgument(*lowered, ImplicitArgument::SharedMemory);
}

FailureOr<Value> mlir::triton::getSharedMemoryBase(Location loc,
                                                   OpBuilder &builder,
                                                   Operation *op) {
  auto offset = op->getAttrOfType<IntegerAttr>("allocation.offset");
  if (!offset)
    return op->emitError("has no allocation.offset: run "
                         "allocate-shared-memory-nv before lowering to LLVM");
  FailureOr<Value> base = getStackPointer(loc, builder, op);
  if (failed(base))
    return failure();
  TritonLLVMOpBuilder b(loc, builder);
  return b.gep(base->getType(), builder.getI8Type(), *base,
               b.i32Val(offset.getInt()));
}

// convert-warp-specialize-to-llvm later re-reads a kernel argument in the
// partition rather than sending it through shared memory.
Value mlir::triton::reachFromPartition(Operation *op, Value value) {
  triton::gpu::WarpSpecializePartitionsOp holder;
  Region *partition = nullptr;
  for (Region *region = op->getParentRegion(); region;
       region = region->getParentRegion()) {
    holder = dyn_cast<triton::gpu::WarpSpecializePartitionsOp>(
        region->getParentOp());
    if (holder) {
      partition = region;
      break;
    }
  }
  if (!holder)
    return value;
  unsigned index = 0;
  for (Value capture : holder.getExplicitCaptures()) {
    if (capture == value)
      return partition->getArgument(index);
    ++index;
  }
  holder->insertOperands(holder->getNumOperands(), value);
  for (Region &region : holder.getPartitionRegions())
    region.addArgument(value.getType(), value.getLoc());
  return partition->getArgument(index);
}

FailureOr<Value> mlir::triton::getGlobalScratchPtr(Location loc,
                                                   OpBuilder &builder,
                                                   Operation *op,
                                                   std::optional<int64_t> offset) {
  FailureOr<LLVM::LLVMFuncOp> func = getLoweredFunction(op);
  if (failed(func))
    return failure();
  Value base = reachFromPartition(
      op, getImplicitArgument(*func, ImplicitArgument::GlobalScratch));
  TritonLLVMOpBuilder b(loc, builder);
  Type i8 = builder.getI8Type();
  // A device function's scratch is its caller's slice, already this
  // program's.
  if (!isKernelFunction(*func))
    return offset ? b.gep(base.getType(), i8, base, b.i32Val(*offset)) : base;
  // The kernel's is the whole grid's: one slice of the module's
  // ttg.global_scratch_memory_size per program.
  auto module = op->getParentOfType<ModuleOp>();
  auto size =
      module->getAttrOfType<IntegerAttr>("ttg.global_scratch_memory_size");
  if (!size)
    return base;
  if (gpu::lookupNumCTAs(op) != 1)
    return op->emitError("global scratch: lowering for clusters of several "
                         "CTAs is not supported yet");
  Type i32 = builder.getI32Type();
  // The program's linear id, x fastest.
  Value x = NVVM::BlockIdXOp::create(builder, loc, i32);
  Value y = NVVM::BlockIdYOp::create(builder, loc, i32);
  Value z = NVVM::BlockIdZOp::create(builder, loc, i32);
  Value nx = NVVM::GridDimXOp::create(builder, loc, i32);
  Value ny = NVVM::GridDimYOp::create(builder, loc, i32);
  Value linear = b.add(x, b.mul(b.add(y, b.mul(z, ny)), nx));
  Value bytes = b.mul(linear, b.i32Val(size.getInt()));
  if (offset)
    bytes = b.add(bytes, b.i32Val(*offset));
  return b.gep(base.getType(), i8, base, bytes);
}

FailureOr<Value> mlir::triton::getViewOriginOffset(
    Operation *op, OpBuilder &builder, gpu::MemDescType viewType,
    const SharedMemoryObject &object) {
  TritonLLVMOpBuilder b(op->getLoc(), builder);
  unsigned rank = viewType.getRank();
  auto allocType = gpu::MemDescType::get(
      viewType.getAllocShape().take_back(rank), viewType.getElementType(),
      viewType.getEncoding(), viewType.getMemorySpace(),
      viewType.getMutableMemory());
  FailureOr<LinearLayout> shared =
      gpu::toLinearLayout(allocType, [&] { return op->emitError(); });
  if (failed(shared))
    return failure();
  LinearLayout toOffset = shared->invert();
  SmallVector<StringAttr> dims =
      gpu::standardOutDimNames(op->getContext(), rank);
  SmallVector<std::pair<StringAttr, Value>> coords;
  for (auto [dim, offset] : llvm::zip(dims, object.offsets))
    coords.push_back({dim, offset});
  for (auto [name, value] :
       applyLinearLayout(op->getLoc(), builder, toOffset, coords))
    if (name.getValue() == "offset")
      return value;
  return b.i32Val(0);
}

Value mlir::triton::packSharedMemoryObject(
    Location loc, const LLVMTypeConverter *typeConverter,
    const SharedMemoryObject &object, Type type, OpBuilder &builder) {
  SmallVector<Value> fields{object.base};
  llvm::append_range(fields, object.offsets);
  return packLLElements(loc, typeConverter, fields, builder, type);
}

SharedMemoryObject mlir::triton::unpackSharedMemoryObject(Location loc,
                                                         Value llvmStruct,
                                                         OpBuilder &builder) {
  SmallVector<Value> fields = unpackLLElements(loc, llvmStruct, builder);
  return {fields.front(), SmallVector<Value>(llvm::drop_begin(fields))};
}

namespace {
/// The integer `value` is stored as: its bits (pointers as i64), at least a
/// byte.
Value asStorageInt(TritonLLVMOpBuilder &b, Value value) {
  Type type = value.getType();
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::PtrToIntOp::create(*b.builder, b.loc, b.builder->getI64Type(),
                                    value);
  unsigned bits = type.getIntOrFloatBitWidth();
  Value asInt = b.bitcast(value, b.builder->getIntegerType(bits));
  return bits < 8 ? b.zext(asInt, b.builder->getI8Type()) : asInt;
}

/// Inline-asm register constraint of an integer of `bits` bits.
StringRef registerConstraint(unsigned bits) {
  switch (bits) {
  case 8:
    return "c";
  case 16:
    return "h";
  case 64:
    return "l";
  default:
    return "r";
  }
}
} // namespace

Type mlir::triton::sharedStorageType(Type type) {
  MLIRContext *ctx = type.getContext();
  if (isa<LLVM::LLVMPointerType>(type))
    return IntegerType::get(ctx, 64);
  return type.getIntOrFloatBitWidth() < 8 ? IntegerType::get(ctx, 8) : type;
}

void mlir::triton::storeShared(OpBuilder &builder, Location loc, Value ptr,
                               Value value, Value pred) {
  TritonLLVMOpBuilder b(loc, builder);
  Value word = asStorageInt(b, value);
  unsigned bits = word.getType().getIntOrFloatBitWidth();
  std::string asmString =
      ("@$2 st.shared.b" + Twine(bits) + " [ $0 + 0 ], $1;").str();
  std::string constraints = ("r," + registerConstraint(bits) + ",b").str();
  createInlineAsm(builder, loc, Type(), asmString, constraints,
                  {ptr, word, pred});
}

Value mlir::triton::loadShared(OpBuilder &builder, Location loc, Value ptr,
                               Type type, Value pred) {
  TritonLLVMOpBuilder b(loc, builder);
  unsigned bits = isa<LLVM::LLVMPointerType>(type)
                      ? 64
                      : std::max(type.getIntOrFloatBitWidth(), 8u);
  Type wordType = builder.getIntegerType(bits);
  std::string asmString =
      ("@$2 ld.shared.b" + Twine(bits) + " $0, [ $1 + 0 ];").str();
  std::string constraints = ("=" + registerConstraint(bits) + ",r,b").str();
  Value word =
      createInlineAsm(builder, loc, wordType, asmString, constraints,
                      {ptr, pred});
  if (isa<LLVM::LLVMPointerType>(type))
    return LLVM::IntToPtrOp::create(builder, loc, type, word);
  if (type.getIntOrFloatBitWidth() < 8)
    word = b.trunc(word, builder.getIntegerType(type.getIntOrFloatBitWidth()));
  return b.bitcast(word, type);
}

//===----------------------------------------------------------------------===//
// Warp shuffles
//===----------------------------------------------------------------------===//

namespace {
/// One shuffle of a non-pointer value; the operand order (index, clamp,
/// value, mask) is Triton's.
Value shuffleWords(OpBuilder &builder, Location loc, Value value, Value index,
                   NVVM::ShflKind kind, Value clamp) {
  TritonLLVMOpBuilder b(loc, builder);
  Type type = value.getType();
  unsigned bits = type.getIntOrFloatBitWidth();
  Type i32 = builder.getI32Type();
  if (bits == 64) {
    // Two halves, as Triton does (a vector of two f32).
    auto halves = VectorType::get({2}, builder.getF32Type());
    Value vec = b.bitcast(value, halves);
    Value result = b.undef(halves);
    for (int64_t i = 0; i < 2; ++i) {
      Value half = shuffleWords(builder, loc, b.extractElement(vec, i), index,
                                kind, clamp);
      result = b.insertElement(result, half, i);
    }
    return b.bitcast(result, type);
  }
  Value word = value;
  if (type != i32) {
    word = b.bitcast(word, builder.getIntegerType(bits));
    if (bits < 32)
      word = b.zext(word, i32);
  }
  Value shuffled = NVVM::ShflOp::create(
      builder, loc, i32, b.i32Val(-1), word, index, clamp, kind,
      /*return_value_and_is_valid=*/UnitAttr());
  if (type == i32)
    return shuffled;
  if (bits < 32)
    shuffled = b.trunc(shuffled, builder.getIntegerType(bits));
  return b.bitcast(shuffled, type);
}

Value shuffle(OpBuilder &builder, Location loc, Value value, Value index,
              NVVM::ShflKind kind, Value clamp) {
  auto ptrType = dyn_cast<LLVM::LLVMPointerType>(value.getType());
  if (!ptrType)
    return shuffleWords(builder, loc, value, index, kind, clamp);
  Value asInt = LLVM::PtrToIntOp::create(builder, loc, builder.getI64Type(),
                                         value);
  Value shuffled = shuffleWords(builder, loc, asInt, index, kind, clamp);
  return LLVM::IntToPtrOp::create(builder, loc, ptrType, shuffled);
}
} // namespace

Value mlir::triton::shuffleXor(OpBuilder &builder, Location loc, Value value,
                               unsigned laneMask) {
  TritonLLVMOpBuilder b(loc, builder);
  Value index = b.i32Val(laneMask);
  return shuffle(builder, loc, value, index, NVVM::ShflKind::bfly,
                 b.i32Val(0x1f));
}

Value mlir::triton::shuffleUp(OpBuilder &builder, Location loc, Value value,
                              unsigned delta) {
  TritonLLVMOpBuilder b(loc, builder);
  Value index = b.i32Val(delta);
  return shuffle(builder, loc, value, index, NVVM::ShflKind::up, b.i32Val(0));
}

Value mlir::triton::shuffleIdx(OpBuilder &builder, Location loc, Value value,
                               Value lane) {
  TritonLLVMOpBuilder b(loc, builder);
  return shuffle(builder, loc, value, lane, NVVM::ShflKind::idx,
                 b.i32Val(0x1f));
}

//===----------------------------------------------------------------------===//
// Combine regions
//===----------------------------------------------------------------------===//

/// `value` as `type`: itself, or an unrealized cast the conversion folds
/// away once both sides are lowered.
static Value castIfNeeded(OpBuilder &builder, Location loc, Value value,
                          Type type) {
  if (value.getType() == type)
    return value;
  return UnrealizedConversionCastOp::create(builder, loc, type, value)
      .getResult(0);
}

SmallVector<Value> mlir::triton::inlineCombineRegion(OpBuilder &builder,
                                                     Region &combine,
                                                     ValueRange lhs,
                                                     ValueRange rhs) {
  Block &body = combine.front();
  Location loc = combine.getLoc();
  // The region computes on Triton types (a `!tt.ptr` operand), the
  // registers are LLVM ones: cast in and out where they differ.
  IRMapping mapping;
  SmallVector<Value> inputs(lhs);
  llvm::append_range(inputs, rhs);
  for (auto [arg, input] : llvm::zip_equal(body.getArguments(), inputs))
    mapping.map(arg, castIfNeeded(builder, loc, input, arg.getType()));
  for (Operation &inner : body.without_terminator())
    builder.clone(inner, mapping);
  SmallVector<Value> results;
  for (auto [result, like] :
       llvm::zip_equal(body.getTerminator()->getOperands(), lhs))
    results.push_back(castIfNeeded(
        builder, loc, mapping.lookupOrDefault(result), like.getType()));
  return results;
}

Value mlir::triton::createInlineAsm(OpBuilder &builder, Location loc,
                                    Type resultType, StringRef asmString,
                                    StringRef constraints,
                                    ValueRange operands, bool hasSideEffects) {
  auto dialect = LLVM::AsmDialectAttr::get(builder.getContext(),
                                           LLVM::AsmDialect::AD_ATT);
  auto op = LLVM::InlineAsmOp::create(
      builder, loc, resultType, operands, asmString, constraints,
      hasSideEffects, /*is_align_stack=*/false,
      LLVM::tailcallkind::TailCallKind::None, dialect,
      builder.getArrayAttr({}));
  return resultType ? op.getResult(0) : Value();
}

LLVM::LLVMFuncOp mlir::triton::getOrInsertFunction(OpBuilder &builder,
                                                   Operation *from,
                                                   StringRef name,
                                                   LLVM::LLVMFunctionType type) {
  auto module = from->getParentOfType<ModuleOp>();
  if (auto func = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return func;
  // Just before the function that first calls it, as Triton places them.
  Operation *topLevel = from;
  while (topLevel->getParentOp() != module)
    topLevel = topLevel->getParentOp();
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPoint(topLevel);
  return LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
}

LLVM::LLVMFuncOp mlir::triton::getOrInsertExternFunction(
    OpBuilder &builder, Operation *from, StringRef name,
    LLVM::LLVMFunctionType type, StringRef libname, StringRef libpath) {
  if (auto existing = from->getParentOfType<ModuleOp>()
                          .lookupSymbol<LLVM::LLVMFuncOp>(name))
    return existing;
  LLVM::LLVMFuncOp func = getOrInsertFunction(builder, from, name, type);
  func->setAttr("libname", builder.getStringAttr(libname));
  func->setAttr("libpath", builder.getStringAttr(libpath));
  return func;
}

Value mlir::triton::addStringToModule(Location loc, OpBuilder &builder,
                                      Operation *from, StringRef namePrefix,
                                      StringRef content) {
  auto module = from->getParentOfType<ModuleOp>();
  std::string name;
  for (unsigned suffix = 0;; ++suffix) {
    name = (namePrefix + Twine(suffix)).str();
    if (!module.lookupSymbol(name))
      break;
  }
  std::string text = content.str();
  text.push_back('\0');
  auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), text.size());
  {
    OpBuilder::InsertionGuard guard(builder);
    builder.setInsertionPointToStart(module.getBody());
    LLVM::GlobalOp::create(builder, UnknownLoc::get(builder.getContext()),
                           type, /*isConstant=*/true, LLVM::Linkage::Internal,
                           name, builder.getStringAttr(text));
  }
  TritonLLVMOpBuilder b(loc, builder);
  auto ptrType = LLVM::LLVMPointerType::get(builder.getContext());
  Value global = LLVM::AddressOfOp::create(builder, loc, ptrType, name);
  return b.gep(ptrType, builder.getI8Type(), global, b.i32Val(0));
}

Value mlir::triton::createIntrinsicCall(OpBuilder &builder, Location loc,
                                        StringRef name, Type resultType,
                                        ValueRange args) {
  auto call = LLVM::CallIntrinsicOp::create(
      builder, loc, resultType, builder.getStringAttr(name), args);
  return call.getResult(0);
}

