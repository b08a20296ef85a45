# The validator accepts LLVM 22's own waits in the LLVM 22 corpus.
# RUN: %python %S/../../../utils/corpus_check.py validate %S/Inputs | filecheck %s
# CHECK: gfx1100/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1100/more.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1200/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1200/more.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1250/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1250/more.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx942/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx942/lds_dma.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx942/more.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx950/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx950/lds_dma.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx950/more.s: the validator reports 0 of the compiler's waits missing
# CHECK-NOT: {{.}}
