"""What the tool does not model never makes the waits weaker (README "How it differs").

An instruction with an unknown spelling reads and writes every register it names, so
replacing any instruction of a random program by an unknown spelling (its mnemonic plus
``_unknown``: a mnemonic family the tool still recognises keeps its counter) never
removes a wait it needs. Checked with the independent simulator (test/support/gpu_sim.py):
put the real instruction back into the output waited for the unknown one; the simulator
and the validator find it sound. (Waits may move: a wait before the unknown instruction
can make a later one unnecessary, and promotion can hoist another one elsewhere.)
"""

import random

from gpu_sim import Simulator
from soundness import parse, run_insertion
from stir_gen import generate
from stinkytofu_opt.passes.waits.validation.validator import validate_function
from stinkytofu_opt.text.stir_printer import print_function

SEEDS = 120
UNKNOWN = "_unknown"


def _inserted(text: str, num_waves: int) -> str:
    function = parse(text)
    run_insertion(function, num_waves)
    return print_function(function)


def _instruction_lines(text: str) -> list[int]:
    return [k for k, line in enumerate(text.splitlines())
            if '"st.' in line and "branch" not in line and "s_endpgm" not in line]


def test_unknown_spellings_only_add_waits():
    checked = 0
    for seed in range(SEEDS):
        r = random.Random(seed)
        text = generate(seed, waw_rate=0.2)
        for num_waves in (0, 1):
            reference = parse(_inserted(text, num_waves))
            assert Simulator(reference, num_waves, max_paths=256).run() == []
            lines = text.splitlines()
            k = r.choice(_instruction_lines(text))
            head, quote, tail = lines[k].partition('"st.')
            mnemonic, rest = tail.split('"', 1)
            lines[k] = f'{head}{quote}{mnemonic}{UNKNOWN}"{rest}'
            waited = _inserted("\n".join(lines) + "\n", num_waves).replace(UNKNOWN + '"', '"')
            function = parse(waited)
            assert Simulator(function, num_waves, max_paths=256).run() == [], \
                (seed, mnemonic, waited)
            assert validate_function(function, num_waves) == [], (seed, mnemonic)
            checked += 1
    assert checked == 2 * SEEDS


def test_the_property_can_fail():
    # An instruction taken for one that reads nothing would let a load stay in flight
    # past its reader: the simulator catches the reader the waits no longer cover.
    text = """st.func @t() {
^e:
  v0 = "st.ds_load_b32"(v250) { mod.ds = { na = 1, offset = 0, gds = false } }
  v1 = "st.v_add_f32"(v0, v0)
  "st.s_endpgm"()
}
"""
    waited = _inserted(text, 0)
    assert "s_wait_dscnt" in waited
    stripped = "\n".join(line for line in waited.splitlines() if "s_wait_dscnt" not in line)
    assert Simulator(parse(stripped + "\n"), 0).run() != []
