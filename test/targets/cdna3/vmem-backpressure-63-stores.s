# Seed: on CDNA stores count on vmcnt in the same ordered class as loads (no vscnt), so 63
# younger stores retire a load too.
# RUN: %stinkytofu-opt --arch gfx942 %s --from-label label_Begin --to-label label_End --WaitCntValidationCheckPass 2>&1 | filecheck %s
# CHECK-NOT: MISSING
# CHECK: v_add_u32 v4, v3, v3
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
