// Rule 3 mode 0 when SCC is live from far above the wait down past it (set
// by s_cmp_gt_u32 at the loop head, read by s_cselect_b32 under the protect
// barrier): with no lead the signal climbs to the compare and goes above it.
// With a lead, the climb gives up once it has passed 900 estimated cycles
// (20 dependent ds_load_b32 of 52 cycles each) without finding SCC dead; as
// SCC is live at the wait too, the signal then stays by the wait and the
// live compare is re-run after it, with a remark.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm 2>&1 | filecheck %s --check-prefix=TOP
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=20 --from-label kbegin --to-label kend --emit-asm 2>&1 | filecheck %s --check-prefix=CEIL

// TOP-NOT:       Rule 3:
// TOP-LABEL:     {{^}}label_Loop:
// TOP-NEXT:      s_cmp_eq_u32 s[sgprWaveIdx], 0
// TOP-NEXT:      s_cbranch_scc0
// TOP-NEXT:      s_barrier_signal -3
// TOP-NEXT:      {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// TOP-NEXT:      s_cmp_gt_u32 s9, 3
// TOP-COUNT-20:  ds_load_b32 v1, v1
// TOP-NOT:       s_cmp
// TOP:           s_barrier_wait -3
// TOP-NEXT:      s_barrier_signal -1

// CEIL:          remark: {{.*}}Rule 3: no SCC-dead spot for the signal above its wait
// CEIL-LABEL:    {{^}}label_Loop:
// CEIL-NEXT:     s_cmp_gt_u32 s9, 3
// CEIL-COUNT-20: ds_load_b32 v1, v1
// CEIL-NEXT:     v_add_f32 v2, v2, v3
// CEIL-NEXT:     s_cmp_eq_u32 s[sgprWaveIdx], 0
// CEIL-NEXT:     s_cbranch_scc0
// CEIL-NEXT:     s_barrier_signal -3
// CEIL-NEXT:     {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// CEIL-NEXT:     s_cmp_gt_u32 s9, 3
// CEIL-NEXT:     s_barrier_wait -3
// CEIL-NEXT:     s_barrier_signal -1
// CEIL-NEXT:     s_barrier_wait -1
// CEIL-NEXT:     s_cselect_b32 s10, 1, 0

.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 4
.set sgprLoopCounterL, 5
kbegin:
label_Loop:
s_cmp_gt_u32 s9, 3
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
ds_load_b32 v1, v1
v_add_f32 v2, v2, v3
s_barrier_signal -1
s_barrier_wait -1
s_cselect_b32 s10, 1, 0
tensor_load_to_lds s[8:11], s[12:19]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_Loop
kend:
s_endpgm
