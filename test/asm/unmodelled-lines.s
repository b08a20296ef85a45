# An instruction line the tool does not model reads and writes every register it names:
# the load's result is waited for before the unknown VALU, and the validator sees the
# read. A line whose registers cannot be read (a macro invocation, an unresolved
# register) drains every counter before it, and the validator cannot verify it.
# RUN: %stinkytofu-opt --arch gfx942 %s --from-label k --to-label .Lend --CFGBuilderPass --StinkyWaitCntInsertionPass 2>%t.err | filecheck %s
# RUN: filecheck %s --check-prefix=WARN --input-file %t.err
# RUN: not %stinkytofu-opt --arch gfx942 %s --from-label k --to-label .Lend --CFGBuilderPass --WaitCntValidationCheckPass 2>&1 | filecheck %s --check-prefix=VALID
#
# CHECK-LABEL: k:
# CHECK-NEXT: global_load_dword v1, v[2:3], off
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: v_future_add v0, v1, v0 quirk:3
# CHECK-NEXT: s_load_dword s4, s[0:1], 0x0
# CHECK-NEXT: ds_read_b32 v5, v6
# CHECK-NEXT: s_waitcnt lgkmcnt(0)
# CHECK-NEXT: MY_MACRO v7
# CHECK-NEXT: global_load_dword v8, v[2:3], off
# CHECK-NEXT: s_waitcnt vmcnt(0)
# CHECK-NEXT: v_mov_b32 v[later], v9
# CHECK-NEXT: s_endpgm
#
# WARN: unmodelled-lines.s:43:1: warning: unknown mnemonic 'v_future_add' for gfx942: LLVM 22 has no such instruction for gfx942; kept verbatim, assumed to read and write every register it names
# WARN: unmodelled-lines.s:46:1: warning: macro 'MY_MACRO' is not expanded; it may touch any register or counter; its registers cannot be read: passes drain every counter before it
# WARN: unmodelled-lines.s:48:11: warning: cannot resolve register 'v[later]': unknown symbol 'later'; its registers cannot be read: passes drain every counter before it
#
# VALID: unmodelled-lines.s:43:1: error: missing s_waitcnt vmcnt(0): 'v_future_add' reads v1 written by 'global_load_dword'
# VALID: unmodelled-lines.s:46:1: error: [WaitCntValidationCheck] cannot verify 'MY_MACRO': its register operands cannot be read
# VALID: unmodelled-lines.s:48:1: error: [WaitCntValidationCheck] cannot verify 'v_mov_b32'
#
#
#
#
#
#
#
#
#
.macro MY_MACRO reg
  v_mov_b32 \reg, 0
.endm
k:
global_load_dword v1, v[2:3], off
v_future_add v0, v1, v0 quirk:3
s_load_dword s4, s[0:1], 0x0
ds_read_b32 v5, v6
MY_MACRO v7
global_load_dword v8, v[2:3], off
v_mov_b32 v[later], v9
s_endpgm
.Lend:
