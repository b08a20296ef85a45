"""The machine as the passes see it: one answer, for any instruction on any target, to what
it reads and writes (``registers``, register indexing in ``indexed``), which counter events
it produces and how they are ordered (``events``), what a wait waits for (``waits``), and its
LDS, barrier, fence and wait roles (``facts``). Wait insertion, the wait validator, the stall
estimate and waitcheck ask here and nowhere else, so two passes never disagree about one
instruction. Facts come from the target's tables (``stinkytofu_opt.target``); a mnemonic the
table lacks is classified by its family, the same guess for every pass.
"""
