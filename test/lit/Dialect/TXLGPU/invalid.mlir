// RUN: tt-opt --split-input-file --verify-diagnostics %s

tt.func @budget_not_multiple_of_8() {
  // expected-error @+1 {{'txlgpu.reg_alloc' op regCount must be a multiple of 8 in [24, 256] (setmaxnreg), got 230}}
  txlgpu.reg_alloc {regCount = 230 : i32}
  tt.return
}

// -----

tt.func @budget_too_small() {
  // expected-error @+1 {{'txlgpu.reg_dealloc' op regCount must be a multiple of 8 in [24, 256] (setmaxnreg), got 16}}
  txlgpu.reg_dealloc {regCount = 16 : i32}
  tt.return
}
