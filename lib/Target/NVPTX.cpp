//===- NVPTX.cpp - From the LLVM dialect to PTX, as Triton does -----------===//
#include "tt/Target/NVPTX.h"
#include "tt/Target/BreakStructPhiNodes.h"
#include "tt/Target/FoldZeroTripEdges.h"
#include "tt/Target/ResolveNVVMReflect.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Bitcode/BitcodeReader.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Linker/Linker.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"


using namespace mlir;
using namespace mlir::triton::nvptx;

namespace {

constexpr const char *kTriple = "nvptx64-nvidia-cuda";

void initNVPTXTarget() {
  LLVMInitializeNVPTXTargetInfo();
  LLVMInitializeNVPTXTarget();
  LLVMInitializeNVPTXTargetMC();
  LLVMInitializeNVPTXAsmPrinter();
}

/// The NVPTX backend options Triton's make_ptx turns on: 32-bit shared
/// memory pointers (`nvptx-short-ptr`; the data layout depends on it) and
/// the fold of `mul.wide` + `add` into `mad.wide` (`nvptx-mad-wide-opt`),
/// without which ptxas schedules address arithmetic differently and, in
/// loops of loads, no longer issues them ahead of their uses.
void setTritonBackendOptions() {
  auto &options = llvm::cl::getRegisteredOptions();
  for (StringRef name : {"nvptx-short-ptr", "nvptx-mad-wide-opt"}) {
    auto it = options.find(name);
    if (it != options.end())
      static_cast<llvm::cl::opt<bool> *>(it->second)->setValue(true);
  }
}

const llvm::Target *lookupNVPTXTarget(std::string &error) {
  initNVPTXTarget();
  return llvm::TargetRegistry::lookupTarget(llvm::Triple(kTriple), error);
}

/// LLVM only warns about an unknown processor and goes on with a generic
/// one, which would write PTX for a GPU that does not exist.
bool knowsProcessor(const llvm::Target &target, StringRef arch) {
  std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
      target.createMCSubtargetInfo(llvm::Triple(kTriple), "", ""));
  return subtarget && subtarget->isCPUStringValid(arch);
}

std::unique_ptr<llvm::TargetMachine>
createTargetMachine(const TargetOptions &options, std::string &error) {
  setTritonBackendOptions();
  const llvm::Target *target = lookupNVPTXTarget(error);
  if (!target)
    return nullptr;
  if (!knowsProcessor(*target, options.arch)) {
    error = "'" + options.arch + "' is not a GPU this LLVM's NVPTX backend "
            "knows (sm_80, sm_90a, sm_100a, ...)";
    return nullptr;
  }
  llvm::TargetOptions targetOptions;
  if (options.fpFusion)
    targetOptions.AllowFPOpFusion = llvm::FPOpFusion::Fast;
  targetOptions.NoNaNsFPMath = true;
  targetOptions.TrapUnreachable = true;
  targetOptions.MCOptions.AsmVerbose = true;
  targetOptions.MCOptions.PreserveAsmComments = true;
  std::string features = "+ptx" + std::to_string(options.ptxVersion);
  return std::unique_ptr<llvm::TargetMachine>(target->createTargetMachine(
      llvm::Triple(kTriple), options.arch, features, targetOptions, llvm::Reloc::PIC_,
      std::nullopt, llvm::CodeGenOptLevel::Aggressive));
}

/// libdevice's `__nv_*` functions read `nvvm-reflect-ftz`; Triton sets it so
/// that they take their flush-to-zero paths.
void setReflectFTZ(llvm::Module &module) {
  module.addModuleFlag(llvm::Module::Override, "nvvm-reflect-ftz", 1);
}

bool callsLibdevice(const llvm::Module &module) {
  for (const llvm::Function &f : module.functions())
    if (f.isDeclaration() && f.getName().starts_with("__nv_"))
      return true;
  return false;
}

/// Links only what the kernel uses; the linked functions become internal so
/// O3 may inline and drop them. libdevice is read lazily: the linker
/// materializes only the functions it moves (parsing all of libdevice's
/// bodies took most of the translation of a kernel that calls one of them).
LogicalResult linkLibdevice(llvm::Module &module, StringRef path,
                            std::string &error) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer) {
    error = "cannot read libdevice at '" + path.str() +
            "': " + buffer.getError().message();
    return failure();
  }
  auto library = llvm::getOwningLazyBitcodeModule(std::move(*buffer),
                                                  module.getContext());
  if (!library) {
    error = "cannot parse libdevice '" + path.str() +
            "': " + llvm::toString(library.takeError());
    return failure();
  }
  (*library)->setTargetTriple(module.getTargetTriple());
  (*library)->setDataLayout(module.getDataLayout());
  llvm::StringSet<> defined;
  for (const llvm::Function &f : (*library)->functions())
    if (!f.isDeclaration())
      defined.insert(f.getName());
  if (llvm::Linker::linkModules(module, std::move(*library),
                                llvm::Linker::Flags::LinkOnlyNeeded)) {
    error = "cannot link libdevice '" + path.str() + "'";
    return failure();
  }
  for (llvm::Function &f : module.functions())
    if (!f.isDeclaration() && defined.contains(f.getName()))
      f.setLinkage(llvm::GlobalValue::InternalLinkage);
  return success();
}

/// Triton's O3: the default module pipeline with loop unrolling,
/// interleaving and both vectorizers, built without a target machine (as
/// Triton does, to keep its PTX), with struct phis split (and the pieces
/// combined) where the vectorizers start, libdevice's __nvvm_reflect calls
/// resolved first (ResolveNVVMReflect.h) and PRE's code on loops' zero-trip
/// edges folded back at the end (FoldZeroTripEdges.h say why).
void optimizeO3(llvm::Module &module, unsigned capability) {
  llvm::PipelineTuningOptions tuning;
  tuning.LoopUnrolling = true;
  tuning.LoopInterleaving = true;
  tuning.LoopVectorization = true;
  tuning.SLPVectorization = true;
  llvm::PassBuilder builder(nullptr, tuning);
  llvm::LoopAnalysisManager lam;
  llvm::FunctionAnalysisManager fam;
  llvm::CGSCCAnalysisManager cgam;
  llvm::ModuleAnalysisManager mam;
  builder.registerModuleAnalyses(mam);
  builder.registerCGSCCAnalyses(cgam);
  builder.registerFunctionAnalyses(fam);
  builder.registerLoopAnalyses(lam);
  builder.crossRegisterProxies(lam, fam, cgam, mam);
  builder.registerVectorizerStartEPCallback(
      [](llvm::FunctionPassManager &passes, llvm::OptimizationLevel) {
        passes.addPass(mlir::triton::BreakStructPhiNodesPass());
        passes.addPass(llvm::InstCombinePass());
      });
  builder.registerPipelineStartEPCallback(
      [capability](llvm::ModulePassManager &passes, llvm::OptimizationLevel) {
        passes.addPass(mlir::triton::ResolveNVVMReflectPass(capability));
      });
  builder.registerOptimizerLastEPCallback(
      [](llvm::ModulePassManager &passes, llvm::OptimizationLevel,
         llvm::ThinOrFullLTOPhase) {
        passes.addPass(llvm::createModuleToFunctionPassAdaptor(
            mlir::triton::FoldZeroTripEdgesPass()));
      });
  llvm::ModulePassManager pipeline =
      builder.buildPerModuleDefaultPipeline(llvm::OptimizationLevel::O3);
  pipeline.run(module, mam);
}

/// Intrinsics Triton 3.6's LLVM still had under older names; LLVM 22 made
/// them overloaded on the float type. MLIR's translation looks names up as
/// they are, so Triton's IR is renamed first (same semantics, same PTX).
void upgradeIntrinsicNames(ModuleOp module) {
  static const llvm::StringMap<StringRef> renamed = {
      {"llvm.nvvm.ex2.approx.f", "llvm.nvvm.ex2.approx.f32"},
      {"llvm.nvvm.ex2.approx.ftz.f", "llvm.nvvm.ex2.approx.ftz.f32"},
      {"llvm.nvvm.ex2.approx.d", "llvm.nvvm.ex2.approx.f64"},
  };
  module.walk([&](LLVM::CallIntrinsicOp call) {
    auto it = renamed.find(call.getIntrin());
    if (it != renamed.end())
      call.setIntrin(it->second);
  });
}

/// `ptx` with its `.version X.Y` lines saying `version` (times ten), as
/// Triton's re.sub(r'\.version \d+\.\d+', ...) does.
std::string withPTXVersion(StringRef ptx, unsigned version) {
  std::string wanted = ".version " + std::to_string(version / 10) + "." +
                       std::to_string(version % 10);
  std::string result;
  result.reserve(ptx.size());
  auto digits = [&](size_t at) {
    size_t end = at;
    while (end < ptx.size() && llvm::isDigit(ptx[end]))
      ++end;
    return end;
  };
  size_t copied = 0;
  for (size_t at = ptx.find(".version "); at != StringRef::npos;
       at = ptx.find(".version ", at + 1)) {
    size_t major = at + strlen(".version ");
    size_t majorEnd = digits(major);
    if (majorEnd == major || majorEnd >= ptx.size() || ptx[majorEnd] != '.')
      continue;
    size_t minorEnd = digits(majorEnd + 1);
    if (minorEnd == majorEnd + 1)
      continue;
    result += ptx.slice(copied, at);
    result += wanted;
    copied = minorEnd;
    at = minorEnd - 1;
  }
  result += ptx.substr(copied);
  return result;
}

/// `ptx` without `debug` targets, as Triton's
/// re.sub(r",\s*debug|debug,\s*", "", ptx): a comma, any white space and
/// `debug`, or `debug`, a comma and any white space, leftmost first. (A
/// linear scan: std::regex took milliseconds on a matmul's PTX.)
std::string dropDebugTargets(StringRef ptx) {
  auto isSpace = [](char c) { return StringRef(" \t\n\r\f\v").contains(c); };
  auto skipSpaces = [&](size_t at) {
    while (at < ptx.size() && isSpace(ptx[at]))
      ++at;
    return at;
  };
  std::string result;
  result.reserve(ptx.size());
  size_t at = 0;
  while (at < ptx.size()) {
    if (ptx[at] == ',') {
      size_t word = skipSpaces(at + 1);
      if (ptx.substr(word).starts_with("debug")) {
        at = word + strlen("debug");
        continue;
      }
    } else if (ptx.substr(at).starts_with("debug,")) {
      at = skipSpaces(at + strlen("debug,"));
      continue;
    }
    result += ptx[at++];
  }
  return result;
}

} // namespace

std::optional<unsigned>
mlir::triton::nvptx::computeCapabilityOfArch(StringRef arch) {
  arch.consume_front("sm_");
  arch.consume_back("a");
  unsigned capability;
  if (arch.empty() || arch.getAsInteger(10, capability))
    return std::nullopt;
  return capability;
}

std::optional<std::string>
mlir::triton::nvptx::normalizeArch(StringRef arch) {
  std::optional<unsigned> capability = computeCapabilityOfArch(arch);
  if (!capability)
    return std::nullopt;
  bool accelerated = arch.ends_with("a");
  // Triton compiles Hopper and Blackwell kernels for the arch-specific
  // targets, whose wgmma/tcgen05 instructions exist only there.
  if (llvm::is_contained({90u, 100u, 101u, 103u, 120u, 121u}, *capability))
    accelerated = true;
  return "sm_" + std::to_string(*capability) + (accelerated ? "a" : "");
}

bool mlir::triton::nvptx::isKnownArch(StringRef arch) {
  std::string error;
  const llvm::Target *target = lookupNVPTXTarget(error);
  return target && knowsProcessor(*target, arch);
}

FailureOr<std::unique_ptr<llvm::Module>>
mlir::triton::nvptx::translateToLLVMIR(ModuleOp module,
                                       llvm::LLVMContext &context,
                                       const TargetOptions &options,
                                       TimingScope &timing) {
  TimingScope translation = timing.nest("translate to LLVM IR");
  upgradeIntrinsicNames(module);
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, context);
  if (!llvmModule)
    return emitError(module.getLoc(), "cannot translate the module to LLVM IR");
  std::string error;
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(options, error);
  if (!machine)
    return emitError(module.getLoc(), error);
  llvmModule->setTargetTriple(llvm::Triple(kTriple));
  llvmModule->setDataLayout(machine->createDataLayout());
  setReflectFTZ(*llvmModule);
  if (callsLibdevice(*llvmModule) &&
      failed(linkLibdevice(*llvmModule, options.libdevicePath, error)))
    return emitError(module.getLoc(), error);
  if (llvm::verifyModule(*llvmModule, &llvm::errs()))
    return emitError(module.getLoc(), "the translated LLVM IR does not verify");
  translation.stop();
  TimingScope optimization = timing.nest("LLVM O3");
  optimizeO3(*llvmModule,
             computeCapabilityOfArch(options.arch).value_or(0));
  return llvmModule;
}

FailureOr<std::string> mlir::triton::nvptx::emitPTX(llvm::Module &module,
                                                    const TargetOptions &options,
                                                    std::string &error) {
  std::unique_ptr<llvm::TargetMachine> machine =
      createTargetMachine(options, error);
  if (!machine)
    return failure();
  // Triton inlines every function not marked noinline before codegen.
  for (llvm::Function &f : module.functions())
    if (!f.isDeclaration() && !f.hasFnAttribute(llvm::Attribute::NoInline))
      f.addFnAttr(llvm::Attribute::AlwaysInline);
  std::string ptx;
  {
    llvm::raw_string_ostream stream(ptx);
    llvm::buffer_ostream buffered(stream);
    llvm::legacy::PassManager passes;
    passes.add(llvm::createAlwaysInlinerLegacyPass());
    if (machine->addPassesToEmitFile(passes, buffered, nullptr,
                                     llvm::CodeGenFileType::AssemblyFile)) {
      error = "the NVPTX backend cannot emit assembly for " + options.arch;
      return failure();
    }
    passes.run(module);
  }
  // The backend writes the lowest .version the features need; Triton writes
  // its own, and drops `debug` from .target so that ptxas optimizes.
  return dropDebugTargets(withPTXVersion(ptx, options.ptxVersion));
}
