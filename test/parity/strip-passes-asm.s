// The strip passes on assembly: a numeric s_wait_alu is decoded (0xff7d: hold_cnt 0 and
// va_vcc 0 -> hold_cnt survives), and a symbolic hwreg cannot be matched, so it stays with
// a warning.
// RUN: %stinkytofu-opt --arch gfx1250 %s --RemoveWaitAluPass --RemoveDelayAluPass --StinkyRemoveNopPass 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=WARN < %t.err

// CHECK:      k:
// CHECK-NEXT: s_setreg_IMM32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 1
// CHECK-NEXT: v_add_f32 v1, v2, v3
// CHECK-NEXT: s_wait_alu depctr_hold_cnt(0)
// CHECK-NEXT: v_add_f32 v3, v1, v2
// CHECK-NEXT: s_endpgm
// WARN: strip-passes-asm.s:[[# @LINE + 4]]:3: warning: [RemoveWaitAluPass] cannot tell whether hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2) is the SCHED_MODE DEP_MODE field; the setreg stays
k:
  s_setreg_IMM32_b32 hwreg(26, 0, 2), 1
  s_setreg_IMM32_b32 hwreg(26, 0, 2), 1
  s_setreg_IMM32_b32 hwreg(HW_REG_WAVE_SCHED_MODE, 0, 2), 1
  v_add_f32 v1, v2, v3
  s_delay_alu instid0(VALU_DEP_1)
  s_wait_alu 0xff7d
  v_nop
  v_add_f32 v3, v1, v2
  s_nop 0
  s_wait_alu depctr_va_sdst(0)
  s_endpgm
