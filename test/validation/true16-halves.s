# True16 register halves (v1.l, v1.h, as LLVM 22 prints 16-bit gfx11/gfx12 code) are reads
# and writes of the 32-bit VGPR (issue #26): both halves of one VGPR are one unit for waits,
# conservatively. Without a wait the validator reports the first read of v1 after the load
# (also the negated/absolute forms when they are the first), with one it accepts.
# RUN: not %stinkytofu-opt --arch gfx1100 %s --CFGBuilderPass --WaitCntValidationCheckPass=noAbort 2>&1 | filecheck %s --check-prefix=REPORT
# RUN: sed '/v_add_f16_e32/d' %s > %t.e64.s
# RUN: not %stinkytofu-opt --arch gfx1100 %t.e64.s --CFGBuilderPass --WaitCntValidationCheckPass=noAbort 2>&1 | filecheck %s --check-prefix=E64
# RUN: sed 's/^# WAIT: *//' %s > %t.s
# RUN: %stinkytofu-opt --arch gfx1100 %t.s --CFGBuilderPass --WaitCntValidationCheckPass 2>&1 >/dev/null | filecheck %s --check-prefix=OK --allow-empty
# RUN: %stinkytofu-opt --arch gfx1100 %t.s --print-output | filecheck %s --check-prefix=IR
# REPORT-NOT: warning
# REPORT: MISSING: consumer 'v_add_f16_e32' {{.*}} RAW on v1]
# E64: MISSING: consumer 'v_add_f16_e64' {{.*}} RAW on v1]
# OK-NOT: {{.}}
# IR: v4.l = "st.v_add_f16_e32"(v1.l, v5.l)
# IR: v6.h = "st.v_add_f16_e64"(-v5.l, v1.h)
k:
	global_load_u16 v1, v[2:3], off
# WAIT: s_waitcnt vmcnt(0)
	v_add_f16_e32 v4.l, v1.l, v5.l
	v_add_f16_e64 v6.h, -v5.l, |v1.h|
	s_endpgm
