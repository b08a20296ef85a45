# REQUIRES: llvm-mc-19
# --emit-asm writes every line the way it was read: the output assembles again with
# llvm-mc-19 (sc0/sc1, VOPD, DPP, cache policy...). gfx1250 and gfx950 are not in LLVM 19.
# RUN: %python %S/../../utils/corpus_check.py roundtrip %S/Inputs --llvm-mc %llvm-mc-19 | filecheck %s
# CHECK: gfx1100/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1150/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1200/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1201/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx1250/kernels.s: {{.*}} does not know gfx1250; not assembled
# CHECK-NEXT: gfx942/kernels.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx942/lds_dma.s: the round trip assembles with 0 errors
# CHECK-NEXT: gfx950/kernels.s: {{.*}} does not know gfx950; not assembled
# CHECK-NOT: {{.}}
