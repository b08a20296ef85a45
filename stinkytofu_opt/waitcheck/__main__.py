from stinkytofu_opt.waitcheck.cli import console_main

console_main()
