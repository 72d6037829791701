//===- tt-translate.cpp - LLVM-dialect IR to LLVM IR, PTX or cubin --------===//
//
//   tt-translate kernel.mlir --target=ptx --arch=sm_90a -o kernel.ptx
//
// Takes an LLVM-dialect module (what Triton's convert-triton-gpu-to-llvm
// pipeline leaves, e.g. the last block of an MLIR_ENABLE_DUMP log), or a
// .ttgir, which it first lowers with make_llir's passes, or a .source or
// .ttir, which first goes through make_ttir and make_ttgir (the named
// pipelines triton-make-ttir and triton-make-ttgir), and does what
// Triton 3.6's NVIDIA backend does after it: convert-nvvm-to-llvm,
// translation to LLVM IR, libdevice, O3, PTX through LLVM's NVPTX backend,
// and, for --target=cubin, ptxas.
//
//===----------------------------------------------------------------------===//
#include "mlir/Conversion/NVVMToLLVM/NVVMToLLVM.h"
#include "mlir/Conversion/ReconcileUnrealizedCasts/ReconcileUnrealizedCasts.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/AsmState.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Support/Timing.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/InitAll.h"
#include "tt/Support/CommandLine.h"
#include "tt/Support/Debug.h"
#include "tt/Support/InlineAsm.h"
#include "tt/Support/InputPlaces.h"
#include "tt/Target/BackendErrors.h"
#include "tt/Target/NVPTX.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {

enum class Target { LLVMIR, PTX, Cubin };
enum class InputStage { Auto, Source, TTIR, TTGIR };

// --help lists these; LLVM's own hundreds are under --help-hidden.
cl::OptionCategory translateCategory("tt-translate options");

cl::opt<std::string> inputFilename(cl::Positional, cl::desc("<input .mlir>"),
                                   cl::init("-"), cl::cat(translateCategory));
cl::opt<std::string> outputFilename("o",
                                    cl::desc("Output file (default: stdout)"),
                                    cl::value_desc("file"), cl::init("-"),
                                    cl::cat(translateCategory));
cl::opt<Target> target(
    "target", cl::desc("What to write"), cl::init(Target::PTX),
    cl::values(clEnumValN(Target::LLVMIR, "llvmir",
                          "LLVM IR after Triton's O3 (as Triton's .llir)"),
               clEnumValN(Target::PTX, "ptx", "PTX (as Triton's .ptx)"),
               clEnumValN(Target::Cubin, "cubin",
                          "a cubin assembled by ptxas from the PTX")),
    cl::cat(translateCategory));
cl::opt<std::string>
    arch("arch",
         cl::desc("GPU architecture: sm_80, 90, sm_90a, sm_100a, ... "
                  "(default: the module's ttg.target, cuda:90 -> sm_90a; "
                  "sm_90a for a module without one); must agree with "
                  "ttg.target"),
         cl::init(""), cl::cat(translateCategory));
cl::opt<unsigned> ptxVersion(
    "ptx-version",
    cl::desc("PTX .version times ten (default Triton 3.6's: 88 for sm_100 "
             "and newer, whose PTX its bundled CUDA 12.9 ptxas assembles; 87 "
             "below)"),
    cl::init(87), cl::cat(translateCategory));

/// --ptx-version, else Triton 3.6's for the compute capability.
unsigned ptxVersionFor(unsigned capability) {
  if (ptxVersion.getNumOccurrences())
    return ptxVersion;
  return capability >= 100 ? 88 : 87;
}
cl::opt<std::string> libdevice("libdevice",
                               cl::desc("libdevice bitcode linked when the "
                                        "kernel calls __nv_* functions"),
                               cl::init("/usr/local/cuda/nvvm/libdevice/"
                                        "libdevice.10.bc"),
                               cl::cat(translateCategory));
cl::opt<bool> fpFusion("fp-fusion",
                       cl::desc("Fuse multiplies and adds into FMAs "
                                "(Triton's enable_fp_fusion, default on)"),
                       cl::init(true), cl::cat(translateCategory));
cl::opt<std::string> metadataFile(
    "metadata",
    cl::desc("Also write the launch facts a runner needs, as JSON: kernel "
             "name, warps, dynamic shared memory, global scratch"),
    cl::value_desc("file"), cl::init(""), cl::cat(translateCategory));
cl::opt<InputStage> inputStage(
    "input-stage", cl::desc("What the input is (default: from its extension, "
                            "else a module with ttg.target is TTGIR or "
                            "LLVM IR, one without is TTIR)"),
    cl::init(InputStage::Auto),
    cl::values(clEnumValN(InputStage::Auto, "auto", "decide as said"),
               clEnumValN(InputStage::Source, "source",
                          "Triton's .source: make_ttir and make_ttgir run "
                          "first"),
               clEnumValN(InputStage::TTIR, "ttir",
                          "Triton's .ttir: make_ttgir runs first"),
               clEnumValN(InputStage::TTGIR, "ttgir",
                          "TTGIR or LLVM-dialect IR: lowered as it is")),
    cl::cat(translateCategory));
cl::opt<int> numWarps("num-warps",
                      cl::desc("For a .source or .ttir: Triton's num_warps "
                               "(default 4)"),
                      cl::init(4), cl::cat(translateCategory));
cl::opt<int> numCTAs("num-ctas",
                     cl::desc("For a .source or .ttir: Triton's num_ctas "
                              "(default 1)"),
                     cl::init(1), cl::cat(translateCategory));
cl::opt<int> numStages("num-stages",
                       cl::desc("For a .source or .ttir: Triton's num_stages "
                                "(default 3)"),
                       cl::init(3), cl::cat(translateCategory));
cl::opt<std::string> ptxas("ptxas",
                           cl::desc("ptxas for --target=cubin (default: from "
                                    "PATH, then /usr/local/cuda/bin)"),
                           cl::init(""), cl::cat(translateCategory));

/// Whether the module is TritonGPU IR (a .ttgir) rather than LLVM IR.
bool holdsTritonGPUOps(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    return dialect == "tt" || dialect == "ttg" || dialect == "ttng"
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Whether the module is TXL's IR: it has txl or txlgpu ops, or ops TXL
/// assigned to warp groups (`ttxg.*` attributes).
bool isTXLModule(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    bool marked = llvm::any_of(op->getAttrs(), [](NamedAttribute attr) {
      return attr.getName().strref().starts_with("ttxg.");
    });
    return dialect == "txl" || dialect == "txlgpu" || marked
               ? WalkResult::interrupt()
               : WalkResult::advance();
  });
  return walk.wasInterrupted();
}

/// Triton 3.6's make_llir for NVIDIA (its module passes that tt-opt has),
/// first of them tritongpu-combine-tensor-select-and-if: a `.ttgir` is
/// make_ttgir's output, and make_llir folds its tensor selects into the
/// scf.ifs of the same condition again (a persistent loop's accumulator
/// reset becomes the if's result, which LLVM turns into phis; left as a
/// select it costs a select per accumulator register each iteration). The
/// compute capability goes to the capability-dependent passes and
/// the PTX version to the lowering (vectorised atomics need PTX 8.1). For
/// TXL's IR, TXL's two passes too: inherit-wg-id while the warp-group
/// branches are still scf.ifs, convert-txlgpu-to-llvm after the nvg ops.
std::string makeLLIRPipeline(unsigned capability, bool txl) {
  std::string capabilityOption =
      "compute-capability=" + std::to_string(capability);
  return std::string("tritongpu-combine-tensor-select-and-if,"
                     "tritongpu-allocate-warp-groups,") +
         (txl ? "inherit-wg-id," : "") +
         "convert-scf-to-cf,gluon-inline,allocate-shared-memory-nv{" +
         capabilityOption +
         "},triton-tensor-memory-allocation,triton-nvidia-check-matmul-two-"
         "cta,tritongpu-global-scratch-memory-allocation,"
         "triton-nvidia-gpu-proxy-fence-insertion{" +
         capabilityOption + "},convert-triton-gpu-to-llvm{" +
         capabilityOption + " ptx-version=" +
         std::to_string(ptxVersionFor(capability)) +
         "},canonicalize,cse,convert-nv-gpu-to-llvm," +
         (txl ? "convert-txlgpu-to-llvm," : "") +
         "convert-warp-specialize-to-llvm,reconcile-unrealized-casts,"
         "canonicalize,cse,symbol-dce";
}

