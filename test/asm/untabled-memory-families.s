# Memory instructions the gfx942 table lacks are still counted, from their family:
# clock() compiles to s_memtime (scalar counter), typed-buffer and image-query loads
# return on vmcnt. Each is kept as written with a warning, and its reader waits.
# RUN: %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# CHECK: warning: unknown mnemonic 's_memtime' for gfx942
# CHECK: warning: unknown mnemonic 'tbuffer_load_format_x' for gfx942
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
