# RDNA4 (gfx1200/gfx1201): a SWMMAC's sparse index operand counts like A/B, so an index
# register written as D of the previous WMMA needs a v_nop; on RDNA4 D -> C alone still
# needs none.
# RUN: %stinkytofu-opt --arch gfx1200 %s --from-label label_Begin --to-label label_End --WmmaHazardPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1201 %s --from-label label_Begin --to-label label_End --WmmaHazardPass | filecheck %s
# CHECK-LABEL: label_Begin:
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
# CHECK-NEXT: v_nop
# CHECK-NEXT: v_swmmac_f32_16x16x32_f16 v[16:23], v[24:27], v[28:35], v7
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[16:23], v[40:43], v[44:47], v[16:23]
# CHECK-NEXT: label_End:
label_Begin:
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]
v_swmmac_f32_16x16x32_f16 v[16:23], v[24:27], v[28:35], v7
v_wmma_f32_16x16x16_f16 v[16:23], v[40:43], v[44:47], v[16:23]
label_End:
