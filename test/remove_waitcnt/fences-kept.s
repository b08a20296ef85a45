# StinkyRemoveWaitCntPass keeps the waits insertion cannot rebuild from registers or LDS
# tokens: those right before a barrier, a cache writeback or invalidation, a message, a
# store or an atomic (memory ordering, as compilers write it). fences=auto does so on
# targets with an event table; fences=remove is the reference's rule.
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyRemoveWaitCntPass --StinkyWaitCntInsertionPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyRemoveWaitCntPass=fences=remove --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=REMOVE
# RUN: %stinkytofu-opt --arch gfx1250 %s --CFGBuilderPass --StinkyRemoveWaitCntPass=fences=keep | filecheck %s --check-prefix=KEEP
#
# CHECK-LABEL: k:
# CHECK-NEXT: global_load_b32 v1, v[2:3], off
# CHECK-NEXT: s_wait_loadcnt 0x0
# CHECK-NEXT: global_store_b32 v[2:3], v4, off
# CHECK-NEXT: ds_store_b32 v5, v6
# CHECK-NEXT: global_wb scope:SCOPE_SE
# CHECK-NEXT: s_wait_dscnt 0x0
# CHECK-NEXT: s_barrier_signal -1
# CHECK-NEXT: s_barrier_wait -1
# CHECK-NEXT: ds_load_b32 v7, v5
# CHECK-NEXT: s_wait_dscnt 0
# CHECK-NEXT: v_add_nc_u32_e32 v8, v7, v7
#
# REMOVE-LABEL: k:
# REMOVE-NEXT: global_load_b32 v1, v[2:3], off
# REMOVE-NEXT: global_store_b32 v[2:3], v4, off
#
# KEEP: s_wait_loadcnt 0x0
# KEEP-NEXT: global_store_b32
# KEEP-NOT: s_wait_dscnt 0{{$}}
k:
	global_load_b32 v1, v[2:3], off
	s_wait_loadcnt 0x0
	global_store_b32 v[2:3], v4, off
	ds_store_b32 v5, v6
	global_wb scope:SCOPE_SE
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	ds_load_b32 v7, v5
	s_wait_dscnt 0x0
	v_add_nc_u32_e32 v8, v7, v7
	s_endpgm
