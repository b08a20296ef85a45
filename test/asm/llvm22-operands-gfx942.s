# Operands as LLVM 22 prints gfx942 code (issue #26), read with their register effects and
# written back unchanged, seen through wait insertion:
# * `|v168| clamp mul:2`: the absolute value ends at its bar; clamp and mul: are modifiers;
# * `a16` is AGPR 16 (also a MIMG modifier's name): the write waits for v0's load;
# * MFMA cbsz/abid/blgp are modifiers: the MFMA reads v[0:1];
# * `s_load_dwordx2 vcc` writes VCC: v_cndmask_b32 (which reads it) waits for the load;
# * a returning atomic (sc0) writes v9;
# * sc0 nt sc1 and offset:0x0 stay as written (llvm-mc rejects glc/slc for gfx942).
# RUN: %stinkytofu-opt --arch gfx942 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --match-full-lines
# RUN: %stinkytofu-opt --arch gfx942 %s 2>&1 >/dev/null | filecheck %s --check-prefix=NOWARN --allow-empty
# NOWARN-NOT: warning
# CHECK:k:
# CHECK-NEXT:global_load_dword v168, v[2:3], off
# CHECK-NEXT:global_load_dwordx2 v[0:1], v[4:5], off
# CHECK-NEXT:s_load_dwordx2 vcc, s[4:5], 0x10
# CHECK-NEXT:s_waitcnt vmcnt(1)
# CHECK-NEXT:v_add_f32_e64 v234, v80, |v168| clamp mul:2
# CHECK-NEXT:s_waitcnt vmcnt(0)
# CHECK-NEXT:v_accvgpr_write_b32 a16, v0
# CHECK-NEXT:v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], a[16:31] cbsz:1 abid:1 blgp:2
# CHECK-NEXT:s_waitcnt lgkmcnt(0)
# CHECK-NEXT:v_cndmask_b32_e32 v6, v7, v8, vcc
# CHECK-NEXT:global_atomic_add v9, v[2:3], v4, off sc0
# CHECK-NEXT:s_waitcnt vmcnt(0)
# CHECK-NEXT:v_add_u32_e32 v10, v9, v9
# CHECK-NEXT:buffer_load_dword v11, v2, s[0:3], 0 offen sc0 nt sc1
# CHECK-NEXT:s_load_dwordx4 s[8:11], s[4:5], s6 offset:0x0
# CHECK-NEXT:s_endpgm
k:
	global_load_dword v168, v[2:3], off
	global_load_dwordx2 v[0:1], v[4:5], off
	s_load_dwordx2 vcc, s[4:5], 0x10
	v_add_f32_e64 v234, v80, |v168| clamp mul:2
	v_accvgpr_write_b32 a16, v0
	v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], a[16:31] cbsz:1 abid:1 blgp:2
	v_cndmask_b32_e32 v6, v7, v8, vcc
	global_atomic_add v9, v[2:3], v4, off sc0
	v_add_u32_e32 v10, v9, v9
	buffer_load_dword v11, v2, s[0:3], 0 offen sc0 nt sc1
	s_load_dwordx4 s[8:11], s[4:5], s6 offset:0x0
	s_endpgm
