//===- Dialect.cpp - The TritonNvidiaGPU (ttng) dialect -------------------===//
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LayoutLimits.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"

#include "mlir/IR/DialectImplementation.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::triton::nvidia_gpu;

#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.cpp.inc"

namespace {

/// Triton's aliases: `#tmem` and `#tmem_scales`; `#ttng.tensor_memory` is
/// always printed inline.
struct TritonNvidiaGPUOpAsmInterface : public OpAsmDialectInterface {
  using OpAsmDialectInterface::OpAsmDialectInterface;

  AliasResult getAlias(Attribute attr, raw_ostream &os) const override {
    if (isa<TensorMemoryEncodingAttr>(attr)) {
      os << "tmem";
      return AliasResult::FinalAlias;
    }
    if (isa<TensorMemoryScalesEncodingAttr>(attr)) {
      os << "tmem_scales";
      return AliasResult::FinalAlias;
    }
    return AliasResult::NoAlias;
  }
};

} // namespace

void TritonNvidiaGPUDialect::initialize() {
  registerAttributes();
  addOperations<
#define GET_OP_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/Ops.cpp.inc"
      >();
  addInterfaces<TritonNvidiaGPUOpAsmInterface>();
}

/// The CTA splits of a tensor memory layout are counts: they multiply the
/// layout's columns.
static LogicalResult
verifyCTASplits(function_ref<InFlightDiagnostic()> emitError,
                unsigned ctaSplitM, unsigned ctaSplitN) {
  if (failed(triton::gpu::verifyCount(emitError, "CTASplitM", ctaSplitM)) ||
      failed(triton::gpu::verifyCount(emitError, "CTASplitN", ctaSplitN)))
    return failure();
  return triton::gpu::verifyTileSize(emitError, "CTASplitM x CTASplitN",
                                     {{ctaSplitM, ctaSplitN}});
}

void TritonNvidiaGPUDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "tt/Dialect/TritonNvidiaGPU/IR/AttrDefs.cpp.inc"
      >();
}

LogicalResult TensorMemoryEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned blockM,
    unsigned blockN, unsigned colStride, unsigned ctaSplitM, unsigned ctaSplitN,
    bool twoCTAs) {
  if (blockM != 64 && blockM != 128)
    return emitError() << "blockM must be 64 or 128, got " << blockM;
  if (failed(triton::gpu::verifyCount(emitError, "blockN", blockN)) ||
      failed(triton::gpu::verifyCount(emitError, "colStride", colStride)))
    return failure();
  return verifyCTASplits(emitError, ctaSplitM, ctaSplitN);
}

LogicalResult TensorMemoryScalesEncodingAttr::verify(
    function_ref<InFlightDiagnostic()> emitError, unsigned ctaSplitM,
    unsigned ctaSplitN) {
  return verifyCTASplits(emitError, ctaSplitM, ctaSplitN);
}

//===----------------------------------------------------------------------===//
// Memory descriptors with tensor-memory encodings
//===----------------------------------------------------------------------===//

static LogicalResult
verifyInTensorMemory(function_ref<InFlightDiagnostic()> emitError,
                     Attribute memorySpace, Type elementType) {
  if (!isa_and_nonnull<TensorMemorySpaceAttr>(memorySpace))
    return emitError() << "memorySpace must be TensorMemorySpace";
  if (!elementType.isIntOrFloat())
    return emitError() << "tensor memory holds integers or floats; got "
                       << elementType;
  return success();
}

LogicalResult TensorMemoryEncodingAttr::verifyMemDesc(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type elementType, Attribute memorySpace, ArrayRef<int64_t> allocShape) const {
  if (failed(verifyInTensorMemory(emitError, memorySpace, elementType)))
    return failure();
  if (shape.size() != 2 && shape.size() != 3)
    return emitError() << "rank must be 2 or 3";
  unsigned bitwidth = elementType.getIntOrFloatBitWidth();
  if (bitwidth * getColStride() > 32)
    return emitError()
           << "bitwidth * colStride must be less than or equal to 32. Got "
           << bitwidth << " and " << getColStride();
  // The leading dim of a rank-3 memdesc counts buffers; each buffer holds at
  // least one block per CTA split.
  ArrayRef<int64_t> bufferShape = allocShape.take_back(2);
  int64_t minRows = int64_t(getBlockM()) * getCTASplitM();
  int64_t minCols = int64_t(getBlockN()) * getCTASplitN();
  if (bufferShape[0] < minRows || bufferShape[1] < minCols)
    return emitError() << "the allocation shape must be at least " << minRows
                       << "x" << minCols << ". Got [" << allocShape << "]";
  return success();
}

LogicalResult TensorMemoryScalesEncodingAttr::verifyMemDesc(
    function_ref<InFlightDiagnostic()> emitError, ArrayRef<int64_t> shape,
    Type elementType, Attribute memorySpace, ArrayRef<int64_t> allocShape) const {
  if (failed(verifyInTensorMemory(emitError, memorySpace, elementType)))
    return failure();
  if (allocShape.size() != 2)
    return emitError() << "Scales don't currently support multibuffering";
  if (elementType.getIntOrFloatBitWidth() != 8)
    return emitError() << "bitwidth must be 8";
  return success();
}

//===----------------------------------------------------------------------===//
// Linear layouts of tensor memory: (row, col) -> (dim0, dim1)
//===----------------------------------------------------------------------===//
//
// A zero basis among rows 32/64 means the element is duplicated in another
// 32-lane sub-partition; anywhere else it marks an unused TMEM cell.

using triton::LinearLayout;

namespace {

struct TmemNames {
  explicit TmemNames(MLIRContext *ctx)
      : row(StringAttr::get(ctx, "row")), col(StringAttr::get(ctx, "col")),
        dims(triton::gpu::standardOutDimNames(ctx, 2)) {}
  StringAttr row, col;
  SmallVector<StringAttr> dims;
};

/// CTA splits put each CTA's part after the previous one along the columns,
/// N splits outermost (CTA order [0, 1]).
template <typename Attr>
std::optional<SmallVector<int64_t>>
shapeOfOneSplit(Attr attr, ArrayRef<int64_t> shape) {
  if (shape[0] % attr.getCTASplitM() || shape[1] % attr.getCTASplitN())
    return std::nullopt;
  return SmallVector<int64_t>{shape[0] / attr.getCTASplitM(),
                              shape[1] / attr.getCTASplitN()};
}

LinearLayout appendSplits(const TmemNames &names, LinearLayout layout,
                          unsigned splitM, unsigned splitN) {
  return layout * LinearLayout::identity1D(splitM, names.col, names.dims[0]) *
         LinearLayout::identity1D(splitN, names.col, names.dims[1]);
}

} // namespace

FailureOr<LinearLayout> TensorMemoryEncodingAttr::toLinearLayout(
    ArrayRef<int64_t> shape, function_ref<InFlightDiagnostic()> emitError) const {
  if (shape.size() != 2)
    return triton::gpu::layoutError(
        emitError, "tensor memory layouts have rank 2 (index the buffer first)");
  std::optional<SmallVector<int64_t>> split = shapeOfOneSplit(*this, shape);
  if (!split)
    return triton::gpu::layoutError(emitError,
                                    "the shape does not divide by the CTA split");
  TmemNames names(getContext());
  int32_t blockM = getBlockM();
  int32_t blockN = std::min<int64_t>(getBlockN(), (*split)[1]);
  // colStride - 1 of every colStride columns are left empty.
  LinearLayout tile =
      LinearLayout::zeros1D(getColStride(), names.col, names.dims[1]);
  if (blockM == 64) {
    // 16 rows per 32-lane sub-partition; rows 16-31 of each continue the
    // block (taller tensor), its columns past blockN (wider), or are unused.
    tile *= LinearLayout::identity1D(16, names.row, names.dims[0]) *
            LinearLayout::identity1D(blockN, names.col, names.dims[1]);
    LinearLayout::BasesT bases = tile.getBases();
    std::vector<LinearLayout::Basis> &rows = bases[names.row];
    if ((*split)[0] > blockM)
      rows.push_back({64, 0});
    else if ((*split)[1] > blockN)
      rows.push_back({0, blockN});
    else
      rows.push_back({0, 0});
    rows.push_back({16, 0});
    rows.push_back({32, 0});
    tile = LinearLayout(std::move(bases), names.dims);
  } else {
    tile *= LinearLayout::identity1D(blockM, names.row, names.dims[0]) *
            LinearLayout::identity1D(blockN, names.col, names.dims[1]);
  }
  int64_t repsM = (*split)[0] / tile.getOutDimSize(names.dims[0]);
  int64_t repsN = (*split)[1] / tile.getOutDimSize(names.dims[1]);
  if (repsM < 1 || repsN < 1)
    return triton::gpu::layoutError(
        emitError, "the shape is smaller than one tensor memory block");
  tile = tile * LinearLayout::identity1D(repsM, names.col, names.dims[0]) *
         LinearLayout::identity1D(repsN, names.col, names.dims[1]);
  return appendSplits(names, tile, getCTASplitM(), getCTASplitN());
}

FailureOr<LinearLayout> TensorMemoryScalesEncodingAttr::toLinearLayout(
    ArrayRef<int64_t> shape, function_ref<InFlightDiagnostic()> emitError) const {
  if (shape.size() != 2)
    return triton::gpu::layoutError(emitError,
                                    "tensor memory scales have rank 2");
  std::optional<SmallVector<int64_t>> split = shapeOfOneSplit(*this, shape);
  if (!split)
    return triton::gpu::layoutError(emitError,
                                    "the shape does not divide by the CTA split");
  TmemNames names(getContext());
  // tcgen05's scale-factor layout: 32 rows, copied into the 4 warps'
  // sub-partitions, 4 scales per column, 2 row groups side by side.
  LinearLayout tile =
      LinearLayout::identity1D(32, names.row, names.dims[0]) *
      LinearLayout::zeros1D(4, names.row, names.dims[0]) *
      LinearLayout::identity1D(4, names.col, names.dims[1]) *
      LinearLayout::identity1D(2, names.col, names.dims[0]);
  tile *= LinearLayout::identity1D(
              llvm::divideCeil((*split)[0], tile.getOutDimSize(names.dims[0])),
              names.col, names.dims[0]) *
          LinearLayout::identity1D(
              llvm::divideCeil((*split)[1], tile.getOutDimSize(names.dims[1])),
              names.col, names.dims[1]);
  // Smaller shapes leave some rows/columns unused.
  SmallVector<std::pair<StringAttr, int64_t>> named = {
      {names.dims[0], (*split)[0]}, {names.dims[1], (*split)[1]}};
  return appendSplits(names, tile.ensureNotLargerThan(named), getCTASplitM(),
                      getCTASplitN());
}

FailureOr<LinearLayout> mlir::triton::nvidia_gpu::getScaleTMEMStoreLayout(
    RankedTensorType scaleType, unsigned numWarps,
    function_ref<InFlightDiagnostic()> emitError) {
  if (numWarps != 4 && numWarps != 8)
    return triton::gpu::layoutError(
        emitError, "scales are stored to tensor memory by 4 or 8 warps, not " +
                       Twine(numWarps));
  auto cga = triton::gpu::getCGALayout(scaleType.getEncoding());
  if (scaleType.getRank() != 2 || !cga ||
      triton::gpu::getShapePerCTA(cga, scaleType.getShape()) !=
          SmallVector<int64_t>(scaleType.getShape()) ||
      scaleType.getDimSize(0) < 32)
    return triton::gpu::layoutError(
        emitError, "tensor-memory scales are stored for one CTA, rank 2 and "
                   "at least 32 rows");
  MLIRContext *ctx = scaleType.getContext();
  auto name = [&](StringRef text) { return StringAttr::get(ctx, text); };
  SmallVector<StringAttr> dims = triton::gpu::standardOutDimNames(ctx, 2);
  int64_t rows = scaleType.getDimSize(0), columns = scaleType.getDimSize(1);
  // tcgen05.st writes a row's 4 scales from one 32-bit register.
  std::vector<LinearLayout::Basis> registers;
  for (int64_t column = 1; column < std::min<int64_t>(columns, 4); column *= 2)
    registers.push_back({0, int32_t(column)});
  for (int64_t row = 32; row < rows; row *= 2)
    registers.push_back({int32_t(row), 0});
  for (int64_t column = 4; column < columns; column *= 2)
    registers.push_back({0, int32_t(column)});
  std::vector<LinearLayout::Basis> lanes = {
      {1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}};
  std::vector<LinearLayout::Basis> warps = {{0, 0}, {0, 0}};
  if (numWarps == 8 && !registers.empty()) {
    warps.push_back(registers.back());
    registers.pop_back();
  }
  LinearLayout::BasesT bases;
  bases[name("register")] = std::move(registers);
  bases[name("lane")] = std::move(lanes);
  bases[name("warp")] = std::move(warps);
  bases[name("block")] = {};
  return LinearLayout(std::move(bases), {{dims[0], int32_t(rows)},
                                         {dims[1], int32_t(columns)}});
}
