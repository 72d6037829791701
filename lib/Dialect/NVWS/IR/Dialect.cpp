//===- Dialect.cpp - Triton 3.6's nvws dialect ----------------------------===//
#include "tt/Dialect/NVWS/IR/Dialect.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton;
using namespace mlir::triton::nvws;

#include "tt/Dialect/NVWS/IR/Dialect.cpp.inc"
#include "tt/Dialect/NVWS/IR/Enums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/NVWS/IR/AttrDefs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "tt/Dialect/NVWS/IR/Types.cpp.inc"

void NVWSDialect::initialize() {
  registerTypes();
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/NVWS/IR/Ops.cpp.inc"
      >();
}

void NVWSDialect::registerTypes() {
  addTypes<
#define GET_TYPEDEF_LIST
#include "tt/Dialect/NVWS/IR/Types.cpp.inc"
      >();
}

void NVWSDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/NVWS/IR/AttrDefs.cpp.inc"
      >();
}

#define GET_OP_CLASSES
#include "tt/Dialect/NVWS/IR/Ops.cpp.inc"

//===----------------------------------------------------------------------===//
// Arefs
//===----------------------------------------------------------------------===//

LogicalResult ArefCreateOp::verify() {
  std::optional<int64_t> copies;
  for (Value buffer : getBuffers()) {
    // Another user could touch a copy the aref's protocol has handed out.
    if (!buffer.hasOneUse())
      return emitError("a buffer of an aref must have the aref as its only "
                       "user");
    int64_t leading = cast<triton::gpu::MemDescType>(buffer.getType()).getShape()[0];
    if (copies && *copies != leading)
      return emitError("the buffers of an aref must have the same leading "
                       "dimension (its number of copies): ")
             << *copies << " and " << leading;
    copies = leading;
  }
  return success();
}

/// One copy of each of `aref`'s buffers, as an enter or aref.buffer gives
/// them: the leading dimension dropped, element type and the rest kept.
static LogicalResult verifyCopyTypes(Operation *op, ArefType aref,
                                     TypeRange buffers) {
  ArrayRef<Type> bases = aref.getBaseType().getValue();
  if (bases.size() != buffers.size())
    return op->emitError("gives ")
           << buffers.size() << " buffers of an aref of " << bases.size();
  for (auto [base, buffer] : llvm::zip(bases, buffers)) {
    auto whole = cast<triton::gpu::MemDescType>(base);
    auto copy = cast<triton::gpu::MemDescType>(buffer);
    if (whole.getElementType() != copy.getElementType() ||
        whole.getShape().drop_front() != copy.getShape())
      return op->emitError("buffer type ")
             << copy << " is not one copy of " << whole;
  }
  return success();
}

template <typename EnterOp>
static LogicalResult verifyEnter(EnterOp op) {
  if (bool(op.getStage()) != bool(op.getPhase()))
    return op.emitError("takes a stage and a phase, or neither");
  return verifyCopyTypes(op, op.getAref().getType(), op.getBuffers().getTypes());
}

LogicalResult ArefPutEnterOp::verify() { return verifyEnter(*this); }
LogicalResult ArefGetEnterOp::verify() { return verifyEnter(*this); }

LogicalResult ArefBufferOp::verify() {
  return verifyCopyTypes(*this, getAref().getType(), getBuffers().getTypes());
}

//===----------------------------------------------------------------------===//
// WarpGroupOp
//===----------------------------------------------------------------------===//

LogicalResult WarpGroupOp::verify() {
  if (getNumWarps().size() != getPartitionRegions().size())
    return emitError("has ")
           << getPartitionRegions().size() << " partitions but "
           << getNumWarps().size() << " numWarps";
  Region &first = getPartitionRegions().front();
  auto yield = dyn_cast<WarpGroupYieldOp>(first.front().getTerminator());
  if (!yield) {
    if (getNumResults() != 0)
      return emitError("has results but its first partition does not end in "
                       "nvws.warp_group.yield");
    return success();
  }
  if (yield.getValues().getTypes() != getResultTypes())
    return emitError("the first partition yields other types than the op's "
                     "results");
  return success();
}

// `nvws.warp_group [attributes {...}]` then `partitionN num_warps(W) {...}`
// for each region; the result types are those the first region yields.
ParseResult WarpGroupOp::parse(OpAsmParser &parser, OperationState &result) {
  if (parser.parseOptionalAttrDictWithKeyword(result.attributes))
    return failure();
  SmallVector<int32_t> numWarps;
  while (succeeded(parser.parseOptionalKeyword(
      ("partition" + Twine(numWarps.size())).str()))) {
    if (parser.parseKeyword("num_warps") || parser.parseLParen() ||
        parser.parseInteger(numWarps.emplace_back()) || parser.parseRParen() ||
        parser.parseRegion(*result.addRegion()))
      return failure();
  }
  if (numWarps.empty())
    return parser.emitError(parser.getNameLoc(), "expected 'partition0'");
  result.getOrAddProperties<Properties>().numWarps =
      parser.getBuilder().getDenseI32ArrayAttr(numWarps);
  Region &first = *result.regions.front();
  if (!first.empty())
    if (auto yield = dyn_cast<WarpGroupYieldOp>(first.front().back()))
      result.addTypes(yield.getValues().getTypes());
  return success();
}

void WarpGroupOp::print(OpAsmPrinter &printer) {
  printer.printOptionalAttrDictWithKeyword((*this)->getAttrs(),
                                           {getNumWarpsAttrName()});
  for (auto [index, region, warps] :
       llvm::enumerate(getPartitionRegions(), getNumWarps())) {
    printer.printNewline();
    printer << "partition" << index << " num_warps(" << warps << ") ";
    printer.printRegion(region, /*printEntryBlockArgs=*/false);
  }
}
