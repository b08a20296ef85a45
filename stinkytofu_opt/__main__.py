from stinkytofu_opt.driver import console_main

console_main()
