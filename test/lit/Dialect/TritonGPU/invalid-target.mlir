// RUN: tt-opt %s -split-input-file -verify-diagnostics
// RUN: not tt-opt %s -split-input-file 2>&1 | FileCheck %s --check-prefix=NO-DUMP --implicit-check-not="see current operation" --implicit-check-not=tt.func

// The dialect verifies the module's `ttg.target`, so that no pass takes a
// malformed one for a default. The error names the target, at the
// module's location only: it does not print the whole module.
// NO-DUMP: error: `ttg.target` = "cuda90" is not a target: expected "cuda:<compute capability>" (e.g. "cuda:90") or "hip:<gfx architecture>" (e.g. "hip:gfx942")

// expected-error @below {{`ttg.target` = "cuda90" is not a target: expected "cuda:<compute capability>" (e.g. "cuda:90") or "hip:<gfx architecture>" (e.g. "hip:gfx942")}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda90"} {
  tt.func @k() {
    tt.return
  }
}

// -----

// expected-error @below {{`ttg.target` = "cuda:": the compute capability after "cuda:" must be a decimal number, e.g. "cuda:90"}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:"} {
}

// -----

// expected-error @below {{`ttg.target` = "cuda:abc": the compute capability after "cuda:" must be a decimal number, e.g. "cuda:90"}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:abc"} {
}

// -----

// expected-error @below {{`ttg.target` = "cuda:-90": the compute capability after "cuda:" must be a decimal number}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:-90"} {
}

// -----

// expected-error @below {{`ttg.target` = "hip:": the architecture after "hip:" must be a gfx name, e.g. "hip:gfx942"}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:"} {
}

// -----

// expected-error @below {{`ttg.target` must be a string, e.g. "cuda:90" or "hip:gfx942"}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = 90 : i32} {
}

// -----

// The targets Triton writes are accepted.
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:80"} {
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "cuda:100"} {
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942"} {
}

// -----

module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx90a"} {
}
