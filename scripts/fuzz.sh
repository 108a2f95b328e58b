#!/usr/bin/env bash
# Fuzzes every parser and protocol of the engines with cargo fuzz (libFuzzer, a nightly
# toolchain):
#   scripts/fuzz.sh                  each target for 60 s
#   scripts/fuzz.sh 600 sgn spn      the named targets for 600 s each
#   scripts/fuzz.sh --runs 10000000  each target for ten million executions
#   scripts/fuzz.sh --ci             each target once over its corpus (seconds: what .ci/run does)
#   scripts/fuzz.sh --fast --runs 10000000 sgn
#                                    long runs without libFuzzer's comparison tracing (3-5 times
#                                    the executions a second; it helps most while a corpus is new)
#                                    and without a sanitizer, in a target directory of their own
# New inputs that reach new code are added to fuzz/corpus/<target>/ (keep the committed corpus
# small: `cargo fuzz cmin` shrinks it); a crash is saved under fuzz/artifacts/<target>/ and makes
# the script fail. Installs cargo-fuzz from crates.io when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cargo-fuzz >/dev/null || cargo install cargo-fuzz --locked 2>/dev/null || cargo install cargo-fuzz
build=()
target_dir="$HOME/.cache/shatra/fuzz-target"
if [ "${1:-}" = "--fast" ]; then
    build=(-s none --no-trace-compares)
    target_dir="$HOME/.cache/shatra/fuzz-target-fast"
    shift
fi
export CARGO_TARGET_DIR="${FUZZ_TARGET_DIR:-$target_dir}"
limit=(-max_total_time=60)
case "${1:-}" in
    --ci) limit=(-runs=0); shift ;;
    --runs) limit=(-runs="$2"); shift 2 ;;
    [0-9]*) limit=(-max_total_time="$1"); shift ;;
esac
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
    mapfile -t targets < <(cd fuzz && cargo +nightly fuzz list)
fi
cd fuzz
# The current target's log and scratch corpus (mktemp): removed after each target, and on any
# way out (a failure, an interrupt) by the trap.
log=""
scratch=""
cleanup() {
    rm -f "$log"
    if [ -n "$scratch" ]; then rm -rf "$scratch"; fi
    log=""
    scratch=""
}
trap cleanup EXIT
for t in "${targets[@]}"; do
    mkdir -p "corpus/$t"
    echo "== $t ${limit[*]}"
    # A run over the committed corpus alone must not grow it (CI): a scratch copy takes the new
    # inputs then.
    corpus="corpus/$t"
    if [ "${limit[0]}" = "-runs=0" ]; then
        scratch=$(mktemp -d)
        corpus="$scratch"
        cp -r "corpus/$t/." "$corpus/"
    fi
    log=$(mktemp)
    set +e
    cargo +nightly fuzz run "${build[@]}" "$t" "$corpus" -- "${limit[@]}" -rss_limit_mb=2048 -print_final_stats=1 >"$log" 2>&1
    rc=$?
    set -e
    grep -E "^(#[0-9]+.*DONE|Done|stat::number_of_executed_units|stat::peak_rss|INFO: seed corpus|SUMMARY)|panicked|ERROR" "$log" | tail -8 || true
    if [ $rc -ne 0 ]; then
        tail -40 "$log"
        echo "fuzz target $t failed (see fuzz/artifacts/$t)"
        exit 1
    fi
    cleanup
done
