//===- InitAll.cpp - Register every dialect and pass of tt-opt ------------===//
#include "tt/InitAll.h"

#include "mlir/Dialect/AMDGPU/IR/AMDGPUDialect.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/ControlFlow/IR/ControlFlow.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/Index/IR/IndexDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/LLVMIR/ROCDLDialect.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/UB/IR/UBOps.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/Conversion/Passes.h"
#include "mlir/Transforms/Passes.h"

#include "tt/Conversion/NVGPUToLLVM/Passes.h"
#include "tt/Conversion/TXLGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonGPUToLLVM/Passes.h"
#include "tt/Conversion/TritonToTritonGPU/Passes.h"
#include "tt/Dialect/NVGPU/IR/Dialect.h"
#include "tt/Dialect/TXL/IR/Dialect.h"
#include "tt/Dialect/TXLGPU/IR/Dialect.h"
#include "tt/Dialect/NVWS/IR/Dialect.h"
#include "tt/Dialect/NVWS/Transforms/Passes.h"
#include "tt/Dialect/TXLGPU/Transforms/Passes.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/Triton/Transforms/Passes.h"
#include "tt/Dialect/TritonAMDGPU/IR/Dialect.h"
#include "tt/Dialect/TritonAMDGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"
#include "tt/Dialect/TritonNvidiaGPU/Transforms/Passes.h"
#include "tt/Pipelines.h"
#include "tt/Support/OnSymbol.h"

void mlir::triton::registerAllDialects(DialectRegistry &registry) {
  registry.insert<triton::TritonDialect, triton::gpu::TritonGPUDialect,
                  triton::nvidia_gpu::TritonNvidiaGPUDialect,
                  triton::amdgpu::TritonAMDGPUDialect,
                  triton::nvgpu::NVGPUDialect, triton::txl::TXLDialect,
                  triton::txlgpu::TXLGPUDialect, triton::nvws::NVWSDialect>();
  registry.insert<arith::ArithDialect, math::MathDialect, scf::SCFDialect,
                  cf::ControlFlowDialect, ub::UBDialect, func::FuncDialect,
                  index::IndexDialect, ::mlir::gpu::GPUDialect, LLVM::LLVMDialect,
                  NVVM::NVVMDialect, ROCDL::ROCDLDialect,
                  ::mlir::amdgpu::AMDGPUDialect>();
}

/// The upstream MLIR passes Triton 3.6's pipelines name, so that its
/// pipeline strings (reproducers, dump-log headers) run as they are.
static void registerUpstreamPassesTritonNames() {
  using namespace mlir;
  // MLIR's general passes, but canonicalize and sccp: tt-opt's
  // (registered with the Triton and TritonGPU passes) fold scf.for iter
  // args as Triton 3.6's MLIR did and leave warp-specialize partitions as
  // Triton 3.6's SCCP does.
  registerCSEPass();
  registerInlinerPass();
  registerSymbolDCEPass();
  registerSymbolPrivatizePass();
  registerLoopInvariantCodeMotionPass();
  registerLoopInvariantSubsetHoistingPass();
  registerStripDebugInfoPass();
  registerPrintIRPassPass();
  registerPrintOpStatsPass();
  registerControlFlowSinkPass();
  registerRemoveDeadValuesPass();
  registerTopologicalSortPass();
  registerMem2RegPass();
  registerSROAPass();
  registerLocationSnapshotPass();
  registerGenerateRuntimeVerificationPass();
  registerCompositeFixedPointPassPass();
  registerBubbleDownMemorySpaceCastsPass();
  // make_llir's conversions (NVIDIA and AMD).
  registerSCFToControlFlowPass();
  registerConvertIndexToLLVMPass();
  registerConvertControlFlowToLLVMPass();
  registerArithToLLVMConversionPass();
  registerConvertMathToLLVMPass();
  registerConvertNVVMToLLVMPass();
  registerReconcileUnrealizedCastsPass();
}

void mlir::triton::registerAllPasses() {
  registerUpstreamPassesTritonNames();
  triton::registerTritonPasses();
  triton::gpu::registerTritonGPUPasses();
  triton::amdgpu::registerTritonAMDGPUPasses();
  triton::nvidia_gpu::registerTritonNvidiaGPUPasses();
  triton::nvws::registerNVWSPasses();
  triton::registerTritonToTritonGPUPasses();
  triton::registerTritonGPUToLLVMPasses();
  triton::registerNVGPUToLLVMPasses();
  triton::txlgpu::registerTXLGPUPasses();
  triton::registerTXLGPUToLLVMPasses();
  // Reruns passes that Triton ran on one function only (tt-dump, tt-bisect).
  triton::registerOnSymbolPass();
  triton::registerTritonPipelines();
}
