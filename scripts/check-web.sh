#!/usr/bin/env bash
# The game in a real browser: builds the site (incrementally, scripts/build-web.sh), serves it on
# 127.0.0.1, opens it in Debian's headless Chromium (WebGL2 in software) and drives it over the
# DevTools protocol (scripts/check-web.mjs, Node 20): the first frame, a man and its target
# clicked, the computer's answer while the page keeps drawing, a reload that resumes the game,
# no error on the console. Screenshots and the console go to $WEB_CHECK_OUT (default
# <wasm target dir>/web-check). Exits non-zero on any failure.
#   scripts/check-web.sh [--no-build]
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${WASM_TARGET_DIR:-$HOME/.cache/shatra/wasm-target}"
site="${WEB_SITE:-$CARGO_TARGET_DIR/web-site}"
out="${WEB_CHECK_OUT:-$CARGO_TARGET_DIR/web-check}"
query="${WEB_CHECK_QUERY:-?white=human&black=computer:8}"
http_port="${WEB_CHECK_PORT:-8765}"
cdp_port=$((http_port + 1))
start=$(date +%s)

if [ "${1:-}" != "--no-build" ]; then
    WEB_SITE="$site" scripts/build-web.sh
fi
command -v chromium >/dev/null || { apt-get update && apt-get install -y chromium; }
node --version | grep -q '^v2[0-9]' || { echo "check-web: needs Node 20 or newer" >&2; exit 1; }

rm -rf "$out"
mkdir -p "$out"
profile=$(mktemp -d)
pids=()
cleanup() {
    for p in "${pids[@]}"; do kill "$p" 2>/dev/null || true; done
    # The browser writes its profile until it has gone.
    for p in "${pids[@]}"; do wait "$p" 2>/dev/null || true; done
    rm -rf "$profile"
}
trap cleanup EXIT

python3 -m http.server --directory "$site" --bind 127.0.0.1 "$http_port" >"$out/server.log" 2>&1 &
pids+=($!)
for _ in $(seq 50); do
    curl -sf "http://127.0.0.1:$http_port/" >/dev/null && break
    sleep 0.2
done

chromium --headless --no-sandbox --disable-gpu --use-angle=swiftshader --enable-unsafe-swiftshader \
    --disable-quic --no-first-run --disable-background-networking --disable-component-update \
    --disable-sync --user-data-dir="$profile" --window-size=800,600 \
    --remote-debugging-address=127.0.0.1 --remote-debugging-port="$cdp_port" \
    "http://127.0.0.1:$http_port/$query" >"$out/chromium.log" 2>&1 &
pids+=($!)

status=0
node --experimental-websocket scripts/check-web.mjs "$cdp_port" "$out" || status=$?
echo "check-web: $(($(date +%s) - start)) s in all; screenshots and console in $out"
exit "$status"
