# Only stdout is checked: stderr reaches the CHECK lines only through 2>&1.
# RUN: echo "kept on stdout"; echo "lost on stderr" >&2; (echo "folded into stdout" >&2) 2>&1
# CHECK: kept on stdout
# CHECK-NEXT: folded into stdout
# CHECK-NOT: lost on stderr
