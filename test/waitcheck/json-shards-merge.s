// REQUIRES: llvm-mc-19, llvm-objdump-19
// --jobs 2 prints what --jobs 1 prints (results in scan order); two shards' --json outputs
// merge into the reports and summary of the whole scan, and their kernels' JSON records.
//
// RUN: rm -rf %t && mkdir -p %t/objs
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %S/Inputs/gfx942-kernels.s -o %t/objs/a-942.o
// RUN: sed /deleted-wait/d %S/Inputs/gfx942-kernels.s > %t/942-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx942 -filetype=obj %t/942-deleted.s -o %t/objs/b-942-deleted.o
// RUN: sed /deleted-wait/d %S/Inputs/gfx1100-kernels.s > %t/1100-deleted.s
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1100 -filetype=obj %t/1100-deleted.s -o %t/objs/c-1100-deleted.o
// RUN: %llvm-mc-19 -triple amdgcn-amd-amdhsa -mcpu=gfx1200 -filetype=obj %S/Inputs/gfx1200-kernels.s -o %t/objs/d-1200.o
// RUN: not %waitcheck --objdump %llvm-objdump-19 --jobs 1 --json %t/all.json %t/objs > %t/jobs1.txt
// RUN: not %waitcheck --objdump %llvm-objdump-19 --jobs 2 %t/objs > %t/jobs2.txt
// RUN: diff %t/jobs1.txt %t/jobs2.txt
// RUN: not %waitcheck --objdump %llvm-objdump-19 --shard 1/2 --json %t/s1.json %t/objs | FileCheck %s --check-prefix=SHARD1
// RUN: not %waitcheck --objdump %llvm-objdump-19 --shard 2/2 --json %t/s2.json %t/objs | FileCheck %s --check-prefix=SHARD2
// RUN: not %waitcheck merge --json %t/merged.json %t/s2.json %t/s1.json > %t/merged.txt
// RUN: diff %t/jobs1.txt %t/merged.txt
// RUN: FileCheck %s --check-prefix=JSON < %t/merged.json
// RUN: not %waitcheck merge %t/s1.json %t/s1.json 2>&1 | FileCheck %s --check-prefix=TWICE

// Files 1 and 3 (a-942.o, c-1100-deleted.o) are shard 1; files 2 and 4 are shard 2.
// SHARD1-NOT:  b-942-deleted.o
// SHARD1:      c-1100-deleted.o: lds_then_store (gfx1100): 1 missing wait(s)
// SHARD1:      code objects{{ +}}2
// SHARD2-NOT:  c-1100-deleted.o
// SHARD2:      b-942-deleted.o: lds_younger (gfx942): 1 missing wait(s)
// SHARD2:      code objects{{ +}}2

// JSON:      "format": "stinkytofu-waitcheck/1",
// JSON:      "kernels": [
// JSON:       "kernel": "lds_younger",
// JSON-NEXT:  "target": "gfx942",
// JSON-NEXT:  "instructions": 20,
// JSON-NEXT:  "violations": [],
// JSON:       "file": "{{.*}}b-942-deleted.o",
// JSON-NEXT:  "member": "",
// JSON-NEXT:  "kernel": "lds_younger",
// JSON-NEXT:  "target": "gfx942",
// JSON-NEXT:  "instructions": 19,
// JSON-NEXT:  "violations": [
// JSON-NEXT:   {
// JSON-NEXT:    "counter": "lgkmcnt",
// JSON-NEXT:    "wait": "s_waitcnt lgkmcnt(14)",
// JSON-NEXT:    "register": "v3",
// JSON-NEXT:    "hazard": "RAW on v3",
// JSON-NEXT:    "consumer": {
// JSON-NEXT:     "section": ".text",
// JSON-NEXT:     "offset": 132,
// JSON-NEXT:     "text": "global_store_dword v[0:1], v3, off"
// JSON-NEXT:    },
// JSON-NEXT:    "producer": {
// JSON-NEXT:     "section": ".text",
// JSON-NEXT:     "offset": 12,
// JSON-NEXT:     "text": "ds_read_b32 v3, v2"
// JSON:      "seconds":

// TWICE: stinkytofu-waitcheck merge: error: code object {{.*}}a-942.o is in two inputs (the same shard twice?)
