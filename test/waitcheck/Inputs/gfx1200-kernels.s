// gfx1200 kernels for the waitcheck tests, in spellings the assembly reader reads. Removing
// the lines marked deleted-wait (sed /deleted-wait/d) leaves the LDS read of lds_then_store
// and the loop's global load unwaited.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.text
	.globl	lds_then_store
	.p2align	8
	.type	lds_then_store,@function
lds_then_store:
	s_load_b64 s[0:1], s[0:1], 0x0
	ds_load_b32 v3, v2
	s_wait_dscnt 0 // deleted-wait
	global_store_b32 v[0:1], v3, off
	s_endpgm
.Lend_lds_then_store:
	.size	lds_then_store, .Lend_lds_then_store-lds_then_store

	.globl	vmem_loop
	.p2align	8
	.type	vmem_loop,@function
vmem_loop:
	s_mov_b32 s4, 0
.LBB1_1:
	global_load_b32 v4, v[0:1], off
	s_lshl_b32 s4, s4, 1
	s_cmp_lt_u32 s4, 8
	s_wait_loadcnt 0 // deleted-wait
	v_add3_u32 v5, v4, v4, v5
	s_cbranch_scc1 .LBB1_1
	global_store_b32 v[0:1], v5, off
	s_endpgm
.Lend_vmem_loop:
	.size	vmem_loop, .Lend_vmem_loop-vmem_loop
