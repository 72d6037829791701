#ifndef TT_DIALECT_TRITON_IR_TRITONTYPES_TD
#define TT_DIALECT_TRITON_IR_TRITONTYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "tt/Dialect/Triton/IR/TritonDialect.td"

class TritonTypeDef<string name, string _mnemonic, list<Trait> traits = []>
    : TypeDef<Triton_Dialect, name, traits> {
  let mnemonic = _mnemonic;
}

def TT_PtrType : TritonTypeDef<"Pointer", "ptr"> {
  let summary = "Pointer type (`!tt.ptr<T[, addressSpace]>`)";
  let description = [{
    A pointer to a scalar, or to a ranked tensor for block pointers made by
    `tt.make_tensor_ptr`. The address space defaults to 1 (global) and is
    printed only when it differs: `!tt.ptr<f16>`, `!tt.ptr<i8, 3>`.
  }];
  let parameters = (ins "Type":$pointeeType, "int":$addressSpace);
  let builders = [
    TypeBuilderWithInferredContext<(ins "Type":$pointeeType, "int":$addressSpace), [{
      return $_get(pointeeType.getContext(), pointeeType, addressSpace);
    }]>
  ];
  let hasCustomAssemblyFormat = 1;
  let skipDefaultBuilders = 1;
}

def TT_TensorDescType : TritonTypeDef<"TensorDesc", "tensordesc"> {
  let summary = "Tensor descriptor type (`!tt.tensordesc<tensor<...>>`)";
  let description = [{
    A handle on a block of a global tensor, read and written with
    `tt.descriptor_load`/`tt.descriptor_store`. Its single parameter is the
    block type; after layout assignment the block type carries a shared
    encoding: `!tt.tensordesc<tensor<128x64xf16, #shared>>`.
  }];
  let parameters = (ins "RankedTensorType":$blockType);
  let assemblyFormat = "`<` $blockType `>`";
  let extraClassDeclaration = [{
    /// The block type with a signless integer element: what loads and
    /// stores move (a descriptor of ui8, as Triton makes for packed fp4,
    /// loads an i8 tensor).
    RankedTensorType getSignlessBlockType() const {
      RankedTensorType block = getBlockType();
      auto integer = ::mlir::dyn_cast<IntegerType>(block.getElementType());
      if (!integer || integer.isSignless())
        return block;
      return block.clone(IntegerType::get(getContext(), integer.getWidth()));
    }
  }];
}

// Element and tensor type constraints used by the ops.
def TT_Float : AnyTypeOf<[F8E4M3FNUZ, F8E4M3FN, F8E5M2, F8E5M2FNUZ, F16, BF16, F32, F64], "floating-point">;
def TT_FloatTensor : RankedTensorOf<[TT_Float]>;
def TT_FloatLike : AnyTypeOf<[TT_Float, TT_FloatTensor]>;

def TT_BoolTensor : RankedTensorOf<[I1]>;
def TT_BoolLike : AnyTypeOf<[I1, TT_BoolTensor]>;

def TT_Int : AnyTypeOf<[I1, I8, I16, I32, I64], "integer">;
def TT_IntTensor : RankedTensorOf<[TT_Int]>;
def TT_IntLike : AnyTypeOf<[TT_Int, TT_IntTensor]>;

def TT_I32Tensor : RankedTensorOf<[I32]>;
def TT_I32Like : AnyTypeOf<[I32, TT_I32Tensor]>;
def TT_I64Tensor : RankedTensorOf<[I64]>;
def TT_I64Like : AnyTypeOf<[I64, TT_I64Tensor]>;

def TT_PtrTensor : RankedTensorOf<[TT_PtrType]>;
def TT_PtrLike : AnyTypeOf<[TT_PtrType, TT_PtrTensor]>;

// Pointer constraints whose C++ type is PointerType: `type($x)` prints them
// stripped (`<f16>`), as Triton does for make_tensor_ptr/advance/descriptors.
class TT_PtrOf<Pred pointeePred, string summary>
    : DialectType<Triton_Dialect,
                  And<[CPred<"::mlir::isa<::mlir::triton::PointerType>($_self)">,
                       SubstLeaves<"$_self",
                         "::mlir::cast<::mlir::triton::PointerType>($_self).getPointeeType()",
                         pointeePred>]>,
                  summary, "::mlir::triton::PointerType">;
def TT_Ptr : TT_PtrOf<CPred<"true">, "ptr">;

def TT_FpIntTensor : RankedTensorOf<[TT_Float, TT_Int]>;
def TT_Tensor : RankedTensorOf<[TT_Float, TT_Int, TT_PtrType]>;
def TT_TensorPtr : TT_PtrOf<TT_Tensor.predicate, "ptr to tensor">;
def TT_Type : AnyTypeOf<[TT_FloatLike, TT_IntLike, TT_PtrLike, TT_TensorDescType]>;

#endif // TT_DIALECT_TRITON_IR_TRITONTYPES_TD
