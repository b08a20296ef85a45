# A packed literal is decoded with gfx9's layout: 0xc07f is vmcnt 63 (bits 3:0 and 15:14),
# expcnt 7 and lgkmcnt 0: it drains the LDS read but not the global load. LLVM's limit-1
# form, lgkmcnt(14), is accepted where it suffices.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK:      ERROR: 1 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: consumer 'v_add_u32' {{.*}} producer 'global_load_dword' still in flight (missing s_waitcnt vmcnt(0)) [{{.*}}RAW on v2]
label_Begin:
ds_read_b32 v1, v0
global_load_dword v2, v[4:5], off
s_waitcnt 0xc07f
v_mov_b32 v3, v1
v_add_u32 v3, v1, v2
ds_read_b32 v6, v0
ds_read_b32 v10, v0
ds_read_b32 v11, v0
ds_read_b32 v12, v0
ds_read_b32 v13, v0
ds_read_b32 v14, v0
ds_read_b32 v15, v0
ds_read_b32 v16, v0
ds_read_b32 v17, v0
ds_read_b32 v18, v0
ds_read_b32 v19, v0
ds_read_b32 v20, v0
ds_read_b32 v21, v0
ds_read_b32 v22, v0
ds_read_b32 v23, v0
s_waitcnt lgkmcnt(14)
v_mov_b32 v7, v6
label_End:
