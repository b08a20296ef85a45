// Rule 3 mode 0: the signal climbs from its wait until the estimated cycles
// of the instructions it passes (target cost table: a dependent v_add_f32
// issues 5 cycles after the one before it) reach the lead; it never lands
// where SCC is live (between s_cmp_gt_u32 and its reader s_cselect_b32) and
// stops at the loop head when the body is too short for the lead.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=20 --from-label kbegin --to-label kend --emit-asm 2>/dev/null | filecheck %s --check-prefix=L20
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=45 --from-label kbegin --to-label kend --emit-asm 2>/dev/null | filecheck %s --check-prefix=L45
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=400 --from-label kbegin --to-label kend --emit-asm 2>/dev/null | filecheck %s --check-prefix=HEAD
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm 2>/dev/null | filecheck %s --check-prefix=ZERO

// Five dependent adds (4 x 5 cycles + 1) sit between the signal and the wait.
// L20:      s_cselect_b32 s10, 1, 0
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// L20-NEXT: s_cbranch_scc0 [[L:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// L20-NEXT: s_barrier_signal -3
// L20-NEXT: {{^}}[[L]]:
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: v_add_f32 v1, v1, v2
// L20-NEXT: s_barrier_wait -3
// L20-NEXT: s_barrier_signal -1

// 45 cycles are reached inside the SCC live range: the signal goes on up,
// right above the compare that starts it.
// L45-LABEL:   {{^}}label_Loop:
// L45-COUNT-6: v_add_f32 v1, v1, v2
// L45-NEXT:    s_cmp_eq_u32 s[sgprWaveIdx], 0
// L45-NEXT: s_cbranch_scc0 [[L:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// L45-NEXT: s_barrier_signal -3
// L45-NEXT: {{^}}[[L]]:
// L45-NEXT: s_cmp_gt_u32 s9, 3
// L45-NOT:  s_barrier_signal -3
// L45:      s_barrier_wait -3
// L45-NEXT: s_barrier_signal -1

// HEAD:      {{^}}label_Loop:
// HEAD-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// HEAD-NEXT: s_cbranch_scc0
// HEAD-NEXT: s_barrier_signal -3

// ZERO:         s_cselect_b32 s10, 1, 0
// ZERO-COUNT-8: v_add_f32 v1, v1, v2
// ZERO-NEXT:    s_cmp_eq_u32 s[sgprWaveIdx], 0
// ZERO-NEXT: s_cbranch_scc0
// ZERO-NEXT: s_barrier_signal -3
// ZERO-NEXT: {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// ZERO-NEXT: s_barrier_wait -3
// ZERO-NEXT: s_barrier_signal -1

.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 4
.set sgprLoopCounterL, 5
kbegin:
label_Loop:
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
s_cmp_gt_u32 s9, 3
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
s_cselect_b32 s10, 1, 0
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
v_add_f32 v1, v1, v2
s_barrier_signal -1
s_barrier_wait -1
tensor_load_to_lds s[8:11], s[12:19]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_Loop
kend:
s_endpgm
