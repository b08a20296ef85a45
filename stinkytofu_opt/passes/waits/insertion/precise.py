"""Precise-mode rules (``--StinkyWaitCntInsertionPass=precise``): waits the reference
rules over-drain and the hardware already orders. The solver consults this module
only when the option is on, so the default output is the reference's.

Rule ``lds-in-order`` (RAW on LDS between DS operations): a DS operation need not
wait for an in-flight ``ds_store``/``ds_write`` of the same LDS token. LDS
instructions of one wave are executed by the LDS unit in issue order (AMD's ISA
guides: "LDS instructions issued by a wavefront are executed in order"; LLVM's
si-insert-waitcnts likewise never waits for a DS store before a DS access), so the
store's data is in the LDS before the later DS operation reads it. A DS store
writes no register, so the token is its only dependence; register results (DS
reads, atomics with return) keep their waits, and non-DS readers of the LDS
(tensor loads, async stores, barriers) keep theirs.
"""

from __future__ import annotations

LDS_IN_ORDER = "lds-in-order"


def lds_ordered(consumer, producer) -> bool:
    """Whether ``consumer`` (a DS operation) may skip its token RAW on ``producer``:
    an in-flight DS write that returns no data, ordered before it by the LDS unit."""
    return (consumer.is_ds and producer.is_ds_write and not producer.is_ds_atomic
            and not producer.is_ds_read)
