//===- tt-layout.cpp - Show who owns which element of a tensor ------------===//
//
// In the spirit of Triton's triton-tensor-layout: for an encoding and a
// tensor type (or the encoded tensor/memdesc types of an .mlir file, all of
// them or those of one alias) print the bases of the linear layout, which
// hardware location holds each element and what each thread holds, the
// layout as JSON, or an SVG picture of the tensor coloured by warp.
//
//   tt-layout -l '#ttg.blocked<{...}>' -t 'tensor<128x64xf16>'
//   tt-layout kernel.ttgir --json
//   tt-layout kernel.ttgir -l '#mma' --svg out.svg
//
//===----------------------------------------------------------------------===//
#include "LayoutViews.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/AsmParser/AsmParserState.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "tt/InitAll.h"
#include "tt/Support/CommandLine.h"
#include "tt/Support/ParserCrashGuard.h"

using namespace mlir;
using namespace tt_layout;
using llvm::raw_ostream;
using llvm::SmallVector;
using llvm::StringRef;
namespace cl = llvm::cl;

namespace {

// --help lists these; LLVM's own hundreds are under --help-hidden.
cl::OptionCategory layoutCategory("tt-layout options");

cl::opt<std::string> inputFile(cl::Positional,
                               cl::desc("[.mlir file whose types to show]"),
                               cl::init(""), cl::cat(layoutCategory));
cl::opt<std::string> encodingText(
    "l",
    cl::desc("The encoding, e.g. '#ttg.blocked<{...}>'; with an input file, "
             "an alias of the file ('#mma') or an encoding selects the "
             "types that have it"),
    cl::value_desc("encoding"), cl::init(""), cl::cat(layoutCategory));
cl::opt<std::string>
    typeText("t", cl::desc("The tensor type, e.g. 'tensor<128x64xf16>'"),
             cl::value_desc("type"), cl::init(""), cl::cat(layoutCategory));
cl::opt<std::string> outputFile("o", cl::desc("Output file (default: stdout)"),
                                cl::value_desc("file"), cl::init("-"),
                                cl::cat(layoutCategory));
cl::opt<bool> printJsonOption("json",
                              cl::desc("Print the linear layouts as JSON, "
                                       "one object per line"),
                              cl::cat(layoutCategory));
cl::opt<bool> summaryOption(
    "summary",
    cl::desc("Print only the bases of each layout (register/lane/warp/block, "
             "offset/block or row/col), without listing elements"),
    cl::cat(layoutCategory));
cl::opt<std::string> svgFile(
    "svg",
    cl::desc("Draw each layout as an SVG file (several layouts: FILE with "
             "-1, -2, ... before its extension)"),
    cl::value_desc("file"), cl::init(""), cl::cat(layoutCategory));
enum class View { Tensor, Hardware, Both };
cl::opt<View>
    view("view", cl::desc("Which element view to print after the bases"),
         cl::values(clEnumValN(View::Tensor, "tensor",
                               "for each element, the locations that hold it"),
                    clEnumValN(View::Hardware, "hw",
                               "for each thread (or CTA), its elements in "
                               "register (or offset) order"),
                    clEnumValN(View::Both, "both", "both views (the default)")),
         cl::init(View::Both), cl::cat(layoutCategory));

/// An encoding to lay out on a shape, and where it came from.
struct Request {
  Attribute encoding;
  SmallVector<int64_t> shape;
  Location loc;
};

/// A misuse of the options, which have no place to point at.
LogicalResult usageError(const llvm::Twine &message) {
  llvm::errs() << "tt-layout: error: " << message << "\n";
  return failure();
}

/// A place in a string given on the command line; MLIR names the buffers
/// of strings it parses by their text too.
Location commandLineLoc(MLIRContext &context, StringRef text) {
  return FileLineColLoc::get(&context, text, 1, 1);
}

FailureOr<SmallVector<Request>> requestsFromCommandLine(MLIRContext &context) {
  if (typeText.empty())
    return usageError("give a tensor type with -t (and an encoding with -l), "
                      "or an .mlir file");
  Location typeLoc = commandLineLoc(context, typeText);
  Type type = parseType(typeText, &context);
  if (!type)
    return failure(); // The parser said why, in the -t string.
  auto tensor = dyn_cast<RankedTensorType>(type);
  if (!tensor)
    return emitError(typeLoc)
           << "-t expects a ranked tensor type, got " << type;
  Attribute encoding = tensor.getEncoding();
  if (!encodingText.empty() &&
      !(encoding = parseAttribute(encodingText, &context)))
    return failure();
  if (!encoding)
    return emitError(typeLoc) << "no encoding: give one with -l or inside -t";
  return SmallVector<Request>{
      {encoding, llvm::to_vector(tensor.getShape()), typeLoc}};
}

/// Every distinct (encoding, shape) of the tensor and memdesc types in
/// `block`, in order of appearance, placed at the first op that has it.
SmallVector<Request> collectEncodedTypes(Block &block,
                                         const AsmParserState &places,
                                         const llvm::SourceMgr &sourceMgr,
                                         StringRef file) {
  SmallVector<Request> result;
  auto visit = [&](Type type, Operation *op) {
    Attribute encoding;
    if (auto tensor = dyn_cast<RankedTensorType>(type))
      encoding = tensor.getEncoding();
    else if (auto memDesc = dyn_cast<triton::gpu::MemDescType>(type))
      encoding = memDesc.getEncoding();
    SmallVector<int64_t> shape = triton::gpu::getLayoutShape(type);
    if (!encoding || llvm::any_of(result, [&](const Request &r) {
          return r.encoding == encoding && r.shape == shape;
        }))
      return;
    Location loc = op->getLoc();
    if (const AsmParserState::OperationDefinition *def = places.getOpDef(op)) {
      auto [line, column] = sourceMgr.getLineAndColumn(def->loc.Start);
      loc = FileLineColLoc::get(op->getContext(), file, line, column);
    }
    result.push_back({encoding, std::move(shape), loc});
  };
  for (Operation &top : block)
    top.walk([&](Operation *op) {
      for (Type type : op->getResultTypes())
        visit(type, op);
      for (Region &region : op->getRegions())
        for (Block &inner : region)
          for (Type type : inner.getArgumentTypes())
            visit(type, op);
    });
  return result;
}

bool isEncoding(Attribute attr) {
  return isa<triton::gpu::LayoutEncodingTrait,
             triton::gpu::MemDescEncodingInterface>(attr);
}

/// The encoding `-l` selects in a file: one of its aliases (`#mma`, looked
/// up like MLIR does: a name without a dialect prefix) or an encoding
/// written out.
FailureOr<Attribute> selectedEncoding(MLIRContext &context,
                                      const AsmParserState &places) {
  StringRef text = StringRef(encodingText).trim();
  Location loc = commandLineLoc(context, encodingText);
  bool isAlias = text.consume_front("#") && !text.empty() &&
                 !text.contains('.') && !text.contains('<');
  if (!isAlias) {
    if (Attribute encoding = parseAttribute(encodingText, &context))
      return encoding;
    return failure();
  }
  if (const auto *alias = places.getAttributeAliasDef(text))
    return alias->value;
  InFlightDiagnostic diag = emitError(loc)
                            << "no attribute alias '#" << text << "' in "
                            << inputFile << "; its encodings are";
  for (const AsmParserState::AttributeAliasDefinition &alias :
       places.getAttributeAliasDefs())
    if (isEncoding(alias.value))
      diag << " #" << alias.name;
  return diag;
}

FailureOr<SmallVector<Request>> requestsFromFile(MLIRContext &context,
                                                 llvm::SourceMgr &sourceMgr,
                                                 Block &block) {
  if (!typeText.empty())
    return emitError(commandLineLoc(context, typeText))
           << "-t and an input file exclude each other: the file gives the "
              "types (select them with -l '#alias')";
  std::string error;
  auto buffer = openInputFile(inputFile, &error);
  if (!buffer)
    return emitError(FileLineColLoc::get(&context, inputFile, 0, 0)) << error;
  // The name diagnostics give the file ("<stdin>" for "-").
  StringRef file = buffer->getBufferIdentifier();
  sourceMgr.AddNewSourceBuffer(std::move(buffer), llvm::SMLoc());
  if (failed(triton::rejectInputThatCrashesTheParser(sourceMgr)))
    return failure();
  AsmParserState places;
  if (failed(parseAsmSourceFile(sourceMgr, &block, ParserConfig(&context),
                                &places)))
    return failure();
  SmallVector<Request> requests =
      collectEncodedTypes(block, places, sourceMgr, file);
  if (encodingText.empty())
    return requests;
  FailureOr<Attribute> selected = selectedEncoding(context, places);
  if (failed(selected))
    return failure();
  llvm::erase_if(requests,
                 [&](const Request &r) { return r.encoding != *selected; });
  if (requests.empty())
    return emitError(commandLineLoc(context, encodingText))
           << "no tensor or memdesc type of " << inputFile
           << " has the encoding " << printed(*selected);
  return requests;
}

/// `--svg FILE` for layout `index` of `count`: FILE itself for one layout,
/// else FILE with "-<index + 1>" before its extension.
std::string svgPath(size_t index, size_t count) {
  if (count == 1)
    return svgFile;
  StringRef path = svgFile, extension = llvm::sys::path::extension(path);
  return (path.drop_back(extension.size()) + "-" + llvm::Twine(index + 1) +
          extension)
      .str();
}

LogicalResult writeSvgs(ArrayRef<LayoutCase> cases, raw_ostream &os) {
  for (const LayoutCase &c : cases)
    if (failed(checkEnumerable(c)) || failed(checkDrawable(c)))
      return failure();
  for (auto [i, c] : llvm::enumerate(cases)) {
    std::string path = svgPath(i, cases.size());
    if (failed(writeSvg(path, c, Table(c))))
      return failure();
    os << path << ": " << describe(c) << "\n";
  }
  return success();
}

LogicalResult printViews(ArrayRef<LayoutCase> cases, raw_ostream &os) {
  for (const LayoutCase &c : cases)
    if (failed(checkEnumerable(c)))
      return failure();
  for (const LayoutCase &c : cases) {
    printHeader(os, c);
    printBases(os, c);
    Table table(c);
    if (view != View::Hardware)
      printTensorView(os, c, table);
    if (view != View::Tensor)
      printHardwareView(os, c, table);
  }
  return success();
}

LogicalResult run(MLIRContext &context, llvm::SourceMgr &sourceMgr,
                  raw_ostream &os) {
  if (int(printJsonOption) + int(summaryOption) + int(!svgFile.empty()) > 1)
    return usageError("--json, --summary and --svg are alternatives; give one");
  Block block; // Holds the ops of the input file while they are looked at.
  FailureOr<SmallVector<Request>> requests =
      inputFile.empty() ? requestsFromCommandLine(context)
                        : requestsFromFile(context, sourceMgr, block);
  if (failed(requests))
    return failure();
  // Every layout is computed before anything is printed or written.
  SmallVector<LayoutCase> cases;
  for (Request &request : *requests) {
    FailureOr<LinearLayout> layout =
        triton::gpu::toLinearLayout(request.shape, request.encoding, [&] {
          return emitError(request.loc) << printed(request.encoding) << ": ";
        });
    if (failed(layout))
      return failure();
    cases.push_back({request.encoding, std::move(request.shape), request.loc,
                     std::move(*layout)});
  }
  if (printJsonOption) {
    for (const LayoutCase &c : cases)
      printJson(os, c);
    return success();
  }
  if (summaryOption) {
    for (const LayoutCase &c : cases) {
      printHeader(os, c);
      printBases(os, c);
    }
    return success();
  }
  if (!svgFile.empty())
    return writeSvgs(cases, os);
  return printViews(cases, os);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  triton::showOnlyToolOptions(layoutCategory);
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
