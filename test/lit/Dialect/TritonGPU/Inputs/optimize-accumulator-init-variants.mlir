// Variants of optimize-accumulator-init-cases.mlir made by
// substitution: bf16 operands; int8 into i32 (integer zeros); N = 64 tiles
// (tmem blockN 64); -0.0 zeros; 8 warps. The .triton.mlir beside it is
// Triton 3.6's output for them.
// Inputs of tritongpu-optimize-accumulator-init, one rule per function;
// optimize-accumulator-init-cases.triton.mlir is Triton 3.6's output.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The accumulator starts at zero: the loop carries the flag.
  tt.func @starts_at_zero(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select after the dot (a persistent loop's last K step):
  // the select's condition decides the next iteration's flag.
  tt.func @select_after(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = arith.select %last, %zero, %d : tensor<128x128xf32, #mma>
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select before the dot, zero on the false side, starting at
  // zero as well.
  tt.func @select_before(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %keep = arith.cmpi ne, %i, %c3 : i32
      %x = arith.select %keep, %acc, %zero : tensor<128x128xf32, #mma>
      %d = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by an scf.if after the dot: the if yields the dot's result on
  // both sides.
  tt.func @if_after(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %p: !tt.ptr<f32>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        %f = arith.sitofp %i : i32 to f32
        tt.store %p, %f : !tt.ptr<f32>
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        scf.yield %d : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // The if's other value is made inside the if: left alone (constants
  // made for it are cleaned up).
  tt.func @if_value_inside(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        %e = arith.addf %d, %d : tensor<128x128xf32, #mma>
        scf.yield %e : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant zero accumulator: the flag is false.
  tt.func @constant_zero(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      tt.store %p, %d : tensor<128x128x!tt.ptr<f32>, #mma>
    }
    tt.return
  }

  // fp8 operands into f32 with few imprecise accumulations need a partial
  // accumulator: left alone.
  tt.func @fp8_partial_accumulator(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // fp8 with more imprecise accumulations than K: no partial accumulator.
  tt.func @fp8_imprecise(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A flag that is not a constant already: left alone.
  tt.func @flag_given(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %use: i1) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant-true flag does not stop the rewrite.
  tt.func @flag_true(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %true : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Two dots in one loop, the second on the first's result: only the
  // first's accumulator is ever zero.
  tt.func @two_dots(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %e : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Not in a loop: left alone.
  tt.func @no_loop(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>) -> tensor<128x128xf32, #mma> {
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xbf16, #shared, #smem> * !ttg.memdesc<64x128xbf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}

// -----

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32], [0, 64]], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 128, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // tcgen05 accumulating into a loop argument that starts at zero.
  tt.func @tmem_starts_at_zero(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #linear> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #linear>) : i32 {
      %m, %t = ttng.tmem_alloc %acc : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %t2 = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xbf16, #shared, #smem>, !ttg.memdesc<64x128xbf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %t3 = ttng.tmem_load %m[%t2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
      scf.yield %v : tensor<128x128xf32, #linear>
    }
    tt.return %r : tensor<128x128xf32, #linear>
  }

  // tcgen05 on a constant zero: flag false, and the alloc no longer copies
  // the zeros in.
  tt.func @tmem_constant_zero(%a: !ttg.memdesc<128x64xbf16, #shared, #smem>, %b: !ttg.memdesc<64x128xbf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #linear>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #linear>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %m, %t = ttng.tmem_alloc %zero : (tensor<128x128xf32, #linear>) -> (!ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %t2 = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xbf16, #shared, #smem>, !ttg.memdesc<64x128xbf16, #shared, #smem>, !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %t3 = ttng.tmem_load %m[%t2] : !ttg.memdesc<128x128xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x128xf32, #linear>
      tt.store %p, %v : tensor<128x128x!tt.ptr<f32>, #linear>
    }
    tt.return
  }
}
// -----
// Inputs of tritongpu-optimize-accumulator-init, one rule per function;
// optimize-accumulator-init-cases.triton.mlir is Triton 3.6's output.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The accumulator starts at zero: the loop carries the flag.
  tt.func @starts_at_zero(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      scf.yield %d : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // Zeroed by a select after the dot (a persistent loop's last K step):
  // the select's condition decides the next iteration's flag.
  tt.func @select_after(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32, %init: tensor<128x128xi32, #mma>) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = arith.select %last, %zero, %d : tensor<128x128xi32, #mma>
      scf.yield %next : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // Zeroed by a select before the dot, zero on the false side, starting at
  // zero as well.
  tt.func @select_before(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %keep = arith.cmpi ne, %i, %c3 : i32
      %x = arith.select %keep, %acc, %zero : tensor<128x128xi32, #mma>
      %d = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      scf.yield %d : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // Zeroed by an scf.if after the dot: the if yields the dot's result on
  // both sides.
  tt.func @if_after(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32, %p: !tt.ptr<i32>) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xi32, #mma>) {
        tt.store %p, %i : !tt.ptr<i32>
        scf.yield %zero : tensor<128x128xi32, #mma>
      } else {
        scf.yield %d : tensor<128x128xi32, #mma>
      }
      scf.yield %next : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // The if's other value is made inside the if: left alone (constants
  // made for it are cleaned up).
  tt.func @if_value_inside(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32, %init: tensor<128x128xi32, #mma>) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xi32, #mma>) {
        scf.yield %zero : tensor<128x128xi32, #mma>
      } else {
        %e = arith.addi %d, %d : tensor<128x128xi32, #mma>
        scf.yield %e : tensor<128x128xi32, #mma>
      }
      scf.yield %next : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // A constant zero accumulator: the flag is false.
  tt.func @constant_zero(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<i32>, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      tt.store %p, %d : tensor<128x128x!tt.ptr<i32>, #mma>
    }
    tt.return
  }

  // A flag that is not a constant already: left alone.
  tt.func @flag_given(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32, %use: i1) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      scf.yield %d : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // A constant-true flag does not stop the rewrite.
  tt.func @flag_true(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %true : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      scf.yield %d : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // Two dots in one loop, the second on the first's result: only the
  // first's accumulator is ever zero.
  tt.func @two_dots(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>, %n: i32) -> tensor<128x128xi32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xi32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
      scf.yield %e : tensor<128x128xi32, #mma>
    }
    tt.return %r : tensor<128x128xi32, #mma>
  }

  // Not in a loop: left alone.
  tt.func @no_loop(%a: !ttg.memdesc<128x64xi8, #shared, #smem>, %b: !ttg.memdesc<64x128xi8, #shared, #smem>) -> tensor<128x128xi32, #mma> {
    %zero = arith.constant dense<0> : tensor<128x128xi32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xi8, #shared, #smem> * !ttg.memdesc<64x128xi8, #shared, #smem> -> tensor<128x128xi32, #mma>
    tt.return %d : tensor<128x128xi32, #mma>
  }
}
// -----
// Inputs of tritongpu-optimize-accumulator-init, one rule per function;
// optimize-accumulator-init-cases.triton.mlir is Triton 3.6's output.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 64, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The accumulator starts at zero: the loop carries the flag.
  tt.func @starts_at_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // Zeroed by a select after the dot (a persistent loop's last K step):
  // the select's condition decides the next iteration's flag.
  tt.func @select_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %init: tensor<128x64xf32, #mma>) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = arith.select %last, %zero, %d : tensor<128x64xf32, #mma>
      scf.yield %next : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // Zeroed by a select before the dot, zero on the false side, starting at
  // zero as well.
  tt.func @select_before(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %keep = arith.cmpi ne, %i, %c3 : i32
      %x = arith.select %keep, %acc, %zero : tensor<128x64xf32, #mma>
      %d = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // Zeroed by an scf.if after the dot: the if yields the dot's result on
  // both sides.
  tt.func @if_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %p: !tt.ptr<f32>) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x64xf32, #mma>) {
        %f = arith.sitofp %i : i32 to f32
        tt.store %p, %f : !tt.ptr<f32>
        scf.yield %zero : tensor<128x64xf32, #mma>
      } else {
        scf.yield %d : tensor<128x64xf32, #mma>
      }
      scf.yield %next : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // The if's other value is made inside the if: left alone (constants
  // made for it are cleaned up).
  tt.func @if_value_inside(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %init: tensor<128x64xf32, #mma>) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x64xf32, #mma>) {
        scf.yield %zero : tensor<128x64xf32, #mma>
      } else {
        %e = arith.addf %d, %d : tensor<128x64xf32, #mma>
        scf.yield %e : tensor<128x64xf32, #mma>
      }
      scf.yield %next : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // A constant zero accumulator: the flag is false.
  tt.func @constant_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %p: tensor<128x64x!tt.ptr<f32>, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      tt.store %p, %d : tensor<128x64x!tt.ptr<f32>, #mma>
    }
    tt.return
  }

  // fp8 operands into f32 with few imprecise accumulations need a partial
  // accumulator: left alone.
  tt.func @fp8_partial_accumulator(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x64xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x64xf8E4M3FN, #shared8, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // fp8 with more imprecise accumulations than K: no partial accumulator.
  tt.func @fp8_imprecise(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x64xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x64xf8E4M3FN, #shared8, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // A flag that is not a constant already: left alone.
  tt.func @flag_given(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %use: i1) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // A constant-true flag does not stop the rewrite.
  tt.func @flag_true(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %true : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %d : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // Two dots in one loop, the second on the first's result: only the
  // first's accumulator is ever zero.
  tt.func @two_dots(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
      scf.yield %e : tensor<128x64xf32, #mma>
    }
    tt.return %r : tensor<128x64xf32, #mma>
  }

  // Not in a loop: left alone.
  tt.func @no_loop(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>) -> tensor<128x64xf32, #mma> {
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x64xf16, #shared, #smem> -> tensor<128x64xf32, #mma>
    tt.return %d : tensor<128x64xf32, #mma>
  }
}

// -----

#linear = #ttg.linear<{register = [[0, 1], [0, 2], [0, 4], [0, 8], [0, 16], [0, 32] ], lane = [[1, 0], [2, 0], [4, 0], [8, 0], [16, 0]], warp = [[32, 0], [64, 0]], block = []}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
#tmem = #ttng.tensor_memory_encoding<blockM = 128, blockN = 64, colStride = 1>
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:100", "ttg.threads-per-warp" = 32 : i32} {
  // tcgen05 accumulating into a loop argument that starts at zero.
  tt.func @tmem_starts_at_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32) -> tensor<128x64xf32, #linear> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #linear>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x64xf32, #linear>) : i32 {
      %m, %t = ttng.tmem_alloc %acc : (tensor<128x64xf32, #linear>) -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %t2 = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %t3 = ttng.tmem_load %m[%t2] : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
      scf.yield %v : tensor<128x64xf32, #linear>
    }
    tt.return %r : tensor<128x64xf32, #linear>
  }

  // tcgen05 on a constant zero: flag false, and the alloc no longer copies
  // the zeros in.
  tt.func @tmem_constant_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x64xf16, #shared, #smem>, %n: i32, %p: tensor<128x64x!tt.ptr<f32>, #linear>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x64xf32, #linear>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %m, %t = ttng.tmem_alloc %zero : (tensor<128x64xf32, #linear>) -> (!ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>, !ttg.async.token)
      %t2 = ttng.tc_gen5_mma %a, %b, %m[%t], %true, %true : !ttg.memdesc<128x64xf16, #shared, #smem>, !ttg.memdesc<64x64xf16, #shared, #smem>, !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable>
      %v, %t3 = ttng.tmem_load %m[%t2] : !ttg.memdesc<128x64xf32, #tmem, #ttng.tensor_memory, mutable> -> tensor<128x64xf32, #linear>
      tt.store %p, %v : tensor<128x64x!tt.ptr<f32>, #linear>
    }
    tt.return
  }
}
// -----
// Inputs of tritongpu-optimize-accumulator-init, one rule per function;
// optimize-accumulator-init-cases.triton.mlir is Triton 3.6's output.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [4, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 4 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The accumulator starts at zero: the loop carries the flag.
  tt.func @starts_at_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select after the dot (a persistent loop's last K step):
  // the select's condition decides the next iteration's flag.
  tt.func @select_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = arith.select %last, %zero, %d : tensor<128x128xf32, #mma>
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select before the dot, zero on the false side, starting at
  // zero as well.
  tt.func @select_before(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %keep = arith.cmpi ne, %i, %c3 : i32
      %x = arith.select %keep, %acc, %zero : tensor<128x128xf32, #mma>
      %d = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by an scf.if after the dot: the if yields the dot's result on
  // both sides.
  tt.func @if_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: !tt.ptr<f32>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        %f = arith.sitofp %i : i32 to f32
        tt.store %p, %f : !tt.ptr<f32>
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        scf.yield %d : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // The if's other value is made inside the if: left alone (constants
  // made for it are cleaned up).
  tt.func @if_value_inside(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        %e = arith.addf %d, %d : tensor<128x128xf32, #mma>
        scf.yield %e : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant zero accumulator: the flag is false.
  tt.func @constant_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      tt.store %p, %d : tensor<128x128x!tt.ptr<f32>, #mma>
    }
    tt.return
  }

  // fp8 operands into f32 with few imprecise accumulations need a partial
  // accumulator: left alone.
  tt.func @fp8_partial_accumulator(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // fp8 with more imprecise accumulations than K: no partial accumulator.
  tt.func @fp8_imprecise(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A flag that is not a constant already: left alone.
  tt.func @flag_given(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %use: i1) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant-true flag does not stop the rewrite.
  tt.func @flag_true(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %true : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Two dots in one loop, the second on the first's result: only the
  // first's accumulator is ever zero.
  tt.func @two_dots(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %e : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Not in a loop: left alone.
  tt.func @no_loop(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>) -> tensor<128x128xf32, #mma> {
    %zero = arith.constant dense<-0.000000e+00> : tensor<128x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}
// -----
// Inputs of tritongpu-optimize-accumulator-init, one rule per function;
// optimize-accumulator-init-cases.triton.mlir is Triton 3.6's output.
#mma = #ttg.nvidia_mma<{versionMajor = 3, versionMinor = 0, warpsPerCTA = [8, 1], instrShape = [16, 128, 16]}>
#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#shared8 = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 8}>
#smem = #ttg.shared_memory
module attributes {"ttg.num-ctas" = 1 : i32, "ttg.num-warps" = 8 : i32, ttg.target = "cuda:90", "ttg.threads-per-warp" = 32 : i32} {
  // The accumulator starts at zero: the loop carries the flag.
  tt.func @starts_at_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select after the dot (a persistent loop's last K step):
  // the select's condition decides the next iteration's flag.
  tt.func @select_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = arith.select %last, %zero, %d : tensor<128x128xf32, #mma>
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by a select before the dot, zero on the false side, starting at
  // zero as well.
  tt.func @select_before(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %keep = arith.cmpi ne, %i, %c3 : i32
      %x = arith.select %keep, %acc, %zero : tensor<128x128xf32, #mma>
      %d = ttng.warp_group_dot %a, %b, %x : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Zeroed by an scf.if after the dot: the if yields the dot's result on
  // both sides.
  tt.func @if_after(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: !tt.ptr<f32>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        %f = arith.sitofp %i : i32 to f32
        tt.store %p, %f : !tt.ptr<f32>
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        scf.yield %d : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // The if's other value is made inside the if: left alone (constants
  // made for it are cleaned up).
  tt.func @if_value_inside(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %init: tensor<128x128xf32, #mma>) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %c3 = arith.constant 3 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %last = arith.cmpi eq, %i, %c3 : i32
      %next = scf.if %last -> (tensor<128x128xf32, #mma>) {
        scf.yield %zero : tensor<128x128xf32, #mma>
      } else {
        %e = arith.addf %d, %d : tensor<128x128xf32, #mma>
        scf.yield %e : tensor<128x128xf32, #mma>
      }
      scf.yield %next : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant zero accumulator: the flag is false.
  tt.func @constant_zero(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %p: tensor<128x128x!tt.ptr<f32>, #mma>) {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    scf.for %i = %c0 to %n step %c1 : i32 {
      %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      tt.store %p, %d : tensor<128x128x!tt.ptr<f32>, #mma>
    }
    tt.return
  }

  // fp8 operands into f32 with few imprecise accumulations need a partial
  // accumulator: left alone.
  tt.func @fp8_partial_accumulator(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 32 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // fp8 with more imprecise accumulations than K: no partial accumulator.
  tt.func @fp8_imprecise(%a: !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem>, %b: !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc {maxNumImpreciseAcc = 1073741824 : i32} : !ttg.memdesc<128x64xf8E4M3FN, #shared8, #smem> * !ttg.memdesc<64x128xf8E4M3FN, #shared8, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A flag that is not a constant already: left alone.
  tt.func @flag_given(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32, %use: i1) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %use : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // A constant-true flag does not stop the rewrite.
  tt.func @flag_true(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %true = arith.constant true
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc, %true : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %d : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Two dots in one loop, the second on the first's result: only the
  // first's accumulator is ever zero.
  tt.func @two_dots(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>, %n: i32) -> tensor<128x128xf32, #mma> {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (tensor<128x128xf32, #mma>) : i32 {
      %d = ttng.warp_group_dot %a, %b, %acc : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      %e = ttng.warp_group_dot %a, %b, %d : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
      scf.yield %e : tensor<128x128xf32, #mma>
    }
    tt.return %r : tensor<128x128xf32, #mma>
  }

  // Not in a loop: left alone.
  tt.func @no_loop(%a: !ttg.memdesc<128x64xf16, #shared, #smem>, %b: !ttg.memdesc<64x128xf16, #shared, #smem>) -> tensor<128x128xf32, #mma> {
    %zero = arith.constant dense<0.000000e+00> : tensor<128x128xf32, #mma>
    %d = ttng.warp_group_dot %a, %b, %zero : !ttg.memdesc<128x64xf16, #shared, #smem> * !ttg.memdesc<64x128xf16, #shared, #smem> -> tensor<128x128xf32, #mma>
    tt.return %d : tensor<128x128xf32, #mma>
  }
}
