#!/usr/bin/env python3
"""Positions judged by a UCI engine, for tuning an evaluation on them (Python 3.11, stdlib only).

Reads a samples file as `shatra-cli --game shatar tune --write-samples FILE` writes it (one
position a line: `TARGET FEN`, the target White's expected score from 0 to 1, there the
result of the self-play game) and asks a UCI engine (--engine, e.g. Fairy-Stockfish with
--variant shatar) for its score of each position (`position fen …`, `go depth D`). Writes the
same form to --out with the target replaced by the engine's judgement as White's expected
score, 1 / (1 + 10^(-cp / 400)) (a mate counts as 1 or 0), or with --result-weight W by
W × the game's result + (1 - W) × that. `tune --samples OUT` then fits the evaluation to it.

  python3 scripts/uci-label.py --samples samples.txt --engine /path/to/stockfish \\
      --variant shatar --depth 8 --jobs 2 --out labelled.txt

With --static the engine's static evaluation is asked instead of a search (Stockfish's `eval`
command, `Final evaluation` in pawns for White): an evaluation fitted to it learns the judge's
evaluation, not what its search saw (docs/engine.md: it did not play better).

A position the engine refuses (no score before `bestmove`) is left out and counted. Several
--jobs run one engine each over a share of the lines; the output keeps the input's order.
"""

import argparse
import os
import sys

from uci_engine import Engine, expected, run_parallel


def white_score(engine, fen, depth, static=False):
    """White's expected score (0 to 1) in the engine's eyes, or None without a score."""
    if static:
        # The static evaluation is White's already.
        cp = engine.static_score(f"fen {fen}")
        return None if cp is None else expected(cp)
    cp = engine.score(f"fen {fen}", depth, new_game=True)
    if cp is None:
        return None
    p = expected(cp)
    white_to_move = fen.split()[1] == "w"
    return p if white_to_move else 1.0 - p


def parse_samples(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            target, _, fen = line.partition(" ")
            try:
                result = float(target)
            except ValueError:
                sys.exit(f"{path} line {n}: '{target}' is not a number from 0 to 1")
            if not 0.0 <= result <= 1.0 or len(fen.split()) < 4:
                sys.exit(f"{path} line {n}: expected 'TARGET FEN' with a target from 0 to 1")
            out.append((result, fen.strip()))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--samples", required=True, help="TARGET FEN lines (tune --write-samples)")
    ap.add_argument("--engine", required=True, help="the UCI engine that judges")
    ap.add_argument("--variant", default="", help="its UCI_Variant (shatar)")
    ap.add_argument("--depth", type=int, default=8)
    ap.add_argument("--jobs", type=int, default=1, help="engines at once")
    ap.add_argument("--hash", type=int, default=16, help="each engine's Hash, MiB")
    ap.add_argument("--every", type=int, default=1, help="keep every Nth position")
    ap.add_argument("--result-weight", type=float, default=0.0,
                    help="share of the game's result in the target (0 to 1)")
    ap.add_argument("--static", action="store_true",
                    help="the engine's static evaluation (Stockfish's `eval`), not a search")
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    if not 0.0 <= args.result_weight <= 1.0:
        sys.exit("--result-weight must be from 0 to 1")
    if args.depth < 1 or args.jobs < 1 or args.every < 1:
        sys.exit("--depth, --jobs and --every must be at least 1")
    samples = parse_samples(args.samples)[:: args.every]
    labels = run_parallel(
        samples,
        args.jobs,
        lambda: Engine(args.engine, args.variant, 1, args.hash),
        lambda e, sample: white_score(e, sample[1], args.depth, args.static),
        progress=True,
    )
    w = args.result_weight
    kept = 0
    tmp = args.out + ".tmp"
    with open(tmp, "w", encoding="utf-8") as f:
        for (result, fen), label in zip(samples, labels):
            if label is None:
                continue
            f.write(f"{w * result + (1 - w) * label:.4f} {fen}\n")
            kept += 1
    os.replace(tmp, args.out)
    print(f"{kept} of {len(samples)} positions judged ({len(samples) - kept} without a score)"
          f" -> {args.out}")


if __name__ == "__main__":
    main()
