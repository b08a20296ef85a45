# Region selection errors: exit status 1 and one line naming the problem.
# RUN: not %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_Nope --to-label label_RegionEnd --CFGBuilderPass 2>&1 | filecheck %s --check-prefix=FROM
# RUN: not %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_RegionStart --to-label label_Nope --CFGBuilderPass 2>&1 | filecheck %s --check-prefix=TO
# RUN: not %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_RegionEnd --to-label label_RegionStart --CFGBuilderPass 2>&1 | filecheck %s --check-prefix=ORDER
# RUN: not %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s --from-label label_Nope --to-label label_RegionEnd --CFGBuilderPass -o %t.out 2>&1 | filecheck %s --check-prefix=FROM
# RUN: not test -e %t.out
# FROM: stinkytofu-opt: error: --from-label 'label_Nope' not found in assembly
# TO: stinkytofu-opt: error: --to-label 'label_Nope' not found in assembly
# ORDER: region_kernel.s:5:1: error: --to-label 'label_RegionStart' appears before --from-label 'label_RegionEnd' in the assembly (which is at line 13)
#
# Without passes a .s file needs no region.
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/region_kernel.s | filecheck %s --check-prefix=NOPASS
# NOPASS: s_endpgm
