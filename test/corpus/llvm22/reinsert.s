# Strip every memory wait of LLVM 22's output, then insert: wherever LLVM 22 waited for
# a register or LDS dependence, the inserted wait is at least as strong, and the
# validator accepts the result.
# RUN: %python %S/../../../utils/corpus_check.py reinsert %S/Inputs | filecheck %s
# CHECK: gfx1100/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx1100/more.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx1200/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx1200/more.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx1250/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx1250/more.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx942/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx942/lds_dma.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx942/more.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx950/kernels.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx950/lds_dma.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NEXT: gfx950/more.s: [[N:[0-9]+]] dependence wait points, [[N]] waited at least as strongly as the compiler, 0 rejected by the validator; {{[0-9]+}} at function entries, {{[0-9]+}} before returns
# CHECK-NOT: {{.}}
