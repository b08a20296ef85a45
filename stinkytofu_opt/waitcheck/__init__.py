"""stinkytofu-waitcheck: scan compiled AMDGPU code objects for missing waits.

Inputs are unpacked (``containers``), each ELF code object's target and
kernels are read (``elf_image``, ``machines``), kernels are disassembled with
llvm-objdump (``objdump``), turned into text the assembly reader reads
(``disassembly``; a ``.s`` file is split into functions by ``source_kernels``),
validated by WaitCntValidationCheckPass's dataflow
(``check``) and reported (``report``); ``cli`` drives the scan, in parallel.
"""
