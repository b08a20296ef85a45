// gfx1250 lines as LLVM 22 prints them (utils/asm_roundtrip.py canon rewrites this file;
// it keeps the lines with a /*vN*/ comment: llvm-mc drops comments, llvm-objdump-22 and
// llc-22 print them)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
k:
	s_load_b64 s[0:1], s[4:5], 0x0
	s_load_b128 s[8:11], s[4:5], 0x10
	s_load_b32 vcc_lo, s[0:1], 0x0
	s_load_b64 vcc, s[0:1], 0x0
	s_load_b32 s2, s[4:5], 0x0 scope:SCOPE_SYS
	s_mov_b32 vcc_hi, ttmp5
	s_mov_b32 m0, -1
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	s_wait_xcnt 0x0
	s_wait_tensorcnt 0x0
	s_wait_alu depctr_va_vdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	v_mov_b32_e32 v0, s2
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_add_f32_e64 v0, -|v1|, |v2|
	v_pk_add_f32 v[0:1], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,1] neg_hi:[0,1]
	v_cndmask_b32_e64 v0, v1, v2, vcc_lo
	v_cmpx_gt_u32_e32 s2, v0
	v_dual_mov_b32 v1, v2 :: v_dual_add_f32 v4, v5, v6
	v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse
	v_wmma_f32_16x16x64_fp8_fp8 v[0:7], v[8:15], v[16:23], v[0:7]
	v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[20:35], v[0:7] matrix_a_fmt:MATRIX_FMT_FP6
	ds_load_b128 v[0:3], v4 offset:16
	ds_store_2addr_b32 v1, v2, v3 offset0:4 offset1:8
	global_load_u16 v1, v[2:3], off
	global_load_b32 v1, v[2:3], off th:TH_LOAD_NT scope:SCOPE_SYS
	global_load_b32 v1, v2, s[4:5] offset:-16 scope:SCOPE_DEV
	global_store_b32 v[2:3], v1, off th:TH_STORE_NT
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_NT_RETURN
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	global_atomic_add_u32 v[2:3], v4, off th:TH_ATOMIC_NT
	flat_atomic_add_u32 v1, v[2:3], v4 th:TH_ATOMIC_RETURN
	buffer_atomic_add_u32 v1, v2, s[0:3], null offen th:TH_ATOMIC_RETURN
	tensor_load_to_lds s[0:3], s[4:11]
	s_set_vgpr_msb 0x41
	v_mov_b32_e32 v26 /*v282*/, v1 /*v257*/
	v_fma_f64 v[26:27] /*v[282:283]*/, v[2:3] /*v[258:259]*/, v[4:5], v[6:7]
	s_set_vgpr_msb 0x4140
	global_load_b64 v[26:27] /*v[282:283]*/, v[2:3], off
	s_set_vgpr_msb 0x4000
	s_endpgm
