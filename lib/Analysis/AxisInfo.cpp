//===- AxisInfo.cpp - Contiguity, divisibility and constancy --------------===//
//
// The transfer functions follow Triton 3.6's AxisInfo analysis rule for rule,
// so that every pass reading them (coalescing first) decides as Triton does.
// Where Triton would divide by zero or shift by more than 63 bits on constant
// operands we simply do not fold.
//
//===----------------------------------------------------------------------===//
#include "tt/Analysis/AxisInfo.h"

#include "mlir/Analysis/DataFlow/ConstantPropagationAnalysis.h"
#include "mlir/Analysis/DataFlow/DeadCodeAnalysis.h"
#include "mlir/Analysis/DataFlow/SparseAnalysis.h"
#include "mlir/Analysis/DataFlowFramework.h"
#include "mlir/IR/SymbolTable.h"
#include "tt/Dialect/Triton/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/Dialect.h"
#include "tt/Dialect/TritonGPU/IR/LinearLayoutConversions.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/MathExtras.h"

#include <numeric>

using namespace mlir;
using namespace mlir::triton;

namespace {

using DimVectorT = AxisInfo::DimVectorT;
constexpr int64_t kMaxDivisor = AxisInfo::kMaxDivisor;

/// gcd in which 0 means "no constraint".
int64_t gcd(int64_t a, int64_t b) {
  if (a == 0)
    return b;
  if (b == 0)
    return a;
  return std::gcd(a, b);
}
template <typename... Rest> int64_t gcd(int64_t a, int64_t b, Rest... rest) {
  return gcd(gcd(a, b), rest...);
}

/// A product of divisors, saturating at kMaxDivisor.
int64_t multiplyDivisor(int64_t lhs, int64_t rhs) {
  if (rhs != 0 && lhs > kMaxDivisor / rhs)
    return kMaxDivisor;
  return lhs * rhs;
}

/// Divisibility of a value that is either `lhs` or `rhs` along `d`. When the
/// run lengths differ, a run of the result may start inside a run of an
/// operand, so the run lengths bound it too. An unresolved side (kMaxDivisor)
/// does not count: the fixed point will resolve it.
int64_t joinDivisibility(const AxisInfo &lhs, const AxisInfo &rhs, unsigned d) {
  if (lhs.getContiguity(d) == rhs.getContiguity(d) ||
      lhs.getContiguity(d) == kMaxDivisor ||
      rhs.getContiguity(d) == kMaxDivisor)
    return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d));
  return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d),
             lhs.getContiguity(d), rhs.getContiguity(d));
}

bool isConstantOf(const AxisInfo &info, int64_t value) {
  return info.getConstantValue() == value;
}
bool isContiguousDim(const AxisInfo &info, ArrayRef<int64_t> shape,
                     unsigned d) {
  return info.getContiguity(d) == shape[d];
}
bool isConstantDim(const AxisInfo &info, ArrayRef<int64_t> shape, unsigned d) {
  return info.getConstancy(d) == shape[d];
}

/// Bytes per element behind a pointer (at least 1, for i1).
int64_t pointeeBytes(Type ptrLike) {
  return std::max<int64_t>(1, getPointeeBitWidth(ptrLike) / 8);
}

/// The shape of a tensor result; none for scalars.
std::optional<ArrayRef<int64_t>> tensorShape(Value value) {
  if (auto type = dyn_cast<RankedTensorType>(value.getType()))
    return type.getShape();
  return std::nullopt;
}

//===----------------------------------------------------------------------===//
// Binary integer ops
//===----------------------------------------------------------------------===//

/// The per-dimension rules of a binary op. When both operands fold to a
/// constant, the constant decides instead: contiguity 1, divisibility of the
/// constant, constancy the larger of the operands'.
struct BinaryRules {
  std::function<int64_t(unsigned)> contiguity = [](unsigned) { return 1; };
  std::function<int64_t(unsigned)> divisibility = [](unsigned) { return 1; };
  std::function<int64_t(unsigned)> constancy = [](unsigned) { return 1; };
  std::optional<int64_t> constant;
};

AxisInfo applyBinary(const AxisInfo &lhs, const AxisInfo &rhs,
                     const BinaryRules &rules) {
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0, rank = lhs.getRank(); d < rank; ++d) {
    if (rules.constant) {
      contiguity.push_back(1);
      constancy.push_back(std::max(lhs.getConstancy(d), rhs.getConstancy(d)));
      divisibility.push_back(highestPowOf2Divisor<int64_t>(*rules.constant));
    } else {
      contiguity.push_back(rules.contiguity(d));
      constancy.push_back(rules.constancy(d));
      divisibility.push_back(rules.divisibility(d));
    }
  }
  return AxisInfo(contiguity, divisibility, constancy, rules.constant);
}

/// Both operands' constants, when both are known.
std::optional<std::pair<int64_t, int64_t>> constants(const AxisInfo &lhs,
                                                     const AxisInfo &rhs) {
  if (lhs.getConstantValue() && rhs.getConstantValue())
    return std::make_pair(*lhs.getConstantValue(), *rhs.getConstantValue());
  return std::nullopt;
}

auto gcdConstancy(const AxisInfo &lhs, const AxisInfo &rhs) {
  return [&](unsigned d) {
    return gcd(lhs.getConstancy(d), rhs.getConstancy(d));
  };
}

/// addi, subi and addptr (whose offsets count elements, not bytes).
AxisInfo visitAddSub(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  bool isSub = isa<arith::SubIOp>(op);
  int64_t elemBytes = 1;
  if (auto addPtr = dyn_cast<AddPtrOp>(op))
    elemBytes = pointeeBytes(addPtr.getPtr().getType());
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    // A run minus a constant stays a run; a constant minus a run descends.
    if (isSub)
      return gcd(lhs.getContiguity(d), rhs.getConstancy(d));
    return std::max(gcd(lhs.getConstancy(d), rhs.getContiguity(d)),
                    gcd(lhs.getContiguity(d), rhs.getConstancy(d)));
  };
  rules.divisibility = [&](unsigned d) {
    return gcd(lhs.getDivisibility(d),
               multiplyDivisor(rhs.getDivisibility(d), elemBytes));
  };
  rules.constancy = gcdConstancy(lhs, rhs);
  if (auto c = constants(lhs, rhs))
    rules.constant = isSub ? c->first - c->second
                           : c->first + c->second * elemBytes;
  return applyBinary(lhs, rhs, rules);
}

AxisInfo visitMul(const AxisInfo &lhs, const AxisInfo &rhs) {
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return std::max<int64_t>(isConstantOf(rhs, 1) ? lhs.getContiguity(d) : 1,
                             isConstantOf(lhs, 1) ? rhs.getContiguity(d) : 1);
  };
  rules.divisibility = [&](unsigned d) {
    // [2^n, 2^n+1, ...] times anything but 1 is only known to be odd-based.
    int64_t lhsDiv = lhs.getContiguity(d) > 1 && !isConstantOf(rhs, 1)
                         ? 1
                         : lhs.getDivisibility(d);
    int64_t rhsDiv = rhs.getContiguity(d) > 1 && !isConstantOf(lhs, 1)
                         ? 1
                         : rhs.getDivisibility(d);
    return multiplyDivisor(lhsDiv, rhsDiv);
  };
  rules.constancy = gcdConstancy(lhs, rhs);
  if (auto c = constants(lhs, rhs))
    rules.constant = c->first * c->second;
  return applyBinary(lhs, rhs, rules);
}

AxisInfo visitDiv(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  std::optional<ArrayRef<int64_t>> shape = tensorShape(op->getResult(0));
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return isConstantOf(rhs, 1) ? lhs.getContiguity(d) : 1;
  };
  rules.constancy = [&](unsigned d) -> int64_t {
    if (!shape)
      return 1;
    int64_t constancy = gcd(lhs.getConstancy(d), rhs.getConstancy(d));
    // A run divided by a constant is constant over runs of
    // gcd(run length, divisibilities).
    if (isContiguousDim(lhs, *shape, d) && isConstantDim(rhs, *shape, d))
      constancy = std::max(constancy, gcd(lhs.getContiguity(d),
                                          lhs.getDivisibility(d),
                                          rhs.getDivisibility(d)));
    return constancy;
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    if (isConstantOf(lhs, 0) || isConstantOf(rhs, 1))
      return lhs.getDivisibility(d);
    std::optional<int64_t> divisor = rhs.getConstantValue();
    if (divisor && *divisor != INT64_MIN &&
        llvm::isPowerOf2_64(std::abs(*divisor)) && lhs.getContiguity(d) == 1)
      return std::max<int64_t>(1, lhs.getDivisibility(d) / std::abs(*divisor));
    return 1;
  };
  if (auto c = constants(lhs, rhs); c && c->second != 0 &&
                                    !(c->first == INT64_MIN && c->second == -1))
    rules.constant = c->first / c->second;
  return applyBinary(lhs, rhs, rules);
}

AxisInfo visitRem(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  std::optional<ArrayRef<int64_t>> shape = tensorShape(op->getResult(0));
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) -> int64_t {
    // A run modulo a constant restarts at multiples of the constant.
    if (shape && isContiguousDim(lhs, *shape, d) &&
        isConstantDim(rhs, *shape, d))
      return gcd(lhs.getContiguity(d), lhs.getDivisibility(d),
                 rhs.getDivisibility(d));
    return 1;
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    if (rhs.getConstancy(d) > 1)
      return gcd(lhs.getDivisibility(d), rhs.getDivisibility(d));
    return 1;
  };
  rules.constancy = [&](unsigned d) -> int64_t {
    if (!shape)
      return 1;
    return isConstantOf(rhs, 1) ? (*shape)[d]
                                : gcd(lhs.getConstancy(d), rhs.getConstancy(d));
  };
  if (auto c = constants(lhs, rhs)) {
    if (c->second != 0 && !(c->first == INT64_MIN && c->second == -1))
      rules.constant = c->first % c->second;
  } else if (isConstantOf(rhs, 1)) {
    rules.constant = 0;
  }
  return applyBinary(lhs, rhs, rules);
}

/// andi, ori, xori: only constancy survives.
AxisInfo visitBitwise(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  BinaryRules rules;
  rules.constancy = gcdConstancy(lhs, rhs);
  if (auto c = constants(lhs, rhs)) {
    if (isa<arith::AndIOp>(op))
      rules.constant = c->first & c->second;
    else if (isa<arith::OrIOp>(op))
      rules.constant = c->first | c->second;
    else
      rules.constant = c->first ^ c->second;
  }
  return applyBinary(lhs, rhs, rules);
}

bool isValidShift(int64_t shift) { return shift >= 0 && shift < 63; }

AxisInfo visitShift(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  bool isLeft = isa<arith::ShLIOp>(op);
  BinaryRules rules;
  rules.contiguity = [&](unsigned d) {
    return isConstantOf(rhs, 0) ? lhs.getContiguity(d) : 1;
  };
  rules.divisibility = [&](unsigned d) -> int64_t {
    std::optional<int64_t> shift = rhs.getConstantValue();
    // Triton reads an unknown left shift as 0 and gives up on right shifts.
    if (!isLeft && !shift)
      return 1;
    int64_t amount = shift.value_or(0);
    int64_t lhsDiv = lhs.getContiguity(d) > 1 && amount != 0
                         ? 1
                         : lhs.getDivisibility(d);
    if (!isValidShift(amount))
      return isLeft ? kMaxDivisor : 1;
    if (isLeft)
      return multiplyDivisor(lhsDiv, int64_t(1) << amount);
    return std::max<int64_t>(1, lhsDiv / (int64_t(1) << amount));
  };
  rules.constancy = gcdConstancy(lhs, rhs);
  if (auto c = constants(lhs, rhs); c && isValidShift(c->second))
    rules.constant = isLeft ? c->first << c->second : c->first >> c->second;
  return applyBinary(lhs, rhs, rules);
}

AxisInfo visitMaxMin(Operation *op, const AxisInfo &lhs, const AxisInfo &rhs) {
  unsigned rank = lhs.getRank();
  if (auto c = constants(lhs, rhs)) {
    bool isMax = isa<arith::MaxSIOp, arith::MaxUIOp>(op);
    int64_t value =
        isMax ? std::max(c->first, c->second) : std::min(c->first, c->second);
    return AxisInfo(DimVectorT(rank, 1), DimVectorT(rank, 1),
                    DimVectorT(rank, 1), value);
  }
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < rank; ++d) {
    contiguity.push_back(gcd(lhs.getContiguity(d), rhs.getContiguity(d)));
    divisibility.push_back(joinDivisibility(lhs, rhs, d));
    constancy.push_back(gcd(lhs.getConstancy(d), rhs.getConstancy(d)));
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

//===----------------------------------------------------------------------===//
// Other ops
//===----------------------------------------------------------------------===//

bool comparePredicate(arith::CmpIPredicate predicate, int64_t lhs,
                      int64_t rhs) {
  using P = arith::CmpIPredicate;
  auto ulhs = static_cast<uint64_t>(lhs), urhs = static_cast<uint64_t>(rhs);
  switch (predicate) {
  case P::eq:
    return lhs == rhs;
  case P::ne:
    return lhs != rhs;
  case P::slt:
    return lhs < rhs;
  case P::sle:
    return lhs <= rhs;
  case P::sgt:
    return lhs > rhs;
  case P::sge:
    return lhs >= rhs;
  case P::ult:
    return ulhs < urhs;
  case P::ule:
    return ulhs <= urhs;
  case P::ugt:
    return ulhs > urhs;
  case P::uge:
    return ulhs >= urhs;
  }
  return false;
}

AxisInfo visitCmp(arith::CmpIOp op, const AxisInfo &lhs, const AxisInfo &rhs) {
  std::optional<ArrayRef<int64_t>> shape = tensorShape(op.getResult());
  if (!shape)
    return AxisInfo();
  using P = arith::CmpIPredicate;
  P pred = op.getPredicate();
  // `constant > run` and `constant <= run` flip only where the run crosses
  // the constant, which happens at multiples of the common divisibility; so
  // do `run < constant` and `run >= constant`.
  bool constantOnLeft = pred == P::sgt || pred == P::ugt || pred == P::sle ||
                        pred == P::ule;
  bool constantOnRight = pred == P::slt || pred == P::ult || pred == P::sge ||
                         pred == P::uge;
  DimVectorT contiguity, divisibility, constancy;
  std::optional<int64_t> constantValue;
  for (unsigned d = 0; d < shape->size(); ++d) {
    int64_t constHint;
    if (auto c = constants(lhs, rhs)) {
      constHint = lhs.getConstancy(d);
      constantValue = comparePredicate(pred, c->first, c->second) ? 1 : 0;
    } else {
      constHint = gcd(lhs.getConstancy(d), rhs.getConstancy(d));
      if (constantOnLeft && isConstantDim(lhs, *shape, d))
        constHint = std::max(constHint, gcd(rhs.getContiguity(d),
                                            lhs.getDivisibility(d),
                                            rhs.getDivisibility(d)));
      else if (constantOnRight && isConstantDim(rhs, *shape, d))
        constHint = std::max(constHint, gcd(lhs.getContiguity(d),
                                            lhs.getDivisibility(d),
                                            rhs.getDivisibility(d)));
    }
    constancy.push_back(constHint);
    divisibility.push_back(1);
    contiguity.push_back(1);
  }
  return AxisInfo(contiguity, divisibility, constancy, constantValue);
}

AxisInfo visitSelect(arith::SelectOp op, const AxisInfo &cond,
                     const AxisInfo &lhs, const AxisInfo &rhs) {
  if (std::optional<int64_t> pick = cond.getConstantValue())
    return *pick == 0 ? rhs : lhs;
  // A scalar condition picks a whole side; a tensor one mixes them, so its
  // own constancy bounds the runs.
  bool scalarCond = isa<IntegerType>(op.getCondition().getType());
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0, rank = lhs.getRank(); d < rank; ++d) {
    int64_t condRuns = scalarCond ? 0 : cond.getConstancy(d);
    constancy.push_back(
        gcd(lhs.getConstancy(d), rhs.getConstancy(d), condRuns));
    contiguity.push_back(
        gcd(lhs.getContiguity(d), rhs.getContiguity(d), condRuns));
    divisibility.push_back(joinDivisibility(lhs, rhs, d));
  }
  std::optional<int64_t> constantValue;
  if (lhs.getConstantValue() && lhs.getConstantValue() == rhs.getConstantValue())
    constantValue = lhs.getConstantValue();
  return AxisInfo(contiguity, divisibility, constancy, constantValue);
}

AxisInfo visitConstant(arith::ConstantOp op) {
  Attribute value = op.getValue();
  if (auto intAttr = dyn_cast<IntegerAttr>(value)) {
    int64_t v = intAttr.getValue().getZExtValue();
    return AxisInfo({1}, {highestPowOf2Divisor(v)}, {1}, v);
  }
  auto splat = dyn_cast<SplatElementsAttr>(value);
  if (!splat || !splat.getElementType().isIntOrIndex())
    return AxisInfo();
  int64_t v = splat.getSplatValue<APInt>().getZExtValue();
  auto type = cast<ShapedType>(splat.getType());
  unsigned rank = type.getRank();
  return AxisInfo(DimVectorT(rank, 1),
                  DimVectorT(rank, highestPowOf2Divisor(v)),
                  DimVectorT(type.getShape()), v);
}

AxisInfo visitMakeRange(MakeRangeOp op) {
  uint32_t start = op.getStart();
  return AxisInfo({int64_t(op.getEnd()) - start},
                  {int64_t(highestPowOf2Divisor(start))}, {1});
}

AxisInfo visitSplat(SplatOp op, const AxisInfo &src) {
  ArrayRef<int64_t> shape = op.getType().getShape();
  unsigned rank = shape.size();
  return AxisInfo(DimVectorT(rank, 1),
                  DimVectorT(rank, src.getDivisibility(0)), DimVectorT(shape),
                  src.getConstantValue());
}

AxisInfo visitLoad(ArrayRef<AxisInfo> operands) {
  // Loads through uniform addresses under a uniform mask give uniform data.
  const AxisInfo &ptr = operands[0];
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < ptr.getRank(); ++d) {
    contiguity.push_back(1);
    divisibility.push_back(1);
    constancy.push_back(gcd(ptr.getConstancy(d),
                            operands.size() > 1 ? operands[1].getConstancy(d)
                                                : 0));
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

AxisInfo visitExpandDims(ExpandDimsOp op, const AxisInfo &src) {
  DimVectorT contiguity = src.getContiguity();
  DimVectorT divisibility = src.getDivisibility();
  DimVectorT constancy = src.getConstancy();
  // The new dim has one element; what divides every element of the source
  // divides it. A run [2^n, 2^n+1, ...] only guarantees 1.
  int64_t newDivisibility = 1;
  if (std::optional<int64_t> c = src.getConstantValue()) {
    newDivisibility = highestPowOf2Divisor(*c);
  } else if (src.getRank()) {
    for (unsigned d = 0; d < src.getRank(); ++d) {
      int64_t dimDiv = src.getContiguity(d) > 1 ? 1 : src.getDivisibility(d);
      newDivisibility = d == 0 ? dimDiv : gcd(newDivisibility, dimDiv);
    }
  }
  unsigned axis = op.getAxis();
  contiguity.insert(contiguity.begin() + axis, 1);
  divisibility.insert(divisibility.begin() + axis, newDivisibility);
  constancy.insert(constancy.begin() + axis, 1);
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

AxisInfo visitBroadcast(BroadcastOp op, const AxisInfo &src) {
  ArrayRef<int64_t> srcShape = op.getSrc().getType().getShape();
  ArrayRef<int64_t> resultShape = op.getType().getShape();
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < resultShape.size(); ++d) {
    bool broadcast = srcShape[d] == 1;
    contiguity.push_back(broadcast ? 1 : src.getContiguity(d));
    divisibility.push_back(src.getDivisibility(d));
    constancy.push_back(broadcast ? resultShape[d] : src.getConstancy(d));
  }
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

/// A transpose permutes the facts: result dim d is source dim order[d].
AxisInfo visitTrans(TransOp op, const AxisInfo &src) {
  DimVectorT contiguity, divisibility, constancy;
  for (int32_t srcDim : op.getOrder()) {
    contiguity.push_back(src.getContiguity(srcDim));
    divisibility.push_back(src.getDivisibility(srcDim));
    constancy.push_back(src.getConstancy(srcDim));
  }
  return AxisInfo(contiguity, divisibility, constancy, src.getConstantValue());
}

AxisInfo visitPoison(ub::PoisonOp op) {
  // Poison is never read, so it may be anything: the optimistic top.
  unsigned rank = 1;
  if (auto type = dyn_cast<RankedTensorType>(op.getType()))
    rank = type.getRank();
  return AxisInfo(DimVectorT(rank, kMaxDivisor), DimVectorT(rank, kMaxDivisor),
                  DimVectorT(rank, kMaxDivisor));
}

/// The transfer function of `op`; the uninitialized AxisInfo (rank 0) for an
/// op the analysis does not model, whose results then start pessimistic.
AxisInfo visitOp(Operation *op, ArrayRef<AxisInfo> operands) {
  auto binary = [&](auto visit) {
    return operands.size() == 2 ? visit(operands[0], operands[1]) : AxisInfo();
  };
  return llvm::TypeSwitch<Operation *, AxisInfo>(op)
      // Casts keep the values (and so the facts) of their operand.
      .Case<arith::ExtSIOp, arith::ExtUIOp, arith::TruncIOp,
            triton::gpu::ConvertLayoutOp, UnrealizedConversionCastOp, BitcastOp>(
          [&](Operation *) {
            return operands.empty() ? AxisInfo() : operands[0];
          })
      .Case([](MakeRangeOp op) { return visitMakeRange(op); })
      .Case([](ub::PoisonOp op) { return visitPoison(op); })
      .Case([](arith::ConstantOp op) { return visitConstant(op); })
      .Case<AddPtrOp, arith::AddIOp, arith::SubIOp>([&](Operation *op) {
        return binary([&](auto &l, auto &r) { return visitAddSub(op, l, r); });
      })
      .Case([&](arith::MulIOp) {
        return binary([](auto &l, auto &r) { return visitMul(l, r); });
      })
      .Case<arith::DivSIOp, arith::DivUIOp>([&](Operation *op) {
        return binary([&](auto &l, auto &r) { return visitDiv(op, l, r); });
      })
      .Case<arith::RemSIOp, arith::RemUIOp>([&](Operation *op) {
        return binary([&](auto &l, auto &r) { return visitRem(op, l, r); });
      })
      .Case([&](BroadcastOp op) { return visitBroadcast(op, operands[0]); })
      .Case([&](SplatOp op) { return visitSplat(op, operands[0]); })
      .Case([&](ExpandDimsOp op) { return visitExpandDims(op, operands[0]); })
      .Case([&](TransOp op) {
        return operands[0].getRank() ? visitTrans(op, operands[0]) : AxisInfo();
      })
      .Case([&](arith::CmpIOp op) {
        return binary([&](auto &l, auto &r) { return visitCmp(op, l, r); });
      })
      .Case<arith::AndIOp, arith::OrIOp, arith::XOrIOp>([&](Operation *op) {
        return binary([&](auto &l, auto &r) { return visitBitwise(op, l, r); });
      })
      .Case([&](arith::SelectOp op) {
        return visitSelect(op, operands[0], operands[1], operands[2]);
      })
      .Case<arith::ShLIOp, arith::ShRUIOp, arith::ShRSIOp>([&](Operation *op) {
        return binary([&](auto &l, auto &r) { return visitShift(op, l, r); });
      })
      .Case<arith::MaxSIOp, arith::MaxUIOp, arith::MinSIOp, arith::MinUIOp>(
          [&](Operation *op) {
            return binary(
                [&](auto &l, auto &r) { return visitMaxMin(op, l, r); });
          })
      .Case([&](LoadOp) { return visitLoad(operands); })
      .Default([](Operation *) { return AxisInfo(); });
}

//===----------------------------------------------------------------------===//
// The dataflow analysis
//===----------------------------------------------------------------------===//

using AxisInfoLattice = dataflow::Lattice<AxisInfo>;

/// Overrides `info` with the `tt.contiguity`, `tt.divisibility` and
/// `tt.constancy` attributes of `op` (as written by the frontend or a user).
AxisInfo applyOpHints(Operation *op, const AxisInfo &info) {
  DimVectorT contiguity = info.getContiguity();
  DimVectorT divisibility = info.getDivisibility();
  DimVectorT constancy = info.getConstancy();
  AxisInfo::initDimVectorFromHint(op->getDiscardableAttr("tt.contiguity"),
                                  &contiguity);
  AxisInfo::initDimVectorFromHint(op->getDiscardableAttr("tt.divisibility"),
                                  &divisibility);
  AxisInfo::initDimVectorFromHint(op->getDiscardableAttr("tt.constancy"),
                                  &constancy);
  return AxisInfo(contiguity, divisibility, constancy,
                  info.getConstantValue());
}

class AxisInfoAnalysis
    : public dataflow::SparseForwardDataFlowAnalysis<AxisInfoLattice> {
public:
  using SparseForwardDataFlowAnalysis::SparseForwardDataFlowAnalysis;
  using SparseForwardDataFlowAnalysis::getLatticeElement;

  LogicalResult visitOperation(Operation *op,
                               ArrayRef<const AxisInfoLattice *> operands,
                               ArrayRef<AxisInfoLattice *> results) override {
    // Operands nothing has flowed into yet (Triton does the same) start from
    // their entry state, so the transfer functions always see a rank.
    SmallVector<AxisInfo> operandInfos;
    for (const AxisInfoLattice *operand : operands) {
      if (operand->getValue().getRank() == 0)
        setToEntryState(const_cast<AxisInfoLattice *>(operand));
      operandInfos.push_back(operand->getValue());
    }
    AxisInfo info = visitOp(op, operandInfos);
    if (info.getRank() == 0) {
      setAllToEntryStates(results);
      return success();
    }
    info = applyOpHints(op, info);
    for (AxisInfoLattice *result : results)
      propagateIfChanged(result, result->join(info));
    return success();
  }

private:
  void setToEntryState(AxisInfoLattice *lattice) override {
    propagateIfChanged(lattice,
                       lattice->join(AxisInfo::getPessimisticValueState(
                           lattice->getAnchor())));
  }

  void visitNonControlFlowArguments(Operation *op,
                                    const RegionSuccessor &successor,
                                    ArrayRef<AxisInfoLattice *> argLattices,
                                    unsigned firstIndex) override {
    if (auto forOp = dyn_cast<scf::ForOp>(op))
      return visitInductionVar(forOp, argLattices);
    if (auto partitions = dyn_cast<triton::gpu::WarpSpecializePartitionsOp>(op))
      return visitPartitionCaptures(partitions, argLattices);
    SparseForwardDataFlowAnalysis::visitNonControlFlowArguments(
        op, successor, argLattices, firstIndex);
  }

  /// The induction variable is no run; it is divisible by what divides both
  /// the lower bound and the step.
  void visitInductionVar(scf::ForOp op, ArrayRef<AxisInfoLattice *> args) {
    ProgramPoint *point = getProgramPointAfter(op);
    const AxisInfo &lb =
        getLatticeElementFor(point, op.getLowerBound())->getValue();
    const AxisInfo &step =
        getLatticeElementFor(point, op.getStep())->getValue();
    int64_t divisibility = 1;
    if (lb.getRank() && step.getRank())
      divisibility = gcd(lb.getDivisibility(0), step.getDivisibility(0));
    (void)args[0]->join(AxisInfo({1}, {divisibility}, {1}));
  }

  /// Partition regions see the values captured by the warp_specialize.
  void visitPartitionCaptures(triton::gpu::WarpSpecializePartitionsOp op,
                              ArrayRef<AxisInfoLattice *> args) {
    ProgramPoint *point = getProgramPointAfter(op);
    for (auto [capture, arg] : llvm::zip(op.getExplicitCaptures(), args))
      propagateIfChanged(
          arg, arg->join(getLatticeElementFor(point, capture)->getValue()));
  }
};

} // namespace

//===----------------------------------------------------------------------===//
// AxisInfo
//===----------------------------------------------------------------------===//

AxisInfo::AxisInfo(DimVectorT contiguity, DimVectorT divisibility,
                   DimVectorT constancy, std::optional<int64_t> constantValue)
    : contiguity(std::move(contiguity)), divisibility(std::move(divisibility)),
      constancy(std::move(constancy)), constantValue(constantValue) {
  assert(this->contiguity.size() == this->divisibility.size() &&
         this->contiguity.size() == this->constancy.size() &&
         "axis info vectors of different ranks");
}

void AxisInfo::initDimVectorFromHint(Attribute hint, DimVectorT *vec) {
  if (auto intAttr = dyn_cast_or_null<IntegerAttr>(hint))
    *vec = DimVectorT(1, intAttr.getValue().getZExtValue());
  if (auto denseAttr = dyn_cast_or_null<DenseElementsAttr>(hint)) {
    auto values = denseAttr.getValues<APInt>();
    vec->clear();
    for (const APInt &v : values)
      vec->push_back(v.getSExtValue());
  }
}

AxisInfo AxisInfo::getPessimisticValueState(Value value) {
  unsigned rank = 1;
  if (auto type = dyn_cast<TensorType>(value.getType()))
    rank = type.getRank();
  if (auto ptrType = dyn_cast<PointerType>(value.getType()))
    if (auto block = dyn_cast<TensorType>(ptrType.getPointeeType()))
      rank = block.getRank();
  DimVectorT contiguity(rank, 1), divisibility(rank, 1), constancy(rank, 1);
  auto setUnknown = [&] {
    contiguity = divisibility = constancy = DimVectorT(rank, kMaxDivisor);
  };
  auto readHints = [&](function_ref<Attribute(StringRef)> hint) {
    initDimVectorFromHint(hint("tt.contiguity"), &contiguity);
    initDimVectorFromHint(hint("tt.divisibility"), &divisibility);
    initDimVectorFromHint(hint("tt.constancy"), &constancy);
  };

  auto arg = dyn_cast<BlockArgument>(value);
  if (arg && arg.getOwner()->isEntryBlock()) {
    Operation *parent = arg.getOwner()->getParentOp();
    if (auto func = dyn_cast<FunctionOpInterface>(parent)) {
      readHints([&](StringRef name) {
        return func.getArgAttr(arg.getArgNumber(), name);
      });
    } else if (isa<RegionBranchOpInterface, triton::gpu::WarpSpecializePartitionsOp>(
                   parent)) {
      // Loop-carried and branch values: the fixed point narrows them.
      setUnknown();
    }
  } else if (Operation *op = value.getDefiningOp()) {
    if (isa<RegionBranchOpInterface>(op))
      setUnknown();
    readHints([&](StringRef name) { return op->getDiscardableAttr(name); });
  }
  return AxisInfo(contiguity, divisibility, constancy);
}

AxisInfo AxisInfo::join(const AxisInfo &lhs, const AxisInfo &rhs) {
  if (lhs.getRank() == 0)
    return rhs;
  if (rhs.getRank() == 0)
    return lhs;
  DimVectorT contiguity, divisibility, constancy;
  for (unsigned d = 0; d < lhs.getRank(); ++d) {
    contiguity.push_back(gcd(lhs.getContiguity(d), rhs.getContiguity(d)));
    divisibility.push_back(joinDivisibility(lhs, rhs, d));
    constancy.push_back(gcd(lhs.getConstancy(d), rhs.getConstancy(d)));
  }
  std::optional<int64_t> constantValue;
  if (lhs.getConstantValue() && lhs.getConstantValue() == rhs.getConstantValue())
    constantValue = lhs.getConstantValue();
  return AxisInfo(contiguity, divisibility, constancy, constantValue);
}

void AxisInfo::print(raw_ostream &os) const {
  auto printVector = [&](StringRef name, const DimVectorT &vec) {
    os << name << " = [";
    llvm::interleaveComma(vec, os);
    os << "]";
  };
  printVector("contiguity", contiguity);
  printVector(", divisibility", divisibility);
  printVector(", constancy", constancy);
  os << ", constant_value = ";
  if (constantValue)
    os << *constantValue;
  else
    os << "<none>";
}

raw_ostream &mlir::triton::operator<<(raw_ostream &os, const AxisInfo &info) {
  info.print(os);
  return os;
}

//===----------------------------------------------------------------------===//
// ModuleAxisInfoAnalysis
//===----------------------------------------------------------------------===//

namespace {
/// The functions of `module` with callers before callees (reverse post-order
/// of the call graph from its roots), and every call site with its callee.
struct CallGraphOrder {
  SmallVector<FunctionOpInterface> callersFirst;
  DenseMap<Operation *, FunctionOpInterface> callees;

  explicit CallGraphOrder(ModuleOp module) {
    SymbolTableCollection symbols;
    DenseMap<FunctionOpInterface, SmallVector<FunctionOpInterface>> edges;
    DenseSet<FunctionOpInterface> called;
    module.walk([&](CallOpInterface call) {
      auto callee = dyn_cast_or_null<FunctionOpInterface>(
          call.resolveCallableInTable(&symbols));
      auto caller = call->getParentOfType<FunctionOpInterface>();
      if (!callee || !caller)
        return;
      callees[call] = callee;
      edges[caller].push_back(callee);
      called.insert(callee);
    });
    DenseSet<FunctionOpInterface> visited;
    SmallVector<FunctionOpInterface> postOrder;
    std::function<void(FunctionOpInterface)> visit = [&](FunctionOpInterface f) {
      if (!visited.insert(f).second)
        return;
      for (FunctionOpInterface callee : edges.lookup(f))
        visit(callee);
      postOrder.push_back(f);
    };
    module.walk([&](FunctionOpInterface f) {
      if (!called.contains(f))
        visit(f);
    });
    // Functions only reachable through a cycle of calls have no root.
    module.walk([&](FunctionOpInterface f) { visit(f); });
    callersFirst.assign(postOrder.rbegin(), postOrder.rend());
  }
};
} // namespace

ModuleAxisInfoAnalysis::ModuleAxisInfoAnalysis(ModuleOp module) {
  CallGraphOrder order(module);
  for (FunctionOpInterface func : order.callersFirst) {
    solveFunction(func);
    func.walk([&](CallOpInterface call) {
      if (FunctionOpInterface callee = order.callees.lookup(call))
        narrowCalleeHints(call, callee);
    });
  }
}

void ModuleAxisInfoAnalysis::solveFunction(FunctionOpInterface func) {
  DataFlowSolver solver;
  solver.load<dataflow::DeadCodeAnalysis>();
  solver.load<dataflow::SparseConstantPropagation>();
  auto *analysis = solver.load<AxisInfoAnalysis>();
  // Pre-order, so that the facts of a function reach the isolated regions
  // (warp-specialize partitions) nested in it.
  WalkResult walk = func.walk<WalkOrder::PreOrder>([&](Operation *op) {
    if (op->hasTrait<OpTrait::IsIsolatedFromAbove>() &&
        failed(solver.initializeAndRun(op)))
      return WalkResult::interrupt();
    return WalkResult::advance();
  });
  if (walk.wasInterrupted())
    return;
  AxisInfoMapT &infos = funcData[func];
  auto record = [&](Value value) {
    const AxisInfo &info = analysis->getLatticeElement(value)->getValue();
    auto [it, inserted] = infos.try_emplace(value, info);
    if (!inserted)
      it->second = AxisInfo::join(info, it->second);
  };
  func.walk([&](Operation *op) {
    for (Value result : op->getResults())
      record(result);
  });
  func.walk([&](Block *block) {
    for (Value arg : block->getArguments())
      record(arg);
  });
}

void ModuleAxisInfoAnalysis::narrowCalleeHints(CallOpInterface call,
                                               FunctionOpInterface callee) {
  auto caller = call->getParentOfType<FunctionOpInterface>();
  const AxisInfoMapT &infos = funcData[caller];
  auto i64 = IntegerType::get(callee.getContext(), 64);
  for (auto [index, operand] : llvm::enumerate(call->getOperands())) {
    AxisInfo info = infos.lookup(operand);
    // Only scalars have a one-number hint; Triton reads dim 0 of anything.
    if (info.getRank() == 0)
      info = AxisInfo::getPessimisticValueState(operand);
    auto narrow = [&](StringRef name, int64_t value) {
      int64_t previous = kMaxDivisor;
      if (auto attr = callee.getArgAttrOfType<IntegerAttr>(index, name))
        previous = attr.getInt();
      callee.setArgAttr(index, name,
                        IntegerAttr::get(i64, gcd(previous, value)));
    };
    narrow("tt.contiguity", info.getContiguity(0));
    narrow("tt.divisibility", info.getDivisibility(0));
    narrow("tt.constancy", info.getConstancy(0));
  }
}

const AxisInfo *ModuleAxisInfoAnalysis::getAxisInfo(Value value) const {
  Region *region = value.getParentRegion();
  if (!region)
    return nullptr;
  auto func = region->getParentOfType<FunctionOpInterface>();
  auto data = funcData.find(func);
  if (data != funcData.end()) {
    auto it = data->second.find(value);
    return it == data->second.end() ? nullptr : &it->second;
  }
  // The value's body moved to another function after the analysis (the LLVM
  // lowering inlines each tt.func body into a new llvm.func).
  for (const auto &entry : funcData) {
    auto it = entry.second.find(value);
    if (it != entry.second.end())
      return &it->second;
  }
  return nullptr;
}

AxisInfo ModuleAxisInfoAnalysis::getAxisInfoOrPessimistic(Value value) const {
  const AxisInfo *info = getAxisInfo(value);
  if (!info || info->getRank() == 0)
    return AxisInfo::getPessimisticValueState(value);
  return *info;
}

namespace {
/// The layout of a distributed tensor, if `type` is one.
std::optional<LinearLayout> distributedLayoutOf(Type type) {
  auto tensorType = dyn_cast<RankedTensorType>(type);
  if (!tensorType || !tensorType.getEncoding())
    return std::nullopt;
  FailureOr<LinearLayout> layout = triton::gpu::toLinearLayout(tensorType);
  if (failed(layout) ||
      !layout->hasInDim(StringAttr::get(type.getContext(), "register")))
    return std::nullopt;
  return *layout;
}
} // namespace

unsigned ModuleAxisInfoAnalysis::getAlignment(Value value,
                                              unsigned elementBitWidth) const {
  std::optional<LinearLayout> layout = distributedLayoutOf(value.getType());
  const AxisInfo *info = getAxisInfo(value);
  if (!layout || !info || info->getRank() == 0)
    return 1;
  unsigned fastest = layout->getOrder()[0];
  int64_t elementBytes = std::max<int64_t>(elementBitWidth / 8, 1);
  int64_t multiple =
      std::max<int64_t>(info->getDivisibility(fastest) / elementBytes, 1);
  return std::min<int64_t>(multiple, info->getContiguity(fastest));
}

unsigned ModuleAxisInfoAnalysis::getContiguity(Value value,
                                               unsigned elementBitWidth) const {
  std::optional<LinearLayout> layout = distributedLayoutOf(value.getType());
  if (!layout)
    return 1;
  unsigned contigPerThread = layout->getContigPerThread()[layout->getOrder()[0]];
  return std::min(getAlignment(value, elementBitWidth), contigPerThread);
}

unsigned ModuleAxisInfoAnalysis::getPtrContiguity(Value ptr) const {
  auto tensorType = dyn_cast<RankedTensorType>(ptr.getType());
  if (!tensorType)
    return 1;
  Type element = tensorType.getElementType();
  if (auto ptrType = dyn_cast<PointerType>(element))
    element = ptrType.getPointeeType();
  unsigned bits = element.isIntOrFloat() ? element.getIntOrFloatBitWidth() : 64;
  return getContiguity(ptr, bits);
}

unsigned ModuleAxisInfoAnalysis::getMaskAlignment(Value mask) const {
  std::optional<LinearLayout> layout = distributedLayoutOf(mask.getType());
  const AxisInfo *info = getAxisInfo(mask);
  if (!layout || !info || info->getRank() == 0)
    return 1;
  return std::max<int64_t>(info->getConstancy(layout->getOrder()[0]), 1);
}
