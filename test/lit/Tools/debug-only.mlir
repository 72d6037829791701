// tt-opt registers -debug and -debug-only itself (Debian's release LLVM does
// not), and TT_DEBUG traces survive -DNDEBUG builds.
// RUN: tt-opt %s -test-debug-trace -debug-only=test-debug-trace -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: tt-opt %s -test-debug-trace -debug-only=some-other-pass,test-debug-trace -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: tt-opt %s -test-debug-trace -debug -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY
// RUN: tt-opt %s -test-debug-trace -debug-only=some-other-pass -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty
// RUN: tt-opt %s -test-debug-trace -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF --allow-empty

// ONLY: [test-debug-trace] visiting tt.get_program_id
// ONLY-NEXT: [test-debug-trace] visiting builtin.module
// OFF-NOT: test-debug-trace

%pid = tt.get_program_id x : i32
