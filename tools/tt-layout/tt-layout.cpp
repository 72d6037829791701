//===- tt-layout.cpp - Show who owns which element of a tensor ------------===//
//
// In the spirit of Triton's triton-tensor-layout: for an encoding and a
// tensor type (or every encoded tensor/memdesc type of an .mlir file) print
// which hardware location holds each element, what each thread holds, the
// linear layout as JSON, or an SVG picture of the tensor coloured by warp.
//
//   tt-layout -l '#ttg.blocked<{...}>' -t 'tensor<128x64xf16>'
//   tt-layout kernel.ttgir --json
//   tt-layout -l '#mma' ... --svg out.svg
//
//===----------------------------------------------------------------------===//
#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/InitAll.h"

using llvm::raw_ostream;
using llvm::SmallVector;
using llvm::StringRef;
namespace cl = llvm::cl;
using namespace mlir;
using mlir::triton::LinearLayout;

static cl::opt<std::string>
    inputFile(cl::Positional, cl::desc("[.mlir file to scan]"), cl::init(""));
static cl::opt<std::string>
    encodingText("l", cl::desc("The encoding, e.g. '#ttg.blocked<{...}>'"),
                 cl::value_desc("encoding"), cl::init(""));
static cl::opt<std::string>
    typeText("t", cl::desc("The tensor type, e.g. 'tensor<128x64xf16>'"),
             cl::value_desc("type"), cl::init(""));
static cl::opt<std::string> outputFile("o", cl::desc("Output file"),
                                       cl::value_desc("file"), cl::init("-"));
static cl::opt<bool> printJson("json",
                               cl::desc("Print the linear layouts as JSON, "
                                        "one object per line"));
static cl::opt<std::string>
    svgFile("svg", cl::desc("Draw the (first) layout as an SVG file"),
            cl::value_desc("file"), cl::init(""));
enum class View { Tensor, Hardware, Both };
static cl::opt<View>
    view("view", cl::desc("What to print (default: both)"),
         cl::values(clEnumValN(View::Tensor, "tensor",
                               "for each element, the locations that hold it"),
                    clEnumValN(View::Hardware, "hw",
                               "for each thread (or CTA), its elements in "
                               "register (or offset) order"),
                    clEnumValN(View::Both, "both", "both views")),
         cl::init(View::Both));

namespace {

/// One encoding applied to one shape.
struct Case {
  Attribute encoding;
  SmallVector<int64_t> shape;
  LinearLayout layout;
};

std::string printed(Attribute attr) {
  std::string text;
  llvm::raw_string_ostream os(text);
  attr.print(os);
  return text;
}

/// Row-major index of an element given as a layout output.
int64_t flatIndex(const LinearLayout::Point &element, ArrayRef<int64_t> shape) {
  int64_t index = 0;
  for (auto [value, size] : llvm::zip(llvm::make_second_range(element), shape))
    index = index * size + value;
  return index;
}

/// The layout evaluated at every input: for each input (first input dim
/// fastest), its values per input dim and the element it holds.
struct Table {
  SmallVector<StringAttr> inDims;
  SmallVector<SmallVector<int32_t>> inputs;
  SmallVector<int64_t> elements;

  Table(const LinearLayout &layout, ArrayRef<int64_t> shape)
      : inDims(llvm::to_vector(layout.getInDimNames())) {
    int64_t total = layout.getTotalInDimSize();
    for (int64_t flat = 0; flat < total; ++flat) {
      SmallVector<int32_t> input;
      LinearLayout::Point point;
      int64_t rest = flat;
      for (StringAttr inDim : inDims) {
        int64_t size = layout.getInDimSize(inDim);
        input.push_back(int32_t(rest % size));
        point.push_back({inDim, int32_t(rest % size)});
        rest /= size;
      }
      inputs.push_back(std::move(input));
      elements.push_back(flatIndex(layout.apply(point), shape));
    }
  }

  /// `(block, warp, lane, register)`: input dims slowest first.
  void printLocation(raw_ostream &os, ArrayRef<int32_t> input) const {
    os << "(";
    llvm::interleaveComma(llvm::reverse(input), os);
    os << ")";
  }
  std::string locationHeader() const {
    std::string text = "(";
    llvm::raw_string_ostream os(text);
    llvm::interleaveComma(llvm::reverse(inDims), os,
                          [&](StringAttr d) { os << d.getValue(); });
    return text + ")";
  }
};

void printElement(raw_ostream &os, int64_t flat, ArrayRef<int64_t> shape) {
  SmallVector<int64_t> coords(shape.size());
  for (unsigned d = shape.size(); d-- > 0;) {
    coords[d] = flat % shape[d];
    flat /= shape[d];
  }
  os << "[";
  llvm::interleaveComma(coords, os);
  os << "]";
}

void printTensorView(raw_ostream &os, const Case &c, const Table &table) {
  int64_t numElements = 1;
  for (int64_t size : c.shape)
    numElements *= size;
  SmallVector<SmallVector<unsigned>> holders(numElements);
  for (auto [i, element] : llvm::enumerate(table.elements))
    holders[element].push_back(i);
  os << "element -> " << table.locationHeader() << "\n";
  for (auto [element, who] : llvm::enumerate(holders)) {
    printElement(os, element, c.shape);
    os << ":";
    for (unsigned i : who) {
      os << " ";
      table.printLocation(os, table.inputs[i]);
    }
    os << "\n";
  }
}

void printHardwareView(raw_ostream &os, const Case &c, const Table &table) {
  // Inputs are enumerated with the first dim (register/offset) fastest, so
  // each run of that dim's size is one thread (or one CTA's buffer).
  int64_t run = c.layout.getInDimSize(table.inDims.front());
  std::string header = table.locationHeader();
  os << header.substr(0, header.rfind(',')) << ") -> elements by "
     << table.inDims.front().getValue() << "\n";
  for (size_t start = 0; start < table.inputs.size(); start += run) {
    ArrayRef<int32_t> input = table.inputs[start];
    table.printLocation(os, input.drop_front());
    os << ":";
    for (size_t i = start; i < start + run; ++i) {
      os << " ";
      printElement(os, table.elements[i], c.shape);
    }
    os << "\n";
  }
}

void printJsonLayout(raw_ostream &os, const Case &c) {
  os << "{\"encoding\": \"";
  os.write_escaped(printed(c.encoding));
  os << "\", \"shape\": [";
  llvm::interleaveComma(c.shape, os);
  os << "], \"bases\": {";
  llvm::interleaveComma(c.layout.getBases(), os, [&](const auto &entry) {
    os << "\"" << entry.first.getValue() << "\": ";
    LinearLayout::printBasisList(os, entry.second);
  });
  os << "}}\n";
}

/// The tensor as a grid (leading dims folded into rows), each cell coloured
/// by warp (shared layouts: by 8 consecutive offsets) and labelled with
/// lane:register (shared: offset). Broadcast elements show their first
/// holder and a trailing '*'.
LogicalResult writeSvg(StringRef path, const Case &c, const Table &table) {
  int64_t cols = c.shape.back(), rows = 1;
  for (int64_t size : ArrayRef(c.shape).drop_back())
    rows *= size;
  if (rows > 256 || cols > 256)
    return emitError(UnknownLoc::get(c.encoding.getContext()))
           << "--svg draws at most 256x256 elements";
  auto indexOf = [&](StringRef name) -> std::optional<unsigned> {
    for (auto [i, d] : llvm::enumerate(table.inDims))
      if (d.getValue() == name)
        return i;
    return std::nullopt;
  };
  std::optional<unsigned> warp = indexOf("warp"), lane = indexOf("lane");
  SmallVector<int> first(rows * cols, -1), count(rows * cols, 0);
  for (auto [i, element] : llvm::enumerate(table.elements)) {
    if (first[element] < 0)
      first[element] = i;
    ++count[element];
  }
  static const char *palette[] = {"#8dd3c7", "#ffffb3", "#bebada", "#fb8072",
                                  "#80b1d3", "#fdb462", "#b3de69", "#fccde5",
                                  "#d9d9d9", "#bc80bd", "#ccebc5", "#ffed6f"};
  constexpr int cellW = 44, cellH = 22, top = 40, left = 40;
  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file)
    return emitError(UnknownLoc::get(c.encoding.getContext())) << error;
  raw_ostream &os = file->os();
  os << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
     << left + cols * cellW + 10 << "\" height=\"" << top + rows * cellH + 10
     << "\" font-family=\"monospace\" font-size=\"10\">\n";
  os << "<text x=\"4\" y=\"14\" font-size=\"11\">";
  os.write_escaped(printed(c.encoding));
  os << "</text>\n<text x=\"4\" y=\"30\" font-size=\"11\">shape [";
  llvm::interleaveComma(c.shape, os);
  os << (warp ? "], colour = warp, label = lane:register"
              : "], colour = offset / 8, label = offset")
     << "</text>\n";
  for (int64_t r = 0; r < rows; ++r)
    for (int64_t col = 0; col < cols; ++col) {
      int64_t element = r * cols + col;
      ArrayRef<int32_t> input = table.inputs[first[element]];
      int colour = warp ? input[*warp] : input[0] / 8;
      int x = left + col * cellW, y = top + r * cellH;
      os << "<rect x=\"" << x << "\" y=\"" << y << "\" width=\"" << cellW
         << "\" height=\"" << cellH << "\" fill=\""
         << palette[colour % std::size(palette)]
         << "\" stroke=\"#555\" stroke-width=\"0.5\"/>\n<text x=\"" << x + 3
         << "\" y=\"" << y + 15 << "\">";
      if (lane)
        os << input[*lane] << ":" << input[0];
      else
        os << input[0];
      os << (count[element] > 1 ? "*" : "") << "</text>\n";
    }
  os << "</svg>\n";
  file->keep();
  return success();
}

/// Every distinct (encoding, shape) of the tensor and memdesc types in a
/// module, in order of appearance.
SmallVector<std::pair<Attribute, SmallVector<int64_t>>>
collectEncodedTypes(ModuleOp module) {
  SmallVector<std::pair<Attribute, SmallVector<int64_t>>> result;
  auto visit = [&](Type type) {
    std::pair<Attribute, SmallVector<int64_t>> entry;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      entry.first = tensor.getEncoding();
    else if (auto memDesc = dyn_cast<triton::gpu::MemDescType>(type))
      entry.first = memDesc.getEncoding();
    entry.second = triton::gpu::getLayoutShape(type);
    if (!entry.first ||
        llvm::any_of(result, [&](const auto &e) { return e == entry; }))
      return;
    result.push_back(std::move(entry));
  };
  module->walk([&](Operation *op) {
    for (Type type : op->getResultTypes())
      visit(type);
    for (Region &region : op->getRegions())
      for (Block &block : region)
        for (Type type : block.getArgumentTypes())
          visit(type);
  });
  return result;
}

LogicalResult run(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                  raw_ostream &os) {
  SmallVector<std::pair<Attribute, SmallVector<int64_t>>> requests;
  Location loc = UnknownLoc::get(&context);
  OwningOpRef<ModuleOp> module;
  if (!inputFile.empty()) {
    std::string error;
    auto buffer = openInputFile(inputFile, &error);
    if (!buffer)
      return emitError(loc) << error;
    sourceMgr.AddNewSourceBuffer(std::move(buffer), SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, &context);
    if (!module)
      return failure();
    requests = collectEncodedTypes(*module);
  } else {
    if (typeText.empty())
      return emitError(loc) << "give a tensor type with -t (and an encoding "
                               "with -l), or an .mlir file";
    auto tensor =
        dyn_cast_or_null<RankedTensorType>(parseType(typeText, &context));
    if (!tensor)
      return emitError(loc) << "-t expects a ranked tensor type";
    Attribute encoding = tensor.getEncoding();
    if (!encodingText.empty() &&
        !(encoding = parseAttribute(encodingText, &context)))
      return failure();
    if (!encoding)
      return emitError(loc) << "no encoding: give one with -l or inside -t";
    requests.push_back({encoding, llvm::to_vector(tensor.getShape())});
  }
  bool first = true;
  for (auto &[encoding, shape] : requests) {
    FailureOr<LinearLayout> layout =
        triton::gpu::toLinearLayout(shape, encoding, [&, enc = encoding] {
          return emitError(loc) << printed(enc) << ": ";
        });
    if (failed(layout))
      return failure();
    Case c{encoding, shape, std::move(*layout)};
    if (printJson) {
      printJsonLayout(os, c);
      continue;
    }
    Table table(c.layout, c.shape);
    if (!svgFile.empty() && first && failed(writeSvg(svgFile, c, table)))
      return failure();
    first = false;
    if (!svgFile.empty())
      continue;
    os << "# " << printed(encoding) << " on [";
    llvm::interleaveComma(shape, os);
    os << "]\n";
    if (view != View::Hardware)
      printTensorView(os, c, table);
    if (view != View::Tensor)
      printHardwareView(os, c, table);
  }
  return success();
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "tt-layout: who owns which element "
                              "of a Triton tensor\n");
  DialectRegistry registry;
  triton::registerAllDialects(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler handler(sourceMgr, &context);
  std::string error;
  auto output = openOutputFile(outputFile, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (failed(run(context, sourceMgr, output->os())))
    return 1;
  output->keep();
  return 0;
}
