# -O0 to -O3 succeed on LLVM 22's gfx1250 more.s (scratch, calls, 64-bit math) (the kernel-argument load
# `s_load_b128 s[0:3], s[0:1]` overwrites its own base: no error without XNACK), and the
# validator accepts every output.
# RUN: %stinkytofu-opt --arch gfx1250 -O0 %S/Inputs/gfx1250/more.s -o %t.O0.s
# RUN: %stinkytofu-opt --arch gfx1250 -O1 %S/Inputs/gfx1250/more.s -o %t.O1.s
# RUN: %stinkytofu-opt --arch gfx1250 -O2 %S/Inputs/gfx1250/more.s -o %t.O2.s
# RUN: %stinkytofu-opt --arch gfx1250 -O3 %S/Inputs/gfx1250/more.s -o %t.O3.s
# RUN: %stinkytofu-opt --arch gfx1250 %t.O0.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O1.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O2.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O3.s --CFGBuilderPass --WaitCntValidationCheckPass
