# Kernels with calls as clang-19 and clang-22 compile them (src/calls.cl, generated into
# Inputs/ by utils/gen_calls.py): the compilers' waits are accepted; with every memory
# wait deleted, insertion rebuilds them at least as strongly as the compiler at every
# dependence point, the function entries and returns among them; -O2 rebuilds a callee's
# entry wait (the issue's example: sink reads v2, v3 at its entry).
# RUN: %python %S/../../utils/corpus_check.py validate %S/Inputs/clang-19 %S/Inputs/clang-22 | filecheck %s --check-prefix=VALIDATE
# RUN: %python %S/../../utils/corpus_check.py reinsert %S/Inputs/clang-19 | filecheck %s --check-prefix=REINSERT19
# RUN: %python %S/../../utils/corpus_check.py reinsert %S/Inputs/clang-22 | filecheck %s --check-prefix=REINSERT22
# RUN: %stinkytofu-opt --arch gfx1200 %S/Inputs/clang-22/gfx1200/calls.s -O2 2>/dev/null | filecheck %s --check-prefix=O2-GFX1200
# RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/clang-22/gfx1250/calls.s -O2 2>/dev/null | filecheck %s --check-prefix=O2-GFX1250
# RUN: %stinkytofu-opt --arch gfx942 %S/Inputs/clang-19/gfx942/calls.s --CFGBuilderPass --StinkyRemoveWaitCntPass 2>/dev/null | filecheck %s --check-prefix=STRIP-GFX942
# RUN: sed '/^sink:/,/^.Lfunc_end0/{/s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)/d}' %S/Inputs/clang-19/gfx1100/calls.s > %t.s
# RUN: not %stinkytofu-opt --arch gfx1100 %t.s --WaitCntValidationCheckPass 2>&1 >/dev/null | filecheck %s --check-prefix=ENTRY-GFX1100
#
# VALIDATE-COUNT-6: calls.s: the validator reports 0 of the compiler's waits missing
# VALIDATE-NOT: {{.}}
#
# REINSERT19: gfx1100/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT19: gfx1200/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT19: gfx942/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT19-NOT: {{.}}
# REINSERT22: gfx1200/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT22: gfx1250/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT22: gfx942/calls.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[1-9][0-9]*}} at function entries, {{[1-9][0-9]*}} before returns
# REINSERT22-NOT: {{.}}
#
# O2-GFX1200-LABEL: sink:
# O2-GFX1200-NEXT:  s_wait_dscnt 0
# O2-GFX1200-NEXT:  s_wait_loadcnt 0
# O2-GFX1200-NEXT:  s_wait_samplecnt 0
# O2-GFX1200-NEXT:  s_wait_bvhcnt 0
# O2-GFX1200-NEXT:  s_wait_expcnt 0
# O2-GFX1200-NEXT:  s_wait_kmcnt 0x0
# O2-GFX1200-NEXT:  v_ashrrev_i32_e32 v4, 31, v3
#
# (InsertVgprMsbPass's callee reset, parity-2.md 2: a switch first after a label takes an s_nop 0)
# O2-GFX1250-LABEL: sink:
# O2-GFX1250-NEXT:  s_nop 0
# O2-GFX1250-NEXT:  s_set_vgpr_msb 0
# O2-GFX1250-NEXT:  s_wait_dscnt 0
# O2-GFX1250-NEXT:  s_wait_loadcnt 0
# O2-GFX1250-NEXT:  s_wait_kmcnt 0x0
# O2-GFX1250-NEXT:  v_mov_b32_e32 v4, v3
# O2-GFX1250-LABEL: twice:
# O2-GFX1250-NEXT:  s_nop 0
# O2-GFX1250-NEXT:  s_set_vgpr_msb 0
# O2-GFX1250-NEXT:  s_wait_dscnt 0
#
# The compiler's packed waits go (insertion rebuilds them); a wait right before the
# return stays (the return orders memory: a fence, as the fences option says).
# STRIP-GFX942-LABEL: sink:
# STRIP-GFX942-NEXT:  v_mov_b32_e32 v4, v3
# STRIP-GFX942:       global_store_dword v[0:1], v2, off
# STRIP-GFX942-NEXT:  s_waitcnt vmcnt(0)
# STRIP-GFX942-NEXT:  s_setpc_b64 s[30:31]
# STRIP-GFX942-LABEL: twice:
# STRIP-GFX942-NOT:   s_waitcnt
# STRIP-GFX942:       s_setpc_b64 s[30:31]
#
# ENTRY-GFX1100: error: missing s_waitcnt vmcnt(0): 'v_ashrrev_i32_e32' reads v3 at the entry of function 'sink'
