# LDS DMA on gfx942: `buffer_load_dword ... lds` and `global_load_lds_dword` write LDS,
# not registers (their first operand is an address). Insertion retires them on vmcnt
# before any DS access and before a barrier; the validator reports a missing one.
# RUN: %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s
# RUN: not %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --WaitCntValidationCheckPass=noAbort 2>&1 | filecheck %s --check-prefix=VALID
# CHECK-NOT: warning
# CHECK: buffer_load_dword v0, s[8:11], 0 offen lds
# CHECK-NEXT: v_add_u32_e32 v0, 4, v0
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: ds_read_b32 v1, v0
# CHECK: global_load_lds_dword v2, s[0:1]
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: s_barrier
# VALID: lds-dma.s:27:2: error: missing s_waitcnt vmcnt(0): 'ds_read_b32' needs 'buffer_load_dword' at {{.*}}lds-dma.s:25 complete (LDS written by DMA)
# VALID: lds-dma.s:31:2: error: missing s_waitcnt vmcnt(0): 's_barrier' needs 'global_load_lds_dword' at {{.*}}lds-dma.s:30 complete (LDS written by DMA)
#
#
#
#
#
#
#
k:
	s_mov_b32 m0, 0
	buffer_load_dword v0, s[8:11], 0 offen lds
	v_add_u32_e32 v0, 4, v0
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
	global_load_lds_dword v2, s[0:1]
	s_barrier
	s_endpgm
