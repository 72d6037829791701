// RUN: tt-opt %s -split-input-file -verify-diagnostics
// The verifiers' rules (Triton 3.6's).

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @buffer_used_elsewhere() {
  %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
  // expected-error @below {{a buffer of an aref must have the aref as its only user}}
  %r = nvws.aref.create %a : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
  ttg.local_dealloc %a : !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @copies_differ() {
  %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
  %b = ttg.local_alloc : () -> !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable>
  // expected-error @below {{the buffers of an aref must have the same leading dimension (its number of copies): 3 and 2}}
  %r = nvws.aref.create %a, %b : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>, !ttg.memdesc<2x64x128xf16, #shared, #smem, mutable>]>
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @not_one_copy() {
  %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
  %r = nvws.aref.create %a : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
  // expected-error-re @below {{buffer type '!ttg.memdesc<64x64xf16, {{.*}}, mutable, 3x64x64>' is not one copy of '!ttg.memdesc<3x128x64xf16, {{.*}}, mutable>'}}
  %buf, %tok = nvws.aref.put.enter %r : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]> -> !ttg.memdesc<64x64xf16, #shared, #smem, mutable, 3x64x64>, !ttg.async.token
  tt.return
}

// -----

#shared = #ttg.nvmma_shared<{swizzlingByteWidth = 128, transposed = false, elementBitWidth = 16}>
#smem = #ttg.shared_memory
tt.func @buffer_count(%tok: !ttg.async.token) {
  %a = ttg.local_alloc : () -> !ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>
  %r = nvws.aref.create %a : <[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>
  // expected-error @below {{gives 0 buffers of an aref of 1}}
  "nvws.aref.buffer"(%r, %tok) : (!nvws.aref<[!ttg.memdesc<3x128x64xf16, #shared, #smem, mutable>]>, !ttg.async.token) -> ()
  tt.return
}

// -----

tt.func @warps_per_partition() {
  // expected-error @below {{has 2 partitions but 1 numWarps}}
  "nvws.warp_group"() <{numWarps = array<i32: 4>}> ({
    nvws.warp_group.yield
  }, {
    nvws.warp_group.return
  }) : () -> ()
  tt.return
}

// -----

tt.func @yield_types(%x: f32) {
  // expected-error @below {{the first partition yields other types than the op's results}}
  %r = "nvws.warp_group"() <{numWarps = array<i32: 4>}> ({
    nvws.warp_group.yield %x : f32
  }) : () -> i32
  tt.return
}

// -----

tt.func @no_partitions() {
  // expected-error @below {{expected 'partition0'}}
  nvws.warp_group
  tt.return
}
