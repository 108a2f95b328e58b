#!/usr/bin/env bash
# Renders the game under Xvfb with Mesa's software Vulkan and saves a screenshot:
#   [SHATRA_WINDOW=1920x1080] scripts/screenshot.sh out.png [game flags...]
set -euo pipefail
out=${1:?usage: scripts/screenshot.sh OUT.png [flags...]}
shift
cd "$(dirname "$0")/.."
scripts/install-deps.sh
bin=${SHATRA_BIN:-target/release/shatra}
[ -x "$bin" ] || cargo build --release
icd=$(ls /usr/share/vulkan/icd.d/lvp_icd.*.json | head -n 1)
# The window's size: SHATRA_WINDOW (default 1280x800); the virtual screen is larger.
window=${SHATRA_WINDOW:-1280x800}
VK_DRIVER_FILES=$icd WGPU_BACKEND=vulkan xvfb-run -a -s "-screen 0 2048x1600x24" \
    "$bin" --window "$window" --screenshot "$out" "$@"
