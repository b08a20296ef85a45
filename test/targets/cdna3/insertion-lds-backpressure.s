# Insertion with CDNA3's 4-bit lgkmcnt (targets.md section 3): an LDS producer followed by
# 15 younger LDS reads has completed (backpressure), so its consumer needs no wait; with 14
# younger reads it needs lgkmcnt(14). No global clamp to 14: nothing is waited for in the
# first chunk. The validator accepts both outputs.
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_read_b32 v24, v2
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_read_b32 v23, v2
# CHECK-NEXT:  s_waitcnt lgkmcnt(14)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
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
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
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
v_add_u32 v4, v3, v3
label_End:
s_endpgm
