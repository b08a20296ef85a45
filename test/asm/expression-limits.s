# Register expressions the assembler rejects, or that would make the reader
# compute without bound, are warnings with file:line:col; the lines are kept.
# (Found by fuzzing: these were internal errors.)
# RUN: %stinkytofu-opt --arch gfx1250 %s 2>%t.err | filecheck %s
# RUN: filecheck %s --check-prefix=WARN --input-file %t.err
# CHECK: v_mov_b32 v[1<<-1], 0
# CHECK-NEXT: v_mov_b32 v[08], 0
# CHECK-NEXT: v_mov_b32 v8, 0
# CHECK-NEXT: v_mov_b32 v[1.0e999], 0
# CHECK-NEXT: v_mov_b32 v1, 1e999
# CHECK-NEXT: v_mov_b32 v[((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))], 0
# CHECK-NEXT: v_mov_b32 v0, 0
# WARN: expression-limits.s:20:11: warning: {{.*}}shift count -1 is out of range 0..63
# WARN: expression-limits.s:21:11: warning: {{.*}}invalid octal number '08'
# WARN-NOT: expression-limits.s:22:
# WARN: expression-limits.s:23:11: warning:
# WARN: expression-limits.s:24:15: warning: float operand '1e999' is out of range
# WARN: expression-limits.s:25:11: warning: {{.*}}nested more than 64 deep
# WARN-NOT: internal error
v_mov_b32 v[1<<-1], 0
v_mov_b32 v[08], 0
v_mov_b32 v[010], 0
v_mov_b32 v[1.0e999], 0
v_mov_b32 v1, 1e999
v_mov_b32 v[((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((((1))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))], 0
v_mov_b32 v[(1<<62)*(1<<62)/3], 0
