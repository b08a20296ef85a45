// gfx942 lines as LLVM 22 prints them (utils/asm_roundtrip.py canon rewrites this file)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_load_dwordx4 s[8:11], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], s6 offset:0x0
	s_load_dwordx2 vcc, s[4:5], 0x10
	s_load_dword vcc_lo, s[4:5], 0x10
	s_load_dword ttmp5, s[4:5], 0x10
	s_load_dwordx2 flat_scratch, s[4:5], 0x10
	s_load_dword xnack_mask_lo, s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0 glc
	s_buffer_load_dword s8, s[4:7], 0x4
	s_mov_b32 m0, -1
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s2, 1.0
	s_and_saveexec_b64 s[6:7], vcc
	s_lshl_b32 s3, s2, 4
	s_add_u32 s4, s4, 0x100
	s_addc_u32 s5, s5, 0
	s_cmp_eq_u32 s2, 0
	s_cselect_b32 s3, s4, s5
	s_getreg_b32 s2, hwreg(HW_REG_HW_ID)
	s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 3
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_nop 0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_waitcnt lgkmcnt(0)
	s_waitcnt vmcnt(3)
	s_barrier
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, 1.0
	v_mov_b32_e32 v1, 0x42280000
	v_add_f32_e32 v2, v0, v1
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_add_f32_e64 v0, -|v1|, |v2|
	v_add_f32_e64 v3, v1, -v2 div:2
	v_fma_f32 v4, v1, v2, v3
	v_mul_f64 v[4:5], v[0:1], v[2:3]
	v_add_co_u32_e32 v6, vcc, v4, v5
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_cndmask_b32_e32 v0, v1, v2, vcc
	v_cndmask_b32_e64 v0, v1, v2, s[4:5]
	v_cmp_gt_u32_e32 vcc, s2, v0
	v_cmp_eq_u32_e64 s[4:5], v1, v2
	v_cmpx_gt_u32_e32 vcc, s2, v0
	v_readfirstlane_b32 s2, v0
	v_readlane_b32 s2, v0, 5
	v_writelane_b32 v0, s2, 5
	v_mov_b32_dpp v0, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
	v_add_f32_dpp v0, v1, v2 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_f32_sdwa v0, v1, v2 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_pk_fma_f32 v[0:1], v[2:3], v[4:5], v[6:7] op_sel_hi:[1,0,1] neg_lo:[1,0,0]
	v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1]
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[4:5]
	v_accvgpr_write_b32 a16, v0
	v_accvgpr_read_b32 v1, a255
	v_accvgpr_mov_b32 a1, a2
	v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15] cbsz:1 abid:1 blgp:2
	v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]
	v_mfma_f32_32x32x8_f16 a[0:15], a[0:1], a[2:3], 0
	v_mfma_f64_16x16x4_f64 v[0:7], v[8:9], v[10:11], v[0:7] neg:[0,0,1]
	ds_read_b128 v[0:3], v4 offset:16
	ds_read_b32 v0, v1
	ds_write_b32 v1, v2 offset:65532
	ds_write2_b32 v1, v2, v3 offset0:4 offset1:8
	ds_read2st64_b64 v[0:3], v4 offset1:1
	ds_add_u32 v1, v2
	ds_add_rtn_u32 v0, v1, v2
	ds_bpermute_b32 v0, v1, v2
	global_load_dword v1, v[2:3], off
	global_load_dword v1, v[2:3], off sc0 sc1
	global_load_dword v1, v2, s[4:5] offset:-16 nt
	global_load_dwordx4 v[4:7], v[2:3], off offset:64
	global_store_dword v[2:3], v1, off sc0 sc1
	global_store_dwordx2 v2, v[4:5], s[4:5] offset:8
	global_atomic_add v1, v[2:3], v4, off sc0
	global_atomic_add v[2:3], v4, off
	global_atomic_cmpswap v1, v[2:3], v[4:5], off sc0 sc1
	global_atomic_add_f32 v[2:3], v4, off
	global_load_lds_dword v[2:3], off
	flat_load_dword v1, v[2:3] sc1
	flat_load_dword v1, v[2:3] offset:16 sc0 sc1
	flat_store_dword v[2:3], v1 nt
	flat_atomic_add v1, v[2:3], v4 sc0
	scratch_load_dword v1, off, s2 offset:16
	scratch_store_dword off, v1, s2 offset:16 sc0
	buffer_load_dword v1, v2, s[0:3], 0 offen sc0 nt sc1
	buffer_load_dword v1, off, s[0:3], s4 offset:16
	buffer_load_dwordx4 v[0:3], v4, s[8:11], 0 offen offset:64
	buffer_store_dword v1, v2, s[0:3], 0 offen sc1
	buffer_atomic_add v1, v2, s[0:3], 0 offen sc0
	buffer_load_dword v2, s[0:3], 0 offen lds
	buffer_wbl2 sc1
	buffer_inv sc1
	s_dcache_wb
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_2
.LBB0_2:
	s_endpgm
