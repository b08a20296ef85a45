# The validator accepts the compilers' own waits, with one exception: LLVM 19 puts no
# `s_waitcnt vmcnt(0)` before the barrier that publishes an LDS-DMA load to the other
# waves (global_to_lds), which the validator reports (README "How it differs").
# RUN: not %python %S/../../utils/corpus_check.py validate %S/Inputs | filecheck %s
# CHECK: gfx1100/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1150/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1200/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1201/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx1250/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx942/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NEXT: gfx942/lds_dma.s: the validator reports 1 of the compiler's waits missing
# CHECK-NEXT: lds_dma.s:{{[0-9]+}}:2: error: missing s_waitcnt vmcnt(0): 's_barrier' needs 'global_load_lds_dword' at lds_dma.s:{{[0-9]+}} complete (LDS written by DMA)
# CHECK-NEXT: gfx950/kernels.s: the validator reports 0 of the compiler's waits missing
# CHECK-NOT: {{.}}
