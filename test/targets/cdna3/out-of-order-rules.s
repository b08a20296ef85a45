# The out-of-order rules on CDNA3 (targets.md section 2), one violation each:
#  * scalar loads complete out of order: lgkmcnt(1) credits nothing, lgkmcnt(0) is needed;
#  * LDS and SMEM both pending on lgkmcnt: the LDS result needs lgkmcnt(0);
#  * FLAT may address LDS or memory and counts on both counters: vmcnt(0) alone leaves it
#    pending on lgkmcnt.
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK:      ERROR: 3 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: consumer 's_add_u32' {{.*}} producer 's_load_dword' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}RAW on s10]
# CHECK-NEXT: consumer 'v_add_u32' {{.*}} producer 'ds_read_b32' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}RAW on v3]
# CHECK-NEXT: consumer 'v_mov_b32' {{.*}} producer 'flat_load_dword' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}RAW on v20]
label_Begin:
s_load_dword s10, s[0:1], 0x0
s_load_dword s11, s[0:1], 0x4
s_waitcnt lgkmcnt(1)
s_add_u32 s12, s10, 1
s_waitcnt lgkmcnt(0)
ds_read_b32 v3, v2
ds_read_b32 v4, v2
s_load_dword s13, s[0:1], 0x8
s_waitcnt lgkmcnt(1)
v_add_u32 v5, v3, v3
s_waitcnt lgkmcnt(0)
flat_load_dword v20, v[0:1]
s_waitcnt vmcnt(0)
v_mov_b32 v21, v20
s_waitcnt vmcnt(0) lgkmcnt(0)
v_mov_b32 v22, v20
label_End:
