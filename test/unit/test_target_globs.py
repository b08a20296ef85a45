"""target/globs.py: lists of fnmatch patterns answer as fnmatch.fnmatchcase does."""
import fnmatch
import re

import pytest

from stinkytofu_opt.target.globs import Globs

PATTERNS = ["v_add_f32", "v_*", "ds_*_rtn_*", "s_min_[iu]*", "s_lshl?_add_*", "v_[", "*_e64",
            "s_[!a]*", "x", ""]
NAMES = ["v_add_f32", "v_add_f32_e64", "ds_add_rtn_u32", "ds_add_u32", "s_min_i32", "s_min_f32",
         "s_lshl1_add_u32", "s_lshl_add_u32", "v_[", "v_", "s_and_b32", "s_or_b32", "x", "X", ""]


@pytest.mark.parametrize("name", NAMES)
def test_globs_match_as_fnmatchcase(name):
    globs = Globs(PATTERNS)
    expected = [pattern for pattern in PATTERNS if fnmatch.fnmatchcase(name, pattern)]
    assert sorted(globs.matching(name)) == sorted(expected)
    assert globs.any_match(name) == bool(expected)


def test_what_is_no_string_fails_as_in_fnmatchcase():
    with pytest.raises(TypeError) as bad_pattern:
        fnmatch.fnmatchcase("v_x", 5)
    with pytest.raises(TypeError) as bad_name:
        fnmatch.fnmatchcase(5, "v_*")
    for call, name, error in ((Globs(["v_*", 5]).matching, "v_x", bad_pattern),
                              (Globs([5]).any_match, "v_x", bad_pattern),
                              (Globs(["v_*"]).matching, 5, bad_name),
                              (Globs(["v_x"]).any_match, 5, bad_name)):
        with pytest.raises(TypeError, match=re.escape(str(error.value))):
            call(name)
