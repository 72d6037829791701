// RUN: tt-opt %s | FileCheck %s
// RUN: tt-opt %s | tt-opt | FileCheck %s

// Round-trips every tt op with every enum keyword, the stripped (`<...>`)
// and qualified type spellings, default elision and the tt.func forms.

// CHECK-LABEL: tt.func public @casts(%{{.*}}: !tt.ptr<f32>, %{{.*}}: i64, %{{.*}}: tensor<128xf32>, %{{.*}}: tensor<128xi32>) attributes {noinline = false} {
// CHECK: %{{.*}} = tt.int_to_ptr %{{.*}} : i64 -> !tt.ptr<f32>
// CHECK: %{{.*}} = tt.ptr_to_int %{{.*}} : !tt.ptr<f32> -> i64
// CHECK: %{{.*}} = tt.bitcast %{{.*}} : tensor<128xf32> -> tensor<128xi32>
// CHECK: %{{.*}} = tt.bitcast %{{.*}} : !tt.ptr<f32> -> !tt.ptr<i32>
// CHECK: %{{.*}} = tt.fp_to_fp %{{.*}}, rounding = rtne : tensor<128xf32> -> tensor<128xf8E4M3FN>
// CHECK: %{{.*}} = tt.fp_to_fp %{{.*}} : tensor<128xf8E4M3FN> -> tensor<128xf32>
// CHECK: %{{.*}} = tt.fp_to_fp %{{.*}}, rounding = rtz : tensor<128xf32> -> tensor<128xbf16>
// CHECK: %{{.*}} = tt.clampf %{{.*}}, %{{.*}}, %{{.*}}, propagateNan = all : tensor<128xf32>
// CHECK: %{{.*}} = tt.clampf %{{.*}}, %{{.*}}, %{{.*}}, propagateNan = none : tensor<128xf32>
// CHECK: %{{.*}} = tt.precise_sqrt %{{.*}} : tensor<128xf32>
// CHECK: %{{.*}} = tt.precise_divf %{{.*}}, %{{.*}} : tensor<128xf32>
// CHECK: %{{.*}} = tt.mulhiui %{{.*}}, %{{.*}} : tensor<128xi32>
// CHECK: %{{.*}} = tt.splat %{{.*}} : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.addptr %{{.*}}, %{{.*}} : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
// CHECK: %{{.*}} = tt.addptr %{{.*}}, %{{.*}} : !tt.ptr<f32>, i64
// CHECK: tt.return
// CHECK-LABEL: tt.func public @memory(%{{.*}}: !tt.ptr<f32>, %{{.*}}: !tt.ptr<i32>, %{{.*}}: tensor<128x!tt.ptr<f32>>, %{{.*}}: tensor<128xi1>, %{{.*}}: tensor<128xf32>, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32) {
// CHECK: %{{.*}} = tt.load %{{.*}}, %{{.*}}, %{{.*}} cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.load %{{.*}} : !tt.ptr<f32>
// CHECK: %{{.*}} = tt.load %{{.*}}, %{{.*}} cacheModifier = cg : tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.load %{{.*}} evictionPolicy = evict_first : tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.load %{{.*}} cacheModifier = wt : tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.load %{{.*}} cacheModifier = cs : tensor<128x!tt.ptr<f32>>
// CHECK: %{{.*}} = tt.load %{{.*}} cacheModifier = cv : tensor<128x!tt.ptr<f32>>
// CHECK: tt.store %{{.*}}, %{{.*}}, %{{.*}} cacheModifier = wb : tensor<128x!tt.ptr<f32>>
// CHECK: tt.store %{{.*}}, %{{.*}} : !tt.ptr<f32>
// CHECK: %{{.*}} = tt.atomic_rmw fadd, acq_rel, gpu, %{{.*}}, %{{.*}}, %{{.*}} : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xi1>) -> tensor<128xf32>
// CHECK: %{{.*}} = tt.atomic_rmw exch, relaxed, sys, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw and, acquire, cta, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw or, release, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw xor, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw add, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw max, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw min, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw umax, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_rmw umin, relaxed, gpu, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32) -> i32
// CHECK: %{{.*}} = tt.atomic_cas acquire, cta, %{{.*}}, %{{.*}}, %{{.*}} : (!tt.ptr<i32>, i32, i32) -> i32
// CHECK: %{{.*}} = tt.make_tensor_ptr %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] {order = array<i32: 1, 0>} : <tensor<128x64xf32>>
// CHECK: %{{.*}} = tt.advance %{{.*}}, [%{{.*}}, %{{.*}}] : <tensor<128x64xf32>>
// CHECK: %{{.*}} = tt.load %{{.*}} {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<128x64xf32>>
// CHECK: %{{.*}} = tt.load %{{.*}} {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<128x64xf32>>
// CHECK: tt.store %{{.*}}, %{{.*}} {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<128x64xf32>>
// CHECK: tt.return
// CHECK-LABEL: tt.func public @descriptors(%{{.*}}: !tt.ptr<f16>, %{{.*}}: i32, %{{.*}}: i64, %{{.*}}: i32, %{{.*}}: tensor<32xi32>) {
// CHECK: %{{.*}} = tt.make_tensor_descriptor %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] : <f16>, <tensor<128x64xf16>>
// CHECK: %{{.*}} = tt.make_tensor_descriptor %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] {padding = 2 : i32} : <f16>, <tensor<128x64xf16>>
// CHECK: %{{.*}} = tt.descriptor_load %{{.*}}[%{{.*}}, %{{.*}}] cacheModifier = cg evictionPolicy = evict_first : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16>
// CHECK: tt.descriptor_store %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce add, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce min, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce max, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce inc, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce dec, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce and, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce or, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: tt.descriptor_reduce xor, %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
// CHECK: %{{.*}} = tt.make_tensor_descriptor %{{.*}}, [%{{.*}}, %{{.*}}], [%{{.*}}, %{{.*}}] : <f16>, <tensor<1x64xf16>>
// CHECK: %{{.*}} = tt.descriptor_gather %{{.*}}[%{{.*}}, %{{.*}}] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
// CHECK: tt.descriptor_scatter %{{.*}}[%{{.*}}, %{{.*}}], %{{.*}} : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32, tensor<32x64xf16>
// CHECK: tt.return
// CHECK-LABEL: tt.func public @shapes(%{{.*}}: tensor<4x128xf32>, %{{.*}}: f32, %{{.*}}: tensor<128xi32>, %{{.*}}: tensor<128xf32>, %{{.*}}: tensor<1xf32>, %{{.*}}: tensor<128xi1>) {
// CHECK: %{{.*}} = tt.splat %{{.*}} : f32 -> tensor<4x128xf32>
// CHECK: %{{.*}} = tt.unsplat %{{.*}} : tensor<1xf32>
// CHECK: %{{.*}} = tt.expand_dims %{{.*}} {axis = 1 : i32} : tensor<128xf32> -> tensor<128x1xf32>
// CHECK: %{{.*}} = tt.broadcast %{{.*}} : tensor<128x1xf32> -> tensor<128x4xf32>
// CHECK: %{{.*}} = tt.reshape %{{.*}} allow_reorder efficient_layout : tensor<4x128xf32> -> tensor<512xf32>
// CHECK: %{{.*}} = tt.reshape %{{.*}} : tensor<4x128xf32> -> tensor<512xf32>
// CHECK: %{{.*}} = tt.cat %{{.*}}, %{{.*}} : tensor<128xf32> -> tensor<256xf32>
// CHECK: %{{.*}} = tt.join %{{.*}}, %{{.*}} : tensor<128xf32> -> tensor<128x2xf32>
// CHECK: %{{.*}}, %{{.*}} = tt.split %{{.*}} : tensor<128x2xf32> -> tensor<128xf32>
// CHECK: %{{.*}} = tt.trans %{{.*}} {order = array<i32: 1, 0>} : tensor<4x128xf32> -> tensor<128x4xf32>
// CHECK: %{{.*}} = tt.gather %{{.*}}[%{{.*}}] {axis = 0 : i32} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
// CHECK: %{{.*}} = tt.gather %{{.*}}[%{{.*}}] {axis = 0 : i32, efficient_layout} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
// CHECK: %{{.*}} = tt.histogram %{{.*}} : tensor<128xi32> -> tensor<16xi32>
// CHECK: %{{.*}} = tt.histogram %{{.*}}, %{{.*}} : tensor<128xi32> -> tensor<16xi32>
// CHECK: %{{.*}} = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
// CHECK: tt.return
// CHECK-LABEL: tt.func public @compute(%{{.*}}: tensor<128x64xf32>, %{{.*}}: tensor<64x128xf32>, %{{.*}}: tensor<128x128xf32>, %{{.*}}: tensor<128x64xf16>, %{{.*}}: tensor<64x128xf16>, %{{.*}}: tensor<128x32xi8>, %{{.*}}: tensor<128x2xi8>, %{{.*}}: tensor<64x128xf8E4M3FN>, %{{.*}}: tensor<128x2xi8>, %{{.*}}: tensor<256xf32>, %{{.*}}: tensor<256xi32>) {
// CHECK: %{{.*}} = tt.get_program_id x : i32
// CHECK: %{{.*}} = tt.get_program_id y : i32
// CHECK: %{{.*}} = tt.get_num_programs z : i32
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}}, inputPrecision = tf32 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}}, inputPrecision = tf32x3 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}}, inputPrecision = bf16x3 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}}, inputPrecision = bf16x6 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}} : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot %{{.*}}, %{{.*}}, %{{.*}} {maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot_scaled %{{.*}} scale %{{.*}}, %{{.*}} scale %{{.*}}, %{{.*}} lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
// CHECK: %{{.*}} = tt.dot_scaled %{{.*}}, %{{.*}}, %{{.*}} lhs = fp16 rhs = bf16 {fastMath = true} : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
// CHECK: %{{.*}}:2 = "tt.reduce"(%{{.*}}, %{{.*}}) <{axis = 0 : i32}> ({
// CHECK: tt.reduce.return %{{.*}}, %{{.*}} : f32, i32
// CHECK: %{{.*}} = "tt.reduce"(%{{.*}}) <{axis = 1 : i32}> ({
// CHECK: tt.reduce.return %{{.*}} : f32
// CHECK: %{{.*}} = "tt.scan"(%{{.*}}) <{axis = 0 : i32, reverse = false}> ({
// CHECK: tt.scan.return %{{.*}} : f32
// CHECK: %{{.*}} = "tt.map_elementwise"(%{{.*}}) <{pack = 1 : i32}> ({
// CHECK: tt.map_elementwise.return %{{.*}} : f32
// CHECK: %{{.*}} = tt.extern_elementwise %{{.*}} {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<256xf32>) -> tensor<256xf32>
// CHECK: %{{.*}} = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %{{.*}} : tensor<256xi32> -> tensor<256xi32>
// CHECK: tt.print ": x=" {hex = false, isSigned = array<i32: 0>} : %{{.*}} : tensor<256xf32>
// CHECK: tt.print "hello" {hex = false, isSigned = array<i32>}
// CHECK: tt.assert %{{.*}}, "n must be positive" : i1
// CHECK: %{{.*}} = tt.call @callee(%{{.*}}) : (i32) -> i32
// CHECK: tt.return
// CHECK-LABEL: tt.func private @callee(%{{.*}}: i32) -> i32 attributes {noinline = true} {
// CHECK: tt.return %{{.*}} : i32
// CHECK-LABEL: tt.func private @decl(f32) -> f32

module {
  tt.func public @casts(%p: !tt.ptr<f32>, %i: i64, %x: tensor<128xf32>, %t: tensor<128xi32>) attributes {noinline = false} {
    %0 = tt.int_to_ptr %i : i64 -> !tt.ptr<f32>
    %1 = tt.ptr_to_int %p : !tt.ptr<f32> -> i64
    %2 = tt.bitcast %x : tensor<128xf32> -> tensor<128xi32>
    %3 = tt.bitcast %p : !tt.ptr<f32> -> !tt.ptr<i32>
    %4 = tt.fp_to_fp %x, rounding = rtne : tensor<128xf32> -> tensor<128xf8E4M3FN>
    %5 = tt.fp_to_fp %4 : tensor<128xf8E4M3FN> -> tensor<128xf32>
    %6 = tt.fp_to_fp %x, rounding = rtz : tensor<128xf32> -> tensor<128xbf16>
    %7 = tt.clampf %x, %x, %x, propagateNan = all : tensor<128xf32>
    %8 = tt.clampf %x, %x, %x, propagateNan = none : tensor<128xf32>
    %9 = tt.precise_sqrt %x : tensor<128xf32>
    %10 = tt.precise_divf %x, %x : tensor<128xf32>
    %11 = tt.mulhiui %t, %t : tensor<128xi32>
    %12 = tt.splat %p : !tt.ptr<f32> -> tensor<128x!tt.ptr<f32>>
    %13 = tt.addptr %12, %t : tensor<128x!tt.ptr<f32>>, tensor<128xi32>
    %14 = tt.addptr %p, %i : !tt.ptr<f32>, i64
    tt.return
  }
  tt.func public @memory(%p: !tt.ptr<f32>, %ip: !tt.ptr<i32>, %ptrs: tensor<128x!tt.ptr<f32>>, %m: tensor<128xi1>, %x: tensor<128xf32>, %c: i32, %s: i64, %o: i32) {
    %0 = tt.load %ptrs, %m, %x cacheModifier = ca evictionPolicy = evict_last {isVolatile = true} : tensor<128x!tt.ptr<f32>>
    %1 = tt.load %p : !tt.ptr<f32>
    %2 = tt.load %ptrs, %m cacheModifier = cg : tensor<128x!tt.ptr<f32>>
    %3 = tt.load %ptrs evictionPolicy = evict_first : tensor<128x!tt.ptr<f32>>
    %4 = tt.load %ptrs cacheModifier = wt : tensor<128x!tt.ptr<f32>>
    %5 = tt.load %ptrs cacheModifier = cs : tensor<128x!tt.ptr<f32>>
    %6 = tt.load %ptrs cacheModifier = cv : tensor<128x!tt.ptr<f32>>
    tt.store %ptrs, %x, %m cacheModifier = wb : tensor<128x!tt.ptr<f32>>
    tt.store %p, %1 : !tt.ptr<f32>
    %7 = tt.atomic_rmw fadd, acq_rel, gpu, %ptrs, %x, %m : (tensor<128x!tt.ptr<f32>>, tensor<128xf32>, tensor<128xi1>) -> tensor<128xf32>
    %8 = tt.atomic_rmw exch, relaxed, sys, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %9 = tt.atomic_rmw and, acquire, cta, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %10 = tt.atomic_rmw or, release, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %11 = tt.atomic_rmw xor, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %12 = tt.atomic_rmw add, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %13 = tt.atomic_rmw max, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %14 = tt.atomic_rmw min, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %15 = tt.atomic_rmw umax, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %16 = tt.atomic_rmw umin, relaxed, gpu, %ip, %c : (!tt.ptr<i32>, i32) -> i32
    %17 = tt.atomic_cas acquire, cta, %ip, %c, %c : (!tt.ptr<i32>, i32, i32) -> i32
    %18 = tt.make_tensor_ptr %p, [%s, %s], [%s, %s], [%o, %o] {order = array<i32: 1, 0>} : <tensor<128x64xf32>>
    %19 = tt.advance %18, [%o, %o] : <tensor<128x64xf32>>
    %20 = tt.load %19 {boundaryCheck = array<i32: 0, 1>, padding = 1 : i32} : !tt.ptr<tensor<128x64xf32>>
    %21 = tt.load %19 {boundaryCheck = array<i32: 1>, padding = 2 : i32} : !tt.ptr<tensor<128x64xf32>>
    tt.store %19, %20 {boundaryCheck = array<i32: 0>} : !tt.ptr<tensor<128x64xf32>>
    tt.return
  }
  tt.func public @descriptors(%p: !tt.ptr<f16>, %m: i32, %s: i64, %i: i32, %rows: tensor<32xi32>) {
    %d = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : <f16>, <tensor<128x64xf16>>
    %dn = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] {padding = 2 : i32} : <f16>, <tensor<128x64xf16>>
    %0 = tt.descriptor_load %d[%i, %i] cacheModifier = cg evictionPolicy = evict_first : !tt.tensordesc<tensor<128x64xf16>> -> tensor<128x64xf16>
    tt.descriptor_store %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce add, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce min, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce max, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce inc, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce dec, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce and, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce or, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    tt.descriptor_reduce xor, %d[%i, %i], %0 : !tt.tensordesc<tensor<128x64xf16>>, tensor<128x64xf16>
    %g = tt.make_tensor_descriptor %p, [%m, %m], [%s, %s] : <f16>, <tensor<1x64xf16>>
    %1 = tt.descriptor_gather %g[%rows, %i] : (!tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32) -> tensor<32x64xf16>
    tt.descriptor_scatter %g[%rows, %i], %1 : !tt.tensordesc<tensor<1x64xf16>>, tensor<32xi32>, i32, tensor<32x64xf16>
    tt.return
  }
  tt.func public @shapes(%x: tensor<4x128xf32>, %v: f32, %idx: tensor<128xi32>, %y: tensor<128xf32>, %one: tensor<1xf32>, %m: tensor<128xi1>) {
    %0 = tt.splat %v : f32 -> tensor<4x128xf32>
    %1 = tt.unsplat %one : tensor<1xf32>
    %2 = tt.expand_dims %y {axis = 1 : i32} : tensor<128xf32> -> tensor<128x1xf32>
    %3 = tt.broadcast %2 : tensor<128x1xf32> -> tensor<128x4xf32>
    %4 = tt.reshape %x allow_reorder efficient_layout : tensor<4x128xf32> -> tensor<512xf32>
    %5 = tt.reshape %x : tensor<4x128xf32> -> tensor<512xf32>
    %6 = tt.cat %y, %y : tensor<128xf32> -> tensor<256xf32>
    %7 = tt.join %y, %y : tensor<128xf32> -> tensor<128x2xf32>
    %outLHS, %outRHS = tt.split %7 : tensor<128x2xf32> -> tensor<128xf32>
    %8 = tt.trans %x {order = array<i32: 1, 0>} : tensor<4x128xf32> -> tensor<128x4xf32>
    %9 = tt.gather %y[%idx] {axis = 0 : i32} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
    %10 = tt.gather %y[%idx] {axis = 0 : i32, efficient_layout} : (tensor<128xf32>, tensor<128xi32>) -> tensor<128xf32>
    %11 = tt.histogram %idx : tensor<128xi32> -> tensor<16xi32>
    %12 = tt.histogram %idx, %m : tensor<128xi32> -> tensor<16xi32>
    %13 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    tt.return
  }
  tt.func public @compute(%a: tensor<128x64xf32>, %b: tensor<64x128xf32>, %c: tensor<128x128xf32>, %ah: tensor<128x64xf16>, %bh: tensor<64x128xf16>, %a4: tensor<128x32xi8>, %as: tensor<128x2xi8>, %b8: tensor<64x128xf8E4M3FN>, %bs: tensor<128x2xi8>, %x: tensor<256xf32>, %i: tensor<256xi32>) {
    %pid = tt.get_program_id x : i32
    %pidy = tt.get_program_id y : i32
    %n = tt.get_num_programs z : i32
    %0 = tt.dot %a, %b, %c, inputPrecision = tf32 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
    %1 = tt.dot %a, %b, %c, inputPrecision = tf32x3 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
    %2 = tt.dot %a, %b, %c, inputPrecision = bf16x3 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
    %3 = tt.dot %a, %b, %c, inputPrecision = bf16x6 : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
    %4 = tt.dot %a, %b, %c : tensor<128x64xf32> * tensor<64x128xf32> -> tensor<128x128xf32>
    %5 = tt.dot %ah, %bh, %c {maxNumImpreciseAcc = 32 : i32} : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
    %6 = tt.dot_scaled %a4 scale %as, %b8 scale %bs, %c lhs = e2m1 rhs = e4m3 {fastMath = false} : tensor<128x32xi8>, tensor<128x2xi8> * tensor<64x128xf8E4M3FN>, tensor<128x2xi8> -> tensor<128x128xf32>
    %7 = tt.dot_scaled %ah, %bh, %c lhs = fp16 rhs = bf16 {fastMath = true} : tensor<128x64xf16> * tensor<64x128xf16> -> tensor<128x128xf32>
    %8:2 = "tt.reduce"(%x, %i) <{axis = 0 : i32}> ({
    ^bb0(%l: f32, %li: i32, %r: f32, %ri: i32):
      %m = arith.maxnumf %l, %r : f32
      tt.reduce.return %m, %li : f32, i32
    }) : (tensor<256xf32>, tensor<256xi32>) -> (f32, i32)
    %9 = "tt.reduce"(%c) <{axis = 1 : i32}> ({
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      tt.reduce.return %s : f32
    }) : (tensor<128x128xf32>) -> tensor<128xf32>
    %10 = "tt.scan"(%x) <{axis = 0 : i32, reverse = false}> ({
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      tt.scan.return %s : f32
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %11 = "tt.map_elementwise"(%x) <{pack = 1 : i32}> ({
    ^bb0(%e: f32):
      %s = arith.addf %e, %e : f32
      tt.map_elementwise.return %s : f32
    }) : (tensor<256xf32>) -> tensor<256xf32>
    %12 = tt.extern_elementwise %x {libname = "", libpath = "", pure = true, symbol = "__nv_expf"} : (tensor<256xf32>) -> tensor<256xf32>
    %13 = tt.elementwise_inline_asm "mov.b32 $0, $1;" {constraints = "=r,r", packed_element = 1 : i32, pure = true} %i : tensor<256xi32> -> tensor<256xi32>
    tt.print ": x=" {hex = false, isSigned = array<i32: 0>} : %x : tensor<256xf32>
    tt.print "hello" {hex = false, isSigned = array<i32>}
    %cond = arith.constant true
    tt.assert %cond, "n must be positive" : i1
    %r = tt.call @callee(%pid) : (i32) -> i32
    tt.return
  }
  tt.func private @callee(%arg0: i32) -> i32 attributes {noinline = true} {
    tt.return %arg0 : i32
  }
  tt.func private @decl(f32) -> f32
}
