// gfx950 lines as LLVM 22 prints them (utils/asm_roundtrip.py canon rewrites this file)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
k:
	s_load_dwordx4 s[8:11], s[4:5], s6 offset:0x0
	s_load_dwordx2 vcc, s[4:5], 0x10
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_accvgpr_write_b32 a16, v0
	v_mfma_f32_16x16x32_bf16 v[0:3], v[4:7], v[8:11], v[0:3]
	v_mfma_f32_32x32x16_f16 a[0:15], v[0:3], v[4:7], a[0:15] cbsz:1 abid:1 blgp:2
	v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21 op_sel_hi:[0,0,0]
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:17], v[0:3] cbsz:2 blgp:2
	v_cvt_scalef32_pk_f32_fp8 v[0:1], v2, v3
	v_permlane32_swap_b32_e32 v0, v1
	global_load_dword v1, v[2:3], off sc0 sc1
	global_load_lds_dwordx4 v[2:3], off
	buffer_load_dword v1, v2, s[0:3], 0 offen sc0 nt sc1
	buffer_load_dwordx4 v2, s[0:3], 0 offen lds
	ds_read_b64_tr_b16 v[0:1], v2 offset:8
	flat_load_dword v1, v[2:3] sc1
	global_atomic_add v1, v[2:3], v4, off sc0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_endpgm
