//===- Utility.cpp - Building blocks of the TritonGPU -> LLVM lowering ----===//
#include "tt/Conversion/TritonGPUToLLVM/Utility.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
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

SmallVector<Value> mlir::triton::unpackLLElements(Location loc,
                                                  Value llvmStruct,
                                                  OpBuilder &builder) {
  auto structType = dyn_cast<LLVM::LLVMStructType>(llvmStruct.getType());
  if (!structType)
    return {llvmStruct};
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

int64_t threadsPerCTA(Operation *op) {
  return triton::gpu::lookupNumWarps(op).value_or(1) * triton::gpu::lookupThreadsPerWarp(op);
}
} // namespace

Value mlir::triton::getThreadId(OpBuilder &builder, Location loc) {
  TritonLLVMOpBuilder b(loc, builder);
  Value tid = NVVM::ThreadIdXOp::create(builder, loc, builder.getI32Type());
  int64_t numThreads = threadsPerCTA(insertionOp(builder));
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

SmallVector<std::pair<StringAttr, Value>>
mlir::triton::applyLinearLayout(Location loc, OpBuilder &builder,
                                const LinearLayout &layout,
                                ArrayRef<std::pair<StringAttr, Value>> indices) {
  TritonLLVMOpBuilder b(loc, builder);
  SmallVector<std::pair<StringAttr, Value>> outs;
  for (auto [outIndex, outDim] : llvm::enumerate(layout.getOutDimNames())) {
    Value coord;
    for (auto [inDim, index] : indices) {
      if (!layout.hasInDim(inDim))
        continue;
      for (auto [bit, basis] : llvm::enumerate(layout.getBases(inDim))) {
        int32_t image = basis[outIndex];
        if (image == 0)
          continue;
        // The input's bit, moved to where its image is (a power of two for
        // every layout but swizzled ones, which multiply).
        Value bitValue = b.bitAnd(index, b.i32Val(int64_t(1) << bit));
        Value term;
        if (llvm::isPowerOf2_32(image)) {
          int shift = llvm::Log2_32(image) - int(bit);
          term = shift >= 0 ? b.shl(bitValue, b.i32Val(shift))
                            : b.lshr(bitValue, b.i32Val(-shift));
        } else {
          term = b.mul(b.lshr(bitValue, b.i32Val(bit)), b.i32Val(image));
        }
        coord = coord ? b.bitXor(coord, term) : term;
      }
    }
    outs.push_back({outDim, coord ? coord : b.i32Val(0)});
  }
  return outs;
}

FailureOr<SmallVector<SmallVector<Value>>>
mlir::triton::emitIndices(Location loc, OpBuilder &builder,
                          RankedTensorType type) {
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(type);
  if (failed(layout))
    return failure();
  MLIRContext *ctx = builder.getContext();
  auto kRegister = StringAttr::get(ctx, "register");
  auto kLane = StringAttr::get(ctx, "lane");
  auto kWarp = StringAttr::get(ctx, "warp");
  auto kBlock = StringAttr::get(ctx, "block");
  if (!layout->hasInDim(kRegister))
    return failure();
  auto [lane, warp] = getLaneAndWarpId(builder, loc);
  Value block = getBlockId(builder, loc);
  SmallVector<std::pair<StringAttr, Value>> hardware = applyLinearLayout(
      loc, builder, *layout, {{kLane, lane}, {kWarp, warp}, {kBlock, block}});
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
  return pred ? pred : b.trueVal();
}

//===----------------------------------------------------------------------===//
// Memory, inline assembly and calls
//===----------------------------------------------------------------------===//

FailureOr<Value> mlir::triton::getSharedMemoryBase(Location loc,
                                                   OpBuilder &builder,
                                                   Operation *op) {
  auto offset = op->getAttrOfType<IntegerAttr>("allocation.offset");
  if (!offset)
    return op->emitError("has no allocation.offset: run "
                         "allocate-shared-memory-nv before lowering to LLVM");
  TritonLLVMOpBuilder b(loc, builder);
  auto ptrType = LLVM::LLVMPointerType::get(builder.getContext(), 3);
  Value smem =
      LLVM::AddressOfOp::create(builder, loc, ptrType, kGlobalSmemName);
  return b.gep(ptrType, builder.getI8Type(), smem,
               b.i32Val(offset.getInt()));
}

Value mlir::triton::createInlineAsm(OpBuilder &builder, Location loc,
                                    Type resultType, StringRef asmString,
                                    StringRef constraints,
                                    ValueRange operands) {
  auto dialect = LLVM::AsmDialectAttr::get(builder.getContext(),
                                           LLVM::AsmDialect::AD_ATT);
  auto op = LLVM::InlineAsmOp::create(
      builder, loc, resultType, operands, asmString, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
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
  OpBuilder::InsertionGuard guard(builder);
  builder.setInsertionPointToStart(module.getBody());
  return LLVM::LLVMFuncOp::create(builder, module.getLoc(), name, type);
}

Value mlir::triton::createIntrinsicCall(OpBuilder &builder, Location loc,
                                        StringRef name, Type resultType,
                                        ValueRange args) {
  auto call = LLVM::CallIntrinsicOp::create(
      builder, loc, resultType, builder.getStringAttr(name), args);
  return call.getResult(0);
}

//===----------------------------------------------------------------------===//
// Warp shuffles
//===----------------------------------------------------------------------===//

namespace {

/// `shfl.sync` (all lanes) of `value`, as Triton 3.6's NVIDIA shuffleCommon:
/// pointers travel as i64, 64-bit values as two 32-bit halves, narrower
/// values zero-extended to 32 bits.
Value shuffle(Location loc, RewriterBase &rewriter, Value value, Value lane,
              NVVM::ShflKind kind, int32_t clamp) {
  TritonLLVMOpBuilder b(loc, rewriter);
  Type type = value.getType();
  Type i32 = rewriter.getI32Type();
  if (isa<LLVM::LLVMPointerType>(type)) {
    Value bits = b.ptrToInt(value, rewriter.getI64Type());
    return b.intToPtr(shuffle(loc, rewriter, bits, lane, kind, clamp), type);
  }
  unsigned width = type.getIntOrFloatBitWidth();
  if (width == 64) {
    auto halvesTy = VectorType::get({2}, i32);
    Value halves = b.bitcast(value, halvesTy);
    Value shuffled = b.undef(halvesTy);
    for (int64_t i = 0; i < 2; ++i) {
      Value half = shuffle(loc, rewriter, b.extractElement(halves, i), lane,
                           kind, clamp);
      shuffled = b.insertElement(shuffled, half, i);
    }
    return b.bitcast(shuffled, type);
  }
  Type intTy = rewriter.getIntegerType(width);
  Value word = b.bitcast(value, intTy);
  if (width < 32)
    word = b.zext(word, i32);
  Value result = NVVM::ShflOp::create(rewriter, loc, i32, b.i32Val(-1), word,
                                      lane, b.i32Val(clamp), kind,
                                      /*return_value_and_is_valid=*/UnitAttr());
  if (width < 32)
    result = b.trunc(result, intTy);
  return b.bitcast(result, type);
}

} // namespace

Value mlir::triton::shuffleXor(Location loc, RewriterBase &rewriter,
                               Value value, unsigned mask) {
  TritonLLVMOpBuilder b(loc, rewriter);
  return shuffle(loc, rewriter, value, b.i32Val(mask), NVVM::ShflKind::bfly,
                 0x1f);
}

Value mlir::triton::shuffleUp(Location loc, RewriterBase &rewriter, Value value,
                              unsigned delta) {
  TritonLLVMOpBuilder b(loc, rewriter);
  return shuffle(loc, rewriter, value, b.i32Val(delta), NVVM::ShflKind::up,
                 0x0);
}

Value mlir::triton::shuffleIdx(Location loc, RewriterBase &rewriter,
                               Value value, unsigned lane) {
  TritonLLVMOpBuilder b(loc, rewriter);
  return shuffleIdx(loc, rewriter, value, b.i32Val(lane));
}

Value mlir::triton::shuffleIdx(Location loc, RewriterBase &rewriter,
                               Value value, Value lane) {
  return shuffle(loc, rewriter, value, lane, NVVM::ShflKind::idx, 0x1f);
}
