# The gfx1250 memory waits against
# LLVM 22's on its own output: the validator accepts LLVM 22's waits, the tool never waits
# less than LLVM (0 looser), the validator accepts the tool's waits, and the only LLVM wait
# points the tool leaves out are the release-fence waits before barriers (memory model,
# invisible in stripped assembly); function-entry waits come with the calling convention.
# RUN: %python %S/../../utils/llvm22_crosscheck.py waits --min-agreement 90 | filecheck %s
# CHECK:      gfx1250/kernels.s: the validator reports 0 of LLVM's waits missing; insertion: {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, 0 looser, {{[0-9]+}} missing ({{none|[0-9]+ release fence}}); {{[0-9]+}} extra; 0 rejected
# CHECK-NEXT: gfx1250/more.s: the validator reports 0 of LLVM's waits missing; insertion: {{[0-9]+}} LLVM wait points: {{[0-9]+}} equal, {{[0-9]+}} stricter, 0 looser, {{[0-9]+}} missing ({{none|[0-9]+ release fence}}); {{[0-9]+}} extra; 0 rejected
# CHECK-NOT:  {{.}}
