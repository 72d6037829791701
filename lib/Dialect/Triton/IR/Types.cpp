//===- Types.cpp - Types of the Triton (tt) dialect -----------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton;

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/Triton/IR/Types.cpp.inc"

void TritonDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tt/Dialect/Triton/IR/Types.cpp.inc"
      >();
}

// The global address space is the default and is left out when printing.
static constexpr int kGlobalAddressSpace = 1;

Type PointerType::parse(AsmParser &parser) {
  Type pointeeType;
  int addressSpace = kGlobalAddressSpace;
  if (parser.parseLess() || parser.parseType(pointeeType))
    return Type();
  if (succeeded(parser.parseOptionalComma()) &&
      parser.parseInteger(addressSpace))
    return Type();
  if (parser.parseGreater())
    return Type();
  return PointerType::get(pointeeType, addressSpace);
}

void PointerType::print(AsmPrinter &printer) const {
  printer << "<" << getPointeeType();
  if (getAddressSpace() != kGlobalAddressSpace)
    printer << ", " << getAddressSpace();
  printer << ">";
}

// The helpers below back the TypesMatchWith constraints of loads, stores and
// atomics. They run in parsers before operand constraints are checked, so
// they return their input unchanged rather than a null type when it does not
// have the expected form (the constraint check then reports it).

Type mlir::triton::getPointeeType(Type ptrLike) {
  if (auto tensorType = dyn_cast<RankedTensorType>(ptrLike)) {
    if (auto ptrType = dyn_cast<PointerType>(tensorType.getElementType()))
      return tensorType.clone(ptrType.getPointeeType());
    return ptrLike;
  }
  if (auto ptrType = dyn_cast<PointerType>(ptrLike))
    return ptrType.getPointeeType();
  return ptrLike;
}

unsigned mlir::triton::getPointeeBitWidth(Type ptrLike) {
  Type scalar = getElementTypeOrSelf(getPointeeType(ptrLike));
  // Pointers (and anything else without a bit width) are 64-bit addresses.
  if (!scalar.isIntOrFloat())
    return 64;
  return scalar.getIntOrFloatBitWidth();
}

Type mlir::triton::getI1SameShape(Type type) {
  auto i1Type = IntegerType::get(type.getContext(), 1);
  if (auto tensorType = dyn_cast<RankedTensorType>(type))
    return tensorType.clone(i1Type);
  return i1Type;
}

Type mlir::triton::getPointerTypeSameShape(Type type) {
  if (auto tensorType = dyn_cast<RankedTensorType>(type))
    return tensorType.clone(
        PointerType::get(tensorType.getElementType(), kGlobalAddressSpace));
  return PointerType::get(type, kGlobalAddressSpace);
}

Type mlir::triton::getBlockPointerBase(Type blockPointer) {
  auto ptrType = dyn_cast<PointerType>(blockPointer);
  if (!ptrType)
    return blockPointer;
  auto blockType = dyn_cast<RankedTensorType>(ptrType.getPointeeType());
  if (!blockType)
    return blockPointer;
  return PointerType::get(blockType.getElementType(),
                          ptrType.getAddressSpace());
}
