# A wait never lands between an s_clause and the instructions it groups (LLVM never puts
# one there; it breaks the clause): a wait the clause's first instruction needs goes
# before the s_clause, a wait a later one needs shortens the clause, with a remark.
# RUN: %stinkytofu-opt --arch gfx1200 %s --StinkyWaitCntInsertionPass 2>%t.err | filecheck %s
# RUN: filecheck %s --check-prefix=REMARK < %t.err
# RUN: %stinkytofu-opt --arch gfx1100 %s --StinkyWaitCntInsertionPass 2>/dev/null | filecheck %s --check-prefix=RDNA3
# CHECK:      global_load_b32 v1, v[4:5], off
# CHECK-NEXT: s_clause 0x0
# CHECK-NEXT: global_load_b32 v2, v[6:7], off
# CHECK-NEXT: s_wait_loadcnt 1
# CHECK-NEXT: global_load_b32 v3, v1, s[0:1]
# CHECK-NEXT: global_load_b32 v8, v[4:5], off
# CHECK-NEXT: s_wait_loadcnt 0
# CHECK-NEXT: s_clause 0x2
# CHECK-NEXT: global_load_b32 v9, v8, s[0:1]
# REMARK: clause.s:21:2: remark: s_clause shortened from 2 to 1 instructions: a wait is needed before the next one
# RDNA3:      s_waitcnt vmcnt(0)
# RDNA3-NEXT: s_clause 0x2
k:
	global_load_b32 v1, v[4:5], off
	s_clause 0x1
	global_load_b32 v2, v[6:7], off
	global_load_b32 v3, v1, s[0:1]
	global_load_b32 v8, v[4:5], off
	s_clause 0x2
	global_load_b32 v9, v8, s[0:1]
	global_load_b32 v10, v[6:7], off
	global_load_b32 v11, v[6:7], off
	s_endpgm
