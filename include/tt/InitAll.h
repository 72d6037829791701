//===- InitAll.h - Register every dialect and pass of tt-opt ---*- C++ -*-===//
#ifndef TT_INITALL_H
#define TT_INITALL_H

namespace mlir {
class DialectRegistry;
namespace triton {
/// Our dialects (tt, ttg, ttng, amdg, nvg) and the upstream dialects that
/// appear in Triton 3.6's IR (arith, math, scf, cf, ub, func, index, gpu,
/// llvm, nvvm, rocdl, amdgpu), with their interface extensions.
void registerAllDialects(DialectRegistry &registry);

/// Our passes under Triton's flag names, and the upstream passes that
/// Triton's pipelines run (canonicalize, cse, inline, sccp, symbol-dce, ...).
void registerAllPasses();
} // namespace triton
} // namespace mlir

#endif // TT_INITALL_H
