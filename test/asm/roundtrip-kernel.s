// A Tensile-style GEMM kernel (kernel descriptor, register map, macro, prologue,
// unrolled loop with tensor loads and LDS reads feeding WMMA, barriers, tail loop,
// StreamK branches, metadata YAML) written in the emitter's normal form: emitting
// it with no pass must give back every line, byte for byte.
// RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/gemm_kernel.s --preserve-comments --preserve-symbolic-regs > %t.sym.s
// RUN: diff %S/Inputs/gemm_kernel.s %t.sym.s
//
// Emitting the emitted text again changes nothing (in every output mode).
// RUN: %stinkytofu-opt --arch gfx1250 %t.sym.s --preserve-comments --preserve-symbolic-regs > %t.sym2.s
// RUN: diff %t.sym.s %t.sym2.s
// RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/gemm_kernel.s > %t.num.s
// RUN: %stinkytofu-opt --arch gfx1250 %t.num.s > %t.num2.s
// RUN: diff %t.num.s %t.num2.s
//
// Without --preserve-symbolic-regs vector registers are numbers; scalar registers
// keep their symbolic spelling; comments are gone but the LDS token annotations
// (`// st.token:0`), which the reader takes as the instruction's tokens: without them a
// second run would see untagged LDS accesses.
// RUN: filecheck %s --check-prefix=NUM --input-file %t.num.s
// NUM: .amdhsa_kernel Tofu_GEMM_BF16_MT128x128
// NUM-NEXT: {{^}}  .amdhsa_user_sgpr_kernarg_segment_ptr 1
// NUM: Tofu_GEMM_BF16_MT128x128:
// NUM-NEXT: {{^}}s_load_b512 s[20:35], s[sgprKernArgAddress:sgprKernArgAddress+1], 0x10{{$}}
// NUM-NEXT: {{^}}v_mov_b32 v105, v0{{$}}
// NUM: label_LoopBeginL:
// NUM-NEXT: {{^}}ds_load_b128 v[64:67], v96 offset:256 {{ *}}// st.token:0{{$}}
// NUM-NEXT: {{^}}ds_load_b128 v[68:71], v96 offset:512 {{ *}}// st.token:0{{$}}
// NUM-NEXT: {{^}}ds_load_2addr_b64 v[80:83], v97 offset0:4 offset1:36{{( +// st.token:[0-9,]+)?$}}
// NUM: v_wmma_f32_16x16x32_bf16 v[8:15], v[64:71], v[80:87], v[8:15] matrix_a_reuse{{$}}
// NUM: .end_amdgpu_metadata
// NUM-NOT: {{// [^s]|// s[^t]}}
//
// .s -> .stir -> .s gives the numeric form back (the .stir text has no symbolic
// registers, so scalar registers come back as numbers).
// RUN: %stinkytofu-opt --arch gfx1250 %S/Inputs/gemm_kernel.s --print-output > %t.stir
// RUN: filecheck %s --check-prefix=STIR --input-file %t.stir
// RUN: %stinkytofu-opt --arch gfx1250 %t.stir --emit-asm > %t.back.s
// RUN: filecheck %s --check-prefix=BACK --input-file %t.back.s
// STIR: st.func @Tofu_GEMM_BF16_MT128x128() {
// STIR: "st.asm_directive"(".set", "LdsOffsetB", "DepthU*128*2")
// STIR: s3 = "st.s_mov_b32"("DepthU-1")
// STIR: "st.s_delay_alu"() {{.*}}mod.delayalu = { instid0Type = "VALU", instid0Distance = 1, instSkip = 1, instid1Type = "SALU", instid1Distance = 3 }
// STIR: "st.s_wait_alu"() {{.*}}mod.waitalu = { va_vdst = 0, sa_sdst = 0 }
// STIR: "st.s_waitcnt"() {{.*}}mod.swaitcnt = { vlcnt = 0, vscnt = -1, dlcnt = -1, dscnt = 0, kmcnt = -1 }
// STIR: "st.ds_store_b128"(v98, v[100:103]) {{.*}}mod.ds = { na = 1, offset = 1024, gds = false }, mod.memtoken = { tokens = [1] }
// STIR: v[0:7] = "st.v_wmma_f32_16x16x32_bf16"(v[64:71], v[80:87], v[0:7])
// STIR: "st.buffer_store_b128"(v[16:19], v104, s[12:15], 0) {{.*}}mod.mubuf = { offen = true, offset12 = 16, {{.*}}th = "TH_STORE_NT" }
// BACK: s_mov_b32 s3, DepthU-1
// BACK: s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_3)
// BACK: s_wait_alu depctr_va_vdst(0) depctr_sa_sdst(0)
// BACK: s_waitcnt vmcnt(0) lgkmcnt(0)
// BACK: buffer_store_b128 v[16:19], v104, s[12:15], 0 offen offset:16 th:TH_STORE_NT
