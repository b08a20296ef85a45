; Hand-written gfx950 kernels in the syntax AMD clang prints for gfx950 (LLVM 19 has no
; gfx950): sc0/sc1 cache policy, global loads into LDS, MFMA, atomics with (sc0) and
; without return. Waits are where AMD clang puts them.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.text
	.globl	lds_dma_tile
	.p2align	8
	.type	lds_dma_tile,@function
lds_dma_tile:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v0, 2, v0
	s_mov_b32 m0, 0
	s_waitcnt lgkmcnt(0)
	global_load_lds_dword v0, s[0:1]
	s_waitcnt vmcnt(0)
	s_barrier
	ds_read_b32 v1, v0 offset:4
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[2:3] sc0 sc1
	s_endpgm
.Lfunc_end0:
	.size	lds_dma_tile, .Lfunc_end0-lds_dma_tile

	.globl	mfma_step
	.p2align	8
	.type	mfma_step,@function
mfma_step:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v8, 4, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[0:3], v8, s[0:1]
	global_load_dwordx4 v[4:7], v8, s[0:1] offset:16
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x32_f16 v[12:15], v[0:3], v[4:7], 0
	s_nop 7
	global_store_dwordx4 v8, v[12:15], s[2:3] nt
	s_endpgm
.Lfunc_end1:
	.size	mfma_step, .Lfunc_end1-mfma_step

	.globl	atomics
	.p2align	8
	.type	atomics,@function
atomics:
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 1
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	global_atomic_add v2, v1, s[0:1]
	global_atomic_add v3, v2, v1, s[0:1] offset:4 sc0
	s_waitcnt vmcnt(0)
	global_store_dword v0, v3, s[2:3]
	s_endpgm
.Lfunc_end2:
	.size	atomics, .Lfunc_end2-atomics
