# Seed: vmcnt(63) is the no-wait value; with 10 younger loads the producer is still in flight
# and vmcnt(10) is what it needs.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK: MISSING: consumer 'v_add_u32' {{.*}} producer 'global_load_dword' still in flight (missing s_waitcnt vmcnt(10)) [{{.*}}RAW on v3]
label_Begin:
global_load_dword v3, v[0:1], off
global_load_dword v10, v[0:1], off
global_load_dword v11, v[0:1], off
global_load_dword v12, v[0:1], off
global_load_dword v13, v[0:1], off
global_load_dword v14, v[0:1], off
global_load_dword v15, v[0:1], off
global_load_dword v16, v[0:1], off
global_load_dword v17, v[0:1], off
global_load_dword v18, v[0:1], off
global_load_dword v19, v[0:1], off
s_waitcnt vmcnt(63)
v_add_u32 v4, v3, v3
label_End:
