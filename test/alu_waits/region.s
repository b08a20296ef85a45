// A region run of InsertWaitAluPass and InsertDelayAluPass on assembly: the region does not
// start at the kernel entry, so it starts drained (a remark) and mode 2 is left on after
// it (a warning); waits and hints are written in LLVM's syntax; a second run adds nothing.
// RUN: %stinkytofu-opt --arch gfx1250 %s --from-label label_ASM_Start --to-label label_End --CFGBuilderPass --InsertWaitAluPass --InsertDelayAluPass --emit-asm 2>%t.err | filecheck %s
// RUN: filecheck %s --check-prefix=DIAG < %t.err
// RUN: %stinkytofu-opt --arch gfx1250 %s --from-label label_ASM_Start --to-label label_End --CFGBuilderPass --InsertWaitAluPass --InsertDelayAluPass --emit-asm 2>/dev/null > %t.s
// RUN: %stinkytofu-opt --arch gfx1250 %t.s --from-label label_ASM_Start --to-label label_End --CFGBuilderPass --InsertWaitAluPass --InsertDelayAluPass --emit-asm 2>/dev/null | diff %t.s -
// DIAG: region.s:24:1: remark: [InsertWaitAlu] the region: the region from 'label_ASM_Start' does not start at the kernel entry: its entry state is unknown, so it starts with s_wait_alu va_vdst(0) vm_vsrc(0)
// DIAG: warning: [InsertWaitAlu] the region: SCHED_MODE 2 stays enabled after the region ending at 'label_End'
// CHECK:      s_mov_b32 s8, 0
// CHECK-NEXT: s_wait_alu depctr_va_vdst(0) depctr_vm_vsrc(0)
// CHECK-NEXT: label_ASM_Start:
// CHECK-NEXT: s_setreg_IMM32_b32 hwreg(26,0,2), 2
// CHECK-NEXT: v_mul_f32 v1, v2, v3
// CHECK-NEXT: s_wait_alu depctr_va_vdst(0)
// CHECK-NEXT: global_store_async_from_lds_b32 v[4:5], v1, s[0:1]
// CHECK-NEXT: s_wait_alu depctr_vm_vsrc(0)
// CHECK-NEXT: v_mov_b32 v4, v6
// CHECK-NEXT: s_delay_alu instid0(VALU_DEP_1)
// CHECK-NEXT: v_add_f32 v7, v4, v4
.text
kernel:
  s_mov_b32 s8, 0
label_ASM_Start:
  v_mul_f32 v1, v2, v3
  global_store_async_from_lds_b32 v[4:5], v1, s[0:1]
  v_mov_b32 v4, v6
  v_add_f32 v7, v4, v4
label_End:
  s_endpgm
