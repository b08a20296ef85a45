// More kinds of code for the LLVM 22 corpus (test/corpus/README.md): private arrays indexed
// at run time (scratch, and register indexing once LLVM promotes them to vectors), atomics
// without return on global, LDS and flat (generic) memory, calls to functions that are not
// inlined, 64-bit integer arithmetic, wave-wide operations and packed math.
// LLVM: 22
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define LID() ((int)__builtin_amdgcn_workitem_id_x())
#define GID(n) ((int)(__builtin_amdgcn_workgroup_id_x() * (n) + __builtin_amdgcn_workitem_id_x()))
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)

__kernel void private_scratch(__global const int* in, __global int* out, int k) {
  int buf[64];                                  // too big for registers: scratch
  int i = GID(64);
  for (int j = 0; j < 64; ++j)
    buf[j] = in[i + j * 64];
  buf[(k + i) & 63] += 5;
  out[i] = buf[k & 63] + buf[(i * 7) & 63];
}

__kernel void private_regs(__global const float* in, __global float* out, int k) {
  float v[8];                                   // small: a vector indexed in registers
  int i = GID(64);
  for (int j = 0; j < 8; ++j)
    v[j] = in[i * 8 + j];
  v[k & 7] = 1.0f;
  out[i] = v[(k + 3) & 7] + v[in[i] > 0.0f ? 1 : 6];
}

__kernel void atomics_no_return(__global int* g, __global float* gf, __global long* gl,
                                int v, float f) {
  __local int lds[64];
  __local float ldsf[64];
  int l = LID();
  lds[l & 63] = 0;
  ldsf[l & 63] = 0.0f;
  BARRIER();
  __atomic_fetch_add(&g[0], v, __ATOMIC_RELAXED);               // global
  __atomic_fetch_sub(&g[1], v, __ATOMIC_RELAXED);
  __atomic_fetch_and(&g[2], v, __ATOMIC_RELAXED);
  __atomic_fetch_or(&g[3], v, __ATOMIC_RELAXED);
  __atomic_fetch_xor(&g[4], v, __ATOMIC_RELAXED);
  __atomic_fetch_min(&g[5], v, __ATOMIC_RELAXED);
  __atomic_fetch_max((__global unsigned*)&g[6], (unsigned)v, __ATOMIC_RELAXED);
  __atomic_fetch_add(&gf[0], f, __ATOMIC_RELAXED);
  __atomic_fetch_add(&gl[0], (long)v, __ATOMIC_RELAXED);
  __atomic_fetch_add(&lds[l & 7], v, __ATOMIC_RELAXED);         // LDS
  __atomic_fetch_max(&lds[8 + (l & 7)], v, __ATOMIC_RELAXED);
  __atomic_fetch_add(&ldsf[l & 7], f, __ATOMIC_RELAXED);
  int *flat = (l & 1) ? (int*)&g[8] : (int*)&lds[16];           // flat (generic)
  __atomic_fetch_add(flat, v, __ATOMIC_RELAXED);
  __atomic_fetch_or(flat + 1, v, __ATOMIC_RELAXED);
  BARRIER();
  g[16 + GID(64)] = lds[l & 63] + (int)ldsf[l & 63];
}

__attribute__((noinline)) int mix(__global const int* p, int a, int b) {
  return p[a] * b + p[b & 15];
}

__attribute__((noinline)) void store_pair(__global int* p, int i, int a, int b) {
  p[i] = a;
  p[i + 1] = b;
}

__kernel void calls(__global const int* in, __global int* out) {
  int i = GID(64);
  int x = mix(in, i, in[i]);
  int y = mix(in, x & 31, i);
  store_pair(out, 2 * i, x, y);
}

__kernel void int64_math(__global const ulong* a, __global const ulong* b, __global ulong* c,
                         ulong k) {
  int i = GID(64);
  ulong x = a[i], y = b[i];
  ulong r = x * y + (x >> 7) - (y << 3);
  r ^= x / (y | 1);
  r += (long)x % 1000003;
  c[i] = r > k ? r : k;
}

__kernel void wave_wide(__global const int* in, __global int* out, __global ulong* masks) {
  int i = GID(64);
  int x = in[i];
  ulong m = __builtin_amdgcn_ballot_w64(x > 0);
  int lane3 = __builtin_amdgcn_readlane(x, 3);
  int sw = __builtin_amdgcn_ds_swizzle(x, 0x041f);
  int sum = __builtin_amdgcn_wave_reduce_add_u32(x, 0);
  int mx = __builtin_amdgcn_wave_reduce_max_i32(x, 0);
  int mb = __builtin_amdgcn_mbcnt_lo((unsigned)m, 0);
  if (LID() == 0) masks[__builtin_amdgcn_workgroup_id_x()] = m;
  out[i] = lane3 + sw + sum + mx + mb;
}

__kernel void packed_math(__global const half2* a, __global const half2* b, __global half2* c,
                          __global const float2* fa, __global float2* fc) {
  int i = GID(64);
  half2 x = a[i], y = b[i];
  c[i] = x * y + (half2)(1.0h, 2.0h) - (x > y ? x : y);
  float2 u = fa[i], v = fa[i + 1];
  fc[i] = u * v + u;
}
