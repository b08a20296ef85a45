# REQUIRES: llvm-mc-19
# The target tables agree with llvm-mc-19: every mnemonic of gfx942, gfx11 and gfx12 is
# one llvm-mc-19 knows for that GPU, and the register files end where it says.
# RUN: %python %S/../../utils/check_target_tables.py --check --llvm-mc %llvm-mc-19 | filecheck %s --allow-empty --check-prefix=NONE
# RUN: %python %S/../../utils/check_target_tables.py --llvm-mc %llvm-mc-19 | filecheck %s
# NONE-NOT: {{.}}
# CHECK: gfx942: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK-NEXT: register file v0-v255: llvm-mc-19 agrees
# CHECK-NEXT: register file s0-s101: llvm-mc-19 agrees
# CHECK-NEXT: register file a0-a255: llvm-mc-19 agrees
# gfx1100 removes gfx1200's SALU float rows, which gfx1150 adds back.
# CHECK-NEXT: gfx1100: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK-NEXT: register file v0-v255: llvm-mc-19 agrees
# CHECK: gfx1150: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK: gfx1200: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK-NEXT: register file v0-v255: llvm-mc-19 agrees
# CHECK-NEXT: register file s0-s105: llvm-mc-19 agrees
# CHECK-NEXT: no a registers: llvm-mc-19 agrees
# CHECK-NOT: DISAGREES
