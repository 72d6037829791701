//===- PreserveIfUnchanged.h - Skip re-verifying IR a pass left alone -*- C++ -*-===//
//
// MLIR verifies the whole IR after every pass unless the pass declares all
// analyses preserved, which a pass may only do when it changed nothing (the
// IR was verified before it ran). Most passes of Triton's make_ttir and
// make_ttgir find nothing to do on most kernels (warp specialization, CTA
// planning, tensor-memory passes on sm80/sm90, ...), and verifying after
// them is a large part of tt-opt's time on those stages.
//
// A pass starts its runOnOperation with
//
//   PreserveAnalysesIfUnchanged unchanged(getOperation(),
//                                         [this] { markAllAnalysesPreserved(); });
//
// and when it returns, by any path, the guard compares a fingerprint of the
// operation with the one taken at the start; equal fingerprints mean an
// unchanged IR, and the callback declares the analyses preserved.
//
//===----------------------------------------------------------------------===//
#ifndef TT_SUPPORT_PRESERVEIFUNCHANGED_H
#define TT_SUPPORT_PRESERVEIFUNCHANGED_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/Hashing.h"

#include <functional>

namespace mlir::triton {

/// A hash of `op` and everything nested in it that changes whenever the IR
/// does: each op's identity, name, parent, attributes, properties, operands,
/// successors, result types and location, and each block's identity and
/// argument types, in order. The fields of MLIR's OperationFingerPrint (plus
/// names and argument types), hashed with llvm::hash_combine instead of
/// SHA-1, which cost more than the verification it spared.
llvm::hash_code fingerprintIR(Operation *op);

class PreserveAnalysesIfUnchanged {
public:
  PreserveAnalysesIfUnchanged(Operation *op, std::function<void()> preserveAll)
      : op(op), before(fingerprintIR(op)), preserveAll(std::move(preserveAll)) {}
  ~PreserveAnalysesIfUnchanged() {
    if (fingerprintIR(op) == before)
      preserveAll();
  }
  PreserveAnalysesIfUnchanged(const PreserveAnalysesIfUnchanged &) = delete;
  PreserveAnalysesIfUnchanged &
  operator=(const PreserveAnalysesIfUnchanged &) = delete;

private:
  Operation *op;
  llvm::hash_code before;
  std::function<void()> preserveAll;
};

} // namespace mlir::triton

#endif // TT_SUPPORT_PRESERVEIFUNCHANGED_H
