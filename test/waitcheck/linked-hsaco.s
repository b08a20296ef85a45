// REQUIRES: llvm-mc-19, llvm-objdump-19, ld.lld-19
// A linked code object (.hsaco): its .text sits at an address (0x1300 here), and reports
// still give offsets in the section, the same as the relocatable object's.
//
// RUN: sed /deleted-wait/d %S/Inputs/gfx942-kernels.s > %t-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %t-deleted.s -o %t-deleted.o
// RUN: %ld.lld-19 -shared %t-deleted.o -o %t-deleted.hsaco
// RUN: not %waitcheck --objdump %llvm-objdump-19 %t-deleted.hsaco | FileCheck %s
// RUN: %llvm-objdump-19 -d %t-deleted.hsaco | FileCheck %s --check-prefix=OBJDUMP

// CHECK:      deleted.hsaco: lds_younger (gfx942): 1 missing wait(s)
// CHECK-NEXT: .text+0x84: missing s_waitcnt lgkmcnt(14) before use of v3
// CHECK-NEXT:   producer .text+0xc: ds_read_b32 v3, v2
// CHECK:      deleted.hsaco: vmem_loop (gfx942): 1 missing wait(s)
// CHECK-NEXT: .text+0x114: missing s_waitcnt vmcnt(0) before use of v4
// CHECK-NEXT:   producer .text+0x104: global_load_dword v4, v[0:1], off

// The listing gives addresses: the section's 0x1300 plus the offsets above.
// OBJDUMP: <lds_younger>:
// OBJDUMP: ds_read_b32 v3, v2{{ +}}// 00000000130C:
// OBJDUMP: global_store_dword v[0:1], v3, off{{ +}}// 000000001384:
// OBJDUMP: global_load_dword v4, v[0:1], off{{ +}}// 000000001404:
// OBJDUMP: v_add3_u32 v5, v4, v4, v5{{ +}}// 000000001414:
