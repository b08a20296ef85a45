# In a .s file of several functions, the SCHED_MODE setreg of InsertWaitAluPass goes after
# each function's label, at its first instruction: before the label it would end the
# previous function and a call into the function would not run it.
# RUN: %stinkytofu-opt %s --CFGBuilderPass --InsertWaitAluPass | filecheck %s
# RUN: %stinkytofu-opt %s --InsertWaitAluPass | filecheck %s
# CHECK:      .type f,@function
# CHECK-NEXT: f:
# CHECK-NEXT: s_setreg_IMM32_b32 hwreg(26,0,2), 2
# CHECK-NEXT: v_add_f32_e32 v1, 1.0, v0
# CHECK:      .type g,@function
# CHECK-NEXT: g:
# CHECK-NEXT: s_setreg_IMM32_b32 hwreg(26,0,2), 2
# CHECK-NEXT: v_add_f32_e32 v1, 1.0, v0
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	f
	.p2align	8
	.type	f,@function
f:
	v_add_f32_e32 v1, 1.0, v0
	v_add_f32_e32 v2, 1.0, v1
	s_endpgm
.Lfunc_end0:
	.size	f, .Lfunc_end0-f
	.globl	g
	.p2align	8
	.type	g,@function
g:
	v_add_f32_e32 v1, 1.0, v0
	v_add_f32_e32 v2, 1.0, v1
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	g, .Lfunc_end1-g
