#ifndef TT_DIALECT_TRITON_IR_TRITONOPS_TD
#define TT_DIALECT_TRITON_IR_TRITONOPS_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/FunctionInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "tt/Dialect/Triton/IR/TritonDialect.td"
include "tt/Dialect/Triton/IR/TritonTypes.td"
include "tt/Dialect/Triton/IR/TritonAttrDefs.td"
include "tt/Dialect/Triton/IR/TritonInterfaces.td"

def GlobalMemory : Resource<"::mlir::triton::GlobalMemory">;

// Every tt op checks tensor sizes and lets encoding dialects check layouts.
class TT_Op<string mnemonic, list<Trait> traits = []>
    : Op<Triton_Dialect, mnemonic,
         !listconcat(traits, [TensorSizeTrait, VerifyTensorLayoutsTrait])>;

// Result types inferred from operands; an encoding that the operand's dialect
// cannot infer (no DialectInferLayoutInterface) is taken as written.
defvar TT_InferType = InferTypeOpAdaptorWithIsCompatible;

defvar TT_ElementwiseCast = [Elementwise, SameOperandsAndResultShape,
                             SameOperandsAndResultEncoding, Pure];
defvar TT_ElementwiseSameType = [Elementwise, SameOperandsAndResultType, Pure];

//===----------------------------------------------------------------------===//
// Casts, math, pointers
//===----------------------------------------------------------------------===//

def TT_IntToPtrOp : TT_Op<"int_to_ptr", TT_ElementwiseCast> {
  let summary = "Cast an i64 to a pointer";
  let description = [{ Elementwise reinterpretation of 64-bit integers as pointers. }];
  let arguments = (ins TT_I64Like:$src);
  let results = (outs TT_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def TT_PtrToIntOp : TT_Op<"ptr_to_int", TT_ElementwiseCast> {
  let summary = "Cast a pointer to an i64";
  let description = [{ Elementwise reinterpretation of pointers as 64-bit integers. }];
  let arguments = (ins TT_PtrLike:$src);
  let results = (outs TT_I64Like:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def TT_BitcastOp : TT_Op<"bitcast", TT_ElementwiseCast> {
  let summary = "Cast between types of the same bit width";
  let description = [{
    Like `arith.bitcast`, but also casts pointers to pointers of the same
    address space.
  }];
  let arguments = (ins TT_Type:$src);
  let results = (outs TT_Type:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def TT_FpToFpOp : TT_Op<"fp_to_fp", TT_ElementwiseCast> {
  let summary = "Float conversion with an explicit rounding mode";
  let description = [{
    Converts between float types, fp8 ones included. Downcasts need a
    `rounding` mode (`rtz` or `rtne`).
  }];
  let arguments = (ins TT_FloatLike:$src,
                       OptionalAttr<TT_RoundingModeAttr>:$rounding);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = [{
    $src attr-dict (`,` `rounding` `=` $rounding^)? `:` type($src) `->` type($result)
  }];
  let hasVerifier = 1;
  let hasFolder = 1;
}

def TT_ClampFOp : TT_Op<"clampf", TT_ElementwiseSameType> {
  let summary = "Clamp floats to [min, max]";
  let description = [{
    `propagateNan = all` returns NaN when `x` is NaN; `none` returns a bound.
  }];
  let arguments = (ins TT_FloatLike:$x, TT_FloatLike:$min, TT_FloatLike:$max,
                       TT_PropagateNanAttr:$propagateNan);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = [{
    $x `,` $min `,` $max `,` `propagateNan` `=` $propagateNan attr-dict `:` type($result)
  }];
}

def TT_PreciseSqrtOp : TT_Op<"precise_sqrt", TT_ElementwiseSameType> {
  let summary = "Correctly rounded square root";
  let description = [{ IEEE-exact square root, unlike the approximate `math.sqrt`. }];
  let arguments = (ins TT_FloatLike:$x);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = "$x attr-dict `:` type($x)";
}

def TT_PreciseDivFOp : TT_Op<"precise_divf", TT_ElementwiseSameType> {
  let summary = "Correctly rounded division";
  let description = [{ IEEE-exact division, unlike the approximate `arith.divf`. }];
  let arguments = (ins TT_FloatLike:$x, TT_FloatLike:$y);
  let results = (outs TT_FloatLike:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x)";
}

def TT_MulhiUIOp : TT_Op<"mulhiui", TT_ElementwiseSameType> {
  let summary = "High half of an unsigned integer product";
  let description = [{ The most significant N bits of the 2N-bit product. }];
  let arguments = (ins TT_IntLike:$x, TT_IntLike:$y);
  let results = (outs TT_IntLike:$result);
  let assemblyFormat = "$x `,` $y attr-dict `:` type($x)";
}

def TT_AddPtrOp : TT_Op<"addptr", [Pure, Elementwise, SameOperandsAndResultShape,
    SameOperandsAndResultEncoding,
    TypesMatchWith<"result type matches ptr type", "result", "ptr", "$_self">]> {
  let summary = "Offset pointers by a number of elements";
  let description = [{ `ptr + offset * sizeof(pointee)`, elementwise. }];
  let arguments = (ins TT_PtrLike:$ptr, TT_IntLike:$offset);
  let results = (outs TT_PtrLike:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)";
  let hasFolder = 1;
}

def TT_AdvanceOp : TT_Op<"advance", [Pure,
    TypesMatchWith<"result type matches ptr type", "result", "ptr", "$_self">]> {
  let summary = "Move a block pointer by per-dimension offsets";
  let description = [{ Adds `offsets` to the block offsets of a `tt.make_tensor_ptr` pointer. }];
  let arguments = (ins TT_TensorPtr:$ptr, Variadic<I32>:$offsets);
  let results = (outs TT_TensorPtr:$result);
  let assemblyFormat = "$ptr `,` `[` $offsets `]` attr-dict `:` type($result)";
  let hasFolder = 1;
}

//===----------------------------------------------------------------------===//
// Memory
//===----------------------------------------------------------------------===//

def TT_LoadOp : TT_Op<"load", [
    SameLoadStoreOperandsAndResultShape, SameLoadStoreOperandsAndResultEncoding,
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    TypesMatchWith<"result matches ptr type", "ptr", "result",
                   "::mlir::triton::getPointeeType($_self)">,
    OptionalTypesMatchWith<"mask type matches ptr type", "ptr", "mask",
                   "::mlir::triton::getI1SameShape(::mlir::triton::getPointeeType($_self))">,
    OptionalTypesMatchWith<"other matches ptr type", "ptr", "other",
                   "::mlir::triton::getPointeeType($_self)">]> {
  let summary = "Load through a tensor of pointers, a pointer or a block pointer";
  let description = [{
    Lanes whose `mask` is false read `other` (undefined without it). Block
    pointer loads check the bounds of the dimensions in `boundaryCheck` and
    fill out-of-bounds lanes as `padding` says.
  }];
  let arguments = (ins
    AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>:$ptr,
    Optional<TT_BoolLike>:$mask,
    Optional<TT_Type>:$other,
    DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$boundaryCheck,
    OptionalAttr<TT_PaddingOptionAttr>:$padding,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict,
    DefaultValuedAttr<BoolAttr, "false">:$isVolatile);
  let results = (outs TT_Type:$result);
  // The enums are spelled out so that they print as keywords; oilist clauses
  // cannot start with `,`, hence no commas between them.
  let assemblyFormat = [{
    $ptr (`,` $mask^)? (`,` $other^)?
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type($ptr)
  }];
  let hasCanonicalizer = 1;
}

def TT_StoreOp : TT_Op<"store", [
    SameLoadStoreOperandsShape, SameLoadStoreOperandsEncoding,
    MemoryEffects<[MemWrite<GlobalMemory>]>,
    TypesMatchWith<"value type matches ptr type", "ptr", "value",
                   "::mlir::triton::getPointeeType($_self)">,
    OptionalTypesMatchWith<"mask type matches ptr type", "ptr", "mask",
                   "::mlir::triton::getI1SameShape(::mlir::triton::getPointeeType($_self))">]> {
  let summary = "Store through a tensor of pointers, a pointer or a block pointer";
  let description = [{ Lanes whose `mask` is false store nothing. }];
  let arguments = (ins
    AnyTypeOf<[TT_PtrLike, TT_TensorPtr]>:$ptr,
    TT_Type:$value,
    Optional<TT_BoolLike>:$mask,
    DefaultValuedAttr<DenseI32ArrayAttr, "::llvm::ArrayRef<int32_t>{}">:$boundaryCheck,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict);
  let assemblyFormat = [{
    $ptr `,` $value (`,` $mask^)?
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` type($ptr)
  }];
  let hasCanonicalizer = 1;
}

def TT_AtomicRMWOp : TT_Op<"atomic_rmw", [
    SameOperandsAndResultShape, SameOperandsAndResultEncoding,
    MemoryEffects<[MemRead<GlobalMemory>, MemWrite<GlobalMemory>]>,
    TypesMatchWith<"ptr type matches value type", "val", "ptr",
                   "::mlir::triton::getPointerTypeSameShape($_self)">,
    OptionalTypesMatchWith<"mask type matches value type", "val", "mask",
                   "::mlir::triton::getI1SameShape($_self)">]> {
  let summary = "Atomic read-modify-write";
  let description = [{
    Applies `atomic_rmw_op` with `val` at `ptr` and returns the old value.
  }];
  let arguments = (ins TT_AtomicRMWAttr:$atomic_rmw_op, TT_PtrLike:$ptr,
                       TT_Type:$val, Optional<TT_BoolLike>:$mask,
                       TT_MemSemanticAttr:$sem, TT_MemSyncScopeAttr:$scope);
  let results = (outs TT_Type:$result);
  let assemblyFormat = [{
    $atomic_rmw_op `,` $sem `,` $scope `,` $ptr `,` $val (`,` $mask^)? attr-dict `:`
    functional-type(operands, $result)
  }];
}

def TT_AtomicCASOp : TT_Op<"atomic_cas", [
    MemoryEffects<[MemRead<GlobalMemory>, MemWrite<GlobalMemory>]>,
    SameOperandsAndResultShape, SameOperandsAndResultEncoding]> {
  let summary = "Atomic compare-and-swap";
  let description = [{
    Stores `val` at `ptr` if the value there equals `cmp`; returns the old value.
  }];
  let arguments = (ins TT_PtrLike:$ptr, TT_Type:$cmp, TT_Type:$val,
                       TT_MemSemanticAttr:$sem, TT_MemSyncScopeAttr:$scope);
  let results = (outs TT_Type:$result);
  let assemblyFormat = [{
    $sem `,` $scope `,` $ptr `,` $cmp `,` $val attr-dict `:`
    functional-type(operands, $result)
  }];
}

def TT_MakeTensorPtrOp : TT_Op<"make_tensor_ptr", [Pure, SameVariadicOperandSize,
    TypesMatchWith<"base pointer matches the result's element type", "result", "base",
                   "::mlir::triton::getBlockPointerBase($_self)">]> {
  let summary = "Make a block pointer into a strided tensor";
  let description = [{
    `shape`/`strides` describe the parent tensor, `offsets` the block's start;
    the block shape is the result's pointee tensor.
  }];
  let arguments = (ins TT_Ptr:$base, Variadic<I64>:$shape, Variadic<I64>:$strides,
                       Variadic<I32>:$offsets, DenseI32ArrayAttr:$order);
  let results = (outs TT_TensorPtr:$result);
  let assemblyFormat = [{
    $base `,` `[` $shape `]` `,` `[` $strides `]` `,` `[` $offsets `]` attr-dict `:` type($result)
  }];
  let hasVerifier = 1;
}

def TT_MakeTensorDescOp : TT_Op<"make_tensor_descriptor", [Pure, SameVariadicOperandSize]> {
  let summary = "Make a tensor descriptor for TMA-style block accesses";
  let description = [{
    Describes a global tensor (`shape`, `strides`) accessed in blocks of the
    result's block type; out-of-bounds lanes read as `padding`.
  }];
  let arguments = (ins TT_Ptr:$base, Variadic<I32>:$shape, Variadic<I64>:$strides,
      DefaultValuedAttr<TT_PaddingOptionAttr, "::mlir::triton::PaddingOption::PAD_ZERO">:$padding);
  let results = (outs TT_TensorDescType:$result);
  let assemblyFormat = [{
    $base `,` `[` $shape `]` `,` `[` $strides `]` attr-dict `:` type($base) `,` type($result)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorLoadOp : TT_Op<"descriptor_load", [MemoryEffects<[MemRead<GlobalMemory>]>]> {
  let summary = "Load a block through a tensor descriptor";
  let description = [{ Reads the block at `indices`; lowered to TMA where available. }];
  let arguments = (ins TT_TensorDescType:$desc, Variadic<I32>:$indices,
    DefaultValuedAttr<TT_CacheModifierAttr, "::mlir::triton::CacheModifier::NONE">:$cache,
    DefaultValuedAttr<TT_EvictionPolicyAttr, "::mlir::triton::EvictionPolicy::NORMAL">:$evict);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $desc `[` $indices `]`
    oilist(`cacheModifier` `=` $cache | `evictionPolicy` `=` $evict)
    attr-dict `:` qualified(type($desc)) `->` type($result)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorStoreOp : TT_Op<"descriptor_store", [
    MemoryEffects<[MemRead<GlobalMemory>, MemWrite<GlobalMemory>]>]> {
  let summary = "Store a block through a tensor descriptor";
  let description = [{ Writes `src` to the block at `indices`. }];
  let arguments = (ins TT_TensorDescType:$desc, TT_Tensor:$src, Variadic<I32>:$indices);
  let assemblyFormat = [{
    $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorReduceOp : TT_Op<"descriptor_reduce", [
    MemoryEffects<[MemRead<GlobalMemory>, MemWrite<GlobalMemory>]>]> {
  let summary = "Reduce a block into global memory through a tensor descriptor";
  let description = [{ Combines `src` into the block at `indices` with `kind`. }];
  let arguments = (ins TT_DescriptorReduceKindAttr:$kind, TT_TensorDescType:$desc,
                       TT_Tensor:$src, Variadic<I32>:$indices);
  let assemblyFormat = [{
    $kind `,` $desc `[` $indices `]` `,` $src attr-dict `:` qualified(type($desc)) `,` type($src)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorGatherOp : TT_Op<"descriptor_gather", [MemoryEffects<[MemRead<GlobalMemory>]>]> {
  let summary = "Gather rows through a tensor descriptor";
  let description = [{
    Reads row `x_offsets[i]`, columns from `y_offset`, into row i of the
    result; the descriptor block is a single row.
  }];
  let arguments = (ins TT_TensorDescType:$desc, RankedTensorOf<[I32]>:$x_offsets,
                       I32:$y_offset);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TT_DescriptorScatterOp : TT_Op<"descriptor_scatter", [
    MemoryEffects<[MemRead<GlobalMemory>, MemWrite<GlobalMemory>]>]> {
  let summary = "Scatter rows through a tensor descriptor";
  let description = [{ The inverse of `tt.descriptor_gather`. }];
  let arguments = (ins TT_TensorDescType:$desc, RankedTensorOf<[I32]>:$x_offsets,
                       I32:$y_offset, TT_Tensor:$src);
  let assemblyFormat = [{
    $desc `[` $x_offsets `,` $y_offset `]` `,` $src attr-dict `:` type(operands)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Shape manipulation
//===----------------------------------------------------------------------===//

def TT_SplatOp : TT_Op<"splat", [Pure, SameOperandsAndResultElementType,
                                 SameOperandsAndResultEncoding]> {
  let summary = "Broadcast a scalar to a tensor";
  let description = [{ Every element of the result is `src`. }];
  let arguments = (ins TT_Type:$src);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasFolder = 1;
}

def TT_UnsplatOp : TT_Op<"unsplat", [Pure, TT_InferType]> {
  let summary = "Extract the element of a one-element tensor";
  let description = [{ The inverse of `tt.splat` for tensors of one element. }];
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Type:$result);
  let assemblyFormat = "$src attr-dict `:` type($src)";
  let hasVerifier = 1;
}

def TT_ExpandDimsOp : TT_Op<"expand_dims", [Pure, TT_InferType,
                                            SameOperandsAndResultElementType]> {
  let summary = "Insert a dimension of size 1";
  let description = [{ The result has a new unit dimension at `axis`. }];
  let arguments = (ins TT_Tensor:$src, I32Attr:$axis);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasCanonicalizeMethod = 1;
  let hasFolder = 1;
}

def TT_ReshapeOp : TT_Op<"reshape", [Pure, SameOperandsAndResultElementType]> {
  let summary = "Reinterpret a tensor with another shape";
  let description = [{
    Keeps the elements in row-major order unless `allow_reorder` is set, in
    which case the compiler may permute them. `efficient_layout` asks later
    passes to keep the result layout.
  }];
  let arguments = (ins TT_Tensor:$src, UnitAttr:$allow_reorder,
                       UnitAttr:$efficient_layout);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src (`allow_reorder` $allow_reorder^)? (`efficient_layout` $efficient_layout^)?
    attr-dict `:` type($src) `->` type($result)
  }];
  let hasCanonicalizeMethod = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TT_BroadcastOp : TT_Op<"broadcast", [Pure, SameOperandsAndResultElementType,
                                         SameOperandsAndResultEncoding]> {
  let summary = "Grow dimensions of size 1";
  let description = [{ E.g. `tensor<1x32x1xf32>` to `tensor<2x32x4xf32>`. }];
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasCanonicalizer = 1;
  let hasFolder = 1;
  let hasVerifier = 1;
}

// Not Pure: the order of the result's elements is unspecified.
def TT_CatOp : TT_Op<"cat", [NoMemoryEffect, SameTypeOperands,
                             SameOperandsAndResultElementType]> {
  let summary = "Concatenate two tensors";
  let description = [{ The result holds the elements of both operands, in some order. }];
  let arguments = (ins TT_Tensor:$lhs, TT_Tensor:$rhs);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def TT_JoinOp : TT_Op<"join", [Pure, SameTypeOperands]> {
  let summary = "Join two tensors along a new minor dimension of size 2";
  let description = [{ Two `4x8xf32` tensors give a `4x8x2xf32` tensor. }];
  let arguments = (ins TT_Tensor:$lhs, TT_Tensor:$rhs);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def TT_SplitOp : TT_Op<"split", [Pure, TT_InferType,
    TypesMatchWith<"outLHS and outRHS types match", "outLHS", "outRHS", "$_self">]> {
  let summary = "Split a tensor along its last dimension, of size 2";
  let description = [{ Returns `src[..., 0]` and `src[..., 1]`. }];
  let arguments = (ins TT_Tensor:$src);
  let results = (outs TT_Tensor:$outLHS, TT_Tensor:$outRHS);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($outLHS)";
}

def TT_TransOp : TT_Op<"trans", [Pure, TT_InferType,
                                 SameOperandsAndResultElementType]> {
  let summary = "Permute the dimensions of a tensor";
  let description = [{
    Result dimension i is source dimension `order[i]`: `tensor<1x2x4xf32>`
    with `order = [2, 0, 1]` becomes `tensor<4x1x2xf32>`.
  }];
  let arguments = (ins TT_Tensor:$src, DenseI32ArrayAttr:$order);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

def TT_GatherOp : TT_Op<"gather", [Pure, TT_InferType]> {
  let summary = "Gather along one axis within a tensor";
  let description = [{
    `result[i..., j, k...] = src[i..., indices[i..., j, k...], k...]` with j
    at `axis`; the result has the shape and encoding of `indices`.
  }];
  let arguments = (ins TT_Tensor:$src, TT_IntTensor:$indices, I32Attr:$axis,
                       UnitAttr:$efficient_layout);
  let results = (outs TT_Tensor:$result);
  let assemblyFormat = [{
    $src `[` $indices `]` attr-dict `:` functional-type(operands, results)
  }];
  let hasVerifier = 1;
}

def TT_HistogramOp : TT_Op<"histogram", [Pure,
    OptionalTypesMatchWith<"mask matches the shape of src", "src", "mask",
                           "::mlir::triton::getI1SameShape($_self)">]> {
  let summary = "Histogram of an integer tensor";
  let description = [{
    Bin i of the result counts the (unmasked) elements equal to i; the
    result's size is the number of bins.
  }];
  let arguments = (ins TT_IntTensor:$src, Optional<TT_BoolTensor>:$mask);
  let results = (outs TT_IntTensor:$result);
  let assemblyFormat = [{
    $src (`,` $mask^)? attr-dict `:` type($src) `->` type($result)
  }];
}

def TT_MakeRangeOp : TT_Op<"make_range", [Pure]> {
  let summary = "The integers in [start, end)";
  let description = [{ A 1-D i32 tensor of `end - start` consecutive values. }];
  // getStart()/getEnd() are unsigned; the values are signed i32s.
  let arguments = (ins I32Attr:$start, I32Attr:$end);
  let results = (outs TT_IntTensor:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasFolder = 1;
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// SPMD
//===----------------------------------------------------------------------===//

def TT_GetProgramIdOp : TT_Op<"get_program_id", [Pure]> {
  let summary = "Index of the current program along one grid axis";
  let description = [{ The block index along `x`, `y` or `z`. }];
  let arguments = (ins TT_ProgramDim:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def TT_GetNumProgramsOp : TT_Op<"get_num_programs", [Pure]> {
  let summary = "Number of programs along one grid axis";
  let description = [{ The grid size along `x`, `y` or `z`. }];
  let arguments = (ins TT_ProgramDim:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

//===----------------------------------------------------------------------===//
// Compute
//===----------------------------------------------------------------------===//

def TT_DotOp : TT_Op<"dot", [Pure, TT_InferType,
    TypesMatchWith<"result type matches accumulator type", "d", "c", "$_self">]> {
  let summary = "Matrix product with accumulator: d = a * b + c";
  let description = [{
    `inputPrecision` picks how f32 inputs use tensor cores (`tf32`, `tf32x3`,
    `ieee`, `bf16x3`, `bf16x6`); `maxNumImpreciseAcc` bounds fp8
    accumulation in reduced precision.
  }];
  let arguments = (ins TT_FpIntTensor:$a, TT_FpIntTensor:$b, TT_FpIntTensor:$c,
    DefaultValuedAttr<TT_InputPrecisionAttr, "::mlir::triton::InputPrecision::IEEE">:$inputPrecision,
    DefaultValuedAttr<I32Attr, "0">:$maxNumImpreciseAcc);
  let results = (outs TT_FpIntTensor:$d);
  let assemblyFormat = [{
    $a `,` $b `,` $c (`,` `inputPrecision` `=` $inputPrecision^)? attr-dict `:`
    type($a) `*` type($b) `->` type($d)
  }];
  let hasVerifier = 1;
}

def TT_DotScaledOp : TT_Op<"dot_scaled", [Pure, AttrSizedOperandSegments,
    TypesMatchWith<"result type matches accumulator type", "d", "c", "$_self">]> {
  let summary = "Microscaled matrix product: d = scale(a) * scale(b) + c";
  let description = [{
    `a_elem_type`/`b_elem_type` give the operand formats (e2m1 is packed two
    per i8 along K when `lhs_k_pack`/`rhs_k_pack`); scales apply per block of
    16 or 32 elements along K.
  }];
  let arguments = (ins
    RankedTensorOf<[TT_Float, I8]>:$a,
    RankedTensorOf<[TT_Float, I8]>:$b,
    TT_FloatTensor:$c,
    Optional<RankedTensorOf<[TT_Float, I8]>>:$a_scale,
    Optional<RankedTensorOf<[TT_Float, I8]>>:$b_scale,
    TT_ScaleDotElemTypeAttr:$a_elem_type,
    TT_ScaleDotElemTypeAttr:$b_elem_type,
    BoolAttr:$fastMath,
    DefaultValuedAttr<BoolAttr, "true">:$lhs_k_pack,
    DefaultValuedAttr<BoolAttr, "true">:$rhs_k_pack);
  let results = (outs TT_FloatTensor:$d);
  let assemblyFormat = [{
    $a (`scale` $a_scale^)? `,` $b (`scale` $b_scale^)? `,` $c
    `lhs` `=` $a_elem_type `rhs` `=` $b_elem_type attr-dict
    `:` type($a) (`,` type($a_scale)^)? `*` type($b) (`,` type($b_scale)^)? `->` type($d)
  }];
  let hasVerifier = 1;
}

def TT_ReduceOp : TT_Op<"reduce", [Pure, SameOperandsShape, SameOperandsEncoding,
                                   SingleBlock, TT_InferType]> {
  let summary = "Reduce tensors along an axis with a combine region";
  let description = [{
    The region takes two sets of scalars (accumulated, next), one per
    operand, and returns the combined set with `tt.reduce.return`.
  }];
  let arguments = (ins Variadic<TT_Tensor>:$srcs, I32Attr:$axis);
  let results = (outs Variadic<TT_Type>:$result);
  let regions = (region SizedRegion<1>:$combineOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_ReduceReturnOp : TT_Op<"reduce.return",
    [HasParent<"ReduceOp">, Pure, Terminator, ReturnLike]> {
  let summary = "Terminator of the tt.reduce combine region";
  let description = [{ Yields the combined values. }];
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

def TT_ScanOp : TT_Op<"scan", [Pure, SameOperandsAndResultEncoding,
                               SameOperandsAndResultShape, SingleBlock,
                               TT_InferType]> {
  let summary = "Associative scan along an axis with a combine region";
  let description = [{
    Inclusive prefix scan (suffix scan when `reverse`) with the same region
    contract as `tt.reduce`.
  }];
  let arguments = (ins Variadic<TT_Tensor>:$srcs, I32Attr:$axis, BoolAttr:$reverse);
  let results = (outs Variadic<TT_Tensor>:$result);
  let regions = (region SizedRegion<1>:$combineOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_ScanReturnOp : TT_Op<"scan.return",
    [HasParent<"ScanOp">, Pure, Terminator, ReturnLike]> {
  let summary = "Terminator of the tt.scan combine region";
  let description = [{ Yields the combined values. }];
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

def TT_MapElementwiseOp : TT_Op<"map_elementwise", [SameOperandsAndResultShape,
    SameOperandsAndResultEncoding, RecursiveMemoryEffects]> {
  let summary = "Apply a scalar region to every element";
  let description = [{
    The region receives `pack` consecutive elements of each operand and
    returns `pack` elements of each result.
  }];
  let arguments = (ins Variadic<TT_Type>:$srcs, I32Attr:$pack);
  let results = (outs Variadic<TT_Type>:$result);
  let regions = (region AnyRegion:$scalarOp);
  let hasVerifier = 1;
  let hasRegionVerifier = 1;
}

def TT_MapElementwiseReturnOp : TT_Op<"map_elementwise.return",
    [HasParent<"MapElementwiseOp">, Pure, Terminator, ReturnLike]> {
  let summary = "Terminator of the tt.map_elementwise region";
  let description = [{ Yields the scalar results. }];
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "attr-dict ($result^ `:` type($result))?";
}

def TT_ExternElementwiseOp : TT_Op<"extern_elementwise", [Elementwise,
    SameOperandsAndResultEncoding, SameVariadicOperandSize,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "Call an external scalar function elementwise";
  let description = [{
    Calls `symbol` from `libpath`/`libname` on each element; `pure` says the
    function has no side effects.
  }];
  let arguments = (ins Variadic<TT_Type>:$srcs, StrAttr:$libname,
                       StrAttr:$libpath, StrAttr:$symbol, BoolAttr:$pure);
  let results = (outs TT_Type:$result);
  let assemblyFormat = "operands attr-dict `:` functional-type(operands, $result)";
}

def TT_ElementwiseInlineAsmOp : TT_Op<"elementwise_inline_asm", [Elementwise,
    SameOperandsAndResultEncoding,
    DeclareOpInterfaceMethods<MemoryEffectsOpInterface>,
    DeclareOpInterfaceMethods<ConditionallySpeculatable>]> {
  let summary = "Inline assembly applied to packs of elements";
  let description = [{
    Runs `asm_string` on `packed_element` elements at a time, producing one
    or more tensors.
  }];
  let arguments = (ins StrAttr:$asm_string, StrAttr:$constraints, BoolAttr:$pure,
                       I32Attr:$packed_element, Variadic<TT_Type>:$args);
  let results = (outs Variadic<TT_Type>:$result);
  let assemblyFormat = [{
    $asm_string attr-dict ($args^ `:` type($args))? `->` type($result)
  }];
  let hasVerifier = 1;
}

def TT_PrintOp : TT_Op<"print", [SameVariadicOperandSize,
                                 MemoryEffects<[MemWrite<GlobalMemory>]>]> {
  let summary = "Device-side print";
  let description = [{
    Prints `prefix` and the arguments; `isSigned` has one entry per argument.
  }];
  let arguments = (ins StrAttr:$prefix, BoolAttr:$hex, Variadic<TT_Type>:$args,
                       DenseI32ArrayAttr:$isSigned);
  let assemblyFormat = "$prefix attr-dict (`:` $args^ `:` type($args))?";
}

def TT_AssertOp : TT_Op<"assert", [MemoryEffects<[MemWrite<GlobalMemory>]>]> {
  let summary = "Device-side assert";
  let description = [{ Prints `message` and aborts where `condition` is false. }];
  let arguments = (ins TT_BoolLike:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

//===----------------------------------------------------------------------===//
// Functions
//===----------------------------------------------------------------------===//

def TT_CallOp : TT_Op<"call", [CallOpInterface,
    DeclareOpInterfaceMethods<SymbolUserOpInterface>]> {
  let summary = "Direct call of a tt.func";
  let description = [{
    Operand and result types must match the callee's function type.
    `%2 = tt.call @add(%0, %1) : (f32, f32) -> f32`
  }];
  let arguments = (ins FlatSymbolRefAttr:$callee, Variadic<AnyType>:$operands,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>);
  let extraClassDeclaration = [{
    operand_range getArgOperands() { return getOperands(); }
    ::mlir::MutableOperandRange getArgOperandsMutable() { return getOperandsMutable(); }
    ::mlir::CallInterfaceCallable getCallableForCallee() { return getCalleeAttr(); }
    void setCalleeFromCallable(::mlir::CallInterfaceCallable callee) {
      (*this)->setAttr("callee", ::mlir::cast<::mlir::SymbolRefAttr>(callee));
    }
  }];
  let assemblyFormat = [{
    $callee `(` $operands `)` attr-dict `:` functional-type($operands, results)
  }];
}

def TT_FuncOp : TT_Op<"func", [AffineScope, AutomaticAllocationScope,
    FunctionOpInterface, IsolatedFromAbove, HasParent<"ModuleOp">]> {
  let summary = "A Triton function (kernel or device function)";
  let description = [{
    Printed like `func.func`, with the visibility spelled out for kernels:
    `tt.func public @k(%arg0: !tt.ptr<f32> {tt.divisibility = 16 : i32}) attributes {noinline = false} {`.
    A function without a body is a declaration.
  }];
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<StrAttr>:$sym_visibility,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let regions = (region AnyRegion:$body);
  let extraClassDeclaration = [{
    ::mlir::Region *getCallableRegion() { return isExternal() ? nullptr : &getBody(); }
    ::llvm::ArrayRef<::mlir::Type> getArgumentTypes() { return getFunctionType().getInputs(); }
    ::llvm::ArrayRef<::mlir::Type> getResultTypes() { return getFunctionType().getResults(); }
    bool isDeclaration() { return isExternal(); }
  }];
  let hasCustomAssemblyFormat = 1;
}

def TT_ReturnOp : TT_Op<"return", [Pure, HasParent<"FuncOp">, ReturnLike, Terminator]> {
  let summary = "Return from a tt.func";
  let description = [{ Operand types must match the function's result types. }];
  let arguments = (ins Variadic<AnyType>:$srcs);
  let builders = [OpBuilder<(ins), [{ build($_builder, $_state, ::mlir::ValueRange()); }]>];
  let assemblyFormat = "attr-dict ($srcs^ `:` type($srcs))?";
  let hasVerifier = 1;
}

#endif // TT_DIALECT_TRITON_IR_TRITONOPS_TD
