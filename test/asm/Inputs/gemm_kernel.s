.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.protected Tofu_GEMM_BF16_MT128x128
.globl Tofu_GEMM_BF16_MT128x128
.p2align 8
.type Tofu_GEMM_BF16_MT128x128,@function
.section .rodata,#alloc
.p2align 6
.amdhsa_kernel Tofu_GEMM_BF16_MT128x128
  .amdhsa_user_sgpr_kernarg_segment_ptr 1
  .amdhsa_next_free_vgpr 256
  .amdhsa_next_free_sgpr 96
  .amdhsa_group_segment_fixed_size 65536
  .amdhsa_wavefront_size32 1
  .amdhsa_system_sgpr_workgroup_id_x 1
  .amdhsa_system_vgpr_workitem_id 0
  .amdhsa_float_denorm_mode_32 3
.end_amdhsa_kernel
.text
/******************************************/
/* Register map (made up for this test)   */
/******************************************/
.set vgprValuC, 0
.set vgprValuA_X0_I0, 64
.set vgprValuB_X0_I0, 80
.set vgprLocalReadAddrA, 96
.set vgprLocalReadAddrB, 97
.set vgprLocalWriteAddrA, 98
.set vgprG2LA, 100
.set vgprGlobalReadOffsetA, 104
.set vgprSerial, 105
.set sgprKernArgAddress, 0
.set sgprWorkGroup0, 2
.set sgprLoopCounterL, 3
.set sgprSrdA, 8
.set sgprSrdD, 12
.set sgprTdA, 16
.set sgprStreamKIdx, 40
.set sgprStreamKIterEnd, 41
.set DepthU, 32
.set LdsOffsetB, DepthU*128*2
.macro V_MAGIC_DIV dst, dividend, magic
  v_mul_hi_u32 v[\dst+1], \dividend, \magic
  v_mul_lo_u32 v[\dst+0], \dividend, \magic
.endm
Tofu_GEMM_BF16_MT128x128:
s_load_b512 s[20:35], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x10 // load kernel arguments
v_mov_b32 v[vgprSerial], v0
s_wait_kmcnt 0                                     // wait for the arguments
s_mov_b32 s[sgprLoopCounterL], DepthU-1
v_and_b32 v1, 31, v[vgprSerial]
v_lshlrev_b32 v[vgprLocalReadAddrA], 4, v1
v_add_nc_u32 v[vgprLocalReadAddrB], LdsOffsetB, v[vgprLocalReadAddrA]
s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
s_wait_alu depctr_va_vdst(0) depctr_sa_sdst(0)
s_cmp_lt_u32 s[sgprStreamKIdx], s[sgprStreamKIterEnd]
s_cbranch_scc0 label_SK_Skip                       // no tile for this workgroup
buffer_load_b128 v[vgprG2LA:vgprG2LA+3], v[vgprGlobalReadOffsetA], s[sgprSrdA:sgprSrdA+3], 0 offen offset:64
s_waitcnt vmcnt(0) lgkmcnt(0)
ds_store_b128 v[vgprLocalWriteAddrA], v[vgprG2LA:vgprG2LA+3] offset:1024 // st.token:1
tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]
s_wait_tensorcnt 0
s_barrier_signal -1
s_barrier_wait -1
.align 16
label_LoopBeginL:
ds_load_b128 v[vgprValuA_X0_I0+0:vgprValuA_X0_I0+3], v[vgprLocalReadAddrA] offset:256 // st.token:0
ds_load_b128 v[vgprValuA_X0_I0+4:vgprValuA_X0_I0+7], v[vgprLocalReadAddrA] offset:512 // st.token:0
ds_load_2addr_b64 v[vgprValuB_X0_I0:vgprValuB_X0_I0+3], v[vgprLocalReadAddrB] offset0:4 offset1:36
tensor_load_to_lds s[sgprTdA:sgprTdA+3], s[sgprTdA+4:sgprTdA+11]
s_wait_dscnt 1
v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA_X0_I0:vgprValuA_X0_I0+7], v[vgprValuB_X0_I0:vgprValuB_X0_I0+7], v[0:7]
s_wait_dscnt 0
v_wmma_f32_16x16x32_bf16 v[8:15], v[vgprValuA_X0_I0:vgprValuA_X0_I0+7], v[vgprValuB_X0_I0:vgprValuB_X0_I0+7], v[8:15] matrix_a_reuse
s_wait_tensorcnt 0
s_barrier_signal -1
s_barrier_wait -1
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1 // counter -= 1
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc0 label_LoopBeginL
label_LoopEndL:
label_TailLoopBeginL:
ds_load_b64 v[vgprValuA_X0_I0:vgprValuA_X0_I0+1], v[vgprLocalReadAddrA]
s_wait_dscnt 0
v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA_X0_I0:vgprValuA_X0_I0+7], v[vgprValuB_X0_I0:vgprValuB_X0_I0+7], v[0:7]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc1 label_TailLoopEnd
s_branch label_TailLoopBeginL
label_TailLoopEnd:
s_cmp_eq_u32 s[sgprStreamKIdx], 0
s_cbranch_scc1 label_SK_Store                      // first StreamK tile stores, the rest fix up
s_branch label_SK_Fixup
label_SK_Store:
v_cvt_pk_bf16_f32 v16, v0, v1
buffer_store_b128 v[16:19], v[vgprGlobalReadOffsetA], s[sgprSrdD:sgprSrdD+3], 0 offen offset:16 th:TH_STORE_NT
s_branch label_SK_Skip
label_SK_Fixup:
s_sleep 1
label_SK_Skip:
s_endpgm
Tofu_GEMM_end:
.size Tofu_GEMM_BF16_MT128x128, Tofu_GEMM_end-Tofu_GEMM_BF16_MT128x128
.amdgpu_metadata
---
amdhsa.version:
  - 1
  - 1
amdhsa.kernels:
  - .name: Tofu_GEMM_BF16_MT128x128
    .symbol: 'Tofu_GEMM_BF16_MT128x128.kd'
    .wavefront_size: 32
    .max_flat_workgroup_size: 256
    .args:
      - .name: A
        .size: 8
        .offset: 0
        .value_kind: global_buffer
        .address_space: global
...
.end_amdgpu_metadata
