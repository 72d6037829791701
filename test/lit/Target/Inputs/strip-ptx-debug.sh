#!/bin/sh
# Prints PTX without its debug information (.loc/.file lines, labels for
# them, the DWARF sections and comments), to compare code only.
sed -e '/^\s*\.loc\s/d' -e '/^\s*\.file\s/d' -e '/^\$L__/d' -e '/\.section\s*\.debug/,$d' \
    -e 's/\s*\/\/.*$//' -e '/^\s*$/d' "$1"
