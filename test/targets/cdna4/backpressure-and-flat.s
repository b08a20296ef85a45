# CDNA4 (gfx950) shares CDNA3's counters: 15 younger LDS reads (here the gfx950 transposing
# reads) retire an LDS producer, lgkmcnt(15) is the no-wait value, and a FLAT load needs both
# vmcnt(0) and lgkmcnt(0).
# RUN: not %stinkytofu-opt --arch gfx950 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK:      ERROR: 2 missing s_waitcnt dependency violation(s):
# CHECK-NEXT: consumer 'v_mov_b32' {{.*}} producer 'ds_read_b64_tr_b16' still in flight (missing s_waitcnt lgkmcnt(1)) [{{.*}}RAW on v40]
# CHECK-NEXT: consumer 'v_add_u32' {{.*}} producer 'flat_load_dword' still in flight (missing s_waitcnt vmcnt(0)) [{{.*}}RAW on v20]
label_Begin:
ds_read_b64_tr_b16 v[2:3], v0
ds_read_b64_tr_b16 v[4:5], v0
ds_read_b64_tr_b16 v[6:7], v0
ds_read_b64_tr_b16 v[8:9], v0
ds_read_b64_tr_b16 v[10:11], v0
ds_read_b64_tr_b16 v[12:13], v0
ds_read_b64_tr_b16 v[14:15], v0
ds_read_b64_tr_b16 v[16:17], v0
ds_read_b64_tr_b16 v[18:19], v0
ds_read_b64_tr_b16 v[20:21], v0
ds_read_b64_tr_b16 v[22:23], v0
ds_read_b64_tr_b16 v[24:25], v0
ds_read_b64_tr_b16 v[26:27], v0
ds_read_b64_tr_b16 v[28:29], v0
ds_read_b64_tr_b16 v[30:31], v0
ds_read_b64_tr_b16 v[32:33], v0
v_mov_b32 v45, v2
ds_read_b64_tr_b16 v[40:41], v0
ds_read_b64_tr_b16 v[42:43], v0
s_waitcnt lgkmcnt(15)
v_mov_b32 v44, v40
s_waitcnt lgkmcnt(0)
flat_load_dword v20, v[0:1]
s_waitcnt lgkmcnt(0)
v_add_u32 v21, v20, v20
label_End:
