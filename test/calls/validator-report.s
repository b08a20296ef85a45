# The validator on a .s file: it builds the CFG itself when no CFGBuilderPass ran (a
# remark says so; the loop-carried use below is found only with it), reports every
# violation of every function in source order, prints "cannot verify" for a line whose
# registers it cannot read (a macro), then exits 1. abortOnFirst stops at the first
# function with a finding, before any output.
# RUN: not %stinkytofu-opt --arch gfx1200 %s --WaitCntValidationCheckPass 2>&1 >/dev/null | filecheck %s
# RUN: not %stinkytofu-opt --arch gfx1200 %s --WaitCntValidationCheckPass=abortOnFirst 2>&1 | filecheck %s --check-prefix=ABORT
# CHECK: validator-report.s:25:2: remark: [WaitCntValidationCheck] @loop: built the control-flow graph
# CHECK: validator-report.s:23:2: error: missing s_wait_loadcnt 0: 'v_add_nc_u32_e32' reads v1 written by 'global_load_b32' at {{.*}}validator-report.s:24
# CHECK: validator-report.s:31:2: error: missing s_wait_dscnt 0: 'v_mov_b32_e32' reads v3
# CHECK: validator-report.s:37:2: error: missing s_wait_kmcnt 0: 's_add_co_i32' reads s4
# CHECK: validator-report.s:38:2: error: [WaitCntValidationCheck] cannot verify 'add_pair'
# CHECK-NOT: error:
# ABORT: error: missing s_wait_loadcnt 0
# ABORT-NOT: error: missing s_wait_dscnt
# ABORT-NOT: loop:
.macro add_pair a, b
	v_add_nc_u32 \a, \a, \b
.endm
	.type loop,@function
loop:
.LBB0_1:
	v_add_nc_u32_e32 v2, v1, v2
	global_load_b32 v1, v[4:5], off
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.type second,@function
second:
	ds_load_b32 v3, v0
	v_mov_b32_e32 v6, v3
	s_endpgm
.Lfunc_end1:
	.type third,@function
third:
	s_load_b32 s4, s[0:1], 0x0
	s_add_co_i32 s5, s4, 1
	add_pair v1, v2
	s_endpgm
.Lfunc_end2:
