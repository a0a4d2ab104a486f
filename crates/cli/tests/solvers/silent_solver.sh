#!/bin/sh
# A stand-in for z3 or cvc5 that starts and never answers anything. The run's time limit
# must end tass on time all the same, and kill it.
if [ "$1" = "--version" ]; then
  echo "Z3 version 4.8.12 - 64 bit"
  exit 0
fi
exec sleep 987654
