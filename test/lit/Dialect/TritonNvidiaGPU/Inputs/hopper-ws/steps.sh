#!/bin/sh
# steps.sh NAME INPUT DIR [OPTIONS]: runs nvgpu-warp-specialization with
# dump-intermediate-steps (and OPTIONS, such as num-stages=4) on INPUT,
# splits the WarpSpec step dumps it writes into
# DIR/NAME.ours.<N>-<Step>.mlir (N counts the dumps: a retry repeats
# steps), and compares each of Triton's, DIR/NAME.<N>-<Step>.mlir, with
# ours (trailing blank lines aside). A step whose lines are Triton's in
# another order says so (Triton's order of ops inserted at one place can
# follow the heap addresses of its channels). One line per step of
# Triton's, one per step only we dumped, then our first error.
name=$1 input=$2 dir=$3 options=$4
tt-opt "$input" -nvgpu-warp-specialization="dump-intermediate-steps=true $options" -o /dev/null 2> "$dir/$name.stderr"
awk -v out="$dir/$name.ours." '
  /^\/\/ -----\/\/ WarpSpec internal IR Dump After: / { n++; file = out n "-" $NF ".mlir"; next }
  /^[^ }].*error: / { file = "" }
  file { print > file }' "$dir/$name.stderr"
trim() { sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$1"; }
for theirs in "$dir/$name".[0-9]*-*.mlir; do
  step=${theirs#"$dir/$name."}; step=${step%.mlir}
  ours="$dir/$name.ours.$step.mlir"
  if [ ! -f "$ours" ]; then echo "$name $step: missing"; continue; fi
  trim "$theirs" > "$theirs.trimmed"
  trim "$ours" > "$ours.trimmed"
  if cmp -s "$theirs.trimmed" "$ours.trimmed"; then
    echo "$name $step: Triton's"
  elif [ "$(sort "$theirs.trimmed")" = "$(sort "$ours.trimmed")" ]; then
    echo "$name $step: Triton's lines in another order"
  else
    echo "$name $step: differs"
  fi
done
for ours in "$dir/$name".ours.[0-9]*-*.mlir; do
  step=${ours#"$dir/$name.ours."}; step=${step%.mlir}
  [ -f "$dir/$name.$step.mlir" ] || echo "$name $step: ours only"
done
grep -o 'error: .*' "$dir/$name.stderr" | head -1
