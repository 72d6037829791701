#!/bin/sh
# Runs the command given; succeeds when it exits with status 1 and printed
# an error message, says what happened otherwise.
"$@" > /dev/null 2> "${TMPDIR:-/tmp}/exit-status-1.$$"
status=$?
message=$(grep -c 'error: ' "${TMPDIR:-/tmp}/exit-status-1.$$")
rm -f "${TMPDIR:-/tmp}/exit-status-1.$$"
if [ "$status" -ne 1 ] || [ "$message" -eq 0 ]; then
  echo "exit status $status, $message error messages: $*" >&2
  exit 1
fi
