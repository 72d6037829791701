// RUN: tt-opt --split-input-file -tritonamdgpu-accelerate-matmul -verify-diagnostics %s

// expected-error @below {{requires the option `arch-generation-name` or a module attribute `ttg.target` = "hip:<arch>"}}
module attributes {"ttg.num-warps" = 4 : i32} {
}

// -----

// expected-error @below {{arch-generation-name `gfx1100` is not a CDNA target (MFMA); WMMA targets are not supported yet}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx1100"} {
}
