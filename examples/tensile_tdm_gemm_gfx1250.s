// A TensileLite-style gfx1250 BF16 GEMM kernel written for the guard passes: tensor-DMA
// prefetch of three stages of A and B (12 tensor loads) and a scale tile (a 13th, another
// memory token), a main loop that waits for the oldest stage, reads it from LDS into WMMAs
// and issues the next stage, a tail loop that drains everything, and an epilogue that
// scales the accumulators (buffer loads, VGPR-MSB switches) and stores them.
// Run the gfx1250 guards on the region between region_begin and region_end:
//   stinkytofu-opt --arch gfx1250 examples/tensile_tdm_gemm_gfx1250.s \
//     --from-label region_begin --to-label region_end --NumWaves=2 --CFGBuilderPass \
//     --TDMLoadWaveSyncPass --TDMInflightGuardPass --InsertCoexecHazardPass \
//     --Gfx1250HazardPass --emit-asm
.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.protected Tofu_TDM_GEMM_BF16_MT64x64
.globl Tofu_TDM_GEMM_BF16_MT64x64
.p2align 8
.type Tofu_TDM_GEMM_BF16_MT64x64,@function
.set sgprKernArgAddress, 0
.set sgprLoopCounterL, 3
.set sgprTailCounter, 4
.set sgprSrdScale, 8
.set sgprSrdD, 12
.set sgprTdA, 16
.set sgprTdB, 28
.set sgprTdScale, 44
.set vgprValuA, 64
.set vgprValuB, 80
.set vgprLocalReadAddrA, 96
.set vgprLocalReadAddrB, 97
.set vgprScaleOffset, 100
Tofu_TDM_GEMM_BF16_MT64x64:
  s_load_b512 s[48:63], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x0   // kernel arguments
  s_wait_kmcnt 0
  s_mov_b32 s[sgprLoopCounterL], 15
  s_mov_b32 s[sgprTailCounter], 3
region_begin:
/* prefetch: stages 0, 1 and 2 of A (token 0) and B (token 1), then the scale tile (token 2) */
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  s_add_u32 s[sgprTdA+2], s[sgprTdA+2], 0x2000
  s_add_u32 s[sgprTdB+2], s[sgprTdB+2], 0x2000
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  s_add_u32 s[sgprTdA+2], s[sgprTdA+2], 0x2000
  s_add_u32 s[sgprTdB+2], s[sgprTdB+2], 0x2000
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  tensor_load_to_lds s[sgprTdScale:sgprTdScale+3], s[sgprTdScale+4:sgprTdScale+11] // st.token:2
  v_mov_b32 v0, 0
  v_mov_b32 v1, 0
label_LoopBeginL:
  s_wait_tensorcnt 9                                                       // st.token:0,1
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_b128 v[vgprValuA+0:vgprValuA+3], v[vgprLocalReadAddrA] offset:0   // st.token:0
  ds_load_b128 v[vgprValuA+4:vgprValuA+7], v[vgprLocalReadAddrA] offset:256 // st.token:0
  ds_load_b128 v[vgprValuB+0:vgprValuB+3], v[vgprLocalReadAddrB] offset:0   // st.token:1
  ds_load_b128 v[vgprValuB+4:vgprValuB+7], v[vgprLocalReadAddrB] offset:256 // st.token:1
  s_add_u32 s[sgprTdA+2], s[sgprTdA+2], 0x2000
  s_add_u32 s[sgprTdB+2], s[sgprTdB+2], 0x2000
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]          // st.token:0
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  tensor_load_to_lds s[sgprTdB:sgprTdB+3], s[sgprTdB+4:sgprTdB+11]          // st.token:1
  s_wait_dscnt 0
  v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[0:7]
  v_wmma_f32_16x16x32_bf16 v[8:15], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[8:15]
  v_wmma_f32_16x16x32_bf16 v[16:23], v[8:15], v[vgprValuB:vgprValuB+7], v[16:23]
  s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
  s_cmp_eq_u32 s[sgprLoopCounterL], 0
  s_cbranch_scc0 label_LoopBeginL
/* Tail Loop */
label_TailLoopBeginL:
  s_wait_tensorcnt 0                                                       // st.token:0,1,2
  s_barrier_signal -1
  s_barrier_wait -1
  ds_load_b128 v[vgprValuA+0:vgprValuA+3], v[vgprLocalReadAddrA] offset:512 // st.token:0
  ds_load_b128 v[vgprValuB+0:vgprValuB+3], v[vgprLocalReadAddrB] offset:512 // st.token:1
  s_wait_dscnt 0
  v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[0:7]
  v_exp_f32 v24, v3
  v_wmma_f32_16x16x32_bf16 v[8:15], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[8:15]
  s_sub_u32 s[sgprTailCounter], s[sgprTailCounter], 1
  s_cmp_eq_u32 s[sgprTailCounter], 0
  s_cbranch_scc0 label_TailLoopBeginL
label_Epilogue:
  buffer_load_b32 v101, v[vgprScaleOffset], s[sgprSrdScale:sgprSrdScale+3], 0 offen
  buffer_load_b32 v102, v[vgprScaleOffset], s[sgprSrdScale:sgprSrdScale+3], 0 offen offset:4
  s_set_vgpr_msb 0x41
  s_wait_loadcnt 0
  v_mul_f32 v110, v0, v101
  v_mul_f32 v111, v8, v102
  s_set_vgpr_msb 0
  buffer_store_b32 v110, v[vgprScaleOffset], s[sgprSrdD:sgprSrdD+3], 0 offen
  buffer_store_b32 v111, v[vgprScaleOffset], s[sgprSrdD:sgprSrdD+3], 0 offen offset:4
  s_set_vgpr_msb 0x41
region_end:
  s_endpgm
