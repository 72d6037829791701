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

def TestPrintLinearLayouts : Pass<"test-print-linear-layouts"> {
  let summary = "Print the linear layout of every tensor and memdesc value";
  let description = [{
    Changes nothing. For each op result and block argument whose type is a
    ranked tensor or a `!ttg.memdesc` with an encoding it emits a remark (at
    the op, or the op owning the block) with the linear layout of that
    encoding for that shape, and for register layouts the facts read from
    it:

      remark: result 0: register = [[0, 1]], lane = [[0, 2], ...], ...
      remark: result 0: elemsPerThread = 2, sizePerThread = [1, 2],
              contigPerThread = [1, 2], order = [1, 0]

    For `ttg.convert_layout` it also says how far the data moves
    (`convert: trivial | registers | warp | cross-warp`). An encoding that has
    no linear layout is reported as an error at the op.
  }];
}

#endif // TT_TEST_TESTPASSES_TD
