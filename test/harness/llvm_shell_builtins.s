# lit-only shell syntax makes this an LLVM-style test even though every
# directive is a '#' line: several RUN lines, `not`, %t and %python.
# RUN: not %python -c "import sys; sys.exit(3)"
# RUN: echo "s_endpgm" > %t
# RUN: cat %t | FileCheck %s
# CHECK: s_endpgm
