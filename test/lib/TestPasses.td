#ifndef TT_TEST_TESTPASSES_TD
#define TT_TEST_TESTPASSES_TD

include "mlir/Pass/PassBase.td"

def TestDebugTrace : Pass<"test-debug-trace"> {
  let summary = "Trace every op it visits through TT_DEBUG (tests -debug-only)";
  let description = [{
    Changes nothing. For each op under the anchor it prints, through the
    project's TT_DEBUG macro with DEBUG_TYPE `test-debug-trace`,

      [test-debug-trace] visiting tt.get_program_id

    so lit tests can show that `-debug` and `-debug-only=test-debug-trace`
    turn the trace on (also in release builds) and that other debug types
    leave it off.
  }];
}

#endif // TT_TEST_TESTPASSES_TD
