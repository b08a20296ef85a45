# Precise mode on CDNA3's shared lgkmcnt (insertion/precise.py). Rule lgkm-class-count:
# with a scalar load pending, lgkmcnt(k) still retires a DS read that k younger DS
# operations follow (they complete in order after it); the default waits lgkmcnt(0)
# (insertion-out-of-order.s). The newest DS read and the scalar load itself still need
# lgkmcnt(0), and an existing lgkmcnt(1) is credited. Rule barrier-lds-only: a barrier
# does not wait for scalar loads, only for DS operations. The validator accepts the
# output in its precise mode and rejects lgkmcnt(1) in its default (spec) mode.
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass=precise --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass=precise --WaitCntValidationCheckPass=precise --emit-asm > /dev/null
# RUN: not %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass=precise --WaitCntValidationCheckPass --emit-asm 2>&1 | filecheck %s --check-prefix=SPEC
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s --check-prefix=DEFAULT

# CHECK-LABEL: label_Begin:
# CHECK:       s_load_dword s4, s[0:1], 0x0
# CHECK-NEXT:  s_waitcnt lgkmcnt(1)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  v_add_u32 v6, v5, v5
# SPEC:        error: missing s_waitcnt lgkmcnt(0): 'v_add_u32' reads v3
# DEFAULT-LABEL: label_Begin:
# DEFAULT:       s_load_dword s4, s[0:1], 0x0
# DEFAULT-NEXT:  s_waitcnt lgkmcnt(0)
# DEFAULT-NEXT:  v_add_u32 v4, v3, v3
# DEFAULT-NEXT:  v_add_u32 v6, v5, v5
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v5, v2
s_load_dword s4, s[0:1], 0x0
v_add_u32 v4, v3, v3
v_add_u32 v6, v5, v5
label_End:
s_endpgm

# -----
# Two younger DS operations (a read and a write), then the scalar load's own result.
# CHECK-LABEL: label_Begin:
# CHECK:       s_load_dword s4, s[0:1], 0x0
# CHECK-NEXT:  s_waitcnt lgkmcnt(2)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  s_add_u32 s5, s4, 1
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v5, v2
ds_write_b32 v2, v7
s_load_dword s4, s[0:1], 0x0
v_add_u32 v4, v3, v3
s_add_u32 s5, s4, 1
label_End:
s_endpgm

# -----
# An existing lgkmcnt(1) retires v3 already: nothing is inserted before its reader.
# CHECK-LABEL: label_Begin:
# CHECK:       s_waitcnt lgkmcnt(1)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
label_Begin:
ds_read_b32 v3, v2
ds_read_b32 v5, v2
s_load_dword s4, s[0:1], 0x0
s_waitcnt lgkmcnt(1)
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
# barrier-lds-only: a pending scalar load is no reason to wait at a barrier; a DS write is.
# CHECK-LABEL: label_Begin:
# CHECK:       s_load_dword s9, s[0:1], 0x0
# CHECK-NEXT:  s_barrier
# CHECK-NEXT:  ds_write_b32 v2, v7
# CHECK-NEXT:  s_waitcnt lgkmcnt(0)
# CHECK-NEXT:  s_barrier
# DEFAULT:       s_load_dword s9, s[0:1], 0x0
# DEFAULT-NEXT:  s_waitcnt lgkmcnt(0)
# DEFAULT-NEXT:  s_barrier
label_Begin:
s_load_dword s9, s[0:1], 0x0
s_barrier
ds_write_b32 v2, v7
s_barrier
s_add_u32 s5, s9, 1
label_End:
s_endpgm
