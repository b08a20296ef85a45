; Hand-written gfx1250 kernels in the syntax AMD clang prints for gfx1250 (LLVM 19 has no
; gfx1250): scalar loads with `nv`, `scale_offset` addressing, VOPD pairs, LDS with
; barriers, atomics with and without return. Waits are where AMD clang puts them.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	bounded_copy
	.p2align	8
	.type	bounded_copy,@function
bounded_copy:
	s_load_b32 s2, s[0:1], 0x18 nv
	s_load_b128 s[4:7], s[0:1], 0x0 nv
	s_wait_kmcnt 0x0
	v_cmp_gt_u32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB0_2
	global_load_b32 v1, v0, s[4:5] scale_offset
	s_wait_loadcnt 0x0
	v_add_f32_e32 v1, 1.0, v1
	global_store_b32 v0, v1, s[6:7] scale_offset
.LBB0_2:
	s_endpgm
.Lfunc_end0:
	.size	bounded_copy, .Lfunc_end0-bounded_copy

	.globl	lds_exchange
	.p2align	8
	.type	lds_exchange,@function
lds_exchange:
	s_load_b64 s[0:1], s[0:1], 0x0 nv
	v_lshlrev_b32_e32 v1, 2, v0
	v_dual_mov_b32 v2, 0xfffffc19 :: v_dual_lshlrev_b32 v3, 2, v0
	ds_store_b32 v1, v2
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v1, v1 offset:4
	s_wait_dscnt 0x0
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[0:1] scale_offset
	s_endpgm
.Lfunc_end1:
	.size	lds_exchange, .Lfunc_end1-lds_exchange

	.globl	counters
	.p2align	8
	.type	counters,@function
counters:
	s_load_b128 s[0:3], s[0:1], 0x0 nv
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	s_wait_kmcnt 0x0
	global_atomic_add_u32 v2, v1, s[0:1] scope:SCOPE_DEV
	global_atomic_add_u32 v3, v2, v1, s[0:1] offset:4 th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_store_b32 v0, v3, s[2:3] scale_offset
	s_endpgm
.Lfunc_end2:
	.size	counters, .Lfunc_end2-counters
