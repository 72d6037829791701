// RUN: tt-opt -tritonamdgpu-accelerate-matmul='kPack=0' -verify-diagnostics %s

// kWidth = kBase * kPack must not be 0.
// expected-error @below {{kPack must be at least 1, got 0}}
module attributes {"ttg.num-warps" = 4 : i32, ttg.target = "hip:gfx942"} {
}
