# Operands as LLVM 22 prints gfx1250 code (issue #26), read with their register effects and
# written back unchanged, seen through wait insertion:
# * th:TH_ATOMIC_NT_RETURN and th:TH_ATOMIC_RETURN atomics write their first operand;
# * `s_load_b32 vcc_lo` writes VCC_LO: v_cndmask_b32 (which reads it) waits for the load;
# * `offset:0 scope:... th:...` stays as written, in its order;
# * above v255: `v[26:27] /*v[282:283]*/` is v[282:283] (LLVM's comment form), so the read of
#   v26 after the mode is back to zero does not wait for it (only for v12's load); with
#   s_set_vgpr_msb 0x41 (src0 and dst in bank 1) the plain `v27` in src0 is v283: a wait.
# RUN: %stinkytofu-opt --arch gfx1250 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --match-full-lines
# RUN: %stinkytofu-opt --arch gfx1250 %s --print-output | filecheck %s --check-prefix=IR
# RUN: %stinkytofu-opt --arch gfx1250 %s 2>&1 >/dev/null | filecheck %s --check-prefix=NOWARN --allow-empty
# NOWARN-NOT: warning
# CHECK:k:
# CHECK-NEXT:global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_NT_RETURN
# CHECK-NEXT:s_wait_loadcnt 0
# CHECK-NEXT:v_add_f32_e32 v8, v1, v1
# CHECK-NEXT:global_atomic_add_u32 v6, v[2:3], v4, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
# CHECK-NEXT:s_load_b32 vcc_lo, s[0:1], 0x0
# CHECK-NEXT:s_wait_kmcnt 0
# CHECK-NEXT:v_cndmask_b32_e64 v9, v10, v11, vcc_lo
# CHECK-NEXT:global_load_b32 v12, v[2:3], off offset:0 scope:SCOPE_SYS th:TH_LOAD_NT
# CHECK-NEXT:s_set_vgpr_msb 64
# CHECK-NEXT:global_load_b64 v[26:27] /*v[282:283]*/, v[2:3], off
# CHECK-NEXT:s_set_vgpr_msb 0x4000
# CHECK-NEXT:s_wait_loadcnt 1
# CHECK-NEXT:v_add_f32_e32 v13, v26, v12
# CHECK-NEXT:s_set_vgpr_msb 0x41
# CHECK-NEXT:s_wait_loadcnt 0
# CHECK-NEXT:v_add_f32_e32 v14, v27, v12
# CHECK-NEXT:s_endpgm
# IR: v[282:283] = "st.global_load_b64"(v[2:3], off)
# IR: v13 = "st.v_add_f32_e32"(v26, v12)
# IR: v270 = "st.v_add_f32_e32"(v283, v12)
k:
	global_atomic_add_u32 v1, v[2:3], v4, off th:TH_ATOMIC_NT_RETURN
	v_add_f32_e32 v8, v1, v1
	global_atomic_add_u32 v6, v[2:3], v4, off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_load_b32 vcc_lo, s[0:1], 0x0
	v_cndmask_b32_e64 v9, v10, v11, vcc_lo
	global_load_b32 v12, v[2:3], off offset:0 scope:SCOPE_SYS th:TH_LOAD_NT
	s_set_vgpr_msb 64
	global_load_b64 v[26:27] /*v[282:283]*/, v[2:3], off
	s_set_vgpr_msb 0x4000
	v_add_f32_e32 v13, v26, v12
	s_set_vgpr_msb 0x41
	v_add_f32_e32 v14, v27, v12
	s_endpgm
