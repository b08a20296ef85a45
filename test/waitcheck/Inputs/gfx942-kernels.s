// gfx942 kernels for the waitcheck tests, in spellings the assembly reader reads
// (VOP3-only ALU, memory and scalar instructions). Removing the lines marked deleted-wait
// (sed /deleted-wait/d) makes an object with two missing waits: the s_waitcnt of vmem_loop,
// and the 15th younger LDS read of lds_younger, which alone proved the first one complete.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.text
	.globl	lds_younger
	.p2align	8
	.type	lds_younger,@function
lds_younger:
	s_load_dwordx2 s[0:1], s[0:1], 0x0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v3, v2
	ds_read_b32 v10, v2 offset:4
	ds_read_b32 v11, v2 offset:8
	ds_read_b32 v12, v2 offset:12
	ds_read_b32 v13, v2 offset:16
	ds_read_b32 v14, v2 offset:20
	ds_read_b32 v15, v2 offset:24
	ds_read_b32 v16, v2 offset:28
	ds_read_b32 v17, v2 offset:32
	ds_read_b32 v18, v2 offset:36
	ds_read_b32 v19, v2 offset:40
	ds_read_b32 v20, v2 offset:44
	ds_read_b32 v21, v2 offset:48
	ds_read_b32 v22, v2 offset:52
	ds_read_b32 v23, v2 offset:56
	ds_read_b32 v24, v2 offset:60 // deleted-wait
	global_store_dword v[0:1], v3, off
	s_endpgm
.Lend_lds_younger:
	.size	lds_younger, .Lend_lds_younger-lds_younger

	.globl	vmem_loop
	.p2align	8
	.type	vmem_loop,@function
vmem_loop:
	s_mov_b32 s4, 0
.LBB2_1:
	global_load_dword v4, v[0:1], off
	s_add_u32 s4, s4, 1
	s_cmp_lt_u32 s4, 8
	s_waitcnt vmcnt(0) // deleted-wait
	v_add3_u32 v5, v4, v4, v5
	s_cbranch_scc1 .LBB2_1
	global_store_dword v[0:1], v5, off
	s_endpgm
.Lend_vmem_loop:
	.size	vmem_loop, .Lend_vmem_loop-vmem_loop

