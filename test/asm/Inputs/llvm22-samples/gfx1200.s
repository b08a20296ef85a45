// gfx1200 lines as LLVM 22 prints them (utils/asm_roundtrip.py canon rewrites this file)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
k:
	s_load_b64 s[0:1], s[4:5], 0x0
	s_load_b128 s[8:11], s[4:5], 0x10
	s_load_b32 vcc_lo, s[4:5], 0x10
	s_load_b32 s2, s[4:5], 0x0 scope:SCOPE_SYS
	s_buffer_load_b32 s8, s[4:7], 0x4
	s_mov_b32 m0, -1
	s_mov_b32 exec_lo, s2
	s_mov_b32 s2, ttmp5
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	s_wait_loadcnt_dscnt 0x0
	s_wait_storecnt 0x1
	s_wait_alu 0xfffe
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s2
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
	v_cndmask_b32_e64 v0, v1, v2, vcc_lo
	v_cmpx_gt_u32_e32 s2, v0
	v_dual_mov_b32 v1, v2 :: v_dual_add_f32 v4, v5, v6
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
	v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:1
	ds_load_b128 v[0:3], v4 offset:16
	ds_store_2addr_b32 v1, v2, v3 offset0:4 offset1:8
	global_load_b32 v1, v[2:3], off
	global_load_b32 v1, v[2:3], off th:TH_LOAD_NT scope:SCOPE_SYS
	global_load_b32 v1, v2, s[4:5] offset:-16 scope:SCOPE_DEV
	global_store_b32 v[2:3], v1, off th:TH_STORE_NT
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_NT_RETURN scope:SCOPE_DEV
	global_atomic_add_u32 v[2:3], v4, off th:TH_ATOMIC_NT
	flat_atomic_add_u32 v1, v[2:3], v4 th:TH_ATOMIC_RETURN
	buffer_load_b32 v1, v2, s[0:3], null offen th:TH_LOAD_NT
	buffer_atomic_add_u32 v1, v2, s[0:3], null offen th:TH_ATOMIC_RETURN
	image_sample v[0:3], [v4, v5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_load v[0:3], [v4, v5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D
	s_endpgm
