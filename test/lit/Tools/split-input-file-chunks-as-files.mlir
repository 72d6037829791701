// With --split-input-file, each chunk is processed as tt-opt processes a
// whole file: pass options not given are taken from the chunk's module, the
// input's names are kept, errors name the line in the file, and a chunk that
// fails does not keep the others from printing.
// RUN: not tt-opt --split-input-file -tritongpu-F32DotTC -debug-only=tritongpu-F32DotTC %s 2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// The first chunk alone gives the same output.
// RUN: sed -n '/^module attributes {ttg.target = "cuda:80"}/,/^}/p' %s > %t.sm80.mlir
// RUN: tt-opt -tritongpu-F32DotTC %t.sm80.mlir | FileCheck %s --check-prefix=ALONE

// ERR: [tritongpu-F32DotTC] emu-tf32 = 1
// CHECK-LABEL: tt.func @sm80
// CHECK-SAME:    (%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>)
// CHECK-COUNT-3: tt.dot {{.*}}inputPrecision = tf32
// CHECK-NOT:     tt.dot
// ALONE-LABEL: tt.func @sm80
// ALONE-SAME:    (%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>)
// ALONE-COUNT-3: tt.dot {{.*}}inputPrecision = tf32
// ALONE-NOT:     tt.dot
module attributes {ttg.target = "cuda:80"} {
  tt.func @sm80(%a: tensor<16x16xf32>, %b: tensor<16x16xf32>, %c: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %d = tt.dot %a, %b, %c, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
    tt.return %d : tensor<16x16xf32>
  }
}

// -----

// The failing chunk prints nothing (two output markers in a row); its
// error names the line in this file.
// CHECK: {{^}}// {{-+$}}
// CHECK-NEXT: {{^}}// {{-+$}}
// ERR: split-input-file-chunks-as-files.mlir:[[# @LINE + 3]]:5: error: 'tt.return' op
module attributes {ttg.target = "cuda:90"} {
  tt.func @bad(%x: i32) -> i64 {
    tt.return %x : i32
  }
}

// -----

// ERR: [tritongpu-F32DotTC] emu-tf32 = 0
// CHECK-LABEL: tt.func @sm75
// CHECK-SAME:    (%p: tensor<16x16xf32>, %q: tensor<16x16xf32>, %r: tensor<16x16xf32>)
module attributes {ttg.target = "cuda:75"} {
  tt.func @sm75(%p: tensor<16x16xf32>, %q: tensor<16x16xf32>, %r: tensor<16x16xf32>) -> tensor<16x16xf32> {
    %d = tt.dot %p, %q, %r, inputPrecision = tf32x3 : tensor<16x16xf32> * tensor<16x16xf32> -> tensor<16x16xf32>
    tt.return %d : tensor<16x16xf32>
  }
}
