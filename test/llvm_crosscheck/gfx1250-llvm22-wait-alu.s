# REQUIRES: clang-22
# Expert scheduling mode 2 on gfx1250: clang-22 -mllvm --amdgpu-expert-scheduling-mode
# compiles the corpus sources, its s_wait_alu (DEPCTR va_vdst/vm_vsrc) waits and mode
# s_setreg are stripped, InsertWaitAluPass runs on the rest, and the DEPCTR fields are
# compared per wait point. The causes of the differences are in benchmarks/README.md.
# RUN: %python %S/../../utils/llvm22_crosscheck.py wait-alu --clang %clang-22 --min-agreement 70 | filecheck %s
# CHECK:      gfx1250/kernels (expert mode 2): {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, {{[0-9]+}} looser, {{[0-9]+}} missing ({{.*}}); {{[0-9]+}} extra{{.*}}; mode s_setreg: LLVM {{[0-9]+}}, tool {{[1-9][0-9]*}}
# CHECK-NEXT: gfx1250/more (expert mode 2): {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, {{[0-9]+}} looser, {{[0-9]+}} missing ({{.*}}); {{[0-9]+}} extra{{.*}}; mode s_setreg: LLVM {{[0-9]+}}, tool {{[1-9][0-9]*}}
# CHECK-NOT:  {{.}}
