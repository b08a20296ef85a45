import os
import sys

if not __package__:
    # Run as a file (python path/to/stinkytofu_opt/__main__.py, as lit.cfg.py does
    # for a checkout that is not installed): import the package beside this file,
    # not the modules of its directory.
    sys.path[0] = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

from stinkytofu_opt.driver import console_main  # noqa: E402

console_main()
