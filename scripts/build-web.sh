#!/usr/bin/env bash
# Builds the game for the browser and writes a static site any static host can serve:
#   scripts/build-web.sh            -> $WEB_SITE (default <wasm target dir>/web-site)
# The site: index.html (a canvas that fills the window), the game (shatra.js, shatra_bg.wasm),
# the search worker (worker.js, shatra_worker.js, shatra_worker_bg.wasm). Serve it with
# scripts/serve-web.sh. Installs what it needs: the wasm32-unknown-unknown target (rustup) and
# the wasm-bindgen CLI at the version Cargo.lock pins (cargo install, kept in ~/.cargo/bin).
# The wasm build has a target directory of its own (WASM_TARGET_DIR, default
# ~/.cache/shatra/wasm-target): a cold build takes about 30 minutes on 2 cores, then seconds.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
export CARGO_TARGET_DIR="${WASM_TARGET_DIR:-$HOME/.cache/shatra/wasm-target}"
site="${WEB_SITE:-$CARGO_TARGET_DIR/web-site}"
profile=web
target=wasm32-unknown-unknown

# The tools.
if ! rustup target list --installed | grep -qx "$target"; then
    rustup target add "$target"
fi
want=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' Cargo.lock)
have=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$have" != "$want" ]; then
    echo "== installing wasm-bindgen-cli $want (about 10 minutes, once)"
    cargo install wasm-bindgen-cli --version "=$want" --no-default-features
fi

# The game and the worker.
start=$(date +%s)
# `--lib` too: target flags apply to every package named, and `--bin shatra` alone leaves the
# worker's library built only as the game's dependency, its .wasm never copied out of deps/.
cargo build --profile "$profile" --target "$target" -p shatra -p shatra_worker --bin shatra --lib
echo "== cargo build: $(($(date +%s) - start)) s"
out="$CARGO_TARGET_DIR/$target/$profile"

# The site, written afresh beside the old one and swapped in.
tmp="$site.new"
rm -rf "$tmp"
mkdir -p "$tmp"
wasm-bindgen --target web --no-typescript --out-dir "$tmp" "$out/shatra.wasm"
wasm-bindgen --target web --no-typescript --out-dir "$tmp" "$out/shatra_worker.wasm"
cp web/index.html web/worker.js "$tmp/"
rm -rf "$site"
mv "$tmp" "$site"

size() {
    local raw gz
    raw=$(stat -c %s "$1")
    gz=$(gzip -9 -c "$1" | wc -c)
    printf '%-24s %6.1f MB raw, %6.1f MB gzipped\n' "$(basename "$1")" \
        "$(echo "$raw / 1048576" | bc -l)" "$(echo "$gz / 1048576" | bc -l)"
}
echo "== sizes"
size "$out/shatra.wasm"
size "$site/shatra_bg.wasm"
size "$site/shatra_worker_bg.wasm"
echo "== the site: $site"
echo "   serve it: scripts/serve-web.sh   (or: python3 -m http.server -d $site -b 127.0.0.1 8080)"
cd "$root"
