//===- Types.cpp - Types of the Triton (tt) dialect -----------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"

#include "mlir/IR/DialectImplementation.h"
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
