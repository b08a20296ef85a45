"""A stand-in for stinkytofu-opt in harness tests: prints its arguments, then
the lines of the file named last that are not '#' comments, so a test can
see both what %stinkytofu-opt and %s expanded to and the file's body."""
import sys

print("fake-opt args:", " ".join(sys.argv[1:]))
with open(sys.argv[-1], encoding="utf-8") as source:
    for line in source:
        if not line.lstrip().startswith("#"):
            print(line, end="")
