#!/usr/bin/env bash
# Builds the UCI engine for shatar and hiashatar (`mongol-uci`) for a given processor, as
# Fairy-Stockfish's makefile builds for its ARCH. The portable build (`cargo build --release`)
# counts a set's squares without the processor's bit-count instruction, but its evaluation
# chooses a copy compiled for the bit instructions at run time; what a build for x86-64-v3 adds
# is about 1.5 % fewer instructions (docs/engine.md, "The evaluation made cheaper"; before that
# copy, 5 % fewer and 3 % less time).
#
#   scripts/build-uci.sh              # for this machine's processor (target-cpu=native)
#   scripts/build-uci.sh x86-64-v2    # any x86-64 processor since about 2009 (POPCNT, SSE4.2)
#
# The build has its own target directory (the workspace's stays portable and incremental) and
# prints the binary's path. The search is the same node for node; only its speed changes.
set -euo pipefail
cd "$(dirname "$0")/.."
cpu="${1:-native}"
case "$cpu" in
    -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "build-uci.sh: unknown flag '$cpu' (give a processor name such as native or x86-64-v2)" >&2; exit 2 ;;
esac
if ! rustc --print target-cpus 2>/dev/null | awk '{print $1}' | grep -qx -- "$cpu"; then
    echo "build-uci.sh: rustc knows no processor '$cpu' (rustc --print target-cpus lists them)" >&2
    exit 2
fi
dir="$HOME/.cache/shatra/target-$cpu"
RUSTFLAGS="-C target-cpu=$cpu" cargo build --release -p mongol_engine --bin mongol-uci \
    --target-dir "$dir" >&2
echo "$dir/release/mongol-uci"
