// Rule 3 placement modes on one loop body. Mode 1 signals above the drains
// of the protect barrier and waits right under its s_barrier_wait -1; mode 2
// puts both halves under that wait; any other value is mode 0.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=rule3Mode=1 --from-label kbegin --to-label kend --emit-asm --remarks 2>&1 | filecheck %s --check-prefix=M1
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=rule3Mode=2 --from-label kbegin --to-label kend --emit-asm --remarks 2>&1 | filecheck %s --check-prefix=M2
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=rule3Mode=7,lead=0 --from-label kbegin --to-label kend --emit-asm | filecheck %s --check-prefix=M0
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=rule3Mode=2 --InsertClusterBarrierPass=rule3Mode=2 --from-label kbegin --to-label kend --emit-asm | filecheck %s --check-prefix=M2

// M1-NOT:    kept mode 0
// M1-LABEL:  {{^}}label_Body:
// M1-NEXT:   v_fma_f32 v3, v4, v5, v6
// M1-NEXT:   s_cmp_eq_u32 s[sgprWaveIdx], 0
// M1-NEXT:   s_cbranch_scc0
// M1-NEXT:   s_barrier_signal -3
// M1-NEXT:   {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// M1-NEXT:   s_wait_dscnt 0
// M1-NEXT:   s_barrier_signal -1
// M1-NEXT:   s_barrier_wait -1
// M1-NEXT:   s_barrier_wait -3
// M1-NEXT:   v_mov_b32 v7, 0
// M1-NEXT:   tensor_load_to_lds s[16:19], s[20:27]

// M2-NOT:    kept mode 0
// M2-LABEL:  {{^}}label_Body:
// M2-NEXT:   v_fma_f32 v3, v4, v5, v6
// M2-NEXT:   s_wait_dscnt 0
// M2-NEXT:   s_barrier_signal -1
// M2-NEXT:   s_barrier_wait -1
// M2-NEXT:   s_cmp_eq_u32 s[sgprWaveIdx], 0
// M2-NEXT:   s_cbranch_scc0
// M2-NEXT:   s_barrier_signal -3
// M2-NEXT:   {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// M2-NEXT:   s_barrier_wait -3
// M2-NEXT:   v_mov_b32 v7, 0
// M2-NEXT:   tensor_load_to_lds s[16:19], s[20:27]
// M2-NOT:    s_barrier_signal -3
// M2:        {{^}}kend:

// M0-LABEL:  {{^}}label_Body:
// M0-NEXT:   v_fma_f32 v3, v4, v5, v6
// M0-NEXT:   s_cmp_eq_u32 s[sgprWaveIdx], 0
// M0-NEXT:   s_cbranch_scc0
// M0-NEXT:   s_barrier_signal -3
// M0-NEXT:   {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// M0-NEXT:   s_barrier_wait -3
// M0-NEXT:   s_wait_dscnt 0
// M0-NEXT:   s_barrier_signal -1

.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 4
.set sgprLoopCounterL, 5
kbegin:
label_Body:
v_fma_f32 v3, v4, v5, v6
s_wait_dscnt 0
s_barrier_signal -1
s_barrier_wait -1
v_mov_b32 v7, 0
tensor_load_to_lds s[16:19], s[20:27]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_Body
kend:
s_endpgm
