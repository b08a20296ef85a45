k:
global_load_dword v1, v[2:3], off sc0 sc1
global_store_dword v[2:3], v1, off sc0 sc1
