# What the emitter normalises: indentation, operand spacing, v[N] -> vN, blank lines;
# modifiers are written as read (offset:0, sc0 sc1 in their order: issue #26), text lines
# are kept as read (stripped).
# RUN: %stinkytofu-opt --arch gfx1250 %s | filecheck %s --match-full-lines --strict-whitespace
# RUN: %stinkytofu-opt --arch gfx1250 %s --preserve-comments | filecheck %s --check-prefix=COMMENTS --match-full-lines --strict-whitespace
# CHECK:.text
# CHECK-NEXT:v_add_f32 v1, v2, v3
# CHECK-NEXT:ds_load_b32 v4, v5 offset:0
# CHECK-NEXT:buffer_load_b32 v6, v7, s[8:11], 0 offen sc0 sc1
# CHECK-NEXT:v_mov_b32 v8, 1.5
# CHECK-NEXT:label_A:
# CHECK-NEXT:s_nop 0
# CHECK-NEXT:.byte 0x1,   0x2
# CHECK-NEXT:s_endpgm
# CHECK-EMPTY:
# COMMENTS:.text
# COMMENTS-NEXT:// a comment line
# COMMENTS-NEXT:v_add_f32 v1, v2, v3                               // trailing
# COMMENTS-NEXT:ds_load_b32 v4, v5 offset:0                        // semicolon comment
# COMMENTS:label_A:  /// label comment
# COMMENTS-NEXT:s_nop 0
   .text

    // a comment line
        v_add_f32   v1,v2 ,  v[3]    // trailing
	ds_load_b32 v4, v5 offset:0 ; semicolon comment
buffer_load_b32 v6, v7, s[8:11], 0 offen sc0 sc1
v_mov_b32 v8, 1.5
  label_A:     // label comment
s_nop 0
  .byte 0x1,   0x2
s_endpgm
