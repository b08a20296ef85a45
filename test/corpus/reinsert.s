# Strip every memory wait of the compiler output, then insert: before every instruction
# where a register or LDS dependence needs a wait and the compiler waited, the inserted
# wait is at least as strong as the compiler's, and the validator accepts the result.
# The points at function entries and before returns (the calling convention) are counted
# apart: LLVM 19 inlines every function of src/ (test/calls has kernels with calls).
# RUN: %python %S/../../utils/corpus_check.py reinsert %S/Inputs | filecheck %s
# CHECK: gfx1100/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx1150/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx1200/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx1201/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx1250/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx942/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx942/lds_dma.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NEXT: gfx950/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; 0 at function entries, 0 before returns
# CHECK-NOT: {{.}}
