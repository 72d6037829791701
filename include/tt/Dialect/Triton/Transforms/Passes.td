#ifndef TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD
#define TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def Canonicalizer : Pass<"canonicalize"> {
  let summary = "Canonicalize operations (MLIR's canonicalizer, with Triton 3.6's scf.for iter-arg folding)";
  let description = [{
    MLIR's `canonicalize`: every registered op's and loaded dialect's
    canonicalization patterns and folders, applied greedily. One pattern is
    the one the MLIR of Triton 3.6 had: an `scf.for` whose iter args can go
    (yielding themselves or their init, unused, or duplicating another) is
    rebuilt without them, so its block arguments take their inits'
    locations (and with them the names Triton's printer gives them). MLIR
    22 erases the arguments in place, keeping the old locations.

    Before:

    ```mlir
    %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %c2, %c = %c2) -> (i32, i32, i32) {
      ...
      scf.yield %n, %c, %c2 : i32, i32, i32
    }
    ```

    After (the two copies of `%c2` folded, in two rebuilds):

    ```mlir
    %r = scf.for %i = %lb to %ub step %s iter_args(%arg4 = %x) -> (i32) {
      ...
      scf.yield %n : i32
    }
    ```
  }];
  let options = [
    Option<"topDownProcessingEnabled", "top-down", "bool", /*default=*/"true",
           "Seed the worklist in general top-down order">,
    Option<"enableRegionSimplification", "region-simplify",
           "mlir::GreedySimplifyRegionLevel",
           /*default=*/"mlir::GreedySimplifyRegionLevel::Normal",
           "Perform control flow optimizations to the region tree",
           [{::llvm::cl::values(
             clEnumValN(mlir::GreedySimplifyRegionLevel::Disabled, "disabled",
              "Don't run any control-flow simplification."),
             clEnumValN(mlir::GreedySimplifyRegionLevel::Normal, "normal",
              "Perform simple control-flow simplifications (e.g. dead args elimination)."),
             clEnumValN(mlir::GreedySimplifyRegionLevel::Aggressive, "aggressive",
              "Perform aggressive control-flow simplification (e.g. block merging).")
            )}]>,
    Option<"maxIterations", "max-iterations", "int64_t", /*default=*/"10",
           "Max. iterations between applying patterns / simplifying regions">,
    Option<"maxNumRewrites", "max-num-rewrites", "int64_t", /*default=*/"-1",
           "Max. number of pattern rewrites within an iteration">,
    Option<"testConvergence", "test-convergence", "bool", /*default=*/"false",
           "Test only: Fail pass on non-convergence to detect cyclic pattern">,
    ListOption<"disabledPatterns", "disable-patterns", "std::string",
               "Labels of patterns that should be filtered out during application">,
    ListOption<"enabledPatterns", "enable-patterns", "std::string",
               "Labels of patterns that should be used during application, all other patterns are filtered out">
  ];
}

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

def TritonCombineOps : Pass<"triton-combine", "mlir::ModuleOp"> {
  let summary = "Combine tt ops into the forms later passes expect";
  let description = [{
    Greedy rewrite (with folding) of:

    - `add(dot(a, b, 0), d)` (either operand order, `arith.addi` or
      `arith.addf`) into `dot(a, b, d)` when the add is the dot's only user;
      not for a float add of a dot with `maxNumImpreciseAcc`;
    - `addptr(addptr(p, x), y)` into `addptr(p, x + y)` when the offsets
      have one type and are 64-bit, or are constants whose sum does not
      overflow;
    - `select(c, load(p, splat(c), x), y)` into `load(p, splat(c), y)`;
    - a `tt.reduce` summing (f32 or narrower `arith.addf`)
      `broadcast(expand_dims(x, 2)) * broadcast(expand_dims(y, 0))` of
      shape MxKxN (M, N >= 16) into `dot(x, y, 0)` in tf32 precision;
    - a rank-1 `tt.reshape` used only by reductions and histograms gets
      `allow_reorder`;
    - a `tt.reshape` dropping the leading unit dims of a `tt.descriptor_load`
      (its only user) becomes the load's result type.

    Before:

    ```mlir
    %d = tt.dot %a, %b, %zero : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
    %r = arith.addf %acc, %d : tensor<64x64xf32>
    %p1 = tt.addptr %p, %x : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
    %p2 = tt.addptr %p1, %y : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
    ```

    After:

    ```mlir
    %r = tt.dot %a, %b, %acc : tensor<64x64xf16> * tensor<64x64xf16> -> tensor<64x64xf32>
    %xy = arith.addi %x, %y : tensor<64xi64>
    %p2 = tt.addptr %p, %xy : tensor<64x!tt.ptr<f32>>, tensor<64xi64>
    ```

    `-debug-only=triton-combine` prints each rewrite.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def TritonReorderBroadcast : Pass<"triton-reorder-broadcast", "mlir::ModuleOp"> {
  let summary = "Move elementwise ops before broadcasts and splats";
  let description = [{
    Greedy rewrite (with folding) of memory-effect free elementwise ops:

    - `f(splat(a), splat(b), ...)` into `splat(f(a, b, ...))` (a splat
      constant operand becomes a scalar constant);
    - `f(broadcast(a), splat(b), ...)` into
      `broadcast(f(a, splat(b), ...))`, computed in the shape and layout of
      the broadcast's source (several broadcasts from one shape are fine);

    together with the canonicalizations of `tt.broadcast` and
    `tt.expand_dims`.

    Before:

    ```mlir
    %b = tt.broadcast %x : tensor<128x1xf32> -> tensor<128x64xf32>
    %e = math.exp %b : tensor<128x64xf32>
    ```

    After:

    ```mlir
    %e = math.exp %x : tensor<128x1xf32>
    %b = tt.broadcast %e : tensor<128x1xf32> -> tensor<128x64xf32>
    ```

    `-debug-only=triton-reorder-broadcast` prints each op moved.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect"];
}

def TritonLoopUnroll : Pass<"triton-loop-unroll", "mlir::ModuleOp"> {
  let summary = "Unroll the scf.for loops marked with tt.loop_unroll_factor";
  let description = [{
    Every `scf.for` with an integer `tt.loop_unroll_factor` greater than 1
    (`tl.range(..., loop_unroll_factor=N)`) loses the attribute and is
    unrolled by that factor with MLIR's `loopUnrollByFactor`: the body is
    repeated N times in a loop whose step is N times the old one. When the
    trip count is not known to be a multiple of N, the iterations left over
    run in an epilogue loop marked `tt.num_stages = 1`, which the software
    pipeliner then leaves alone. Inner loops are unrolled before the loops
    that hold them.

    Before:

    ```mlir
    scf.for %i = %c0 to %n step %c1 {
      ...
    } {tt.loop_unroll_factor = 2 : i32}
    ```

    After:

    ```mlir
    // %ub = %n - %n mod 2
    scf.for %i = %c0 to %ub step %c2 {
      ... // iteration %i
      ... // iteration %i + 1
    }
    scf.for %i = %ub to %n step %c1 {
      ...
    } {tt.num_stages = 1 : i32}
    ```

    `-debug-only=triton-loop-unroll` prints each loop unrolled and its
    epilogue loop.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

def TritonRewriteTensorPointer
    : Pass<"triton-rewrite-tensor-pointer", "mlir::ModuleOp"> {
  let summary = "Rewrite block pointers into tensors of pointers and masks";
  let description = [{
    Every `tt.make_tensor_ptr` is replaced by its base, shape, strides and
    offsets (extended to i64); `tt.advance` adds to the offsets; `scf.for`
    and `scf.if` that carry block pointers are rebuilt to carry the offsets.
    A `tt.load`/`tt.store` through a block pointer goes through
    `splat(base) + sum_i broadcast((splat(offset_i) + range_i) * stride_i)`
    instead, masked by `0 <= offset_i + range_i < shape_i` for each
    dimension of its `boundaryCheck`; a load's `padding` becomes `other`
    (zero or NaN).

    Before:

    ```mlir
    %p = tt.make_tensor_ptr %base, [%m], [%c1_i64], [%off] {order = array<i32: 0>} : <tensor<64xf32>>
    %v = tt.load %p {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<64xf32>>
    ```

    After:

    ```mlir
    %o = arith.extsi %off : i32 to i64
    %ptrs = ... // splat(%base) + (splat(%o) + range) * splat(%c1_i64)
    %mask = ... // 0 <= splat(%o) + range < splat(%m)
    %v = tt.load %ptrs, %mask : tensor<64x!tt.ptr<f32>>
    ```

    `-debug-only=triton-rewrite-tensor-pointer` prints each load, store and
    control-flow op rewritten.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

def TritonRewriteTensorDescriptorToPointer
    : Pass<"triton-rewrite-tensor-descriptor-to-pointer", "mlir::ModuleOp"> {
  let summary = "Rewrite tensor descriptors into pointers, shapes, strides and masks";
  let description = [{
    For targets without TMA (below sm90, AMD), Triton 3.6's make_ttir
    replaces each `!tt.tensordesc` by the values it describes: its base
    pointer, its shape and strides as i64, and an i1 saying whether
    out-of-bounds lanes read NaN (a 1:N dialect conversion, which also
    rewrites `scf` ops carrying descriptors). A `tt.descriptor_load` or
    `tt.descriptor_store` becomes a `tt.load`/`tt.store` through
    `splat(base) + sum_i broadcast((offset_i + range_i) * stride_i)`,
    masked by `0 <= offset_i + range_i < shape_i` in every dimension; a
    load's `other` is `select(nan_padding, NaN, 0)`.

    Before:

    ```mlir
    %d = tt.make_tensor_descriptor %p, [%M], [%c1_i64] : <f16>, <tensor<64xf16>>
    %v = tt.descriptor_load %d[%off] : !tt.tensordesc<tensor<64xf16>> -> tensor<64xf16>
    ```

    After:

    ```mlir
    %m = arith.extsi %M : i32 to i64
    %false = arith.constant false
    %o = arith.extsi %off : i32 to i64
    %other = arith.select %false, %nan, %zero : tensor<64xf16>
    %ptrs = ... // splat(%p) + (splat(%o) + range) * splat(%c1_i64)
    %mask = ... // 0 <= splat(%o) + range < splat(%m)
    %v = tt.load %ptrs, %mask, %other : tensor<64x!tt.ptr<f16>>
    ```

    Descriptors passed to functions or calls, integer blocks, gathers,
    scatters and reductions through descriptors are not rewritten yet: the
    pass fails at the op that still holds one.
    `-debug-only=triton-rewrite-tensor-descriptor-to-pointer` names each
    descriptor and load rewritten.
  }];
  let dependentDialects = ["mlir::arith::ArithDialect", "mlir::scf::SCFDialect"];
}

#endif // TT_DIALECT_TRITON_TRANSFORMS_PASSES_TD
