#!/usr/bin/env python3
"""A stand-in for z3 that answers like z3 but lies in its models: every number in the
reply to `get-value` becomes 0. tass must check each model by evaluation and never call
a violation provable on the strength of such a model."""
import os
import re
import subprocess
import sys

real = os.environ["TASS_REAL_Z3"]
if "--version" in sys.argv:
    print(subprocess.run([real, "--version"], capture_output=True, text=True).stdout, end="")
    sys.exit(0)
z3 = subprocess.Popen([real] + sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                      text=True, bufsize=1)
depth = 0
command = ""
for line in sys.stdin:
    z3.stdin.write(line)
    z3.stdin.flush()
    command += line
    depth += line.count("(") - line.count(")")
    if depth > 0:
        continue
    text, command = command.strip(), ""
    if not text:
        continue
    if text.startswith("(exit"):
        break
    # Every command has exactly one reply of balanced parentheses (with :print-success).
    reply = ""
    bal = 0
    while True:
        out = z3.stdout.readline()
        if not out:
            break
        reply += out
        bal += out.count("(") - out.count(")")
        if bal <= 0 and reply.strip():
            break
    if text.startswith("(get-value"):
        # Keep the terms, zero the values: ((t v) ...) -> ((t 0) ...); reals become 0.0.
        reply = re.sub(r"(?<![\w.$#@|])\d+(\.\d+)?(?![\w.$#@|])",
                       lambda m: "0.0" if m.group(1) else "0", reply)
    sys.stdout.write(reply)
    sys.stdout.flush()
