# RDNA3.5 (gfx1150-gfx1153) has RDNA3's rule. With `check` the pass reports every
# unseparated pair with both locations, changes nothing and exits 1; a program with the
# v_nop passes the check.
# RUN: not %stinkytofu-opt --arch gfx1151 %s --from-label label_Begin --to-label label_End --WmmaHazardPass=check 2>&1 | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1153 %s --from-label label_Begin --to-label label_End --WmmaHazardPass -o %t.s
# RUN: %stinkytofu-opt --arch gfx1153 %t.s --from-label label_Begin --to-label label_End --WmmaHazardPass=check | filecheck %s --check-prefix=FIXED
# CHECK:      [WmmaHazard] ERROR: 2 unseparated WMMA dependence(s):
# CHECK-NEXT:   MISSING v_nop: 'v_wmma_i32_16x16x16_iu8' at {{.*}}rdna35-check-mode.s:14 reads the D of 'v_wmma_f32_16x16x16_bf16' at {{.*}}rdna35-check-mode.s:13 as A/B
# CHECK-NEXT:   MISSING v_nop: 'v_wmma_f32_16x16x16_bf16' at {{.*}}rdna35-check-mode.s:15 reads the D of 'v_wmma_i32_16x16x16_iu8' at {{.*}}rdna35-check-mode.s:14 as A/B
# FIXED-COUNT-2: v_nop
# FIXED-NOT: v_nop
label_Begin:
v_wmma_f32_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_i32_16x16x16_iu8 v[24:31], v[16:19], v[6:9], v[24:31]
v_wmma_f32_16x16x16_bf16 v[32:39], v[28:35], v[16:23], v[32:39]
label_End:
