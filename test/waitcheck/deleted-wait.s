// REQUIRES: llvm-mc-19, llvm-objdump-19
// Code objects assembled from Inputs/gfx*-kernels.s are clean; with the lines marked
// deleted-wait removed, every missing wait is reported at the consumer's and producer's
// section offsets, which the OBJDUMP checks confirm from llvm-objdump's own listing.
//
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %S/Inputs/gfx942-kernels.s -o %t-942.o
// RUN: %waitcheck --objdump %llvm-objdump-19 %t-942.o | FileCheck %s --check-prefix=CLEAN
// RUN: sed /deleted-wait/d %S/Inputs/gfx942-kernels.s > %t-942-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %t-942-deleted.s -o %t-942-deleted.o
// RUN: not %waitcheck --objdump %llvm-objdump-19 %t-942-deleted.o | FileCheck %s --check-prefix=GFX942
// RUN: %llvm-objdump-19 -d %t-942-deleted.o | FileCheck %s --check-prefix=OBJDUMP942
//
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %S/Inputs/gfx1100-kernels.s -o %t-1100.o
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj %S/Inputs/gfx1200-kernels.s -o %t-1200.o
// RUN: %waitcheck --objdump %llvm-objdump-19 %t-1100.o %t-1200.o | FileCheck %s --check-prefix=CLEAN2
// RUN: sed /deleted-wait/d %S/Inputs/gfx1200-kernels.s > %t-1200-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj %t-1200-deleted.s -o %t-1200-deleted.o
// RUN: not %waitcheck --objdump %llvm-objdump-19 %t-1200-deleted.o | FileCheck %s --check-prefix=GFX1200
// RUN: %llvm-objdump-19 -d %t-1200-deleted.o | FileCheck %s --check-prefix=OBJDUMP1200

// CLEAN-NOT:  missing
// CLEAN:      summary
// CLEAN-NEXT: code objects{{ +}}1
// CLEAN-NEXT: kernels{{ +}}2
// CLEAN:      kernels with reports{{ +}}0
// CLEAN-NEXT: kernels not fully read{{ +}}0
// CLEAN-NEXT: missing waits{{ +}}0
// CLEAN-NEXT: unreadable inputs{{ +}}0

// Without the 15th younger LDS read, the first is not proven complete: LLVM's limit - 1 wait.
// GFX942:      942-deleted.o: lds_younger (gfx942): 1 missing wait(s)
// GFX942-NEXT: .text+0x84: missing s_waitcnt lgkmcnt(14) before use of v3
// GFX942-NEXT:   producer .text+0xc: ds_read_b32 v3, v2
// GFX942-NEXT:   consumer .text+0x84: global_store_dword v[0:1], v3, off
// The second kernel starts at the next 256-byte boundary; the use is in the loop body.
// GFX942-NEXT: 942-deleted.o: vmem_loop (gfx942): 1 missing wait(s)
// GFX942-NEXT: .text+0x114: missing s_waitcnt vmcnt(0) before use of v4
// GFX942-NEXT:   producer .text+0x104: global_load_dword v4, v[0:1], off
// GFX942-NEXT:   consumer .text+0x114: v_add3_u32 v5, v4, v4, v5
// GFX942-NEXT: summary
// GFX942:      kernels with reports{{ +}}2
// GFX942:      missing waits{{ +}}2
// GFX942-NEXT:   on lgkmcnt{{ +}}1
// GFX942-NEXT:   on vmcnt{{ +}}1

// OBJDUMP942: <lds_younger>:
// OBJDUMP942: ds_read_b32 v3, v2{{ +}}// 00000000000C:
// OBJDUMP942: global_store_dword v[0:1], v3, off{{ +}}// 000000000084:
// OBJDUMP942: <vmem_loop>:
// OBJDUMP942: global_load_dword v4, v[0:1], off{{ +}}// 000000000104:
// OBJDUMP942: v_add3_u32 v5, v4, v4, v5{{ +}}// 000000000114:

// CLEAN2-NOT:  missing
// CLEAN2:      code objects{{ +}}2
// CLEAN2-NEXT: kernels{{ +}}4
// CLEAN2:      missing waits{{ +}}0

// GFX1200:      1200-deleted.o: lds_then_store (gfx1200): 1 missing wait(s)
// GFX1200-NEXT: .text+0x10: missing s_wait_dscnt 0 before use of v3
// GFX1200-NEXT:   producer .text+0x8: ds_load_b32 v3, v2
// GFX1200-NEXT:   consumer .text+0x10: global_store_b32 v[0:1], v3, off
// Without its wait the loop's load also overwrites v4 while the previous trip's load of v4
// is in flight, and gfx12 orders no VMEM register writes (README "How it differs").
// GFX1200-NEXT: 1200-deleted.o: vmem_loop (gfx1200): 2 missing wait(s)
// GFX1200-NEXT: .text+0x104: missing s_wait_loadcnt 0 (WAW on v4)
// GFX1200-NEXT:   producer .text+0x104: global_load_b32 v4, v[0:1], off
// GFX1200-NEXT:   consumer .text+0x104: global_load_b32 v4, v[0:1], off
// GFX1200-NEXT: .text+0x118: missing s_wait_loadcnt 0 before use of v4
// GFX1200-NEXT:   producer .text+0x104: global_load_b32 v4, v[0:1], off
// GFX1200-NEXT:   consumer .text+0x118: v_add3_u32 v5, v4, v4, v5

// OBJDUMP1200: ds_load_b32 v3, v2{{ +}}// 000000000008:
// OBJDUMP1200: global_store_b32 v[0:1], v3, off{{ +}}// 000000000010:
// OBJDUMP1200: global_load_b32 v4, v[0:1], off{{ +}}// 000000000104:
// OBJDUMP1200: v_add3_u32 v5, v4, v4, v5{{ +}}// 000000000118:
