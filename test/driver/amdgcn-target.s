# `.amdgcn_target` chooses the target of an assembly file read without --arch (issue #26),
# as LLVM writes it (with the target ID's features); a file that names another target than
# --arch gets a located warning; one that names a target the tool does not support is an
# error without --arch.
# RUN: %stinkytofu-opt %s --CFGBuilderPass --StinkyWaitCntInsertionPass 2>&1 | filecheck %s --check-prefix=CHOSEN --match-full-lines
# RUN: %stinkytofu-opt --arch gfx950 %s 2>&1 | filecheck %s --check-prefix=MISMATCH
# RUN: sed 's/gfx942:sramecc+:xnack-/gfx1030/' %s > %t.s
# RUN: not %stinkytofu-opt %t.s 2>&1 | filecheck %s --check-prefix=UNKNOWN
# RUN: %stinkytofu-opt %s 2>&1 >/dev/null | filecheck %s --check-prefix=NOWARN --allow-empty
# NOWARN-NOT: warning
# CHOSEN:global_load_dword v0, v[2:3], off
# CHOSEN-NEXT:s_waitcnt vmcnt(0)
# CHOSEN-NEXT:v_accvgpr_write_b32 a16, v0
# MISMATCH: amdgcn-target.s:[[# @LINE + 4]]:17: warning: .amdgcn_target names 'gfx942', but the file is read as gfx950, as asked (--arch)
# MISMATCH-NEXT: .amdgcn_target "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"
# MISMATCH-NEXT: {{^}}                ^
# UNKNOWN: .s:[[# @LINE + 1]]:17: error: .amdgcn_target names 'gfx1030', which this tool does not support; give --arch to read the file as a supported target
.amdgcn_target "amdgcn-amd-amdhsa--gfx942:sramecc+:xnack-"
k:
	global_load_dword v0, v[2:3], off
	v_accvgpr_write_b32 a16, v0
	s_endpgm
