# A flat assembly region is one block until CFGBuilderPass splits it. Run on it
# directly, wait insertion reads the loop as straight-line code: the value the
# ds_load at the end of one trip leaves in v1 for the v_add_f32 at the top of
# the next trip gets no wait. Insertion warns, naming the branch; validation builds the
# CFG itself, with a remark naming the branch, and finds the missing wait; with the CFG
# built the wait is there and nothing is said.
# RUN: %stinkytofu-opt --arch gfx1250 %s --from-label label_begin --to-label label_end --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --check-prefix=FLAT
# RUN: not %stinkytofu-opt --arch gfx1250 %s --from-label label_begin --to-label label_end --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=VALIDATE
# RUN: %stinkytofu-opt --arch gfx1250 %s --from-label label_begin --to-label label_end --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --check-prefix=BUILT
# FLAT: unbuilt-cfg-warning.s:30:3: warning: StinkyWaitCntInsertionPass: the function is one block, but 's_cbranch_scc0' branches to its own label 'label_loop': without --CFGBuilderPass its loops and joins are read as straight-line code and the waits they need can be missed
# FLAT-NEXT: {{^}}  s_cbranch_scc0 label_loop
# FLAT-NEXT: {{^}}  ^
# FLAT: label_loop:
# FLAT-NEXT: v_add_f32 v3, v1, v1
# VALIDATE: unbuilt-cfg-warning.s:30:3: remark: [WaitCntValidationCheck] the function: built the control-flow graph
# VALIDATE: unbuilt-cfg-warning.s:26:3: error: missing s_wait_dscnt 0: 'v_add_f32' reads v1 written by 'ds_load_b32'
# BUILT-NOT: warning
# BUILT: label_loop:
# BUILT-NEXT: s_wait_dscnt 0
# BUILT-NEXT: v_add_f32 v3, v1, v1
# BUILT-NOT: warning
label_begin:
  v_mov_b32 v1, 0
  s_mov_b32 s3, 4
label_loop:
  v_add_f32 v3, v1, v1
  ds_load_b32 v1, v4 offset:64
  s_sub_u32 s3, s3, 1
  s_cmp_eq_u32 s3, 0
  s_cbranch_scc0 label_loop
  s_branch label_outside
label_end:
  s_endpgm
