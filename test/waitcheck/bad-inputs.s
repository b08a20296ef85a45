// REQUIRES: llvm-mc-19, llvm-objdump-19, clang-offload-bundler-19
// Unreadable inputs: a file that is no code object, a truncated offload bundle, a truncated
// compressed bundle and an x86 ELF are each one error line naming the file (stderr); the
// clean object after them is still scanned, and the summary counts them.
//
// RUN: rm -rf %t && mkdir -p %t
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %S/Inputs/gfx942-kernels.s -o %t/942.o
// RUN: %clang-offload-bundler-19 -type=o -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942 -input=/dev/null -input=%t/942.o -output=%t/whole.co
// RUN: %clang-offload-bundler-19 -type=o -compress -targets=host-x86_64-unknown-linux-gnu,hipv4-amdgcn-amd-amdhsa--gfx942 -input=/dev/null -input=%t/942.o -output=%t/whole-compressed.co
// RUN: cp %s %t/corrupt.co
// RUN: head -c 300 %t/whole.co > %t/truncated.co
// RUN: head -c 100 %t/whole-compressed.co > %t/truncated-compressed.co
// RUN: %llvm-mc-19 -triple x86_64-unknown-linux-gnu -filetype=obj %s -o %t/host.o
// RUN: not %waitcheck --objdump %llvm-objdump-19 --jobs 1 %t/corrupt.co %t/truncated.co %t/truncated-compressed.co %t/host.o %t/missing.o %t/942.o > %t/out.txt 2> %t/err.txt
// RUN: FileCheck %s --check-prefix=ERR < %t/err.txt
// RUN: FileCheck %s --check-prefix=OUT < %t/out.txt

// ERR:      corrupt.co: error: not an ELF code object, offload bundle or compressed offload bundle (starts with b'// REQUI')
// ERR-NEXT: truncated.co: error: truncated offload bundle: entry 1 (hipv4-amdgcn-amd-amdhsa--gfx942) ends at byte {{[0-9]+}}, the file has 300
// ERR-NEXT: truncated-compressed.co: error: truncated compressed bundle: header says {{[0-9]+}} bytes, the file has 100
// ERR-NEXT: host.o: error: not an AMDGPU code object (ELF machine EM_X86_64)
// ERR-NEXT: missing.o: error: No such file or directory
// ERR-NOT:  error

// OUT-NOT:  missing s_
// OUT:      summary
// OUT-NEXT: code objects{{ +}}1
// OUT-NEXT: kernels{{ +}}2
// OUT:      unreadable inputs{{ +}}5