FailureOr<std::optional<std::string>> givenArch();

/// The stage of the input: --input-stage, else its extension, else its
/// content (a module without ttg.target is TTIR).
InputStage stageOf(ModuleOp module) {
  if (inputStage != InputStage::Auto)
    return inputStage;
  StringRef name(inputFilename);
  if (name.ends_with(".source"))
    return InputStage::Source;
  if (name.ends_with(".ttir"))
    return InputStage::TTIR;
  if (name.ends_with(".ttgir") || module->hasAttr("ttg.target") ||
      !holdsTritonGPUOps(module))
    return InputStage::TTGIR;
  return InputStage::TTIR;
}

/// A .source or .ttir goes through Triton's make_ttir (for a .source) and
/// make_ttgir for the architecture compiled for (--arch, default sm_90a),
/// with --num-warps, --num-ctas and --num-stages.
LogicalResult runFrontHalf(ModuleOp module, InputStage stage,
                           TimingScope &timing) {
  if (stage == InputStage::TTGIR)
    return success();
  FailureOr<std::optional<std::string>> given = givenArch();
  if (failed(given))
    return failure();
  std::string target =
      "cuda:" + std::to_string(*triton::nvptx::computeCapabilityOfArch(
                    given->value_or("sm_90a")));
  std::string pipeline;
  if (stage == InputStage::Source)
    pipeline = "triton-make-ttir{target=" + target + "},";
  pipeline += "triton-make-ttgir{target=" + target +
              " num-warps=" + std::to_string(numWarps) +
              " num-ctas=" + std::to_string(numCTAs) +
              " num-stages=" + std::to_string(numStages) + "}";
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  // An option the pipeline refuses (a target not implemented) is an error
  // at the input, not a bare line on stderr.
  std::string why;
  llvm::raw_string_ostream whyStream(why);
  if (failed(parsePassPipeline(pipeline, pm, whyStream)))
    return emitError(module.getLoc())
           << StringRef(why).split('\n').first.trim() << " (given "
           << pipeline << ")";
  TimingScope frontHalf = timing.nest(stage == InputStage::Source
                                          ? "make_ttir + make_ttgir"
                                          : "make_ttgir");
  pm.enableTiming(frontHalf);
  return pm.run(module);
}

/// TritonGPU IR is lowered first, as make_llir does, for the compute
/// capability of the architecture compiled for.
LogicalResult lowerTritonGPU(ModuleOp module, StringRef ptxArch,
                             TimingScope &timing) {
  if (!holdsTritonGPUOps(module))
    return success();
  PassManager pm(module.getContext(), ModuleOp::getOperationName());
  if (failed(parsePassPipeline(
          makeLLIRPipeline(*triton::nvptx::computeCapabilityOfArch(ptxArch),
                           isTXLModule(module)),
          pm)))
    return failure();
  TimingScope makeLLIR = timing.nest("make_llir");
  pm.enableTiming(makeLLIR);
  return pm.run(module);
}

/// Where the module says its `ttg.target` in the input: the attribute's
/// text, else the module's location.
Location targetAttributeLoc(ModuleOp module, const llvm::SourceMgr &sourceMgr) {
  const llvm::MemoryBuffer *buffer =
      sourceMgr.getMemoryBuffer(sourceMgr.getMainFileID());
  size_t at = buffer->getBuffer().find("ttg.target");
  if (at == StringRef::npos)
    return module.getLoc();
  auto [line, column] = sourceMgr.getLineAndColumn(
      llvm::SMLoc::getFromPointer(buffer->getBufferStart() + at));
  return FileLineColLoc::get(module.getContext(), buffer->getBufferIdentifier(),
                             line, column);
}

/// --arch as the PTX target (`90` -> sm_90a), if given; an error if it
/// names no GPU LLVM's NVPTX backend knows.
FailureOr<std::optional<std::string>> givenArch() {
  if (arch.empty())
    return std::optional<std::string>();
  std::optional<std::string> ptxArch = triton::nvptx::normalizeArch(arch);
  if (!ptxArch) {
    llvm::errs() << "tt-translate: --arch=" << arch
                 << " is not an NVIDIA architecture (sm_80, 90, sm_90a, ...)\n";
    return failure();
  }
  if (!triton::nvptx::isKnownArch(*ptxArch)) {
    llvm::errs() << "tt-translate: --arch=" << arch << ": LLVM's NVPTX backend "
                 << "knows no GPU " << *ptxArch
                 << " (sm_80, sm_90a, sm_100a, ...)\n";
    return failure();
  }
  return ptxArch;
}

/// The architecture to compile for, as Triton's NVIDIA backend takes it
/// from the module's `ttg.target` ("cuda:80" -> sm_80, "cuda:90" ->
/// sm_90a, "cuda:100" -> sm_100a). --arch, when given, must agree with it;
/// a module without one (LLVM IR from elsewhere) takes --arch, else sm_90a.
FailureOr<std::string> chooseArch(ModuleOp module,
                                  const llvm::SourceMgr &sourceMgr) {
  FailureOr<std::optional<std::string>> given = givenArch();
  if (failed(given))
    return failure();
  auto target = module->getAttrOfType<StringAttr>("ttg.target");
  if (!target)
    return given->value_or("sm_90a");
  Location loc = targetAttributeLoc(module, sourceMgr);
  std::optional<int> capability =
      triton::gpu::parseNVIDIAComputeCapability(target.getValue());
  if (!capability)
    return emitError(loc) << "tt-translate compiles for NVIDIA GPUs; the "
                             "module's ttg.target is \""
                          << target.getValue() << "\"";
  std::string fromModule =
      *triton::nvptx::normalizeArch(std::to_string(*capability));
  if (*given && **given != fromModule)
    return emitError(loc) << "--arch=" << arch << " (" << **given
                          << ") conflicts with the module's ttg.target = \""
                          << target.getValue() << "\" (" << fromModule
                          << "); drop --arch or give --arch=" << fromModule;
  if (!triton::nvptx::isKnownArch(fromModule))
    return emitError(loc) << "ttg.target = \"" << target.getValue()
                          << "\": LLVM's NVPTX backend knows no GPU "
                          << fromModule;
  return fromModule;
}

/// Why LLVM's AsmPrinter would stop on this inline assembly (a `$N` that
/// names no operand), if it would.
std::optional<std::string> checkInlineAsm(LLVM::InlineAsmOp inlineAsm) {
  return triton::findBadInlineAsmOperand(
      inlineAsm.getAsmString(),
      triton::countInlineAsmOperands(inlineAsm.getConstraints()));
}

/// Only LLVM-dialect IR can be translated, and only inline assembly the
/// backend can print; anything else is named at its op.
LogicalResult checkTranslatable(ModuleOp module) {
  WalkResult walk = module.walk([](Operation *op) {
    StringRef dialect = op->getName().getDialectNamespace();
    if (!isa<ModuleOp>(op) && dialect != "llvm" && dialect != "nvvm") {
      op->emitError() << "'" << op->getName()
                      << "' cannot be translated: tt-translate takes IR in "
                         "the LLVM dialect (TritonGPU IR must be lowered to "
                         "LLVM first, e.g. by Triton's "
                         "convert-triton-gpu-to-llvm)";
      return WalkResult::interrupt();
    }
    if (auto inlineAsm = dyn_cast<LLVM::InlineAsmOp>(op))
      if (std::optional<std::string> why = checkInlineAsm(inlineAsm)) {
        inlineAsm.emitOpError() << *why;
        return WalkResult::interrupt();
      }
    return WalkResult::advance();
  });
  return failure(walk.wasInterrupted());
}

/// Triton's `tt.*` / `ttg.*` attributes (argument divisibility, scratch
/// sizes) mean nothing to LLVM; the translator would warn about each.
void dropTritonAttributes(ModuleOp module) {
  auto isTriton = [](NamedAttribute attr) {
    StringRef name = attr.getName().strref();
    return name.starts_with("tt.") || name.starts_with("ttg.");
  };
  module.walk([&](LLVM::LLVMFuncOp func) {
    for (NamedAttribute attr : llvm::to_vector(func->getDiscardableAttrs()))
      if (isTriton(attr))
        func->removeDiscardableAttr(attr.getName());
    for (unsigned i = 0, e = func.getNumArguments(); i < e; ++i)
      if (DictionaryAttr args = func.getArgAttrDict(i))
        for (NamedAttribute attr : args)
          if (isTriton(attr))
            func.removeArgAttr(i, attr.getName());
  });
}

/// What launching the kernel needs, from the attributes Triton's lowering
/// leaves on the module and the kernel (as Triton's metadata .json has them).
std::string launchMetadata(ModuleOp module, StringRef ptxArch) {
  auto intAttr = [&](StringRef name) -> int64_t {
    if (auto attr = module->getAttrOfType<IntegerAttr>(name))
      return attr.getInt();
    return 0;
  };
  std::string kernel;
  module.walk([&](LLVM::LLVMFuncOp func) {
    if (func->hasAttr("nvvm.kernel"))
      kernel = func.getName().str();
  });
  std::string json;
  llvm::raw_string_ostream os(json);
  os << "{\"name\": \"" << kernel << "\", \"arch\": \"" << ptxArch
     << "\", \"num_warps\": " << intAttr("ttg.num-warps")
     << ", \"threads_per_warp\": " << intAttr("ttg.threads-per-warp")
     << ", \"num_ctas\": " << intAttr("ttg.num-ctas")
     << ", \"shared\": " << intAttr("ttg.shared")
     << ", \"global_scratch_size\": "
     << intAttr("ttg.global_scratch_memory_size")
     << ", \"global_scratch_align\": "
     << intAttr("ttg.global_scratch_memory_alignment") << "}\n";
  return json;
}

LogicalResult writeFile(StringRef path, StringRef text) {
  std::string error;
  auto file = openOutputFile(path, &error);
  if (!file) {
    llvm::errs() << "tt-translate: " << error << "\n";
    return failure();
  }
  file->os() << text;
  file->keep();
  return success();
}

/// The end of Triton's LLVM pipeline: NVVM ops that only exist as PTX become
/// inline assembly, and leftover casts fold away.
LogicalResult finishLowering(ModuleOp module, TimingScope &timing) {
  PassManager pm(module.getContext());
  TimingScope finish = timing.nest("convert-nvvm-to-llvm");
  pm.enableTiming(finish);
  pm.addPass(createConvertNVVMToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  return pm.run(module);
}

std::string findPtxas() {
  if (!ptxas.empty())
    return ptxas;
  if (auto onPath = llvm::sys::findProgramByName("ptxas"))
    return *onPath;
  if (auto inCuda = llvm::sys::findProgramByName("ptxas", {"/usr/local/cuda/bin"}))
    return *inCuda;
  return "";
}

/// Runs ptxas on `ptx`; the cubin lands in `cubinPath`.
LogicalResult assemble(StringRef ptx, StringRef archName, StringRef cubinPath) {
  std::string ptxasPath = findPtxas();
  if (ptxasPath.empty()) {
    llvm::errs() << "tt-translate: --target=cubin needs ptxas: none on PATH "
                    "or in /usr/local/cuda/bin (or give --ptxas)\n";
    return failure();
  }
  llvm::SmallString<128> ptxFile;
  if (llvm::sys::fs::createTemporaryFile("tt-translate", "ptx", ptxFile)) {
    llvm::errs() << "tt-translate: cannot create a temporary file\n";
    return failure();
  }
  llvm::FileRemover removePtx(ptxFile);
  {
    std::error_code ec;
    llvm::raw_fd_ostream os(ptxFile, ec);
    os << ptx;
  }
  std::string gpu = "-arch=" + archName.str();
  llvm::SmallVector<StringRef> args = {ptxasPath, gpu, ptxFile, "-o", cubinPath};
  std::string message;
  int status = llvm::sys::ExecuteAndWait(ptxasPath, args, std::nullopt, {}, 0,
                                         0, &message);
  if (status != 0) {
    llvm::errs() << "tt-translate: ptxas failed (exit " << status << ")"
                 << (message.empty() ? "" : ": " + message) << "\n";
    return failure();
  }
  return success();
}

LogicalResult run(MLIRContext &context, TimingScope &timing) {
  std::string error;
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  auto input = openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << "tt-translate: " << error << "\n";
    return failure();
  }
  sourceMgr.AddNewSourceBuffer(std::move(input), llvm::SMLoc());
  TimingScope parsing = timing.nest("parse");
  OwningOpRef<ModuleOp> module = triton::parseInputModule(sourceMgr, context);
  parsing.stop();
  if (!module)
    return failure();
  if (failed(runFrontHalf(*module, stageOf(*module), timing)))
    return failure();
  FailureOr<std::string> ptxArch = chooseArch(*module, sourceMgr);
  if (failed(ptxArch))
    return failure();
  if (failed(lowerTritonGPU(*module, *ptxArch, timing)) ||
      failed(checkTranslatable(*module)) ||
      failed(finishLowering(*module, timing)))
    return failure();
  std::string metadata = launchMetadata(*module, *ptxArch);
  dropTritonAttributes(*module);

  triton::nvptx::TargetOptions options;
  options.arch = *ptxArch;
  options.ptxVersion =
      ptxVersionFor(*triton::nvptx::computeCapabilityOfArch(*ptxArch));
  options.libdevicePath = libdevice;
  options.fpFusion = fpFusion;
  llvm::LLVMContext llvmContext;
  triton::BackendErrorScope backendErrors(*module, llvmContext, *ptxArch);
  auto llvmModule =
      triton::nvptx::translateToLLVMIR(*module, llvmContext, options, timing);
  if (failed(llvmModule) || backendErrors.hadErrors())
    return failure();

  // Removed again unless everything succeeded: no half-written output.
  auto output = openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << "tt-translate: " << error << "\n";
    return failure();
  }
  if (target == Target::LLVMIR) {
    (*llvmModule)->print(output->os(), nullptr);
  } else {
    TimingScope codegen = timing.nest("NVPTX codegen");
    FailureOr<std::string> ptx =
        triton::nvptx::emitPTX(**llvmModule, options, error);
    codegen.stop();
    if (failed(ptx)) {
      llvm::errs() << "tt-translate: " << error << "\n";
      return failure();
    }
    if (backendErrors.hadErrors())
      return failure();
    if (target == Target::PTX) {
      output->os() << *ptx;
    } else {
      output->os().close();
      if (failed(assemble(*ptx, *ptxArch, output->getFilename())))
        return failure();
    }
  }
  if (!metadataFile.empty() && failed(writeFile(metadataFile, metadata)))
    return failure();
  output->keep();
  return success();
}

/// --help shows tt-translate's options (-debug and -debug-only for the
/// lowering passes' traces among them) and the generic ones; LLVM's backend
/// options stay usable and listed under --help-hidden.
void hideLLVMOptions() {
  for (StringRef name : {"debug", "debug-only", "mlir-timing",
                         "mlir-timing-display"})
    if (cl::Option *option = cl::getRegisteredOptions().lookup(name))
      option->addCategory(translateCategory);
  triton::showOnlyToolOptions(translateCategory);
}

} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM initLLVM(argc, argv);
  triton::registerDebugOptions();
  registerDefaultTimingManagerCLOptions();
  registerMLIRContextCLOptions();
  hideLLVMOptions();
  cl::ParseCommandLineOptions(
      argc, argv,
      "tt-translate: Triton IR (a .source or .ttir), TritonGPU IR (a .ttgir) "
      "or LLVM-dialect IR (Triton's lowered kernels) to LLVM IR, PTX or "
      "cubin, as Triton 3.6's NVIDIA backend does\n");
  DialectRegistry registry;
  triton::registerAllDialects(registry);
  triton::registerAllPasses();
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  MLIRContext context(registry);
  context.loadAllAvailableDialects();
  // --mlir-timing: wall time of each phase (parse, each make_llir pass,
  // translation, O3, codegen), printed to stderr at the end.
  DefaultTimingManager timingManager;
  applyDefaultTimingManagerCLOptions(timingManager);
  TimingScope timing = timingManager.getRootScope();
  return failed(run(context, timing)) ? 1 : 0;
}
