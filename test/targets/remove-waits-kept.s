# StinkyRemoveWaitCntPass strips only waits the insertion pass rebuilds. With the fence
# waits kept (fences=auto on targets with an event table), the packed s_waitcnt of
# CDNA/RDNA3 loses the counters insertion rebuilds (here all of it) and the insertion puts
# the dependence wait back; RDNA4's s_wait_dscnt likewise. In a region (--from-label),
# lgkmcnt stays, as kmcnt does: the scalar loads of the prologue may lie outside it.
# RUN: %stinkytofu-opt --arch gfx942 %s --StinkyRemoveWaitCntPass | filecheck %s --check-prefix=CDNA
# RUN: %stinkytofu-opt --arch gfx942 %s --StinkyRemoveWaitCntPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=CDNA-REBUILT
# RUN: %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --StinkyRemoveWaitCntPass | filecheck %s --check-prefix=CDNA-REGION
# RUN: sed 's/ds_read_b32/ds_load_b32/; s/^s_waitcnt lgkmcnt(0)$/s_wait_dscnt 0/' %s > %t.s
# RUN: %stinkytofu-opt --arch gfx1200 %t.s --from-label label_Begin --to-label label_End --StinkyRemoveWaitCntPass | filecheck %s --check-prefix=RDNA4
# RUN: %stinkytofu-opt --arch gfx1200 %t.s --from-label label_Begin --to-label label_End --StinkyRemoveWaitCntPass --StinkyWaitCntInsertionPass | filecheck %s --check-prefix=REBUILT
# CDNA:      ds_read_b32 v1, v0
# CDNA-NEXT: v_mov_b32 v2, v1
# CDNA-REGION:      ds_read_b32 v1, v0
# CDNA-REGION-NEXT: s_waitcnt lgkmcnt(0)
# CDNA-REBUILT:      ds_read_b32 v1, v0
# CDNA-REBUILT-NEXT: s_waitcnt lgkmcnt(0)
# CDNA-REBUILT-NEXT: v_mov_b32 v2, v1
# RDNA4:      ds_load_b32 v1, v0
# RDNA4-NEXT: v_mov_b32 v2, v1
# REBUILT:      ds_load_b32 v1, v0
# REBUILT-NEXT: s_wait_dscnt 0
# REBUILT-NEXT: v_mov_b32 v2, v1
label_Begin:
ds_read_b32 v1, v0
s_waitcnt lgkmcnt(0)
v_mov_b32 v2, v1
label_End:
s_endpgm
