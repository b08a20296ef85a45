# Insertion on RDNA3.5 (gfx1150): as RDNA3 (packed s_waitcnt, vmcnt and lgkmcnt merged).
# RUN: %stinkytofu-opt --arch gfx1150 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1150 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_load_b32 v6, v2
# CHECK-NEXT:  s_waitcnt vmcnt(0) lgkmcnt(1)
# CHECK-NEXT:  v_add_nc_u32 v4, v3, v5
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
label_Begin:
global_load_b32 v3, v[0:1], off
ds_load_b32 v5, v2
ds_load_b32 v6, v2
v_add_nc_u32 v4, v3, v5
label_End:
s_endpgm
