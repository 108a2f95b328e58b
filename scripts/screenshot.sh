#!/usr/bin/env bash
# Renders the game under Xvfb with Mesa's software Vulkan and saves a screenshot:
#   scripts/screenshot.sh out.png [game flags...]
set -euo pipefail
out=${1:?usage: scripts/screenshot.sh OUT.png [flags...]}
shift
cd "$(dirname "$0")/.."
scripts/install-deps.sh
bin=${SHATRA_BIN:-target/release/shatra}
[ -x "$bin" ] || cargo build --release
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json | head -n 1)
VK_DRIVER_FILES=$icd WGPU_BACKEND=vulkan xvfb-run -a -s "-screen 0 1600x1000x24" \
    "$bin" --window 1280x800 --screenshot "$out" "$@"
