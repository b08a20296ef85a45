# The control of the seed's LDS boundary: with 14 younger LDS reads the producer may still be
# in flight, and lgkmcnt(14) is the wait it needs. Adding that wait makes the program valid.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# RUN: sed 's/^global_store_dword/s_waitcnt lgkmcnt(14)\nglobal_store_dword/' %s > %t.s
# RUN: %stinkytofu-opt --arch gfx942 %t.s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=FIXED
# CHECK:      ERROR: 1 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: MISSING: consumer 'global_store_dword' in ^{{.*}} uses async producer 'ds_read_b32' still in flight (missing s_waitcnt lgkmcnt(14)) [{{.*}}lds-backpressure-14-younger.s:{{[0-9]+}}:{{.*}}RAW on v3]
# FIXED-NOT: MISSING
# FIXED:     s_waitcnt lgkmcnt(14)
# FIXED-NEXT: global_store_dword v[0:1], v3, off
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
global_store_dword v[0:1], v3, off
label_End:
