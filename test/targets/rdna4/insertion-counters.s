# Insertion on RDNA4 (gfx1200): one s_wait_* per counter; scalar memory (kmcnt) completes
# out of order (0); a FLAT result is drained on loadcnt and dscnt.
# RUN: %stinkytofu-opt --arch gfx1200 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1200 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       s_load_b32 s5, s[0:1], 0x4
# CHECK-NEXT:  s_wait_kmcnt 0
# CHECK-NEXT:  s_add_u32 s6, s4, s4
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_load_b32 v6, v2
# CHECK-NEXT:  s_wait_dscnt 1
# CHECK-NEXT:  s_wait_loadcnt 1
# CHECK-NEXT:  v_add_nc_u32 v4, v3, v3
# CHECK-NEXT:  s_wait_dscnt 0
# CHECK-NEXT:  s_wait_loadcnt 0
# CHECK-NEXT:  v_add_nc_u32 v7, v5, v6
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
label_Begin:
s_load_b32 s4, s[0:1], 0x0
s_load_b32 s5, s[0:1], 0x4
s_add_u32 s6, s4, s4
label_End:
s_endpgm

# -----
label_Begin:
flat_load_b32 v3, v[0:1]
global_load_b32 v5, v[0:1], off
ds_load_b32 v6, v2
v_add_nc_u32 v4, v3, v3
v_add_nc_u32 v7, v5, v6
label_End:
s_endpgm
