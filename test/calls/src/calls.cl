// Kernels that call helper functions which are not inlined: the calling convention's
// waits (function entry, return, call) are LLVM's, and the tool must rebuild them.

// The argument v arrives in a register a load of the caller may still be writing: the
// callee waits at its entry.
__attribute__((noinline)) void sink(__global int *out, int v, int i) {
  out[i] = v * 3 + 1;
}

// Loads, then returns their sum: the callee drains its loads before it returns.
__attribute__((noinline)) int twice(__global const int *in, int i) {
  return in[i] + in[i + 7];
}

// Writes LDS and reads it back: the LDS operations drain before the return.
__attribute__((noinline)) int through_lds(__local int *l, int i, int v) {
  l[i] = v;
  return l[i ^ 1];
}

__kernel void caller(__global const int *in, __global int *out, __local int *l) {
  int i = __builtin_amdgcn_workitem_id_x();
  int v = in[i];
  sink(out, v, i);
  int w = twice(in, v & 63);
  int x = through_lds(l, i, w);
  out[i + 64] = x + v;
}
