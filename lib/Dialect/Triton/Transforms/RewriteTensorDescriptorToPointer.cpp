//===- RewriteTensorDescriptorToPointer.cpp - Descriptors into pointers --===//
//
// Below Hopper and on AMD there is no TMA: Triton 3.6's make_ttir turns
// tensor descriptors into what they describe. A `!tt.tensordesc` becomes
// 1 + 2 * rank + 1 values (base pointer, shape and strides as i64, whether
// out-of-bounds lanes read NaN) through a 1:N dialect conversion, the way
// Triton runs it (so the new ops come in Triton's order). Descriptor loads
// and stores become loads and stores through a tensor of pointers masked
// by `0 <= offset_i + range_i < shape_i` in every dimension.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/Triton/Transforms/PointerAccess.h"
#include "tt/Support/Debug.h"
#include "tt/Support/PreserveIfUnchanged.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Transforms/DialectConversion.h"

#define DEBUG_TYPE "triton-rewrite-tensor-descriptor-to-pointer"

namespace mlir::triton {
#define GEN_PASS_DEF_TRITONREWRITETENSORDESCRIPTORTOPOINTER
#include "tt/Dialect/Triton/Transforms/Passes.h.inc"
} // namespace mlir::triton

using namespace mlir;
using namespace mlir::triton;

namespace {

bool hasDescriptorType(TypeRange types) {
  return llvm::any_of(types, [](Type t) { return isa<TensorDescType>(t); });
}

/// The values a descriptor of `type` stands for after the conversion:
/// base, shape (i64), strides (i64), and whether padding is NaN (i1).
struct DescriptorValues {
  Value base;
  ValueRange shape, strides;
  Value padsWithNaN;

  DescriptorValues(TensorDescType type, ValueRange values) {
    unsigned rank = type.getBlockType().getRank();
    base = values[0];
    shape = values.slice(1, rank);
    strides = values.slice(1 + rank, rank);
    padsWithNaN = values[1 + 2 * rank];
  }
};

/// `values` as i64 (sign-extended where narrower), folded where constant.
SmallVector<Value> toI64(OpBuilder &b, ValueRange values) {
  return llvm::map_to_vector(values, [&](Value v) {
    return b.createOrFold<arith::ExtSIOp>(v.getLoc(), b.getI64Type(), v);
  });
}

/// Every dimension of a block of `rank`: descriptors check them all.
SmallVector<int32_t> allDimensions(unsigned rank) {
  return llvm::to_vector(llvm::seq<int32_t>(0, rank));
}

/// The pointers and the mask of an access to the block at `offsets` of the
/// tensor `desc` describes, built as Triton's descriptor rewrite builds
/// them: each from its own `offset_i + range_i` of every dimension, made
/// before anything else that uses them.
std::pair<Value, Value> pointersAndMask(OpBuilder &b, Location loc,
                                        const DescriptorValues &desc,
                                        ArrayRef<int64_t> blockShape,
                                        ArrayRef<Value> offsets) {
  BlockPointer block;
  block.base = desc.base;
  block.shape = llvm::to_vector(desc.shape);
  block.strides = llvm::to_vector(desc.strides);
  block.offsets = llvm::to_vector(offsets);
  block.tensorShape = llvm::to_vector(blockShape);
  auto build = [&](auto use) {
    AccessBuilder access(b, loc, block);
    for (unsigned i = 0; i < block.rank(); ++i)
      access.offsetWithRange(i);
    return use(access);
  };
  Value ptrs = build([](AccessBuilder &access) { return access.pointers(); });
  Value mask = build([&](AccessBuilder &access) {
    return access.mask(allDimensions(block.rank()));
  });
  return {ptrs, mask};
}

struct RewriteMakeTensorDescriptor
    : public OpConversionPattern<MakeTensorDescOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(MakeTensorDescOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    SmallVector<Value> values = {adaptor.getBase()};
    llvm::append_range(values, toI64(rewriter, adaptor.getShape()));
    llvm::append_range(values, adaptor.getStrides());
    values.push_back(arith::ConstantIntOp::create(
        rewriter, op.getLoc(), rewriter.getI1Type(),
        op.getPadding() == PaddingOption::PAD_NAN));
    TT_DEBUG(TT_DBGS() << describeOp(op) << ": base, "
                       << 2 * adaptor.getShape().size()
                       << " shape and stride values, NaN padding flag\n");
    rewriter.replaceOpWithMultiple(op, {values});
    return success();
  }
};

struct RewriteDescriptorLoad : public OpConversionPattern<DescriptorLoadOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DescriptorLoadOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto descType = op.getDesc().getType();
    RankedTensorType blockType = descType.getBlockType();
    Type elementType = blockType.getElementType();
    // checkSupported let only float blocks through.
    Location loc = op.getLoc();
    DescriptorValues desc(descType, adaptor.getDesc());
    SmallVector<Value> offsets = toI64(rewriter, op.getIndices());
    // Out-of-bounds lanes read NaN when the descriptor says so, else zero.
    auto nan = arith::ConstantOp::create(
        rewriter, loc,
        DenseElementsAttr::get(
            blockType,
            APFloat::getNaN(cast<FloatType>(elementType).getFloatSemantics())));
    auto zero = arith::ConstantOp::create(
        rewriter, loc, cast<TypedAttr>(rewriter.getZeroAttr(blockType)));
    Value other =
        arith::SelectOp::create(rewriter, loc, desc.padsWithNaN, nan, zero);
    auto [ptrs, mask] =
        pointersAndMask(rewriter, loc, desc, blockType.getShape(), offsets);
    auto load = rewriter.replaceOpWithNewOp<LoadOp>(
        op, ptrs, mask, other, DenseI32ArrayAttr(), PaddingOptionAttr(),
        CacheModifierAttr(), EvictionPolicyAttr(), BoolAttr());
    // The descriptor load's own attributes (cache, eviction) carry over.
    load->setAttrs(op->getAttrs());
    TT_DEBUG(TT_DBGS() << describeOp(load) << ": masked load of a "
                       << "descriptor's block\n");
    return success();
  }
};

struct RewriteDescriptorStore : public OpConversionPattern<DescriptorStoreOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(DescriptorStoreOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    auto descType = op.getDesc().getType();
    RankedTensorType blockType = descType.getBlockType();
    Location loc = op.getLoc();
    DescriptorValues desc(descType, adaptor.getDesc());
    SmallVector<Value> offsets = toI64(rewriter, op.getIndices());
    auto [ptrs, mask] =
        pointersAndMask(rewriter, loc, desc, blockType.getShape(), offsets);
    auto store = rewriter.replaceOpWithNewOp<StoreOp>(
        op, ptrs, op.getSrc(), mask, DenseI32ArrayAttr());
    store->setAttrs(op->getAttrs());
    return success();
  }
};

/// Why `op`, which holds a descriptor, is not rewritten yet; none when it
/// is (a descriptor made in the function, a load of a float block, a store,
/// `scf` ops carrying descriptors).
std::optional<StringRef> unsupportedUse(Operation *op) {
  if (isa<MakeTensorDescOp, DescriptorStoreOp>(op) ||
      isa<scf::SCFDialect>(op->getDialect()))
    return std::nullopt;
  if (auto load = dyn_cast<DescriptorLoadOp>(op)) {
    if (isa<FloatType>(load.getType().getElementType()))
      return std::nullopt;
    return StringRef("a load of a non-float block (its padding is "
                     "not checked against Triton yet)");
  }
  if (isa<FuncOp>(op))
    return StringRef("descriptor function arguments or results (the "
                     "function signature conversion)");
  return StringRef("this op holding a descriptor");
}

/// An error at each op holding a descriptor that the conversion would
/// leave, naming the rule, so that none is left silently.
LogicalResult checkSupported(ModuleOp module) {
  bool supported = true;
  module.walk([&](Operation *op) {
    bool holdsDescriptor = hasDescriptorType(op->getOperandTypes()) ||
                           hasDescriptorType(op->getResultTypes());
    if (auto func = dyn_cast<FuncOp>(op))
      holdsDescriptor = hasDescriptorType(func.getArgumentTypes()) ||
                        hasDescriptorType(func.getResultTypes());
    if (!holdsDescriptor)
      return;
    if (std::optional<StringRef> why = unsupportedUse(op)) {
      emitError(op->getLoc())
          << "triton-rewrite-tensor-descriptor-to-pointer does not rewrite '"
          << op->getName() << "' yet: " << *why;
      supported = false;
    }
  });
  return success(supported);
}

struct RewriteTensorDescriptorToPointer
    : public triton::impl::TritonRewriteTensorDescriptorToPointerBase<
          RewriteTensorDescriptorToPointer> {
  void runOnOperation() override {
    mlir::triton::PreserveAnalysesIfUnchanged unchanged(
        getOperation(), [this] { markAllAnalysesPreserved(); });
    if (failed(checkSupported(getOperation())))
      return signalPassFailure();
    MLIRContext *context = &getContext();
    ConversionTarget target(*context);
    auto withoutDescriptors = [](Operation *op) {
      return !hasDescriptorType(op->getOperandTypes()) &&
             !hasDescriptorType(op->getResultTypes());
    };
    target.addDynamicallyLegalDialect<arith::ArithDialect, scf::SCFDialect,
                                      TritonDialect>(withoutDescriptors);
    target.addDynamicallyLegalOp<FuncOp>([](FuncOp func) {
      return !hasDescriptorType(func.getFunctionType().getInputs()) &&
             !hasDescriptorType(func.getFunctionType().getResults());
    });

    TypeConverter converter;
    converter.addConversion([](Type type) { return type; });
    converter.addConversion(
        [](TensorDescType type, SmallVectorImpl<Type> &types) {
          RankedTensorType block = type.getBlockType();
          auto i64 = IntegerType::get(type.getContext(), 64);
          types.push_back(PointerType::get(block.getElementType(), 1));
          types.append(2 * block.getRank(), i64);
          types.push_back(IntegerType::get(type.getContext(), 1));
          return success();
        });

    RewritePatternSet patterns(context);
    scf::populateSCFStructuralTypeConversions(converter, patterns);
    patterns.add<RewriteMakeTensorDescriptor, RewriteDescriptorLoad,
                 RewriteDescriptorStore>(converter, context);
    ConversionConfig config;
    config.buildMaterializations = false;
    if (failed(applyPartialConversion(getOperation(), target,
                                      std::move(patterns), config)))
      signalPassFailure();
  }
};

} // namespace
