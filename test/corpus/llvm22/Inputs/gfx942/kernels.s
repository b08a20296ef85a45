	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_tiled              ; -- Begin function gemm_tiled
	.globl	gemm_tiled
	.p2align	8
	.type	gemm_tiled,@function
gemm_tiled:                             ; @gemm_tiled
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dword s10, s[0:1], 0x18
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v0, 4, v0
	v_lshl_or_b32 v1, s3, 4, v0
	s_lshl_b32 s0, s2, 4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v3, s10, v1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_movk_i32 s1, 0x44
	v_lshlrev_b32_e32 v1, 2, v2
	v_mul_u32_u24_e32 v5, 0x44, v0
	v_mad_u32_u24 v6, v0, s1, v1
	v_mul_lo_u32 v0, s10, v0
	v_or_b32_e32 v7, 0x440, v1
	v_add3_u32 v0, v0, s0, v2
	s_lshl_b32 s1, s10, 4
	v_add_u32_e32 v8, v3, v2
	s_mov_b32 s2, 0
	v_mov_b32_e32 v4, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s2, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[12:13], v[0:1], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[4:5]
	global_load_dword v1, v[12:13], off
	global_load_dword v9, v[10:11], off
	s_add_i32 s2, s2, 16
	v_add_u32_e32 v0, s1, v0
	s_cmp_lt_i32 s2, s10
	s_waitcnt vmcnt(1)
	ds_write_b32 v6, v1 offset:1088
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v9
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[10:11], v7 offset1:17
	ds_read2_b32 v[12:13], v7 offset0:34 offset1:51
	ds_read2_b32 v[14:15], v7 offset0:68 offset1:85
	ds_read2_b32 v[16:17], v5 offset1:1
	ds_read2_b32 v[18:19], v5 offset0:2 offset1:3
	ds_read2_b32 v[20:21], v5 offset0:4 offset1:5
	ds_read2_b32 v[22:23], v5 offset0:6 offset1:7
	ds_read2_b32 v[24:25], v7 offset0:102 offset1:119
	ds_read2_b32 v[26:27], v7 offset0:136 offset1:153
	ds_read2_b32 v[28:29], v7 offset0:170 offset1:187
	ds_read2_b32 v[30:31], v7 offset0:204 offset1:221
	ds_read2_b32 v[32:33], v5 offset0:8 offset1:9
	ds_read2_b32 v[34:35], v5 offset0:10 offset1:11
	ds_read2_b32 v[36:37], v5 offset0:12 offset1:13
	ds_read2_b32 v[38:39], v5 offset0:14 offset1:15
	ds_read2_b32 v[40:41], v7 offset0:238 offset1:255
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v4, v16, v10
	v_fmac_f32_e32 v4, v17, v11
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v4, v18, v12
	v_fmac_f32_e32 v4, v19, v13
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v4, v20, v14
	v_fmac_f32_e32 v4, v21, v15
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v4, v22, v24
	v_fmac_f32_e32 v4, v23, v25
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v4, v32, v26
	v_fmac_f32_e32 v4, v33, v27
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v4, v34, v28
	v_fmac_f32_e32 v4, v35, v29
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v4, v36, v30
	v_fmac_f32_e32 v4, v37, v31
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v38, v40
	v_fmac_f32_e32 v4, v39, v41
	s_barrier
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v4, 0
.LBB0_4:
	v_or_b32_e32 v2, s0, v2
	v_add_u32_e32 v2, v3, v2
	v_mov_b32_e32 v0, s8
	v_mov_b32_e32 v1, s9
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel gemm_tiled
		.amdhsa_group_segment_fixed_size 2176
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 42
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	gemm_tiled, .Lfunc_end0-gemm_tiled
                                        ; -- End function
	.set gemm_tiled.num_vgpr, 42
	.set gemm_tiled.num_agpr, 0
	.set gemm_tiled.numbered_sgpr, 11
	.set gemm_tiled.num_named_barrier, 0
	.set gemm_tiled.private_seg_size, 0
	.set gemm_tiled.uses_vcc, 0
	.set gemm_tiled.uses_flat_scratch, 0
	.set gemm_tiled.has_dyn_sized_stack, 0
	.set gemm_tiled.has_recursion, 0
	.set gemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 496
; TotalNumSgprs: 17
; NumVgprs: 42
; NumAgprs: 0
; TotalNumVgprs: 42
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 42
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_gemm_tiled ; -- Begin function __clang_ocl_kern_imp_gemm_tiled
	.globl	__clang_ocl_kern_imp_gemm_tiled
	.p2align	2
	.type	__clang_ocl_kern_imp_gemm_tiled,@function
__clang_ocl_kern_imp_gemm_tiled:        ; @__clang_ocl_kern_imp_gemm_tiled
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v8, v31, 4, 6
	v_lshl_or_b32 v9, s13, 4, v8
	v_and_b32_e32 v7, 15, v31
	s_lshl_b32 s4, s12, 4
	s_mov_b32 s5, 0
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_mul_lo_u32 v10, v6, v9
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_mul_lo_u32 v8, v6, v8
	v_add3_u32 v8, v8, s4, v7
	v_lshlrev_b32_e32 v12, 4, v6
	v_add_u32_e32 v13, v10, v7
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v11, 0
	s_trap 2
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v14, s5, v13
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[0:1]
	global_load_dword v9, v[16:17], off
	global_load_dword v18, v[14:15], off
	s_add_i32 s5, s5, 16
	v_cmp_ge_i32_e32 vcc, s5, v6
	v_add_u32_e32 v8, v8, v12
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[14:15], v0 offset1:17
	ds_read2_b32 v[16:17], v0 offset0:34 offset1:51
	ds_read2_b32 v[18:19], v0 offset0:68 offset1:85
	ds_read2_b32 v[20:21], v0 offset1:1
	ds_read2_b32 v[22:23], v0 offset0:2 offset1:3
	ds_read2_b32 v[24:25], v0 offset0:4 offset1:5
	ds_read2_b32 v[26:27], v0 offset0:6 offset1:7
	ds_read2_b32 v[28:29], v0 offset0:102 offset1:119
	ds_read2_b32 v[30:31], v0 offset0:136 offset1:153
	ds_read2_b32 v[32:33], v0 offset0:170 offset1:187
	ds_read2_b32 v[34:35], v0 offset0:204 offset1:221
	ds_read2_b32 v[36:37], v0 offset0:8 offset1:9
	ds_read2_b32 v[38:39], v0 offset0:10 offset1:11
	ds_read2_b32 v[48:49], v0 offset0:12 offset1:13
	ds_read2_b32 v[50:51], v0 offset0:14 offset1:15
	ds_read2_b32 v[52:53], v0 offset0:238 offset1:255
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v11, v20, v14
	v_fmac_f32_e32 v11, v21, v15
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v11, v22, v16
	v_fmac_f32_e32 v11, v23, v17
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v11, v24, v18
	v_fmac_f32_e32 v11, v25, v19
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v11, v26, v28
	v_fmac_f32_e32 v11, v27, v29
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v11, v36, v30
	v_fmac_f32_e32 v11, v37, v31
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v11, v38, v32
	v_fmac_f32_e32 v11, v39, v33
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v11, v48, v34
	v_fmac_f32_e32 v11, v49, v35
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v11, v50, v52
	v_fmac_f32_e32 v11, v51, v53
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v0, s4, v7
	v_add_u32_e32 v0, v10, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	global_store_dword v[0:1], v11, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_gemm_tiled, .Lfunc_end1-__clang_ocl_kern_imp_gemm_tiled
                                        ; -- End function
	.set __clang_ocl_kern_imp_gemm_tiled.num_vgpr, 54
	.set __clang_ocl_kern_imp_gemm_tiled.num_agpr, 0
	.set __clang_ocl_kern_imp_gemm_tiled.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_gemm_tiled.num_named_barrier, 0
	.set __clang_ocl_kern_imp_gemm_tiled.private_seg_size, 0
	.set __clang_ocl_kern_imp_gemm_tiled.uses_vcc, 1
	.set __clang_ocl_kern_imp_gemm_tiled.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_gemm_tiled.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_gemm_tiled.has_recursion, 0
	.set __clang_ocl_kern_imp_gemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 464
; TotalNumSgprs: 38
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	reduce_sum              ; -- Begin function reduce_sum
	.globl	reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 8, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[4:5]
	global_load_dword v3, v[2:3], off
.LBB2_2:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x80
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_4
; %bb.3:
	ds_read2st64_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_16
; %bb.15:
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB2_16:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_18
; %bb.17:
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v1, v0
.LBB2_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB2_21
; %bb.19:
	s_mov_b64 s[0:1], exec
	v_mbcnt_lo_u32_b32 v0, s0, 0
	v_mbcnt_hi_u32_b32 v0, s1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_b64 s[2:3], exec, vcc
	s_mov_b64 exec, s[2:3]
	s_cbranch_execz .LBB2_21
; %bb.20:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_bcnt1_i32_b64 s0, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v1, v1
	v_mul_lo_u32 v1, v1, s0
	global_atomic_add v0, v1, s[6:7]
.LBB2_21:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce_sum
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end2:
	.size	reduce_sum, .Lfunc_end2-reduce_sum
                                        ; -- End function
	.set reduce_sum.num_vgpr, 6
	.set reduce_sum.num_agpr, 0
	.set reduce_sum.numbered_sgpr, 8
	.set reduce_sum.num_named_barrier, 0
	.set reduce_sum.private_seg_size, 0
	.set reduce_sum.uses_vcc, 1
	.set reduce_sum.uses_flat_scratch, 0
	.set reduce_sum.has_dyn_sized_stack, 0
	.set reduce_sum.has_recursion, 0
	.set reduce_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 576
; TotalNumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_reduce_sum ; -- Begin function __clang_ocl_kern_imp_reduce_sum
	.globl	__clang_ocl_kern_imp_reduce_sum
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce_sum,@function
__clang_ocl_kern_imp_reduce_sum:        ; @__clang_ocl_kern_imp_reduce_sum
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_or_b32 v6, s12, 8, v5
	v_cmp_lt_i32_e32 vcc, v6, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_dword v4, v[0:1], off
.LBB3_2:
	s_or_b64 exec, exec, s[0:1]
	s_movk_i32 s0, 0x80
	v_cmp_gt_u32_e32 vcc, s0, v5
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_read2st64_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_read2st64_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_read2_b32 v[0:1], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_10
; %bb.9:
	ds_read2_b32 v[0:1], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_12
; %bb.11:
	ds_read2_b32 v[0:1], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_14
; %bb.13:
	ds_read2_b32 v[0:1], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_16
; %bb.15:
	ds_read2_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_16:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_18
; %bb.17:
	ds_read2_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB3_18:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_20
; %bb.19:
	s_trap 2
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v0, v0
	global_atomic_add v[2:3], v0, off
.LBB3_20:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_reduce_sum, .Lfunc_end3-__clang_ocl_kern_imp_reduce_sum
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce_sum.num_vgpr, 32
	.set __clang_ocl_kern_imp_reduce_sum.num_agpr, 0
	.set __clang_ocl_kern_imp_reduce_sum.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_reduce_sum.num_named_barrier, 0
	.set __clang_ocl_kern_imp_reduce_sum.private_seg_size, 0
	.set __clang_ocl_kern_imp_reduce_sum.uses_vcc, 1
	.set __clang_ocl_kern_imp_reduce_sum.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_reduce_sum.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_reduce_sum.has_recursion, 0
	.set __clang_ocl_kern_imp_reduce_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 520
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scan_inclusive          ; -- Begin function scan_inclusive
	.globl	scan_inclusive
	.p2align	8
	.type	scan_inclusive,@function
scan_inclusive:                         ; @scan_inclusive
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v2, s2, 8, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_ne_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v5, v[4:5], off
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v5
	v_mov_b32_e32 v5, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	v_add_u32_e32 v5, -4, v1
	ds_read_b32 v5, v5
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_cmp_lt_u32_e32 vcc, 1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.3:
	v_add_u32_e32 v4, -8, v1
	ds_read_b32 v4, v4
