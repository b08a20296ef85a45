// A tail loop whose refill load is inside the loop: Rule 3 owns its
// handshake, and Rule 4 adds nothing there, in the first run or the next.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm | filecheck %s
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm | filecheck %s

// CHECK:      /* Tail Loop */
// CHECK-NEXT: {{^}}label_TailLoop:
// CHECK-NEXT: v_add_f32 v1, v1, v2
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^label_skipCBPreSignal_[0-9A-Za-z]+:}}
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: tensor_load_to_lds s[8:11], s[12:19]
// CHECK-NOT:  s_barrier_{{signal|wait}} -3
// CHECK:      {{^}}kend:

.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 4
.set sgprLoopCounterL, 5
kbegin:
s_mov_b32 s3, 0
/* Tail Loop */
label_TailLoop:
v_add_f32 v1, v1, v2
s_barrier_signal -1
s_barrier_wait -1
tensor_load_to_lds s[8:11], s[12:19]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_TailLoop
kend:
s_endpgm
