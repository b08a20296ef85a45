# LLVM's calling convention (README "Calls and functions"). A caller does not wait before
# s_swappc_b64: the callee waits at its entry, and drains before it returns, so after the
# call nothing the caller issued is in flight. A function (not a kernel: the file's
# kernel descriptors name the kernels) may find its caller's operations in flight on every
# counter at its entry, and drains them before it returns through s[30:31].
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyWaitCntInsertionPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyWaitCntInsertionPass | %stinkytofu-opt --arch gfx1200 - --input-format=asm --WaitCntValidationCheckPass
# RUN: not %stinkytofu-opt --arch gfx1200 %s --WaitCntValidationCheckPass 2>&1 >/dev/null | filecheck %s --check-prefix=VALIDATE
#
# CHECK-LABEL: k:
# CHECK-NEXT:  global_load_b32 v2, v[4:5], off
# CHECK-NEXT:  s_swappc_b64 s[30:31], s[0:1]
# CHECK-NEXT:  v_mov_b32_e32 v7, v2
# CHECK-LABEL: callee:
# CHECK-NEXT:  s_wait_dscnt 0
# CHECK-NEXT:  s_wait_loadcnt 0
# CHECK-NEXT:  s_wait_samplecnt 0
# CHECK-NEXT:  s_wait_bvhcnt 0
# CHECK-NEXT:  s_wait_kmcnt 0
# CHECK-NEXT:  s_wait_expcnt 0
# CHECK-NEXT:  v_add_nc_u32_e32 v0, v2, v2
# CHECK-NEXT:  ds_load_b32 v3, v0
# CHECK-NEXT:  global_store_b32 v[4:5], v0, off
# CHECK-NEXT:  s_wait_dscnt 0
# CHECK-NEXT:  s_setpc_b64 s[30:31]
# A function whose first instruction starts a loop waits once, before the loop:
# CHECK-LABEL: loop_at_entry:
# CHECK-NEXT:  s_wait_dscnt 0
# CHECK:       s_wait_expcnt 0
# CHECK-NEXT:  .LBB2_1:
#
# VALIDATE: call-convention.s:47:2: error: missing s_wait_loadcnt 0: 'v_add_nc_u32_e32' reads v2 at the entry of function 'callee', where the caller's memory operations may still be in flight
# VALIDATE: call-convention.s:46:1: note: function 'callee' starts here; its caller's operations may be in flight on loadcnt
# VALIDATE: call-convention.s:50:2: error: missing s_wait_dscnt 0: 's_setpc_b64' returns while 'ds_load_b32' at {{.*}}call-convention.s:48 is in flight (calling convention: a function drains dscnt before it returns)
# VALIDATE-NOT: 'v_mov_b32_e32' reads v2
	.text
	.globl k
	.type k,@function
k:
	global_load_b32 v2, v[4:5], off
	s_swappc_b64 s[30:31], s[0:1]
	v_mov_b32_e32 v7, v2
	s_endpgm
.Lfunc_end0:
	.type callee,@function
callee:
	v_add_nc_u32_e32 v0, v2, v2
	ds_load_b32 v3, v0
	global_store_b32 v[4:5], v0, off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.type loop_at_entry,@function
loop_at_entry:
.LBB2_1:
	v_add_nc_u32_e32 v2, v2, v3
	s_cbranch_scc1 .LBB2_1
	s_setpc_b64 s[30:31]
.Lfunc_end2:
	.rodata
	.amdhsa_kernel k
	.amdhsa_next_free_vgpr 8
	.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
