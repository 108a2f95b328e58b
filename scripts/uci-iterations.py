#!/usr/bin/env python3
"""How often each engine's best move changes from one iteration of its search to the next.

Takes positions from a match's games (uci-match.py's --results: every --every plies from ply
--from-ply to --to-ply of each game, at most --positions of them), asks each engine for `go
depth D` after `ucinewgame` in each, and counts, from depth --from-depth on, the iterations
whose best move (the first move of the last exact `info … pv` line of a depth) differs from the
depth before. An engine that keeps its first choice settles early; one that overturns it is
still finding better moves as it deepens (docs/engine.md, "Equal depth, four more shapes").

    python3 scripts/uci-iterations.py --results s1.jsonl --engine target/release/mongol-uci \\
        --engine <fairy-stockfish> --variant shatar --depth 11

Python 3.11, stdlib only.
"""

import argparse
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from uci_engine import Engine, EngineError, read_games  # noqa: E402


def positions(args):
    """The positions (`startpos moves …`) taken from the results file's games."""
    out = []
    for game in read_games(args.results):
        moves = game["moves"]
        for ply in range(args.from_ply, min(args.to_ply, len(moves)) + 1, args.every):
            out.append("startpos moves " + " ".join(moves[:ply]))
    return out[: args.positions] if args.positions else out


def best_by_depth(engine, position, depth):
    """The best move of each completed depth (exact scores only) and the final `bestmove`."""
    engine.send("ucinewgame")
    engine.send("isready")
    engine.until("readyok")
    engine.send(f"position {position}")
    engine.send(f"go depth {depth}")
    best = {}
    lines = engine.until("bestmove")
    for line in lines:
        w = line.split()
        if w[:1] != ["info"] or "pv" not in w or "depth" not in w:
            continue
        if "upperbound" in w or "lowerbound" in w or w.index("pv") + 1 >= len(w):
            continue
        best[int(w[w.index("depth") + 1])] = w[w.index("pv") + 1]
    final = lines[-1].split()
    return best, final[1] if len(final) > 1 else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", required=True, help="uci-match.py's JSON-lines results")
    ap.add_argument("--engine", action="append", required=True, help="an engine (repeat)")
    ap.add_argument("--variant", default="shatar", help="UCI_Variant (empty: none sent)")
    ap.add_argument("--depth", type=int, default=11)
    ap.add_argument("--from-depth", type=int, default=5, help="first depth compared")
    ap.add_argument("--from-ply", type=int, default=16)
    ap.add_argument("--to-ply", type=int, default=40)
    ap.add_argument("--every", type=int, default=8, help="plies between positions of a game")
    ap.add_argument("--positions", type=int, default=60, help="at most this many (0: all)")
    ap.add_argument("--hash", type=int, default=16, help="MiB")
    ap.add_argument("--a-option", action="append", default=[],
                    help="NAME=VALUE for the first engine only (e.g. EvalFile=w.txt)")
    args = ap.parse_args()
    if args.every < 1 or args.depth <= args.from_depth:
        ap.error("--every must be 1 or more and --depth deeper than --from-depth")
    for option in args.a_option:
        if "=" not in option:
            ap.error(f"--a-option '{option}': give NAME=VALUE")
    pos = positions(args)
    if not pos:
        sys.exit(f"{args.results}: no game reaches ply {args.from_ply}")
    finals = []
    for i, path in enumerate(args.engine):
        try:
            e = Engine(path, args.variant, hash_mib=args.hash)
            for option in args.a_option if i == 0 else []:
                name, value = option.split("=", 1)
                e.send(f"setoption name {name} value {value}")
            runs = [best_by_depth(e, p, args.depth) for p in pos]
            e.quit()
        except (EngineError, OSError) as err:
            sys.exit(f"{path}: {err}")
        changes = compared = 0
        for best, _ in runs:
            depths = sorted(d for d in best if d >= args.from_depth)
            for a, b in zip(depths, depths[1:]):
                compared += 1
                changes += best[a] != best[b]
        share = 100 * changes / compared if compared else 0
        print(f"{path}: the best move changed in {changes} of {compared} iterations "
              f"from depth {args.from_depth} to {args.depth} ({share:.0f} %)")
        finals.append([final for _, final in runs])
    if len(finals) > 1:
        same = sum(1 for moves in zip(*finals) if len(set(moves)) == 1)
        print(f"the same final move in {same} of {len(pos)} positions")


if __name__ == "__main__":
    main()
