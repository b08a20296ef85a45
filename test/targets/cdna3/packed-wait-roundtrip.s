# The packed wait is read and written in both spellings on CDNA3: counter names (expcnt
# included, which gfx1250's reader rejects) become mod.swaitcnt fields in .stir, and the
# emitter writes them back; a literal stays a literal.
# RUN: %stinkytofu-opt --arch gfx942 %s --print-output | filecheck %s --check-prefix=STIR
# RUN: %stinkytofu-opt --arch gfx942 %s --print-output -o %t.stir
# RUN: %stinkytofu-opt --arch gfx942 %t.stir --emit-asm | filecheck %s --check-prefix=ASM
# STIR: "st.s_waitcnt"() { {{.*}}mod.swaitcnt = { vlcnt = 0, vscnt = -1, dlcnt = -1, dscnt = 3, kmcnt = -1, expcnt = 7 } }
# STIR: "st.s_waitcnt"(0xc07f)
# ASM:      s_waitcnt vmcnt(0) lgkmcnt(3) expcnt(7)
# ASM-NEXT: s_waitcnt 0xc07f
s_waitcnt vmcnt(0) expcnt(7) lgkmcnt(3)
s_waitcnt 0xc07f
