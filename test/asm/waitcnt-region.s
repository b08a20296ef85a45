# End to end on raw assembly: a loop region of a kernel through the implicit
# dependency and wait-count insertion passes; the emitted assembly carries the
# inserted wait (with its provenance comment under --preserve-comments), the
# symbolic registers, and the untouched text outside the region.
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/wait_region.s --from-label label_LoopBeginL --to-label label_LoopEndL --CFGBuilderPass --StinkyBuildImplicitDependencyPass --StinkyWaitCntInsertionPass --preserve-comments --preserve-symbolic-regs | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/wait_region.s --from-label label_LoopBeginL --to-label label_LoopEndL --StinkyBuildImplicitDependencyPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=PLAIN
# CHECK: .set sgprTdA, 16
# CHECK-NEXT: s_mov_b32 s[sgprLoopCounterL], 8                   // prologue, outside the region
# CHECK-NEXT: label_LoopBeginL:
# CHECK-NEXT: ds_load_b128 v[vgprValuA:vgprValuA+3], v[vgprLocalReadAddrA] offset:256
# CHECK-COUNT-3: ds_load_b128
# CHECK-NEXT: {{^}}s_wait_dscnt 0{{ +}}// {{.*}}v_wmma_f32_16x16x32_bf16
# CHECK-NEXT: v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[0:7]
# CHECK-NEXT: s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
# CHECK-NEXT: s_cmp_eq_u32 s[sgprLoopCounterL], 0
# CHECK-NEXT: s_cbranch_scc0 label_LoopBeginL
# CHECK-NEXT: label_LoopEndL:
# CHECK-NEXT: s_endpgm
# PLAIN: ds_load_b128 v[84:87], v96 offset:1280
# PLAIN-NEXT: {{^}}s_wait_dscnt 0{{$}}
# PLAIN-NEXT: v_wmma_f32_16x16x32_bf16 v[0:7], v[64:71], v[80:87], v[0:7]
