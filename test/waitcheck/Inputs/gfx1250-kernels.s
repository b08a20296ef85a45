// gfx1250 kernels for the waitcheck tests (llvm-mc-22: LLVM 19 does not know gfx1250). Removing the
// lines marked deleted-wait (sed /deleted-wait/d) makes an object with two missing waits:
// the global load's result stored, and the LDS read's result written back.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	copy_global
	.p2align	8
	.type	copy_global,@function
copy_global:
	s_load_b64 s[2:3], s[0:1], 0x0
	s_wait_kmcnt 0x0
	global_load_b32 v1, v0, s[2:3]
	s_wait_loadcnt 0x0 // deleted-wait
	global_store_b32 v0, v1, s[2:3] offset:4
	s_endpgm
.Lend_copy_global:
	.size	copy_global, .Lend_copy_global-copy_global

	.globl	copy_lds
	.p2align	8
	.type	copy_lds,@function
copy_lds:
	ds_load_b32 v3, v2
	s_wait_dscnt 0x0 // deleted-wait
	ds_store_b32 v2, v3 offset:8
	s_endpgm
.Lend_copy_lds:
	.size	copy_lds, .Lend_copy_lds-copy_lds
