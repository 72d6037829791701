//===- PreserveIfUnchangedTest.cpp - Analyses survive passes that change nothing ===//
//
// A pass with a PreserveAnalysesIfUnchanged guard declares all analyses
// preserved exactly when it left the IR unchanged, which is also what makes
// MLIR skip re-verifying the IR after it. Observed through the analysis
// cache: a probe pass computes an analysis and preserves it, the pass under
// test runs, and a second probe reports whether the analysis is still
// cached. Prints `PASS name` or `FAIL name: ...`; the exit status is the
// number of failures (test/lit/Unit/preserve-if-unchanged.test).
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace {

/// Any analysis: what matters is whether the cache still holds it.
struct ProbeAnalysis {
  explicit ProbeAnalysis(Operation *) {}
};

/// Computes the probe analysis and keeps it.
struct ComputeProbe : PassWrapper<ComputeProbe, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(ComputeProbe)
  void runOnOperation() override {
    (void)getAnalysis<ProbeAnalysis>();
    markAllAnalysesPreserved();
  }
};

/// Records whether the probe analysis survived the passes before it.
struct CheckProbe : PassWrapper<CheckProbe, OperationPass<ModuleOp>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(CheckProbe)
  explicit CheckProbe(bool &cached) : cached(cached) {}
  void runOnOperation() override {
    cached = getCachedAnalysis<ProbeAnalysis>().has_value();
    markAllAnalysesPreserved();
  }
  bool &cached;
};

int failures = 0;

void expect(StringRef name, bool ok, StringRef explanation) {
  llvm::outs() << (ok ? "PASS " : "FAIL ") << name;
  if (!ok) {
    ++failures;
    llvm::outs() << ": " << explanation;
  }
  llvm::outs() << "\n";
}

/// Whether the probe analysis is still cached after
/// tritongpu-combine-tensor-select-and-if ran on `source`.
std::optional<bool> survivesCombine(MLIRContext &context, StringRef source) {
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(source, &context);
  if (!module)
    return std::nullopt;
  bool cached = false;
  PassManager pm(&context);
  pm.addPass(std::make_unique<ComputeProbe>());
  pm.addPass(triton::gpu::createTritonGPUCombineTensorSelectAndIf());
  pm.addPass(std::make_unique<CheckProbe>(cached));
  if (failed(pm.run(*module)))
    return std::nullopt;
  return cached;
}

} // namespace

int main() {
  DialectRegistry registry;
  registry.insert<triton::TritonDialect, triton::gpu::TritonGPUDialect,
                  arith::ArithDialect, scf::SCFDialect>();
  MLIRContext context(registry);
  context.loadAllAvailableDialects();

  // No select to merge: the pass changes nothing.
  std::optional<bool> unchanged = survivesCombine(context, R"mlir(
    tt.func @f(%x: tensor<64xf32>, %p: tensor<64x!tt.ptr<f32>>) {
      tt.store %p, %x : tensor<64x!tt.ptr<f32>>
      tt.return
    })mlir");
  expect("unchanged-ir-keeps-analyses", unchanged == std::optional<bool>(true),
         "the analysis was dropped (or the pass failed) although the IR did "
         "not change");

  // A tensor select before an if on its condition: the pass merges them.
  std::optional<bool> changed = survivesCombine(context, R"mlir(
    tt.func @g(%x: tensor<64xf32>, %y: tensor<64xf32>, %p: tensor<64x!tt.ptr<f32>>, %c: i1) {
      %s = arith.select %c, %x, %y : tensor<64xf32>
      scf.if %c {
        tt.store %p, %x : tensor<64x!tt.ptr<f32>>
      }
      tt.store %p, %s : tensor<64x!tt.ptr<f32>>
      tt.return
    })mlir");
  expect("changed-ir-drops-analyses", changed == std::optional<bool>(false),
         "the analysis survived (or the pass failed) although the IR changed");
  return failures;
}
