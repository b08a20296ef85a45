import sys

from stinkytofu_opt.driver import main

sys.exit(main())
