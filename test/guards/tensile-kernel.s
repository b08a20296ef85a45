// The gfx1250 guards on a whole TensileLite-style kernel (examples/tensile_tdm_gemm_gfx1250.s):
// 13 tensor loads before the main loop, 4 more per trip, WMMA chains, a tail loop and an
// epilogue with buffer memory around s_set_vgpr_msb. The independent checkers flag the
// input and accept the output; a second run of the passes adds nothing.
// RUN: %stinkytofu-opt --arch gfx1250 %S/../../examples/tensile_tdm_gemm_gfx1250.s --from-label region_begin --to-label region_end --NumWaves=2 --CFGBuilderPass --TDMLoadWaveSyncPass --TDMInflightGuardPass --InsertCoexecHazardPass --Gfx1250HazardPass --emit-asm > %t.s
// RUN: filecheck %s < %t.s
// RUN: not %python %S/../support/check_guards.py %S/../../examples/tensile_tdm_gemm_gfx1250.s --from-label region_begin --to-label region_end | filecheck %s --check-prefix=BEFORE
// RUN: %python %S/../support/check_guards.py %t.s --from-label region_begin --to-label region_end | filecheck %s --check-prefix=AFTER
// RUN: %stinkytofu-opt --arch gfx1250 %t.s --from-label region_begin --to-label region_end --NumWaves=2 --CFGBuilderPass --TDMLoadWaveSyncPass --TDMInflightGuardPass --InsertCoexecHazardPass --Gfx1250HazardPass --emit-asm > %t.again.s
// RUN: diff %t.s %t.again.s

// The 12th and 13th prefetch loads wait for 10; the scale tile (token 2) is deferred behind
// a workgroup barrier, since the main loop's first wait drains only tokens 0 and 1.
// CHECK:      {{^}}region_begin:
// CHECK:      s_wait_tensorcnt 10
// CHECK-NEXT: tensor_load_to_lds s[sgprTdB:sgprTdB+3]
// CHECK-NEXT: s_barrier_signal -1
// CHECK-NEXT: s_barrier_wait -1
// CHECK-NEXT: s_wait_tensorcnt 10
// CHECK-NEXT: tensor_load_to_lds s[sgprTdScale:sgprTdScale+3]
// In the loop the wait keeps 9: the 3rd and 4th loads of each trip find 11 in flight.
// CHECK:      {{^}}label_LoopBeginL:
// CHECK:      tensor_load_to_lds s[sgprTdA:sgprTdA+3]
// CHECK-NEXT: tensor_load_to_lds s[sgprTdA:sgprTdA+3]
// CHECK-NEXT: s_wait_tensorcnt 10
// CHECK-NEXT: tensor_load_to_lds s[sgprTdB:sgprTdB+3]
// CHECK-NEXT: s_wait_tensorcnt 10
// CHECK-NEXT: tensor_load_to_lds s[sgprTdB:sgprTdB+3]
// The third WMMA reads the second one's D as A: 4 slots + 1.
// CHECK:      v_wmma_f32_16x16x32_bf16 v[8:15], v[64:71], v[80:87], v[8:15]
// CHECK-COUNT-5: v_nop
// CHECK-NEXT: v_wmma_f32_16x16x32_bf16 v[16:23], v[8:15]
// CHECK:      /* Tail Loop */
// CHECK:      v_wmma_f32_16x16x32_bf16 v[0:7]
// CHECK-COUNT-4: v_nop
// CHECK-NEXT: v_exp_f32 v24, v3
// The epilogue: the first VGPR-MSB switch and the last follow buffer memory; the middle one
// comes after a drain, so XCNT is no longer live there.
// CHECK:      buffer_load_b32 v102
// CHECK-NEXT: s_wait_xcnt 0
// CHECK-NEXT: s_set_vgpr_msb 0x41
// CHECK:      s_set_vgpr_msb 0{{$}}
// CHECK:      buffer_store_b32 v111
// CHECK-NEXT: s_wait_xcnt 0
// CHECK-NEXT: s_set_vgpr_msb 0x41
// CHECK-NEXT: {{^}}region_end:

// BEFORE-DAG: tensor: line 52: tensor_load_to_lds
// BEFORE-DAG: xcnt: line 101: s_set_vgpr_msb
// BEFORE-DAG: coissue: line 73: v_wmma_f32_16x16x32_bf16
// The epilogue's v_mul_f32 after s_set_vgpr_msb 0x41 read v256 and v264 (src0 in bank 1),
// not the WMMA results v0 and v8: no co-issue gap is missing there (issue #26).
// BEFORE-NOT: coissue: line 97
// BEFORE: 8 violation(s)
// AFTER: {{^}}0 violation(s)
