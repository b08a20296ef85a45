# A multi-DWORD scalar load that overwrites its own base (LLVM 22's kernel-argument load
# on gfx1250) is an error only where XNACK replay is possible: the target ID says xnack+
# (a partly landed load cannot be replayed once its base is gone; no wait repairs it).
# Without XNACK (LLVM 22 gives gfx1250 no XNACK setting) every -O level accepts it.
# RUN: sed 's/gfx1250"/gfx1250:xnack+"/' %s > %t.xnack.s
# RUN: not %stinkytofu-opt --arch gfx1250 %t.xnack.s --CFGBuilderPass --Gfx1250HazardPass 2>&1 | filecheck %s --check-prefix=XNACK
# XNACK: xnack.s:[[# @LINE + 10]]:2: error: Gfx1250HazardPass: multi-DWORD SMEM instruction in block "{{.*}}" overwrites one of its own source registers; s_wait_xcnt cannot repair this register allocation
# RUN: %stinkytofu-opt --arch gfx1250 %s --CFGBuilderPass --Gfx1250HazardPass --emit-asm 2>&1 | filecheck %s --check-prefix=OFF
# OFF-NOT: error
# OFF: s_load_b128 s[0:3], s[0:1], 0x0
# RUN: %stinkytofu-opt --arch gfx1250 %s -O0 --emit-asm -o /dev/null
# RUN: %stinkytofu-opt --arch gfx1250 %s -O3 --emit-asm -o /dev/null
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.text
	.globl	k
k:
	s_load_b128 s[0:3], s[0:1], 0x0
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v1, s2
	global_store_b32 v0, v1, s[0:1]
	s_endpgm
