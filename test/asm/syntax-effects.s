# Register effects of the assembly syntax compilers write (asm_syntax in the YAML), seen
# through wait insertion on gfx1200:
# * VOPD: the second half reads v4, loaded by the global load: a wait before the pair;
# * v_cmpx_*_e32 writes EXEC only: s2 is a source, so it waits for the scalar load;
# * a no-return atomic writes no register: its address v6 is read (a wait for the DS
#   load of v6) and no later reader of v6 waits for the atomic;
# * a returning atomic (th:TH_ATOMIC_RETURN) writes v9: its reader waits for it;
# * VOP3 modifiers and operand wrappers (|v1|, neg(), clamp, op_sel) keep the reads.
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# CHECK-NOT: warning
# CHECK: global_load_b32 v4, v[2:3], off
# CHECK-NEXT: s_load_b32 s2, s[0:1], 0x0
# CHECK-NEXT: ds_load_b32 v6, v7
# CHECK-NEXT: s_wait_loadcnt 0
# CHECK-NEXT: v_dual_mov_b32 v10, 0 :: v_dual_add_f32 v11, v4, v5
# CHECK-NEXT: s_wait_kmcnt 0
# CHECK-NEXT: v_cmpx_gt_u32_e32 s2, v0
# CHECK-NEXT: s_wait_dscnt 0
# CHECK-NEXT: global_atomic_add_u32 v6, v1, s[4:5]
# CHECK-NEXT: v_add_f32_e64 v12, |v6|, neg(v6) clamp
# CHECK-NEXT: global_atomic_add_u32 v9, v6, v1, s[4:5] th:TH_ATOMIC_RETURN
# CHECK-NEXT: s_wait_loadcnt 0
# CHECK-NEXT: v_pk_add_f16 v13, v9, v9 op_sel:[1,0]
# CHECK-NEXT: s_endpgm
k:
	global_load_b32 v4, v[2:3], off
	s_load_b32 s2, s[0:1], 0x0
	ds_load_b32 v6, v7
	v_dual_mov_b32 v10, 0 :: v_dual_add_f32 v11, v4, v5
	v_cmpx_gt_u32_e32 s2, v0
	global_atomic_add_u32 v6, v1, s[4:5]
	v_add_f32_e64 v12, |v6|, neg(v6) clamp
	global_atomic_add_u32 v9, v6, v1, s[4:5] th:TH_ATOMIC_RETURN
	v_pk_add_f16 v13, v9, v9 op_sel:[1,0]
	s_endpgm
