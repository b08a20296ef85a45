# --from-label/--to-label: the passes run on [from, to] only (both labels
# included); the text before and after is emitted unchanged, in order.
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_RegionStart --to-label label_RegionEnd --RemoveInstructionPass=s_nop | filecheck %s
# CHECK: .set sgprLoopCounterL, 3
# CHECK-NEXT: s_nop 1
# CHECK-NEXT: label_RegionStart:
# CHECK-NEXT: ds_load_b128 v[0:3], v10 offset:64
# CHECK-NEXT: label_Loop:
# CHECK: label_RegionEnd:
# CHECK-NEXT: s_nop 3
# CHECK-NEXT: s_endpgm
#
# --print-output shows the three parts as functions; the region is the one named
# after the kernel (here unnamed), the others get _pre and _post.
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_RegionStart --to-label label_RegionEnd --CFGBuilderPass --print-output | filecheck %s --check-prefix=STIR
# STIR: st.func @_pre() {
# STIR: "st.s_nop"(1)
# STIR: st.func @() {
# STIR-NEXT: ^entry:
# STIR-NEXT: Successors: ^label_RegionStart
# STIR: ^label_Loop:
# STIR: Successors: ^label_Loop, ^label_RegionEnd
# STIR: st.func @_post() {
# STIR-NEXT: ^entry:
# STIR-NEXT: "st.s_nop"(3)
#
# The region may start at the first line and end at the last.
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_Loop --to-label label_Loop --RemoveInstructionPass=s_nop | filecheck %s --check-prefix=ONE
# ONE: s_nop 2
# ONE: label_Loop:
# ONE: s_nop 3
