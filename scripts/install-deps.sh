#!/usr/bin/env bash
# Installs the Debian packages the game needs:
# - to build (always): ALSA's headers and pkg-config, for Bevy's audio (cpal links libasound);
# - to run (unless --build-only): the X11 libraries winit loads, the Vulkan loader and Mesa's
#   drivers (software Vulkan, lavapipe, where there is no GPU), and Xvfb for headless screenshots.
# It does nothing when they are there. The tests need only the first group (.ci/run passes
# --build-only).
set -euo pipefail
pkgs=(pkg-config libasound2-dev)
if [ "${1:-}" != "--build-only" ]; then
    pkgs+=(libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers xvfb xauth)
fi
missing=()
for p in "${pkgs[@]}"; do
    dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}"
