//===- MfmaTable.h - The MFMA instructions of Triton 3.6 ----*- C++ -*-===//
//
// Triton's MFMA table (third_party/amd/lib/TritonAMDGPUTransforms/
// MfmaGroup.cpp): for an MFMA version (1 gfx908, 2 gfx90a, 3 gfx942,
// 4 gfx950), an M x N instruction size and the A/B element types, the
// instructions that exist, each with its K and kBase (the K elements one
// lane holds).
//
//===----------------------------------------------------------------------===//
#ifndef TT_DIALECT_AMDG_TRANSFORMS_MFMATABLE_H
#define TT_DIALECT_AMDG_TRANSFORMS_MFMATABLE_H

#include "mlir/IR/Location.h"
#include "mlir/IR/Types.h"

namespace mlir::triton::amdgpu {

/// One MFMA instruction. `aElemType`/`bElemType` are the types the operands
/// must have for it: the dot's own types, except f16 when OCP fp8 is
/// emulated on MFMA versions 1-3.
struct MfmaInstruction {
  StringRef name; ///< The ROCDL intrinsic, e.g. "mfma_f32_32x32x8f16".
  unsigned mDim, nDim, kDim, kBase;
  Type aElemType, bElemType;
  bool scaled; ///< mfma_scale_*_f8f6f4 (gfx950): the dot becomes tt.dot_scaled.
};

/// The types the gfx950 mfma_scale_*_f8f6f4 instructions take: OCP fp8,
/// fp6 (e2m3, e3m2) and fp4 (e2m1).
bool isF8F6F4(Type type);

/// Triton's MfmaIntrinsic::selectFor: the instruction of `version` that is
/// `mDim` x `nDim` for A/B of `aElemType`/`bElemType`. With `withScale`
/// (version 4, both F8F6F4) the scaled f8f6f4 instructions; with `useTF32`
/// (version 3) f32 x f32 takes the xf32 instructions; OCP fp8 x OCP fp8 on
/// versions 1-3 takes the f16 instructions (emulated; Triton remarks on it at
/// `loc`). Where two instructions differ only in K, the larger K is taken
/// when `inputKDim` reaches it. Fails when the table has no such instruction.
/// Traces the candidates under -debug-only=tritonamdgpu-accelerate-matmul.
FailureOr<MfmaInstruction> selectMfmaInstruction(Location loc, int version,
                                                 unsigned mDim, unsigned nDim,
                                                 int64_t inputKDim,
                                                 Type aElemType, Type bElemType,
                                                 bool withScale, bool useTF32);

} // namespace mlir::triton::amdgpu

#endif // TT_DIALECT_AMDG_TRANSFORMS_MFMATABLE_H
