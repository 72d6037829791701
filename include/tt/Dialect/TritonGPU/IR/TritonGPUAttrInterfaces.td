#ifndef TT_DIALECT_TTG_IR_ATTRINTERFACES_TD
#define TT_DIALECT_TTG_IR_ATTRINTERFACES_TD

include "mlir/IR/OpBase.td"

def LayoutEncodingTrait : AttrInterface<"LayoutEncodingTrait"> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{
    Every TTGIR layout: how a tensor is spread over the CTAs of a CGA (its
    CGA layout) and the rank of the tensors it applies to.
  }];
  let methods = [
    InterfaceMethod<"The CGA layout: basis vectors of the `block` dimension.",
      "CGAEncodingAttr", "getCGALayout">,
    InterfaceMethod<"The rank of the tensors this layout applies to.",
      "unsigned", "getRank", (ins), [{}], [{
        return $_attr.getCGALayout().getRank();
      }]>,
  ];
}

def DistributedEncodingTrait
    : AttrInterface<"DistributedEncodingTrait", [LayoutEncodingTrait]> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{
    A register layout: every element of the tensor is held by some register
    of some lane of some warp of some CTA (`blocked`, `slice`, `dot_op`,
    the MMA layouts and `linear`).
  }];
}

def MmaEncodingTrait
    : AttrInterface<"MmaEncodingTrait", [DistributedEncodingTrait]> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{
    The accumulator layout of a matrix-multiply instruction (`nvidia_mma`,
    `amd_mfma`, `amd_wmma`).
  }];
  let methods = [
    InterfaceMethod<"How many warps of the CTA tile each dimension.",
      "ArrayRef<unsigned>", "getWarpsPerCTA">,
  ];
}

def SharedEncodingTrait
    : AttrInterface<"SharedEncodingTrait", [LayoutEncodingTrait]> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{
    A shared-memory layout: where each element of a `!ttg.memdesc` lives in
    the buffer.
  }];
  let methods = [
    InterfaceMethod<"The byte alignment the buffer needs.",
      "int32_t", "getAlignment", (ins), [{}], [{ return 16; }]>,
  ];
}

def MemDescEncodingInterface : AttrInterface<"MemDescEncodingInterface"> {
  let cppNamespace = "::mlir::triton::gpu";
  let description = [{
    A non-shared encoding of a `!ttg.memdesc` (the tensor-memory encodings of
    ttng) checks the memory descriptor that carries it and gives its linear
    layout.
  }];
  let methods = [
    InterfaceMethod<"Checks a memdesc type with this encoding.",
      "LogicalResult", "verifyMemDesc",
      (ins "function_ref<InFlightDiagnostic()>":$emitError,
           "ArrayRef<int64_t>":$shape, "Type":$elementType,
           "Attribute":$memorySpace, "ArrayRef<int64_t>":$allocShape)>,
    InterfaceMethod<[{
      The linear layout (row, col) -> (dim0, dim1) of a memdesc of `shape`;
      failures are reported through `emitError` when it is given.
    }], "FailureOr<::mlir::triton::LinearLayout>", "toLinearLayout",
      (ins "ArrayRef<int64_t>":$shape,
           "function_ref<InFlightDiagnostic()>":$emitError)>,
  ];
}

#endif // TT_DIALECT_TTG_IR_ATTRINTERFACES_TD
