"""The JSON copy of a target's YAML kept in __pycache__ (start-up cost)."""

import shutil

import pytest

from stinkytofu_opt.target.loader import DATA_DIR, TargetLibrary


@pytest.fixture
def data_dir(tmp_path):
    shutil.copy(DATA_DIR / "gfx1250.yaml", tmp_path / "gfx1250.yaml")
    return tmp_path


def cached_copies(data_dir):
    cache = data_dir / "__pycache__"
    return sorted(p.name for p in cache.iterdir()) if cache.is_dir() else []


def test_first_load_writes_a_copy_the_next_load_reads(data_dir):
    first = TargetLibrary(data_dir).get("gfx1250")
    (copy,) = cached_copies(data_dir)
    assert copy.startswith("gfx1250.") and copy.endswith(".json")
    # The copy is what the next load reads: a marker put into it shows up.
    path = data_dir / "__pycache__" / copy
    path.write_text(path.read_text().replace('"wave_size": 32', '"wave_size": 64'))
    second = TargetLibrary(data_dir).get("gfx1250")
    assert (first.wave_size, second.wave_size) == (32, 64)


def test_editing_the_yaml_invalidates_the_copy(data_dir):
    TargetLibrary(data_dir).get("gfx1250")
    yaml_path = data_dir / "gfx1250.yaml"
    yaml_path.write_text(yaml_path.read_text().replace("wave_size: 32", "wave_size: 64"))
    assert TargetLibrary(data_dir).get("gfx1250").wave_size == 64
    assert len(cached_copies(data_dir)) == 2  # one per content


def test_a_damaged_copy_is_ignored(data_dir):
    TargetLibrary(data_dir).get("gfx1250")
    (copy,) = cached_copies(data_dir)
    (data_dir / "__pycache__" / copy).write_text("{ not json")
    assert TargetLibrary(data_dir).get("gfx1250").lookup("v_add_f32").latency_cycles == 5


def test_an_unwritable_cache_location_still_loads(data_dir):
    # A file where the cache directory would go makes every write fail, even
    # for root (a read-only install behaves the same way).
    (data_dir / "__pycache__").write_text("")
    assert TargetLibrary(data_dir).get("gfx1250").name == "gfx1250"
    assert sorted(p.name for p in data_dir.iterdir()) == ["__pycache__", "gfx1250.yaml"]
