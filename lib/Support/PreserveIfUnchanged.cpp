//===- PreserveIfUnchanged.cpp - Fingerprints of the IR -------------------===//
#include "tt/Support/PreserveIfUnchanged.h"

using namespace mlir;

llvm::hash_code mlir::triton::fingerprintIR(Operation *top) {
  llvm::hash_code hash = llvm::hash_value(top);
  top->walk([&](Operation *op) {
    hash = llvm::hash_combine(hash, op, op->getName().getAsOpaquePointer(),
                              op->getParentOp(),
                              op->getRawDictionaryAttrs().getAsOpaquePointer(),
                              op->hashProperties(),
                              op->getLoc().getAsOpaquePointer());
    for (Value operand : op->getOperands())
      hash = llvm::hash_combine(hash, operand.getAsOpaquePointer());
    for (Block *successor : op->getSuccessors())
      hash = llvm::hash_combine(hash, successor);
    for (Type type : op->getResultTypes())
      hash = llvm::hash_combine(hash, type.getAsOpaquePointer());
    for (Region &region : op->getRegions())
      for (Block &block : region) {
        hash = llvm::hash_combine(hash, &block);
        for (BlockArgument arg : block.getArguments())
          hash = llvm::hash_combine(hash, arg.getAsOpaquePointer(),
                                    arg.getType().getAsOpaquePointer());
      }
  });
  return hash;
}
