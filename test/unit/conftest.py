"""Make the test helpers in test/support (simulator, program generator)
importable from the unit tests."""

import os
import sys

SUPPORT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "support")
if SUPPORT not in sys.path:
    sys.path.insert(0, SUPPORT)
