#!/usr/bin/env python3
"""Where two engines choose differently, which move each engine's own deeper search prefers
(Python 3.11, stdlib only).

`uci-accuracy.py` judges our moves by one referee, Fairy-Stockfish; but a referee judges by its
own evaluation, so its engine's moves look better to it. This asks both engines:

1. Positions: from the games of `scripts/uci-match.py --results` files, every --every-th
   position from ply --first to --last (either side to move), at most --limit of them, drawn
   in a seeded order; each is set by the game's moves (`position startpos moves …`), so that
   both engines know the series of checks and the repetitions that led to it.
2. Each engine chooses a move in each at its node budget (`--a-nodes`, `--b-nodes`; a fresh
   `ucinewgame` each, so that the choices do not depend on the load).
3. Where the two moves differ, each engine searches each of the two moves (`go nodes N
   searchmoves MOVE`, `--a-judge-nodes`, `--b-judge-nodes`) and scores it.

Prints how many positions the engines disagree on and, for each judge, how often it prefers
B's move, A's, or neither by more than --margin centipawns, and the mean of B's move's score
less A's (each capped at ±300). With --out, every position's moves and scores (JSON).

  python3 scripts/uci-judges.py --results s1.jsonl,s2.jsonl --a target/release/mongol-uci \\
      --b <fairy-stockfish> --limit 240 --out judges.json
"""

import argparse
import random
import statistics
import sys

from uci_engine import Engine, parse_score, read_games, run_parallel, write_json


class Judge(Engine):
    """An engine asked, at a node budget and from a fresh table, for a move or a move's score."""

    def search(self, line, nodes, only=None):
        """The best move and its score (the side to move's, centipawns; None if none came) of
        a search after the game's moves `line` to `nodes` nodes, of `only` alone where given.
        The moves, not a FEN: a FEN drops the series of checks and the repetitions."""
        self.send("ucinewgame")
        self.send(position(line))
        self.send("isready")
        self.until("readyok")
        self.send(f"go nodes {nodes}" + (f" searchmoves {only}" if only else ""))
        best, score = None, None
        for line in self.until("bestmove"):
            words = line.split()
            if words[0] == "bestmove":
                best = words[1] if len(words) > 1 else None
            elif "bound" not in line and (found := parse_score(words)) is not None:
                score = found
        return best, score


def position(line):
    """The UCI command that sets the position after the moves `line` from the start."""
    return "position startpos" + (f" moves {' '.join(line)}" if line else "")


def positions(args):
    """The positions asked about: each the game's moves to it and its FEN (engine B's `d`,
    for the report)."""
    lines = []
    for path in args.results.split(","):
        for g in read_games(path, ("moves",)):
            moves = g["moves"]
            for ply in range(args.first, min(len(moves), args.last + 1), args.every):
                lines.append(tuple(moves[:ply]))
    random.Random(args.seed).shuffle(lines)
    if args.limit:
        lines = lines[: args.limit]

    def fen(engine, line):
        engine.send(position(line))
        engine.send("d")
        for text in engine.until("Fen:"):
            if text.startswith("Fen:"):
                return line, text.split(":", 1)[1].strip()
        return line, None

    return run_parallel(lines, args.jobs, lambda: Judge(args.b, args.variant, hash_mib=64), fen)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", required=True, help="uci-match.py results files, by commas")
    ap.add_argument("--a", required=True, help="engine A (ours)")
    ap.add_argument("--b", required=True, help="engine B, which also gives the positions' FEN (`d`)")
    ap.add_argument("--variant", default="shatar")
    ap.add_argument("--a-nodes", type=int, default=40000, help="A's budget to choose a move")
    ap.add_argument("--b-nodes", type=int, default=50000, help="B's budget to choose a move")
    ap.add_argument("--a-judge-nodes", type=int, default=600000, help="A's budget as a judge")
    ap.add_argument("--b-judge-nodes", type=int, default=1200000, help="B's budget as a judge")
    ap.add_argument("--first", type=int, default=8, help="first ply (0-based) looked at")
    ap.add_argument("--last", type=int, default=80, help="last ply looked at")
    ap.add_argument("--every", type=int, default=3, help="every N-th position of a game")
    ap.add_argument("--limit", type=int, default=240, help="at most N positions (0: all)")
    ap.add_argument("--seed", type=int, default=7, help="the order the positions are drawn in")
    ap.add_argument("--margin", type=int, default=10, help="a preference, in centipawns")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--out", help="each position's moves and scores (JSON)")
    args = ap.parse_args()
    for name in ("a_nodes", "b_nodes", "a_judge_nodes", "b_judge_nodes", "every", "jobs"):
        if getattr(args, name) < 1:
            sys.exit(f"--{name.replace('_', '-')} must be at least 1")

    asked = [(line, fen) for line, fen in positions(args) if fen]

    class Pair:
        """Two engines driven as one by `run_parallel`."""

        def __init__(self):
            self.a = Judge(args.a, args.variant, hash_mib=64)
            self.b = Judge(args.b, args.variant, hash_mib=64)

        def quit(self):
            self.a.quit()
            self.b.quit()

    def both(engines, asked):
        line, fen = asked
        a, _ = engines.a.search(line, args.a_nodes)
        b, _ = engines.b.search(line, args.b_nodes)
        row = {"fen": fen, "moves": list(line), "a": a, "b": b}
        if a and b and a != b:
            row["a_judge"] = [engines.a.search(line, args.a_judge_nodes, m)[1] for m in (a, b)]
            row["b_judge"] = [engines.b.search(line, args.b_judge_nodes, m)[1] for m in (a, b)]
        return row

    rows = run_parallel(asked, args.jobs, Pair, both)
    if args.out:
        write_json(args.out, rows)
    split = [r for r in rows if "a_judge" in r]
    print(f"{len(rows)} positions, the engines' moves differ in {len(split)}")
    for judge in ("a_judge", "b_judge"):
        diffs = [r[judge][1] - r[judge][0] for r in split if None not in r[judge]]
        if not diffs:
            continue
        prefer_b = sum(d > args.margin for d in diffs)
        prefer_a = sum(d < -args.margin for d in diffs)
        mean = statistics.mean(max(-300, min(300, d)) for d in diffs)
        print(
            f"{judge[0].upper()}'s judgement: B's move better {prefer_b}, A's {prefer_a}, "
            f"within {args.margin} {len(diffs) - prefer_a - prefer_b}; B's less A's {mean:+.1f} cp"
        )


if __name__ == "__main__":
    main()
