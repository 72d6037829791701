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

def TestFaulty : Pass<"test-faulty"> {
  let summary = "Break the IR, crash, hang or fail on purpose (tests tt-bisect)";
  let description = [{
    A pass that goes wrong in a chosen way, so that tests can put a known bad
    pass at a known position of a long pipeline and check that tt-bisect finds
    it. `mode` selects what it does:

      none     nothing (the default)
      corrupt  gives the first function one more argument in its type than
               its entry block has: the IR no longer verifies
      change   adds the unit attribute `test.faulty` to the anchor op: the IR
               still verifies, but the output differs
      crash    prints a line and aborts (SIGABRT)
      hang     sleeps forever (until the process is killed)
      fail     emits an error and signals pass failure

    Example: `--pass-pipeline='builtin.module(cse, test-faulty{mode=crash})'`.
  }];
  let options = [
    Option<"mode", "mode", "std::string", /*default=*/"\"none\"",
           "What goes wrong: none, corrupt, change, crash, hang or fail">
  ];
}

def TestPrintAlignment : Pass<"test-print-alignment", "mlir::ModuleOp"> {
  let summary = "Print the axis info (contiguity, divisibility, constancy) of every op result";
  let description = [{
    Changes nothing. Runs the module axis-info analysis and emits, for every
    result of every op inside a function, a remark at the op's location:

      remark: contiguity = [128], divisibility = [1073741824],
              constancy = [1], constant_value = <none>

    as Triton's pass of the same name does, so lit tests can pin each
    transfer function with `-verify-diagnostics` and `expected-remark`.
  }];
}

def TestSliceReachability
    : Pass<"test-slice-reachability", "mlir::ModuleOp"> {
  let summary = "Check SliceReachability against mlir::getSlice for every op";
  let description = [{
    Changes nothing. For every op of the module, compares the slice that
    `SliceReachability` (the linear-time graph behind -tritongpu-coalesce)
    finds with the one `mlir::getSlice` finds. A difference is an error at
    the op, naming how many ops each side has; when all agree it emits one
    remark on the module: `slices of N ops match mlir::getSlice`.
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

def TestPrintAllocation : Pass<"test-print-allocation", "mlir::ModuleOp"> {
  let summary = "Print the shared-memory buffers of every function";
  let description = [{
    Changes nothing. Runs the shared-memory allocation (NVIDIA scratch
    rules, compute capability from `ttg.target`) and remarks, at each op
    owning a buffer,

      remark: scratch offset = 0, size = 128, live = [4, 5)

    (`offset`/`virtual offset` for explicit buffers and call frames), and at
    each function its total `size = N`, as Triton's pass of the same name
    does, plus the liveness interval (post-order op ids).
  }];
}

def TestPrintMembar : Pass<"test-print-membar", "mlir::ModuleOp"> {
  let summary = "Insert the shared-memory barriers Membar finds";
  let description = [{
    Runs the shared-memory allocation and Membar (`insertSharedMemoryBarriers`)
    on the module, as `convert-triton-gpu-to-llvm` does before lowering, and
    leaves the inserted `ttg.local_barrier` ops in the IR for FileCheck.
  }];
}

#endif // TT_TEST_TESTPASSES_TD
