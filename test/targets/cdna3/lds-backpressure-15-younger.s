# Seed waitcheck-finite-cdna-counters.md: lgkmcnt holds 15 operations on CDNA3, so an LDS
# read followed by 15 younger LDS reads has completed when the 15th issues; its consumer
# needs no wait (no lgkmcnt(14) clamp). The program is printed unchanged, without a report.
# RUN: %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK-NOT: MISSING
# CHECK:      ds_read_b32 v3, v2
# CHECK-COUNT-15: ds_read_b32 v{{[0-9]+}}, v2
# CHECK-NEXT: global_store_dword v[0:1], v3, off
# CHECK-NOT: MISSING
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v10, v2
ds_read_b32 v11, v2
ds_read_b32 v12, v2
ds_read_b32 v13, v2
ds_read_b32 v14, v2
ds_read_b32 v15, v2
ds_read_b32 v16, v2
ds_read_b32 v17, v2
ds_read_b32 v18, v2
ds_read_b32 v19, v2
ds_read_b32 v20, v2
ds_read_b32 v21, v2
ds_read_b32 v22, v2
ds_read_b32 v23, v2
ds_read_b32 v24, v2
global_store_dword v[0:1], v3, off
label_End:
