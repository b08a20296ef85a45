# The LLVM 22 corpus (test/corpus/README.md): every line of LLVM 22's output is read
# with full register effects; no line is unmodelled, so no warning.
# RUN: %python %S/../../../utils/corpus_check.py read %S/Inputs | filecheck %s
# CHECK: gfx1100/kernels.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx1100/more.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx1200/kernels.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx1200/more.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx1250/kernels.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx1250/more.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx942/kernels.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx942/lds_dma.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx942/more.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx950/kernels.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx950/lds_dma.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NEXT: gfx950/more.s: {{[0-9]+}} lines read, 0 warnings or errors
# CHECK-NOT: {{.}}
