# REQUIRES: llvm-mc-22
# Assembly as LLVM 22 prints it (issue #26) is written back by --emit-asm as it was read,
# and assembles to the same bytes: one sample file per target in Inputs/llvm22-samples
# (utils/asm_roundtrip.py canon keeps them in LLVM 22's spelling). The checker takes any
# directory of sample files (a per-target inventory of one line per mnemonic too).
# RUN: %python %S/../../utils/asm_roundtrip.py check %S/Inputs/llvm22-samples --llvm-mc %llvm-mc-22 | filecheck %s
# CHECK: llvm22-samples/gfx1100.s: [[N:[0-9]+]] lines, [[N]] as read, [[N]] same bytes, {{[0-9]+}} warnings
# CHECK-NEXT: llvm22-samples/gfx1200.s: [[N:[0-9]+]] lines, [[N]] as read, [[N]] same bytes, {{[0-9]+}} warnings
# CHECK-NEXT: llvm22-samples/gfx1250.s: [[N:[0-9]+]] lines, [[N]] as read, [[N]] same bytes, {{[0-9]+}} warnings
# CHECK-NEXT: llvm22-samples/gfx942.s: [[N:[0-9]+]] lines, [[N]] as read, [[N]] same bytes, {{[0-9]+}} warnings
# CHECK-NEXT: llvm22-samples/gfx950.s: [[N:[0-9]+]] lines, [[N]] as read, [[N]] same bytes, {{[0-9]+}} warnings
# CHECK-NOT: {{.}}
