#ifndef TT_DIALECT_TRITON_IR_TRITONINTERFACES_TD
#define TT_DIALECT_TRITON_IR_TRITONINTERFACES_TD

include "mlir/IR/OpBase.td"

// C++ in tt/Dialect/Triton/IR/Traits.h. VerifyTensorLayoutsTrait is the hook
// through which encoding dialects (ttg, ttng) check the layouts on tt, ttg and
// ttng ops; attach it to every op that may carry encoded tensors.
def TensorSizeTrait : NativeOpTrait<"TensorSizeTrait">;
def VerifyTensorLayoutsTrait : NativeOpTrait<"VerifyTensorLayoutsTrait">;
def SameOperandsEncoding : NativeOpTrait<"SameOperandsEncoding">;
def SameOperandsAndResultEncoding : NativeOpTrait<"SameOperandsAndResultEncoding">;
def SameLoadStoreOperandsShape : NativeOpTrait<"SameLoadStoreOperandsShape">;
def SameLoadStoreOperandsAndResultShape : NativeOpTrait<"SameLoadStoreOperandsAndResultShape">;
def SameLoadStoreOperandsEncoding : NativeOpTrait<"SameLoadStoreOperandsEncoding">;
def SameLoadStoreOperandsAndResultEncoding : NativeOpTrait<"SameLoadStoreOperandsAndResultEncoding">;

#endif // TT_DIALECT_TRITON_IR_TRITONINTERFACES_TD
