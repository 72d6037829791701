//===- LinearLayoutTest.cpp - The LinearLayout algebra, without gtest -----===//
//
// Each case prints `PASS name` or `FAIL name: ...`; the exit status is the
// number of failures. test/lit/Unit/linear-layout.test runs it. Expected
// values are worked out by hand in the comments.
//
//===----------------------------------------------------------------------===//
#include "tt/Dialect/TritonGPU/IR/LinearLayout.h"

#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <functional>

using namespace mlir;
using mlir::triton::LinearLayout;

namespace {

MLIRContext context;
StringAttr S(StringRef name) { return StringAttr::get(&context, name); }

int failures = 0;

void expect(StringRef name, bool ok, const std::function<void()> &explain) {
  if (ok) {
    llvm::outs() << "PASS " << name << "\n";
    return;
  }
  ++failures;
  llvm::outs() << "FAIL " << name << ": ";
  explain();
  llvm::outs() << "\n";
}

void expectLayout(StringRef name, const LinearLayout &got,
                  const LinearLayout &want) {
  expect(name, got == want,
         [&] { llvm::outs() << "got {" << got << "} want {" << want << "}"; });
}

void expectVector(StringRef name, ArrayRef<unsigned> got,
                  ArrayRef<unsigned> want) {
  expect(name, got == want, [&] {
    llvm::outs() << "got [";
    llvm::interleaveComma(got, llvm::outs());
    llvm::outs() << "]";
  });
}

using InitBases = std::initializer_list<
    std::pair<StringRef, std::vector<LinearLayout::Basis>>>;

LinearLayout::BasesT toBases(InitBases init) {
  LinearLayout::BasesT bases;
  for (const auto &[inDim, list] : init)
    bases[S(inDim)] = list;
  return bases;
}

/// A layout with inferred output sizes.
LinearLayout make(InitBases bases, ArrayRef<StringRef> outs) {
  return LinearLayout(
      toBases(bases),
      llvm::map_to_vector(outs, [](StringRef o) { return S(o); }));
}

/// A layout with explicit output sizes.
LinearLayout sized(InitBases bases,
                   std::initializer_list<std::pair<StringRef, int32_t>> outs) {
  SmallVector<std::pair<StringAttr, int32_t>> named;
  for (auto [name, size] : outs)
    named.push_back({S(name), size});
  return LinearLayout(toBases(bases), named);
}

void testProduct() {
  // 4 registers along dim1 then 8 lanes along dim1: the lanes start where
  // the registers end (4, 8, 16), so dim1 has size 32.
  LinearLayout l = LinearLayout::identity1D(4, S("register"), S("dim1")) *
                   LinearLayout::identity1D(8, S("lane"), S("dim1"));
  expectLayout(
      "product-shared-out-dim", l,
      make({{"register", {{1}, {2}}}, {"lane", {{4}, {8}, {16}}}}, {"dim1"}));
  // A new out dim of the right factor that is listed before a shared one
  // comes first: sup([dim1], [dim0, dim1]) = [dim0, dim1].
  LinearLayout m = LinearLayout::zeros1D(2, S("col"), S("dim1")) *
                   (LinearLayout::identity1D(2, S("row"), S("dim0")) *
                    LinearLayout::identity1D(2, S("col"), S("dim1")));
  expect("product-supremum-order",
         llvm::to_vector(m.getOutDimNames()) ==
             SmallVector<StringAttr>{S("dim0"), S("dim1")},
         [&] { llvm::outs() << m; });
  // In dims merge the same way: sup([col], [row, col]) = [row, col].
  expectLayout(
      "product-zeros-then-identity", m,
      make({{"row", {{1, 0}}}, {"col", {{0, 0}, {0, 1}}}}, {"dim0", "dim1"}));
}

void testApplyAndCompose() {
  // Swizzled 4x4 tile: offset bits 0-1 walk columns, bit 2 is row 1 XOR
  // column 1, bit 3 is row 2 XOR column 2. Offset 5 = (row 1, col 1^1 = 0).
  LinearLayout swizzle =
      make({{"offset", {{0, 1}, {0, 2}, {1, 1}, {2, 2}}}}, {"dim0", "dim1"});
  LinearLayout::Point p = swizzle.apply({{S("offset"), 5}});
  expect("apply-swizzle", p[0].second == 1 && p[1].second == 0,
         [&] { llvm::outs() << p[0].second << ", " << p[1].second; });
  // Composing with the transpose swaps the outputs of every basis.
  LinearLayout transpose =
      make({{"dim0", {{0, 1}, {0, 2}}}, {"dim1", {{1, 0}, {2, 0}}}},
           {"dim0", "dim1"});
  expectLayout(
      "compose-transpose", swizzle.compose(transpose),
      make({{"offset", {{1, 0}, {2, 0}, {1, 1}, {2, 2}}}}, {"dim0", "dim1"}));
}

void testInverse() {
  LinearLayout swizzle =
      make({{"offset", {{0, 1}, {0, 2}, {1, 1}, {2, 2}}}}, {"dim0", "dim1"});
  // The inverse sends (1, 0) to offset 4 ^ 1 = 5 (row bit XOR col bit) and
  // (2, 0) to 8 ^ 2 = 10.
  LinearLayout inverse = swizzle.invert();
  expectLayout(
      "invert-swizzle", inverse,
      sized({{"dim0", {{5}, {10}}}, {"dim1", {{1}, {2}}}}, {{"offset", 16}}));
  expectLayout("invert-compose-identity", swizzle.compose(inverse),
               sized({{"offset", {{1}, {2}, {4}, {8}}}}, {{"offset", 16}}));
  // A broadcast layout: lane 1 duplicates lane 0. Its pseudoinverse picks
  // the lane without the duplicate bit.
  LinearLayout bcast =
      make({{"register", {{1}}}, {"lane", {{0}, {2}}}}, {"dim0"});
  expect("injective", !bcast.isInjective() && bcast.isSurjective(),
         [&] { llvm::outs() << bcast; });
  // Lane bit 0 is the broadcast one.
  auto masks = bcast.getFreeVariableMasks();
  expect("free-variable-masks",
         masks.lookup(S("register")) == 0 && masks.lookup(S("lane")) == 1,
         [] {});
  expectLayout(
      "pseudoinvert-broadcast", bcast.pseudoinvert(),
      sized({{"dim0", {{1, 0}, {0, 2}}}}, {{"register", 2}, {"lane", 4}}));
}

void testInvertAndCompose() {
  // src: 2 registers along dim0, 2 lanes along dim0; dst swaps the roles.
  // The element dst holds in register 1 (dim0 = 2) is src's lane 1.
  LinearLayout src = make({{"register", {{1}}}, {"lane", {{2}}}}, {"dim0"});
  LinearLayout dst = make({{"register", {{2}}}, {"lane", {{1}}}}, {"dim0"});
  expectLayout("invert-and-compose", dst.invertAndCompose(src),
               sized({{"register", {{0, 1}}}, {"lane", {{1, 0}}}},
                     {{"register", 2}, {"lane", 2}}));
  expect("convert-moves-lanes",
         !src.convertOnlyPermutesRegisters(dst) &&
             src.convertStaysWithinWarp(dst),
         [] {});
  expect("convert-to-self-trivial", src.isTrivialConvertTo(src), [] {});
  // Two registers swapped: only a register permutation.
  LinearLayout a = make({{"register", {{1}, {2}}}, {"lane", {{4}}}}, {"dim0"});
  LinearLayout b = make({{"register", {{2}, {1}}}, {"lane", {{4}}}}, {"dim0"});
  expect("convert-register-permutation",
         a.convertOnlyPermutesRegisters(b) && !a.isTrivialConvertTo(b), [] {});
  // Lane 1 broadcasts in both (a zero basis). Solving would send it to lane
  // 0 and make the convert look like one across lanes; a dim both layouts
  // map alike maps to itself instead (Triton's rule), so a convert between
  // equal broadcasting layouts is trivial.
  LinearLayout bcast =
      make({{"register", {{1}}}, {"lane", {{2}, {0}}}}, {"dim0"});
  expectLayout("invert-and-compose-identity-dim",
               bcast.invertAndCompose(bcast),
               sized({{"register", {{1, 0}}}, {"lane", {{0, 1}, {0, 2}}}},
                     {{"register", 2}, {"lane", 4}}));
  expect("convert-to-self-broadcasting-trivial",
         bcast.isTrivialConvertTo(bcast) &&
             bcast.convertOnlyPermutesRegisters(bcast),
         [] {});
}

void testSublayoutAndQuotient() {
  LinearLayout cvt =
      make({{"register", {{1, 0}, {0, 0}}}, {"lane", {{0, 1}, {0, 2}}}},
           {"register", "lane"});
  expect("trivial-over-lane", cvt.isTrivialOver({S("lane")}),
         [&] { llvm::outs() << cvt; });
  expect("not-trivial-over-register", !cvt.isTrivialOver({S("register")}),
         [] {});
  expectLayout("quotient-lane", cvt.quotient({S("lane")}),
               sized({{"register", {{1}, {0}}}}, {{"register", 2}}));
  expect("sublayout-is-zero", cvt.sublayoutIsZero({S("register")}, {S("lane")}),
         [] {});
}

void testShapeFitting() {
  // 8 lanes along dim0 on a 4-element dim: the top lane bit broadcasts.
  LinearLayout lanes = LinearLayout::identity1D(2, S("register"), S("dim0")) *
                       LinearLayout::identity1D(8, S("lane"), S("dim0"));
  expectLayout(
      "not-larger-than", lanes.ensureNotLargerThan({{S("dim0"), 4}}),
      make({{"register", {{1}}}, {"lane", {{2}, {0}, {0}}}}, {"dim0"}));
  // A 16-element dim wraps around in registers.
  expectLayout(
      "not-smaller-than",
      lanes.ensureNotSmallerThan({{S("dim0"), 64}}, S("register")),
      make({{"register", {{1}, {16}, {32}}}, {"lane", {{2}, {4}, {8}}}},
           {"dim0"}));
  // 4x2 row-major output reshaped to one dim of 8 and back.
  LinearLayout grid =
      make({{"offset", {{0, 1}, {1, 0}, {2, 0}}}}, {"dim0", "dim1"});
  LinearLayout flat =
      grid.transposeOuts({S("dim1"), S("dim0")}).reshapeOuts({{S("flat"), 8}});
  expectLayout("reshape-outs", flat,
               sized({{"offset", {{1}, {2}, {4}}}}, {{"flat", 8}}));
}

void testQueries() {
  // blocked sizePerThread [2, 4], order [1, 0], 4 lanes along dim1, tiled
  // twice along dim0: registers (0,1) (0,2) (1,0) (4,0).
  LinearLayout blocked = make({{"register", {{0, 1}, {0, 2}, {1, 0}, {4, 0}}},
                               {"lane", {{0, 4}, {0, 8}, {2, 0}}},
                               {"warp", {}},
                               {"block", {}}},
                              {"dim0", "dim1"});
  expectVector("size-per-thread", blocked.getSizePerThread(), {4, 4});
  expectVector("contig-per-thread", blocked.getContigPerThread(), {2, 4});
  expectVector("order", blocked.getOrder(), {1, 0});
  expect("elems-per-thread", blocked.getTotalElemsPerThread() == 16, [] {});
  expect("consecutive-along-dim1",
         blocked.getNumConsecutiveInOut(S("dim1")) == 4, [] {});
}

void testDivision() {
  // A 32x32b tensor memory message (lanes on rows 1..16) times 2 registers
  // on columns: dividing the message back out on the left leaves the
  // registers, on the right the message.
  LinearLayout message = LinearLayout::identity1D(32, S("lane"), S("row"));
  LinearLayout regs = LinearLayout::identity1D(2, S("register"), S("col"));
  LinearLayout both = message * regs;
  std::optional<LinearLayout> left = divideLeft(both, message);
  expect("divide-left", left.has_value(), [] {});
  if (left)
    expectLayout("divide-left-quotient", *left,
                 sized({{"lane", {}}, {"register", {{0, 1}}}},
                       {{"row", 1}, {"col", 2}}));
  std::optional<LinearLayout> right = divideRight(both, regs);
  expect("divide-right", right.has_value(), [] {});
  if (right)
    expectLayout("divide-right-quotient", *right,
                 sized({{"lane", {{1, 0}, {2, 0}, {4, 0}, {8, 0}, {16, 0}}},
                        {"register", {}}},
                       {{"row", 32}, {"col", 1}}));
  // Lane 0 first goes to row 1, not to column 1: no such left factor.
  expect("divide-left-mismatch",
         !divideLeft(both, LinearLayout::identity1D(2, S("lane"), S("col"))),
         [] {});
  // Halving the rows of the message: lanes 1..4 then map rows 1..8.
  std::optional<LinearLayout> half =
      divideLeft(message, LinearLayout::identity1D(2, S("lane"), S("row")));
  expect("divide-left-rows", half.has_value(), [] {});
  if (half)
    expectLayout("divide-left-rows-quotient", *half,
                 sized({{"lane", {{1}, {2}, {4}, {8}}}}, {{"row", 16}}));
}

} // namespace

int main() {
  testProduct();
  testApplyAndCompose();
  testInverse();
  testInvertAndCompose();
  testSublayoutAndQuotient();
  testShapeFitting();
  testQueries();
  testDivision();
  llvm::outs() << failures << " failures\n";
  return failures;
}
