	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	private_scratch         ; -- Begin function private_scratch
	.globl	private_scratch
	.p2align	8
	.type	private_scratch,@function
private_scratch:                        ; @private_scratch
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v1, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x10
	s_wait_kmcnt 0x0
	s_clause 0x37
	global_load_b32 v2, v1, s[4:5] scale_offset
	global_load_b32 v3, v1, s[4:5] offset:256 scale_offset
	global_load_b32 v4, v1, s[4:5] offset:512 scale_offset
	global_load_b32 v5, v1, s[4:5] offset:768 scale_offset
	global_load_b32 v6, v1, s[4:5] offset:1024 scale_offset
	global_load_b32 v7, v1, s[4:5] offset:1280 scale_offset
	global_load_b32 v8, v1, s[4:5] offset:1536 scale_offset
	global_load_b32 v9, v1, s[4:5] offset:1792 scale_offset
	global_load_b32 v10, v1, s[4:5] offset:2048 scale_offset
	global_load_b32 v11, v1, s[4:5] offset:2304 scale_offset
	global_load_b32 v12, v1, s[4:5] offset:2560 scale_offset
	global_load_b32 v13, v1, s[4:5] offset:2816 scale_offset
	global_load_b32 v14, v1, s[4:5] offset:3072 scale_offset
	global_load_b32 v15, v1, s[4:5] offset:3328 scale_offset
	global_load_b32 v16, v1, s[4:5] offset:3584 scale_offset
	global_load_b32 v17, v1, s[4:5] offset:3840 scale_offset
	global_load_b32 v18, v1, s[4:5] offset:4096 scale_offset
	global_load_b32 v19, v1, s[4:5] offset:4352 scale_offset
	global_load_b32 v20, v1, s[4:5] offset:4608 scale_offset
	global_load_b32 v21, v1, s[4:5] offset:4864 scale_offset
	global_load_b32 v22, v1, s[4:5] offset:5120 scale_offset
	global_load_b32 v23, v1, s[4:5] offset:5376 scale_offset
	global_load_b32 v24, v1, s[4:5] offset:5632 scale_offset
	global_load_b32 v25, v1, s[4:5] offset:5888 scale_offset
	global_load_b32 v26, v1, s[4:5] offset:6144 scale_offset
	global_load_b32 v27, v1, s[4:5] offset:6400 scale_offset
	global_load_b32 v28, v1, s[4:5] offset:6656 scale_offset
	global_load_b32 v29, v1, s[4:5] offset:6912 scale_offset
	global_load_b32 v30, v1, s[4:5] offset:7168 scale_offset
	global_load_b32 v31, v1, s[4:5] offset:7424 scale_offset
	global_load_b32 v32, v1, s[4:5] offset:7680 scale_offset
	global_load_b32 v33, v1, s[4:5] offset:7936 scale_offset
	global_load_b32 v34, v1, s[4:5] offset:8192 scale_offset
	global_load_b32 v35, v1, s[4:5] offset:8448 scale_offset
	global_load_b32 v36, v1, s[4:5] offset:8704 scale_offset
	global_load_b32 v37, v1, s[4:5] offset:8960 scale_offset
	global_load_b32 v38, v1, s[4:5] offset:9216 scale_offset
	global_load_b32 v39, v1, s[4:5] offset:9472 scale_offset
	global_load_b32 v40, v1, s[4:5] offset:9728 scale_offset
	global_load_b32 v41, v1, s[4:5] offset:9984 scale_offset
	global_load_b32 v42, v1, s[4:5] offset:10240 scale_offset
	global_load_b32 v43, v1, s[4:5] offset:10496 scale_offset
	global_load_b32 v44, v1, s[4:5] offset:10752 scale_offset
	global_load_b32 v45, v1, s[4:5] offset:11008 scale_offset
	global_load_b32 v46, v1, s[4:5] offset:11264 scale_offset
	global_load_b32 v47, v1, s[4:5] offset:11520 scale_offset
	global_load_b32 v48, v1, s[4:5] offset:11776 scale_offset
	global_load_b32 v49, v1, s[4:5] offset:12032 scale_offset
	global_load_b32 v50, v1, s[4:5] offset:12288 scale_offset
	global_load_b32 v51, v1, s[4:5] offset:12544 scale_offset
	global_load_b32 v52, v1, s[4:5] offset:12800 scale_offset
	global_load_b32 v53, v1, s[4:5] offset:13056 scale_offset
	global_load_b32 v54, v1, s[4:5] offset:13312 scale_offset
	global_load_b32 v55, v1, s[4:5] offset:13568 scale_offset
	global_load_b32 v56, v1, s[4:5] offset:13824 scale_offset
	global_load_b32 v57, v1, s[4:5] offset:14080 scale_offset
	s_wait_loadcnt 0x34
	scratch_store_b128 off, v[2:5], off
	s_wait_loadcnt 0x30
	scratch_store_b128 off, v[6:9], off offset:16
	s_clause 0x7
	global_load_b32 v2, v1, s[4:5] offset:14336 scale_offset
	global_load_b32 v3, v1, s[4:5] offset:14592 scale_offset
	global_load_b32 v4, v1, s[4:5] offset:14848 scale_offset
	global_load_b32 v5, v1, s[4:5] offset:15104 scale_offset
	global_load_b32 v6, v1, s[4:5] offset:15360 scale_offset
	global_load_b32 v7, v1, s[4:5] offset:15616 scale_offset
	global_load_b32 v8, v1, s[4:5] offset:15872 scale_offset
	global_load_b32 v9, v1, s[4:5] offset:16128 scale_offset
	v_add_nc_u32_e32 v58, s0, v0
	v_mul_u32_u24_e32 v0, 7, v0
	s_and_b32 s0, s0, 63
	s_wait_loadcnt 0x34
	scratch_store_b128 off, v[10:13], off offset:32
	s_wait_loadcnt 0x30
	scratch_store_b128 off, v[14:17], off offset:48
	s_wait_loadcnt 0x2c
	scratch_store_b128 off, v[18:21], off offset:64
	s_wait_loadcnt 0x28
	scratch_store_b128 off, v[22:25], off offset:80
	s_wait_loadcnt 0x24
	scratch_store_b128 off, v[26:29], off offset:96
	s_wait_loadcnt 0x20
	scratch_store_b128 off, v[30:33], off offset:112
	s_wait_loadcnt 0x1c
	scratch_store_b128 off, v[34:37], off offset:128
	s_wait_loadcnt 0x18
	scratch_store_b128 off, v[38:41], off offset:144
	s_wait_loadcnt 0x14
	scratch_store_b128 off, v[42:45], off offset:160
	s_wait_loadcnt 0x10
	scratch_store_b128 off, v[46:49], off offset:176
	s_wait_loadcnt 0xc
	scratch_store_b128 off, v[50:53], off offset:192
	s_wait_loadcnt 0x8
	scratch_store_b128 off, v[54:57], off offset:208
	s_wait_loadcnt 0x4
	scratch_store_b128 off, v[2:5], off offset:224
	s_wait_loadcnt 0x0
	scratch_store_b128 off, v[6:9], off offset:240
	v_and_b32_e32 v58, 63, v58
	v_and_b32_e32 v0, 63, v0
	s_lshl_b32 s0, s0, 2
	scratch_load_b32 v2, v58, off scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, 5, v2
	s_clause 0x2
	scratch_store_b32 v58, v2, off scale_offset
	scratch_load_b32 v2, off, s0
	scratch_load_b32 v0, v0, off scale_offset
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v0, v0, v2
	global_store_b32 v1, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_scratch
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 260
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 59
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 10
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
	.size	private_scratch, .Lfunc_end0-private_scratch
                                        ; -- End function
	.set private_scratch.num_vgpr, 59
	.set private_scratch.num_agpr, 0
	.set private_scratch.numbered_sgpr, 8
	.set private_scratch.num_named_barrier, 0
	.set private_scratch.private_seg_size, 260
	.set private_scratch.uses_vcc, 0
	.set private_scratch.uses_flat_scratch, 1
	.set private_scratch.has_dyn_sized_stack, 0
	.set private_scratch.has_recursion, 0
	.set private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1184
; TotalNumSgprs: 8
; NumVgprs: 59
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 59
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_scratch ; -- Begin function __clang_ocl_kern_imp_private_scratch
	.globl	__clang_ocl_kern_imp_private_scratch
	.p2align	2
	.type	__clang_ocl_kern_imp_private_scratch,@function
__clang_ocl_kern_imp_private_scratch:   ; @__clang_ocl_kern_imp_private_scratch
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v6, ttmp9, 6, v5
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[38:39], 2, v[6:7]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[38:39]
	s_clause 0x2f
	global_load_b32 v6, v[0:1], off
	global_load_b32 v7, v[0:1], off offset:256
	global_load_b32 v8, v[0:1], off offset:512
	global_load_b32 v9, v[0:1], off offset:768
	global_load_b32 v10, v[0:1], off offset:1024
	global_load_b32 v11, v[0:1], off offset:1280
	global_load_b32 v12, v[0:1], off offset:1536
	global_load_b32 v13, v[0:1], off offset:1792
	global_load_b32 v14, v[0:1], off offset:2048
	global_load_b32 v15, v[0:1], off offset:2304
	global_load_b32 v16, v[0:1], off offset:2560
	global_load_b32 v17, v[0:1], off offset:2816
	global_load_b32 v18, v[0:1], off offset:3072
	global_load_b32 v19, v[0:1], off offset:3328
	global_load_b32 v20, v[0:1], off offset:3584
	global_load_b32 v21, v[0:1], off offset:3840
	global_load_b32 v22, v[0:1], off offset:4096
	global_load_b32 v23, v[0:1], off offset:4352
	global_load_b32 v24, v[0:1], off offset:4608
	global_load_b32 v25, v[0:1], off offset:4864
	global_load_b32 v26, v[0:1], off offset:5120
	global_load_b32 v27, v[0:1], off offset:5376
	global_load_b32 v28, v[0:1], off offset:5632
	global_load_b32 v29, v[0:1], off offset:5888
	global_load_b32 v30, v[0:1], off offset:6144
	global_load_b32 v31, v[0:1], off offset:6400
	global_load_b32 v32, v[0:1], off offset:6656
	global_load_b32 v33, v[0:1], off offset:6912
	global_load_b32 v34, v[0:1], off offset:7168
	global_load_b32 v35, v[0:1], off offset:7424
	global_load_b32 v36, v[0:1], off offset:7680
	global_load_b32 v37, v[0:1], off offset:7936
	global_load_b32 v48, v[0:1], off offset:8192
	global_load_b32 v49, v[0:1], off offset:8448
	global_load_b32 v50, v[0:1], off offset:8704
	global_load_b32 v51, v[0:1], off offset:8960
	global_load_b32 v52, v[0:1], off offset:9216
	global_load_b32 v53, v[0:1], off offset:9472
	global_load_b32 v54, v[0:1], off offset:9728
	global_load_b32 v55, v[0:1], off offset:9984
	global_load_b32 v64, v[0:1], off offset:10240
	global_load_b32 v65, v[0:1], off offset:10496
	global_load_b32 v66, v[0:1], off offset:10752
	global_load_b32 v67, v[0:1], off offset:11008
	global_load_b32 v68, v[0:1], off offset:11264
	global_load_b32 v69, v[0:1], off offset:11520
	global_load_b32 v70, v[0:1], off offset:11776
	global_load_b32 v71, v[0:1], off offset:12032
	s_wait_loadcnt 0x28
	scratch_store_b128 off, v[10:13], s32 offset:16
	s_wait_loadcnt 0x24
	s_clause 0x1
	scratch_store_b128 off, v[14:17], s32 offset:32
	scratch_store_b128 off, v[6:9], s32
	s_clause 0xf
	global_load_b32 v6, v[0:1], off offset:12288
	global_load_b32 v7, v[0:1], off offset:12544
	global_load_b32 v8, v[0:1], off offset:12800
	global_load_b32 v9, v[0:1], off offset:13056
	global_load_b32 v80, v[0:1], off offset:13312
	global_load_b32 v81, v[0:1], off offset:13568
	global_load_b32 v82, v[0:1], off offset:13824
	global_load_b32 v83, v[0:1], off offset:14080
	global_load_b32 v10, v[0:1], off offset:14336
	global_load_b32 v11, v[0:1], off offset:14592
	global_load_b32 v12, v[0:1], off offset:14848
	global_load_b32 v13, v[0:1], off offset:15104
	global_load_b32 v14, v[0:1], off offset:15360
	global_load_b32 v15, v[0:1], off offset:15616
	global_load_b32 v16, v[0:1], off offset:15872
	global_load_b32 v17, v[0:1], off offset:16128
	s_wait_xcnt 0x0
	v_add_nc_u32_e32 v0, v4, v5
	v_mul_u32_u24_e32 v5, 7, v5
	v_and_b32_e32 v4, 63, v4
	s_wait_loadcnt 0x30
	scratch_store_b128 off, v[18:21], s32 offset:48
	s_wait_loadcnt 0x2c
	scratch_store_b128 off, v[22:25], s32 offset:64
	s_wait_loadcnt 0x28
	scratch_store_b128 off, v[26:29], s32 offset:80
	s_wait_loadcnt 0x24
	scratch_store_b128 off, v[30:33], s32 offset:96
	s_wait_loadcnt 0x20
	scratch_store_b128 off, v[34:37], s32 offset:112
	s_wait_loadcnt 0x1c
	scratch_store_b128 off, v[48:51], s32 offset:128
	s_wait_loadcnt 0x18
	scratch_store_b128 off, v[52:55], s32 offset:144
	s_wait_loadcnt 0x14
	scratch_store_b128 off, v[64:67], s32 offset:160
	s_wait_loadcnt 0x10
	scratch_store_b128 off, v[68:71], s32 offset:176
	s_wait_loadcnt 0xc
	scratch_store_b128 off, v[6:9], s32 offset:192
	s_wait_loadcnt 0x8
	scratch_store_b128 off, v[80:83], s32 offset:208
	s_wait_loadcnt 0x4
	scratch_store_b128 off, v[10:13], s32 offset:224
	s_wait_loadcnt 0x0
	scratch_store_b128 off, v[14:17], s32 offset:240
	v_and_b32_e32 v0, 63, v0
	v_and_b32_e32 v5, 63, v5
	scratch_load_b32 v1, v0, s32 scale_offset
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v1, 5, v1
	s_clause 0x2
	scratch_store_b32 v0, v1, s32 scale_offset
	scratch_load_b32 v4, v4, s32 scale_offset
	scratch_load_b32 v5, v5, s32 scale_offset
	s_wait_xcnt 0x2
	v_add_nc_u64_e32 v[0:1], v[2:3], v[38:39]
	s_wait_loadcnt 0x0
	v_add_nc_u32_e32 v2, v5, v4
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_private_scratch, .Lfunc_end1-__clang_ocl_kern_imp_private_scratch
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_scratch.num_vgpr, 84
	.set __clang_ocl_kern_imp_private_scratch.num_agpr, 0
	.set __clang_ocl_kern_imp_private_scratch.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_private_scratch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_scratch.private_seg_size, 260
	.set __clang_ocl_kern_imp_private_scratch.uses_vcc, 0
	.set __clang_ocl_kern_imp_private_scratch.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_private_scratch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_scratch.has_recursion, 0
	.set __clang_ocl_kern_imp_private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1192
; TotalNumSgprs: 33
; NumVgprs: 84
; ScratchSize: 260
; MemoryBound: 0
	.text
	.protected	private_regs            ; -- Begin function private_regs
	.globl	private_regs
	.p2align	8
	.type	private_regs,@function
private_regs:                           ; @private_regs
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v10, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, 3, v10
	v_ashrrev_i32_e32 v1, 31, v0
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[8:9], v[0:1], 2, s[4:5]
	s_clause 0x2
	global_load_b128 v[4:7], v[8:9], off offset:16
	global_load_b128 v[0:3], v[8:9], off
	global_load_b32 v8, v10, s[4:5] scale_offset
	s_and_b32 m0, s0, 7
	s_add_co_i32 s0, s0, 3
	s_wait_loadcnt 0x1
	v_movreld_b32_e32 v0, 1.0
	s_wait_loadcnt 0x0
	v_cmp_lt_f32_e32 vcc_lo, 0, v8
	s_and_b32 m0, s0, 7
	v_cndmask_b32_e64 v9, 6, 1, vcc_lo
	v_cndmask_b32_e32 v11, v0, v1, vcc_lo
	v_movrels_b32_e32 v0, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_cmp_eq_u32_e32 vcc_lo, 2, v9
	v_cndmask_b32_e32 v11, v11, v2, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, v11, v3, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v9
	v_cndmask_b32_e32 v11, v11, v4, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e32 v11, v11, v5, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0, v8
	v_cndmask_b32_e32 v8, v11, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cndmask_b32_e32 v1, v8, v7, vcc_lo
	v_add_f32_e32 v0, v0, v1
	global_store_b32 v10, v0, s[6:7] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_regs
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end2:
	.size	private_regs, .Lfunc_end2-private_regs
                                        ; -- End function
	.set private_regs.num_vgpr, 12
	.set private_regs.num_agpr, 0
	.set private_regs.numbered_sgpr, 8
	.set private_regs.num_named_barrier, 0
	.set private_regs.private_seg_size, 0
	.set private_regs.uses_vcc, 1
	.set private_regs.uses_flat_scratch, 0
	.set private_regs.has_dyn_sized_stack, 0
	.set private_regs.has_recursion, 0
	.set private_regs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 232
; TotalNumSgprs: 10
; NumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 12
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_private_regs ; -- Begin function __clang_ocl_kern_imp_private_regs
	.globl	__clang_ocl_kern_imp_private_regs
	.p2align	2
	.type	__clang_ocl_kern_imp_private_regs,@function
__clang_ocl_kern_imp_private_regs:      ; @__clang_ocl_kern_imp_private_regs
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v6, ttmp9, 6, v5
	v_dual_ashrrev_i32 v7, 31, v6 :: v_dual_lshlrev_b32 v8, 3, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[14:15], 2, v[6:7]
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[0:1]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[14:15]
	s_clause 0x2
	global_load_b128 v[6:9], v[16:17], off
	global_load_b32 v5, v[0:1], off
	global_load_b128 v[10:13], v[16:17], off offset:16
	s_wait_xcnt 0x1
	v_dual_add_nc_u32 v0, 3, v4 :: v_dual_bitop2_b32 v1, 7, v4 bitop3:0x40
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_ne_u32_e32 vcc_lo, 1, v1
	v_cmp_ne_u32_e64 s0, 2, v1
	s_wait_loadcnt 0x2
	v_cndmask_b32_e32 v4, 1.0, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v1
	v_and_b32_e32 v0, 7, v0
	v_dual_cndmask_b32 v7, 1.0, v8, s0 :: v_dual_cndmask_b32 v6, 1.0, v6, vcc_lo
	s_wait_loadcnt 0x1
	v_cmp_lt_f32_e32 vcc_lo, 0, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_cmp_eq_u32_e64 s0, 1, v0
	v_cndmask_b32_e64 v8, 6, 1, vcc_lo
	s_wait_xcnt 0x0
	v_dual_cndmask_b32 v16, v6, v4, s0 :: v_dual_cndmask_b32 v4, v6, v4, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 3, v1
	v_cndmask_b32_e32 v6, 1.0, v9, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v0
	s_delay_alu instid0(VALU_DEP_4)
	v_cndmask_b32_e32 v9, v16, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 2, v8
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 4, v1
	s_wait_loadcnt 0x0
	v_cndmask_b32_e32 v7, 1.0, v10, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v0
	v_cndmask_b32_e32 v9, v9, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 3, v8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 5, v1
	v_cndmask_b32_e32 v6, 1.0, v11, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v0
	v_cndmask_b32_e32 v9, v9, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 4, v8
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 6, v1
	v_cndmask_b32_e32 v7, 1.0, v12, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v0
	v_cndmask_b32_e32 v9, v9, v6, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 5, v8
	v_cndmask_b32_e32 v4, v4, v6, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 7, v1
	v_cndmask_b32_e32 v1, 1.0, v13, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 6, v0
	v_cndmask_b32_e32 v6, v9, v7, vcc_lo
	v_cmp_nlt_f32_e32 vcc_lo, 0, v5
	v_cndmask_b32_e32 v4, v4, v7, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v0
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_cndmask_b32_e32 v5, v6, v1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, 7, v8
	v_cndmask_b32_e32 v4, v4, v1, vcc_lo
	v_add_nc_u64_e32 v[0:1], v[2:3], v[14:15]
	s_delay_alu instid0(VALU_DEP_2)
	v_add_f32_e32 v2, v5, v4
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_private_regs, .Lfunc_end3-__clang_ocl_kern_imp_private_regs
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_regs.num_vgpr, 32
	.set __clang_ocl_kern_imp_private_regs.num_agpr, 0
	.set __clang_ocl_kern_imp_private_regs.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_private_regs.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_regs.private_seg_size, 0
	.set __clang_ocl_kern_imp_private_regs.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_regs.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_regs.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_regs.has_recursion, 0
	.set __clang_ocl_kern_imp_private_regs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 388
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomics_no_return       ; -- Begin function atomics_no_return
	.globl	atomics_no_return
	.p2align	8
	.type	atomics_no_return,@function
atomics_no_return:                      ; @atomics_no_return
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	v_dual_mov_b32 v2, 0 :: v_dual_bitop2_b32 v1, 63, v0 bitop3:0x40
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x18
	s_mov_b32 s8, exec_lo
	s_mov_b32 s9, exec_lo
	v_lshlrev_b32_e32 v1, 2, v1
	v_mbcnt_lo_u32_b32 v3, s8, 0
	ds_store_2addr_stride64_b32 v1, v2, v2 offset1:1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	v_cmpx_eq_u32_e32 0, v3
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_bcnt1_i32_b32 s8, s8
	s_wait_kmcnt 0x0
	s_mul_i32 s8, s2, s8
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b32_e32 v3, s8
	global_atomic_add_u32 v2, v3, s[4:5] scope:SCOPE_DEV
.LBB4_2:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s9, exec_lo
	s_mov_b32 s8, exec_lo
	v_mbcnt_lo_u32_b32 v2, s9, 0
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_bcnt1_i32_b32 s9, s9
	s_wait_kmcnt 0x0
	s_mul_i32 s9, s2, s9
	s_delay_alu instid0(SALU_CYCLE_1)
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s9
	global_atomic_sub_u32 v2, v3, s[4:5] offset:4 scope:SCOPE_DEV
.LBB4_4:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s8, exec_lo
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_6
; %bb.5:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s2
	global_atomic_and_b32 v2, v3, s[4:5] offset:8 scope:SCOPE_DEV
.LBB4_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s8, exec_lo
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_8
; %bb.7:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s2
	global_atomic_or_b32 v2, v3, s[4:5] offset:12 scope:SCOPE_DEV
.LBB4_8:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s9, exec_lo
	s_mov_b32 s8, exec_lo
	v_mbcnt_lo_u32_b32 v2, s9, 0
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_10
; %bb.9:
	s_bcnt1_i32_b32 s9, s9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	s_and_b32 s9, s9, 1
	s_wait_kmcnt 0x0
	s_mul_i32 s9, s2, s9
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s9
	global_atomic_xor_b32 v2, v3, s[4:5] offset:16 scope:SCOPE_DEV
.LBB4_10:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_load_b64 s[0:1], s[0:1], 0x10
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s8, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_12
; %bb.11:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s2
	global_atomic_min_i32 v2, v3, s[4:5] offset:20 scope:SCOPE_DEV
.LBB4_12:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	s_mov_b32 s8, exec_lo
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_14
; %bb.13:
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, s2
	global_atomic_max_u32 v2, v3, s[4:5] offset:24 scope:SCOPE_DEV
.LBB4_14:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_mov_b32 s9, exec_lo
	s_mov_b32 s8, exec_lo
	v_mbcnt_lo_u32_b32 v2, s9, 0
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_16
; %bb.15:
	s_bcnt1_i32_b32 s9, s9
	v_mov_b32_e32 v3, 0
	v_cvt_f32_ubyte0_e32 v2, s9
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_f32_e32 v2, s3, v2
	global_atomic_add_f32 v3, v2, s[6:7] scope:SCOPE_DEV
.LBB4_16:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	s_wait_kmcnt 0x0
	s_mov_b32 s7, exec_lo
	s_mov_b32 s6, exec_lo
	v_mbcnt_lo_u32_b32 v2, s7, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB4_18
; %bb.17:
	s_ashr_i32 s9, s2, 31
	s_mov_b32 s8, s2
	s_bcnt1_i32_b32 s10, s7
	s_mov_b32 s11, 0
	v_mov_b32_e32 v4, 0
	s_mul_u64 s[8:9], s[8:9], s[10:11]
	s_delay_alu instid0(SALU_CYCLE_1)
	v_mov_b64_e32 v[2:3], s[8:9]
	global_atomic_add_u64 v4, v[2:3], s[0:1] scope:SCOPE_DEV
.LBB4_18:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s6
	s_mov_b64 s[0:1], src_shared_base
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v4, s1 :: v_dual_bitop2_b32 v2, 1, v0 bitop3:0x40
	v_dual_mov_b32 v6, s2 :: v_dual_bitop2_b32 v3, 7, v0 bitop3:0x40
	s_add_nc_u64 s[6:7], s[4:5], 32
	v_cmp_eq_u32_e32 vcc_lo, 0, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_mov_b32 v7, s3 :: v_dual_lshlrev_b32 v5, 2, v3
	v_lshl_add_u32 v0, ttmp9, 6, v0
	ds_add_u32 v5, v6
	ds_max_i32 v5, v6 offset:32
	ds_add_f32 v5, v7 offset:256
	v_cndmask_b32_e32 v3, s7, v4, vcc_lo
	v_cndmask_b32_e64 v2, s6, 64, vcc_lo
	flat_atomic_add_u32 v[2:3], v6 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	flat_atomic_or_b32 v[2:3], v6 offset:4 scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_2addr_stride64_b32 v[2:3], v1 offset1:1
	s_wait_dscnt 0x0
	v_cvt_i32_f32_e32 v1, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v1, v2, v1
	global_store_b32 v0, v1, s[4:5] offset:64 scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel atomics_no_return
		.amdhsa_group_segment_fixed_size 512
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end4:
	.size	atomics_no_return, .Lfunc_end4-atomics_no_return
                                        ; -- End function
	.set atomics_no_return.num_vgpr, 8
	.set atomics_no_return.num_agpr, 0
	.set atomics_no_return.numbered_sgpr, 12
	.set atomics_no_return.num_named_barrier, 0
	.set atomics_no_return.private_seg_size, 0
	.set atomics_no_return.uses_vcc, 1
	.set atomics_no_return.uses_flat_scratch, 0
	.set atomics_no_return.has_dyn_sized_stack, 0
	.set atomics_no_return.has_recursion, 0
	.set atomics_no_return.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 844
; TotalNumSgprs: 14
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 8
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_atomics_no_return ; -- Begin function __clang_ocl_kern_imp_atomics_no_return
	.globl	__clang_ocl_kern_imp_atomics_no_return
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics_no_return,@function
__clang_ocl_kern_imp_atomics_no_return: ; @__clang_ocl_kern_imp_atomics_no_return
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v8, v7 :: v_dual_mov_b32 v7, 0
	s_trap 2
	s_mov_b64 s[0:1], src_shared_base
	v_add_nc_u64_e32 v[10:11], 32, v[0:1]
	s_add_co_i32 s0, s0, 64
	ds_store_b32 v0, v7
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v7, 1, v31
	s_cmp_lg_u32 s0, -1
	s_cselect_b32 s1, s1, 0
	s_cselect_b32 s0, s0, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v7
	v_ashrrev_i32_e32 v7, 31, v6
	s_barrier_wait -1
	global_atomic_add_u32 v[0:1], v6, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_sub_u32 v[0:1], v6, off offset:4 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_and_b32 v[0:1], v6, off offset:8 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_or_b32 v[0:1], v6, off offset:12 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_xor_b32 v[0:1], v6, off offset:16 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_min_i32 v[0:1], v6, off offset:20 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_max_u32 v[0:1], v6, off offset:24 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	global_atomic_add_f32 v[2:3], v8, off scope:SCOPE_DEV
	s_wait_xcnt 0x0
	v_cndmask_b32_e64 v3, v11, s1, vcc_lo
	v_cndmask_b32_e64 v2, v10, s0, vcc_lo
	global_atomic_add_u64 v[4:5], v[6:7], off scope:SCOPE_DEV
	ds_add_u32 v0, v6
	ds_max_i32 v0, v6
	ds_add_f32 v0, v8
	s_wait_xcnt 0x0
	flat_atomic_add_u32 v[2:3], v6 scope:SCOPE_DEV
	s_wait_xcnt 0x0
	flat_atomic_or_b32 v[2:3], v6 offset:4 scope:SCOPE_DEV
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	s_wait_xcnt 0x0
	v_and_b32_e32 v2, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v2, ttmp9, 6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	s_barrier_wait -1
	ds_load_b32 v4, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_wait_dscnt 0x0
	v_cvt_i32_f32_e32 v5, v4
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v4, v4, v5
	global_store_b32 v[0:1], v4, off offset:64
	s_set_pc_i64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_atomics_no_return, .Lfunc_end5-__clang_ocl_kern_imp_atomics_no_return
                                        ; -- End function
	.set __clang_ocl_kern_imp_atomics_no_return.num_vgpr, 32
	.set __clang_ocl_kern_imp_atomics_no_return.num_agpr, 0
	.set __clang_ocl_kern_imp_atomics_no_return.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_atomics_no_return.num_named_barrier, 0
	.set __clang_ocl_kern_imp_atomics_no_return.private_seg_size, 0
	.set __clang_ocl_kern_imp_atomics_no_return.uses_vcc, 1
	.set __clang_ocl_kern_imp_atomics_no_return.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_atomics_no_return.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_atomics_no_return.has_recursion, 0
	.set __clang_ocl_kern_imp_atomics_no_return.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 380
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v4, v3 :: v_dual_mov_b32 v7, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_and_b32_e32 v3, 15, v4
	v_dual_lshlrev_b32 v6, 2, v3 :: v_dual_ashrrev_i32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[6:7], v[0:1], v[6:7]
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	s_clause 0x1
	global_load_b32 v2, v[0:1], off
	global_load_b32 v3, v[6:7], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x1
	v_mad_u32 v0, v2, v4, v3
	s_set_pc_i64 s[30:31]
.Lfunc_end6:
	.size	mix, .Lfunc_end6-mix
                                        ; -- End function
	.set mix.num_vgpr, 8
	.set mix.num_agpr, 0
	.set mix.numbered_sgpr, 32
	.set mix.num_named_barrier, 0
	.set mix.private_seg_size, 0
	.set mix.uses_vcc, 0
	.set mix.uses_flat_scratch, 0
	.set mix.has_dyn_sized_stack, 0
	.set mix.has_recursion, 0
	.set mix.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 100
; TotalNumSgprs: 32
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	store_pair                      ; -- Begin function store_pair
	.globl	store_pair
	.p2align	2
	.type	store_pair,@function
store_pair:                             ; @store_pair
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, v4 :: v_dual_mov_b32 v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_b64 v[0:1], v[4:5], off
	s_set_pc_i64 s[30:31]
.Lfunc_end7:
	.size	store_pair, .Lfunc_end7-store_pair
                                        ; -- End function
	.set store_pair.num_vgpr, 6
	.set store_pair.num_agpr, 0
	.set store_pair.numbered_sgpr, 32
	.set store_pair.num_named_barrier, 0
	.set store_pair.private_seg_size, 0
	.set store_pair.uses_vcc, 0
	.set store_pair.uses_flat_scratch, 0
	.set store_pair.has_dyn_sized_stack, 0
	.set store_pair.has_recursion, 0
	.set store_pair.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 48
; TotalNumSgprs: 32
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
; %bb.0:
	s_mov_b32 s32, 0
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshl_add_u32 v5, ttmp9, 6, v0
	s_get_pc_i64 s[4:5]
	s_add_nc_u64 s[4:5], s[4:5], mix@rel64+4
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v2, v5
	s_wait_kmcnt 0x0
	global_load_b32 v3, v5, s[0:1] scale_offset
	v_dual_mov_b32 v0, s0 :: v_dual_mov_b32 v1, s1
	s_swap_pc_i64 s[30:31], s[4:5]
	v_dual_mov_b32 v8, v0 :: v_dual_mov_b32 v0, s0
	v_dual_mov_b32 v3, v5 :: v_dual_mov_b32 v1, s1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_and_b32_e32 v2, 31, v8
	s_swap_pc_i64 s[30:31], s[4:5]
	v_dual_mov_b32 v4, v0 :: v_dual_lshlrev_b32 v2, 1, v5
	v_dual_mov_b32 v0, s2 :: v_dual_mov_b32 v1, s3
	v_mov_b32_e32 v3, v8
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], store_pair@rel64+4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_swap_pc_i64 s[30:31], s[0:1]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel calls
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 33
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end8:
	.size	calls, .Lfunc_end8-calls
                                        ; -- End function
	.set calls.num_vgpr, max(9, mix.num_vgpr, store_pair.num_vgpr)
	.set calls.num_agpr, max(0, mix.num_agpr, store_pair.num_agpr)
	.set calls.numbered_sgpr, max(33, mix.numbered_sgpr, store_pair.numbered_sgpr)
	.set calls.num_named_barrier, max(0, mix.num_named_barrier, store_pair.num_named_barrier)
	.set calls.private_seg_size, 0+max(mix.private_seg_size, store_pair.private_seg_size)
	.set calls.uses_vcc, or(0, mix.uses_vcc, store_pair.uses_vcc)
	.set calls.uses_flat_scratch, or(0, mix.uses_flat_scratch, store_pair.uses_flat_scratch)
	.set calls.has_dyn_sized_stack, or(0, mix.has_dyn_sized_stack, store_pair.has_dyn_sized_stack)
	.set calls.has_recursion, or(0, mix.has_recursion, store_pair.has_recursion)
	.set calls.has_indirect_call, or(0, mix.has_indirect_call, store_pair.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 168
; TotalNumSgprs: 33
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 33
; NumVGPRsForWavesPerEU: 9
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_calls ; -- Begin function __clang_ocl_kern_imp_calls
	.globl	__clang_ocl_kern_imp_calls
	.p2align	2
	.type	__clang_ocl_kern_imp_calls,@function
__clang_ocl_kern_imp_calls:             ; @__clang_ocl_kern_imp_calls
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b32 s0, -1
	scratch_store_b32 off, v13, s33         ; 4-byte Folded Spill
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s0
	v_dual_mov_b32 v9, v1 :: v_dual_mov_b32 v8, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_dual_mov_b32 v5, v3 :: v_dual_mov_b32 v12, v2
	v_writelane_b32 v13, s30, 0
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], mix@rel64+4
	v_lshl_add_u32 v10, ttmp9, 6, v0
	s_add_co_i32 s32, s32, 16
	v_writelane_b32 v13, s31, 1
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v2, v10 :: v_dual_ashrrev_i32 v11, 31, v10
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[8:9]
	global_load_b32 v3, v[0:1], off
	s_wait_xcnt 0x0
	v_dual_mov_b32 v0, v8 :: v_dual_mov_b32 v1, v9
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v11, v0 :: v_dual_mov_b32 v0, v8
	v_dual_mov_b32 v3, v10 :: v_dual_mov_b32 v1, v9
	v_and_b32_e32 v2, 31, v11
	s_swap_pc_i64 s[30:31], s[0:1]
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v4, v0 :: v_dual_lshlrev_b32 v2, 1, v10
	s_get_pc_i64 s[0:1]
	s_add_nc_u64 s[0:1], s[0:1], store_pair@rel64+4
	v_dual_mov_b32 v0, v12 :: v_dual_mov_b32 v1, v5
	v_mov_b32_e32 v3, v11
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b32 s3, -1
	scratch_load_b32 v13, off, s33          ; 4-byte Folded Reload
	s_wait_xcnt 0x0
	s_mov_b32 exec_lo, s3
	s_mov_b32 s33, s2
	s_set_pc_i64 s[0:1]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_calls, .Lfunc_end9-__clang_ocl_kern_imp_calls
                                        ; -- End function
	.set __clang_ocl_kern_imp_calls.num_vgpr, max(32, mix.num_vgpr, store_pair.num_vgpr)
	.set __clang_ocl_kern_imp_calls.num_agpr, max(0, mix.num_agpr, store_pair.num_agpr)
	.set __clang_ocl_kern_imp_calls.numbered_sgpr, max(34, mix.numbered_sgpr, store_pair.numbered_sgpr)
	.set __clang_ocl_kern_imp_calls.num_named_barrier, max(0, mix.num_named_barrier, store_pair.num_named_barrier)
	.set __clang_ocl_kern_imp_calls.private_seg_size, 16+max(mix.private_seg_size, store_pair.private_seg_size)
	.set __clang_ocl_kern_imp_calls.uses_vcc, or(0, mix.uses_vcc, store_pair.uses_vcc)
	.set __clang_ocl_kern_imp_calls.uses_flat_scratch, or(0, mix.uses_flat_scratch, store_pair.uses_flat_scratch)
	.set __clang_ocl_kern_imp_calls.has_dyn_sized_stack, or(0, mix.has_dyn_sized_stack, store_pair.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_calls.has_recursion, or(0, mix.has_recursion, store_pair.has_recursion)
	.set __clang_ocl_kern_imp_calls.has_indirect_call, or(0, mix.has_indirect_call, store_pair.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 284
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	int64_math              ; -- Begin function int64_math
	.globl	int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, ttmp9, 6, v0
                                        ; implicit-def: $vgpr10_vgpr11
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b64 v[2:3], v0, s[4:5] scale_offset
	global_load_b64 v[4:5], v0, s[6:7] scale_offset
	v_dual_mov_b32 v8, 0 :: v_dual_ashrrev_i32 v1, 31, v0
	s_wait_loadcnt 0x0
	v_or_b32_e32 v9, v3, v5
	v_dual_mov_b32 v7, v5 :: v_dual_bitop2_b32 v6, 1, v4 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_ne_u64_e32 0, v[8:9]
	s_xor_b32 s1, exec_lo, s0
	s_cbranch_execz .LBB10_2
; %bb.1:
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_cvt_f32_u32_e32 v9, v6
	v_cvt_f32_u32_e32 v10, v7
	v_sub_nc_u64_e32 v[12:13], 0, v[6:7]
	v_dual_mov_b32 v19, v8 :: v_dual_mov_b32 v21, v8
	v_fmamk_f32 v9, v10, 0x4f800000, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_f32_e32 v9, v9
	v_nop
	v_mul_f32_e32 v9, 0x5f7ffffc, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v10, 0x2f800000, v9
	v_trunc_f32_e32 v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fmamk_f32 v9, v11, 0xcf800000, v9
	v_cvt_u32_f32_e32 v15, v11
	v_mov_b32_e32 v11, v8
	v_cvt_u32_f32_e32 v10, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v20, v15 :: v_dual_mov_b32 v14, v10
	v_mul_u64_e32 v[16:17], v[12:13], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mov_b32 v18, v17 :: v_dual_mov_b32 v17, v8
	v_mul_u64_e32 v[22:23], v[10:11], v[18:19]
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[24:25], v[20:21], v[16:17]
	v_mul_u64_e32 v[18:19], v[20:21], v[18:19]
	v_mul_hi_u32 v16, v10, v16
	v_add_nc_u64_e32 v[16:17], v[16:17], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v9, vcc_lo, v16, v24
	v_add_co_ci_u32_e32 v20, vcc_lo, v17, v25, vcc_lo
	v_add_co_ci_u32_e32 v19, vcc_lo, 0, v19, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[16:17], v[20:21], v[18:19]
	v_add_co_u32 v10, vcc_lo, v10, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v14, null, v15, v17, vcc_lo
	v_dual_mov_b32 v17, v8 :: v_dual_mov_b32 v15, v8
	v_mov_b32_e32 v11, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[12:13], v[12:13], v[10:11]
	v_dual_mov_b32 v11, v8 :: v_dual_mov_b32 v16, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v20, v12 :: v_dual_mov_b32 v13, v8
	v_mul_hi_u32 v12, v10, v12
	v_mul_u64_e32 v[18:19], v[10:11], v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_mul_u64_e32 v[20:21], v[14:15], v[20:21]
	v_mul_u64_e32 v[16:17], v[14:15], v[16:17]
	v_add_nc_u64_e32 v[12:13], v[12:13], v[18:19]
	v_mov_b32_e32 v19, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v9, vcc_lo, v12, v20
	v_add_co_ci_u32_e32 v18, vcc_lo, v13, v21, vcc_lo
	v_add_co_ci_u32_e32 v17, vcc_lo, 0, v17, vcc_lo
	v_mov_b32_e32 v9, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[12:13], v[18:19], v[16:17]
	v_dual_mov_b32 v16, v2 :: v_dual_mov_b32 v17, v8
	v_add_co_u32 v12, vcc_lo, v10, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v10, null, v14, v13, vcc_lo
	v_dual_mov_b32 v14, v3 :: v_dual_mov_b32 v13, v8
	v_mul_u64_e32 v[16:17], v[16:17], v[10:11]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_u64_e32 v[10:11], v[14:15], v[10:11]
	v_mul_u64_e32 v[18:19], v[14:15], v[12:13]
	v_mul_hi_u32 v12, v2, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[12:13], v[12:13], v[16:17]
	v_add_co_u32 v8, vcc_lo, v12, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v8, vcc_lo, v13, v19, vcc_lo
	v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo
	v_add_nc_u64_e32 v[8:9], v[8:9], v[10:11]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[10:11], v[6:7], v[8:9]
	v_sub_nc_u32_e32 v12, v3, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_co_u32 v10, vcc_lo, v2, v10
	v_sub_co_ci_u32_e64 v17, null, v3, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v12, null, v12, v7, vcc_lo
	v_sub_co_u32 v14, s0, v10, v6
	v_cmp_ge_u32_e32 vcc_lo, v10, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_subrev_co_ci_u32_e64 v15, null, 0, v12, s0
	v_cmp_ge_u32_e64 s0, v14, v6
	v_add_nc_u64_e32 v[12:13], 2, v[8:9]
	v_cndmask_b32_e64 v6, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_eq_u32_e32 vcc_lo, v15, v7
	v_add_nc_u64_e32 v[10:11], 1, v[8:9]
	v_cndmask_b32_e64 v14, 0, -1, s0
	v_cmp_ge_u32_e64 s0, v15, v7
	v_cndmask_b32_e64 v16, 0, -1, s0
	v_cmp_eq_u32_e64 s0, v17, v7
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_cndmask_b32_e32 v14, v16, v14, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v17, v7
	v_cndmask_b32_e64 v15, 0, -1, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v14
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_dual_cndmask_b32 v6, v15, v6, s0 :: v_dual_cndmask_b32 v10, v10, v12, vcc_lo
	v_cndmask_b32_e32 v7, v11, v13, vcc_lo
	v_cmp_ne_u32_e32 vcc_lo, 0, v6
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_cndmask_b32 v10, v8, v10 :: v_dual_cndmask_b32 v11, v9, v7
                                        ; implicit-def: $vgpr6_vgpr7
.LBB10_2:
	s_and_not1_saveexec_b32 s0, s1
	s_cbranch_execz .LBB10_4
; %bb.3:
	v_cvt_f32_u32_e32 v7, v6
	v_dual_mov_b32 v11, 0 :: v_dual_sub_nc_u32 v8, 0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v7, v7
	v_nop
	v_mul_f32_e32 v7, 0x4f7ffffe, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v8, v8, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v8, v7, v8
	v_add_nc_u32_e32 v7, v7, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v7, v2, v7
	v_mul_lo_u32 v8, v7, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_nc_u32 v8, v2, v8 :: v_dual_add_nc_u32 v9, 1, v7
	v_sub_nc_u32_e32 v10, v8, v6
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v8, v8, v10 :: v_dual_cndmask_b32 v7, v7, v9
	v_cmp_ge_u32_e32 vcc_lo, v8, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, 1, v7
	v_cndmask_b32_e32 v10, v7, v9, vcc_lo
.LBB10_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v6, v2
	v_lshl_add_u64 v[0:1], v[0:1], 3, s[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[8:9], 0x4e5ace35, v[6:7]
	v_dual_ashrrev_i32 v12, 31, v3 :: v_dual_mov_b32 v6, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v13, v12
	v_mul_u64_e32 v[8:9], 0x8637a2a24e5ace35, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[12:13], 0x4e5ace35, v3, v[6:7]
	v_dual_mov_b32 v6, v13 :: v_dual_mov_b32 v13, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[12:13], 0x8637a2a2, v2, v[12:13]
	v_dual_mov_b32 v12, v13 :: v_dual_mov_b32 v13, v7
	v_mad_nc_u64_u32 v[8:9], v2, -1, v[8:9]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[12:13], v[6:7], v[12:13]
	v_mad_nc_u64_u32 v[12:13], 0x8637a2a2, v3, v[12:13]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v6, v9, v3
	v_sub_nc_u32_e32 v9, v6, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[8:9], v[12:13], v[8:9]
	v_lshrrev_b64 v[12:13], 7, v[2:3]
	v_mad_nc_u64_u32 v[8:9], v2, 1, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v9, v3, v9
	v_ashrrev_i64 v[14:15], 19, v[8:9]
	v_lshrrev_b32_e32 v6, 31, v9
	v_mad_nc_u64_u32 v[8:9], v4, v2, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[6:7], v[14:15], v[6:7]
	v_mad_u32 v9, v5, v2, v9
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[6:7], 0xf4243, v[6:7]
	v_mad_u32 v9, v4, v3, v9
	v_lshlrev_b64_e32 v[4:5], 3, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u64_e32 v[4:5], v[8:9], v[4:5]
	v_xor_b32_e32 v5, v5, v11
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v4, v4, v10
	v_sub_nc_u64_e32 v[2:3], v[2:3], v[6:7]
	v_add_nc_u64_e32 v[2:3], v[4:5], v[2:3]
	s_delay_alu instid0(VALU_DEP_1)
	v_max_u64 v[2:3], v[2:3], s[10:11]
	global_store_b64 v[0:1], v[2:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel int64_math
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
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
	.size	int64_math, .Lfunc_end10-int64_math
                                        ; -- End function
	.set int64_math.num_vgpr, 26
	.set int64_math.num_agpr, 0
	.set int64_math.numbered_sgpr, 12
	.set int64_math.num_named_barrier, 0
	.set int64_math.private_seg_size, 0
	.set int64_math.uses_vcc, 1
	.set int64_math.uses_flat_scratch, 0
	.set int64_math.has_dyn_sized_stack, 0
	.set int64_math.has_recursion, 0
	.set int64_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1148
; TotalNumSgprs: 14
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 26
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_int64_math ; -- Begin function __clang_ocl_kern_imp_int64_math
	.globl	__clang_ocl_kern_imp_int64_math
	.p2align	2
	.type	__clang_ocl_kern_imp_int64_math,@function
__clang_ocl_kern_imp_int64_math:        ; @__clang_ocl_kern_imp_int64_math
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
                                        ; implicit-def: $vgpr14_vgpr15
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v8, ttmp9, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[10:11], 3, v[8:9]
	v_add_nc_u64_e32 v[12:13], v[0:1], v[10:11]
	v_add_nc_u64_e32 v[10:11], v[2:3], v[10:11]
	global_load_b64 v[0:1], v[12:13], off
	global_load_b64 v[2:3], v[10:11], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_dual_mov_b32 v12, 0 :: v_dual_bitop2_b32 v10, 1, v2 bitop3:0x54
	v_dual_mov_b32 v11, v3 :: v_dual_bitop2_b32 v13, v1, v3 bitop3:0x54
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u64_e32 0, v[12:13]
	s_xor_b32 s1, exec_lo, s0
	s_cbranch_execz .LBB11_2
; %bb.1:
	v_cvt_f32_u32_e32 v13, v10
	v_cvt_f32_u32_e32 v14, v11
	v_sub_nc_u64_e32 v[16:17], 0, v[10:11]
	v_dual_mov_b32 v23, v12 :: v_dual_mov_b32 v25, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmamk_f32 v13, v14, 0x4f800000, v13
	v_rcp_f32_e32 v13, v13
	v_nop
	s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_f32_e32 v13, 0x5f7ffffc, v13
	v_mul_f32_e32 v14, 0x2f800000, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_trunc_f32_e32 v15, v14
	v_fmamk_f32 v13, v15, 0xcf800000, v13
	v_cvt_u32_f32_e32 v19, v15
	v_mov_b32_e32 v15, v12
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v14, v13
	v_dual_mov_b32 v24, v19 :: v_dual_mov_b32 v18, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[20:21], v[16:17], v[18:19]
	v_dual_mov_b32 v22, v21 :: v_dual_mov_b32 v21, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[26:27], v[14:15], v[22:23]
	v_mul_u64_e32 v[28:29], v[24:25], v[20:21]
	v_mul_u64_e32 v[22:23], v[24:25], v[22:23]
	v_mul_hi_u32 v20, v14, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[20:21], v[20:21], v[26:27]
	v_add_co_u32 v13, vcc_lo, v20, v28
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e32 v24, vcc_lo, v21, v29, vcc_lo
	v_add_co_ci_u32_e32 v23, vcc_lo, 0, v23, vcc_lo
	v_add_nc_u64_e32 v[20:21], v[24:25], v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, v14, v20
	v_add_co_ci_u32_e64 v18, null, v19, v21, vcc_lo
	v_dual_mov_b32 v21, v12 :: v_dual_mov_b32 v19, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v15, v18
	v_mul_u64_e32 v[16:17], v[16:17], v[14:15]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v15, v12 :: v_dual_mov_b32 v20, v17
	v_dual_mov_b32 v24, v16 :: v_dual_mov_b32 v17, v12
	v_mul_hi_u32 v16, v14, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_u64_e32 v[22:23], v[14:15], v[20:21]
	v_mul_u64_e32 v[24:25], v[18:19], v[24:25]
	v_mul_u64_e32 v[20:21], v[18:19], v[20:21]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[16:17], v[16:17], v[22:23]
	v_mov_b32_e32 v23, v12
	v_add_co_u32 v13, vcc_lo, v16, v24
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v22, vcc_lo, v17, v25, vcc_lo
	v_add_co_ci_u32_e32 v21, vcc_lo, 0, v21, vcc_lo
	v_mov_b32_e32 v13, v12
	v_add_nc_u64_e32 v[16:17], v[22:23], v[20:21]
	v_dual_mov_b32 v20, v0 :: v_dual_mov_b32 v21, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v16, vcc_lo, v14, v16
	v_add_co_ci_u32_e64 v14, null, v18, v17, vcc_lo
	v_dual_mov_b32 v18, v1 :: v_dual_mov_b32 v17, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[20:21], v[20:21], v[14:15]
	v_mul_u64_e32 v[14:15], v[18:19], v[14:15]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[22:23], v[18:19], v[16:17]
	v_mul_hi_u32 v16, v0, v16
	v_add_nc_u64_e32 v[16:17], v[16:17], v[20:21]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v12, vcc_lo, v16, v22
	v_add_co_ci_u32_e32 v12, vcc_lo, v17, v23, vcc_lo
	v_add_co_ci_u32_e32 v15, vcc_lo, 0, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[12:13], v[12:13], v[14:15]
	v_mul_u64_e32 v[14:15], v[10:11], v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_sub_nc_u32_e32 v16, v1, v15
	v_sub_co_u32 v14, vcc_lo, v0, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_sub_co_ci_u32_e64 v21, null, v1, v15, vcc_lo
	v_sub_co_ci_u32_e64 v16, null, v16, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_sub_co_u32 v18, s0, v14, v10
	v_cmp_ge_u32_e32 vcc_lo, v14, v10
	v_subrev_co_ci_u32_e64 v19, null, 0, v16, s0
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_cmp_ge_u32_e64 s0, v18, v10
	v_add_nc_u64_e32 v[16:17], 2, v[12:13]
	v_cndmask_b32_e64 v10, 0, -1, vcc_lo
	v_cmp_eq_u32_e32 vcc_lo, v19, v11
	v_add_nc_u64_e32 v[14:15], 1, v[12:13]
	v_cndmask_b32_e64 v18, 0, -1, s0
	v_cmp_ge_u32_e64 s0, v19, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_cndmask_b32_e64 v20, 0, -1, s0
	v_cmp_eq_u32_e64 s0, v21, v11
	v_cndmask_b32_e32 v18, v20, v18, vcc_lo
	v_cmp_ge_u32_e32 vcc_lo, v21, v11
	v_cndmask_b32_e64 v19, 0, -1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v18
	v_dual_cndmask_b32 v10, v19, v10, s0 :: v_dual_cndmask_b32 v14, v14, v16, vcc_lo
	v_cndmask_b32_e32 v11, v15, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_ne_u32_e32 vcc_lo, 0, v10
	v_dual_cndmask_b32 v14, v12, v14 :: v_dual_cndmask_b32 v15, v13, v11
                                        ; implicit-def: $vgpr10_vgpr11
.LBB11_2:
	s_and_not1_saveexec_b32 s0, s1
	s_cbranch_execz .LBB11_4
; %bb.3:
	v_cvt_f32_u32_e32 v11, v10
	v_dual_mov_b32 v15, 0 :: v_dual_sub_nc_u32 v12, 0, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(TRANS32_DEP_1)
	v_rcp_iflag_f32_e32 v11, v11
	v_nop
	v_mul_f32_e32 v11, 0x4f7ffffe, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v12, v12, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v12, v11, v12
	v_add_nc_u32_e32 v11, v11, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_hi_u32 v11, v0, v11
	v_mul_lo_u32 v12, v11, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_sub_nc_u32 v12, v0, v12 :: v_dual_add_nc_u32 v13, 1, v11
	v_sub_nc_u32_e32 v14, v12, v10
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_cndmask_b32 v12, v12, v14 :: v_dual_cndmask_b32 v11, v11, v13
	v_cmp_ge_u32_e32 vcc_lo, v12, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, 1, v11
	v_cndmask_b32_e32 v14, v11, v13, vcc_lo
.LBB11_4:
	s_or_b32 exec_lo, exec_lo, s0
	v_dual_mov_b32 v11, 0 :: v_dual_mov_b32 v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mul_u64_e32 v[12:13], 0x4e5ace35, v[10:11]
	v_dual_ashrrev_i32 v16, 31, v1 :: v_dual_mov_b32 v10, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mov_b32_e32 v17, v16
	v_mul_u64_e32 v[12:13], 0x8637a2a24e5ace35, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[16:17], 0x4e5ace35, v1, v[10:11]
	v_dual_mov_b32 v10, v17 :: v_dual_mov_b32 v17, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_mad_nc_u64_u32 v[16:17], 0x8637a2a2, v0, v[16:17]
	v_dual_mov_b32 v16, v17 :: v_dual_mov_b32 v17, v11
	v_mad_nc_u64_u32 v[12:13], v0, -1, v[12:13]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u64_e32 v[16:17], v[10:11], v[16:17]
	v_mad_nc_u64_u32 v[16:17], 0x8637a2a2, v1, v[16:17]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u32_e32 v10, v13, v1
	v_sub_nc_u32_e32 v13, v10, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[12:13], v[16:17], v[12:13]
	v_lshrrev_b64 v[16:17], 7, v[0:1]
	v_mad_nc_u64_u32 v[12:13], v0, 1, v[12:13]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v13, v1, v13
	v_ashrrev_i64 v[18:19], 19, v[12:13]
	v_lshrrev_b32_e32 v10, 31, v13
	v_mad_nc_u64_u32 v[12:13], v2, v0, v[16:17]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u64_e32 v[10:11], v[18:19], v[10:11]
	v_mad_u32 v13, v3, v0, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mul_u64_e32 v[10:11], 0xf4243, v[10:11]
	v_mad_u32 v13, v2, v1, v13
	v_lshlrev_b64_e32 v[2:3], 3, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_sub_nc_u64_e32 v[2:3], v[12:13], v[2:3]
	v_xor_b32_e32 v3, v3, v15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_xor_b32_e32 v2, v2, v14
	v_sub_nc_u64_e32 v[0:1], v[0:1], v[10:11]
	v_add_nc_u64_e32 v[0:1], v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[4:5]
	s_delay_alu instid0(VALU_DEP_2)
	v_max_u64 v[0:1], v[0:1], v[6:7]
	global_store_b64 v[2:3], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_int64_math, .Lfunc_end11-__clang_ocl_kern_imp_int64_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_int64_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_int64_math.num_agpr, 0
	.set __clang_ocl_kern_imp_int64_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_int64_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_int64_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_int64_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_int64_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_int64_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_int64_math.has_recursion, 0
	.set __clang_ocl_kern_imp_int64_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1160
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_wide               ; -- Begin function wave_wide
	.globl	wave_wide
	.p2align	8
	.type	wave_wide,@function
wave_wide:                              ; @wave_wide
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	v_lshl_add_u32 v2, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_ashrrev_i32_e32 v3, 31, v2
	s_wait_kmcnt 0x0
	global_load_b32 v4, v2, s[4:5] scale_offset
	s_wait_xcnt 0x0
	s_mov_b32 s4, 0
	s_wait_loadcnt 0x0
	ds_swizzle_b32 v1, v4 offset:swizzle(SWAP,1)
	v_readlane_b32 s1, v4, 3
	v_cmp_lt_i32_e32 vcc_lo, 0, v4
.LBB12_1:                               ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s5, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s8, v4, s5
	s_bitset0_b32 s0, s5
	s_add_co_i32 s4, s4, s8
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB12_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	s_brev_b32 s5, 1
.LBB12_3:                               ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s8, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s9, v4, s8
	s_bitset0_b32 s0, s8
	s_max_i32 s5, s5, s9
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB12_3
; %bb.4:
	s_mov_b32 s8, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB12_6
; %bb.5:
	v_dual_mov_b32 v0, ttmp9 :: v_dual_mov_b32 v4, vcc_lo
	v_mov_b32_e32 v5, 0
	global_store_b64 v0, v[4:5], s[2:3] scale_offset
.LBB12_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s8
	v_mbcnt_lo_u32_b32 v0, vcc_lo, 0
	s_wait_dscnt 0x0
	v_add3_u32 v1, v1, s1, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v1, s5, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[6:7]
	global_store_b32 v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wave_wide
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end12:
	.size	wave_wide, .Lfunc_end12-wave_wide
                                        ; -- End function
	.set wave_wide.num_vgpr, 6
	.set wave_wide.num_agpr, 0
	.set wave_wide.numbered_sgpr, 10
	.set wave_wide.num_named_barrier, 0
	.set wave_wide.private_seg_size, 0
	.set wave_wide.uses_vcc, 1
	.set wave_wide.uses_flat_scratch, 0
	.set wave_wide.has_dyn_sized_stack, 0
	.set wave_wide.has_recursion, 0
	.set wave_wide.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 276
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
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_wave_wide ; -- Begin function __clang_ocl_kern_imp_wave_wide
	.globl	__clang_ocl_kern_imp_wave_wide
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_wide,@function
__clang_ocl_kern_imp_wave_wide:         ; @__clang_ocl_kern_imp_wave_wide
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v8, 0x3ff, v31
	s_mov_b32 s2, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v6, ttmp9, 6, v8
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_b32 v1, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)
	v_readlane_b32 s1, v1, 3
	v_cmp_lt_i32_e32 vcc_lo, 0, v1
.LBB13_1:                               ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s3, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s4, v1, s3
	s_bitset0_b32 s0, s3
	s_add_co_i32 s2, s2, s4
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB13_1
; %bb.2:
	s_mov_b32 s0, exec_lo
	s_brev_b32 s3, 1
.LBB13_3:                               ; =>This Inner Loop Header: Depth=1
	s_ctz_i32_b32 s4, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	v_readlane_b32 s5, v1, s4
	s_bitset0_b32 s0, s4
	s_max_i32 s3, s3, s5
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB13_3
; %bb.4:
	s_mov_b32 s4, exec_lo
	v_cmpx_eq_u32_e32 0, v8
	s_cbranch_execz .LBB13_6
; %bb.5:
	s_mov_b32 s6, ttmp9
	s_mov_b32 s7, 0
	v_dual_mov_b32 v8, vcc_lo :: v_dual_mov_b32 v9, 0
	v_lshl_add_u64 v[4:5], s[6:7], 3, v[4:5]
	global_store_b64 v[4:5], v[8:9], off
.LBB13_6:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s4
	v_mbcnt_lo_u32_b32 v1, vcc_lo, 0
	s_wait_dscnt 0x0
	v_add3_u32 v0, v0, s1, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add3_u32 v4, v0, s3, v1
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_b32 v[0:1], v4, off
	s_set_pc_i64 s[30:31]
.Lfunc_end13:
	.size	__clang_ocl_kern_imp_wave_wide, .Lfunc_end13-__clang_ocl_kern_imp_wave_wide
                                        ; -- End function
	.set __clang_ocl_kern_imp_wave_wide.num_vgpr, 32
	.set __clang_ocl_kern_imp_wave_wide.num_agpr, 0
	.set __clang_ocl_kern_imp_wave_wide.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wave_wide.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wave_wide.private_seg_size, 0
	.set __clang_ocl_kern_imp_wave_wide.uses_vcc, 1
	.set __clang_ocl_kern_imp_wave_wide.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wave_wide.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wave_wide.has_recursion, 0
	.set __clang_ocl_kern_imp_wave_wide.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 276
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	packed_math             ; -- Begin function packed_math
	.globl	packed_math
	.p2align	8
	.type	packed_math,@function
packed_math:                            ; @packed_math
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b256 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v4, ttmp9, 6, v0
	s_wait_xcnt 0x0
	s_load_b64 s[0:1], s[0:1], 0x20
	s_wait_kmcnt 0x0
	s_clause 0x1
	global_load_b32 v0, v4, s[6:7] scale_offset
	global_load_b32 v1, v4, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_dual_lshrrev_b32 v2, 16, v0 :: v_dual_lshrrev_b32 v3, 16, v1
	v_cmp_gt_f16_e32 vcc_lo, v1, v0
	v_cndmask_b32_e32 v5, v0, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_gt_f16_e32 vcc_lo, v3, v2
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 2, 2), 0
	v_pk_fma_f16 v0, v1, v0, 0x40003c00
	v_cndmask_b32_e32 v2, v2, v3, vcc_lo
	v_perm_b32 v1, v2, v5, 0x5040100
	v_ashrrev_i32_e32 v5, 31, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_pk_add_f16 v2, v0, v1 neg_lo:[0,1] neg_hi:[0,1]
	v_lshl_add_u64 v[0:1], v[4:5], 3, s[10:11]
	global_store_b32 v4, v2, s[8:9] scale_offset
	global_load_b128 v[0:3], v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_pk_fma_f32 v[0:1], v[0:1], v[2:3], v[0:1]
	global_store_b64 v4, v[0:1], s[0:1] scale_offset
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel packed_math
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
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
.Lfunc_end14:
	.size	packed_math, .Lfunc_end14-packed_math
                                        ; -- End function
	.set packed_math.num_vgpr, 6
	.set packed_math.num_agpr, 0
	.set packed_math.numbered_sgpr, 12
	.set packed_math.num_named_barrier, 0
	.set packed_math.private_seg_size, 0
	.set packed_math.uses_vcc, 1
	.set packed_math.uses_flat_scratch, 0
	.set packed_math.has_dyn_sized_stack, 0
	.set packed_math.has_recursion, 0
	.set packed_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 216
; TotalNumSgprs: 14
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 6
; NamedBarCnt: 0
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
	.protected	__clang_ocl_kern_imp_packed_math ; -- Begin function __clang_ocl_kern_imp_packed_math
	.globl	__clang_ocl_kern_imp_packed_math
	.p2align	2
	.type	__clang_ocl_kern_imp_packed_math,@function
__clang_ocl_kern_imp_packed_math:       ; @__clang_ocl_kern_imp_packed_math
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v10, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v10, ttmp9, 6, v10
	v_ashrrev_i32_e32 v11, 31, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[12:13], 2, v[10:11]
	v_add_nc_u64_e32 v[2:3], v[2:3], v[12:13]
	v_add_nc_u64_e32 v[0:1], v[0:1], v[12:13]
	global_load_b32 v14, v[2:3], off
	global_load_b32 v15, v[0:1], off
	s_wait_loadcnt 0x0
	s_wait_xcnt 0x0
	v_lshrrev_b32_e32 v1, 16, v15
	v_cmp_gt_f16_e32 vcc_lo, v15, v14
	v_lshrrev_b32_e32 v0, 16, v14
	v_lshlrev_b64_e32 v[10:11], 3, v[10:11]
	v_cndmask_b32_e32 v2, v14, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_cmp_gt_f16_e32 vcc_lo, v1, v0
	v_pk_fma_f16 v14, v15, v14, 0x40003c00
	v_cndmask_b32_e32 v0, v0, v1, vcc_lo
	v_perm_b32 v15, v0, v2, 0x5040100
	v_add_nc_u64_e32 v[0:1], v[4:5], v[12:13]
	v_add_nc_u64_e32 v[2:3], v[6:7], v[10:11]
	s_delay_alu instid0(VALU_DEP_3)
	v_pk_add_f16 v4, v14, v15 neg_lo:[0,1] neg_hi:[0,1]
	global_store_b32 v[0:1], v4, off
	global_load_b128 v[0:3], v[2:3], off
	v_add_nc_u64_e32 v[4:5], v[8:9], v[10:11]
	s_wait_loadcnt 0x0
	v_pk_fma_f32 v[0:1], v[0:1], v[2:3], v[0:1]
	global_store_b64 v[4:5], v[0:1], off
	s_set_pc_i64 s[30:31]
.Lfunc_end15:
	.size	__clang_ocl_kern_imp_packed_math, .Lfunc_end15-__clang_ocl_kern_imp_packed_math
                                        ; -- End function
	.set __clang_ocl_kern_imp_packed_math.num_vgpr, 32
	.set __clang_ocl_kern_imp_packed_math.num_agpr, 0
	.set __clang_ocl_kern_imp_packed_math.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_packed_math.num_named_barrier, 0
	.set __clang_ocl_kern_imp_packed_math.private_seg_size, 0
	.set __clang_ocl_kern_imp_packed_math.uses_vcc, 1
	.set __clang_ocl_kern_imp_packed_math.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_packed_math.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_packed_math.has_recursion, 0
	.set __clang_ocl_kern_imp_packed_math.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 212
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 84
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym atomics_no_return.lds
	.addrsig_sym atomics_no_return.ldsf
	.amdgpu_metadata
---
amdhsa.kernels:
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
    .name:           private_scratch
    .private_segment_fixed_size: 260
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         private_scratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     59
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           private_regs
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         private_regs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'long*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 512
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           atomics_no_return
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         atomics_no_return.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
    .name:           calls
    .private_segment_fixed_size: 0
    .sgpr_count:     33
    .sgpr_spill_count: 0
    .symbol:         calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           8
        .type_name:      ulong
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           int64_math
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 32
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'ulong*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           wave_wide
    .private_segment_fixed_size: 0
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         wave_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'half2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         24
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         32
        .size:           8
        .type_name:      'float2*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           packed_math
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         packed_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
