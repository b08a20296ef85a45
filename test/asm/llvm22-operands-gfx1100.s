# Image address lists as LLVM 22 prints them (NSA, `[v4, v5]`: one VGPR per coordinate;
# issue #26): every register of the list is read, and the line is written back as read.
# RUN: %stinkytofu-opt --arch gfx1100 %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --match-full-lines
# RUN: %stinkytofu-opt --arch gfx1100 %s --print-output | filecheck %s --check-prefix=IR
# RUN: %stinkytofu-opt --arch gfx1100 %s 2>&1 >/dev/null | filecheck %s --check-prefix=NOWARN --allow-empty
# NOWARN-NOT: warning
# CHECK:k:
# CHECK-NEXT:global_load_b32 v5, v[2:3], off
# CHECK-NEXT:s_waitcnt vmcnt(0)
# CHECK-NEXT:image_sample v[0:3], [v4, v5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
# IR: v[0:3] = "st.image_sample"(v4, v5, s[0:7], s[8:11])
# IR: v[8:11] = "st.image_sample"(v4, v6, v7, s[0:7], s[8:11])
k:
	global_load_b32 v5, v[2:3], off
	image_sample v[0:3], [v4, v5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_sample v[8:11], [v4, v6, v7], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_3D
	s_endpgm
