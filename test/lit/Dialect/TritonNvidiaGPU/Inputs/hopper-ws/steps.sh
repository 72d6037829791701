#!/bin/sh
# steps.sh NAME INPUT DIR: runs nvgpu-warp-specialization with
# dump-intermediate-steps on INPUT, splits the WarpSpec step dumps it writes
# into DIR/NAME.ours.<Step>.mlir, and compares each with Triton's
# DIR/NAME.<Step>.mlir (trailing blank lines aside). One line per step.
name=$1 input=$2 dir=$3
tt-opt "$input" -nvgpu-warp-specialization=dump-intermediate-steps=true -o /dev/null 2> "$dir/$name.stderr"
awk -v out="$dir/$name.ours." '
  /^\/\/ -----\/\/ WarpSpec internal IR Dump After: / { file = out $NF ".mlir"; next }
  /^[^ }].*error: / { file = "" }
  file { print > file }' "$dir/$name.stderr"
for step in doTaskPartition doTaskIdPropagate; do
  if [ ! -f "$dir/$name.ours.$step.mlir" ]; then echo "$name $step: missing"; continue; fi
  sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$dir/$name.ours.$step.mlir" > "$dir/$name.ours.$step.trimmed"
  sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$dir/$name.$step.mlir" > "$dir/$name.$step.trimmed"
  if cmp -s "$dir/$name.$step.trimmed" "$dir/$name.ours.$step.trimmed"; then
    echo "$name $step: Triton's"
  else
    echo "$name $step: differs"
  fi
done
grep -o 'error: .*' "$dir/$name.stderr" | head -1
