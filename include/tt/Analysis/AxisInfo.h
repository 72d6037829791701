//===- AxisInfo.h - Contiguity, divisibility and constancy ------*- C++ -*-===//
//
// Triton's axis-info lattice. For every integer or pointer value (a scalar
// counts as rank 1) and every dimension d it records
//
//   contiguity[d]   the length of the aligned runs of consecutive values
//                   (x, x+1, x+2, ...) along d;
//   divisibility[d] the largest power of two dividing the first value of
//                   every such run (in bytes for pointers);
//   constancy[d]    the length of the aligned runs of equal values along d;
//
// and, when the whole value is one known integer, that constant. The lattice
// is seeded by constants, `tt.make_range` and the `tt.contiguity`,
// `tt.divisibility`, `tt.constancy` attributes of function arguments and ops,
// and propagated by Triton 3.6's transfer functions (see AxisInfo.cpp).
// Coalescing, pipelining and the load/store lowering read it to decide how
// wide a memory access may be.
//
//===----------------------------------------------------------------------===//
#ifndef TT_ANALYSIS_AXISINFO_H
#define TT_ANALYSIS_AXISINFO_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Value.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace mlir::triton {

/// The largest power of two that divides `n`; for 0 (divisible by anything)
/// a large power of two that leaves room for products: 2^(bits-2).
template <typename T> constexpr T highestPowOf2Divisor(T n) {
  if (n == 0)
    return static_cast<T>(1) << (sizeof(T) * 8 - 2);
  return n & (~(n - 1));
}

class AxisInfo {
public:
  using DimVectorT = SmallVector<int64_t>;

  /// "Not known yet": the optimistic start of values that the fixed point
  /// narrows (region-branch results and block arguments).
  static constexpr int64_t kMaxDivisor = highestPowOf2Divisor<int64_t>(0);

  /// The uninitialized state (rank 0): the join identity.
  AxisInfo() = default;
  AxisInfo(DimVectorT contiguity, DimVectorT divisibility,
           DimVectorT constancy,
           std::optional<int64_t> constantValue = std::nullopt);

  int64_t getContiguity(size_t dim) const { return contiguity[dim]; }
  const DimVectorT &getContiguity() const { return contiguity; }
  int64_t getDivisibility(size_t dim) const { return divisibility[dim]; }
  const DimVectorT &getDivisibility() const { return divisibility; }
  int64_t getConstancy(size_t dim) const { return constancy[dim]; }
  const DimVectorT &getConstancy() const { return constancy; }
  std::optional<int64_t> getConstantValue() const { return constantValue; }
  unsigned getRank() const { return contiguity.size(); }

  bool operator==(const AxisInfo &other) const {
    return contiguity == other.contiguity &&
           divisibility == other.divisibility &&
           constancy == other.constancy &&
           constantValue == other.constantValue;
  }

  /// The state a value starts from when nothing flows into it: all ones,
  /// except the `tt.*` hints of a function argument or defining op, and
  /// kMaxDivisor for region-branch block arguments and results.
  static AxisInfo getPessimisticValueState(Value value);
  /// The dataflow meet: per dim gcd, divisibility also bounded by the run
  /// lengths when they differ.
  static AxisInfo join(const AxisInfo &lhs, const AxisInfo &rhs);

  /// Replaces `vec` by the value(s) of a `tt.contiguity`-style hint (an
  /// integer or a dense integer array); leaves it alone for a null `hint`.
  static void initDimVectorFromHint(Attribute hint, DimVectorT *vec);

  /// `contiguity = [..], divisibility = [..], constancy = [..],
  /// constant_value = <none>|N`, the text of Triton's -test-print-alignment.
  void print(raw_ostream &os) const;

private:
  DimVectorT contiguity;
  DimVectorT divisibility;
  DimVectorT constancy;
  std::optional<int64_t> constantValue;
};

raw_ostream &operator<<(raw_ostream &os, const AxisInfo &info);

/// Axis info of every value of every function of a module. Functions are
/// solved callers first; each call site narrows the callee's argument hints
/// (`tt.contiguity`, `tt.divisibility`, `tt.constancy`, written on the
/// callee as Triton does) before the callee is solved.
class ModuleAxisInfoAnalysis {
public:
  using AxisInfoMapT = DenseMap<Value, AxisInfo>;

  explicit ModuleAxisInfoAnalysis(ModuleOp module);

  /// The axis info of `value`, or nullptr for a value outside every solved
  /// function.
  const AxisInfo *getAxisInfo(Value value) const;
  /// As getAxisInfo, but the pessimistic state for values the analysis never
  /// reached (unreachable code) instead of an uninitialized one.
  AxisInfo getAxisInfoOrPessimistic(Value value) const;

  /// Queries of the LLVM lowering's vectorisation (Triton's names), along
  /// the fastest dim of the tensor's layout; 1 for scalars.
  /// Elements of `elementBitWidth` bits that the offsets (or pointers)
  /// `value` keep aligned and contiguous: min(divisibility in elements,
  /// contiguity).
  unsigned getAlignment(Value value, unsigned elementBitWidth) const;
  /// Consecutive elements one thread may access with one instruction: the
  /// alignment, capped by the elements its layout gives it contiguously.
  unsigned getContiguity(Value value, unsigned elementBitWidth) const;
  /// getContiguity of a tensor of pointers, in pointee elements.
  unsigned getPtrContiguity(Value ptr) const;
  /// Consecutive elements along which the mask `mask` is constant.
  unsigned getMaskAlignment(Value mask) const;

private:
  void solveFunction(FunctionOpInterface func);
  void narrowCalleeHints(CallOpInterface call, FunctionOpInterface callee);

  DenseMap<FunctionOpInterface, AxisInfoMapT> funcData;
};

} // namespace mlir::triton

#endif // TT_ANALYSIS_AXISINFO_H
