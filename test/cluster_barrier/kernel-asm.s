// A raw gfx1250 listing: all default rules on a region with a prologue, a loop
// and a tail loop. Symbolic scalar registers keep their spelling; a second run
// of the pass adds nothing.
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass --from-label region_begin --to-label region_end --emit-asm --preserve-symbolic-regs | filecheck %s
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass --InsertClusterBarrierPass --from-label region_begin --to-label region_end --emit-asm --preserve-symbolic-regs | filecheck %s
// RUN: %stinkytofu-opt --arch gfx1250 %s --InsertClusterBarrierPass --from-label region_begin --to-label region_end --emit-asm --preserve-symbolic-regs | filecheck %s --check-prefix=COUNT

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
// CHECK-NEXT: s_mov_b32 s5, 0
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: tensor_load_to_lds
// CHECK:      {{^}}label_LoopBeginL:
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0 [[L4:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^}}[[L4]]:
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: tensor_load_to_lds
// CHECK:      /* Tail Loop */
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: s_cmp_eq_u32 s[sgprWaveIdx], 0
// CHECK-NEXT: s_cbranch_scc0 [[L5:label_skipCBPreSignal_[0-9A-Za-z]{16}]]
// CHECK-NEXT: s_barrier_signal -3
// CHECK-NEXT: {{^}}[[L5]]:
// CHECK-NEXT: {{^}}label_TailReset:
// CHECK-NEXT: s_mov_b32 s6, 0
// CHECK-NEXT: s_barrier_wait -3
// CHECK-NEXT: tensor_load_to_lds
// CHECK-NEXT: {{^}}region_end:

// COUNT-COUNT-3: s_barrier_signal -3
// COUNT-NOT:     s_barrier_signal -3
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprWaveIdx, 2
.set sgprLoopCounterL, 3
region_begin:
label_GSU_1:
  s_mov_b32 s5, 0
  tensor_load_to_lds s[60:63], s[64:71]
label_LoopBeginL:
  s_barrier_signal -1
  s_barrier_wait -1
  tensor_load_to_lds s[60:63], s[64:71]
  s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
  s_cmp_eq_u32 s[sgprLoopCounterL], 0
  s_cbranch_scc0 label_LoopBeginL
/* Tail Loop */
  s_barrier_signal -1
  s_barrier_wait -1
label_TailReset:
  s_mov_b32 s6, 0
  tensor_load_to_lds s[60:63], s[64:71]
region_end:
  s_endpgm
