# On gfx1250, StinkyRemoveWaitCntPass=fences=auto keeps the fence waits of compiler output
# (a file with kernel descriptors): the acquire wait before global_inv and the release
# wait before s_barrier_signal, which insertion cannot rebuild from registers (the wait
# before global_inv was lost before). The reference's .stir tests keep the reference rule
# (test/remove_waitcnt/fences-kept.s, fences=remove without descriptors).
# RUN: %stinkytofu-opt --arch gfx1250 %s --CFGBuilderPass --StinkyRemoveWaitCntPass --StinkyWaitCntInsertionPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1250 %s --CFGBuilderPass --StinkyRemoveWaitCntPass=fences=remove | filecheck %s --check-prefix=REMOVE
# CHECK-LABEL: k:
# CHECK-NEXT:  global_load_b32 v1, v[2:3], off scope:SCOPE_DEV
# CHECK-NEXT:  s_wait_loadcnt 0x0
# CHECK-NEXT:  global_inv scope:SCOPE_DEV
# CHECK-NEXT:  ds_store_b32 v5, v6
# CHECK-NEXT:  s_wait_dscnt 0x0
# CHECK-NEXT:  s_barrier_signal -1
# REMOVE-LABEL: k:
# REMOVE-NEXT:  global_load_b32 v1, v[2:3], off scope:SCOPE_DEV
# REMOVE-NEXT:  global_inv scope:SCOPE_DEV
	.text
	.globl k
	.type k,@function
k:
	global_load_b32 v1, v[2:3], off scope:SCOPE_DEV
	s_wait_loadcnt 0x0
	global_inv scope:SCOPE_DEV
	ds_store_b32 v5, v6
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v7, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v8, v7, v7
	s_endpgm
.Lfunc_end0:
	.rodata
	.amdhsa_kernel k
	.amdhsa_next_free_vgpr 9
	.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
