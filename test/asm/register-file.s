# Registers beyond the target's register file (as llvm-mc-19 enforces it) are located
# errors in assembly as in .stir, known mnemonic or not; exit status 1, nothing printed.
# RUN: not %stinkytofu-opt --arch gfx1200 %s 2>&1 | filecheck %s --check-prefix=RDNA4
# RUN: not %stinkytofu-opt --arch gfx942 %s 2>&1 | filecheck %s --check-prefix=CDNA3
# RUN: not %stinkytofu-opt --arch gfx1200 %s 2>/dev/null | filecheck %s --check-prefix=NONE --allow-empty
# NONE-NOT: {{.}}
#
# RDNA4: register-file.s:18:15: error: register 's150' is beyond the gfx1200 register file (s0 to s105)
# RDNA4-NEXT: {{^}}v_mov_b32 v1, s150
# RDNA4-NEXT: {{^}}              ^
# RDNA4: register-file.s:19:11: error: register 's106' is beyond the gfx1200 register file (s0 to s105)
# RDNA4: register-file.s:20:11: error: register 'a3': gfx1200 has no 'a' registers
# RDNA4: register-file.s:21:{{[0-9]+}}: error: register 'v300' is beyond the gfx1200 register file
# CDNA3: register-file.s:18:15: error: register 's150' is beyond the gfx942 register file (s0 to s101)
# CDNA3: register-file.s:19:11: error: register 's106' is beyond the gfx942 register file (s0 to s101)
# CDNA3: register-file.s:21:{{[0-9]+}}: error: register 'v300' is beyond the gfx942 register file
k:
v_mov_b32 v1, s150
s_mov_b32 s106, 0
v_mov_b32 a3, v1
v_future_op v300, v1
s_mov_b32 s101, 0
