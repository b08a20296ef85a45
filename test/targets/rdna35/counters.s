# RDNA3.5 (gfx1150-gfx1153) uses RDNA3's counters and encodings. With LDS and SMEM both pending
# on lgkmcnt only lgkmcnt(0) is safe, so the SOPK wait for 1 leaves both in flight. A wait
# written in either spelling (packed names or the SOPK form) is read and written back.
# RUN: not %stinkytofu-opt --arch gfx1151 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1153 %s --from-label label_Begin --to-label label_End | filecheck %s --check-prefix=ASM
# CHECK:      ERROR: 1 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: consumer 'v_add_nc_u32' {{.*}} producer 'ds_load_b32' still in flight (missing s_waitcnt lgkmcnt(0)) [{{.*}}RAW on v4; 1 other in-flight producer(s) on this counter also reach it]
# ASM:      s_waitcnt_lgkmcnt null, 0x1
# ASM-NEXT: v_add_nc_u32 v5, s10, v4
# ASM:      s_waitcnt vmcnt(0) lgkmcnt(0)
label_Begin:
ds_load_b32 v4, v2
s_load_b32 s10, s[0:1], 0x0
s_load_b32 s11, s[0:1], 0x4
s_waitcnt_lgkmcnt null, 0x1
v_add_nc_u32 v5, s10, v4
s_waitcnt vmcnt(0) lgkmcnt(0)
v_add_nc_u32 v6, s11, v4
label_End:
