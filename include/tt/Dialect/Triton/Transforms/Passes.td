#ifndef TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def TritonLoopInvariantCodeMotion : Pass<"triton-licm", "mlir::ModuleOp"> {
  let summary = "Hoist loop-invariant code, loads included, out of loops";
  let description = [{
    MLIR's loop-invariant code motion (speculatable, memory-effect free ops
    whose operands are defined outside the loop leave it), run on every loop
    innermost first, plus one rule for `tt.load`: a load whose operands are
    loop invariant leaves an `scf.for` whose body, nested regions included,
    only reads memory. Its mask is and-ed with `lb < ub` (splatted to the
    load's shape) so that it reads memory only when the loop would have run.
    Loads in other loops (`scf.while`) stay.

    Before:

    ```mlir
    %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
      %v = tt.load %ptr : !tt.ptr<f32>
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    ```

    After:

    ```mlir
    %runs = arith.cmpi slt, %lb, %ub : i32
    %v = tt.load %ptr, %runs : !tt.ptr<f32>
    %r = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) : i32 {
      %s = arith.addf %acc, %v : f32
      scf.yield %s : f32
    }
    ```

    `-debug-only=triton-licm` prints each op hoisted and each load kept
    (the loop writes memory, or it is not an `scf.for`).
  }];
  let dependentDialects = ["mlir::triton::TritonDialect",
                           "mlir::arith::ArithDialect"];
}

def TritonLoopAwareCSE : Pass<"triton-loop-aware-cse", "mlir::ModuleOp"> {
  let summary = "CSE that also merges iter_args that always hold the same value";
  let description = [{
    Runs CSE, then, in every `scf.for`, merges the iter_args that are equal
    on every iteration: two iter_args are equal when they have the same init
    value and their yielded values are equal assuming they are (the same
    value, equal iter_args, or the same result of side-effect free,
    region-free ops of equal attributes and equal operands, compared
    recursively inside the body). Equality is closed transitively; each
    group keeps its first iter_arg, the others yield themselves. CSE runs
    again and the `scf.for` canonicalization patterns drop the dead
    iter_args.

    Before:

    ```mlir
    %r:2 = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x, %b = %x) -> (i32, i32) : i32 {
      %a1 = arith.addi %a, %c1 : i32
      %b1 = arith.addi %b, %c1 : i32
      scf.yield %a1, %b1 : i32, i32
    }
    "use"(%r#0, %r#1) : (i32, i32) -> ()
    ```

    After:

    ```mlir
    %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> (i32) : i32 {
      %a1 = arith.addi %a, %c1 : i32
      scf.yield %a1 : i32
    }
    "use"(%r, %r) : (i32, i32) -> ()
    ```

    `-debug-only=triton-loop-aware-cse` prints each iter_arg merged.
  }];
  let dependentDialects = ["mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD
