# Insertion with CDNA3's vmcnt (6 bits, capacity 63): loads and stores are one ordered
# VMEM stream on gfx9, so 63 younger loads or stores retire a VMEM producer; 10 younger
# ones need vmcnt(10), and an existing vmcnt(63) (the "do not wait" encoding) credits
# nothing.
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --emit-asm | filecheck %s
# RUN: %stinkytofu-opt --arch gfx942 %s --split-input-file --from-label label_Begin --to-label label_End --StinkyWaitCntInsertionPass --WaitCntValidationCheckPass --emit-asm > /dev/null
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       global_load_dword v162, v[0:1], off
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       global_store_dword v[0:1], v72, off
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       global_load_dword v109, v[0:1], off
# CHECK-NEXT:  s_waitcnt vmcnt(63)
# CHECK-NEXT:  s_waitcnt vmcnt(10)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
# CHECK-LABEL: label_Begin:
# CHECK-NOT:   s_wait
# CHECK:       global_store_dword v[0:1], v19, off
# CHECK-NEXT:  s_waitcnt vmcnt(10)
# CHECK-NEXT:  v_add_u32 v4, v3, v3
# CHECK-NEXT:  label_End:
# CHECK-NEXT:  s_endpgm
label_Begin:
global_load_dword v3, v[0:1], off
global_load_dword v100, v[0:1], off
global_load_dword v101, v[0:1], off
global_load_dword v102, v[0:1], off
global_load_dword v103, v[0:1], off
global_load_dword v104, v[0:1], off
global_load_dword v105, v[0:1], off
global_load_dword v106, v[0:1], off
global_load_dword v107, v[0:1], off
global_load_dword v108, v[0:1], off
global_load_dword v109, v[0:1], off
global_load_dword v110, v[0:1], off
global_load_dword v111, v[0:1], off
global_load_dword v112, v[0:1], off
global_load_dword v113, v[0:1], off
global_load_dword v114, v[0:1], off
global_load_dword v115, v[0:1], off
global_load_dword v116, v[0:1], off
global_load_dword v117, v[0:1], off
global_load_dword v118, v[0:1], off
global_load_dword v119, v[0:1], off
global_load_dword v120, v[0:1], off
global_load_dword v121, v[0:1], off
global_load_dword v122, v[0:1], off
global_load_dword v123, v[0:1], off
global_load_dword v124, v[0:1], off
global_load_dword v125, v[0:1], off
global_load_dword v126, v[0:1], off
global_load_dword v127, v[0:1], off
global_load_dword v128, v[0:1], off
global_load_dword v129, v[0:1], off
global_load_dword v130, v[0:1], off
global_load_dword v131, v[0:1], off
global_load_dword v132, v[0:1], off
global_load_dword v133, v[0:1], off
global_load_dword v134, v[0:1], off
global_load_dword v135, v[0:1], off
global_load_dword v136, v[0:1], off
global_load_dword v137, v[0:1], off
global_load_dword v138, v[0:1], off
global_load_dword v139, v[0:1], off
global_load_dword v140, v[0:1], off
global_load_dword v141, v[0:1], off
global_load_dword v142, v[0:1], off
global_load_dword v143, v[0:1], off
global_load_dword v144, v[0:1], off
global_load_dword v145, v[0:1], off
global_load_dword v146, v[0:1], off
global_load_dword v147, v[0:1], off
global_load_dword v148, v[0:1], off
global_load_dword v149, v[0:1], off
global_load_dword v150, v[0:1], off
global_load_dword v151, v[0:1], off
global_load_dword v152, v[0:1], off
global_load_dword v153, v[0:1], off
global_load_dword v154, v[0:1], off
global_load_dword v155, v[0:1], off
global_load_dword v156, v[0:1], off
global_load_dword v157, v[0:1], off
global_load_dword v158, v[0:1], off
global_load_dword v159, v[0:1], off
global_load_dword v160, v[0:1], off
global_load_dword v161, v[0:1], off
global_load_dword v162, v[0:1], off
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
global_load_dword v3, v[0:1], off
global_store_dword v[0:1], v10, off
global_store_dword v[0:1], v11, off
global_store_dword v[0:1], v12, off
global_store_dword v[0:1], v13, off
global_store_dword v[0:1], v14, off
global_store_dword v[0:1], v15, off
global_store_dword v[0:1], v16, off
global_store_dword v[0:1], v17, off
global_store_dword v[0:1], v18, off
global_store_dword v[0:1], v19, off
global_store_dword v[0:1], v20, off
global_store_dword v[0:1], v21, off
global_store_dword v[0:1], v22, off
global_store_dword v[0:1], v23, off
global_store_dword v[0:1], v24, off
global_store_dword v[0:1], v25, off
global_store_dword v[0:1], v26, off
global_store_dword v[0:1], v27, off
global_store_dword v[0:1], v28, off
global_store_dword v[0:1], v29, off
global_store_dword v[0:1], v30, off
global_store_dword v[0:1], v31, off
global_store_dword v[0:1], v32, off
global_store_dword v[0:1], v33, off
global_store_dword v[0:1], v34, off
global_store_dword v[0:1], v35, off
global_store_dword v[0:1], v36, off
global_store_dword v[0:1], v37, off
global_store_dword v[0:1], v38, off
global_store_dword v[0:1], v39, off
global_store_dword v[0:1], v40, off
global_store_dword v[0:1], v41, off
global_store_dword v[0:1], v42, off
global_store_dword v[0:1], v43, off
global_store_dword v[0:1], v44, off
global_store_dword v[0:1], v45, off
global_store_dword v[0:1], v46, off
global_store_dword v[0:1], v47, off
global_store_dword v[0:1], v48, off
global_store_dword v[0:1], v49, off
global_store_dword v[0:1], v50, off
global_store_dword v[0:1], v51, off
global_store_dword v[0:1], v52, off
global_store_dword v[0:1], v53, off
global_store_dword v[0:1], v54, off
global_store_dword v[0:1], v55, off
global_store_dword v[0:1], v56, off
global_store_dword v[0:1], v57, off
global_store_dword v[0:1], v58, off
global_store_dword v[0:1], v59, off
global_store_dword v[0:1], v60, off
global_store_dword v[0:1], v61, off
global_store_dword v[0:1], v62, off
global_store_dword v[0:1], v63, off
global_store_dword v[0:1], v64, off
global_store_dword v[0:1], v65, off
global_store_dword v[0:1], v66, off
global_store_dword v[0:1], v67, off
global_store_dword v[0:1], v68, off
global_store_dword v[0:1], v69, off
global_store_dword v[0:1], v70, off
global_store_dword v[0:1], v71, off
global_store_dword v[0:1], v72, off
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
global_load_dword v3, v[0:1], off
global_load_dword v100, v[0:1], off
global_load_dword v101, v[0:1], off
global_load_dword v102, v[0:1], off
global_load_dword v103, v[0:1], off
global_load_dword v104, v[0:1], off
global_load_dword v105, v[0:1], off
global_load_dword v106, v[0:1], off
global_load_dword v107, v[0:1], off
global_load_dword v108, v[0:1], off
global_load_dword v109, v[0:1], off
s_waitcnt vmcnt(63)
v_add_u32 v4, v3, v3
label_End:
s_endpgm

# -----
label_Begin:
global_load_dword v3, v[0:1], off
global_store_dword v[0:1], v10, off
global_store_dword v[0:1], v11, off
global_store_dword v[0:1], v12, off
global_store_dword v[0:1], v13, off
global_store_dword v[0:1], v14, off
global_store_dword v[0:1], v15, off
global_store_dword v[0:1], v16, off
global_store_dword v[0:1], v17, off
global_store_dword v[0:1], v18, off
global_store_dword v[0:1], v19, off
v_add_u32 v4, v3, v3
label_End:
s_endpgm
