#!/usr/bin/env bash
# Serves the site scripts/build-web.sh wrote, on 127.0.0.1 (port 8080, or the first argument):
#   scripts/serve-web.sh [port]   then open http://127.0.0.1:8080/?white=human&black=computer:3
set -euo pipefail
cd "$(dirname "$0")/.."
target="${WASM_TARGET_DIR:-$HOME/.cache/shatra/wasm-target}"
site="${WEB_SITE:-$target/web-site}"
port="${1:-8080}"
[ -f "$site/index.html" ] || { echo "no site in $site: run scripts/build-web.sh" >&2; exit 1; }
echo "http://127.0.0.1:$port/"
exec python3 -m http.server --directory "$site" --bind 127.0.0.1 "$port"
