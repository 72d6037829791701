#ifndef TT_DIALECT_TTG_IR_TYPES_TD
#define TT_DIALECT_TTG_IR_TYPES_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "tt/Dialect/TritonGPU/IR/TritonGPUDialect.td"

class TTG_TypeDef<string name, string typeMnemonic, list<Trait> traits = []>
    : TypeDef<TritonGPU_Dialect, name, traits> {
  let mnemonic = typeMnemonic;
}

def TTG_AsyncToken : TTG_TypeDef<"AsyncToken", "async.token"> {
  let summary = "Async token (`!ttg.async.token`)";
  let description = [{
    Orders asynchronous work: produced by async copies, commit groups, waits
    and by the token results of ttng tensor-memory and MMA ops, consumed by
    the ops that must wait for them.
  }];
}

def TTG_MemDescType : TTG_TypeDef<"MemDesc", "memdesc", [ShapedTypeInterface]> {
  let summary = "Memory descriptor (`!ttg.memdesc<...>`)";
  let description = [{
    A view of a buffer in shared or tensor memory:
    `!ttg.memdesc<SHAPE x ELT, ENCODING, MEMSPACE[, mutable][, ALLOCSHAPE]>`,
    e.g. `!ttg.memdesc<2x64x64xf16, #shared, #smem, mutable>` or the subview
    `!ttg.memdesc<64x32xf16, #shared, #smem, mutable, 64x64>`. `mutable` is
    printed when the buffer may be written; the shape of the whole allocation
    is printed (without a trailing `x`) only when it differs from `shape`.
    Every dimension but the first (the pipelining dimension) is a power of
    two, except with `#ttg.padded_shared`.
  }];
  let parameters = (ins
    ArrayRefParameter<"int64_t">:$shape,
    "Type":$elementType,
    "Attribute":$encoding,
    "Attribute":$memorySpace,
    "bool":$mutableMemory,
    ArrayRefParameter<"int64_t">:$allocShape
  );
  let builders = [
    TypeBuilderWithInferredContext<(ins
      "ArrayRef<int64_t>":$shape, "Type":$elementType, "Attribute":$encoding,
      "Attribute":$memorySpace, CArg<"bool", "false">:$mutableMemory), [{
      return $_get(elementType.getContext(), shape, elementType, encoding,
                   memorySpace, mutableMemory, /*allocShape=*/shape);
    }]>,
    TypeBuilderWithInferredContext<(ins
      "ArrayRef<int64_t>":$shape, "Type":$elementType, "Attribute":$encoding,
      "Attribute":$memorySpace, "bool":$mutableMemory,
      "ArrayRef<int64_t>":$allocShape), [{
      return $_get(elementType.getContext(), shape, elementType, encoding,
                   memorySpace, mutableMemory, allocShape);
    }]>
  ];
  let extraClassDeclaration = [{
    MemDescType cloneWith(std::optional<ArrayRef<int64_t>> shape,
                          Type elementType) const {
      return MemDescType::get(shape.value_or(getShape()), elementType,
                              getEncoding(), getMemorySpace(),
                              getMutableMemory(), getAllocShape());
    }
    bool hasRank() const { return true; }
  }];
  let hasCustomAssemblyFormat = 1;
  let genVerifyDecl = 1;
  let skipDefaultBuilders = 1;
}

#endif // TT_DIALECT_TTG_IR_TYPES_TD
