# Sharing a counter is not sharing an order: 10 LDS reads and 5 scalar loads make 15 younger
# lgkmcnt operations, but scalar loads complete out of order, so nothing is retired and, with
# two event kinds pending, only lgkmcnt(0) is safe.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK: consumer 'v_add_u32' {{.*}} producer 'ds_read_b32' still in flight (missing s_waitcnt lgkmcnt(0))
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
s_load_dword s10, s[0:1], 0x0
s_load_dword s11, s[0:1], 0x0
s_load_dword s12, s[0:1], 0x0
s_load_dword s13, s[0:1], 0x0
s_load_dword s14, s[0:1], 0x0
v_add_u32 v4, v3, v3
label_End:
