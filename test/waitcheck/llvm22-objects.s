// REQUIRES: llvm-mc-22, llvm-objdump-22
// gfx950 and gfx1250 objects (llvm-mc-22; LLVM 19 knows neither, and llvm-objdump-19 aborts
// on them): without --objdump the newest llvm-objdump that knows the processor decodes them,
// and --json names it. Clean objects are silent; with the lines marked deleted-wait removed,
// each missing wait is reported at its section offset (as llvm-objdump-22 lists it).
//
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj %S/Inputs/gfx950-kernels.s -o %t-950.o
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=obj %S/Inputs/gfx1250-kernels.s -o %t-1250.o
// RUN: %waitcheck --json %t.json %t-950.o %t-1250.o | FileCheck %s --check-prefix=CLEAN
// RUN: %python -c "import json, sys; [print(o['target'], o['objdump']) for o in json.load(open(sys.argv[1]))['objects']]" %t.json | FileCheck %s --check-prefix=JSON
// RUN: sed /deleted-wait/d %S/Inputs/gfx950-kernels.s > %t-950-deleted.s
// RUN: sed /deleted-wait/d %S/Inputs/gfx1250-kernels.s > %t-1250-deleted.s
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx950 -filetype=obj %t-950-deleted.s -o %t-950-deleted.o
// RUN: %llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=gfx1250 -filetype=obj %t-1250-deleted.s -o %t-1250-deleted.o
// RUN: not %waitcheck %t-950-deleted.o %t-1250-deleted.o | FileCheck %s --check-prefix=DELETED
// RUN: %llvm-objdump-22 -d %t-950-deleted.o | FileCheck %s --check-prefix=OBJDUMP950
// RUN: %llvm-objdump-22 -d %t-1250-deleted.o | FileCheck %s --check-prefix=OBJDUMP1250

// CLEAN-NOT:  missing
// CLEAN-NOT:  error
// CLEAN:      summary
// CLEAN-NEXT: code objects{{ +}}2
// CLEAN-NEXT: kernels{{ +}}4
// CLEAN:      kernels with reports{{ +}}0
// CLEAN-NEXT: kernels not fully read{{ +}}0
// CLEAN-NEXT: missing waits{{ +}}0
// CLEAN-NEXT: unreadable inputs{{ +}}0

// JSON:      gfx950 {{.*}}llvm-objdump{{(-22)?$}}
// JSON-NEXT: gfx1250 {{.*}}llvm-objdump{{(-22)?$}}

// DELETED:      950-deleted.o: copy_global (gfx950): 1 missing wait(s)
// DELETED-NEXT: .text+0x14: missing s_waitcnt vmcnt(0) before use of v1
// DELETED-NEXT:   producer .text+0xc: global_load_dword v1, v0, s[2:3]
// DELETED-NEXT:   consumer .text+0x14: global_store_dword v0, v1, s[2:3] offset:4
// DELETED-NEXT: 950-deleted.o: copy_lds (gfx950): 1 missing wait(s)
// DELETED-NEXT: .text+0x108: missing s_waitcnt lgkmcnt(0) before use of v3
// DELETED-NEXT:   producer .text+0x100: ds_read_b32 v3, v2
// DELETED-NEXT:   consumer .text+0x108: ds_write_b32 v2, v3 offset:8
// DELETED-NEXT: 1250-deleted.o: copy_global (gfx1250): 1 missing wait(s)
// DELETED-NEXT: .text+0x18: missing s_wait_loadcnt 0 before use of v1
// DELETED-NEXT:   producer .text+0xc: global_load_b32 v1, v0, s[2:3]
// DELETED-NEXT:   consumer .text+0x18: global_store_b32 v0, v1, s[2:3] offset:4
// DELETED-NEXT: 1250-deleted.o: copy_lds (gfx1250): 1 missing wait(s)
// DELETED-NEXT: .text+0x108: missing s_wait_dscnt 0 before use of v3
// DELETED-NEXT:   producer .text+0x100: ds_load_b32 v3, v2
// DELETED-NEXT:   consumer .text+0x108: ds_store_b32 v2, v3 offset:8
// DELETED-NEXT: summary
// DELETED:      missing waits{{ +}}4

// OBJDUMP950: global_load_dword v1, v0, s[2:3]{{ +}}// 00000000000C:
// OBJDUMP950: global_store_dword v0, v1, s[2:3] offset:4{{ +}}// 000000000014:
// OBJDUMP950: ds_read_b32 v3, v2{{ +}}// 000000000100:
// OBJDUMP950: ds_write_b32 v2, v3 offset:8{{ +}}// 000000000108:
// OBJDUMP1250: global_load_b32 v1, v0, s[2:3]{{ +}}// 00000000000C:
// OBJDUMP1250: global_store_b32 v0, v1, s[2:3] offset:4{{ +}}// 000000000018:
// OBJDUMP1250: ds_load_b32 v3, v2{{ +}}// 000000000100:
// OBJDUMP1250: ds_store_b32 v2, v3 offset:8{{ +}}// 000000000108:
