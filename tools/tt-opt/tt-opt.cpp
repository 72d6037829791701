//===- tt-opt.cpp - Run Triton-style passes on Triton 3.6 IR --------------===//
//
// mlir-opt with Triton's dialects and passes, printing IR the way Triton does:
// SSA names come from NameLocs, and names written in the input survive even
// where a syntax prints no location for them. -debug/-debug-only work for our
// passes on a release LLVM.
//
//===----------------------------------------------------------------------===//
#include "mlir/Bytecode/BytecodeReader.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Interfaces/CallInterfaces.h"
#include "mlir/Pass/PassInstrumentation.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/ToolUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include "TestPasses.h"
#include "tt/InitAll.h"
#include "tt/Support/Debug.h"
#include "tt/Support/InputPlaces.h"
#include "tt/Support/OptionsFromModule.h"
#include "tt/Support/ParserCrashGuard.h"
#include "tt/Support/SourceNames.h"
#include "tt/Support/TritonDump.h"

#include <cstdio>
#include <mutex>
#include <unistd.h>

#ifndef TT_OPT_VERSION
#define TT_OPT_VERSION "0.1.0"
#endif

using namespace llvm;
using namespace mlir;

static cl::opt<bool> keepSourceNames(
    "tt-keep-source-names",
    cl::desc("Name block arguments whose syntax prints no location (e.g. "
             "scf.for iter_args) after the SSA names written in the input, as "
             "Triton's own dumps show them (default: on)"),
    cl::init(true));

/// Triton prints `%pid`, `%offs_0`, ... from NameLocs; so do we unless the
/// user passes --mlir-use-nameloc-as-prefix=false.
static void printNameLocsAsPrefixByDefault() {
  registerAsmPrinterCLOptions();
  auto &options = cl::getRegisteredOptions();
  auto it = options.find("mlir-use-nameloc-as-prefix");
  if (it != options.end())
    static_cast<cl::opt<bool> *>(it->second)->setInitialValue(true);
}

static void printVersion(raw_ostream &os) {
  os << "tt-opt " TT_OPT_VERSION " (reads and writes Triton 3.6 IR)\n"
     << "  built with LLVM/MLIR " LLVM_VERSION_STRING "\n";
}

/// Makes `sourceMgr` read `buffer`, which must outlive it.
static void addBorrowedBuffer(llvm::SourceMgr &sourceMgr,
                              const MemoryBuffer &buffer) {
  sourceMgr.AddNewSourceBuffer(
      MemoryBuffer::getMemBuffer(buffer.getMemBufferRef(),
                                 /*RequiresNullTerminator=*/false),
      llvm::SMLoc());
}

/// Reports input MLIR 22's parser would crash on, before MlirOptMain gives
/// it to the parser.
static LogicalResult checkForParserCrashes(const MemoryBuffer &input) {
  llvm::SourceMgr sourceMgr;
  addBorrowedBuffer(sourceMgr, input);
  return triton::rejectInputThatCrashesTheParser(sourceMgr);
}

/// What tt-opt does around the user's pipeline on the module read from
/// `source`. Before the first pass runs on it: restore the names written in
/// the input, and give the ops whose location holds no file position
/// (`loc(unknown)` in dumps without line info) their place in the input, so
/// that errors say where they are. After the last pass: take those
/// locations back, so that the output prints them as the input had them.
class AroundThePipeline : public PassInstrumentation {
public:
  AroundThePipeline(const MemoryBuffer &source, SmallVector<Location> places,
                    const Pass *lastPass)
      : source(source), places(std::move(places)), lastPass(lastPass) {}

  void runBeforePass(Pass *pass, Operation *op) override {
    // The first call is for the top-level op; nested passes (maybe on
    // several threads) come later.
    std::call_once(once, [&] {
      root = op;
      if (keepSourceNames)
        triton::restoreBlockArgumentNames(op, source);
      replaced = triton::placeUnlocatedOps(
          op, triton::InputPlaces::fromPreOrder(op, places));
    });
    // CSE gives the op it keeps the location of the op it drops when the
    // kept one's is unknown: these passes must see the input's own
    // locations, or they would keep `loc(unknown)` where Triton keeps
    // `loc("acc")`. (Only `op`'s ops: nested passes may run in parallel.)
    if (runsCSE(*pass))
      triton::restoreLocations(op, replaced);
    // The inliner stacks an inlined op's location onto the call's
    // (`callsite(op at call)`) only when the call has one: Triton's calls
    // at `loc(unknown)` must not look located to it.
    if (pass->getArgument() == "inline")
      op->walk([&](CallOpInterface call) {
        triton::restoreLocation(call, replaced);
      });
  }

  void runAfterPass(Pass *pass, Operation *op) override {
    if (pass == lastPass && op == root)
      triton::restoreLocations(op, replaced);
  }

private:
  static bool runsCSE(const Pass &pass) {
    StringRef flag = pass.getArgument();
    return flag == "cse" || flag == "triton-loop-aware-cse";
  }

  const MemoryBuffer &source;
  SmallVector<Location> places;
  const Pass *lastPass;
  std::once_flag once;
  Operation *root = nullptr;
  llvm::DenseMap<Location, Location> replaced;
};

/// Reads `source` a second time, in the context MlirOptMain parsed it into,
/// recording where each op is: MlirOptMain's parser keeps no such record.
/// The module read is verified there, so that errors name the op's place
/// in the input first (and Triton's Python location in a note). The
/// pipeline's passes then take the options not given from the module
/// (crash reproducers show what ran), and the pipeline gets the
/// instrumentation above.
static LogicalResult prepareInput(PassManager &pm, const MemoryBuffer &source,
                                  bool verify) {
  llvm::SourceMgr sourceMgr;
  addBorrowedBuffer(sourceMgr, source);
  triton::InputPlaces places;
  // A reproducer's pipeline is an external resource; MlirOptMain reads it.
  FallbackAsmResourceMap resources;
  OwningOpRef<ModuleOp> module = triton::parseModuleAtInputPlaces(
      sourceMgr, pm.getContext(), places, verify, &resources);
  if (!module)
    return failure();
  triton::takeOptionsFromModule(pm, *module);
  // Without passes there is no pass error to place; the names are restored
  // by a pass then.
  if (pm.size() == 0) {
    if (keepSourceNames)
      pm.addPass(triton::createRestoreBlockArgumentNamesPass(source));
    return success();
  }
  pm.addInstrumentation(std::make_unique<AroundThePipeline>(
      source, places.inPreOrder(*module), &*std::prev(pm.end())));
  return success();
}

/// Arranges for prepareInput to run once MlirOptMain has parsed `source`
/// and set up the user's pipeline. MlirOptMain then leaves verification to
/// prepareInput. Bytecode is left alone. (Split input comes here chunk by
/// chunk: processSplitInput.)
///
/// With passes, the work is done from an instrumentation rather than by a
/// pass in front of them: `--pass-pipeline=builtin.module(...)` replaces the
/// pass manager's contents, `--run-reproducer` fills it before the setup
/// runs, and crash reproducers list the pass manager's passes, which must
/// all be passes a user can name.
///
/// `ranPasses`, when given, is set to whether the user's pipeline has passes.
static void prepareInputBeforePipeline(MlirOptMainConfig &config,
                                       const MemoryBuffer &source,
                                       bool *ranPasses = nullptr) {
  if (config.shouldUseExplicitModule() || isBytecode(source))
    return;
  MlirOptMainConfig userConfig = config;
  config.verifyOnParsing(false);
  config.setPassPipelineSetupFn(
      [userConfig, &source, ranPasses](PassManager &pm) {
        if (failed(userConfig.setupPassPipeline(pm)))
          return failure();
        if (ranPasses)
          *ranPasses = pm.size() > 0;
        return prepareInput(pm, source, userConfig.shouldVerifyOnParsing());
      });
}

/// Sets a boolean command-line option for the lifetime of this object.
class ScopedBoolOption {
public:
  ScopedBoolOption(StringRef name, bool value) {
    auto &options = cl::getRegisteredOptions();
    auto it = options.find(name);
    if (it == options.end())
      return;
    option = static_cast<cl::opt<bool> *>(it->second);
    saved = *option;
    *option = value;
  }
  ~ScopedBoolOption() {
    if (option)
      *option = saved;
  }

private:
  cl::opt<bool> *option = nullptr;
  bool saved = false;
};

/// MlirOptMain, except that textual output ends with exactly one newline:
/// MlirOptMain adds a blank line after deferred location aliases, which
/// Triton's files do not have.
static LogicalResult runAndPrint(raw_ostream &os,
                                 std::unique_ptr<MemoryBuffer> buffer,
                                 DialectRegistry &registry,
                                 const MlirOptMainConfig &config) {
  if (config.shouldEmitBytecode())
    return MlirOptMain(os, std::move(buffer), registry, config);
  std::string printed;
  raw_string_ostream printedOs(printed);
  if (failed(MlirOptMain(printedOs, std::move(buffer), registry, config)))
    return failure();
  StringRef text = StringRef(printed).rtrim('\n');
  if (!text.empty())
    os << text << '\n';
  return success();
}

/// Processes a chunk of a Triton dump log (several modules, each after a
/// `// -----//` header) module by module: the header lines are copied through,
/// and a module that Triton printed without locations is printed without
/// them (and, like Triton, without aliases when it had none), so the chunk
/// prints back as Triton wrote it. A pass's internal step dumps (the
/// pipeliner's "internal IR Dump After: LowerLoops") are intermediate
/// results of the pass that ran on the module before them, not inputs:
/// they print back, but passes rerun on that module make their own, so
/// with passes they are left out.
static LogicalResult processTritonDump(raw_ostream &os,
                                       const MemoryBuffer &input,
                                       DialectRegistry &registry,
                                       const MlirOptMainConfig &config) {
  bool printDebugInfo = false;
  if (auto it = cl::getRegisteredOptions().find("mlir-print-debuginfo");
      it != cl::getRegisteredOptions().end())
    printDebugInfo = *static_cast<cl::opt<bool> *>(it->second);
  bool ranPasses = false; // known once a module has been processed
  for (const triton::DumpPiece &piece :
       triton::splitTritonDump(input.getBuffer())) {
    if (ranPasses && piece.isInternalStep())
      continue;
    std::string printed;
    raw_string_ostream pieceOs(printed);
    pieceOs << piece.leadingText;
    if (!piece.module.empty()) {
      // Blank lines in front keep diagnostics at the line numbers of the file.
      std::string text(piece.firstLine - 1, '\n');
      text += piece.module;
      std::unique_ptr<MemoryBuffer> buffer = MemoryBuffer::getMemBufferCopy(
          text, input.getBufferIdentifier());
      MlirOptMainConfig pieceConfig = config;
      prepareInputBeforePipeline(pieceConfig, *buffer, &ranPasses);
      bool hasLocations = piece.module.contains("loc(");
      bool hasAliases = piece.module.starts_with("#") ||
                        piece.module.contains("\n#");
      ScopedBoolOption debugInfo("mlir-print-debuginfo",
                                 printDebugInfo && hasLocations);
      ScopedBoolOption localScope("mlir-print-local-scope",
                                  !hasLocations && !hasAliases);
      if (failed(runAndPrint(pieceOs, std::move(buffer), registry,
                             pieceConfig)))
        return failure();
    }
    pieceOs << piece.trailingText;
    if (!(ranPasses && piece.isInternalStep()))
      os << printed;
  }
  return success();
}

/// Processes one input file (or one chunk of a split file) as a whole.
static LogicalResult processInput(raw_ostream &os,
                                  std::unique_ptr<MemoryBuffer> input,
                                  DialectRegistry &registry,
                                  MlirOptMainConfig config) {
  if (triton::hasTritonDumpHeaders(input->getBuffer()))
    return processTritonDump(os, *input, registry, config);
  prepareInputBeforePipeline(config, *input);
  return runAndPrint(os, std::move(input), registry, config);
}

/// `chunk`, which MLIR's splitter cut out of `file`, as a buffer of the
/// file's name in which it sits at its own line and column: locations and
/// diagnostics then name the file's lines, as for a file that is not split.
static std::unique_ptr<MemoryBuffer>
chunkAtItsPlace(const MemoryBuffer &chunk, MemoryBufferRef file) {
  StringRef before(file.getBufferStart(),
                   chunk.getBufferStart() - file.getBufferStart());
  size_t lineStart = before.rfind('\n') + 1; // npos + 1 == 0
  std::string text(before.count('\n'), '\n');
  text.append(before.size() - lineStart, ' ');
  text += chunk.getBuffer();
  return MemoryBuffer::getMemBufferCopy(text, file.getBufferIdentifier());
}

/// --split-input-file: MLIR's splitter cuts the input (and warns of near
/// misses of the marker), and each chunk is then processed as tt-opt
/// processes a whole file (processInput): options taken from its module,
/// names restored, errors placed in it, a dump log read module by module. MlirOptMain's own split mode would skip all of
/// that, so a pass would run differently in a split file than alone.
/// A chunk that fails prints nothing; the other chunks still print.
static LogicalResult processSplitInput(raw_ostream &os,
                                       std::unique_ptr<MemoryBuffer> input,
                                       DialectRegistry &registry,
                                       const MlirOptMainConfig &config) {
  MlirOptMainConfig chunkConfig = config;
  chunkConfig.splitInputFile("");
  auto processChunk = [&](std::unique_ptr<MemoryBuffer> chunk,
                          const MemoryBufferRef &file, raw_ostream &chunkOs) {
    return processInput(chunkOs, chunkAtItsPlace(*chunk, file), registry,
                        chunkConfig);
  };
  return splitAndProcessBuffer(std::move(input), processChunk, os,
                               config.inputSplitMarker(),
                               config.outputSplitMarker());
}

/// What `print` writes to llvm::outs(). MLIR prints a pass's options only
/// there (PassRegistryEntry::printHelpStr), so its file descriptor is
/// pointed at a temporary file for the time of the call.
static std::string captureOuts(llvm::function_ref<void()> print) {
  std::FILE *file = std::tmpfile();
  if (!file)
    return "";
  llvm::outs().flush();
  int savedStdout = ::dup(STDOUT_FILENO);
  ::dup2(::fileno(file), STDOUT_FILENO);
  print();
  llvm::outs().flush();
  ::dup2(savedStdout, STDOUT_FILENO);
  ::close(savedStdout);
  std::string text;
  std::rewind(file);
  char chunk[4096];
  while (size_t n = std::fread(chunk, 1, sizeof chunk, file))
    text.append(chunk, n);
  std::fclose(file);
  return text;
}

/// Every registered pass and pass pipeline, by flag. The pass-pipeline
/// parser registers one command-line option per pass, so the option names
/// are where the registry can be listed from.
static SmallVector<const PassRegistryEntry *> registeredPassEntries() {
  SmallVector<const PassRegistryEntry *> entries;
  for (const auto &option : cl::getRegisteredOptions()) {
    if (const PassRegistryEntry *pass = PassInfo::lookup(option.first))
      entries.push_back(pass);
    else if (const PassRegistryEntry *pipeline =
                 PassPipelineInfo::lookup(option.first))
      entries.push_back(pipeline);
  }
  llvm::sort(entries, [](const PassRegistryEntry *a, const PassRegistryEntry *b) {
    return a->getPassArgument() < b->getPassArgument();
  });
  return entries;
}

/// --list-passes as a table: each flag, then its summary in one column (a
/// flag too long for the column gets a line of its own), then the pass's
/// options, as MLIR prints them, aligned with the summaries.
static void listPasses(raw_ostream &os) {
  constexpr size_t kFlagIndent = 2, kSummaryColumn = 40;
  os << "Passes (flag, summary; options below their pass):\n";
  for (const PassRegistryEntry *entry : registeredPassEntries()) {
    std::string flag = "--" + entry->getPassArgument().str();
    os.indent(kFlagIndent) << flag;
    size_t flagEnd = kFlagIndent + flag.size();
    if (flagEnd + 2 > kSummaryColumn)
      os << "\n" << std::string(kSummaryColumn, ' ');
    else
      os.indent(kSummaryColumn - flagEnd);
    os << entry->getPassDescription() << "\n";
    // printHelpStr's first line is the pass's own, written above.
    std::string help = captureOuts(
        [&] { entry->printHelpStr(kFlagIndent, kSummaryColumn); });
    os << StringRef(help).split('\n').second;
  }
}

static LogicalResult runTool(int argc, char **argv, DialectRegistry &registry) {
  auto [inputFilename, outputFilename] = registerAndParseCLIOptions(
      argc, argv, "tt-opt: optimizer for Triton 3.6 IR\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects()) {
    llvm::outs() << "Available Dialects: ";
    interleaveComma(registry.getDialectNames(), llvm::outs());
    llvm::outs() << "\n";
    return success();
  }
  if (config.shouldListPasses()) {
    listPasses(llvm::outs());
    return success();
  }

  std::string errorMessage;
  std::unique_ptr<MemoryBuffer> input =
      openInputFile(inputFilename, &errorMessage);
  if (!input) {
    llvm::errs() << "tt-opt: " << errorMessage << "\n";
    return failure();
  }
  if (failed(checkForParserCrashes(*input)))
    return failure();
  // Removed again unless everything succeeded: no half-written output.
  std::unique_ptr<ToolOutputFile> output =
      openOutputFile(outputFilename, &errorMessage);
  if (!output) {
    llvm::errs() << "tt-opt: " << errorMessage << "\n";
    return failure();
  }
  LogicalResult result =
      config.inputSplitMarker().empty()
          ? processInput(output->os(), std::move(input), registry, config)
          : processSplitInput(output->os(), std::move(input), registry,
                              config);
  if (failed(result))
    return failure();
  output->keep();
  return success();
}

int main(int argc, char **argv) {
  InitLLVM initLLVM(argc, argv);
  triton::registerDebugOptions();
  printNameLocsAsPrefixByDefault();
  cl::SetVersionPrinter(printVersion);

  DialectRegistry registry;
  triton::registerAllDialects(registry);
  triton::registerAllPasses();
  triton::test::registerTestPasses();

  return asMainReturnCode(runTool(argc, argv, registry));
}
