// A small TTIR kernel (vector add) that canonicalize, cse and the other
// upstream passes leave unchanged, so that only a faulty pass changes it.
module {
  tt.func public @add_kernel(%x_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %y_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %out_ptr: !tt.ptr<f32> {tt.divisibility = 16 : i32}, %n_elements: i32 {tt.divisibility = 16 : i32}) attributes {noinline = false} {
    %c1024_i32 = arith.constant 1024 : i32
    %pid = tt.get_program_id x : i32
    %offsets = arith.muli %pid, %c1024_i32 : i32
    %offsets_0 = tt.make_range {end = 1024 : i32, start = 0 : i32} : tensor<1024xi32>
    %offsets_1 = tt.splat %offsets : i32 -> tensor<1024xi32>
    %offsets_2 = arith.addi %offsets_1, %offsets_0 : tensor<1024xi32>
    %mask = tt.splat %n_elements : i32 -> tensor<1024xi32>
    %mask_3 = arith.cmpi slt, %offsets_2, %mask : tensor<1024xi32>
    %x = tt.splat %x_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %x_4 = tt.addptr %x, %offsets_2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %x_5 = tt.load %x_4, %mask_3 : tensor<1024x!tt.ptr<f32>>
    %y = tt.splat %y_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %y_6 = tt.addptr %y, %offsets_2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %y_7 = tt.load %y_6, %mask_3 : tensor<1024x!tt.ptr<f32>>
    %0 = tt.splat %out_ptr : !tt.ptr<f32> -> tensor<1024x!tt.ptr<f32>>
    %1 = tt.addptr %0, %offsets_2 : tensor<1024x!tt.ptr<f32>>, tensor<1024xi32>
    %2 = arith.addf %x_5, %y_7 : tensor<1024xf32>
    tt.store %1, %2, %mask_3 : tensor<1024x!tt.ptr<f32>>
    tt.return
  }
}
