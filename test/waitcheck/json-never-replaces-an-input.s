// REQUIRES: llvm-mc-22, llvm-objdump-22
// `--json FILE` never writes the report over a code object: `--json a.o b.o` (the report
// option swallowing the first input) and `--json a.o a.o` are usage errors (exit 2) and
// leave the object as it was.
//
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj %S/Inputs/gfx950-kernels.s -o %t-950.o
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=obj %S/Inputs/gfx1250-kernels.s -o %t-1250.o
// RUN: cp %t-950.o %t-950.copy
// RUN: not %waitcheck --json %t-950.o %t-1250.o 2>&1 | FileCheck %s --check-prefix=OBJECT
// RUN: not %waitcheck --json %t-950.o %t-950.o 2>&1 | FileCheck %s --check-prefix=INPUT
// RUN: cmp %t-950.o %t-950.copy
// RUN: %waitcheck --json %t.json %t-950.o %t-1250.o
//
// OBJECT: error: --json {{.*}}-950.o: it is a code object; the report would replace it
// INPUT: error: --json {{.*}}-950.o: it is the input '{{.*}}-950.o'; the report would replace it
