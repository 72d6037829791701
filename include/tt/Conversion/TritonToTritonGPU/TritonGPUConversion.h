//===- TritonGPUConversion.h - Layout assignment by dialect conversion ----===//
//
// What convert-triton-to-tritongpu and relayout-tritongpu share: the type
// converter that gives tensors without a layout Triton's default blocked
// layout, the conversion target, and the rewrite of TMA gather/scatter row
// offsets into the layout those instructions need.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H
#define TT_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H

#include "mlir/Transforms/DialectConversion.h"

namespace mlir::triton::gpu {

/// Tensors without a layout get the default blocked layout (also inside
/// `!tt.ptr<tensor<...>>`); everything else keeps its type. A value used
/// where another layout is expected goes through a `ttg.convert_layout`;
/// with `enableSourceRemat`, a converted value whose old-typed users remain
/// reaches them through a `builtin.unrealized_conversion_cast`. The
/// layouts it and convertGatherScatterOp pick are traced under `debugType`,
/// the flag of the pass that runs the conversion.
class TritonGPUTypeConverter : public TypeConverter {
public:
  TritonGPUTypeConverter(MLIRContext *context, unsigned numWarps,
                         unsigned threadsPerWarp, unsigned numCTAs,
                         bool enableSourceRemat, const char *debugType);

  unsigned numWarps, threadsPerWarp, numCTAs;
  const char *debugType;
};

/// An op is converted once its types and those of its regions' block
/// arguments are; a dot also needs dot operand layouts on `a` and `b`. The
/// ttg dialect is legal as it is.
class TritonGPUConversionTarget : public ConversionTarget {
public:
  TritonGPUConversionTarget(MLIRContext &context,
                            const TypeConverter &typeConverter);

  /// Whether `op`'s types and its regions' block arguments are converted.
  static bool hasConvertedTypes(Operation *op,
                                const TypeConverter &typeConverter);
};

/// Rebuilds a TMA gather4/scatter4 (`tt.descriptor_gather/scatter`,
/// `ttng.async_tma_gather/scatter`) on its converted operands with its
/// results converted, and its row offsets converted to a slice of a layout
/// that gives each thread 4 consecutive ones and spreads lanes and warps
/// over the other dim. Fails when the offsets are in that layout already.
LogicalResult convertGatherScatterOp(Operation *op, ValueRange operands,
                                     OpOperand &offsets,
                                     const TritonGPUTypeConverter &converter,
                                     ConversionPatternRewriter &rewriter);

template <typename OpT>
struct GatherScatterPattern : public OpConversionPattern<OpT> {
  using OpConversionPattern<OpT>::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OpT op, typename OpT::Adaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    return convertGatherScatterOp(
        op, adaptor.getOperands(), op.getXOffsetsMutable(),
        *this->template getTypeConverter<TritonGPUTypeConverter>(), rewriter);
  }
};

} // namespace mlir::triton::gpu

#endif // TT_CONVERSION_TRITONTOTRITONGPU_TRITONGPUCONVERSION_H
