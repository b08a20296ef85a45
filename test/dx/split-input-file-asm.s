# --split-input-file on assembly: '# -----' separates the chunks and joins
# the outputs; line numbers are those of this file.
# RUN: %stinkytofu-opt --arch gfx1250 %s --split-input-file 2>%t.err | filecheck %s
# RUN: filecheck %s --check-prefix=WARN --input-file %t.err
# CHECK:      s_nop 0
# CHECK-NEXT: v_mov_b32 v0, 1
# CHECK-NEXT: # -----
# CHECK-NEXT: s_nop 1
# CHECK-NEXT: v_frobnicate v1
# CHECK-NOT:  {{.}}
# WARN: split-input-file-asm.s:16:1: warning: unknown mnemonic 'v_frobnicate'
s_nop 0
v_mov_b32 v0, 1
# -----
s_nop 1
v_frobnicate v1
