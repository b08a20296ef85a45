; LDS DMA (buffer and global loads straight into LDS) and a DS read of what they wrote,
; for the real-compiler-output corpus (test/corpus/README.md). gfx942 (LLVM 19 has no LDS
; DMA on gfx11/gfx12) and gfx950 (LLVM 22 only).
; TARGETS: gfx942 gfx950
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [256 x i32] poison, align 4

declare void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32>, ptr addrspace(3) nocapture, i32 immarg, i32, i32, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.global.load.lds(ptr addrspace(1) nocapture, ptr addrspace(3) nocapture, i32 immarg, i32 immarg, i32 immarg)
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @buffer_to_lds(<4 x i32> inreg %rsrc, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %off = shl i32 %tid, 2
  call void @llvm.amdgcn.raw.buffer.load.lds(<4 x i32> %rsrc, ptr addrspace(3) @tile, i32 4, i32 %off, i32 0, i32 0, i32 0)
  %slot = getelementptr i32, ptr addrspace(3) @tile, i32 %tid
  %v = load i32, ptr addrspace(3) %slot, align 4
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}

define amdgpu_kernel void @global_to_lds(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %src = getelementptr i32, ptr addrspace(1) %in, i32 %tid
  call void @llvm.amdgcn.global.load.lds(ptr addrspace(1) %src, ptr addrspace(3) @tile, i32 4, i32 0, i32 0)
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %next = add i32 %tid, 1
  %slot = getelementptr i32, ptr addrspace(3) @tile, i32 %next
  %v = load i32, ptr addrspace(3) %slot, align 4
  %dst = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %v, ptr addrspace(1) %dst, align 4
  ret void
}
