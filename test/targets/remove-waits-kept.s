# StinkyRemoveWaitCntPass strips only waits the insertion pass rebuilds. The insertion pass
# models gfx1250's counters only, so on the other generations every wait stays: the packed
# s_waitcnt and s_waitcnt_vscnt of CDNA/RDNA3 and RDNA4's s_wait_dscnt/s_wait_loadcnt.
# RUN: %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --StinkyRemoveWaitCntPass | filecheck %s --check-prefix=CDNA
# RUN: sed 's/ds_read_b32/ds_load_b32/; s/^s_waitcnt lgkmcnt(0)$/s_wait_dscnt 0/' %s > %t.s
# RUN: %stinkytofu-opt --arch gfx1200 %t.s --from-label label_Begin --to-label label_End --StinkyRemoveWaitCntPass | filecheck %s --check-prefix=RDNA4
# CDNA:      ds_read_b32 v1, v0
# CDNA-NEXT: s_waitcnt lgkmcnt(0)
# CDNA-NEXT: v_mov_b32 v2, v1
# RDNA4:      ds_load_b32 v1, v0
# RDNA4-NEXT: s_wait_dscnt 0
# RDNA4-NEXT: v_mov_b32 v2, v1
label_Begin:
ds_read_b32 v1, v0
s_waitcnt lgkmcnt(0)
v_mov_b32 v2, v1
label_End:
