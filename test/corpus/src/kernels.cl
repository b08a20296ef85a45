// Kernels for the real-compiler-output corpus (test/corpus/README.md). OpenCL C without
// the ROCm device library: work-item ids and barriers come from clang's AMDGPU builtins.
#define LID() ((int)__builtin_amdgcn_workitem_id_x())
#define GID(n) ((int)(__builtin_amdgcn_workgroup_id_x() * (n) + __builtin_amdgcn_workitem_id_x()))
#define BARRIER() do { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); \
    __builtin_amdgcn_s_barrier(); __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup"); } while (0)
#define TILE 16

__kernel void gemm_tiled(__global const float* a, __global const float* b, __global float* c,
                         int n) {
  __local float ta[TILE][TILE + 1];
  __local float tb[TILE][TILE + 1];
  int tx = LID() % TILE, ty = LID() / TILE;
  int row = __builtin_amdgcn_workgroup_id_y() * TILE + ty;
  int col = __builtin_amdgcn_workgroup_id_x() * TILE + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < n; k0 += TILE) {
    ta[ty][tx] = a[row * n + k0 + tx];
    tb[ty][tx] = b[(k0 + ty) * n + col];
    BARRIER();
    for (int k = 0; k < TILE; ++k)
      acc += ta[ty][k] * tb[k][tx];
    BARRIER();
  }
  c[row * n + col] = acc;
}

__kernel void reduce_sum(__global const float* in, __global float* out, int n) {
  __local float tmp[256];
  int l = LID();
  int i = GID(256);
  tmp[l] = i < n ? in[i] : 0.0f;
  BARRIER();
  for (int s = 128; s > 0; s >>= 1) {
    if (l < s) tmp[l] += tmp[l + s];
    BARRIER();
  }
  if (l == 0) __atomic_fetch_add((__global int*)out, (int)tmp[0], __ATOMIC_RELAXED);
}

__kernel void scan_inclusive(__global const int* in, __global int* out) {
  __local int buf[256];
  int l = LID();
  buf[l] = in[GID(256)];
  BARRIER();
  for (int d = 1; d < 256; d <<= 1) {
    int v = l >= d ? buf[l - d] : 0;
    BARRIER();
    buf[l] += v;
    BARRIER();
  }
  out[GID(256)] = buf[l];
}

__kernel void stencil3(__global const float* in, __global float* out, int n) {
  int i = GID(64);
  if (i > 0 && i < n - 1)
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

__kernel void transpose(__global const float* in, __global float* out, int w, int h) {
  __local float tile[TILE][TILE + 1];
  int tx = LID() % TILE, ty = LID() / TILE;
  int x = __builtin_amdgcn_workgroup_id_x() * TILE + tx;
  int y = __builtin_amdgcn_workgroup_id_y() * TILE + ty;
  if (x < w && y < h) tile[ty][tx] = in[y * w + x];
  BARRIER();
  x = __builtin_amdgcn_workgroup_id_y() * TILE + tx;
  y = __builtin_amdgcn_workgroup_id_x() * TILE + ty;
  if (x < h && y < w) out[y * h + x] = tile[tx][ty];
}

__kernel void atomics(__global int* counters, __global int* slots, __global float* sums,
                      float v) {
  int old = __atomic_fetch_add(&counters[0], 1, __ATOMIC_RELAXED);      // with return
  slots[GID(64)] = old;
  __atomic_fetch_add(&counters[1], 1, __ATOMIC_RELAXED);                // without
  __atomic_fetch_max(&counters[2], GID(64), __ATOMIC_RELAXED);
  __atomic_fetch_add(&sums[0], v, __ATOMIC_RELAXED);
  int expected = 0;
  __atomic_compare_exchange_n(&counters[3], &expected, GID(64), 0, __ATOMIC_RELAXED,
                              __ATOMIC_RELAXED);
  slots[GID(64) + 1] = expected;
}

__kernel void lds_atomics(__global int* out) {
  __local int hist[64];
  int l = LID();
  hist[l & 63] = 0;
  BARRIER();
  int before = __atomic_fetch_add(&hist[l & 7], 1, __ATOMIC_RELAXED);
  __atomic_fetch_add(&hist[8 + (l & 7)], 1, __ATOMIC_RELAXED);
  BARRIER();
  out[GID(64)] = hist[l & 63] + before;
}

__kernel void branches(__global const int* in, __global int* out, int n) {
  int i = GID(64);
  int x = in[i];
  int r;
  if (x > 0) {
    r = in[i + n] * 3;
  } else if (x < -5) {
    r = in[i + 2 * n] - 7;
  } else {
    r = 0;
    for (int k = 0; k < x + 10; ++k) r += in[k];
  }
  out[i] = r;
}

__kernel void scalar_loads(__global const int* table, __global int* out, int k) {
  int a = table[k];
  int b = table[k + 1];
  int c = table[a & 15];
  out[GID(64)] = a + b + c;
}

__kernel void double_math(__global const double* x, __global double* y, double s, int n) {
  int i = GID(64);
  if (i < n) y[i] = __builtin_fma(s, x[i], y[i]) / (x[i] + 1.0);
}

__kernel void wave_ops(__global const int* in, __global int* out) {
  int x = in[GID(64)];
  int y = __builtin_amdgcn_update_dpp(0, x, 0x111, 0xf, 0xf, false);   // row_shr:1
  int z = __builtin_amdgcn_ds_bpermute(LID() * 4 + 4, x);
  int first = __builtin_amdgcn_readfirstlane(x);
  out[GID(64)] = y + z + first;
}

__kernel void vectors(__global const float4* in, __global float4* out,
                      __global const uchar* bytes, __global ushort* shorts) {
  int i = GID(64);
  float4 v = in[i];
  out[i] = v * 2.0f + (float4)(bytes[i], bytes[i + 1], 0.0f, 1.0f);
  shorts[i] = (ushort)(bytes[i] * 3);
}
