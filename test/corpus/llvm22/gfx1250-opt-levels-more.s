# -O0 to -O3 succeed on LLVM 22's gfx1250 more.s (scratch, calls, 64-bit math) (the kernel-argument load
# `s_load_b128 s[0:3], s[0:1]` overwrites its own base: no error without XNACK), and the
# validator accepts every output. They print nothing on stderr: the IR verifier of the
# pipeline does not check a family rule's operand shape (it reported 81 "missing operand"
# and width warnings on this file).
# RUN: %stinkytofu-opt --arch gfx1250 -O0 %S/Inputs/gfx1250/more.s -o %t.O0.s 2>%t.O0.err
# RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.O0.err
# RUN: %stinkytofu-opt --arch gfx1250 -O1 %S/Inputs/gfx1250/more.s -o %t.O1.s 2>%t.O1.err
# RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.O1.err
# RUN: %stinkytofu-opt --arch gfx1250 -O2 %S/Inputs/gfx1250/more.s -o %t.O2.s 2>%t.O2.err
# RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.O2.err
# RUN: %stinkytofu-opt --arch gfx1250 -O3 %S/Inputs/gfx1250/more.s -o %t.O3.s 2>%t.O3.err
# RUN: filecheck --allow-empty --check-prefix=QUIET %s < %t.O3.err
# RUN: %stinkytofu-opt --arch gfx1250 %t.O0.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O1.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O2.s --CFGBuilderPass --WaitCntValidationCheckPass
# RUN: %stinkytofu-opt --arch gfx1250 %t.O3.s --CFGBuilderPass --WaitCntValidationCheckPass
# QUIET-NOT: {{.}}
