# WMMA register spacing on RDNA3 (seed llvm-rdna-wmma-dependencies-and-waits.md): one v_nop
# for an unseparated D -> A or D -> B overlap (physical overlap: v[4:11] overlaps v[0:7]);
# s_nop and s_waitcnt do not separate; an intervening VALU (or an existing v_nop) does;
# D -> C alone needs nothing; D -> C together with A needs one v_nop.
# RUN: %stinkytofu-opt --arch gfx1100 %s --from-label label_Begin --to-label label_End --WmmaHazardPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1102 %s --from-label label_Begin --to-label label_End --WmmaHazardPass | filecheck %s
# CHECK-LABEL: label_Begin:
# D -> A, separated only by s_nop and a memory wait
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
# CHECK-NEXT: s_nop 0
# CHECK-NEXT: s_waitcnt vmcnt(0) lgkmcnt(0)
# CHECK-NEXT: v_nop
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[24:31], v[4:11], v[16:23], v[24:31]
# D -> B, adjacent
# CHECK-NEXT: v_nop
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[24:31], v[32:39]
# an intervening VALU separates
# CHECK-NEXT: v_mov_b32 v100, 0
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[40:47], v[32:39], v[16:23], v[40:47]
# D -> C alone: no v_nop (the hardware stalls)
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[40:47], v[8:15], v[16:23], v[40:47]
# D -> C and A: one v_nop
# CHECK-NEXT: v_nop
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[40:47], v[40:47], v[16:23], v[40:47]
# an existing v_nop already separates
# CHECK-NEXT: v_nop
# CHECK-NEXT: v_wmma_f32_16x16x16_f16 v[48:55], v[40:47], v[16:23], v[48:55]
# CHECK-NEXT: label_End:
label_Begin:
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
s_nop 0
s_waitcnt vmcnt(0) lgkmcnt(0)
v_wmma_f32_16x16x16_f16 v[24:31], v[4:11], v[16:23], v[24:31]
v_wmma_f32_16x16x16_f16 v[32:39], v[8:15], v[24:31], v[32:39]
v_mov_b32 v100, 0
v_wmma_f32_16x16x16_f16 v[40:47], v[32:39], v[16:23], v[40:47]
v_wmma_f32_16x16x16_f16 v[40:47], v[8:15], v[16:23], v[40:47]
v_wmma_f32_16x16x16_f16 v[40:47], v[40:47], v[16:23], v[40:47]
v_nop
v_wmma_f32_16x16x16_f16 v[48:55], v[40:47], v[16:23], v[48:55]
label_End:
