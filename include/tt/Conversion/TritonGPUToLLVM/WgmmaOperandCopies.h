//===- WgmmaOperandCopies.h - Safe register A for async wgmma --*- C++ -*-===//
//
// wgmma.mma_async reads the registers holding A asynchronously: writing
// them before a wgmma.wait_group retires the wgmma is undefined (PTX ISA,
// "asynchronous warpgroup level matrix multiply"). Triton 3.6 hands each
// wgmma the registers the dot's A operand was computed in; in a pipelined
// loop (`ttng.warp_group_dot_wait {pendings = N > 0}`) the next iteration
// computes A into the same registers while the last N wgmmas still read
// them. ptxas usually serializes such loops anyway (C7515), which hides
// it; when it does not (CUDA 13's ptxas on test/corpus's
// rs_upcast_e4m3_w8_s4 once nothing else made it serialize), the results
// are wrong.
//
// So, as Triton's later releases do, each wgmma of an asynchronous dot
// with A in registers reads its own copy of A (inline-asm `mov.b32`s that
// LLVM cannot merge away), made just before it and committed as its own
// wgmma group. A copy is rewritten only when the same wgmma runs again,
// and must wait until that wgmma's previous run is retired. Triton waits
// after every such wgmma for all but the dot's other k steps; here a wait
// is emitted only where the groups that may still be pending could include
// the previous run, counted on the function's control-flow graph.
//
//===----------------------------------------------------------------------===//
#ifndef TT_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDCOPIES_H
#define TT_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDCOPIES_H

#include "mlir/IR/BuiltinOps.h"
#include "tt/Dialect/TritonNvidiaGPU/IR/Dialect.h"

#include <optional>

namespace mlir::triton {

/// The wgmma instructions of one warp_group_dot: tiles of the accumulator a
/// warp group owns along M and N, and k steps.
struct WgmmaTiles {
  int64_t m, n, k;
  int64_t count() const { return m * n * k; }
};
WgmmaTiles getWgmmaTiles(nvidia_gpu::WarpGroupDotOp dot);

/// Whether the dot's wgmmas read A from registers while later code runs
/// (asynchronous, A a tensor): each then reads its own copy of A.
bool readsRegisterOperandAsync(nvidia_gpu::WarpGroupDotOp dot);

/// How one asynchronous dot on registers copies A.
struct WgmmaCopyPlan {
  /// Each wgmma is committed as its own group, after its own copy and
  /// fence; else (Triton's one group per dot) all copies come before one
  /// fence and the dot commits once.
  bool ownGroups = false;
  /// For each of the dot's wgmmas in issue order (m, then n, then k), how
  /// many wgmma groups may stay pending when its copy of A is written
  /// (std::nullopt: no wait needed there). Only with ownGroups are there
  /// any.
  SmallVector<std::optional<int>> waits;
};

/// The copy plans of a module's asynchronous dots on registers, computed
/// on the TritonGPU IR after convert-scf-to-cf.
class WgmmaOperandCopyWaits {
public:
  explicit WgmmaOperandCopyWaits(ModuleOp module);

  const WgmmaCopyPlan &lookup(nvidia_gpu::WarpGroupDotOp dot) const;

private:
  DenseMap<Operation *, WgmmaCopyPlan> plans;
};

} // namespace mlir::triton

#endif // TT_CONVERSION_TRITONGPUTOLLVM_WGMMAOPERANDCOPIES_H
