//===- Dialect.h - The TritonNvidiaGPU (ttng) dialect -----------*- C++ -*-===//
#ifndef TT_DIALECT_TTNG_IR_DIALECT_H
#define TT_DIALECT_TTNG_IR_DIALECT_H

#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/OpImplementation.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h.inc"

namespace mlir::triton::nvidia_gpu {

/// Tensor memory as a side-effect resource.
struct TensorMemory : public SideEffects::Resource::Base<TensorMemory> {
  StringRef getName() final { return "<TensorMemory>"; }
};

/// custom<BarriersAndPreds>: `, %bar0[%pred0], %bar1[%pred1]` (the mbarriers
/// an MMA arrives at, each under its predicate); txl.dotx writes them so too.
ParseResult
parseBarriersAndPreds(OpAsmParser &parser,
                      SmallVectorImpl<OpAsmParser::UnresolvedOperand> &barriers,
                      SmallVectorImpl<OpAsmParser::UnresolvedOperand> &preds);
void printBarriersAndPreds(OpAsmPrinter &printer, Operation *op,
                           OperandRange barriers, OperandRange preds);

} // namespace mlir::triton::nvidia_gpu

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.h.inc"

#define GET_OP_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.h.inc"

namespace mlir::triton::nvidia_gpu {

/// The register layout in which a scale tensor of `scaleType` (M x N, one
/// CTA) is stored to tensor memory by `tcgen05.st` for a scaled MMA
/// (Triton's getScaleTMEMStoreLinearLayout): lanes take 32 rows, the rest
/// of M and the N columns go to registers (N < 4 without replicas),
/// warps of a warp group hold copies; with 8 warps the second warp group
/// takes the last register basis. Fails (through `emitError`) for other
/// warp counts or CTA splits.
FailureOr<triton::LinearLayout>
getScaleTMEMStoreLayout(RankedTensorType scaleType, unsigned numWarps,
                        function_ref<InFlightDiagnostic()> emitError);

} // namespace mlir::triton::nvidia_gpu

#endif // TT_DIALECT_TTNG_IR_DIALECT_H
