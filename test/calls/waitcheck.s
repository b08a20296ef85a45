# stinkytofu-waitcheck follows LLVM's calling convention: in a code object (or a .s file)
# with kernel descriptors, every other function may find its caller's operations in
# flight at its entry, so a callee whose entry wait is gone is reported; the kernels and
# the compiler's own waits pass. sink reads v2 and v3 at its entry (src/calls.cl).
# REQUIRES: llvm-mc-19, llvm-objdump-19
# RUN: sed '/^sink:/,/^.Lfunc_end0/{/s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)/d}' %S/Inputs/clang-19/gfx1100/calls.s > %t.s
# RUN: %llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %t.s -o %t.o
# RUN: not %waitcheck %t.o %t.s | filecheck %s
# RUN: %llvm-mc-19 -triple=amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %S/Inputs/clang-19/gfx1100/calls.s -o %t.good.o
# RUN: %waitcheck %t.good.o | filecheck %s --check-prefix=GOOD
# CHECK: .o: sink (gfx1100): 3 missing wait(s)
# CHECK-NEXT: .text+0x0: missing s_waitcnt expcnt(0) before use of v3
# CHECK-NEXT:   producer .text+0x0: the caller's operations, in flight at the entry of 'sink' (calling convention)
# CHECK-NEXT:   consumer .text+0x0: v_ashrrev_i32_e32 v4, 31, v3
# CHECK: .text+0x0: missing s_waitcnt vmcnt(0) before use of v3
# CHECK: .s: sink (gfx1100): 3 missing wait(s)
# CHECK-NEXT: line 10: missing s_waitcnt expcnt(0) before use of v3
# CHECK-NEXT:   producer line 8: the caller's operations, in flight at the entry of 'sink' (calling convention)
# CHECK:   missing waits                   6
# GOOD:   missing waits                   0
