# Memory instructions no batch of the gfx942 table lists are described by the inventory
# rules of their family (target/README.md, "Inventory"): clock() compiles to s_memtime
# (scalar memory, lgkmcnt), a typed-buffer load returns on vmcnt. Each reads without a
# warning, and its reader waits.
# RUN: %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# CHECK-NOT: warning
# CHECK: {{^}}k:
# CHECK-NEXT: s_memtime s[0:1]
# CHECK-NEXT: s_waitcnt lgkmcnt(0)
# CHECK-NEXT: s_add_u32 s2, s0, 1
# CHECK-NEXT: tbuffer_load_format_x v1, v0, s[4:7], 0 offen
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: v_add_f32_e32 v2, v1, v1
# CHECK-NEXT: s_endpgm
.text
.globl k
.type k,@function
k:
  s_memtime s[0:1]
  s_add_u32 s2, s0, 1
  tbuffer_load_format_x v1, v0, s[4:7], 0 offen
  v_add_f32_e32 v2, v1, v1
  s_endpgm
