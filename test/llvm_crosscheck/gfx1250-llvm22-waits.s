# The gfx1250 memory waits against LLVM 22's on its own output (the LLVM 22 corpus): LLVM's
# waits stripped, StinkyWaitCntInsertionPass run, each LLVM wait point compared. The tool
# never waits less than LLVM where it waits (0 looser) and the validator accepts its waits on
# kernels.s; every point it leaves out has a named cause (benchmarks/README.md "gfx1250
# against LLVM 22"). Figures: benchmarks/README.md.
# RUN: %python %S/../../utils/llvm22_crosscheck.py waits --min-agreement 60 | filecheck %s
# CHECK:      gfx1250/kernels.s: the validator reports {{[0-9]+}} of LLVM's waits missing; insertion: {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, 0 looser, {{[0-9]+}} missing ({{([0-9]+ (function entry|release fence)(, )?)+}}); {{[0-9]+}} extra; 0 rejected
# CHECK-NEXT: gfx1250/more.s: the validator reports {{[0-9]+}} of LLVM's waits missing; insertion: {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, 0 looser, {{[0-9]+}} missing ({{.*}}); {{[0-9]+}} extra; {{[0-9]+}} rejected
# CHECK-NOT:  {{.}}
