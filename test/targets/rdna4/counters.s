# RDNA4 (gfx1200/gfx1201): separate s_wait_* per counter. Loads on loadcnt, stores on
# storecnt, image samples on samplecnt, LDS on dscnt, scalar loads on kmcnt (out of order:
# s_wait_kmcnt 1 credits nothing); FLAT counts on loadcnt and dscnt; the combined
# s_wait_loadcnt_dscnt literal holds loadcnt in bits 13:8 and dscnt in bits 5:0.
# RUN: not %stinkytofu-opt --arch gfx1200 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# RUN: not %stinkytofu-opt --arch gfx1201 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK:      ERROR: 4 missing s_wait_* dependency violation(s):
# CHECK-NEXT: consumer 'v_add_nc_u32' {{.*}} producer 'ds_load_b32' still in flight (missing s_wait_dscnt 1) [{{.*}}RAW on v3]
# CHECK-NEXT: consumer 's_mov_b32' {{.*}} producer 's_load_b32' still in flight (missing s_wait_kmcnt 0) [{{.*}}RAW on s10]
# CHECK-NEXT: consumer 'v_mov_b32' {{.*}} producer 'flat_load_b32' still in flight (missing s_wait_dscnt 0) [{{.*}}RAW on v40]
# CHECK-NEXT: consumer 'v_add_f32' {{.*}} producer 'image_sample' still in flight (missing s_wait_samplecnt 0) [{{.*}}RAW on v50]
label_Begin:
ds_load_b32 v3, v2
ds_load_b32 v4, v2
global_load_b32 v5, v[0:1], off
s_wait_loadcnt_dscnt 0x2
v_add_nc_u32 v6, v3, v5
s_load_b32 s10, s[0:1], 0x0
s_load_b32 s11, s[0:1], 0x4
s_wait_kmcnt 1
s_mov_b32 s12, s10
s_wait_kmcnt 0
flat_load_b32 v40, v[0:1]
s_wait_loadcnt 0
v_mov_b32 v41, v40
s_wait_dscnt 0
image_sample v[50:53], v[0:1], s[0:7], s[8:11]
s_wait_loadcnt 0
v_add_f32 v54, v50, v50
label_End:
