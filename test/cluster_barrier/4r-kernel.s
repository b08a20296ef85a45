// The four-rule design on a whole raw listing with a zero lead: Rule 1 after
// label_GSU_1, Rule 2 above the counter drains of the first tensor load, the
// loop handshake (Rule 3, mode 0) with both halves right above the drains of
// the protect barrier, and the tail pair (Rule 4). A second run adds nothing.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm --preserve-symbolic-regs | filecheck %s
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=lead=0 --InsertClusterBarrierPass=lead=0 --from-label kbegin --to-label kend --emit-asm --preserve-symbolic-regs | filecheck %s
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass=design=4R,lead=0 --from-label kbegin --to-label kend --emit-asm --preserve-symbolic-regs | filecheck %s

// CHECK:      {{^}}label_GSU_1:
// CHECK-NEXT: s_cmp_eq_u32 s[sgprLoopCounterL], 0
// CHECK-NEXT: s_cbranch_scc1 [[OUT:label_skipCBPreSignal_LCL_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0 [[IN:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^}}[[IN]]:
// CHECK-NEXT: {{^}}[[OUT]]:
// CHECK-NEXT: s_mov_b32 s40, 7
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: s_wait_loadcnt 0
// CHECK-NEXT: s_wait_kmcnt 0
// CHECK-NEXT: tensor_load_to_lds s[8:11], s[12:19]
// CHECK:      {{^}}label_MainLoop:
// CHECK-NEXT: v_mul_f32 v20, v21, v22
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0 [[L3:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^}}[[L3]]:
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: s_wait_dscnt 0
// CHECK-NEXT: s_wait_tensorcnt 0
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: tensor_load_to_lds s[8:11], s[12:19]
// CHECK-NEXT: tensor_load_to_lds s[28:31], s[32:39]
// CHECK-NEXT: v_mul_f32 v23, v24, v25
// CHECK:      s_cbranch_scc1 label_MainLoop
// CHECK:      /* Tail Loop */
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0 [[L4:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^}}[[L4]]:
// CHECK-NEXT: {{^}}label_TailSetup:
// CHECK-NEXT: s_mov_b32 s41, 0
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: tensor_load_to_lds s[8:11], s[12:19]
// CHECK-NEXT: {{^}}kend:
// CHECK-NOT:  s_barrier_signal -3
// CHECK-NOT:  s_barrier_wait -3
// CHECK-NOT:  s_wait_tensorcnt

.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 4
.set sgprLoopCounterL, 5
kbegin:
s_cmp_eq_u32 s6, 1
s_cbranch_scc1 label_GSU_1
s_mov_b32 s7, 0
label_GSU_1:
s_mov_b32 s40, 7
s_wait_loadcnt 0
s_wait_kmcnt 0
tensor_load_to_lds s[8:11], s[12:19]
label_MainLoop:
v_mul_f32 v20, v21, v22
s_wait_dscnt 0
s_wait_tensorcnt 0
s_barrier_signal -1
s_barrier_wait -1
tensor_load_to_lds s[8:11], s[12:19]
tensor_load_to_lds s[28:31], s[32:39]
v_mul_f32 v23, v24, v25
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_lg_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_MainLoop
/* Tail Loop */
s_barrier_signal -1
s_barrier_wait -1
label_TailSetup:
s_mov_b32 s41, 0
tensor_load_to_lds s[8:11], s[12:19]
kend:
s_endpgm
