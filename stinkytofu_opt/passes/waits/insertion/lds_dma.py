"""LDS written by DMA: a VMEM load into LDS (machine.events.is_lds_dma) writes LDS when it
completes, on the VMEM counter, so before any DS access (which may read or overwrite
that LDS) and before a barrier (after which other waves read it) every such load in
flight is retired. Compiler output carries no memory tokens,
so every DS access may touch what the DMA writes (LLVM waits the same way)."""

from __future__ import annotations


def lds_dma_scan(flow, queues, tighten) -> None:
    """Tighten the waits a DS access or barrier needs so that no LDS-DMA load is in flight."""
    allinfo = flow.info
    wait_to_drain = flow.model.wait_to_drain
    for c in flow.crange:
        for q in queues[c]:
            for op, d in q.newest_first():
                if allinfo[op].lds_dma:
                    tighten(c, wait_to_drain(c, d), op, q, "LDS written by DMA", d)
                    break
            else:
                if q.wild:
                    tighten(c, wait_to_drain(c, q.wild), None, q, "LDS DMA (summary)", q.wild)
