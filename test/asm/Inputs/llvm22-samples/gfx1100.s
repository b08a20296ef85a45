// gfx1100 lines as LLVM 22 prints them (utils/asm_roundtrip.py canon rewrites this file)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
k:
	s_load_b64 s[0:1], s[4:5], 0x0
	s_load_b128 s[8:11], s[4:5], 0x10
	s_load_b32 vcc_lo, s[4:5], 0x10
	s_load_b32 s2, s[4:5], 0x0 glc dlc
	s_buffer_load_b32 s8, s[4:7], 0x4
	s_mov_b32 m0, -1
	s_mov_b32 exec_lo, s2
	s_and_saveexec_b32 s6, vcc_lo
	s_mov_b32 s2, ttmp5
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_waitcnt_depctr 0xfffe
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_getreg_b32 s2, hwreg(HW_REG_HW_ID1, 0, 8)
	v_mov_b32_e32 v0, s2
	v_add_f32_e32 v2, v0, v1
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_add_f16_e32 v4.l, v1.l, v5.l
	v_add_f16_e64 v4.h, -v1.l, |v5.h| op_sel:[0,1,1]
	v_mov_b16_e32 v94.h, v1.l
	v_cvt_f32_f16_e32 v3, v1.h
	v_fma_f16 v1.l, v2.l, v3.h, v4.l op_sel:[0,1,0,0]
	v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
	v_fma_mix_f32 v0, v1, v2, v3 op_sel_hi:[1,1,1]
	v_cndmask_b32_e64 v0, v1, v2, vcc_lo
	v_cndmask_b32_e32 v0, v1, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v1, v2
	v_cmpx_gt_u32_e32 s2, v0
	v_add_co_u32 v6, vcc_lo, v4, v5
	v_readlane_b32 s2, v0, 5
	v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1 fi:1
	v_mov_b32_dpp v0, v1 dpp8:[7,6,5,4,3,2,1,0]
	v_dual_mov_b32 v1, v2 :: v_dual_add_f32 v4, v5, v6
	v_dual_fmac_f32 v1, v2, v3 :: v_dual_mov_b32 v4, 1.0
	v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
	v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1]
	ds_load_b128 v[0:3], v4 offset:16
	ds_store_b32 v1, v2 offset:65532
	ds_store_2addr_b32 v1, v2, v3 offset0:4 offset1:8
	ds_add_rtn_u32 v0, v1, v2
	global_load_b32 v1, v[2:3], off
	global_load_b32 v1, v[2:3], off glc slc dlc
	global_load_d16_hi_b16 v1, v[2:3], off
	global_load_u16 v1, v2, s[4:5] offset:-16
	global_store_b32 v[2:3], v1, off glc slc
	global_atomic_add_u32 v1, v[2:3], v4, off glc
	global_atomic_add_u32 v[2:3], v4, off
	global_atomic_cmpswap_b32 v1, v[2:3], v[4:5], off glc
	flat_load_b32 v1, v[2:3] slc
	flat_atomic_add_u32 v1, v[2:3], v4 glc
	scratch_load_b32 v1, off, s2 offset:16
	buffer_load_b32 v1, v2, s[0:3], 0 offen glc slc dlc
	buffer_load_b128 v[0:3], v4, s[8:11], 0 offen offset:64
	buffer_store_b32 v1, v2, s[0:3], 0 offen
	buffer_atomic_add_u32 v1, v2, s[0:3], 0 offen glc
	image_sample  v[0:3], [v4, v5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_sample  v[8:11], [v4, v6, v7], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D
	image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	image_store v[0:3], v4, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D a16
	s_cbranch_execz .LBB0_2
.LBB0_2:
	s_endpgm
