# Insertion on RDNA3 (gfx1100): packed s_waitcnt; lgkmcnt is 6 bits there (capacity 63),
# so 15 younger LDS loads retire nothing: lgkmcnt(15); FLAT drains vmcnt and lgkmcnt.
# RUN: %stinkytofu-opt --arch gfx1100 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1100 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_load_b32 v24, v2
# CHECK-NEXT:  s_waitcnt lgkmcnt(15)
# CHECK-NEXT:  v_add_nc_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       global_load_b32 v5, v[0:1], off
# CHECK-NEXT:  s_waitcnt vmcnt(1) lgkmcnt(0)
# CHECK-NEXT:  v_add_nc_u32 v4, v3, v3
# CHECK-NEXT:  s_waitcnt vmcnt(0)
# CHECK-NEXT:  v_add_nc_u32 v6, v5, v5
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
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
v_add_nc_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
flat_load_b32 v3, v[0:1]
global_load_b32 v5, v[0:1], off
v_add_nc_u32 v4, v3, v3
v_add_nc_u32 v6, v5, v5
label_End:
s_endpgm