; %bb.4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_mov_b32_e32 v5, 0
	v_cmp_lt_u32_e32 vcc, 3, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v6, v4
	ds_write_b32 v1, v4
	v_mov_b32_e32 v4, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.5:
	v_add_u32_e32 v4, -16, v1
	ds_read_b32 v4, v4
; %bb.6:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	v_cmp_lt_u32_e32 vcc, 7, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v6, v4
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.7:
	v_subrev_u32_e32 v4, 32, v1
	ds_read_b32 v5, v4
; %bb.8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v1
	v_mov_b32_e32 v6, 0
	v_cmp_lt_u32_e32 vcc, 15, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v4, v5
	ds_write_b32 v1, v4
	v_mov_b32_e32 v4, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.9:
	v_subrev_u32_e32 v4, 64, v1
	ds_read_b32 v4, v4
; %bb.10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	v_cmp_lt_u32_e32 vcc, 31, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v5, v4
	ds_write_b32 v1, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.11:
	v_add_u32_e32 v4, 0xffffff80, v1
	ds_read_b32 v6, v4
; %bb.12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v5, v1
	v_mov_b32_e32 v4, 0
	v_cmp_lt_u32_e32 vcc, 63, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v5, v6
	ds_write_b32 v1, v5
	v_mov_b32_e32 v5, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.13:
	v_add_u32_e32 v5, 0xffffff00, v1
	ds_read_b32 v5, v5
; %bb.14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v1
	s_movk_i32 s0, 0x7f
	v_cmp_lt_u32_e32 vcc, s0, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v5, v6, v5
	ds_write_b32 v1, v5
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.15:
	v_add_u32_e32 v0, 0xfffffe00, v1
	ds_read_b32 v4, v0
; %bb.16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v0, v4
	ds_write_b32 v1, v0
	v_mov_b32_e32 v0, s6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v1
	v_mov_b32_e32 v1, s7
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scan_inclusive
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end4:
	.size	scan_inclusive, .Lfunc_end4-scan_inclusive
                                        ; -- End function
	.set scan_inclusive.num_vgpr, 7
	.set scan_inclusive.num_agpr, 0
	.set scan_inclusive.numbered_sgpr, 8
	.set scan_inclusive.num_named_barrier, 0
	.set scan_inclusive.private_seg_size, 0
	.set scan_inclusive.uses_vcc, 1
	.set scan_inclusive.uses_flat_scratch, 0
	.set scan_inclusive.has_dyn_sized_stack, 0
	.set scan_inclusive.has_recursion, 0
	.set scan_inclusive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 672
; TotalNumSgprs: 14
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_scan_inclusive ; -- Begin function __clang_ocl_kern_imp_scan_inclusive
	.globl	__clang_ocl_kern_imp_scan_inclusive
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_inclusive,@function
__clang_ocl_kern_imp_scan_inclusive:    ; @__clang_ocl_kern_imp_scan_inclusive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_or_b32 v4, s12, 8, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_load_dword v1, v[0:1], off
	v_mov_b32_e32 v0, 0
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.1:
	v_add_u32_e32 v1, -4, v0
	ds_read_b32 v1, v1
; %bb.2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v7, v0
	v_cmp_lt_u32_e32 vcc, 1, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v7, v1
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.3:
	v_add_u32_e32 v0, -8, v0
	ds_read_b32 v0, v0
; %bb.4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v7, v0
	v_mov_b32_e32 v1, 0
	v_cmp_lt_u32_e32 vcc, 3, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v7, v0
	ds_write_b32 v0, v0
	v_mov_b32_e32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.5:
	v_add_u32_e32 v0, -16, v0
	ds_read_b32 v0, v0
; %bb.6:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v7, v0
	v_cmp_lt_u32_e32 vcc, 7, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v7, v0
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.7:
	v_subrev_u32_e32 v0, 32, v0
	ds_read_b32 v1, v0
; %bb.8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v0, v0
	v_mov_b32_e32 v7, 0
	v_cmp_lt_u32_e32 vcc, 15, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v0, v1
	ds_write_b32 v0, v0
	v_mov_b32_e32 v0, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.9:
	v_subrev_u32_e32 v0, 64, v0
	ds_read_b32 v0, v0
; %bb.10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
	v_cmp_lt_u32_e32 vcc, 31, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.11:
	v_add_u32_e32 v0, 0xffffff80, v0
	ds_read_b32 v7, v0
; %bb.12:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
	v_mov_b32_e32 v0, 0
	v_cmp_lt_u32_e32 vcc, 63, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v1, v7
	ds_write_b32 v0, v1
	v_mov_b32_e32 v1, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.13:
	v_add_u32_e32 v1, 0xffffff00, v0
	ds_read_b32 v1, v1
; %bb.14:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v7, v0
	s_movk_i32 s0, 0x7f
	v_cmp_lt_u32_e32 vcc, s0, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v1, v7, v1
	ds_write_b32 v0, v1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
; %bb.15:
	v_add_u32_e32 v0, 0xfffffe00, v0
	ds_read_b32 v0, v0
; %bb.16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v0, v1, v0
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v6, v0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_scan_inclusive, .Lfunc_end5-__clang_ocl_kern_imp_scan_inclusive
                                        ; -- End function
	.set __clang_ocl_kern_imp_scan_inclusive.num_vgpr, 32
	.set __clang_ocl_kern_imp_scan_inclusive.num_agpr, 0
	.set __clang_ocl_kern_imp_scan_inclusive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scan_inclusive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scan_inclusive.private_seg_size, 0
	.set __clang_ocl_kern_imp_scan_inclusive.uses_vcc, 1
	.set __clang_ocl_kern_imp_scan_inclusive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scan_inclusive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scan_inclusive.has_recursion, 0
	.set __clang_ocl_kern_imp_scan_inclusive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 660
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	stencil3                ; -- Begin function stencil3
	.globl	stencil3
	.p2align	8
	.type	stencil3,@function
stencil3:                               ; @stencil3
; %bb.0:
	s_load_dword s3, s[0:1], 0x10
	v_lshl_add_u32 v0, s2, 6, v0
	v_cmp_lt_i32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_add_i32 s3, s3, -1
	v_cmp_gt_i32_e64 s[2:3], s3, v0
	s_and_b64 s[2:3], vcc, s[2:3]
	s_and_saveexec_b64 s[4:5], s[2:3]
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[4:5], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[0:1], 0, v[4:5]
	global_load_dwordx3 v[0:2], v[0:1], off offset:-4
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v3, 0.5, v1
	v_fmac_f32_e32 v3, 0x3e800000, v0
	v_fmac_f32_e32 v3, 0x3e800000, v2
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[4:5]
	global_store_dword v[0:1], v3, off
.LBB6_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil3
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end6:
	.size	stencil3, .Lfunc_end6-stencil3
                                        ; -- End function
	.set stencil3.num_vgpr, 6
	.set stencil3.num_agpr, 0
	.set stencil3.numbered_sgpr, 6
	.set stencil3.num_named_barrier, 0
	.set stencil3.private_seg_size, 0
	.set stencil3.uses_vcc, 1
	.set stencil3.uses_flat_scratch, 0
	.set stencil3.has_dyn_sized_stack, 0
	.set stencil3.has_recursion, 0
	.set stencil3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 12
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_stencil3 ; -- Begin function __clang_ocl_kern_imp_stencil3
	.globl	__clang_ocl_kern_imp_stencil3
	.p2align	2
	.type	__clang_ocl_kern_imp_stencil3,@function
__clang_ocl_kern_imp_stencil3:          ; @__clang_ocl_kern_imp_stencil3
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v5
	v_add_u32_e32 v4, -1, v4
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_cmp_lt_i32_e64 s[0:1], v6, v4
	s_and_b64 s[2:3], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	global_load_dwordx3 v[4:6], v[0:1], off offset:-4
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[8:9]
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, 0.5, v5
	v_fmac_f32_e32 v5, 0x3e800000, v4
	v_fmac_f32_e32 v5, 0x3e800000, v6
	global_store_dword v[0:1], v5, off
.LBB7_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_stencil3, .Lfunc_end7-__clang_ocl_kern_imp_stencil3
                                        ; -- End function
	.set __clang_ocl_kern_imp_stencil3.num_vgpr, 32
	.set __clang_ocl_kern_imp_stencil3.num_agpr, 0
	.set __clang_ocl_kern_imp_stencil3.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_stencil3.num_named_barrier, 0
	.set __clang_ocl_kern_imp_stencil3.private_seg_size, 0
	.set __clang_ocl_kern_imp_stencil3.uses_vcc, 1
	.set __clang_ocl_kern_imp_stencil3.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_stencil3.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_stencil3.has_recursion, 0
	.set __clang_ocl_kern_imp_stencil3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 128
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	transpose               ; -- Begin function transpose
	.globl	transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_and_b32_e32 v1, 15, v0
	v_lshrrev_b32_e32 v2, 4, v0
	s_lshl_b32 s2, s2, 4
	s_lshl_b32 s3, s3, 4
	v_or_b32_e32 v0, s2, v1
	v_or_b32_e32 v3, s3, v2
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s8, v0
	v_cmp_gt_i32_e64 s[0:1], s9, v3
	s_and_b64 s[10:11], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[10:11]
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_mad_u64_u32 v[6:7], s[4:5], s8, v3, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[4:5], v[6:7], 2, v[4:5]
	global_load_dword v3, v[4:5], off
	v_mul_u32_u24_e32 v0, 0x44, v2
	v_lshl_add_u32 v0, v1, 2, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v3
.LBB8_2:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v0, s3, v1
	v_add_u32_e32 v3, s2, v2
	v_cmp_gt_i32_e32 vcc, s9, v0
	v_cmp_gt_i32_e64 s[0:1], s8, v3
	s_and_b64 s[0:1], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[2:3], s[0:1]
	s_cbranch_execz .LBB8_4
; %bb.3:
	v_mul_u32_u24_e32 v1, 0x44, v1
	v_lshl_add_u32 v1, v2, 2, v1
	ds_read_b32 v2, v1
	v_mad_u64_u32 v[0:1], s[0:1], s9, v3, v[0:1]
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[4:5]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v2, off
.LBB8_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end8:
	.size	transpose, .Lfunc_end8-transpose
                                        ; -- End function
	.set transpose.num_vgpr, 8
	.set transpose.num_agpr, 0
	.set transpose.numbered_sgpr, 12
	.set transpose.num_named_barrier, 0
	.set transpose.private_seg_size, 0
	.set transpose.uses_vcc, 1
	.set transpose.uses_flat_scratch, 0
	.set transpose.has_dyn_sized_stack, 0
	.set transpose.has_recursion, 0
	.set transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 244
; TotalNumSgprs: 18
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 8
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose ; -- Begin function __clang_ocl_kern_imp_transpose
	.globl	__clang_ocl_kern_imp_transpose
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose,@function
__clang_ocl_kern_imp_transpose:         ; @__clang_ocl_kern_imp_transpose
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 15, v31
	v_bfe_u32 v8, v31, 4, 6
	s_lshl_b32 s2, s12, 4
	s_lshl_b32 s3, s13, 4
	v_or_b32_e32 v6, s2, v7
	v_or_b32_e32 v9, s3, v8
	v_cmp_lt_i32_e32 vcc, v6, v4
	v_cmp_lt_i32_e64 s[0:1], v9, v5
	s_and_b64 s[4:5], vcc, s[0:1]
	s_and_saveexec_b64 s[0:1], s[4:5]
	s_cbranch_execz .LBB9_2
; %bb.1:
	v_mad_u64_u32 v[10:11], s[4:5], v4, v9, v[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	global_load_dword v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
.LBB9_2:
	s_or_b64 exec, exec, s[0:1]
	v_or_b32_e32 v0, s3, v7
	v_add_u32_e32 v1, s2, v8
	v_cmp_lt_i32_e32 vcc, v0, v5
	v_cmp_lt_i32_e64 s[0:1], v1, v4
	s_and_b64 s[2:3], s[0:1], vcc
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB9_4
; %bb.3:
	s_trap 2
	ds_read_b32 v4, v0
	v_mad_u64_u32 v[0:1], s[2:3], v5, v1, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB9_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_transpose, .Lfunc_end9-__clang_ocl_kern_imp_transpose
                                        ; -- End function
	.set __clang_ocl_kern_imp_transpose.num_vgpr, 32
	.set __clang_ocl_kern_imp_transpose.num_agpr, 0
	.set __clang_ocl_kern_imp_transpose.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transpose.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transpose.private_seg_size, 0
	.set __clang_ocl_kern_imp_transpose.uses_vcc, 1
	.set __clang_ocl_kern_imp_transpose.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transpose.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transpose.has_recursion, 0
	.set __clang_ocl_kern_imp_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 200
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:                                ; @atomics
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32 v1, s10, 0
	v_mbcnt_hi_u32_b32 v1, s11, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
                                        ; implicit-def: $vgpr2
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_bcnt1_i32_b64 s3, s[10:11]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s3
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v2, v3, s[4:5] sc0
.LBB10_2:
	s_or_b64 exec, exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s3, v2
	v_lshl_add_u32 v0, s2, 6, v0
	s_mov_b64 s[10:11], exec
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s6
	v_mov_b32_e32 v5, s7
	v_add_u32_e32 v6, s3, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[2:3], v[0:1], 2, v[4:5]
	v_mbcnt_lo_u32_b32 v1, s10, 0
	v_mbcnt_hi_u32_b32 v1, s11, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	global_store_dword v[2:3], v6, off
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB10_4
; %bb.3:
	s_bcnt1_i32_b64 s6, s[10:11]
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	global_atomic_add v1, v4, s[4:5] offset:4
.LBB10_4:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], exec
	s_brev_b32 s6, 1
.LBB10_5:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s7, s[2:3]
	v_readlane_b32 s10, v0, s7
	s_max_i32 s6, s6, s10
	s_lshl_b64 s[10:11], 1, s7
	s_andn2_b64 s[2:3], s[2:3], s[10:11]
	s_cbranch_scc1 .LBB10_5
; %bb.6:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	v_mbcnt_hi_u32_b32 v1, exec_hi, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB10_8
; %bb.7:
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v4, s6
	global_atomic_smax v1, v4, s[4:5] offset:8
.LBB10_8:
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[6:7], exec
	v_mbcnt_lo_u32_b32 v1, s6, 0
	v_mbcnt_hi_u32_b32 v1, s7, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB10_10
; %bb.9:
	s_load_dword s0, s[0:1], 0x18
	s_bcnt1_i32_b64 s1, s[6:7]
	v_cvt_f32_ubyte0_e32 v1, s1
	v_mov_b32_e32 v4, 0
	s_waitcnt lgkmcnt(0)
	v_mul_f32_e32 v1, s0, v1
	global_atomic_add_f32 v4, v1, s[8:9]
.LBB10_10:
	s_or_b64 exec, exec, s[2:3]
	v_mov_b32_e32 v1, 0
	global_atomic_cmpswap v0, v1, v[0:1], s[4:5] offset:12 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v0, off offset:4
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end10:
	.size	atomics, .Lfunc_end10-atomics
                                        ; -- End function
	.set atomics.num_vgpr, 7
	.set atomics.num_agpr, 0
	.set atomics.numbered_sgpr, 14
	.set atomics.num_named_barrier, 0
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 0
	.set atomics.has_dyn_sized_stack, 0
	.set atomics.has_recursion, 0
	.set atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 372
; TotalNumSgprs: 20
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_atomics ; -- Begin function __clang_ocl_kern_imp_atomics
	.globl	__clang_ocl_kern_imp_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics,@function
__clang_ocl_kern_imp_atomics:           ; @__clang_ocl_kern_imp_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v7, 1
	global_atomic_add v10, v[0:1], v7, off sc0
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshl_add_u64 v[2:3], v[8:9], 2, v[2:3]
	v_mov_b32_e32 v9, 0
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v10, off
	global_atomic_add v[0:1], v7, off offset:4
	global_atomic_smax v[0:1], v8, off offset:8
	global_atomic_add_f32 v[4:5], v6, off
	global_atomic_cmpswap v0, v[0:1], v[8:9], off offset:12 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v[2:3], v0, off offset:4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_atomics, .Lfunc_end11-__clang_ocl_kern_imp_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomics.uses_vcc, 0
	.set __clang_ocl_kern_imp_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_atomics             ; -- Begin function lds_atomics
	.globl	lds_atomics
	.p2align	8
	.type	lds_atomics,@function
lds_atomics:                            ; @lds_atomics
; %bb.0:
	v_and_b32_e32 v1, 63, v0
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 0
	ds_write_b32 v1, v2
	v_and_b32_e32 v2, 7, v0
	v_lshlrev_b32_e32 v2, 2, v2
	v_mov_b32_e32 v3, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_rtn_u32 v4, v2, v3
	ds_add_u32 v2, v3 offset:32
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v1, v1
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v2, v1, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[0:1]
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_atomics
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 3
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end12:
	.size	lds_atomics, .Lfunc_end12-lds_atomics
                                        ; -- End function
	.set lds_atomics.num_vgpr, 5
	.set lds_atomics.num_agpr, 0
	.set lds_atomics.numbered_sgpr, 3
	.set lds_atomics.num_named_barrier, 0
	.set lds_atomics.private_seg_size, 0
	.set lds_atomics.uses_vcc, 0
	.set lds_atomics.uses_flat_scratch, 0
	.set lds_atomics.has_dyn_sized_stack, 0
	.set lds_atomics.has_recursion, 0
	.set lds_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 9
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_atomics ; -- Begin function __clang_ocl_kern_imp_lds_atomics
	.globl	__clang_ocl_kern_imp_lds_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_atomics,@function
__clang_ocl_kern_imp_lds_atomics:       ; @__clang_ocl_kern_imp_lds_atomics
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v2, 0
	s_trap 2
	ds_write_b32 v0, v2
	v_mov_b32_e32 v2, 1
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_add_rtn_u32 v3, v0, v2
	ds_add_u32 v0, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_add_u32_e32 v4, v2, v3
	v_and_b32_e32 v2, 0x3ff, v31
	v_lshl_add_u32 v2, s12, 6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	__clang_ocl_kern_imp_lds_atomics, .Lfunc_end13-__clang_ocl_kern_imp_lds_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_atomics.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 116
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	branches                ; -- Begin function branches
	.globl	branches
	.p2align	8
	.type	branches,@function
branches:                               ; @branches
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s8, s[0:1], 0x10
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
                                        ; implicit-def: $vgpr4
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[4:5]
	global_load_dword v5, v[2:3], off
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v5
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB14_8
; %bb.1:
	v_cmp_lt_i32_e32 vcc, -6, v5
                                        ; implicit-def: $vgpr4
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB14_5
; %bb.2:
	v_add_u32_e32 v2, 10, v5
	s_mov_b32 s9, 0
	s_mov_b64 s[10:11], 0
.LBB14_3:                               ; =>This Inner Loop Header: Depth=1
	s_load_dword s12, s[4:5], 0x0
	v_add_u32_e32 v2, -1, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_waitcnt lgkmcnt(0)
	s_add_i32 s9, s12, s9
	s_add_u32 s4, s4, 4
	s_addc_u32 s5, s5, 0
	s_or_b64 s[10:11], vcc, s[10:11]
	v_mov_b32_e32 v4, s9
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB14_3
; %bb.4:
	s_or_b64 exec, exec, s[10:11]
                                        ; implicit-def: $vgpr2_vgpr3
.LBB14_5:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB14_7
; %bb.6:
	s_lshl_b32 s4, s8, 1
	s_ashr_i32 s5, s4, 31
	v_lshl_add_u64 v[2:3], s[4:5], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, -7, v2
.LBB14_7:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr2_vgpr3
.LBB14_8:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB14_10
; %bb.9:
	s_ashr_i32 s9, s8, 31
	v_lshl_add_u64 v[2:3], s[8:9], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v4, v2, 1, v2
.LBB14_10:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel branches
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 13
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end14:
	.size	branches, .Lfunc_end14-branches
                                        ; -- End function
	.set branches.num_vgpr, 6
	.set branches.num_agpr, 0
	.set branches.numbered_sgpr, 13
	.set branches.num_named_barrier, 0
	.set branches.private_seg_size, 0
	.set branches.uses_vcc, 1
	.set branches.uses_flat_scratch, 0
	.set branches.has_dyn_sized_stack, 0
	.set branches.has_recursion, 0
	.set branches.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 19
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_branches ; -- Begin function __clang_ocl_kern_imp_branches
	.globl	__clang_ocl_kern_imp_branches
	.p2align	2
	.type	__clang_ocl_kern_imp_branches,@function
__clang_ocl_kern_imp_branches:          ; @__clang_ocl_kern_imp_branches
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v5
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[0:1]
	global_load_dword v10, v[8:9], off
                                        ; implicit-def: $vgpr5
	s_waitcnt vmcnt(0)
	v_cmp_gt_i32_e32 vcc, 1, v10
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB15_8
; %bb.1:
	v_cmp_lt_i32_e32 vcc, -6, v10
                                        ; implicit-def: $vgpr5
	s_and_saveexec_b64 s[2:3], vcc
	s_xor_b64 s[2:3], exec, s[2:3]
	s_cbranch_execz .LBB15_5
; %bb.2:
	v_add_u32_e32 v4, 10, v10
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v5, 0
.LBB15_3:                               ; =>This Inner Loop Header: Depth=1
	global_load_dword v8, v[0:1], off
	v_add_u32_e32 v4, -1, v4
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_lshl_add_u64 v[0:1], v[0:1], 0, 4
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, v8, v5
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB15_3
; %bb.4:
	s_or_b64 exec, exec, s[4:5]
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr8_vgpr9
.LBB15_5:
	s_andn2_saveexec_b64 s[2:3], s[2:3]
	s_cbranch_execz .LBB15_7
; %bb.6:
	v_lshlrev_b32_e32 v0, 1, v4
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[8:9]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v5, -7, v0
.LBB15_7:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr8_vgpr9
.LBB15_8:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB15_10
; %bb.9:
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[8:9]
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshl_add_u32 v5, v0, 1, v0
.LBB15_10:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end15:
	.size	__clang_ocl_kern_imp_branches, .Lfunc_end15-__clang_ocl_kern_imp_branches
                                        ; -- End function
	.set __clang_ocl_kern_imp_branches.num_vgpr, 32
	.set __clang_ocl_kern_imp_branches.num_agpr, 0
	.set __clang_ocl_kern_imp_branches.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_branches.num_named_barrier, 0
	.set __clang_ocl_kern_imp_branches.private_seg_size, 0
	.set __clang_ocl_kern_imp_branches.uses_vcc, 1
	.set __clang_ocl_kern_imp_branches.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_branches.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_branches.has_recursion, 0
	.set __clang_ocl_kern_imp_branches.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 248
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scalar_loads            ; -- Begin function scalar_loads
	.globl	scalar_loads
	.p2align	8
	.type	scalar_loads,@function
scalar_loads:                           ; @scalar_loads
; %bb.0:
	s_load_dword s8, s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt lgkmcnt(0)
	s_ashr_i32 s9, s8, 31
	s_lshl_b64 s[0:1], s[8:9], 2
	s_add_u32 s0, s4, s0
	s_addc_u32 s1, s5, s1
	s_load_dwordx2 s[8:9], s[0:1], 0x0
	v_mov_b32_e32 v2, s6
	v_mov_b32_e32 v3, s7
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s8, 15
	s_lshl_b32 s0, s0, 2
	s_load_dword s0, s[4:5], s0 offset:0x0
	s_add_i32 s1, s9, s8
	s_waitcnt lgkmcnt(0)
	s_add_i32 s0, s1, s0
	v_mov_b32_e32 v2, s0
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel scalar_loads
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 4
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end16:
	.size	scalar_loads, .Lfunc_end16-scalar_loads
                                        ; -- End function
	.set scalar_loads.num_vgpr, 4
	.set scalar_loads.num_agpr, 0
	.set scalar_loads.numbered_sgpr, 10
	.set scalar_loads.num_named_barrier, 0
	.set scalar_loads.private_seg_size, 0
	.set scalar_loads.uses_vcc, 0
	.set scalar_loads.uses_flat_scratch, 0
	.set scalar_loads.has_dyn_sized_stack, 0
	.set scalar_loads.has_recursion, 0
	.set scalar_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 120
; TotalNumSgprs: 16
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_scalar_loads ; -- Begin function __clang_ocl_kern_imp_scalar_loads
	.globl	__clang_ocl_kern_imp_scalar_loads
	.p2align	2
	.type	__clang_ocl_kern_imp_scalar_loads,@function
__clang_ocl_kern_imp_scalar_loads:      ; @__clang_ocl_kern_imp_scalar_loads
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_add_u64 v[4:5], v[4:5], 2, v[0:1]
	global_load_dwordx2 v[4:5], v[4:5], off
	v_mov_b32_e32 v7, 0
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 15, v4
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v6, v[0:1], off
	v_and_b32_e32 v0, 0x3ff, v31
	v_lshl_add_u32 v0, s12, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, v[2:3]
	s_waitcnt vmcnt(0)
	v_add3_u32 v4, v5, v4, v6
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	__clang_ocl_kern_imp_scalar_loads, .Lfunc_end17-__clang_ocl_kern_imp_scalar_loads
                                        ; -- End function
	.set __clang_ocl_kern_imp_scalar_loads.num_vgpr, 32
	.set __clang_ocl_kern_imp_scalar_loads.num_agpr, 0
	.set __clang_ocl_kern_imp_scalar_loads.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scalar_loads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scalar_loads.private_seg_size, 0
	.set __clang_ocl_kern_imp_scalar_loads.uses_vcc, 0
	.set __clang_ocl_kern_imp_scalar_loads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_recursion, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 112
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	double_math             ; -- Begin function double_math
	.globl	double_math
	.p2align	8
	.type	double_math,@function
double_math:                            ; @double_math
; %bb.0:
	s_load_dword s3, s[0:1], 0x18
	v_lshl_add_u32 v0, s2, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc, s3, v0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB18_2
; %bb.1:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[2:3], s[0:1], 0x10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[4:5], 0, v[0:1]
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[0:1]
	global_load_dwordx2 v[4:5], v[2:3], off
	global_load_dwordx2 v[6:7], v[0:1], off
	s_waitcnt vmcnt(1)
	v_add_f64 v[2:3], v[4:5], 1.0
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[6:7], s[2:3], v[4:5]
	v_div_scale_f64 v[4:5], s[0:1], v[2:3], v[2:3], v[6:7]
	v_rcp_f64_e32 v[8:9], v[4:5]
	v_div_scale_f64 v[10:11], vcc, v[6:7], v[2:3], v[6:7]
	v_fma_f64 v[12:13], -v[4:5], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_fma_f64 v[12:13], -v[4:5], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[4:5], -v[4:5], v[12:13], v[10:11]
	v_div_fmas_f64 v[4:5], v[4:5], v[8:9], v[12:13]
	v_div_fixup_f64 v[2:3], v[4:5], v[2:3], v[6:7]
	global_store_dwordx2 v[0:1], v[2:3], off
.LBB18_2:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel double_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end18:
	.size	double_math, .Lfunc_end18-double_math
                                        ; -- End function
	.set double_math.num_vgpr, 14
	.set double_math.num_agpr, 0
	.set double_math.numbered_sgpr, 8
	.set double_math.num_named_barrier, 0
	.set double_math.private_seg_size, 0
	.set double_math.uses_vcc, 1
	.set double_math.uses_flat_scratch, 0
	.set double_math.has_dyn_sized_stack, 0
	.set double_math.has_recursion, 0
	.set double_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 204
; TotalNumSgprs: 14
; NumVgprs: 14
; NumAgprs: 0
; TotalNumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 14
; AccumOffset: 16
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 3
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_double_math ; -- Begin function __clang_ocl_kern_imp_double_math
	.globl	__clang_ocl_kern_imp_double_math
	.p2align	2
	.type	__clang_ocl_kern_imp_double_math,@function
__clang_ocl_kern_imp_double_math:       ; @__clang_ocl_kern_imp_double_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v7
	v_cmp_lt_i32_e32 vcc, v8, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB19_2
; %bb.1:
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[6:7], 3, v[8:9]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[6:7]
	global_load_dwordx2 v[0:1], v[0:1], off
	s_nop 0
	global_load_dwordx2 v[6:7], v[2:3], off
	s_waitcnt vmcnt(0)
	v_fmac_f64_e32 v[6:7], v[4:5], v[0:1]
	v_add_f64 v[0:1], v[0:1], 1.0
	v_div_scale_f64 v[4:5], s[2:3], v[0:1], v[0:1], v[6:7]
	v_rcp_f64_e32 v[8:9], v[4:5]
	v_div_scale_f64 v[10:11], vcc, v[6:7], v[0:1], v[6:7]
	v_fma_f64 v[12:13], -v[4:5], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_fma_f64 v[12:13], -v[4:5], v[8:9], 1.0
	v_fmac_f64_e32 v[8:9], v[8:9], v[12:13]
	v_mul_f64 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[4:5], -v[4:5], v[12:13], v[10:11]
	v_div_fmas_f64 v[4:5], v[4:5], v[8:9], v[12:13]
	v_div_fixup_f64 v[0:1], v[4:5], v[0:1], v[6:7]
	global_store_dwordx2 v[2:3], v[0:1], off
.LBB19_2:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end19:
	.size	__clang_ocl_kern_imp_double_math, .Lfunc_end19-__clang_ocl_kern_imp_double_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_double_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_double_math.num_agpr, 0
	.set __clang_ocl_kern_imp_double_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_double_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_double_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_double_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_double_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_double_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_double_math.has_recursion, 0
	.set __clang_ocl_kern_imp_double_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 192
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_ops                ; -- Begin function wave_ops
	.globl	wave_ops
	.p2align	8
	.type	wave_ops,@function
wave_ops:                               ; @wave_ops
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v2, s2, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v1, v[4:5], off
	v_mov_b32_e32 v4, 0
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v0, v0, v1 offset:4
	v_mov_b32_dpp v4, v1 row_shr:1 row_mask:0xf bank_mask:0xf
	v_readfirstlane_b32 s0, v1
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add3_u32 v4, v0, v4, s0
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_ops
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end20:
	.size	wave_ops, .Lfunc_end20-wave_ops
                                        ; -- End function
	.set wave_ops.num_vgpr, 6
	.set wave_ops.num_agpr, 0
	.set wave_ops.numbered_sgpr, 8
	.set wave_ops.num_named_barrier, 0
	.set wave_ops.private_seg_size, 0
	.set wave_ops.uses_vcc, 0
	.set wave_ops.uses_flat_scratch, 0
	.set wave_ops.has_dyn_sized_stack, 0
	.set wave_ops.has_recursion, 0
	.set wave_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 116
; TotalNumSgprs: 14
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_wave_ops ; -- Begin function __clang_ocl_kern_imp_wave_ops
	.globl	__clang_ocl_kern_imp_wave_ops
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_ops,@function
__clang_ocl_kern_imp_wave_ops:          ; @__clang_ocl_kern_imp_wave_ops
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	v_lshl_add_u32 v4, s12, 6, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[4:5]
	global_load_dword v0, v[0:1], off
	v_lshlrev_b32_e32 v1, 2, v6
	v_mov_b32_e32 v6, 0
	s_waitcnt vmcnt(0)
	ds_bpermute_b32 v1, v1, v0 offset:4
	v_mov_b32_dpp v6, v0 row_shr:1 row_mask:0xf bank_mask:0xf
	v_readfirstlane_b32 s0, v0
	s_waitcnt lgkmcnt(0)
	s_nop 0
	v_add3_u32 v6, v1, v6, s0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[4:5]
	global_store_dword v[0:1], v6, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	__clang_ocl_kern_imp_wave_ops, .Lfunc_end21-__clang_ocl_kern_imp_wave_ops
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_ops.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_ops.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_ops.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_ops.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_ops.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_ops.uses_vcc, 0
	.set __clang_ocl_kern_imp_wave_ops.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_ops.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_ops.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 120
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	vectors                 ; -- Begin function vectors
	.globl	vectors
	.p2align	8
	.type	vectors,@function
vectors:                                ; @vectors
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v4, s2, 6, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[6:7], 4, v[4:5]
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[8:9], 0, v[4:5]
	global_load_ushort v10, v[8:9], off
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[6:7]
	global_load_dwordx4 v[0:3], v[0:1], off
	s_mov_b32 s1, 1.0
	v_lshl_add_u64 v[6:7], s[6:7], 0, v[6:7]
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte1_e32 v11, v10
	v_cvt_f32_ubyte0_e32 v10, v10
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[2:3], v[2:3], 2.0, s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[0:1], v[0:1], 2.0, v[10:11] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[6:7], v[0:3], off
	global_load_ubyte v2, v[8:9], off
	s_nop 0
	v_mov_b32_e32 v0, s10
	v_mov_b32_e32 v1, s11
	v_lshl_add_u64 v[0:1], v[4:5], 1, v[0:1]
	s_waitcnt vmcnt(0)
	v_mul_lo_u16_e32 v2, 3, v2
	global_store_short v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vectors
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end22:
	.size	vectors, .Lfunc_end22-vectors
                                        ; -- End function
	.set vectors.num_vgpr, 12
	.set vectors.num_agpr, 0
	.set vectors.numbered_sgpr, 12
	.set vectors.num_named_barrier, 0
	.set vectors.private_seg_size, 0
	.set vectors.uses_vcc, 0
	.set vectors.uses_flat_scratch, 0
	.set vectors.has_dyn_sized_stack, 0
	.set vectors.has_recursion, 0
	.set vectors.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; TotalNumSgprs: 18
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_vectors ; -- Begin function __clang_ocl_kern_imp_vectors
	.globl	__clang_ocl_kern_imp_vectors
	.p2align	2
	.type	__clang_ocl_kern_imp_vectors,@function
__clang_ocl_kern_imp_vectors:           ; @__clang_ocl_kern_imp_vectors
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v12, s12, 6, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[14:15], 4, v[12:13]
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[12:13]
	global_load_ushort v16, v[4:5], off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	global_load_dwordx4 v[8:11], v[0:1], off
	s_mov_b32 s0, 0
	s_mov_b32 s1, 1.0
	v_lshl_add_u64 v[14:15], v[2:3], 0, v[14:15]
	s_waitcnt vmcnt(1)
	v_cvt_f32_ubyte1_e32 v1, v16
	v_cvt_f32_ubyte0_e32 v0, v16
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[8:9], 2.0, v[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[10:11], 2.0, s[0:1] op_sel_hi:[1,0,1]
	global_store_dwordx4 v[14:15], v[0:3], off
	global_load_ubyte v0, v[4:5], off
	s_waitcnt vmcnt(0)
	v_mul_lo_u16_e32 v2, 3, v0
	v_lshl_add_u64 v[0:1], v[12:13], 1, v[6:7]
	global_store_short v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end23:
	.size	__clang_ocl_kern_imp_vectors, .Lfunc_end23-__clang_ocl_kern_imp_vectors
                                        ; -- End function
	.set __clang_ocl_kern_imp_vectors.num_vgpr, 32
	.set __clang_ocl_kern_imp_vectors.num_agpr, 0
	.set __clang_ocl_kern_imp_vectors.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_vectors.num_named_barrier, 0
	.set __clang_ocl_kern_imp_vectors.private_seg_size, 0
	.set __clang_ocl_kern_imp_vectors.uses_vcc, 0
	.set __clang_ocl_kern_imp_vectors.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_vectors.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_vectors.has_recursion, 0
	.set __clang_ocl_kern_imp_vectors.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 54
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym lds_atomics.hist
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2176
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           gemm_tiled
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         gemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     42
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           reduce_sum
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reduce_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           scan_inclusive
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         scan_inclusive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           stencil3
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         stencil3.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           transpose
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_atomics
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         lds_atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           branches
    .private_segment_fixed_size: 0
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         branches.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           scalar_loads
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         scalar_loads.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           8
        .type_name:      double
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           double_math
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         double_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           wave_ops
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         wave_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           vectors
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         vectors.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
