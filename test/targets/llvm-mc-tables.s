# REQUIRES: llvm-mc-19
# The target tables agree with llvm-mc-19: every mnemonic of gfx942, gfx11 and gfx12 is
# one llvm-mc-19 knows for that GPU (but the five below), and the register files end
# where it says.
# RUN: %python %S/../../utils/check_target_tables.py --check --llvm-mc %llvm-mc-19 | filecheck %s --allow-empty --check-prefix=NONE
# RUN: %python %S/../../utils/check_target_tables.py --llvm-mc %llvm-mc-19 | filecheck %s
# NONE-NOT: {{.}}
# CHECK: gfx942: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK-NEXT: register file v0-v255: llvm-mc-19 agrees
# CHECK-NEXT: register file s0-s101: llvm-mc-19 agrees
# CHECK-NEXT: register file a0-a255: llvm-mc-19 agrees
# gfx1100 shares gfx1200's SALU float rows (and their ALU costs) with gfx1150, which has
# them; llvm-mc-19 rejects them for gfx1100, which never sees them in compiler output.
# CHECK-NEXT: gfx1100: {{[0-9]+}} mnemonics, 5 unknown to llvm-mc-19
# CHECK-NEXT: not in llvm-mc-19 for gfx1100: s_add_f32
# CHECK-NEXT: not in llvm-mc-19 for gfx1100: s_cvt_f32_i32
# CHECK-NEXT: not in llvm-mc-19 for gfx1100: s_cvt_f32_u32
# CHECK-NEXT: not in llvm-mc-19 for gfx1100: s_cvt_u32_f32
# CHECK-NEXT: not in llvm-mc-19 for gfx1100: s_mul_f32
# CHECK: gfx1150: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK: gfx1200: {{[0-9]+}} mnemonics, 0 unknown to llvm-mc-19
# CHECK-NEXT: register file v0-v255: llvm-mc-19 agrees
# CHECK-NEXT: register file s0-s105: llvm-mc-19 agrees
# CHECK-NEXT: no a registers: llvm-mc-19 agrees
# CHECK-NOT: DISAGREES
