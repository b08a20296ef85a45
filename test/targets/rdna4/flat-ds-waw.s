# Loads of one VGPR that do not return in order must not overlap. A FLAT load's data comes
# back on the VMEM path, an LDS load's on the LDS path: neither is ordered with the other
# (FLAT's dscnt count is in order with the LDS operations, which lets s_wait_dscnt retire a
# DS load behind a FLAT, but it orders the counter, not the register writes). On RDNA3 two
# VMEM-path loads (FLAT, global) write their VGPRs in order; on RDNA4 they do not (LLVM 19
# gives gfx12 no vmem-write-vgpr-in-order and waits there too). The insertion drains a FLAT
# on both of its counters, hence the pairs of waits.
# RUN: %stinkytofu-opt --arch gfx1200 %s --from-label label_Begin --to-label label_End --CFGBuilderPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=RDNA4
# RUN: %stinkytofu-opt --arch gfx1100 %s --from-label label_Begin --to-label label_End --CFGBuilderPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=RDNA3
# RUN: not %stinkytofu-opt --arch gfx1200 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=VALID4
# RUN: not %stinkytofu-opt --arch gfx1100 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=VALID3
label_Begin:
ds_load_b32 v1, v2
flat_load_b32 v1, v[4:5]
flat_load_b32 v6, v[4:5]
ds_load_b32 v6, v2
flat_load_b32 v8, v[4:5]
global_load_b32 v8, v[4:5], off
global_load_b32 v8, v[4:5], off
v_add_nc_u32 v9, v1, v6
v_add_nc_u32 v10, v8, v8
label_End:
# RDNA4:      ds_load_b32 v1, v2
# RDNA4-NEXT: s_wait_dscnt 0
# RDNA4-NEXT: flat_load_b32 v1, v[4:5]
# RDNA4-NEXT: flat_load_b32 v6, v[4:5]
# RDNA4-NEXT: s_wait_dscnt 0
# RDNA4-NEXT: s_wait_loadcnt 0
# RDNA4-NEXT: ds_load_b32 v6, v2
# RDNA4-NEXT: flat_load_b32 v8, v[4:5]
# RDNA4-NEXT: s_wait_dscnt 0
# RDNA4-NEXT: s_wait_loadcnt 0
# RDNA4-NEXT: global_load_b32 v8, v[4:5], off
# RDNA4-NEXT: s_wait_loadcnt 0
# RDNA4-NEXT: global_load_b32 v8, v[4:5], off
# RDNA3:      ds_load_b32 v1, v2
# RDNA3-NEXT: s_waitcnt lgkmcnt(0)
# RDNA3-NEXT: flat_load_b32 v1, v[4:5]
# RDNA3-NEXT: flat_load_b32 v6, v[4:5]
# RDNA3-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)
# RDNA3-NEXT: ds_load_b32 v6, v2
# RDNA3-NEXT: flat_load_b32 v8, v[4:5]
# RDNA3-NEXT: global_load_b32 v8, v[4:5], off
# RDNA3-NEXT: global_load_b32 v8, v[4:5], off
# VALID4:      ERROR: {{[0-9]+}} missing s_wait_* dependency violation(s):
# VALID4:      consumer 'flat_load_b32' {{.*}} producer 'ds_load_b32' still in flight (missing s_wait_dscnt 0) [{{.*}}WAW on v1]
# VALID4:      consumer 'ds_load_b32' {{.*}} producer 'flat_load_b32' still in flight (missing s_wait_dscnt 0) [{{.*}}WAW on v6]
# VALID4:      consumer 'global_load_b32' {{.*}} producer 'flat_load_b32' still in flight (missing s_wait_loadcnt 0) [{{.*}}WAW on v8]
# VALID4:      consumer 'global_load_b32' {{.*}} producer 'global_load_b32' still in flight (missing s_wait_loadcnt 0) [{{.*}}WAW on v8]
# VALID3:      ERROR: {{[0-9]+}} missing s_waitcnt dependency violation(s):
# VALID3:      consumer 'flat_load_b32' {{.*}} producer 'ds_load_b32' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}WAW on v1]
# VALID3:      consumer 'ds_load_b32' {{.*}} producer 'flat_load_b32' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}WAW on v6]
# VALID3-NOT:  WAW on v8
