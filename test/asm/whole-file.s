# Whole-file mode: without --from-label/--to-label the passes run on every function of
# the file (`.type NAME,@function` up to its `.Lfunc_end` label); the text between
# functions is written back unchanged. --from-label/--to-label still select one region.
# RUN: %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --StinkyWaitCntInsertionPass | filecheck %s
# RUN: %stinkytofu-opt --arch gfx1200 %s --from-label second --to-label .Lfunc_end1 --CFGBuilderPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=REGION
# RUN: not %stinkytofu-opt --arch gfx1200 %s --CFGBuilderPass --WaitCntValidationCheckPass=noAbort 2>&1 | filecheck %s --check-prefix=VALID
#
# CHECK: .text
# CHECK-NEXT: .globl first
# CHECK-NEXT: .type first,@function
# CHECK-NEXT: first:
# CHECK-NEXT: global_load_b32 v1, v[2:3], off
# CHECK-NEXT: s_wait_loadcnt 0
# CHECK-NEXT: v_add_f32_e32 v0, v1, v0
# CHECK-NEXT: s_endpgm
# CHECK-NEXT: .Lfunc_end0:
# CHECK-NEXT: .size first, .Lfunc_end0-first
# CHECK-NEXT: .type second,@function
# CHECK-NEXT: second:
# CHECK-NEXT: s_load_b64 s[0:1], s[4:5], 0x0
# CHECK-NEXT: s_wait_kmcnt 0
# CHECK-NEXT: s_load_b64 s[0:1], s[4:5], 0x8
# CHECK-NEXT: s_wait_kmcnt 0
# CHECK-NEXT: v_mov_b32_e32 v0, s0
# CHECK-NEXT: s_endpgm
# CHECK-NEXT: .Lfunc_end1:
#
# REGION: v_add_f32_e32 v0, v1, v0
# REGION: s_load_b64 s[0:1], s[4:5], 0x0
# REGION-NEXT: s_wait_kmcnt 0
#
# VALID-DAG: whole-file.s:39:2: error: missing s_wait_loadcnt 0: 'v_add_f32_e32' reads v1
# VALID-DAG: whole-file.s:46:2: error: missing s_wait_kmcnt 0: 's_load_b64' needs 's_load_b64' at {{.*}}whole-file.s:45 complete (WAW on s[0:1])
	.text
	.globl	first
	.type	first,@function
first:
	global_load_b32 v1, v[2:3], off
	v_add_f32_e32 v0, v1, v0
	s_endpgm
.Lfunc_end0:
	.size	first, .Lfunc_end0-first
	.type	second,@function
second:
	s_load_b64 s[0:1], s[4:5], 0x0
	s_load_b64 s[0:1], s[4:5], 0x8
	v_mov_b32_e32 v0, s0
	s_endpgm
.Lfunc_end1:
