# Insertion on CDNA4 (gfx950): as CDNA3, one packed s_waitcnt per point with the counts
# of every counter needed there merged (vmcnt and lgkmcnt together).
# RUN: %stinkytofu-opt --arch gfx950 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx950 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_read_b32 v7, v2
# CHECK-NEXT:  s_waitcnt vmcnt(1) lgkmcnt(1)
# CHECK-NEXT:  v_add_u32 v4, v3, v6
# CHECK-NEXT:  s_waitcnt vmcnt(0) lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v8, v5, v7
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
label_Begin:
global_load_dword v3, v[0:1], off
global_load_dword v5, v[0:1], off
ds_read_b32 v6, v2
ds_read_b32 v7, v2
v_add_u32 v4, v3, v6
v_add_u32 v8, v5, v7
label_End:
s_endpgm
