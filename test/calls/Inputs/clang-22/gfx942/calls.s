	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.hidden	sink                            ; -- Begin function sink
	.globl	sink
	.p2align	2
	.type	sink,@function
sink:                                   ; @sink
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v4, v3
	v_ashrrev_i32_e32 v5, 31, v4
	v_mad_u64_u32 v[2:3], s[0:1], v2, 3, 1
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end0:
	.size	sink, .Lfunc_end0-sink
                                        ; -- End function
	.set sink.num_vgpr, 6
	.set sink.num_agpr, 0
	.set sink.numbered_sgpr, 32
	.set sink.num_named_barrier, 0
	.set sink.private_seg_size, 0
	.set sink.uses_vcc, 0
	.set sink.uses_flat_scratch, 0
	.set sink.has_dyn_sized_stack, 0
	.set sink.has_recursion, 0
	.set sink.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; TotalNumSgprs: 38
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	twice                           ; -- Begin function twice
	.globl	twice
	.p2align	2
	.type	twice,@function
twice:                                  ; @twice
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_load_dword v2, v[0:1], off
	global_load_dword v3, v[0:1], off offset:28
	s_waitcnt vmcnt(0)
	v_add_u32_e32 v0, v3, v2
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	twice, .Lfunc_end1-twice
                                        ; -- End function
	.set twice.num_vgpr, 4
	.set twice.num_agpr, 0
	.set twice.numbered_sgpr, 32
	.set twice.num_named_barrier, 0
	.set twice.private_seg_size, 0
	.set twice.uses_vcc, 0
	.set twice.uses_flat_scratch, 0
	.set twice.has_dyn_sized_stack, 0
	.set twice.has_recursion, 0
	.set twice.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 44
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.hidden	through_lds                     ; -- Begin function through_lds
	.globl	through_lds
	.p2align	2
	.type	through_lds,@function
through_lds:                            ; @through_lds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_xor_b32_e32 v3, 1, v1
	v_lshl_add_u32 v3, v3, 2, v0
	ds_read_b32 v3, v3
	v_lshl_add_u32 v0, v1, 2, v0
	ds_write_b32 v0, v2
	s_waitcnt lgkmcnt(1)
	v_mov_b32_e32 v0, v3
	s_waitcnt lgkmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.size	through_lds, .Lfunc_end2-through_lds
                                        ; -- End function
	.set through_lds.num_vgpr, 4
	.set through_lds.num_agpr, 0
	.set through_lds.numbered_sgpr, 32
	.set through_lds.num_named_barrier, 0
	.set through_lds.private_seg_size, 0
	.set through_lds.uses_vcc, 0
	.set through_lds.uses_flat_scratch, 0
	.set through_lds.has_dyn_sized_stack, 0
	.set through_lds.has_recursion, 0
	.set through_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 56
; TotalNumSgprs: 38
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	caller                  ; -- Begin function caller
	.globl	caller
	.p2align	8
	.type	caller,@function
caller:                                 ; @caller
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s2, s[0:1], 0x10
	v_mov_b32_e32 v6, v0
	v_lshlrev_b32_e32 v8, 2, v6
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, sink@rel32@lo+4
	s_addc_u32 s1, s1, sink@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	global_load_dword v7, v8, s[4:5]
	v_mov_b32_e32 v0, s6
	v_mov_b32_e32 v1, s7
	v_mov_b32_e32 v3, v6
	s_mov_b32 s32, 0
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v7
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v2, 63, v7
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, twice@rel32@lo+4
	s_addc_u32 s1, s1, twice@rel32@hi+12
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, through_lds@rel32@lo+4
	s_addc_u32 s1, s1, through_lds@rel32@hi+12
	v_mov_b32_e32 v0, s2
	v_mov_b32_e32 v1, v6
	s_swappc_b64 s[30:31], s[0:1]
	v_add_u32_e32 v0, v0, v7
	global_store_dword v8, v0, s[6:7] offset:256
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel caller
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
		.amdhsa_next_free_vgpr 9
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
.Lfunc_end3:
	.size	caller, .Lfunc_end3-caller
                                        ; -- End function
	.set caller.num_vgpr, max(9, sink.num_vgpr, twice.num_vgpr, through_lds.num_vgpr)
	.set caller.num_agpr, max(0, sink.num_agpr, twice.num_agpr, through_lds.num_agpr)
	.set caller.numbered_sgpr, max(33, sink.numbered_sgpr, twice.numbered_sgpr, through_lds.numbered_sgpr)
	.set caller.num_named_barrier, max(0, sink.num_named_barrier, twice.num_named_barrier, through_lds.num_named_barrier)
	.set caller.private_seg_size, 0+max(sink.private_seg_size, twice.private_seg_size, through_lds.private_seg_size)
	.set caller.uses_vcc, or(0, sink.uses_vcc, twice.uses_vcc, through_lds.uses_vcc)
	.set caller.uses_flat_scratch, or(0, sink.uses_flat_scratch, twice.uses_flat_scratch, through_lds.uses_flat_scratch)
	.set caller.has_dyn_sized_stack, or(0, sink.has_dyn_sized_stack, twice.has_dyn_sized_stack, through_lds.has_dyn_sized_stack)
	.set caller.has_recursion, or(0, sink.has_recursion, twice.has_recursion, through_lds.has_recursion)
	.set caller.has_indirect_call, or(0, sink.has_indirect_call, twice.has_indirect_call, through_lds.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 39
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 39
; NumVGPRsForWavesPerEU: 9
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
	.protected	__clang_ocl_kern_imp_caller ; -- Begin function __clang_ocl_kern_imp_caller
	.globl	__clang_ocl_kern_imp_caller
	.p2align	2
	.type	__clang_ocl_kern_imp_caller,@function
__clang_ocl_kern_imp_caller:            ; @__clang_ocl_kern_imp_caller
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s2, s33
	s_mov_b32 s33, s32
	s_xor_saveexec_b64 s[0:1], -1
	scratch_store_dword off, v13, s33       ; 4-byte Folded Spill
	s_mov_b64 exec, s[0:1]
	v_and_b32_e32 v11, 0x3ff, v31
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v6, v0
	v_lshlrev_b32_e32 v14, 2, v11
	v_mov_b32_e32 v15, 0
	v_lshl_add_u64 v[0:1], v[6:7], 0, v[14:15]
	global_load_dword v12, v[0:1], off
	s_add_i32 s32, s32, 16
	v_writelane_b32 v13, s30, 0
	v_mov_b32_e32 v9, v3
	v_mov_b32_e32 v8, v2
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, sink@rel32@lo+4
	s_addc_u32 s1, s1, sink@rel32@hi+12
	v_mov_b32_e32 v0, v2
	v_mov_b32_e32 v1, v3
	v_mov_b32_e32 v3, v11
	v_writelane_b32 v13, s31, 1
	v_mov_b32_e32 v10, v4
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v2, v12
	s_swappc_b64 s[30:31], s[0:1]
	v_and_b32_e32 v2, 63, v12
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, twice@rel32@lo+4
	s_addc_u32 s1, s1, twice@rel32@hi+12
	v_mov_b32_e32 v0, v6
	v_mov_b32_e32 v1, v7
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v2, v0
	s_getpc_b64 s[0:1]
	s_add_u32 s0, s0, through_lds@rel32@lo+4
	s_addc_u32 s1, s1, through_lds@rel32@hi+12
	v_mov_b32_e32 v0, v10
	v_mov_b32_e32 v1, v11
	s_swappc_b64 s[30:31], s[0:1]
	v_add_u32_e32 v2, v0, v12
	v_lshl_add_u64 v[0:1], v[8:9], 0, v[14:15]
	global_store_dword v[0:1], v2, off offset:256
	v_readlane_b32 s31, v13, 1
	v_readlane_b32 s30, v13, 0
	s_mov_b32 s32, s33
	s_xor_saveexec_b64 s[0:1], -1
	scratch_load_dword v13, off, s33        ; 4-byte Folded Reload
	s_mov_b64 exec, s[0:1]
	s_mov_b32 s33, s2
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end4:
	.size	__clang_ocl_kern_imp_caller, .Lfunc_end4-__clang_ocl_kern_imp_caller
                                        ; -- End function
	.set __clang_ocl_kern_imp_caller.num_vgpr, max(32, sink.num_vgpr, twice.num_vgpr, through_lds.num_vgpr)
	.set __clang_ocl_kern_imp_caller.num_agpr, max(0, sink.num_agpr, twice.num_agpr, through_lds.num_agpr)
	.set __clang_ocl_kern_imp_caller.numbered_sgpr, max(34, sink.numbered_sgpr, twice.numbered_sgpr, through_lds.numbered_sgpr)
	.set __clang_ocl_kern_imp_caller.num_named_barrier, max(0, sink.num_named_barrier, twice.num_named_barrier, through_lds.num_named_barrier)
	.set __clang_ocl_kern_imp_caller.private_seg_size, 16+max(sink.private_seg_size, twice.private_seg_size, through_lds.private_seg_size)
	.set __clang_ocl_kern_imp_caller.uses_vcc, or(0, sink.uses_vcc, twice.uses_vcc, through_lds.uses_vcc)
	.set __clang_ocl_kern_imp_caller.uses_flat_scratch, or(0, sink.uses_flat_scratch, twice.uses_flat_scratch, through_lds.uses_flat_scratch)
	.set __clang_ocl_kern_imp_caller.has_dyn_sized_stack, or(0, sink.has_dyn_sized_stack, twice.has_dyn_sized_stack, through_lds.has_dyn_sized_stack)
	.set __clang_ocl_kern_imp_caller.has_recursion, or(0, sink.has_recursion, twice.has_recursion, through_lds.has_recursion)
	.set __clang_ocl_kern_imp_caller.has_indirect_call, or(0, sink.has_indirect_call, twice.has_indirect_call, through_lds.has_indirect_call)
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 284
; TotalNumSgprs: 40
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 16
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
      - .address_space:  local
        .offset:         16
        .pointee_align:  4
        .size:           4
        .type_name:      'int*'
        .value_kind:     dynamic_shared_pointer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           caller
    .private_segment_fixed_size: 0
    .sgpr_count:     39
    .sgpr_spill_count: 0
    .symbol:         caller.kd
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
