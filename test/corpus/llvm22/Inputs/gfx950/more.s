	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	private_scratch         ; -- Begin function private_scratch
	.globl	private_scratch
	.p2align	8
	.type	private_scratch,@function
private_scratch:                        ; @private_scratch
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x10
	v_lshl_add_u32 v2, s2, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	s_movk_i32 s0, 0x1000
	v_add_co_u32_e32 v6, vcc, s0, v4
	s_movk_i32 s0, 0x2000
	s_nop 0
	v_addc_co_u32_e32 v7, vcc, 0, v5, vcc
	v_add_co_u32_e32 v8, vcc, s0, v4
	s_movk_i32 s0, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v5, vcc
	global_load_dword v10, v[4:5], off
	global_load_dword v11, v[4:5], off offset:256
	global_load_dword v12, v[4:5], off offset:512
	global_load_dword v13, v[4:5], off offset:768
	global_load_dword v14, v[4:5], off offset:1024
	global_load_dword v15, v[4:5], off offset:1280
	global_load_dword v16, v[4:5], off offset:1536
	global_load_dword v17, v[4:5], off offset:1792
	global_load_dword v18, v[4:5], off offset:2048
	global_load_dword v19, v[4:5], off offset:2304
	global_load_dword v20, v[4:5], off offset:2560
	global_load_dword v21, v[4:5], off offset:2816
	global_load_dword v22, v[4:5], off offset:3072
	global_load_dword v23, v[4:5], off offset:3328
	global_load_dword v24, v[4:5], off offset:3584
	global_load_dword v25, v[4:5], off offset:3840
	v_add_co_u32_e32 v4, vcc, s0, v4
	global_load_dword v26, v[8:9], off offset:-4096
	global_load_dword v27, v[6:7], off offset:256
	global_load_dword v28, v[6:7], off offset:512
	global_load_dword v29, v[6:7], off offset:768
	global_load_dword v30, v[6:7], off offset:1024
	global_load_dword v31, v[6:7], off offset:1280
	global_load_dword v32, v[6:7], off offset:1536
	global_load_dword v33, v[6:7], off offset:1792
	global_load_dword v34, v[6:7], off offset:2048
	global_load_dword v38, v[8:9], off
	global_load_dword v39, v[8:9], off offset:256
	global_load_dword v40, v[8:9], off offset:512
	global_load_dword v41, v[8:9], off offset:768
	global_load_dword v42, v[8:9], off offset:1024
	global_load_dword v43, v[8:9], off offset:1280
	global_load_dword v44, v[8:9], off offset:1536
	global_load_dword v45, v[8:9], off offset:1792
	global_load_dword v46, v[8:9], off offset:2048
	global_load_dword v47, v[8:9], off offset:2304
	global_load_dword v48, v[8:9], off offset:2560
	global_load_dword v49, v[8:9], off offset:2816
	global_load_dword v50, v[8:9], off offset:3072
	global_load_dword v51, v[8:9], off offset:3328
	global_load_dword v52, v[8:9], off offset:3584
	global_load_dword v53, v[8:9], off offset:3840
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	global_load_dword v35, v[6:7], off offset:2304
	global_load_dword v36, v[6:7], off offset:2560
	global_load_dword v37, v[6:7], off offset:2816
	global_load_dword v54, v[6:7], off offset:3072
	global_load_dword v55, v[6:7], off offset:3328
	global_load_dword v56, v[6:7], off offset:3584
	global_load_dword v57, v[6:7], off offset:3840
	global_load_dword v58, v[4:5], off
	global_load_dword v59, v[4:5], off offset:256
	global_load_dword v60, v[4:5], off offset:512
	global_load_dword v61, v[4:5], off offset:768
	global_load_dword v62, v[4:5], off offset:1024
	global_load_dword v63, v[4:5], off offset:1280
	global_load_dword v64, v[4:5], off offset:1536
	global_load_dword v65, v[4:5], off offset:1792
                                        ; kill: killed $vgpr6 killed $vgpr7
	global_load_dword v6, v[4:5], off offset:2048
	global_load_dword v7, v[4:5], off offset:2304
	global_load_dword v8, v[4:5], off offset:2560
	global_load_dword v9, v[4:5], off offset:2816
	global_load_dword v66, v[4:5], off offset:3072
	global_load_dword v67, v[4:5], off offset:3328
	global_load_dword v68, v[4:5], off offset:3584
	global_load_dword v69, v[4:5], off offset:3840
	v_add_u32_e32 v1, s3, v0
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v1, 2, v1
	v_mul_u32_u24_e32 v0, 7, v0
	v_and_b32_e32 v0, 63, v0
	s_and_b32 s0, s3, 63
	v_lshlrev_b32_e32 v0, 2, v0
	s_lshl_b32 s0, s0, 2
	s_waitcnt vmcnt(60)
	scratch_store_dwordx4 off, v[10:13], off
	s_waitcnt vmcnt(57)
	scratch_store_dwordx4 off, v[14:17], off offset:16
	s_waitcnt vmcnt(54)
	scratch_store_dwordx4 off, v[18:21], off offset:32
	s_waitcnt vmcnt(51)
	scratch_store_dwordx4 off, v[22:25], off offset:48
	s_waitcnt vmcnt(48)
	scratch_store_dwordx4 off, v[26:29], off offset:64
	s_waitcnt vmcnt(45)
	scratch_store_dwordx4 off, v[30:33], off offset:80
	s_waitcnt vmcnt(26)
	scratch_store_dwordx4 off, v[34:37], off offset:96
	s_waitcnt vmcnt(23)
	scratch_store_dwordx4 off, v[54:57], off offset:112
	scratch_store_dwordx4 off, v[38:41], off offset:128
	scratch_store_dwordx4 off, v[42:45], off offset:144
	scratch_store_dwordx4 off, v[46:49], off offset:160
	scratch_store_dwordx4 off, v[50:53], off offset:176
	s_waitcnt vmcnt(24)
	scratch_store_dwordx4 off, v[58:61], off offset:192
	s_waitcnt vmcnt(21)
	scratch_store_dwordx4 off, v[62:65], off offset:208
	s_waitcnt vmcnt(18)
	scratch_store_dwordx4 off, v[6:9], off offset:224
	s_waitcnt vmcnt(15)
	scratch_store_dwordx4 off, v[66:69], off offset:240
	scratch_load_dword v4, v1, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, 5, v4
	scratch_store_dword v1, v4, off
	scratch_load_dword v1, off, s0
	s_nop 0
	scratch_load_dword v0, v0, off
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v0, v1
	v_lshl_add_u64 v[0:1], s[6:7], 0, v[2:3]
	global_store_dword v[0:1], v4, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 72
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
.Lfunc_end0:
	.size	private_scratch, .Lfunc_end0-private_scratch
                                        ; -- End function
	.set private_scratch.num_vgpr, 70
	.set private_scratch.num_agpr, 0
	.set private_scratch.numbered_sgpr, 8
	.set private_scratch.num_named_barrier, 0
	.set private_scratch.private_seg_size, 260
	.set private_scratch.uses_vcc, 1
	.set private_scratch.uses_flat_scratch, 0
	.set private_scratch.has_dyn_sized_stack, 0
	.set private_scratch.has_recursion, 0
	.set private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 884
; TotalNumSgprs: 14
; NumVgprs: 70
; NumAgprs: 0
; TotalNumVgprs: 70
; ScratchSize: 260
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 70
; AccumOffset: 72
; Occupancy: 7
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 17
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_private_scratch ; -- Begin function __clang_ocl_kern_imp_private_scratch
	.globl	__clang_ocl_kern_imp_private_scratch
	.p2align	2
	.type	__clang_ocl_kern_imp_private_scratch,@function
__clang_ocl_kern_imp_private_scratch:   ; @__clang_ocl_kern_imp_private_scratch
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v5
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v8, v[0:1], off
	global_load_dword v9, v[0:1], off offset:256
	global_load_dword v10, v[0:1], off offset:512
	global_load_dword v11, v[0:1], off offset:768
	s_movk_i32 s0, 0x1000
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32
	global_load_dword v8, v[0:1], off offset:1024
	s_nop 0
	global_load_dword v9, v[0:1], off offset:1280
	global_load_dword v10, v[0:1], off offset:1536
	global_load_dword v11, v[0:1], off offset:1792
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:16
	global_load_dword v8, v[0:1], off offset:2048
	s_nop 0
	global_load_dword v9, v[0:1], off offset:2304
	global_load_dword v10, v[0:1], off offset:2560
	global_load_dword v11, v[0:1], off offset:2816
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:32
	global_load_dword v8, v[0:1], off offset:3072
	s_nop 0
	global_load_dword v9, v[0:1], off offset:3328
	global_load_dword v10, v[0:1], off offset:3584
	global_load_dword v11, v[0:1], off offset:3840
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:48
	s_nop 1
	v_add_co_u32_e32 v8, vcc, s0, v0
	s_movk_i32 s0, 0x2000
	s_nop 0
	v_addc_co_u32_e32 v9, vcc, 0, v1, vcc
	v_add_co_u32_e32 v10, vcc, s0, v0
	s_movk_i32 s0, 0x3000
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, 0, v1, vcc
	global_load_dword v12, v[10:11], off offset:-4096
	global_load_dword v13, v[8:9], off offset:256
	global_load_dword v14, v[8:9], off offset:512
	global_load_dword v15, v[8:9], off offset:768
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:64
	global_load_dword v12, v[8:9], off offset:1024
	s_nop 0
	global_load_dword v13, v[8:9], off offset:1280
	global_load_dword v14, v[8:9], off offset:1536
	global_load_dword v15, v[8:9], off offset:1792
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:80
	global_load_dword v12, v[8:9], off offset:2048
	s_nop 0
	global_load_dword v13, v[8:9], off offset:2304
	global_load_dword v14, v[8:9], off offset:2560
	global_load_dword v15, v[8:9], off offset:2816
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:96
	global_load_dword v12, v[8:9], off offset:3072
	s_nop 0
	global_load_dword v13, v[8:9], off offset:3328
	global_load_dword v14, v[8:9], off offset:3584
	global_load_dword v15, v[8:9], off offset:3840
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:112
	global_load_dword v12, v[10:11], off
	s_nop 0
	global_load_dword v13, v[10:11], off offset:256
	global_load_dword v14, v[10:11], off offset:512
	global_load_dword v15, v[10:11], off offset:768
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:128
	global_load_dword v12, v[10:11], off offset:1024
	s_nop 0
	global_load_dword v13, v[10:11], off offset:1280
	global_load_dword v14, v[10:11], off offset:1536
	global_load_dword v15, v[10:11], off offset:1792
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:144
	global_load_dword v12, v[10:11], off offset:2048
	s_nop 0
	global_load_dword v13, v[10:11], off offset:2304
	global_load_dword v14, v[10:11], off offset:2560
	global_load_dword v15, v[10:11], off offset:2816
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[12:15], s32 offset:160
	global_load_dword v12, v[10:11], off offset:3072
	s_nop 0
	global_load_dword v13, v[10:11], off offset:3328
	global_load_dword v14, v[10:11], off offset:3584
	global_load_dword v15, v[10:11], off offset:3840
	global_load_dword v8, v[0:1], off
	global_load_dword v9, v[0:1], off offset:256
	s_nop 0
	global_load_dword v10, v[0:1], off offset:512
	global_load_dword v11, v[0:1], off offset:768
	s_waitcnt vmcnt(4)
	scratch_store_dwordx4 off, v[12:15], s32 offset:176
	s_waitcnt vmcnt(1)
	scratch_store_dwordx4 off, v[8:11], s32 offset:192
	global_load_dword v8, v[0:1], off offset:1024
	s_nop 0
	global_load_dword v9, v[0:1], off offset:1280
	global_load_dword v10, v[0:1], off offset:1536
	global_load_dword v11, v[0:1], off offset:1792
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:208
	global_load_dword v8, v[0:1], off offset:2048
	s_nop 0
	global_load_dword v9, v[0:1], off offset:2304
	global_load_dword v10, v[0:1], off offset:2560
	global_load_dword v11, v[0:1], off offset:2816
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:224
	global_load_dword v8, v[0:1], off offset:3072
	s_nop 0
	global_load_dword v9, v[0:1], off offset:3328
	global_load_dword v10, v[0:1], off offset:3584
	global_load_dword v11, v[0:1], off offset:3840
	v_add_u32_e32 v0, v4, v5
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[8:11], s32 offset:240
	scratch_load_dword v1, v0, s32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v1, 5, v1
	scratch_store_dword v0, v1, s32
	v_mul_u32_u24_e32 v1, 7, v5
	v_and_b32_e32 v0, 63, v4
	v_and_b32_e32 v1, 63, v1
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v1, 2, v1
	scratch_load_dword v0, v0, s32
	s_nop 0
	scratch_load_dword v1, v1, s32
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v4, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[6:7]
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_private_scratch, .Lfunc_end1-__clang_ocl_kern_imp_private_scratch
                                        ; -- End function
	.set __clang_ocl_kern_imp_private_scratch.num_vgpr, 32
	.set __clang_ocl_kern_imp_private_scratch.num_agpr, 0
	.set __clang_ocl_kern_imp_private_scratch.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_private_scratch.num_named_barrier, 0
	.set __clang_ocl_kern_imp_private_scratch.private_seg_size, 260
	.set __clang_ocl_kern_imp_private_scratch.uses_vcc, 1
	.set __clang_ocl_kern_imp_private_scratch.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_private_scratch.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_private_scratch.has_recursion, 0
	.set __clang_ocl_kern_imp_private_scratch.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 956
; TotalNumSgprs: 39
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 260
; MemoryBound: 0
	.text
	.protected	private_regs            ; -- Begin function private_regs
	.globl	private_regs
	.p2align	8
	.type	private_regs,@function
private_regs:                           ; @private_regs
; %bb.0:
	s_load_dwordx4 s[12:15], s[0:1], 0x0
	s_load_dword s16, s[0:1], 0x10
	v_lshl_add_u32 v8, s2, 6, v0
	v_lshlrev_b32_e32 v0, 3, v8
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[10:11], v[0:1], 2, s[12:13]
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	global_load_dwordx4 v[0:3], v[10:11], off offset:16
	global_load_dwordx4 v[4:7], v[10:11], off
	v_lshl_add_u64 v[10:11], s[12:13], 0, v[8:9]
	global_load_dword v10, v[10:11], off
	s_and_b32 s12, s16, 7
	s_cmp_lg_u32 s12, 7
	s_cselect_b64 vcc, -1, 0
	s_cmp_lg_u32 s12, 6
	s_cselect_b64 s[0:1], -1, 0
	s_cmp_lg_u32 s12, 5
	s_cselect_b64 s[2:3], -1, 0
	s_cmp_lg_u32 s12, 4
	s_cselect_b64 s[4:5], -1, 0
	s_cmp_lg_u32 s12, 3
	s_cselect_b64 s[6:7], -1, 0
	s_cmp_lg_u32 s12, 2
	s_cselect_b64 s[8:9], -1, 0
	s_cmp_lg_u32 s12, 1
	s_cselect_b64 s[10:11], -1, 0
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[12:13], -1, 0
	s_add_i32 s16, s16, 3
	s_and_b32 s16, s16, 7
	s_cmp_eq_u32 s16, 1
	s_waitcnt vmcnt(2)
	v_cndmask_b32_e32 v3, 1.0, v3, vcc
	v_cndmask_b32_e64 v2, 1.0, v2, s[0:1]
	s_waitcnt vmcnt(1)
	v_cndmask_b32_e64 v5, 1.0, v5, s[10:11]
	v_cndmask_b32_e64 v4, 1.0, v4, s[12:13]
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s16, 2
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e64 s[0:1], 0, v10
	v_cndmask_b32_e64 v6, 1.0, v6, s[8:9]
	v_cndmask_b32_e32 v12, v4, v5, vcc
	v_cndmask_b32_e64 v11, 6, 1, s[0:1]
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s16, 3
	v_cndmask_b32_e64 v7, 1.0, v7, s[6:7]
	v_cndmask_b32_e64 v4, v4, v5, s[0:1]
	v_cndmask_b32_e32 v5, v12, v6, vcc
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s16, 4
	v_cmp_eq_u32_e64 s[0:1], 2, v11
	v_cndmask_b32_e64 v0, 1.0, v0, s[4:5]
	v_cndmask_b32_e32 v5, v5, v7, vcc
	v_cndmask_b32_e64 v4, v4, v6, s[0:1]
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s16, 5
	v_cmp_eq_u32_e64 s[0:1], 3, v11
	v_cndmask_b32_e64 v1, 1.0, v1, s[2:3]
	v_cndmask_b32_e32 v5, v5, v0, vcc
	v_cndmask_b32_e64 v4, v4, v7, s[0:1]
	s_cselect_b64 vcc, -1, 0
	s_cmp_eq_u32 s16, 6
	v_cmp_eq_u32_e64 s[0:1], 4, v11
	s_nop 1
	v_cndmask_b32_e64 v0, v4, v0, s[0:1]
	v_cndmask_b32_e32 v4, v5, v1, vcc
	s_cselect_b64 vcc, -1, 0
	v_cmp_eq_u32_e64 s[0:1], 5, v11
	s_cmp_eq_u32 s16, 7
	s_nop 0
	v_cndmask_b32_e64 v0, v0, v1, s[0:1]
	v_cndmask_b32_e32 v1, v4, v2, vcc
	v_cmp_nlt_f32_e32 vcc, 0, v10
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v2, vcc
	s_cselect_b64 vcc, -1, 0
	v_cndmask_b32_e32 v1, v1, v3, vcc
	v_cmp_eq_u32_e32 vcc, 7, v11
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v3, vcc
	v_add_f32_e32 v2, v1, v0
	v_lshl_add_u64 v[0:1], s[14:15], 0, v[8:9]
	global_store_dword v[0:1], v2, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 13
		.amdhsa_next_free_sgpr 17
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
.Lfunc_end2:
	.size	private_regs, .Lfunc_end2-private_regs
                                        ; -- End function
	.set private_regs.num_vgpr, 13
	.set private_regs.num_agpr, 0
	.set private_regs.numbered_sgpr, 17
	.set private_regs.num_named_barrier, 0
	.set private_regs.private_seg_size, 0
	.set private_regs.uses_vcc, 1
	.set private_regs.uses_flat_scratch, 0
	.set private_regs.has_dyn_sized_stack, 0
	.set private_regs.has_recursion, 0
	.set private_regs.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 464
; TotalNumSgprs: 23
; NumVgprs: 13
; NumAgprs: 0
; TotalNumVgprs: 13
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 13
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
	.protected	__clang_ocl_kern_imp_private_regs ; -- Begin function __clang_ocl_kern_imp_private_regs
	.globl	__clang_ocl_kern_imp_private_regs
	.p2align	2
	.type	__clang_ocl_kern_imp_private_regs,@function
__clang_ocl_kern_imp_private_regs:      ; @__clang_ocl_kern_imp_private_regs
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v14, s12, 6, v5
	v_lshlrev_b32_e32 v6, 3, v14
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[16:17], v[6:7], 2, v[0:1]
	global_load_dwordx4 v[6:9], v[16:17], off offset:16
	global_load_dwordx4 v[10:13], v[16:17], off
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[14:15]
	global_load_dword v0, v[0:1], off
	v_and_b32_e32 v1, 7, v4
	v_cmp_ne_u32_e32 vcc, 7, v1
	v_add_u32_e32 v4, 3, v4
	v_and_b32_e32 v4, 7, v4
	v_cmp_eq_u32_e64 s[0:1], 1, v4
	s_waitcnt vmcnt(2)
	v_cndmask_b32_e32 v5, 1.0, v9, vcc
	v_cmp_ne_u32_e32 vcc, 6, v1
	s_nop 1
	v_cndmask_b32_e32 v8, 1.0, v8, vcc
	v_cmp_ne_u32_e32 vcc, 5, v1
	s_nop 1
	v_cndmask_b32_e32 v7, 1.0, v7, vcc
	v_cmp_ne_u32_e32 vcc, 4, v1
	s_nop 1
	v_cndmask_b32_e32 v6, 1.0, v6, vcc
	v_cmp_ne_u32_e32 vcc, 3, v1
	s_waitcnt vmcnt(1)
	s_nop 0
	v_cndmask_b32_e32 v9, 1.0, v13, vcc
	v_cmp_ne_u32_e32 vcc, 2, v1
	s_nop 1
	v_cndmask_b32_e32 v12, 1.0, v12, vcc
	v_cmp_ne_u32_e32 vcc, 1, v1
	s_nop 1
	v_cndmask_b32_e32 v11, 1.0, v11, vcc
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_nop 1
	v_cndmask_b32_e32 v1, 1.0, v10, vcc
	s_waitcnt vmcnt(0)
	v_cmp_lt_f32_e32 vcc, 0, v0
	v_cndmask_b32_e64 v13, v1, v11, s[0:1]
	s_nop 0
	v_cndmask_b32_e64 v10, 6, 1, vcc
	v_cndmask_b32_e32 v1, v1, v11, vcc
	v_cmp_eq_u32_e32 vcc, 2, v4
	s_nop 1
	v_cndmask_b32_e32 v11, v13, v12, vcc
	v_cmp_eq_u32_e32 vcc, 2, v10
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v12, vcc
	v_cmp_eq_u32_e32 vcc, 3, v4
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v9, vcc
	v_cmp_eq_u32_e32 vcc, 3, v10
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v9, vcc
	v_cmp_eq_u32_e32 vcc, 4, v4
	s_nop 1
	v_cndmask_b32_e32 v9, v11, v6, vcc
	v_cmp_eq_u32_e32 vcc, 4, v10
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v6, vcc
	v_cmp_eq_u32_e32 vcc, 5, v4
	s_nop 1
	v_cndmask_b32_e32 v6, v9, v7, vcc
	v_cmp_eq_u32_e32 vcc, 5, v10
	s_nop 1
	v_cndmask_b32_e32 v1, v1, v7, vcc
	v_cmp_eq_u32_e32 vcc, 6, v4
	s_nop 1
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_cmp_nlt_f32_e32 vcc, 0, v0
	s_nop 1
	v_cndmask_b32_e32 v0, v1, v8, vcc
	v_cmp_eq_u32_e32 vcc, 7, v4
	s_nop 1
	v_cndmask_b32_e32 v1, v6, v5, vcc
	v_cmp_eq_u32_e32 vcc, 7, v10
	s_nop 1
	v_cndmask_b32_e32 v0, v0, v5, vcc
	v_add_f32_e32 v4, v1, v0
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[14:15]
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 404
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	atomics_no_return       ; -- Begin function atomics_no_return
	.globl	atomics_no_return
	.p2align	8
	.type	atomics_no_return,@function
atomics_no_return:                      ; @atomics_no_return
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x18
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32 v3, s10, 0
	v_and_b32_e32 v1, 63, v0
	v_mbcnt_hi_u32_b32 v3, s11, v3
	v_lshlrev_b32_e32 v1, 2, v1
	v_mov_b32_e32 v2, 0
	v_cmp_eq_u32_e32 vcc, 0, v3
	ds_write2st64_b32 v1, v2, v2 offset1:1
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz .LBB4_2
; %bb.1:
	s_bcnt1_i32_b64 s3, s[10:11]
	s_mul_i32 s3, s8, s3
	v_mov_b32_e32 v3, s3
	global_atomic_add v2, v3, s[4:5]
.LBB4_2:
	s_or_b64 exec, exec, s[12:13]
	s_mov_b64 s[12:13], exec
	v_mbcnt_lo_u32_b32 v2, s12, 0
	v_mbcnt_hi_u32_b32 v2, s13, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_4
; %bb.3:
	s_bcnt1_i32_b64 s3, s[12:13]
	s_mul_i32 s3, s8, s3
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s3
	global_atomic_sub v2, v3, s[4:5] offset:4
.LBB4_4:
	s_or_b64 exec, exec, s[10:11]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_6
; %bb.5:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s8
	global_atomic_and v2, v3, s[4:5] offset:8
.LBB4_6:
	s_or_b64 exec, exec, s[10:11]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_8
; %bb.7:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s8
	global_atomic_or v2, v3, s[4:5] offset:12
.LBB4_8:
	s_or_b64 exec, exec, s[10:11]
	s_mov_b64 s[12:13], exec
	v_mbcnt_lo_u32_b32 v2, s12, 0
	v_mbcnt_hi_u32_b32 v2, s13, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_10
; %bb.9:
	s_bcnt1_i32_b64 s3, s[12:13]
	s_and_b32 s3, s3, 1
	s_mul_i32 s3, s8, s3
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s3
	global_atomic_xor v2, v3, s[4:5] offset:16
.LBB4_10:
	s_or_b64 exec, exec, s[10:11]
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_12
; %bb.11:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s8
	global_atomic_smin v2, v3, s[4:5] offset:20
.LBB4_12:
	s_or_b64 exec, exec, s[10:11]
	v_mbcnt_lo_u32_b32 v2, exec_lo, 0
	v_mbcnt_hi_u32_b32 v2, exec_hi, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_14
; %bb.13:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, s8
	global_atomic_umax v2, v3, s[4:5] offset:24
.LBB4_14:
	s_or_b64 exec, exec, s[10:11]
	s_mov_b64 s[12:13], exec
	v_mbcnt_lo_u32_b32 v2, s12, 0
	v_mbcnt_hi_u32_b32 v2, s13, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB4_16
; %bb.15:
	s_bcnt1_i32_b64 s3, s[12:13]
	v_cvt_f32_ubyte0_e32 v2, s3
	v_mul_f32_e32 v2, s9, v2
	v_mov_b32_e32 v3, 0
	global_atomic_add_f32 v3, v2, s[6:7]
.LBB4_16:
	s_or_b64 exec, exec, s[10:11]
	s_mov_b64 s[10:11], exec
	v_mbcnt_lo_u32_b32 v2, s10, 0
	v_mbcnt_hi_u32_b32 v2, s11, v2
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB4_18
; %bb.17:
	s_bcnt1_i32_b64 s3, s[10:11]
	s_mul_hi_i32 s10, s8, s3
	s_mul_i32 s3, s8, s3
	v_mov_b32_e32 v4, s3
	v_mov_b32_e32 v5, s10
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add_x2 v2, v[4:5], s[0:1]
.LBB4_18:
	s_or_b64 exec, exec, s[6:7]
	v_and_b32_e32 v2, 7, v0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[0:1], src_shared_base
	v_lshlrev_b32_e32 v2, 2, v2
	v_mov_b32_e32 v5, s8
	ds_add_u32 v2, v5
	ds_max_i32 v2, v5 offset:32
	v_mov_b32_e32 v3, s9
	s_add_u32 s0, s4, 32
	ds_add_f32 v2, v3 offset:256
	v_and_b32_e32 v2, 1, v0
	s_addc_u32 s3, s5, 0
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v4, s1
	v_cmp_eq_u32_e32 vcc, 0, v2
	v_mov_b32_e32 v2, s0
	v_lshl_add_u32 v0, s2, 6, v0
	v_cndmask_b32_e32 v3, v3, v4, vcc
	v_cndmask_b32_e64 v2, v2, 64, vcc
	flat_atomic_add v[2:3], v5
	flat_atomic_or v[2:3], v5 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v1, v3
	v_add_u32_e32 v2, v2, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v2, off offset:64
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
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
.Lfunc_end4:
	.size	atomics_no_return, .Lfunc_end4-atomics_no_return
                                        ; -- End function
	.set atomics_no_return.num_vgpr, 6
	.set atomics_no_return.num_agpr, 0
	.set atomics_no_return.numbered_sgpr, 14
	.set atomics_no_return.num_named_barrier, 0
	.set atomics_no_return.private_seg_size, 0
	.set atomics_no_return.uses_vcc, 1
	.set atomics_no_return.uses_flat_scratch, 0
	.set atomics_no_return.has_dyn_sized_stack, 0
	.set atomics_no_return.has_recursion, 0
	.set atomics_no_return.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 720
; TotalNumSgprs: 20
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 512 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 20
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
	.protected	__clang_ocl_kern_imp_atomics_no_return ; -- Begin function __clang_ocl_kern_imp_atomics_no_return
	.globl	__clang_ocl_kern_imp_atomics_no_return
	.p2align	2
	.type	__clang_ocl_kern_imp_atomics_no_return,@function
__clang_ocl_kern_imp_atomics_no_return: ; @__clang_ocl_kern_imp_atomics_no_return
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, 0
	s_mov_b64 s[0:1], src_shared_base
	s_trap 2
	ds_write_b32 v0, v7
	s_waitcnt lgkmcnt(0)
	s_barrier
	global_atomic_add v[0:1], v6, off
	global_atomic_sub v[0:1], v6, off offset:4
	global_atomic_and v[0:1], v6, off offset:8
	global_atomic_or v[0:1], v6, off offset:12
	global_atomic_xor v[0:1], v6, off offset:16
	global_atomic_smin v[0:1], v6, off offset:20
	global_atomic_umax v[0:1], v6, off offset:24
	global_atomic_add_f32 v[2:3], v8, off
	s_add_i32 s0, s0, 64
	v_ashrrev_i32_e32 v7, 31, v6
	s_cmp_lg_u32 s0, -1
	global_atomic_add_x2 v[4:5], v[6:7], off
	v_and_b32_e32 v4, 1, v31
	s_cselect_b32 s1, s1, 0
	s_cselect_b32 s0, s0, 0
	v_lshl_add_u64 v[2:3], v[0:1], 0, 32
	v_mov_b32_e32 v5, s1
	v_cmp_eq_u32_e32 vcc, 0, v4
	v_mov_b32_e32 v4, s0
	ds_add_u32 v0, v6
	ds_max_i32 v0, v6
	ds_add_f32 v0, v8
	v_cndmask_b32_e32 v3, v3, v5, vcc
	v_cndmask_b32_e32 v2, v2, v4, vcc
	flat_atomic_add v[2:3], v6
	flat_atomic_or v[2:3], v6 offset:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v2, v0
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v3, v2
	v_add_u32_e32 v4, v2, v3
	v_and_b32_e32 v2, 0x3ff, v31
	v_lshl_add_u32 v2, s12, 6, v2
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v4, off offset:64
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 272
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	mix                             ; -- Begin function mix
	.globl	mix
	.p2align	2
	.type	mix,@function
mix:                                    ; @mix
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_and_b32_e32 v5, 15, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, v[0:1]
	v_lshlrev_b32_e32 v6, 2, v5
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_load_dword v5, v[2:3], off
	global_load_dword v6, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mad_u64_u32 v[0:1], s[0:1], v5, v4, v[6:7]
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 72
; TotalNumSgprs: 38
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	store_pair                      ; -- Begin function store_pair
	.globl	store_pair
	.p2align	2
	.type	store_pair,@function
store_pair:                             ; @store_pair
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v5, v4
	v_mov_b32_e32 v4, v3
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dwordx2 v[0:1], v[4:5], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 40
; TotalNumSgprs: 38
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	calls                   ; -- Begin function calls
	.globl	calls
	.p2align	8
	.type	calls,@function
calls:                                  ; @calls
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v8, s2, 6, v0
	v_ashrrev_i32_e32 v9, 31, v8
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, mix@rel32@lo+4
	s_addc_u32 s3, s3, mix@rel32@hi+12
	v_mov_b32_e32 v2, v8
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_lshl_add_u64 v[0:1], v[8:9], 2, v[0:1]
	global_load_dword v3, v[0:1], off
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v9, v0
	v_and_b32_e32 v2, 31, v9
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_mov_b32_e32 v3, v8
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v4, v0
	v_lshlrev_b32_e32 v2, 1, v8
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, store_pair@rel32@lo+4
	s_addc_u32 s1, s1, store_pair@rel32@hi+12
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v3, v9
	s_swappc_b64 s[30:31], s[0:1]
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 33
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
.Lfunc_end8:
	.size	calls, .Lfunc_end8-calls
                                        ; -- End function
	.set calls.num_vgpr, max(10, mix.num_vgpr, store_pair.num_vgpr)
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
; codeLenInByte = 160
; TotalNumSgprs: 39
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_calls ; -- Begin function __clang_ocl_kern_imp_calls
	.globl	__clang_ocl_kern_imp_calls
	.p2align	2
	.type	__clang_ocl_kern_imp_calls,@function
__clang_ocl_kern_imp_calls:             ; @__clang_ocl_kern_imp_calls
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s4, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v14, s33       ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_mov_b32_e32 v8, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_lshl_add_u32 v10, s12, 6, v0
	v_mov_b32_e32 v9, v1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[8:9]
	v_mov_b32_e32 v12, v3
	global_load_dword v3, v[0:1], off
	s_add_i32 s32, s32, 16
	v_writelane_b32 v14, s30, 0
	v_mov_b32_e32 v13, v2
	s_getpc_b64 s[2:3]
	s_add_u32 s2, s2, mix@rel32@lo+4
	s_addc_u32 s3, s3, mix@rel32@hi+12
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v2, v10
	v_writelane_b32 v14, s31, 1
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v11, v0
	v_and_b32_e32 v2, 31, v11
	v_mov_b32_e32 v0, v8
	v_mov_b32_e32 v1, v9
	v_mov_b32_e32 v3, v10
	s_swappc_b64 s[30:31], s[2:3]
	v_mov_b32_e32 v4, v0
	v_lshlrev_b32_e32 v2, 1, v10
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, store_pair@rel32@lo+4
	s_addc_u32 s1, s1, store_pair@rel32@hi+12
	v_mov_b32_e32 v0, v13
	v_mov_b32_e32 v1, v12
	v_mov_b32_e32 v3, v11
	v_readlane_b32 s31, v14, 1
	v_readlane_b32 s30, v14, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[2:3], -1
	scratch_load_dword v14, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[2:3]
	s_mov_b32 s33, s4
	s_setpc_b64 s[0:1]
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
; codeLenInByte = 244
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
; MemoryBound: 0
	.text
	.protected	int64_math              ; -- Begin function int64_math
	.globl	int64_math
	.p2align	8
	.type	int64_math,@function
int64_math:                             ; @int64_math
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], s[6:7], 0, v[2:3]
	v_lshl_add_u64 v[6:7], s[4:5], 0, v[2:3]
	global_load_dwordx2 v[4:5], v[8:9], off
	global_load_dwordx2 v[2:3], v[6:7], off
	v_mov_b32_e32 v6, 0
                                        ; implicit-def: $vgpr8_vgpr9
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v10, 1, v4
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v7, v3, v5
	v_cmp_ne_u64_e32 vcc, 0, v[6:7]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB10_2
; %bb.1:
	v_cvt_f32_u32_e32 v7, v10
	v_cvt_f32_u32_e32 v8, v5
	v_sub_co_u32_e32 v16, vcc, 0, v10
	v_mov_b32_e32 v15, v6
	v_fmamk_f32 v7, v8, 0x4f800000, v7
	v_rcp_f32_e32 v7, v7
	v_subb_co_u32_e32 v17, vcc, 0, v5, vcc
	v_mul_f32_e32 v7, 0x5f7ffffc, v7
	v_mul_f32_e32 v8, 0x2f800000, v7
	v_trunc_f32_e32 v8, v8
	v_fmamk_f32 v7, v8, 0xcf800000, v7
	v_cvt_u32_f32_e32 v11, v8
	v_cvt_u32_f32_e32 v7, v7
	v_mul_lo_u32 v12, v16, v11
	v_mul_lo_u32 v13, v17, v7
	v_mad_u64_u32 v[8:9], s[0:1], v16, v7, 0
	v_add3_u32 v9, v9, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v7, v9, 0
	v_mul_hi_u32 v14, v7, v8
	v_lshl_add_u64 v[12:13], v[14:15], 0, v[12:13]
	v_mad_u64_u32 v[14:15], s[0:1], v11, v9, 0
	v_mad_u64_u32 v[8:9], s[0:1], v11, v8, 0
	v_add_co_u32_e32 v8, vcc, v12, v8
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v13, v9, vcc
	v_mov_b32_e32 v9, v6
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, 0, v15, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[14:15]
	v_add_co_u32_e32 v7, vcc, v7, v8
	v_mul_lo_u32 v13, v17, v7
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	v_mul_lo_u32 v12, v16, v11
	v_mad_u64_u32 v[8:9], s[0:1], v16, v7, 0
	v_add3_u32 v9, v9, v12, v13
	v_mad_u64_u32 v[12:13], s[0:1], v11, v9, 0
	v_mad_u64_u32 v[14:15], s[0:1], v11, v8, 0
	v_mad_u64_u32 v[16:17], s[0:1], v7, v9, 0
	v_mul_hi_u32 v8, v7, v8
	v_mov_b32_e32 v9, v6
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[16:17]
	v_add_co_u32_e32 v8, vcc, v8, v14
	s_nop 1
	v_addc_co_u32_e32 v8, vcc, v9, v15, vcc
	v_mov_b32_e32 v9, v6
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[8:9], v[8:9], 0, v[12:13]
	v_add_co_u32_e32 v7, vcc, v7, v8
	v_mul_hi_u32 v12, v2, v7
	s_nop 0
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	v_mad_u64_u32 v[8:9], s[0:1], v2, v11, 0
	v_mov_b32_e32 v13, v6
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[8:9]
	v_mad_u64_u32 v[14:15], s[0:1], v3, v7, 0
	v_add_co_u32_e32 v7, vcc, v8, v14
	v_mad_u64_u32 v[12:13], s[0:1], v3, v11, 0
	s_nop 0
	v_addc_co_u32_e32 v8, vcc, v9, v15, vcc
	v_mov_b32_e32 v9, v6
	s_nop 0
	v_addc_co_u32_e32 v13, vcc, 0, v13, vcc
	v_lshl_add_u64 v[6:7], v[8:9], 0, v[12:13]
	v_mul_lo_u32 v11, v5, v6
	v_mul_lo_u32 v12, v10, v7
	v_mad_u64_u32 v[8:9], s[0:1], v10, v6, 0
	v_add3_u32 v11, v9, v12, v11
	v_sub_u32_e32 v9, v3, v11
	v_sub_co_u32_e32 v14, vcc, v2, v8
	s_nop 1
	v_subb_co_u32_e64 v8, s[0:1], v9, v5, vcc
	v_sub_co_u32_e64 v9, s[0:1], v14, v10
	v_subb_co_u32_e32 v11, vcc, v3, v11, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v8, s[0:1], 0, v8, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v8, v5
	v_cmp_ge_u32_e32 vcc, v11, v5
	s_nop 0
	v_cndmask_b32_e64 v12, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v9, v10
	s_nop 1
	v_cndmask_b32_e64 v9, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v8, v5
	s_nop 1
	v_cndmask_b32_e64 v15, v12, v9, s[0:1]
	v_lshl_add_u64 v[8:9], v[6:7], 0, 2
	v_lshl_add_u64 v[12:13], v[6:7], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v15
	s_nop 1
	v_cndmask_b32_e64 v9, v13, v9, s[0:1]
	v_cndmask_b32_e64 v13, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v14, v10
	s_nop 1
	v_cndmask_b32_e64 v10, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v11, v5
	s_nop 1
	v_cndmask_b32_e32 v10, v13, v10, vcc
	v_cmp_ne_u32_e32 vcc, 0, v10
                                        ; implicit-def: $vgpr10
	s_nop 1
	v_cndmask_b32_e32 v9, v7, v9, vcc
	v_cndmask_b32_e64 v7, v12, v8, s[0:1]
	v_cndmask_b32_e32 v8, v6, v7, vcc
.LBB10_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB10_4
; %bb.3:
	v_cvt_f32_u32_e32 v6, v10
	v_sub_u32_e32 v7, 0, v10
	v_rcp_iflag_f32_e32 v6, v6
	s_nop 0
	v_mul_f32_e32 v6, 0x4f7ffffe, v6
	v_cvt_u32_f32_e32 v6, v6
	v_mul_lo_u32 v7, v7, v6
	v_mul_hi_u32 v7, v6, v7
	v_add_u32_e32 v6, v6, v7
	v_mul_hi_u32 v6, v2, v6
	v_mul_lo_u32 v7, v6, v10
	v_sub_u32_e32 v7, v2, v7
	v_add_u32_e32 v8, 1, v6
	v_sub_u32_e32 v9, v7, v10
	v_cmp_ge_u32_e32 vcc, v7, v10
	s_nop 1
	v_cndmask_b32_e32 v7, v7, v9, vcc
	v_cndmask_b32_e32 v6, v6, v8, vcc
	v_add_u32_e32 v8, 1, v6
	v_cmp_ge_u32_e32 vcc, v7, v10
	v_mov_b32_e32 v9, 0
	s_nop 0
	v_cndmask_b32_e32 v8, v6, v8, vcc
.LBB10_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[10:11], 7, v[2:3]
	v_mul_lo_u32 v12, v4, v3
	v_mul_lo_u32 v13, v5, v2
	v_mad_u64_u32 v[10:11], s[0:1], v4, v2, v[10:11]
	v_lshlrev_b64 v[4:5], 3, v[4:5]
	v_add3_u32 v11, v13, v11, v12
	v_sub_co_u32_e32 v4, vcc, v10, v4
	v_xor_b32_e32 v4, v4, v8
	s_nop 0
	v_subb_co_u32_e32 v5, vcc, v11, v5, vcc
	v_ashrrev_i32_e32 v8, 31, v3
	s_mov_b32 s2, 0x8637a2a2
	s_mov_b32 s3, 0x4e5ace35
	v_xor_b32_e32 v5, v5, v9
	v_mul_lo_u32 v10, v8, s2
	v_mad_u64_u32 v[8:9], s[0:1], v8, s3, 0
	v_add3_u32 v9, v9, v10, v8
	v_mul_hi_u32 v10, v2, s3
	v_mov_b32_e32 v11, 0
	v_mad_u64_u32 v[12:13], s[0:1], v3, s3, v[10:11]
	v_mov_b32_e32 v10, v13
	v_mov_b32_e32 v13, v11
	v_mad_u64_u32 v[12:13], s[0:1], v2, s2, v[12:13]
	v_mad_u64_u32 v[8:9], s[0:1], v2, -1, v[8:9]
	v_mov_b32_e32 v12, v13
	v_mov_b32_e32 v13, v11
	v_sub_u32_e32 v9, v9, v3
	v_lshl_add_u64 v[12:13], v[10:11], 0, v[12:13]
	v_sub_u32_e32 v9, v9, v2
	v_mad_u64_u32 v[12:13], s[0:1], v3, s2, v[12:13]
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[8:9]
	v_mad_u64_u32 v[8:9], s[0:1], v2, 1, v[8:9]
	v_add_u32_e32 v9, v3, v9
	v_ashrrev_i64 v[12:13], 19, v[8:9]
	v_lshrrev_b32_e32 v10, 31, v9
	v_lshl_add_u64 v[8:9], v[12:13], 0, v[10:11]
	s_mov_b32 s2, 0xf4243
	v_mad_u64_u32 v[10:11], s[0:1], v8, s2, 0
	v_mad_i32_i24 v8, v9, s2, v11
	v_sub_co_u32_e32 v2, vcc, v2, v10
	v_mov_b32_e32 v6, s8
	s_nop 0
	v_subb_co_u32_e32 v3, vcc, v3, v8, vcc
	v_lshl_add_u64 v[2:3], v[4:5], 0, v[2:3]
	v_mov_b32_e32 v4, s11
	v_cmp_lt_u64_e32 vcc, s[10:11], v[2:3]
	v_mov_b32_e32 v7, s9
	v_lshl_add_u64 v[0:1], v[0:1], 3, v[6:7]
	v_cndmask_b32_e32 v3, v4, v3, vcc
	v_mov_b32_e32 v4, s10
	v_cndmask_b32_e32 v2, v4, v2, vcc
	global_store_dwordx2 v[0:1], v[2:3], off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 18
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 20
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
	.size	int64_math, .Lfunc_end10-int64_math
                                        ; -- End function
	.set int64_math.num_vgpr, 18
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
; codeLenInByte = 1160
; TotalNumSgprs: 18
; NumVgprs: 18
; NumAgprs: 0
; TotalNumVgprs: 18
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 18
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_int64_math ; -- Begin function __clang_ocl_kern_imp_int64_math
	.globl	__clang_ocl_kern_imp_int64_math
	.p2align	2
	.type	__clang_ocl_kern_imp_int64_math,@function
__clang_ocl_kern_imp_int64_math:        ; @__clang_ocl_kern_imp_int64_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v8, s12, 6, v8
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 3, v[8:9]
	v_lshl_add_u64 v[12:13], v[0:1], 0, v[10:11]
	v_lshl_add_u64 v[10:11], v[2:3], 0, v[10:11]
	global_load_dwordx2 v[2:3], v[10:11], off
	global_load_dwordx2 v[0:1], v[12:13], off
	v_mov_b32_e32 v10, 0
                                        ; implicit-def: $vgpr12_vgpr13
	s_waitcnt vmcnt(1)
	v_or_b32_e32 v14, 1, v2
	s_waitcnt vmcnt(0)
	v_or_b32_e32 v11, v1, v3
	v_cmp_ne_u64_e32 vcc, 0, v[10:11]
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[2:3], exec, s[0:1]
	s_cbranch_execz .LBB11_2
; %bb.1:
	v_cvt_f32_u32_e32 v11, v14
	v_cvt_f32_u32_e32 v12, v3
	v_sub_co_u32_e32 v20, vcc, 0, v14
	v_mov_b32_e32 v19, v10
	v_fmamk_f32 v11, v12, 0x4f800000, v11
	v_rcp_f32_e32 v11, v11
	v_subb_co_u32_e32 v21, vcc, 0, v3, vcc
	v_mul_f32_e32 v11, 0x5f7ffffc, v11
	v_mul_f32_e32 v12, 0x2f800000, v11
	v_trunc_f32_e32 v12, v12
	v_fmamk_f32 v11, v12, 0xcf800000, v11
	v_cvt_u32_f32_e32 v15, v12
	v_cvt_u32_f32_e32 v11, v11
	v_mul_lo_u32 v16, v20, v15
	v_mul_lo_u32 v17, v21, v11
	v_mad_u64_u32 v[12:13], s[0:1], v20, v11, 0
	v_add3_u32 v13, v13, v16, v17
	v_mad_u64_u32 v[16:17], s[0:1], v11, v13, 0
	v_mul_hi_u32 v18, v11, v12
	v_lshl_add_u64 v[16:17], v[18:19], 0, v[16:17]
	v_mad_u64_u32 v[18:19], s[0:1], v15, v13, 0
	v_mad_u64_u32 v[12:13], s[0:1], v15, v12, 0
	v_add_co_u32_e32 v12, vcc, v16, v12
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v17, v13, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[18:19]
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_mul_lo_u32 v17, v21, v11
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, v15, v13, vcc
	v_mul_lo_u32 v16, v20, v15
	v_mad_u64_u32 v[12:13], s[0:1], v20, v11, 0
	v_add3_u32 v13, v13, v16, v17
	v_mad_u64_u32 v[16:17], s[0:1], v15, v13, 0
	v_mad_u64_u32 v[18:19], s[0:1], v15, v12, 0
	v_mad_u64_u32 v[20:21], s[0:1], v11, v13, 0
	v_mul_hi_u32 v12, v11, v12
	v_mov_b32_e32 v13, v10
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[20:21]
	v_add_co_u32_e32 v12, vcc, v12, v18
	s_nop 1
	v_addc_co_u32_e32 v12, vcc, v13, v19, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[12:13], v[12:13], 0, v[16:17]
	v_add_co_u32_e32 v11, vcc, v11, v12
	v_mul_hi_u32 v16, v0, v11
	s_nop 0
	v_addc_co_u32_e32 v15, vcc, v15, v13, vcc
	v_mad_u64_u32 v[12:13], s[0:1], v0, v15, 0
	v_mov_b32_e32 v17, v10
	v_lshl_add_u64 v[12:13], v[16:17], 0, v[12:13]
	v_mad_u64_u32 v[18:19], s[0:1], v1, v11, 0
	v_add_co_u32_e32 v11, vcc, v12, v18
	v_mad_u64_u32 v[16:17], s[0:1], v1, v15, 0
	s_nop 0
	v_addc_co_u32_e32 v12, vcc, v13, v19, vcc
	v_mov_b32_e32 v13, v10
	s_nop 0
	v_addc_co_u32_e32 v17, vcc, 0, v17, vcc
	v_lshl_add_u64 v[10:11], v[12:13], 0, v[16:17]
	v_mul_lo_u32 v15, v3, v10
	v_mul_lo_u32 v16, v14, v11
	v_mad_u64_u32 v[12:13], s[0:1], v14, v10, 0
	v_add3_u32 v15, v13, v16, v15
	v_sub_u32_e32 v13, v1, v15
	v_sub_co_u32_e32 v18, vcc, v0, v12
	s_nop 1
	v_subb_co_u32_e64 v12, s[0:1], v13, v3, vcc
	v_sub_co_u32_e64 v13, s[0:1], v18, v14
	v_subb_co_u32_e32 v15, vcc, v1, v15, vcc
	s_nop 0
	v_subbrev_co_u32_e64 v12, s[0:1], 0, v12, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v12, v3
	v_cmp_ge_u32_e32 vcc, v15, v3
	s_nop 0
	v_cndmask_b32_e64 v16, 0, -1, s[0:1]
	v_cmp_ge_u32_e64 s[0:1], v13, v14
	s_nop 1
	v_cndmask_b32_e64 v13, 0, -1, s[0:1]
	v_cmp_eq_u32_e64 s[0:1], v12, v3
	s_nop 1
	v_cndmask_b32_e64 v19, v16, v13, s[0:1]
	v_lshl_add_u64 v[12:13], v[10:11], 0, 2
	v_lshl_add_u64 v[16:17], v[10:11], 0, 1
	v_cmp_ne_u32_e64 s[0:1], 0, v19
	s_nop 1
	v_cndmask_b32_e64 v13, v17, v13, s[0:1]
	v_cndmask_b32_e64 v17, 0, -1, vcc
	v_cmp_ge_u32_e32 vcc, v18, v14
	s_nop 1
	v_cndmask_b32_e64 v14, 0, -1, vcc
	v_cmp_eq_u32_e32 vcc, v15, v3
	s_nop 1
	v_cndmask_b32_e32 v14, v17, v14, vcc
	v_cmp_ne_u32_e32 vcc, 0, v14
                                        ; implicit-def: $vgpr14
	s_nop 1
	v_cndmask_b32_e32 v13, v11, v13, vcc
	v_cndmask_b32_e64 v11, v16, v12, s[0:1]
	v_cndmask_b32_e32 v12, v10, v11, vcc
.LBB11_2:
	s_andn2_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB11_4
; %bb.3:
	v_cvt_f32_u32_e32 v10, v14
	v_sub_u32_e32 v11, 0, v14
	v_rcp_iflag_f32_e32 v10, v10
	s_nop 0
	v_mul_f32_e32 v10, 0x4f7ffffe, v10
	v_cvt_u32_f32_e32 v10, v10
	v_mul_lo_u32 v11, v11, v10
	v_mul_hi_u32 v11, v10, v11
	v_add_u32_e32 v10, v10, v11
	v_mul_hi_u32 v10, v0, v10
	v_mul_lo_u32 v11, v10, v14
	v_sub_u32_e32 v11, v0, v11
	v_add_u32_e32 v12, 1, v10
	v_sub_u32_e32 v13, v11, v14
	v_cmp_ge_u32_e32 vcc, v11, v14
	s_nop 1
	v_cndmask_b32_e32 v11, v11, v13, vcc
	v_cndmask_b32_e32 v10, v10, v12, vcc
	v_add_u32_e32 v12, 1, v10
	v_cmp_ge_u32_e32 vcc, v11, v14
	v_mov_b32_e32 v13, 0
	s_nop 0
	v_cndmask_b32_e32 v12, v10, v12, vcc
.LBB11_4:
	s_or_b64 exec, exec, s[0:1]
	v_lshrrev_b64 v[10:11], 7, v[0:1]
	v_mul_lo_u32 v14, v2, v1
	v_mul_lo_u32 v15, v3, v0
	v_mad_u64_u32 v[10:11], s[0:1], v2, v0, v[10:11]
	v_lshlrev_b64 v[2:3], 3, v[2:3]
	v_add3_u32 v11, v15, v11, v14
	v_sub_co_u32_e32 v2, vcc, v10, v2
	v_ashrrev_i32_e32 v10, 31, v1
	s_mov_b32 s2, 0x8637a2a2
	s_mov_b32 s3, 0x4e5ace35
	v_subb_co_u32_e32 v3, vcc, v11, v3, vcc
	v_xor_b32_e32 v2, v2, v12
	v_mul_lo_u32 v12, v10, s2
	v_mad_u64_u32 v[10:11], s[0:1], v10, s3, 0
	v_xor_b32_e32 v3, v3, v13
	v_add3_u32 v11, v11, v12, v10
	v_mul_hi_u32 v12, v0, s3
	v_mov_b32_e32 v13, 0
	v_mad_u64_u32 v[14:15], s[0:1], v1, s3, v[12:13]
	v_mov_b32_e32 v12, v15
	v_mov_b32_e32 v15, v13
	v_mad_u64_u32 v[14:15], s[0:1], v0, s2, v[14:15]
	v_mad_u64_u32 v[10:11], s[0:1], v0, -1, v[10:11]
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v15, v13
	v_sub_u32_e32 v11, v11, v1
	v_lshl_add_u64 v[14:15], v[12:13], 0, v[14:15]
	v_sub_u32_e32 v11, v11, v0
	v_mad_u64_u32 v[14:15], s[0:1], v1, s2, v[14:15]
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[10:11]
	v_mad_u64_u32 v[10:11], s[0:1], v0, 1, v[10:11]
	v_add_u32_e32 v11, v1, v11
	v_ashrrev_i64 v[14:15], 19, v[10:11]
	v_lshrrev_b32_e32 v12, 31, v11
	v_lshl_add_u64 v[10:11], v[14:15], 0, v[12:13]
	s_mov_b32 s2, 0xf4243
	v_mad_u64_u32 v[12:13], s[0:1], v10, s2, 0
	v_mad_i32_i24 v10, v11, s2, v13
	v_sub_co_u32_e32 v0, vcc, v0, v12
	s_nop 1
	v_subb_co_u32_e32 v1, vcc, v1, v10, vcc
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[0:1]
	v_cmp_gt_u64_e32 vcc, v[0:1], v[6:7]
	v_lshl_add_u64 v[2:3], v[8:9], 3, v[4:5]
	s_nop 0
	v_cndmask_b32_e32 v1, v7, v1, vcc
	v_cndmask_b32_e32 v0, v6, v0, vcc
	global_store_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 1148
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	wave_wide               ; -- Begin function wave_wide
	.globl	wave_wide
	.p2align	8
	.type	wave_wide,@function
wave_wide:                              ; @wave_wide
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_add_u32 v2, s2, 6, v0
	v_ashrrev_i32_e32 v3, 31, v2
	s_mov_b32 s3, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s4
	v_mov_b32_e32 v5, s5
	v_lshl_add_u64 v[4:5], v[2:3], 2, v[4:5]
	global_load_dword v5, v[4:5], off
	s_mov_b64 s[4:5], exec
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v1, v5 offset:swizzle(SWAP,1)
	v_cmp_lt_i32_e64 s[0:1], 0, v5
	v_readlane_b32 s10, v5, 3
.LBB12_1:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s11, s[4:5]
	v_readlane_b32 s12, v5, s11
	s_bitset0_b64 s[4:5], s11
	s_add_i32 s3, s3, s12
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB12_1
; %bb.2:
	v_mov_b32_e32 v4, s3
	s_mov_b64 s[4:5], exec
	s_brev_b32 s11, 1
.LBB12_3:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s3, s[4:5]
	v_readlane_b32 s12, v5, s3
	s_bitset0_b64 s[4:5], s3
	s_max_i32 s11, s11, s12
	s_cmp_lg_u64 s[4:5], 0
	s_cbranch_scc1 .LBB12_3
; %bb.4:
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB12_6
; %bb.5:
	s_mov_b32 s3, 0
	s_lshl_b64 s[2:3], s[2:3], 3
	s_add_u32 s2, s8, s2
	s_addc_u32 s3, s9, s3
	v_mov_b32_e32 v0, 0
	v_mov_b64_e32 v[6:7], s[0:1]
	global_store_dwordx2 v0, v[6:7], s[2:3]
.LBB12_6:
	s_or_b64 exec, exec, s[4:5]
	v_mov_b32_e32 v6, s6
	v_mov_b32_e32 v7, s7
	v_mbcnt_lo_u32_b32 v0, s0, 0
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v1, v1, s10, v4
	v_add3_u32 v4, v1, s11, v0
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[6:7]
	global_store_dword v[0:1], v4, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
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
.Lfunc_end12:
	.size	wave_wide, .Lfunc_end12-wave_wide
                                        ; -- End function
	.set wave_wide.num_vgpr, 8
	.set wave_wide.num_agpr, 0
	.set wave_wide.numbered_sgpr, 13
	.set wave_wide.num_named_barrier, 0
	.set wave_wide.private_seg_size, 0
	.set wave_wide.uses_vcc, 1
	.set wave_wide.uses_flat_scratch, 0
	.set wave_wide.has_dyn_sized_stack, 0
	.set wave_wide.has_recursion, 0
	.set wave_wide.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 264
; TotalNumSgprs: 19
; NumVgprs: 8
; NumAgprs: 0
; TotalNumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 19
; NumVGPRsForWavesPerEU: 8
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
	.protected	__clang_ocl_kern_imp_wave_wide ; -- Begin function __clang_ocl_kern_imp_wave_wide
	.globl	__clang_ocl_kern_imp_wave_wide
	.p2align	2
	.type	__clang_ocl_kern_imp_wave_wide,@function
__clang_ocl_kern_imp_wave_wide:         ; @__clang_ocl_kern_imp_wave_wide
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v8, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v8
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_load_dword v1, v[0:1], off
	s_mov_b32 s5, 0
	s_mov_b64 s[2:3], exec
	s_waitcnt vmcnt(0)
	ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)
	v_cmp_lt_i32_e64 s[0:1], 0, v1
	v_readlane_b32 s4, v1, 3
.LBB13_1:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[2:3]
	v_readlane_b32 s7, v1, s6
	s_bitset0_b64 s[2:3], s6
	s_add_i32 s5, s5, s7
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB13_1
; %bb.2:
	v_mov_b32_e32 v9, s5
	s_mov_b64 s[2:3], exec
	s_brev_b32 s5, 1
.LBB13_3:                               ; =>This Inner Loop Header: Depth=1
	s_ff1_i32_b64 s6, s[2:3]
	v_readlane_b32 s7, v1, s6
	s_bitset0_b64 s[2:3], s6
	s_max_i32 s5, s5, s7
	s_cmp_lg_u64 s[2:3], 0
	s_cbranch_scc1 .LBB13_3
; %bb.4:
	v_cmp_eq_u32_e32 vcc, 0, v8
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB13_6
; %bb.5:
	s_mov_b32 s13, 0
	v_lshl_add_u64 v[4:5], s[12:13], 3, v[4:5]
	v_mov_b64_e32 v[10:11], s[0:1]
	global_store_dwordx2 v[4:5], v[10:11], off
.LBB13_6:
	s_or_b64 exec, exec, s[2:3]
	v_mbcnt_lo_u32_b32 v1, s0, 0
	s_waitcnt lgkmcnt(0)
	v_add3_u32 v0, v0, s4, v9
	v_add3_u32 v4, v0, s5, v1
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[2:3]
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 236
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	packed_math             ; -- Begin function packed_math
	.globl	packed_math
	.p2align	8
	.type	packed_math,@function
packed_math:                            ; @packed_math
; %bb.0:
	s_load_dwordx8 s[4:11], s[0:1], 0x0
	v_lshl_add_u32 v0, s2, 6, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_mov_b32 s2, 0x40003c00
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[4:5], 0, v[2:3]
	global_load_dword v6, v[4:5], off
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[2:3]
	global_load_dword v7, v[4:5], off
	s_mov_b32 s3, 0x5040100
	v_lshlrev_b64 v[4:5], 3, v[0:1]
	v_lshl_add_u64 v[0:1], s[8:9], 0, v[2:3]
	v_lshl_add_u64 v[2:3], s[10:11], 0, v[4:5]
	s_load_dwordx2 s[0:1], s[0:1], 0x20
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v10, 16, v6
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v9, 16, v7
	v_cmp_gt_f16_e32 vcc, v6, v7
	v_pk_fma_f16 v8, v6, v7, s2
	s_nop 0
	v_cndmask_b32_e32 v6, v7, v6, vcc
	v_cmp_gt_f16_e32 vcc, v10, v9
	s_nop 1
	v_cndmask_b32_e32 v7, v9, v10, vcc
	v_perm_b32 v6, v7, v6, s3
	v_pk_add_f16 v6, v8, v6 neg_lo:[0,1] neg_hi:[0,1]
	global_store_dword v[0:1], v6, off
	global_load_dwordx4 v[0:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[2:3], v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[4:5]
	global_store_dwordx2 v[2:3], v[0:1], off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 12
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
	.size	packed_math, .Lfunc_end14-packed_math
                                        ; -- End function
	.set packed_math.num_vgpr, 11
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
; codeLenInByte = 228
; TotalNumSgprs: 18
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 11
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
	.protected	__clang_ocl_kern_imp_packed_math ; -- Begin function __clang_ocl_kern_imp_packed_math
	.globl	__clang_ocl_kern_imp_packed_math
	.p2align	2
	.type	__clang_ocl_kern_imp_packed_math,@function
__clang_ocl_kern_imp_packed_math:       ; @__clang_ocl_kern_imp_packed_math
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v10, 0x3ff, v31
	v_lshl_add_u32 v10, s12, 6, v10
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	global_load_dword v14, v[0:1], off
	v_lshl_add_u64 v[0:1], v[2:3], 0, v[12:13]
	global_load_dword v15, v[0:1], off
	v_lshlrev_b64 v[10:11], 3, v[10:11]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[6:7], 0, v[10:11]
	s_mov_b32 s0, 0x40003c00
	s_mov_b32 s1, 0x5040100
	s_waitcnt vmcnt(1)
	v_lshrrev_b32_e32 v6, 16, v14
	s_waitcnt vmcnt(0)
	v_lshrrev_b32_e32 v5, 16, v15
	v_cmp_gt_f16_e32 vcc, v14, v15
	v_pk_fma_f16 v4, v14, v15, s0
	s_nop 0
	v_cndmask_b32_e32 v7, v15, v14, vcc
	v_cmp_gt_f16_e32 vcc, v6, v5
	s_nop 1
	v_cndmask_b32_e32 v5, v5, v6, vcc
	v_perm_b32 v5, v5, v7, s1
	v_pk_add_f16 v4, v4, v5 neg_lo:[0,1] neg_hi:[0,1]
	global_store_dword v[0:1], v4, off
	global_load_dwordx4 v[0:3], v[2:3], off
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[2:3], v[0:1]
	v_lshl_add_u64 v[2:3], v[8:9], 0, v[10:11]
	global_store_dwordx2 v[2:3], v[0:1], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 220
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
	.set amdgpu.max_num_vgpr, 32
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
    .name:           private_scratch
    .private_segment_fixed_size: 260
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         private_scratch.kd
    .uses_dynamic_stack: false
    .vgpr_count:     70
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
    .name:           private_regs
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         private_regs.kd
    .uses_dynamic_stack: false
    .vgpr_count:     13
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         atomics_no_return.kd
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
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         calls.kd
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         int64_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     18
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
    .sgpr_count:     19
    .sgpr_spill_count: 0
    .symbol:         wave_wide.kd
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         packed_math.kd
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
