// s_delay_alu, s_wait_alu and s_waitcnt_depctr in assembly: read and written back in LLVM's
// syntax (fields in LLVM's order); a field out of range is a located warning and the line
// is kept as written.
// RUN: %stinkytofu-opt --arch gfx1250 %s --emit-asm 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=WARN < %t.err
// RUN: %stinkytofu-opt --arch gfx1100 %s --emit-asm 2>/dev/null | filecheck %s --check-prefix=GFX11
// CHECK:      s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
// CHECK-NEXT: s_delay_alu instid0(SALU_CYCLE_3)
// CHECK-NEXT: s_wait_alu depctr_va_vdst(3) depctr_vm_vsrc(1)
// CHECK-NEXT: s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(0)
// CHECK-NEXT: s_waitcnt_depctr 0xfff
// CHECK-NEXT: s_wait_alu depctr_va_vdst(16)
// CHECK-NEXT: s_setreg_IMM32_b32 hwreg(26,0,2), 2
// WARN: asm-syntax.s:22:14: warning: s_wait_alu va_vdst(16) is out of range (0 to 15); line kept as text
// GFX11: s_waitcnt_depctr depctr_va_vdst(0) depctr_vm_vsrc(0)
// GFX11-NEXT: s_waitcnt_depctr 0xfff
  s_delay_alu instid0(TRANS32_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
  s_delay_alu instid0(SALU_CYCLE_3)
  s_wait_alu depctr_vm_vsrc(1) depctr_va_vdst(3)
  s_waitcnt_depctr depctr_vm_vsrc(0) depctr_va_vdst(0)
  s_waitcnt_depctr 0xfff
  s_wait_alu depctr_va_vdst(16)
  s_setreg_IMM32_b32 hwreg(26,0,2), 2
