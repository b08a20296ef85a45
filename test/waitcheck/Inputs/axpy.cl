__kernel void axpy(__global float *y, __global const float *x, float a, __local float *tile) {
  unsigned i = __builtin_amdgcn_workitem_id_x() + __builtin_amdgcn_workgroup_id_x() * 256u;
  tile[__builtin_amdgcn_workitem_id_x()] = x[i];
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
  float s = 0.0f;
  for (int k = 0; k < 16; ++k) s += tile[(__builtin_amdgcn_workitem_id_x() + k) & 255] * a;
  y[i] = s + y[i];
}
