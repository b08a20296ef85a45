# REQUIRES: llvm-mc-22
# --emit-asm writes every line of LLVM 22's output the way it was read: it assembles
# again with llvm-mc-22 (gfx950 and gfx1250 included).
# RUN: %python %S/../../../utils/corpus_check.py roundtrip %S/Inputs --llvm-mc %llvm-mc-22 | filecheck %s
# CHECK: gfx1100/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1100/more.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1200/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1200/more.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1250/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1250/more.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx942/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx942/lds_dma.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx942/more.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx950/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx950/lds_dma.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx950/more.s: the round trip assembles with 0 errors
# CHECK-NOT: {{.}}
