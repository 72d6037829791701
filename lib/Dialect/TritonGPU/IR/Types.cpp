//===- Types.cpp - Types of the ttg dialect -------------------------------===//
#include "tt/Dialect/TritonGPU/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace mlir::triton::gpu;

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/TritonGPU/IR/Types.cpp.inc"

void TritonGPUDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tt/Dialect/TritonGPU/IR/Types.cpp.inc"
      >();
}

static constexpr StringLiteral kMutable = "mutable";

Type MemDescType::parse(AsmParser &parser) {
  SmallVector<int64_t> shape, allocShape;
  Type elementType;
  Attribute encoding, memorySpace;
  if (parser.parseLess() ||
      parser.parseDimensionList(shape, /*allowDynamic=*/false) ||
      parser.parseType(elementType) || parser.parseComma() ||
      parser.parseAttribute(encoding) || parser.parseComma() ||
      parser.parseAttribute(memorySpace))
    return {};
  // Optional tail: `, mutable`, then `, AxB` (the allocation shape).
  bool mutableMemory = false;
  if (succeeded(parser.parseOptionalComma())) {
    bool wantAllocShape = true;
    if (succeeded(parser.parseOptionalKeyword(kMutable))) {
      mutableMemory = true;
      wantAllocShape = succeeded(parser.parseOptionalComma());
    }
    if (wantAllocShape &&
        parser.parseDimensionList(allocShape, /*allowDynamic=*/false,
                                  /*withTrailingX=*/false))
      return {};
  }
  if (parser.parseGreater())
    return {};
  if (allocShape.empty())
    allocShape = shape;
  return parser.getChecked<MemDescType>(parser.getContext(), shape, elementType,
                                        encoding, memorySpace, mutableMemory,
                                        allocShape);
}

void MemDescType::print(AsmPrinter &printer) const {
  printer << "<";
  for (int64_t dim : getShape())
    printer << dim << "x";
  printer << getElementType() << ", " << getEncoding() << ", "
          << getMemorySpace();
  if (getMutableMemory())
    printer << ", " << kMutable;
  if (getAllocShape() != getShape()) {
    printer << ", ";
    llvm::interleave(getAllocShape(), printer, "x");
  }
  printer << ">";
}

LogicalResult MemDescType::verify(function_ref<InFlightDiagnostic()> emitError,
                                  ArrayRef<int64_t> shape, Type elementType,
                                  Attribute encoding, Attribute memorySpace,
                                  bool mutableMemory,
                                  ArrayRef<int64_t> allocShape) {
  // The first dim may be a pipelining dim of any size; padded layouts allow
  // any shape.
  if (!isa<PaddedSharedEncodingAttr>(encoding) &&
      llvm::any_of(shape.drop_front(),
                   [](int64_t dim) { return !llvm::isPowerOf2_64(dim); }))
    return emitError() << "shape must have power-of-2 dimensions; got ["
                       << shape << "]";
  if (allocShape.size() < shape.size())
    return emitError()
           << "alloc shape must have at least as many dimensions as shape";
  if (llvm::any_of(llvm::zip(shape, allocShape.take_back(shape.size())),
                   [](auto dims) {
                     return std::get<0>(dims) > std::get<1>(dims);
                   }))
    return emitError() << "shape must be less than or equal to allocShape. "
                       << "shape = [" << shape << "], allocShape = ["
                       << allocShape << "]";
  if (auto memDescEncoding = dyn_cast<MemDescEncodingInterface>(encoding))
    return memDescEncoding.verifyMemDesc(emitError, shape, elementType,
                                         memorySpace, allocShape);
  // Encodings of other dialects check memdescs through the interface above.
  if (!isa<SharedEncodingTrait>(encoding) &&
      isa<TritonGPUDialect>(encoding.getDialect()))
    return emitError() << encoding << " is not a valid encoding";
  return success();
}
