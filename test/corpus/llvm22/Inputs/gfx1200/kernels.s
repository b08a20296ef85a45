	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	gemm_tiled              ; -- Begin function gemm_tiled
	.globl	gemm_tiled
	.p2align	8
	.type	gemm_tiled,@function
gemm_tiled:                             ; @gemm_tiled
; %bb.0:
	s_clause 0x1
	s_load_b96 s[4:6], s[0:1], 0x10
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshrrev_b32_e32 v1, 4, v0
	v_and_b32_e32 v3, 15, v0
	s_lshl_b32 s7, ttmp9, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, ttmp7, 4, v1
	s_wait_kmcnt 0x0
	v_mul_lo_u32 v2, s6, v2
	s_cmp_lt_i32 s6, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_mul_lo_u32 v0, s6, v1
	v_lshlrev_b32_e32 v4, 2, v3
	v_mul_u32_u24_e32 v5, 0x44, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v6, v2, v3
	s_lshl_b32 s8, s6, 4
	s_mov_b32 s9, 0
	v_mad_u32_u24 v7, 0x44, v1, v4
	v_or_b32_e32 v8, 0x440, v4
	v_add3_u32 v0, v0, s7, v3
	v_mov_b32_e32 v4, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v9, s9, v6
	s_delay_alu instid0(VALU_DEP_3)
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_co_i32 s9, s9, 16
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_lt_i32 s9, s6
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64_e32 v[11:12], 2, v[0:1]
	v_add_nc_u32_e32 v0, s8, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[9:10], 2, v[9:10]
	v_add_co_u32 v11, vcc_lo, s2, v11
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v12, null, s3, v12, vcc_lo
	v_add_co_u32 v9, vcc_lo, s0, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s1, v10, vcc_lo
	global_load_b32 v1, v[11:12], off
	global_load_b32 v9, v[9:10], off
	s_wait_loadcnt 0x0
	ds_store_b32 v7, v9
	ds_store_b32 v7, v1 offset:1088
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[9:10], v8 offset1:17
	ds_load_2addr_b32 v[11:12], v8 offset0:34 offset1:51
	ds_load_2addr_b32 v[13:14], v8 offset0:68 offset1:85
	ds_load_2addr_b32 v[15:16], v5 offset1:1
	ds_load_2addr_b32 v[17:18], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[19:20], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[21:22], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[23:24], v8 offset0:102 offset1:119
	ds_load_2addr_b32 v[25:26], v8 offset0:136 offset1:153
	ds_load_2addr_b32 v[27:28], v8 offset0:170 offset1:187
	ds_load_2addr_b32 v[29:30], v8 offset0:204 offset1:221
	ds_load_2addr_b32 v[31:32], v5 offset0:8 offset1:9
	ds_load_2addr_b32 v[33:34], v5 offset0:10 offset1:11
	ds_load_2addr_b32 v[35:36], v5 offset0:12 offset1:13
	ds_load_2addr_b32 v[37:38], v5 offset0:14 offset1:15
	ds_load_2addr_b32 v[39:40], v8 offset0:238 offset1:255
	s_wait_dscnt 0xc
	v_fmac_f32_e32 v4, v15, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v16, v10
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v4, v17, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v18, v12
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v4, v19, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v20, v14
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v4, v21, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v22, v24
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v4, v31, v25
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v32, v26
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v4, v33, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v34, v28
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v4, v35, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v36, v30
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v4, v37, v39
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v4, v38, v40
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v4, 0
.LBB0_4:
	v_or_b32_e32 v0, s7, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v2, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v4, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 41
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
		.amdhsa_round_robin_scheduling 0
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
	.set gemm_tiled.num_vgpr, 41
	.set gemm_tiled.num_agpr, 0
	.set gemm_tiled.numbered_sgpr, 10
	.set gemm_tiled.num_named_barrier, 0
	.set gemm_tiled.private_seg_size, 0
	.set gemm_tiled.uses_vcc, 1
	.set gemm_tiled.uses_flat_scratch, 0
	.set gemm_tiled.has_dyn_sized_stack, 0
	.set gemm_tiled.has_recursion, 0
	.set gemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 644
; TotalNumSgprs: 12
; NumVgprs: 41
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2176 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 41
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_gemm_tiled ; -- Begin function __clang_ocl_kern_imp_gemm_tiled
	.globl	__clang_ocl_kern_imp_gemm_tiled
	.p2align	2
	.type	__clang_ocl_kern_imp_gemm_tiled,@function
__clang_ocl_kern_imp_gemm_tiled:        ; @__clang_ocl_kern_imp_gemm_tiled
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_bfe_u32 v7, v31, 4, 6
	s_and_b32 s0, ttmp7, 0xffff
	v_dual_mov_b32 v10, 0 :: v_dual_and_b32 v11, 15, v31
	s_mov_b32 s2, 0
	s_wait_alu depctr_sa_sdst(0)
	v_lshl_or_b32 v8, s0, 4, v7
	s_lshl_b32 s0, ttmp9, 4
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v9, v6, v8
	v_cmpx_lt_i32_e32 0, v6
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_mul_lo_u32 v7, v6, v7
	v_lshlrev_b32_e32 v12, 4, v6
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v10, 0 :: v_dual_add_nc_u32 v13, v9, v11
	s_mov_b32 s3, 0
	s_trap 2
	s_wait_alu depctr_sa_sdst(0)
	v_add3_u32 v7, v7, s0, v11
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v14, s3, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v8, 31, v7
	s_add_co_i32 s3, s3, 16
	v_ashrrev_i32_e32 v15, 31, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[16:17], 2, v[7:8]
	v_add_nc_u32_e32 v7, v7, v12
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v16, vcc_lo, v2, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, v3, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_add_co_u32 v14, vcc_lo, v0, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, v1, v15, vcc_lo
	global_load_b32 v8, v[16:17], off
	global_load_b32 v14, v[14:15], off
	s_wait_loadcnt 0x1
	ds_store_b32 v0, v8
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v14
	s_wait_alu depctr_sa_sdst(0)
	v_cmp_ge_i32_e32 vcc_lo, s3, v6
	s_or_b32 s2, vcc_lo, s2
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_2addr_b32 v[14:15], v0 offset1:17
	ds_load_2addr_b32 v[16:17], v0 offset0:34 offset1:51
	ds_load_2addr_b32 v[18:19], v0 offset0:68 offset1:85
	ds_load_2addr_b32 v[20:21], v0 offset1:1
	ds_load_2addr_b32 v[22:23], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[24:25], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[26:27], v0 offset0:6 offset1:7
	ds_load_2addr_b32 v[28:29], v0 offset0:102 offset1:119
	ds_load_2addr_b32 v[30:31], v0 offset0:136 offset1:153
	ds_load_2addr_b32 v[32:33], v0 offset0:170 offset1:187
	ds_load_2addr_b32 v[34:35], v0 offset0:204 offset1:221
	ds_load_2addr_b32 v[36:37], v0 offset0:8 offset1:9
	ds_load_2addr_b32 v[38:39], v0 offset0:10 offset1:11
	ds_load_2addr_b32 v[48:49], v0 offset0:12 offset1:13
	ds_load_2addr_b32 v[50:51], v0 offset0:14 offset1:15
	ds_load_2addr_b32 v[52:53], v0 offset0:238 offset1:255
	s_wait_dscnt 0xc
	v_fmac_f32_e32 v10, v20, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v21, v15
	s_wait_dscnt 0xb
	v_fmac_f32_e32 v10, v22, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v23, v17
	s_wait_dscnt 0xa
	v_fmac_f32_e32 v10, v24, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v25, v19
	s_wait_dscnt 0x8
	v_fmac_f32_e32 v10, v26, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v27, v29
	s_wait_dscnt 0x4
	v_fmac_f32_e32 v10, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v37, v31
	s_wait_dscnt 0x3
	v_fmac_f32_e32 v10, v38, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v39, v33
	s_wait_dscnt 0x2
	v_fmac_f32_e32 v10, v48, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v10, v49, v35
	s_wait_dscnt 0x0
	v_fmac_f32_e32 v10, v50, v52
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v10, v51, v53
	s_wait_loadcnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	v_or_b32_e32 v0, s0, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v9, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, v4, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v5, v1, vcc_lo
	global_store_b32 v[0:1], v10, off
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
; codeLenInByte = 668
; TotalNumSgprs: 34
; NumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	reduce_sum              ; -- Begin function reduce_sum
	.globl	reduce_sum
	.p2align	8
	.type	reduce_sum,@function
reduce_sum:                             ; @reduce_sum
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x10
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 8, v0
	v_mov_b32_e32 v2, 0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s4, v1
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB2_2
; %bb.1:
	v_ashrrev_i32_e32 v2, 31, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, vcc_lo, s0, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s1, v2, vcc_lo
	global_load_b32 v2, v[1:2], off
.LBB2_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_lshlrev_b32_e32 v1, 2, v0
	s_mov_b32 s0, exec_lo
	s_wait_loadcnt 0x0
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB2_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 64, v0
	s_cbranch_execz .LBB2_6
; %bb.5:
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 32, v0
	s_cbranch_execz .LBB2_8
; %bb.7:
	ds_load_2addr_b32 v[2:3], v1 offset1:32
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 16, v0
	s_cbranch_execz .LBB2_10
; %bb.9:
	ds_load_2addr_b32 v[2:3], v1 offset1:16
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v0
	s_cbranch_execz .LBB2_12
; %bb.11:
	ds_load_2addr_b32 v[2:3], v1 offset1:8
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v0
	s_cbranch_execz .LBB2_14
; %bb.13:
	ds_load_2addr_b32 v[2:3], v1 offset1:4
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v0
	s_cbranch_execz .LBB2_16
; %bb.15:
	ds_load_2addr_b32 v[2:3], v1 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v3, v2
	ds_store_b32 v1, v2
.LBB2_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_18
; %bb.17:
	ds_load_2addr_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v3, v2
	ds_store_b32 v1, v0
.LBB2_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB2_21
; %bb.19:
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v0, s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v0
	s_and_b32 s1, exec_lo, vcc_lo
	s_wait_alu depctr_sa_sdst(0)
	s_mov_b32 exec_lo, s1
	s_cbranch_execz .LBB2_21
; %bb.20:
	v_mov_b32_e32 v0, 0
	s_bcnt1_i32_b32 s0, s0
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	v_cvt_i32_f32_e32 v1, v1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v1, v1, s0
	global_atomic_add_u32 v0, v1, s[2:3] scope:SCOPE_DEV
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 5
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 7
		.amdhsa_round_robin_scheduling 0
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
	.set reduce_sum.num_vgpr, 4
	.set reduce_sum.num_agpr, 0
	.set reduce_sum.numbered_sgpr, 5
	.set reduce_sum.num_named_barrier, 0
	.set reduce_sum.private_seg_size, 0
	.set reduce_sum.uses_vcc, 1
	.set reduce_sum.uses_flat_scratch, 0
	.set reduce_sum.has_dyn_sized_stack, 0
	.set reduce_sum.has_recursion, 0
	.set reduce_sum.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 796
; TotalNumSgprs: 7
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 7
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_reduce_sum ; -- Begin function __clang_ocl_kern_imp_reduce_sum
	.globl	__clang_ocl_kern_imp_reduce_sum
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce_sum,@function
__clang_ocl_kern_imp_reduce_sum:        ; @__clang_ocl_kern_imp_reduce_sum
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v5, ttmp9, 8, v7
	v_cmp_lt_i32_e32 vcc_lo, v5, v4
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_2
; %bb.1:
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[5:6]
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc_lo
	global_load_b32 v4, v[0:1], off
.LBB3_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_trap 2
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v4
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 0x80, v7
	s_cbranch_execz .LBB3_4
; %bb.3:
	ds_load_2addr_stride64_b32 v[0:1], v0 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 64, v7
	s_cbranch_execz .LBB3_6
; %bb.5:
	ds_load_2addr_stride64_b32 v[0:1], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 32, v7
	s_cbranch_execz .LBB3_8
; %bb.7:
	ds_load_2addr_b32 v[0:1], v0 offset1:32
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 16, v7
	s_cbranch_execz .LBB3_10
; %bb.9:
	ds_load_2addr_b32 v[0:1], v0 offset1:16
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 8, v7
	s_cbranch_execz .LBB3_12
; %bb.11:
	ds_load_2addr_b32 v[0:1], v0 offset1:8
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 4, v7
	s_cbranch_execz .LBB3_14
; %bb.13:
	ds_load_2addr_b32 v[0:1], v0 offset1:4
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_gt_u32_e32 2, v7
	s_cbranch_execz .LBB3_16
; %bb.15:
	ds_load_2addr_b32 v[0:1], v0 offset1:2
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_18
; %bb.17:
	ds_load_2addr_b32 v[0:1], v0 offset1:1
	s_wait_dscnt 0x0
	v_add_f32_e32 v0, v1, v0
	ds_store_b32 v0, v0
.LBB3_18:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB3_20
; %bb.19:
	s_trap 2
	ds_load_b32 v0, v0
	s_wait_dscnt 0x0
	v_cvt_i32_f32_e32 v0, v0
	global_atomic_add_u32 v[2:3], v0, off scope:SCOPE_DEV
.LBB3_20:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
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
; codeLenInByte = 752
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scan_inclusive          ; -- Begin function scan_inclusive
	.globl	scan_inclusive
	.p2align	8
	.type	scan_inclusive,@function
scan_inclusive:                         ; @scan_inclusive
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v1, ttmp9, 8, v0
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v4, null, s1, v2, vcc_lo
	s_mov_b32 s0, exec_lo
	global_load_b32 v4, v[3:4], off
	v_lshlrev_b32_e32 v3, 2, v0
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v4
	v_mov_b32_e32 v4, 0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_ne_u32_e32 0, v0
; %bb.1:
	v_add_nc_u32_e32 v5, -4, v3
	ds_load_b32 v5, v5
; %bb.2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v3
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v3, v5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 1, v0
; %bb.3:
	v_add_nc_u32_e32 v4, -8, v3
	ds_load_b32 v4, v4
; %bb.4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v5, v3
	s_wait_dscnt 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, v5, v4
	ds_store_b32 v3, v4
	v_mov_b32_e32 v4, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 3, v0
; %bb.5:
	v_add_nc_u32_e32 v5, -16, v3
	ds_load_b32 v5, v5
; %bb.6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v3
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v3, v5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 7, v0
; %bb.7:
	v_subrev_nc_u32_e32 v4, 32, v3
	ds_load_b32 v4, v4
; %bb.8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v5, v3
	s_wait_dscnt 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, v5, v4
	ds_store_b32 v3, v4
	v_mov_b32_e32 v4, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 15, v0
; %bb.9:
	v_subrev_nc_u32_e32 v5, 64, v3
	ds_load_b32 v5, v5
; %bb.10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v3
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v3, v5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 31, v0
; %bb.11:
	v_add_nc_u32_e32 v4, 0xffffff80, v3
	ds_load_b32 v4, v4
; %bb.12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v5, v3
	s_wait_dscnt 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, v5, v4
	ds_store_b32 v3, v4
	v_mov_b32_e32 v4, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 63, v0
; %bb.13:
	v_add_nc_u32_e32 v5, 0xffffff00, v3
	ds_load_b32 v5, v5
; %bb.14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v3
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v5, v6, v5
	ds_store_b32 v3, v5
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 0x7f, v0
; %bb.15:
	v_add_nc_u32_e32 v0, 0xfffffe00, v3
	ds_load_b32 v4, v0
; %bb.16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v0, v3
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v0, v4
	ds_store_b32 v3, v0
	v_add_co_u32 v0, vcc_lo, s2, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc_lo
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v3, v3
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v3, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 8
		.amdhsa_round_robin_scheduling 0
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
	.set scan_inclusive.numbered_sgpr, 4
	.set scan_inclusive.num_named_barrier, 0
	.set scan_inclusive.private_seg_size, 0
	.set scan_inclusive.uses_vcc, 1
	.set scan_inclusive.uses_flat_scratch, 0
	.set scan_inclusive.has_dyn_sized_stack, 0
	.set scan_inclusive.has_recursion, 0
	.set scan_inclusive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1000
; TotalNumSgprs: 6
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_scan_inclusive ; -- Begin function __clang_ocl_kern_imp_scan_inclusive
	.globl	__clang_ocl_kern_imp_scan_inclusive
	.p2align	2
	.type	__clang_ocl_kern_imp_scan_inclusive,@function
__clang_ocl_kern_imp_scan_inclusive:    ; @__clang_ocl_kern_imp_scan_inclusive
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v4, ttmp9, 8, v6
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_trap 2
	v_mov_b32_e32 v1, 0
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v0
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v0, 0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_ne_u32_e32 0, v6
; %bb.1:
	v_add_nc_u32_e32 v1, -4, v0
	ds_load_b32 v1, v1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v7, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v7, v1
	ds_store_b32 v0, v1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 1, v6
; %bb.3:
	v_add_nc_u32_e32 v0, -8, v0
	ds_load_b32 v0, v0
; %bb.4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v0, v1, v0
	ds_store_b32 v0, v0
	v_mov_b32_e32 v0, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 3, v6
; %bb.5:
	v_add_nc_u32_e32 v1, -16, v0
	ds_load_b32 v1, v1
; %bb.6:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v7, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v7, v1
	ds_store_b32 v0, v1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 7, v6
; %bb.7:
	v_subrev_nc_u32_e32 v0, 32, v0
	ds_load_b32 v0, v0
; %bb.8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v0, v1, v0
	ds_store_b32 v0, v0
	v_mov_b32_e32 v0, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 15, v6
; %bb.9:
	v_subrev_nc_u32_e32 v1, 64, v0
	ds_load_b32 v1, v1
; %bb.10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v7, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v7, v1
	ds_store_b32 v0, v1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 31, v6
; %bb.11:
	v_add_nc_u32_e32 v0, 0xffffff80, v0
	ds_load_b32 v0, v0
; %bb.12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	v_dual_mov_b32 v1, 0 :: v_dual_add_nc_u32 v0, v1, v0
	ds_store_b32 v0, v0
	v_mov_b32_e32 v0, 0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 63, v6
; %bb.13:
	v_add_nc_u32_e32 v1, 0xffffff00, v0
	ds_load_b32 v1, v1
; %bb.14:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v7, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v1, v7, v1
	ds_store_b32 v0, v1
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e32 0x7f, v6
; %bb.15:
	v_add_nc_u32_e32 v0, 0xfffffe00, v0
	ds_load_b32 v0, v0
; %bb.16:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v1, v0
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v0, v1, v0
	ds_store_b32 v0, v0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v6, v0
	v_add_co_u32 v0, vcc_lo, v2, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v5, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v6, off
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
; codeLenInByte = 1024
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	stencil3                ; -- Begin function stencil3
	.globl	stencil3
	.p2align	8
	.type	stencil3,@function
stencil3:                               ; @stencil3
; %bb.0:
	s_load_b32 s2, s[0:1], 0x10
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_cmp_lt_i32_e32 vcc_lo, 0, v0
	s_wait_kmcnt 0x0
	s_add_co_i32 s2, s2, -1
	v_cmp_gt_i32_e64 s2, s2, v0
	s_and_b32 s2, vcc_lo, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s3, s2
	s_cbranch_execz .LBB6_2
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v4, vcc_lo
	global_load_b96 v[0:2], v[0:1], off offset:-4
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v5, 0.5, v1
	v_fmac_f32_e32 v5, 0x3e800000, v0
	v_add_co_u32 v0, vcc_lo, s2, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v4, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_fmac_f32_e32 v5, 0x3e800000, v2
	global_store_b32 v[0:1], v5, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.set stencil3.numbered_sgpr, 4
	.set stencil3.num_named_barrier, 0
	.set stencil3.private_seg_size, 0
	.set stencil3.uses_vcc, 1
	.set stencil3.uses_flat_scratch, 0
	.set stencil3.has_dyn_sized_stack, 0
	.set stencil3.has_recursion, 0
	.set stencil3.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 176
; TotalNumSgprs: 6
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_stencil3 ; -- Begin function __clang_ocl_kern_imp_stencil3
	.globl	__clang_ocl_kern_imp_stencil3
	.p2align	2
	.type	__clang_ocl_kern_imp_stencil3,@function
__clang_ocl_kern_imp_stencil3:          ; @__clang_ocl_kern_imp_stencil3
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	v_add_nc_u32_e32 v4, -1, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v5, ttmp9, 6, v5
	v_cmp_lt_i32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_lt_i32_e64 s0, v5, v4
	s_and_b32 s1, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB7_2
; %bb.1:
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[7:8], 2, v[5:6]
	v_add_co_u32 v0, vcc_lo, v0, v7
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc_lo
	global_load_b96 v[4:6], v[0:1], off offset:-4
	v_add_co_u32 v0, vcc_lo, v2, v7
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v8, vcc_lo
	s_wait_loadcnt 0x0
	v_mul_f32_e32 v5, 0.5, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, 0x3e800000, v4
	v_fmac_f32_e32 v5, 0x3e800000, v6
	global_store_b32 v[0:1], v5, off
.LBB7_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
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
; codeLenInByte = 196
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	transpose               ; -- Begin function transpose
	.globl	transpose
	.p2align	8
	.type	transpose,@function
transpose:                              ; @transpose
; %bb.0:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v2, 15, v0
	v_lshrrev_b32_e32 v1, 4, v0
	s_lshl_b32 s1, ttmp9, 4
	s_lshl_b32 s8, ttmp7, 4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_or_b32_e32 v0, s1, v2
	v_or_b32_e32 v3, s8, v1
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	v_cmp_gt_i32_e64 s0, s3, v3
	s_and_b32 s9, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB8_2
; %bb.1:
	v_mad_co_u64_u32 v[3:4], null, s2, v3, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v4, 31, v3
	v_lshlrev_b64_e32 v[3:4], 2, v[3:4]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s4, v3
	v_add_co_ci_u32_e64 v4, null, s5, v4, vcc_lo
	global_load_b32 v0, v[3:4], off
	v_mul_u32_u24_e32 v3, 0x44, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v2, 2, v3
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v0
.LBB8_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v0, s8, v2
	v_add_nc_u32_e32 v3, s1, v1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s3, v0
	v_cmp_gt_i32_e64 s0, s2, v3
	s_and_b32 s0, s0, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB8_4
; %bb.3:
	v_mul_u32_u24_e32 v4, 0x44, v2
	v_mad_co_u64_u32 v[2:3], null, s3, v3, v[0:1]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshl_add_u32 v0, v1, 2, v4
	v_ashrrev_i32_e32 v3, 31, v2
	ds_load_b32 v4, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v4, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
		.amdhsa_round_robin_scheduling 0
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
	.set transpose.num_vgpr, 5
	.set transpose.num_agpr, 0
	.set transpose.numbered_sgpr, 10
	.set transpose.num_named_barrier, 0
	.set transpose.private_seg_size, 0
	.set transpose.uses_vcc, 1
	.set transpose.uses_flat_scratch, 0
	.set transpose.has_dyn_sized_stack, 0
	.set transpose.has_recursion, 0
	.set transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 328
; TotalNumSgprs: 12
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose ; -- Begin function __clang_ocl_kern_imp_transpose
	.globl	__clang_ocl_kern_imp_transpose
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose,@function
__clang_ocl_kern_imp_transpose:         ; @__clang_ocl_kern_imp_transpose
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 15, v31
	v_bfe_u32 v8, v31, 4, 6
	s_lshl_b32 s0, ttmp7, 4
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b32 s1, ttmp9, 4
	s_and_b32 s2, s0, 0xffff0
	s_wait_alu depctr_sa_sdst(0)
	v_or_b32_e32 v6, s1, v7
	v_or_b32_e32 v9, s2, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_i32_e32 vcc_lo, v6, v4
	v_cmp_lt_i32_e64 s0, v9, v5
	s_and_b32 s3, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s3
	s_cbranch_execz .LBB9_2
; %bb.1:
	v_mad_co_u64_u32 v[9:10], null, v4, v9, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v10, 31, v9
	v_lshlrev_b64_e32 v[9:10], 2, v[9:10]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v0, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v1, v10, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_trap 2
	s_wait_loadcnt 0x0
	ds_store_b32 v0, v0
.LBB9_2:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v0, s2, v7
	v_add_nc_u32_e32 v1, s1, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_i32_e32 vcc_lo, v0, v5
	v_cmp_lt_i32_e64 s0, v1, v4
	s_and_b32 s1, s0, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB9_4
; %bb.3:
	v_mad_co_u64_u32 v[0:1], null, v5, v1, v[0:1]
	s_trap 2
	ds_load_b32 v4, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, v2, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v3, v1, vcc_lo
	s_wait_dscnt 0x0
	global_store_b32 v[0:1], v4, off
.LBB9_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
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
; codeLenInByte = 324
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomics                 ; -- Begin function atomics
	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:                                ; @atomics
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	s_mov_b32 s8, exec_lo
	s_mov_b32 s9, exec_lo
	v_mbcnt_lo_u32_b32 v2, s8, 0
                                        ; implicit-def: $vgpr3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_bcnt1_i32_b32 s8, s8
	v_mov_b32_e32 v1, 0
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v3, s8
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v3, v1, v3, s[4:5] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
.LBB10_2:
	s_or_b32 exec_lo, exec_lo, s9
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_wait_loadcnt 0x0
	v_readfirstlane_b32 s9, v3
	s_mov_b32 s8, exec_lo
	v_ashrrev_i32_e32 v1, 31, v0
	s_wait_alu depctr_va_sdst(0)
	v_add_nc_u32_e32 v5, s9, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[3:4], 2, v[0:1]
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s8, 0
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s6, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v4, vcc_lo
	s_mov_b32 s6, exec_lo
	global_store_b32 v[2:3], v5, off
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB10_4
; %bb.3:
	s_bcnt1_i32_b32 s7, s8
	s_wait_alu depctr_sa_sdst(0)
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, s7
	global_atomic_add_u32 v1, v4, s[4:5] offset:4 scope:SCOPE_DEV
.LBB10_4:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_mov_b32 s7, exec_lo
	s_brev_b32 s6, 1
.LBB10_5:                               ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s8, s7
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s9, v0, s8
	s_lshl_b32 s8, 1, s8
	s_max_i32 s6, s6, s9
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s7, s7, s8
	s_cbranch_scc1 .LBB10_5
; %bb.6:
	v_mbcnt_lo_u32_b32 v1, exec_lo, 0
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v1
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB10_8
; %bb.7:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, s6
	global_atomic_max_i32 v1, v4, s[4:5] offset:8 scope:SCOPE_DEV
.LBB10_8:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	s_mov_b32 s7, exec_lo
	s_mov_b32 s6, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	v_mbcnt_lo_u32_b32 v1, s7, 0
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB10_10
; %bb.9:
	s_load_b32 s0, s[0:1], 0x18
	s_bcnt1_i32_b32 s1, s7
	v_mov_b32_e32 v4, 0
	s_wait_alu depctr_sa_sdst(0)
	v_cvt_f32_ubyte0_e32 v1, s1
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v1, s0, v1
	global_atomic_add_f32 v4, v1, s[2:3] scope:SCOPE_DEV
.LBB10_10:
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v1, 0
	global_atomic_cmpswap_b32 v0, v1, v[0:1], s[4:5] offset:12 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v0, off offset:4
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 4
		.amdhsa_round_robin_scheduling 0
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
	.set atomics.num_vgpr, 6
	.set atomics.num_agpr, 0
	.set atomics.numbered_sgpr, 10
	.set atomics.num_named_barrier, 0
	.set atomics.private_seg_size, 0
	.set atomics.uses_vcc, 1
	.set atomics.uses_flat_scratch, 0
	.set atomics.has_dyn_sized_stack, 0
	.set atomics.has_recursion, 0
	.set atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 452
; TotalNumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_atomics ; -- Begin function __clang_ocl_kern_imp_atomics
	.globl	__clang_ocl_kern_imp_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics,@function
__clang_ocl_kern_imp_atomics:           ; @__clang_ocl_kern_imp_atomics
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v10, 1 :: v_dual_and_b32 v7, 0x3ff, v31
	global_atomic_add_u32 v11, v[0:1], v10, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	v_lshl_add_u32 v7, ttmp9, 6, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64_e32 v[8:9], 2, v[7:8]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v2, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v9, vcc_lo
	v_mov_b32_e32 v8, 0
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v11, off
	s_clause 0x1
	global_atomic_add_u32 v[0:1], v10, off offset:4 scope:SCOPE_DEV
	global_atomic_max_i32 v[0:1], v7, off offset:8 scope:SCOPE_DEV
	global_atomic_add_f32 v[4:5], v6, off scope:SCOPE_DEV
	global_atomic_cmpswap_b32 v0, v[0:1], v[7:8], off offset:12 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v0, off offset:4
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_atomics, .Lfunc_end11-__clang_ocl_kern_imp_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 180
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_atomics             ; -- Begin function lds_atomics
	.globl	lds_atomics
	.p2align	8
	.type	lds_atomics,@function
lds_atomics:                            ; @lds_atomics
; %bb.0:
	v_dual_mov_b32 v2, 0 :: v_dual_and_b32 v1, 63, v0
	s_load_b64 s[0:1], s[0:1], 0x0
	v_mov_b32_e32 v3, 1
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v1, 2, v1
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v2, 7, v0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b32_e32 v2, 2, v2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_add_rtn_u32 v4, v2, v3
	ds_add_u32 v2, v3 offset:32
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v2, v2, v4
	global_store_b32 v[0:1], v2, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 2
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.set lds_atomics.numbered_sgpr, 2
	.set lds_atomics.num_named_barrier, 0
	.set lds_atomics.private_seg_size, 0
	.set lds_atomics.uses_vcc, 1
	.set lds_atomics.uses_flat_scratch, 0
	.set lds_atomics.has_dyn_sized_stack, 0
	.set lds_atomics.has_recursion, 0
	.set lds_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 188
; TotalNumSgprs: 4
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 4
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_atomics ; -- Begin function __clang_ocl_kern_imp_lds_atomics
	.globl	__clang_ocl_kern_imp_lds_atomics
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_atomics,@function
__clang_ocl_kern_imp_lds_atomics:       ; @__clang_ocl_kern_imp_lds_atomics
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v2, 0
	s_trap 2
	ds_store_b32 v0, v2
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v2, 1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_add_rtn_u32 v4, v0, v2
	ds_add_u32 v0, v2
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v2, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v2, ttmp9, 6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v5, v0
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v0, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v4, v5, v4
	global_store_b32 v[0:1], v4, off
	s_setpc_b64 s[30:31]
.Lfunc_end13:
	.size	__clang_ocl_kern_imp_lds_atomics, .Lfunc_end13-__clang_ocl_kern_imp_lds_atomics
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_atomics.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_atomics.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_atomics.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_atomics.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_atomics.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_atomics.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_atomics.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_atomics.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 188
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	branches                ; -- Begin function branches
	.globl	branches
	.p2align	8
	.type	branches,@function
branches:                               ; @branches
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_mov_b32 s1, exec_lo
                                        ; implicit-def: $vgpr4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	global_load_b32 v5, v[2:3], off
	s_wait_loadcnt 0x0
	v_cmpx_gt_i32_e32 1, v5
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB14_8
; %bb.1:
	s_mov_b32 s2, exec_lo
                                        ; implicit-def: $vgpr4
	v_cmpx_lt_i32_e32 -6, v5
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB14_5
; %bb.2:
	v_add_nc_u32_e32 v2, 10, v5
	s_mov_b32 s8, 0
	s_mov_b32 s3, 0
.LBB14_3:                               ; =>This Inner Loop Header: Depth=1
	s_load_b32 s9, s[4:5], 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v2, -1, v2
	s_add_nc_u64 s[4:5], s[4:5], 4
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_wait_kmcnt 0x0
	s_add_co_i32 s8, s9, s8
	s_or_b32 s3, vcc_lo, s3
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v4, s8
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB14_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s3
                                        ; implicit-def: $vgpr2
.LBB14_5:
	s_and_not1_saveexec_b32 s2, s2
	s_cbranch_execz .LBB14_7
; %bb.6:
	s_lshl_b32 s4, s0, 1
	s_wait_alu depctr_sa_sdst(0)
	s_ashr_i32 s5, s4, 31
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[4:5], s[4:5], 2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v2, vcc_lo, v2, s4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v4, -7, v2
.LBB14_7:
	s_or_b32 exec_lo, exec_lo, s2
                                        ; implicit-def: $vgpr2
.LBB14_8:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s2, s1
	s_cbranch_execz .LBB14_10
; %bb.9:
	s_ashr_i32 s1, s0, 31
	s_wait_alu depctr_sa_sdst(0)
	s_lshl_b64 s[0:1], s[0:1], 2
	s_wait_alu depctr_sa_sdst(0)
	v_add_co_u32 v2, vcc_lo, v2, s0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	global_load_b32 v2, v[2:3], off
	s_wait_loadcnt 0x0
	v_lshl_add_u32 v4, v2, 1, v2
.LBB14_10:
	s_or_b32 exec_lo, exec_lo, s2
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_store_b32 v[0:1], v4, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 10
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
		.amdhsa_round_robin_scheduling 0
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
	.set branches.numbered_sgpr, 10
	.set branches.num_named_barrier, 0
	.set branches.private_seg_size, 0
	.set branches.uses_vcc, 1
	.set branches.uses_flat_scratch, 0
	.set branches.has_dyn_sized_stack, 0
	.set branches.has_recursion, 0
	.set branches.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 12
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_branches ; -- Begin function __clang_ocl_kern_imp_branches
	.globl	__clang_ocl_kern_imp_branches
	.p2align	2
	.type	__clang_ocl_kern_imp_branches,@function
__clang_ocl_kern_imp_branches:          ; @__clang_ocl_kern_imp_branches
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v5, ttmp9, 6, v5
	v_ashrrev_i32_e32 v6, 31, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[5:6]
                                        ; implicit-def: $vgpr5
	v_add_co_u32 v8, vcc_lo, v0, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, v1, v7, vcc_lo
	global_load_b32 v10, v[8:9], off
	s_wait_loadcnt 0x0
	v_cmpx_gt_i32_e32 1, v10
	s_xor_b32 s1, exec_lo, s0
	s_cbranch_execz .LBB15_8
; %bb.1:
                                        ; implicit-def: $vgpr5
	s_mov_b32 s0, exec_lo
	v_cmpx_lt_i32_e32 -6, v10
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, exec_lo, s0
	s_cbranch_execz .LBB15_5
; %bb.2:
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v4, 10, v10
	s_mov_b32 s3, 0
.LBB15_3:                               ; =>This Inner Loop Header: Depth=1
	global_load_b32 v8, v[0:1], off
	v_add_nc_u32_e32 v4, -1, v4
	v_add_co_u32 v0, vcc_lo, v0, 4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_cmp_eq_u32_e64 s0, 0, v4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s3, s0, s3
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v5, v8, v5
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB15_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s3
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr8
.LBB15_5:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s2
	s_cbranch_execz .LBB15_7
; %bb.6:
	v_lshlrev_b32_e32 v0, 1, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v8, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v9, v1, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v5, -7, v0
.LBB15_7:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr8
.LBB15_8:
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_saveexec_b32 s0, s1
	s_cbranch_execz .LBB15_10
; %bb.9:
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 2, v[4:5]
	v_add_co_u32 v0, vcc_lo, v8, v0
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v9, v1, vcc_lo
	global_load_b32 v0, v[0:1], off
	s_wait_loadcnt 0x0
	v_lshl_add_u32 v5, v0, 1, v0
.LBB15_10:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_co_u32 v0, vcc_lo, v2, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v7, vcc_lo
	global_store_b32 v[0:1], v5, off
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
; codeLenInByte = 420
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	scalar_loads            ; -- Begin function scalar_loads
	.globl	scalar_loads
	.p2align	8
	.type	scalar_loads,@function
scalar_loads:                           ; @scalar_loads
; %bb.0:
	s_clause 0x1
	s_load_b32 s4, s[0:1], 0x10
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_wait_kmcnt 0x0
	s_ashr_i32 s5, s4, 31
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_lshl_b64 s[4:5], s[4:5], 2
	v_add_co_ci_u32_e64 v1, null, s3, v1, vcc_lo
	s_add_nc_u64 s[4:5], s[0:1], s[4:5]
	s_load_b64 s[4:5], s[4:5], 0x0
	s_wait_kmcnt 0x0
	s_and_b32 s6, s4, 15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_lshl_b32 s6, s6, 2
	s_load_b32 s0, s[0:1], s6 offset:0x0
	s_add_co_i32 s1, s5, s4
	s_wait_kmcnt 0x0
	s_wait_alu depctr_sa_sdst(0)
	s_add_co_i32 s0, s1, s0
	s_wait_alu depctr_sa_sdst(0)
	v_mov_b32_e32 v2, s0
	global_store_b32 v[0:1], v2, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.set scalar_loads.num_vgpr, 3
	.set scalar_loads.num_agpr, 0
	.set scalar_loads.numbered_sgpr, 7
	.set scalar_loads.num_named_barrier, 0
	.set scalar_loads.private_seg_size, 0
	.set scalar_loads.uses_vcc, 1
	.set scalar_loads.uses_flat_scratch, 0
	.set scalar_loads.has_dyn_sized_stack, 0
	.set scalar_loads.has_recursion, 0
	.set scalar_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 148
; TotalNumSgprs: 9
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_scalar_loads ; -- Begin function __clang_ocl_kern_imp_scalar_loads
	.globl	__clang_ocl_kern_imp_scalar_loads
	.p2align	2
	.type	__clang_ocl_kern_imp_scalar_loads,@function
__clang_ocl_kern_imp_scalar_loads:      ; @__clang_ocl_kern_imp_scalar_loads
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, vcc_lo, v0, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v5, null, v1, v5, vcc_lo
	global_load_b64 v[4:5], v[4:5], off
	s_wait_loadcnt 0x0
	v_and_b32_e32 v6, 15, v4
	v_lshlrev_b32_e32 v6, 2, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	global_load_b32 v6, v[0:1], off
	v_and_b32_e32 v0, 0x3ff, v31
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v2, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v1, vcc_lo
	s_wait_loadcnt 0x0
	v_add3_u32 v4, v5, v4, v6
	global_store_b32 v[0:1], v4, off
	s_setpc_b64 s[30:31]
.Lfunc_end17:
	.size	__clang_ocl_kern_imp_scalar_loads, .Lfunc_end17-__clang_ocl_kern_imp_scalar_loads
                                        ; -- End function
	.set __clang_ocl_kern_imp_scalar_loads.num_vgpr, 32
	.set __clang_ocl_kern_imp_scalar_loads.num_agpr, 0
	.set __clang_ocl_kern_imp_scalar_loads.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_scalar_loads.num_named_barrier, 0
	.set __clang_ocl_kern_imp_scalar_loads.private_seg_size, 0
	.set __clang_ocl_kern_imp_scalar_loads.uses_vcc, 1
	.set __clang_ocl_kern_imp_scalar_loads.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_recursion, 0
	.set __clang_ocl_kern_imp_scalar_loads.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 196
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	double_math             ; -- Begin function double_math
	.globl	double_math
	.p2align	8
	.type	double_math,@function
double_math:                            ; @double_math
; %bb.0:
	s_load_b32 s2, s[0:1], 0x18
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB18_2
; %bb.1:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[0:1], 3, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v1, vcc_lo
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	global_load_b64 v[2:3], v[2:3], off
	global_load_b64 v[4:5], v[0:1], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[4:5], s[0:1], v[2:3], v[4:5]
	v_add_f64_e32 v[2:3], 1.0, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[6:7], null, v[2:3], v[2:3], v[4:5]
	v_rcp_f64_e32 v[8:9], v[6:7]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc_lo, v[4:5], v[2:3], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[2:3], v[6:7], v[2:3], v[4:5]
	global_store_b64 v[0:1], v[2:3], off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
		.amdhsa_round_robin_scheduling 0
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
; codeLenInByte = 268
; TotalNumSgprs: 10
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_double_math ; -- Begin function __clang_ocl_kern_imp_double_math
	.globl	__clang_ocl_kern_imp_double_math
	.p2align	2
	.type	__clang_ocl_kern_imp_double_math,@function
__clang_ocl_kern_imp_double_math:       ; @__clang_ocl_kern_imp_double_math
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v7, 0x3ff, v31
	s_mov_b32 s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v7, ttmp9, 6, v7
	v_cmpx_lt_i32_e64 v7, v6
	s_cbranch_execz .LBB19_2
; %bb.1:
	v_ashrrev_i32_e32 v8, 31, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 3, v[7:8]
	v_add_co_u32 v0, vcc_lo, v0, v6
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v7, vcc_lo
	global_load_b64 v[0:1], v[0:1], off
	global_load_b64 v[6:7], v[2:3], off
	s_wait_loadcnt 0x0
	v_fma_f64 v[4:5], v[4:5], v[0:1], v[6:7]
	v_add_f64_e32 v[0:1], 1.0, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_scale_f64 v[6:7], null, v[0:1], v[0:1], v[4:5]
	v_rcp_f64_e32 v[8:9], v[6:7]
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f64 v[10:11], -v[6:7], v[8:9], 1.0
	v_fma_f64 v[8:9], v[8:9], v[10:11], v[8:9]
	v_div_scale_f64 v[10:11], vcc_lo, v[4:5], v[0:1], v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f64_e32 v[12:13], v[10:11], v[8:9]
	v_fma_f64 v[6:7], -v[6:7], v[12:13], v[10:11]
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_div_fmas_f64 v[6:7], v[6:7], v[8:9], v[12:13]
	v_div_fixup_f64 v[0:1], v[6:7], v[0:1], v[4:5]
	global_store_b64 v[2:3], v[0:1], off
.LBB19_2:
	s_or_b32 exec_lo, exec_lo, s0
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
; codeLenInByte = 280
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_ops                ; -- Begin function wave_ops
	.globl	wave_ops
	.p2align	8
	.type	wave_ops,@function
wave_ops:                               ; @wave_ops
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_add_u32 v1, ttmp9, 6, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64_e32 v[1:2], 2, v[1:2]
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v3, vcc_lo, s0, v1
	v_add_co_ci_u32_e64 v4, null, s1, v2, vcc_lo
	global_load_b32 v3, v[3:4], off
	s_wait_loadcnt 0x0
	ds_bpermute_b32 v0, v0, v3 offset:4
	v_readfirstlane_b32 s0, v3
	s_wait_dscnt 0x0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32_e64_dpp v3, v3, v0, s0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v0, vcc_lo, s2, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc_lo
	global_store_b32 v[0:1], v3, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 4
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.set wave_ops.num_vgpr, 5
	.set wave_ops.num_agpr, 0
	.set wave_ops.numbered_sgpr, 4
	.set wave_ops.num_named_barrier, 0
	.set wave_ops.private_seg_size, 0
	.set wave_ops.uses_vcc, 1
	.set wave_ops.uses_flat_scratch, 0
	.set wave_ops.has_dyn_sized_stack, 0
	.set wave_ops.has_recursion, 0
	.set wave_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 144
; TotalNumSgprs: 6
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 6
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_wave_ops ; -- Begin function __clang_ocl_kern_imp_wave_ops
	.globl	__clang_ocl_kern_imp_wave_ops
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_ops,@function
__clang_ocl_kern_imp_wave_ops:          ; @__clang_ocl_kern_imp_wave_ops
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v6, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v4, ttmp9, 6, v6
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_add_co_u32 v0, vcc_lo, v0, v4
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v1, null, v1, v5, vcc_lo
	global_load_b32 v0, v[0:1], off
	v_lshlrev_b32_e32 v1, 2, v6
	s_wait_loadcnt 0x0
	ds_bpermute_b32 v1, v1, v0 offset:4
	v_readfirstlane_b32 s0, v0
	s_wait_dscnt 0x0
	s_wait_alu depctr_va_sdst(0)
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32_e64_dpp v6, v0, v1, s0 row_shr:1 row_mask:0xf bank_mask:0xf bound_ctrl:1
	v_add_co_u32 v0, vcc_lo, v2, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v3, v5, vcc_lo
	global_store_b32 v[0:1], v6, off
	s_setpc_b64 s[30:31]
.Lfunc_end21:
	.size	__clang_ocl_kern_imp_wave_ops, .Lfunc_end21-__clang_ocl_kern_imp_wave_ops
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_ops.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_ops.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_ops.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_ops.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_ops.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_ops.uses_vcc, 1
	.set __clang_ocl_kern_imp_wave_ops.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_ops.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_ops.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_ops.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 168
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	vectors                 ; -- Begin function vectors
	.globl	vectors
	.p2align	8
	.type	vectors,@function
vectors:                                ; @vectors
; %bb.0:
	s_load_b256 s[0:7], s[0:1], 0x0
	v_lshl_add_u32 v8, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64_e32 v[6:7], 4, v[8:9]
	s_wait_kmcnt 0x0
	v_add_co_u32 v10, vcc_lo, s4, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v11, null, s5, v9, vcc_lo
	v_add_co_u32 v0, vcc_lo, s0, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s1, v7, vcc_lo
	global_load_u16 v5, v[10:11], off
	v_add_co_u32 v12, vcc_lo, s2, v6
	global_load_b128 v[0:3], v[0:1], off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s3, v7, vcc_lo
	s_wait_loadcnt 0x1
	v_cvt_f32_ubyte0_e32 v4, v5
	v_cvt_f32_ubyte1_e32 v5, v5
	s_wait_loadcnt 0x0
	v_fma_f32 v7, v3, 2.0, 1.0
	v_fma_f32 v6, v2, 2.0, 0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_fmac_f32 v4, 2.0, v0 :: v_dual_fmac_f32 v5, 2.0, v1
	v_lshlrev_b64_e32 v[0:1], 1, v[8:9]
	global_store_b128 v[12:13], v[4:7], off
	global_load_u8 v2, v[10:11], off
	v_add_co_u32 v0, vcc_lo, s6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v1, vcc_lo
	s_wait_loadcnt 0x0
	v_mul_lo_u16 v2, v2, 3
	global_store_b16 v[0:1], v2, off
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
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 14
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.set vectors.num_vgpr, 14
	.set vectors.num_agpr, 0
	.set vectors.numbered_sgpr, 8
	.set vectors.num_named_barrier, 0
	.set vectors.private_seg_size, 0
	.set vectors.uses_vcc, 1
	.set vectors.uses_flat_scratch, 0
	.set vectors.has_dyn_sized_stack, 0
	.set vectors.has_recursion, 0
	.set vectors.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 236
; TotalNumSgprs: 10
; NumVgprs: 14
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 14
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_vectors ; -- Begin function __clang_ocl_kern_imp_vectors
	.globl	__clang_ocl_kern_imp_vectors
	.p2align	2
	.type	__clang_ocl_kern_imp_vectors,@function
__clang_ocl_kern_imp_vectors:           ; @__clang_ocl_kern_imp_vectors
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v12, ttmp9, 6, v8
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32 v4, vcc_lo, v4, v12
	s_delay_alu instid0(VALU_DEP_2)
	v_lshlrev_b64_e32 v[14:15], 4, v[12:13]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, v5, v13, vcc_lo
	global_load_u16 v16, v[4:5], off
	v_add_co_u32 v0, vcc_lo, v0, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v1, v15, vcc_lo
	v_add_co_u32 v14, vcc_lo, v2, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, v3, v15, vcc_lo
	global_load_b128 v[8:11], v[0:1], off
	s_wait_loadcnt 0x1
	v_cvt_f32_ubyte0_e32 v0, v16
	v_cvt_f32_ubyte1_e32 v1, v16
	s_wait_loadcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_fmac_f32 v1, 2.0, v9 :: v_dual_fmac_f32 v0, 2.0, v8
	v_fma_f32 v3, v11, 2.0, 1.0
	v_fma_f32 v2, v10, 2.0, 0
	global_store_b128 v[14:15], v[0:3], off
	global_load_u8 v2, v[4:5], off
	v_lshlrev_b64_e32 v[0:1], 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v0, vcc_lo, v6, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, v7, v1, vcc_lo
	s_wait_loadcnt 0x0
	v_mul_lo_u16 v2, v2, 3
	global_store_b16 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.Lfunc_end23:
	.size	__clang_ocl_kern_imp_vectors, .Lfunc_end23-__clang_ocl_kern_imp_vectors
                                        ; -- End function
	.set __clang_ocl_kern_imp_vectors.num_vgpr, 32
	.set __clang_ocl_kern_imp_vectors.num_agpr, 0
	.set __clang_ocl_kern_imp_vectors.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_vectors.num_named_barrier, 0
	.set __clang_ocl_kern_imp_vectors.private_seg_size, 0
	.set __clang_ocl_kern_imp_vectors.uses_vcc, 1
	.set __clang_ocl_kern_imp_vectors.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_vectors.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_vectors.has_recursion, 0
	.set __clang_ocl_kern_imp_vectors.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 260
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         gemm_tiled.kd
    .uses_dynamic_stack: false
    .vgpr_count:     41
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     7
    .sgpr_spill_count: 0
    .symbol:         reduce_sum.kd
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         scan_inclusive.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         stencil3.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         transpose.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     4
    .sgpr_spill_count: 0
    .symbol:         lds_atomics.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         branches.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         scalar_loads.kd
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         double_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     6
    .sgpr_spill_count: 0
    .symbol:         wave_ops.kd
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vectors.kd
    .uses_dynamic_stack: false
    .vgpr_count:     14
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
