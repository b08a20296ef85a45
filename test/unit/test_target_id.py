"""The XNACK mode read from an assembly file's target ID (text/target_id.py)."""

import pytest

from stinkytofu_opt.text.target_id import xnack_on


@pytest.mark.parametrize("text, on", [
    ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1250:xnack+"\n', True),
    ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:sramecc+:xnack+"\n', True),
    ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx90a:xnack-"\n', False),
    ('\t.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"\n', False),   # LLVM 22: no setting
    ("s_endpgm\n", False),                                         # no directive
    ('; .amdgcn_target "amdgcn-amd-amdhsa--gfx1250:xnack+"\n', False),   # a comment
])
def test_xnack_mode_of_the_target_id(text, on):
    assert xnack_on(text) is on
