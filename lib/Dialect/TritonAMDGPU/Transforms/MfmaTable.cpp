//===- MfmaTable.cpp - The MFMA instructions Triton 3.6 selects from ------===//
//
// The entries are Triton 3.6's MfmaGroup.cpp table; the names are the ROCDL
// intrinsics the dot lowering emits.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonAMDGPU/Transforms/MfmaTable.h"
#include "tt/Support/Debug.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/TypeSwitch.h"

#define DEBUG_TYPE "tritonamdgpu-accelerate-matmul"

using namespace mlir;
using namespace mlir::triton::amdgpu;

namespace {

/// The operand kinds the table is keyed by. Triton keys it by the types'
/// TypeID, so every integer type (not only i8) finds the i8 instructions.
enum class Operand : uint8_t {
  F64,
  F32,
  TF32,
  F16,
  BF16,
  Int,
  Fp8Fnuz, // f8E4M3FNUZ ("fp8" of gfx942)
  Bf8Fnuz, // f8E5M2FNUZ ("bf8" of gfx942)
  Fp8,     // f8E4M3FN (OCP)
  Bf8,     // f8E5M2 (OCP)
  F8F6F4,  // any F8F6F4 type, for the scaled instructions
};

constexpr uint8_t v(int version) { return uint8_t(1u << version); }
constexpr uint8_t kV1to2 = v(1) | v(2), kV1to3 = v(1) | v(2) | v(3),
                  kV1to4 = v(1) | v(2) | v(3) | v(4),
                  kV2to4 = v(2) | v(3) | v(4);

struct Entry {
  uint8_t versions; // bit v set: exists on MFMA version v
  uint8_t m, n;
  Operand a, b;
  const char *name;
  uint8_t k, kBase;
};

using O = Operand;

// Where one (version, M, N, A, B) has two entries, the first (larger K) is
// preferred; the last is the fallback.
constexpr Entry kTable[] = {
    // f64
    {kV2to4, 16, 16, O::F64, O::F64, "mfma_f64_16x16x4f64", 4, 1},
    // f32
    {kV1to4, 32, 32, O::F32, O::F32, "mfma_f32_32x32x2f32", 2, 1},
    {kV1to4, 16, 16, O::F32, O::F32, "mfma_f32_16x16x4f32", 4, 1},
    {kV1to4, 4, 64, O::F32, O::F32, "mfma_f32_4x4x1f32", 16, 1},
    {kV1to4, 64, 4, O::F32, O::F32, "mfma_f32_4x4x1f32", 16, 1},
    // xf32 (f32 with inputPrecision = tf32), gfx942 only
    {v(3), 16, 16, O::TF32, O::TF32, "mfma_f32_16x16x8_xf32", 8, 2},
    {v(3), 32, 32, O::TF32, O::TF32, "mfma_f32_32x32x4_xf32", 4, 2},
    // f16
    {v(4), 32, 32, O::F16, O::F16, "mfma_f32_32x32x16_f16", 16, 8},
    {v(4), 32, 32, O::F16, O::F16, "mfma_f32_32x32x8f16", 8, 4},
    {kV1to3, 32, 32, O::F16, O::F16, "mfma_f32_32x32x8f16", 8, 4},
    {v(4), 16, 16, O::F16, O::F16, "mfma_f32_16x16x32_f16", 32, 8},
    {v(4), 16, 16, O::F16, O::F16, "mfma_f32_16x16x16f16", 16, 4},
    {kV1to3, 16, 16, O::F16, O::F16, "mfma_f32_16x16x16f16", 16, 4},
    {kV1to4, 4, 64, O::F16, O::F16, "mfma_f32_4x4x4f16", 64, 4},
    {kV1to4, 64, 4, O::F16, O::F16, "mfma_f32_4x4x4f16", 64, 4},
    // bf16
    {v(4), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x16_bf16", 16, 8},
    {v(4), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x8bf16_1k", 8, 4},
    {v(3), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x8bf16_1k", 8, 4},
    {v(2), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x8bf16_1k", 8, 4},
    {v(2), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x4bf16_1k", 4, 2},
    {v(4), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x32_bf16", 32, 8},
    {v(4), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x16bf16_1k", 16, 4},
    {v(3), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x16bf16_1k", 16, 4},
    {v(2), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x16bf16_1k", 16, 4},
    {v(2), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x8bf16", 8, 2},
    {v(1), 32, 32, O::BF16, O::BF16, "mfma_f32_32x32x4bf16", 4, 2},
    {v(1), 16, 16, O::BF16, O::BF16, "mfma_f32_16x16x8bf16", 8, 2},
    {kV2to4, 4, 64, O::BF16, O::BF16, "mfma_f32_4x4x4bf16_1k", 64, 4},
    {kV2to4, 64, 4, O::BF16, O::BF16, "mfma_f32_4x4x4bf16_1k", 64, 4},
    {v(1), 4, 64, O::BF16, O::BF16, "mfma_f32_4x4x2bf16", 2, 2},
    {v(1), 64, 4, O::BF16, O::BF16, "mfma_f32_4x4x2bf16", 2, 2},
    // fp8/bf8: OCP on gfx950, FNUZ on gfx942, any pairing of the two kinds
    {v(4), 32, 32, O::Fp8, O::Fp8, "mfma_f32_32x32x16_fp8_fp8", 16, 8},
    {v(3), 32, 32, O::Fp8Fnuz, O::Fp8Fnuz, "mfma_f32_32x32x16_fp8_fp8", 16, 8},
    {v(4), 32, 32, O::Fp8, O::Bf8, "mfma_f32_32x32x16_fp8_bf8", 16, 8},
    {v(3), 32, 32, O::Fp8Fnuz, O::Bf8Fnuz, "mfma_f32_32x32x16_fp8_bf8", 16, 8},
    {v(4), 32, 32, O::Bf8, O::Fp8, "mfma_f32_32x32x16_bf8_fp8", 16, 8},
    {v(3), 32, 32, O::Bf8Fnuz, O::Fp8Fnuz, "mfma_f32_32x32x16_bf8_fp8", 16, 8},
    {v(4), 32, 32, O::Bf8, O::Bf8, "mfma_f32_32x32x16_bf8_bf8", 16, 8},
    {v(3), 32, 32, O::Bf8Fnuz, O::Bf8Fnuz, "mfma_f32_32x32x16_bf8_bf8", 16, 8},
    {v(4), 16, 16, O::Fp8, O::Fp8, "mfma_f32_16x16x32_fp8_fp8", 32, 8},
    {v(3), 16, 16, O::Fp8Fnuz, O::Fp8Fnuz, "mfma_f32_16x16x32_fp8_fp8", 32, 8},
    {v(4), 16, 16, O::Fp8, O::Bf8, "mfma_f32_16x16x32_fp8_bf8", 32, 8},
    {v(3), 16, 16, O::Fp8Fnuz, O::Bf8Fnuz, "mfma_f32_16x16x32_fp8_bf8", 32, 8},
    {v(4), 16, 16, O::Bf8, O::Fp8, "mfma_f32_16x16x32_bf8_fp8", 32, 8},
    {v(3), 16, 16, O::Bf8Fnuz, O::Fp8Fnuz, "mfma_f32_16x16x32_bf8_fp8", 32, 8},
    {v(4), 16, 16, O::Bf8, O::Bf8, "mfma_f32_16x16x32_bf8_bf8", 32, 8},
    {v(3), 16, 16, O::Bf8Fnuz, O::Bf8Fnuz, "mfma_f32_16x16x32_bf8_bf8", 32, 8},
    // int8
    {v(4), 32, 32, O::Int, O::Int, "mfma_i32_32x32x32_i8", 32, 16},
    {v(4), 32, 32, O::Int, O::Int, "mfma_i32_32x32x16_i8", 16, 8},
    {v(3), 32, 32, O::Int, O::Int, "mfma_i32_32x32x16_i8", 16, 8},
    {kV1to2, 32, 32, O::Int, O::Int, "mfma_i32_32x32x8i8", 8, 4},
    {v(4), 16, 16, O::Int, O::Int, "mfma_i32_16x16x64_i8", 64, 16},
    {v(4), 16, 16, O::Int, O::Int, "mfma_i32_16x16x32_i8", 32, 8},
    {v(3), 16, 16, O::Int, O::Int, "mfma_i32_16x16x32_i8", 32, 8},
    {kV1to2, 16, 16, O::Int, O::Int, "mfma_i32_16x16x16i8", 16, 4},
    {kV1to4, 4, 64, O::Int, O::Int, "mfma_i32_4x4x4i8", 64, 4},
    {kV1to4, 64, 4, O::Int, O::Int, "mfma_i32_4x4x4i8", 64, 4},
    // scaled f8f6f4, gfx950 only
    {v(4), 16, 16, O::F8F6F4, O::F8F6F4, "mfma_scale_f32_16x16x128_f8f6f4", 128,
     32},
    {v(4), 32, 32, O::F8F6F4, O::F8F6F4, "mfma_scale_f32_32x32x64_f8f6f4", 64,
     32},
};

/// The OCP fp8 types (f8E4M3FN, f8E5M2): native only from MFMA version 4.
bool isOcpFp8(Type type) { return isa<Float8E4M3FNType, Float8E5M2Type>(type); }

std::optional<Operand> classify(Type type) {
  return llvm::TypeSwitch<Type, std::optional<Operand>>(type)
      .Case<Float64Type>([](auto) { return O::F64; })
      .Case<Float32Type>([](auto) { return O::F32; })
      .Case<Float16Type>([](auto) { return O::F16; })
      .Case<BFloat16Type>([](auto) { return O::BF16; })
      .Case<IntegerType>([](auto) { return O::Int; })
      .Case<Float8E4M3FNUZType>([](auto) { return O::Fp8Fnuz; })
      .Case<Float8E5M2FNUZType>([](auto) { return O::Bf8Fnuz; })
      .Case<Float8E4M3FNType>([](auto) { return O::Fp8; })
      .Case<Float8E5M2Type>([](auto) { return O::Bf8; })
      .Default([](auto) { return std::nullopt; });
}

/// Triton's composeMfmaKeyFor: the operand kinds to look up, and (for the
/// emulated OCP fp8) the operand types the instruction takes instead.
std::optional<std::pair<Operand, Operand>>
composeKey(Location loc, int version, Type &aElemType, Type &bElemType,
           bool withScale, bool useTF32) {
  if (withScale)
    return std::pair{O::F8F6F4, O::F8F6F4};
  if (useTF32 && aElemType.isF32() && bElemType.isF32())
    return std::pair{O::TF32, O::TF32};
  if (version <= 3 && isOcpFp8(aElemType) && isOcpFp8(bElemType)) {
    // Triton 3.6 remarks here every time it selects for such a dot.
    emitRemark(loc, "missing native support for fp8 variant on current "
                    "architecture; emulated with fp16 so low performance");
    if (version == 3)
      emitRemark(loc, "for gfx942 please use native supported fp8 variants");
    TT_DEBUG(
        TT_DBGS() << "  OCP fp8 has no MFMA before gfx950: both operands "
                     "are converted to f16 and take the f16 instructions\n");
    aElemType = bElemType = Float16Type::get(loc.getContext());
  }
  std::optional<Operand> a = classify(aElemType), b = classify(bElemType);
  if (!a || !b)
    return std::nullopt;
  return std::pair{*a, *b};
}

} // namespace

bool mlir::triton::amdgpu::isF8F6F4(Type type) {
  return isa<Float8E4M3FNType, Float8E5M2Type, Float6E2M3FNType,
             Float6E3M2FNType, Float4E2M1FNType>(type);
}

FailureOr<MfmaInstruction> mlir::triton::amdgpu::selectMfmaInstruction(
    Location loc, int version, unsigned mDim, unsigned nDim, int64_t inputKDim,
    Type aElemType, Type bElemType, bool withScale, bool useTF32) {
  std::optional<std::pair<Operand, Operand>> key =
      composeKey(loc, version, aElemType, bElemType, withScale, useTF32);
  SmallVector<const Entry *, 2> candidates;
  if (key)
    for (const Entry &entry : kTable)
      if ((entry.versions & v(version)) && entry.m == mDim && entry.n == nDim &&
          entry.a == key->first && entry.b == key->second)
        candidates.push_back(&entry);
  if (candidates.empty()) {
    if (mDim == 0) // The caller has said why there is no size.
      return failure();
    TT_DEBUG(TT_DBGS() << "  MFMA table: no version-" << version << " " << mDim
                       << "x" << nDim << " instruction takes " << aElemType
                       << " x " << bElemType << (withScale ? " (scaled)" : "")
                       << (useTF32 ? " (tf32 allowed)" : "") << "\n");
    return failure();
  }
  const Entry *chosen = candidates.back();
  for (const Entry *entry : ArrayRef(candidates).drop_back()) {
    if (inputKDim >= entry->k) {
      chosen = entry;
      break;
    }
    TT_DEBUG(TT_DBGS() << "  MFMA table: passes over " << entry->name
                       << ": tile K " << inputKDim << " < its K " << +entry->k
                       << "\n");
  }
  TT_DEBUG(TT_DBGS() << "  MFMA table: " << chosen->name << " (" << mDim << "x"
                     << nDim << "x" << +chosen->k << ", kBase "
                     << +chosen->kBase << ")"
                     << (candidates.size() > 1 && chosen != candidates.back()
                             ? ": the larger-K instruction fits the tile K"
                             : "")
                     << "\n");
  return MfmaInstruction{chosen->name,  mDim,      nDim,      chosen->k,
                         chosen->kBase, aElemType, bElemType, withScale};
}
