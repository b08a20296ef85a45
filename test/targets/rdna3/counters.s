# RDNA3 (gfx1100): loads count on vmcnt, stores on vscnt (`s_waitcnt_vscnt null, N`), LDS,
# SMEM and messages share the 6-bit lgkmcnt (capacity 63, so 15 younger LDS reads retire
# nothing), FLAT counts on vmcnt and lgkmcnt. The packed literal uses gfx11's layout:
# 0xfc07 is vmcnt 63, expcnt 7, lgkmcnt 0.
# RUN: not %stinkytofu-opt --arch gfx1100 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# RUN: not %stinkytofu-opt --arch gfx1103 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK:      ERROR: 3 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: consumer 'global_store_b32' {{.*}} producer 'ds_load_b32' still in flight (missing s_waitcnt lgkmcnt(15)) [{{.*}}RAW on v3]
# CHECK-NEXT: consumer 'v_add_nc_u32' {{.*}} producer 'global_load_b32' still in flight (missing s_waitcnt vmcnt(0)) [{{.*}}RAW on v30]
# CHECK-NEXT: consumer 'v_mov_b32' {{.*}} producer 'flat_load_b32' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}RAW on v40]
label_Begin:
ds_load_b32 v3, v2
ds_load_b32 v10, v2
ds_load_b32 v11, v2
ds_load_b32 v12, v2
ds_load_b32 v13, v2
ds_load_b32 v14, v2
ds_load_b32 v15, v2
ds_load_b32 v16, v2
ds_load_b32 v17, v2
ds_load_b32 v18, v2
ds_load_b32 v19, v2
ds_load_b32 v20, v2
ds_load_b32 v21, v2
ds_load_b32 v22, v2
ds_load_b32 v23, v2
ds_load_b32 v24, v2
global_store_b32 v[0:1], v3, off
s_waitcnt 0xfc07
global_load_b32 v30, v[0:1], off
global_store_b32 v[0:1], v31, off
s_waitcnt_vscnt null, 0x0
v_add_nc_u32 v32, v30, v30
s_waitcnt vmcnt(0)
flat_load_b32 v40, v[0:1]
s_waitcnt vmcnt(0)
v_mov_b32 v41, v40
label_End:
