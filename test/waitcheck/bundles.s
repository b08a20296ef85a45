// REQUIRES: llvm-mc-19, llvm-objdump-19, clang-offload-bundler-19
// Offload bundles and compressed (CCOB, zstd) bundles made by clang-offload-bundler: each
// amdgcn entry is scanned with the target its triple and e_flags name, and a report names
// the entry. A directory is searched recursively.
//
// RUN: rm -rf %t && mkdir -p %t/lib/sub
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %S/Inputs/gfx942-kernels.s -o %t/942.o
// RUN: sed /deleted-wait/d %S/Inputs/gfx1100-kernels.s > %t/1100-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %t/1100-deleted.s -o %t/1100-deleted.o
// RUN: %clang-offload-bundler-19 -type=o -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942,hipv4-amdgcn-amd-amdhsa--gfx1100 -input=/dev/null -input=%t/942.o -input=%t/1100-deleted.o -output=%t/lib/plain.co
// RUN: %clang-offload-bundler-19 -type=o -compress -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942,hipv4-amdgcn-amd-amdhsa--gfx1100 -input=/dev/null -input=%t/942.o -input=%t/1100-deleted.o -output=%t/lib/sub/compressed.co
// RUN: not %waitcheck --objdump %llvm-objdump-19 --jobs 1 %t/lib | FileCheck %s

// CHECK:      lib/plain.co[hipv4-amdgcn-amd-amdhsa--gfx1100]: lds_then_store (gfx1100): 1 missing wait(s)
// CHECK-NEXT: .text+0x10: missing s_waitcnt lgkmcnt(0) before use of v3
// CHECK-NEXT:   producer .text+0x8: ds_load_b32 v3, v2
// CHECK-NEXT:   consumer .text+0x10: global_store_b32 v[0:1], v3, off
// CHECK-NEXT: lib/plain.co[hipv4-amdgcn-amd-amdhsa--gfx1100]: vmem_loop (gfx1100): 1 missing wait(s)
// CHECK-NEXT: .text+0x114: missing s_waitcnt vmcnt(0) before use of v4
// CHECK-NEXT:   producer .text+0x104: global_load_b32 v4, v[0:1], off
// CHECK-NEXT:   consumer .text+0x114: v_add3_u32 v5, v4, v4, v5
// CHECK-NEXT: lib/sub/compressed.co[hipv4-amdgcn-amd-amdhsa--gfx1100]: lds_then_store (gfx1100): 1 missing wait(s)
// CHECK-NEXT: .text+0x10: missing s_waitcnt lgkmcnt(0) before use of v3
// CHECK:      lib/sub/compressed.co[hipv4-amdgcn-amd-amdhsa--gfx1100]: vmem_loop (gfx1100): 1 missing wait(s)
// CHECK-NEXT: .text+0x114: missing s_waitcnt vmcnt(0) before use of v4
// CHECK:      summary
// CHECK-NEXT: code objects{{ +}}4
// CHECK-NEXT: kernels{{ +}}8
// CHECK:      kernels with reports{{ +}}4
// CHECK:      missing waits{{ +}}4
// CHECK-NEXT:   on lgkmcnt{{ +}}2
// CHECK-NEXT:   on vmcnt{{ +}}2
// CHECK-NEXT: unreadable inputs{{ +}}0
