# A UTF-8 byte-order mark at the start of a file is not part of the first token (the
# label `k`), and gfx942's sc0/sc1 are written back as read (llvm-mc-19 rejects glc/slc
# there); the wait between the load and the store is still found.
# RUN: %stinkytofu-opt --arch gfx942 %S/Inputs/bom_kernel.s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# CHECK-NOT: warning
# CHECK: {{^}}k:
# CHECK-NEXT: global_load_dword v1, v[2:3], off sc0 sc1
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: global_store_dword v[2:3], v1, off sc0 sc1
