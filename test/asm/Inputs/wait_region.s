.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set vgprValuA, 64
.set vgprValuB, 80
.set vgprLocalReadAddrA, 96
.set sgprLoopCounterL, 3
.set sgprTdA, 16
s_mov_b32 s[sgprLoopCounterL], 8                   // prologue, outside the region
label_LoopBeginL:
ds_load_b128 v[vgprValuA:vgprValuA+3], v[vgprLocalReadAddrA] offset:256
ds_load_b128 v[vgprValuA+4:vgprValuA+7], v[vgprLocalReadAddrA] offset:512
ds_load_b128 v[vgprValuB:vgprValuB+3], v[vgprLocalReadAddrA] offset:1024
ds_load_b128 v[vgprValuB+4:vgprValuB+7], v[vgprLocalReadAddrA] offset:1280
v_wmma_f32_16x16x32_bf16 v[0:7], v[vgprValuA:vgprValuA+7], v[vgprValuB:vgprValuB+7], v[0:7]
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc0 label_LoopBeginL
label_LoopEndL:
s_endpgm
