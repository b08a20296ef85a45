"""analysis.gcpause.release: a one-shot process keeps the last analysis, nothing else."""

from __future__ import annotations

import weakref

from stinkytofu_opt.analysis import gcpause


class _Analysis:
    pass


def _released():
    analysis = _Analysis()
    ref = weakref.ref(analysis)
    gcpause.release(analysis)
    return ref


def test_release_frees_at_once_outside_a_one_shot_process(monkeypatch):
    monkeypatch.setattr(gcpause, "_kept", None)
    assert _released()() is None


def test_a_one_shot_process_keeps_only_the_last_release(monkeypatch):
    monkeypatch.setattr(gcpause, "_kept", None)
    gcpause.one_shot_process()
    first = _released()
    assert first() is not None
    second = _released()
    assert first() is None and second() is not None
