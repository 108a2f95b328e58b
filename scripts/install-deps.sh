#!/usr/bin/env bash
# Installs what the game needs at run time on Debian: the X11 libraries winit loads, the Vulkan
# loader and Mesa's drivers (software Vulkan, lavapipe, where there is no GPU), and Xvfb for
# headless screenshots. Building needs none of them; the tests need none of them.
set -euo pipefail
pkgs=(libx11-6 libxcursor1 libxrandr2 libxi6 libxkbcommon-x11-0 libvulkan1 mesa-vulkan-drivers xvfb xauth)
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
