# Seed: 20 younger stores and the no-op vmcnt(63) leave the load in flight; vmcnt(20) is needed.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK: (missing s_waitcnt vmcnt(20)) [{{.*}}RAW on v3]
label_Begin:
global_load_dword v3, v[0:1], off
global_store_dword v[0:1], v10, off
global_store_dword v[0:1], v11, off
global_store_dword v[0:1], v12, off
global_store_dword v[0:1], v13, off
global_store_dword v[0:1], v14, off
global_store_dword v[0:1], v15, off
global_store_dword v[0:1], v16, off
global_store_dword v[0:1], v17, off
global_store_dword v[0:1], v18, off
global_store_dword v[0:1], v19, off
global_store_dword v[0:1], v20, off
global_store_dword v[0:1], v21, off
global_store_dword v[0:1], v22, off
global_store_dword v[0:1], v23, off
global_store_dword v[0:1], v24, off
global_store_dword v[0:1], v25, off
global_store_dword v[0:1], v26, off
global_store_dword v[0:1], v27, off
global_store_dword v[0:1], v28, off
global_store_dword v[0:1], v29, off
s_waitcnt vmcnt(63)
v_add_u32 v4, v3, v3
label_End:
