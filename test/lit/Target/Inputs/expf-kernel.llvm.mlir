// A small LLVM-dialect kernel calling libdevice (__nv_expf) and an NVVM
// intrinsic under the name Triton 3.6's LLVM used (llvm.nvvm.ex2.approx.f).
module {
  llvm.func @__nv_expf(f32) -> f32
  llvm.func @expf_kernel(%p: !llvm.ptr<1>) attributes {nvvm.kernel = 1 : ui1, nvvm.reqntid = array<i32: 32>} {
    %tid = nvvm.read.ptx.sreg.tid.x : i32
    %ptr = llvm.getelementptr %p[%tid] : (!llvm.ptr<1>, i32) -> !llvm.ptr<1>, f32
    %x = llvm.load %ptr : !llvm.ptr<1> -> f32
    %e = llvm.call @__nv_expf(%x) : (f32) -> f32
    %y = llvm.call_intrinsic "llvm.nvvm.ex2.approx.f"(%e) : (f32) -> f32
    llvm.store %y, %ptr : f32, !llvm.ptr<1>
    llvm.return
  }
}
