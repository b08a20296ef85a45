# A branch whose target is an expression over a label (`.LBB0_1+0`) is not dropped from
# the CFG: it may reach any label, so the load at the bottom of the loop is waited for
# at the top, with a warning naming the branch. A plain target keeps its single edge.
# RUN: %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# RUN: not %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=BARE
# CHECK: expression-branch-target.s:19:3: warning: branch target '.LBB0_1+0' is an expression, not a label: assumed to reach every label of the function
# CHECK: {{^}}.LBB0_1:
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: v_add_f32_e32 v2, v1, v1
# BARE: error: missing s_waitcnt vmcnt(0): 'v_add_f32_e32' reads v1 written by 'global_load_dword'
.text
.globl k
.type k,@function
k:
  v_mov_b32_e32 v1, 0
.LBB0_1:
  v_add_f32_e32 v2, v1, v1
  global_load_dword v1, v[2:3], off
  s_cbranch_scc1 .LBB0_1+0
  s_endpgm
