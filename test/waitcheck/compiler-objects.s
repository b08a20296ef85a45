// REQUIRES: clang-19, llvm-objdump-19
// The compiler's own objects: clang-19 places the waits of an OpenCL kernel (global and LDS
// loads, an LDS store released and acquired around a barrier, a loop) for gfx942, gfx1100
// and gfx1200, and no missing wait is reported. (Until the assembly reader reads every
// spelling llvm-objdump prints, such as VOP1/VOP2 `_e32` and VOPD forms, the kernels are also
// reported as not fully checked: the CHECK lines accept that and nothing else.)
//
// RUN: %clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx942 -O2 -nogpulib -c %S/Inputs/axpy.cl -o %t-942.o
// RUN: %clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -O2 -nogpulib -c %S/Inputs/axpy.cl -o %t-1100.o
// RUN: %clang-19 -target amdgcn-amd-amdhsa -mcpu=gfx1200 -O2 -nogpulib -c %S/Inputs/axpy.cl -o %t-1200.o
// RUN: %waitcheck --objdump %llvm-objdump-19 --json %t.json %t-942.o %t-1100.o %t-1200.o > %t.txt || true
// RUN: FileCheck %s < %t.txt

// CHECK-NOT:  missing s_
// CHECK:      summary
// CHECK-NEXT: code objects{{ +}}3
// CHECK-NEXT: kernels{{ +}}3
// CHECK:      missing waits{{ +}}0
// CHECK-NEXT: unreadable inputs{{ +}}0
