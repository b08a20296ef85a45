.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
.text
.set sgprLoopCounterL, 3
s_nop 1
label_RegionStart:
ds_load_b128 v[0:3], v10 offset:64
s_nop 2
label_Loop:
v_add_f32 v4, v0, v1
s_sub_u32 s[sgprLoopCounterL], s[sgprLoopCounterL], 1
s_cmp_eq_u32 s[sgprLoopCounterL], 0
s_cbranch_scc0 label_Loop
label_RegionEnd:
s_nop 3
s_endpgm
