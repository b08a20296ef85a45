# Branch targets of raw assembly need not start with label_: any label name
# makes an edge, and .s -> .stir keeps such targets as quoted strings.
# (Labels that start with '.' print in .stir but the .stir reader does not read
# them back yet, so the .stir -> .s leg is not run here.)
# RUN: %stinkytofu-opt --arch gfx1250 %s --from-label .LBB0_1 --to-label .LBB0_3 --CFGBuilderPass --print-output | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1250 %s --from-label .LBB0_1 --to-label .LBB0_3 --CFGBuilderPass | filecheck %s --check-prefix=ASM
# CHECK: ^.LBB0_1:
# CHECK: "st.s_cbranch_scc1"("loop_done")
# CHECK-NEXT: Successors: ^loop_done, ^.LBB0_1_1
# CHECK: ^.LBB0_1_1:
# CHECK-NEXT: "st.s_branch"(".LBB0_1")
# CHECK-NEXT: Successors: ^.LBB0_1
# CHECK: ^loop_done:
# CHECK-NEXT: loop_done:
# CHECK-NEXT: Successors: ^.LBB0_3
# ASM: s_cbranch_scc1 loop_done
# ASM-NEXT: s_branch .LBB0_1
# ASM-NEXT: loop_done:
.LBB0_1:
s_cmp_eq_u32 s0, 0
s_cbranch_scc1 loop_done
s_branch .LBB0_1
loop_done:
.LBB0_3:
s_endpgm
