//===- BreakStructPhiNodes.cpp - Split phis of literal structs ------------===//

#include "tt/Target/BreakStructPhiNodes.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace {

bool isStructOfScalars(Type *type) {
  auto *structType = dyn_cast<StructType>(type);
  return structType && structType->isLiteral() &&
         none_of(structType->elements(),
                 [](Type *field) { return field->isAggregateType(); });
}

/// One phi per field, in `phi`'s block; the struct is rebuilt after them.
void splitPhi(PHINode *phi) {
  auto *structType = cast<StructType>(phi->getType());
  IRBuilder<> builder(phi);
  SmallVector<PHINode *> fieldPhis;
  for (auto [field, fieldType] : enumerate(structType->elements()))
    fieldPhis.push_back(builder.CreatePHI(fieldType,
                                          phi->getNumIncomingValues(),
                                          phi->getName() + "." + Twine(field)));
  for (auto [value, block] :
       zip_equal(phi->incoming_values(), phi->blocks())) {
    IRBuilder<> atEnd(block->getTerminator());
    for (auto [field, fieldPhi] : enumerate(fieldPhis))
      fieldPhi->addIncoming(atEnd.CreateExtractValue(value, field), block);
  }
  builder.SetInsertPoint(phi->getParent()->getFirstInsertionPt());
  Value *rebuilt = PoisonValue::get(structType);
  for (auto [field, fieldPhi] : enumerate(fieldPhis))
    rebuilt = builder.CreateInsertValue(rebuilt, fieldPhi, field);
  phi->replaceAllUsesWith(rebuilt);
  phi->eraseFromParent();
}

} // namespace

PreservedAnalyses
mlir::triton::BreakStructPhiNodesPass::run(Function &function,
                                           FunctionAnalysisManager &) {
  SmallVector<PHINode *> structPhis;
  for (BasicBlock &block : function)
    for (PHINode &phi : block.phis())
      if (isStructOfScalars(phi.getType()))
        structPhis.push_back(&phi);
  for (PHINode *phi : structPhis)
    splitPhi(phi);
  if (structPhis.empty())
    return PreservedAnalyses::all();
  PreservedAnalyses preserved;
  preserved.preserveSet<CFGAnalyses>();
  return preserved;
}
