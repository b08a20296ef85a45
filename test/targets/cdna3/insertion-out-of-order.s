# Out-of-order rules in insertion on CDNA3: LDS and SMEM both pending on lgkmcnt give
# lgkmcnt(0) (mixed kinds); mixed classes prove nothing (15 younger SMEM loads do not retire
# an LDS producer); FLAT counts on vmcnt and lgkmcnt and is unordered on gfx9 (both 0); an
# existing non-zero lgkmcnt wait credits nothing while SMEM is pending.
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       s_load_dword s4, s[0:1], 0x0
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       s_load_dword s24, s[0:1], 0x0
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       ds_read_b32 v6, v2
# CHECK-NEXT:  s_waitcnt vmcnt(0) lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       s_load_dword s4, s[0:1], 0x0
# CHECK-NEXT:  s_waitcnt lgkmcnt(1)
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v5, v2
s_load_dword s4, s[0:1], 0x0
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
ds_read_b32 v3, v2
s_load_dword s10, s[0:1], 0x0
s_load_dword s11, s[0:1], 0x0
s_load_dword s12, s[0:1], 0x0
s_load_dword s13, s[0:1], 0x0
s_load_dword s14, s[0:1], 0x0
s_load_dword s15, s[0:1], 0x0
s_load_dword s16, s[0:1], 0x0
s_load_dword s17, s[0:1], 0x0
s_load_dword s18, s[0:1], 0x0
s_load_dword s19, s[0:1], 0x0
s_load_dword s20, s[0:1], 0x0
s_load_dword s21, s[0:1], 0x0
s_load_dword s22, s[0:1], 0x0
s_load_dword s23, s[0:1], 0x0
s_load_dword s24, s[0:1], 0x0
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
flat_load_dword v3, v[0:1]
global_load_dword v5, v[0:1], off
ds_read_b32 v6, v2
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v5, v2
s_load_dword s4, s[0:1], 0x0
s_waitcnt lgkmcnt(1)
v_add_u32 v4, v3, v3
label_End:
s_endpgm
