// An s_delay_alu the reader cannot model is kept as text with a warning; the pass adds no
// hint of its own next to it (never two hints for one instruction), and hints elsewhere.
// RUN: %stinkytofu-opt --arch gfx1250 %s --from-label label_a --to-label label_b --CFGBuilderPass --InsertDelayAluPass --emit-asm 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=WARN < %t.err
// WARN: delay-kept-text.s:14:23: warning: unrecognised s_delay_alu dependency 'VALU_DEP_9'; line kept as text
// CHECK:      v_add_f32 v0, v1, v2
// CHECK-NEXT: s_delay_alu instid0(VALU_DEP_9)
// CHECK-NEXT: v_mul_f32 v3, v0, v0
// CHECK-NEXT: s_delay_alu instid0(VALU_DEP_1)
// CHECK-NEXT: v_add_f32 v4, v3, v3
label_a:
  s_nop 0
  v_add_f32 v0, v1, v2
  s_delay_alu instid0(VALU_DEP_9)
  v_mul_f32 v3, v0, v0
  v_add_f32 v4, v3, v3
label_b:
