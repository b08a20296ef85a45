# Every s_wait_xcnt LLVM 22 puts in its gfx1250 output (the LLVM 22 corpus), against the
# tool's insertion and Gfx1250HazardPass on the same code with LLVM's waits stripped. LLVM
# guards every overwrite of a register an in-flight VMEM or SMEM instruction reads (EXEC
# included); the tool follows the reference's replay-group rules: each point the tool leaves
# out is one of those overwrites, by kind (benchmarks/README.md "gfx1250 against LLVM 22").
# RUN: %python %S/../../utils/llvm22_crosscheck.py xcnt | filecheck %s
# CHECK:      gfx1250/kernels.s: {{[0-9]+}} LLVM s_wait_xcnt: {{[0-9]+}} matched, {{[0-9]+}} stricter, {{[0-9]+}} implied by memory waits at 0, 0 looser, {{[0-9]+}} missing ({{([0-9]+ (EXEC write|SGPR write|VGPR write|memory load|memory, no result)(, )?)*}}); {{[0-9]+}} extra
# CHECK-NEXT: gfx1250/more.s: {{[0-9]+}} LLVM s_wait_xcnt: {{[0-9]+}} matched, {{[0-9]+}} stricter, {{[0-9]+}} implied by memory waits at 0, 0 looser, {{[0-9]+}} missing ({{([0-9]+ (EXEC write|SGPR write|VGPR write|memory load|memory, no result)(, )?)*}}); {{[0-9]+}} extra
# CHECK-NOT:  {{.}}
