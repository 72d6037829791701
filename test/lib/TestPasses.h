//===- TestPasses.h - Passes that exist only for tests ---------*- C++ -*-===//
#ifndef TT_TEST_TESTPASSES_H
#define TT_TEST_TESTPASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::triton::test {
#define GEN_PASS_DECL
#include "TestPasses.h.inc"

#define GEN_PASS_REGISTRATION
#include "TestPasses.h.inc"

inline void registerTestPasses() { registerTTTestPasses(); }
} // namespace mlir::triton::test

#endif // TT_TEST_TESTPASSES_H
