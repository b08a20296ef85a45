# Every line the reader cannot model is kept verbatim on stdout AND reported on
# stderr with file:line:col, the line and a caret; the run still succeeds. An
# instruction line it cannot model stays an instruction that reads and writes every
# register it names; one whose registers cannot be read drains every counter.
# RUN: %stinkytofu-opt --arch gfx1250 %s 2>%t.err | filecheck %s
# RUN: filecheck %s --check-prefix=WARN --input-file %t.err
# RUN: %stinkytofu-opt --arch gfx1250 %s 2>&1 >/dev/null | filecheck %s --check-prefix=COUNT
#
# CHECK: .set broken
# CHECK-NEXT: .set Later, Undefined+1
# CHECK-NEXT: v_future_op v1, v2
# CHECK-NEXT: tensor_load_to_lds s[12:15], s[16:23] wibble:TH_LOAD_NT
# CHECK-NEXT: ds_load_b32 v1, v2 quux:4*64
# CHECK-NEXT: v_add_f32 v1, v2, v3 clampx
# CHECK-NEXT: v_mov_b32 v[Later], v1
# CHECK-NEXT: v_mov_b32 v[vgprA+8], v1 abs
# CHECK-NEXT: v_add_f32 v1, frob(v2), v3
# CHECK-NEXT: s_delay_alu instid0(VALU_DEP_9)
# CHECK-NEXT: s_wait_alu depctr_bogus(0)
# CHECK-NEXT: s_waitcnt expcnt(0)
# CHECK-NEXT: s_load_b32 s1, s[2:3], 0 mood:SCOPE_SYS
# CHECK-NEXT: # indented hash line
# CHECK-NEXT: foo:
# CHECK-NEXT: v_mov_b32 v1, v2
# CHECK-NEXT: .macro NEVER_CLOSED
# CHECK-NEXT: {{^}}  v_nop
# CHECK-NOT: RUN:
#
# WARN: reader-warnings.s:74:1: warning: malformed '.set' directive (expected '.set symbol, value'); kept as text
# WARN: reader-warnings.s:76:1: warning: unknown mnemonic 'v_future_op' for gfx1250: LLVM 22 has no such instruction for gfx1250; kept verbatim, assumed to read and write every register it names
# WARN-NEXT: {{^}}v_future_op v1, v2
# WARN-NEXT: {{^}}^
# WARN: reader-warnings.s:77:39: warning: modifier 'wibble:TH_LOAD_NT' has no field in the IR for tensor_load_to_lds; kept verbatim, assumed to read and write every register it names
# WARN: reader-warnings.s:78:20: warning: modifier 'quux:4*64' has no field in mod.ds; kept verbatim, assumed to read and write every register it names
# WARN: reader-warnings.s:79:22: warning: modifier 'clampx' has no field in the IR for v_add_f32; kept verbatim, assumed to read and write every register it names
# WARN-NEXT: {{^}}v_add_f32 v1, v2, v3 clampx
# WARN-NEXT: {{^}}                     ^
# WARN: reader-warnings.s:80:11: warning: cannot resolve register 'v[Later]': unknown symbol 'Later' (its .set at line 75 has no value: unknown symbol 'Undefined'); its registers cannot be read: passes drain every counter before it
# WARN: reader-warnings.s:81:26: warning: modifier 'abs' has no field in the IR for v_mov_b32; kept verbatim, assumed to read and write every register it names
# WARN: reader-warnings.s:82:15: warning: operand 'frob(v2)' has no form in the IR; kept verbatim, assumed to read and write every register it names
# WARN: reader-warnings.s:83:21: warning: unrecognised s_delay_alu dependency 'VALU_DEP_9'; line kept as text
# WARN: reader-warnings.s:84:12: warning: unrecognised s_wait_alu operand 'depctr_bogus(0)'; line kept as text
# WARN: reader-warnings.s:85:11: warning: unrecognised s_waitcnt counter 'expcnt(0)'; line kept as text
# WARN: reader-warnings.s:86:26: warning: modifier 'mood:SCOPE_SYS' has no field in mod.smem; kept verbatim, assumed to read and write every register it names
# WARN: reader-warnings.s:87:3: warning: '#' starts a test directive only in column 0; this line is not assembly and is kept as text
# WARN: reader-warnings.s:89:1: warning: '.macro' has no closing '.endm'; the rest of the file is kept as text
#
# Fourteen warnings, no errors, no traceback.
# COUNT-COUNT-14: warning:
# COUNT-NOT: error
# COUNT-NOT: Traceback
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
#
.set vgprA, 8
.set broken
.set Later, Undefined+1
v_future_op v1, v2
tensor_load_to_lds s[12:15], s[16:23] wibble:TH_LOAD_NT
ds_load_b32 v1, v2 quux:4*64
v_add_f32 v1, v2, v3 clampx
v_mov_b32 v[Later], v1
v_mov_b32 v[vgprA+8], v1 abs
v_add_f32 v1, frob(v2), v3
s_delay_alu instid0(VALU_DEP_9)
s_wait_alu depctr_bogus(0)
s_waitcnt expcnt(0)
s_load_b32 s1, s[2:3], 0 mood:SCOPE_SYS
  # indented hash line
foo: v_mov_b32 v1, v2
.macro NEVER_CLOSED
  v_nop
