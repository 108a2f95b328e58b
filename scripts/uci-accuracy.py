#!/usr/bin/env python3
"""How much an engine's moves lose in a stronger engine's eyes (Python 3.11, stdlib only).

A match at equal time against Fairy-Stockfish moves by two or three points between two runs of
one engine, so a change worth 20 Elo needs thousands of games to show. This measures the same
thing more directly: the engine's choices, each judged by a deep search of the referee.

1. Positions: from the games of `scripts/uci-match.py --results` files, the positions where
   engine A ("ours") was to move, from ply --from to --to, every --every-th of them.
2. The referee (--referee, normally Fairy-Stockfish) searches each to --nodes and gives its best
   move and score; positions already decided (|score| > --decided) are left out.
3. The engine under test (--engine, with --option/--eval-file) chooses a move in each with `go
   nodes --engine-nodes` (a fresh `ucinewgame` each: the same choices whatever the load).
4. Each move that is not the referee's best is scored by the referee after it (the same node
   budget); its loss is what it gives away in expected score, 1 / (1 + 10^(-cp/400)).

Prints the mean loss in expected score (×1000), the share of moves losing 50 cp or more, and
how often the referee's move was chosen; with --against an earlier --out, the difference paired
by position with its standard error. The referee's answers are kept in --cache (JSON), so that
each variant costs only its own searches and the referee's judgement of its new moves.

  python3 scripts/uci-accuracy.py --results a.jsonl,b.jsonl --referee stockfish \\
      --engine target/release/mongol-uci --engine-nodes 40000 --out base.json \\
      --cache referee.json
  python3 scripts/uci-accuracy.py ... --option EvalFile=w.txt --out new.json --against base.json
"""

import argparse
import json
import math
import os
import statistics
import sys

from uci_engine import Engine, expected, parse_score, read_games, run_parallel, write_json


class Uci(Engine):
    """An engine asked for a move and its score at a node budget, fresh each time."""

    def __init__(self, path, variant, hash_mib, options):
        super().__init__(path, variant, threads=1, hash_mib=hash_mib)
        for name, value in options:
            self.send(f"setoption name {name} value {value}")
        self.send("isready")
        self.until("readyok")

    def best(self, moves, nodes):
        self.send("ucinewgame")
        self.send(f"position startpos moves {' '.join(moves)}" if moves else "position startpos")
        self.send("isready")
        self.until("readyok")
        self.send(f"go nodes {nodes}")
        score = None
        best = None
        for line in self.until("bestmove"):
            words = line.split()
            if words[0] == "bestmove":
                best = words[1] if len(words) > 1 else None
            elif (found := parse_score(words)) is not None:
                score = found
        return best, score


def positions(args):
    found = []
    for path in args.results.split(","):
        for g in read_games(path, ("a_colour", "moves")):
            ours = 0 if g["a_colour"] == "w" else 1
            mine = [p for p in range(len(g["moves"])) if p % 2 == ours]
            mine = [p for p in mine if args.first <= p <= args.last]
            for p in mine[:: args.every]:
                found.append(tuple(g["moves"][:p]))
    return found


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", required=True, help="uci-match.py results files, by commas")
    ap.add_argument("--referee", required=True, help="the judging UCI engine")
    ap.add_argument("--engine", required=True, help="the UCI engine under test")
    ap.add_argument("--variant", default="shatar")
    ap.add_argument("--option", action="append", default=[], help="NAME=VALUE for --engine")
    ap.add_argument("--engine-nodes", type=int, default=40000)
    ap.add_argument("--nodes", type=int, default=400000, help="the referee's budget")
    ap.add_argument("--first", type=int, default=6, help="first ply (0-based) looked at")
    ap.add_argument("--last", type=int, default=90, help="last ply looked at")
    ap.add_argument("--every", type=int, default=3, help="every N-th of our positions")
    ap.add_argument("--limit", type=int, default=0, help="at most N positions (0: all)")
    ap.add_argument("--decided", type=int, default=600, help="leave out |score| above this")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cache", required=True, help="the referee's answers (JSON, kept)")
    ap.add_argument("--out", help="write each position's move and loss here (JSON)")
    ap.add_argument("--against", help="an earlier --out to compare with, paired")
    args = ap.parse_args()
    options = []
    for o in args.option:
        name, sep, value = o.partition("=")
        if not sep:
            sys.exit(f"--option: NAME=VALUE, not '{o}'")
        options.append((name, value))

    cache = {}
    if os.path.exists(args.cache):
        with open(args.cache) as f:
            cache = json.load(f)

    def referee():
        return Uci(args.referee, args.variant, 16, [])

    def ref_key(moves):
        return f"{args.nodes}|{' '.join(moves)}"

    def ask_referee(lines, what):
        """The referee's move and score after each of `lines` it has not judged yet."""
        todo = [line for line in lines if ref_key(line) not in cache]
        if todo:
            print(f"referee: {len(todo)} {what}", file=sys.stderr)
            judged = run_parallel(todo, args.jobs, referee, lambda e, line: e.best(line, args.nodes))
            for line, r in zip(todo, judged):
                cache[ref_key(line)] = r
            write_json(args.cache, cache)

    pos = positions(args)
    ask_referee(pos, "positions")
    pos = [p for p in pos if cache[ref_key(p)][1] is not None and abs(cache[ref_key(p)][1]) <= args.decided]
    if args.limit:
        pos = pos[: args.limit]
    print(f"{len(pos)} positions", file=sys.stderr)

    ours = run_parallel(
        pos,
        args.jobs,
        lambda: Uci(args.engine, args.variant, 16, options),
        lambda e, p: e.best(p, args.engine_nodes)[0],
    )
    for p, m in zip(pos, ours):
        if not m:
            sys.exit(f"the engine gave no move after 'position startpos moves {' '.join(p)}'")
    after = sorted({p + (m,) for p, m in zip(pos, ours) if m and m != cache[ref_key(p)][0]})
    ask_referee(after, "moves")

    rows = {}
    for p, m in zip(pos, ours):
        best, score = cache[ref_key(p)]
        if m == best:
            loss_cp = 0
        else:
            s = cache[ref_key(p + (m,))][1]
            # No score after the move: the referee saw nothing to search (a draw).
            after_cp = -s if s is not None else 0
            loss_cp = max(0, score - after_cp)
        loss = max(0.0, expected(score) - expected(score - loss_cp))
        rows[" ".join(p)] = {"move": m, "best": best, "loss_cp": loss_cp, "loss": loss}
    losses = [r["loss"] for r in rows.values()]
    n = len(losses)
    mean = statistics.fmean(losses)
    se = statistics.stdev(losses) / math.sqrt(n)
    big = sum(r["loss_cp"] >= 50 for r in rows.values()) / n
    same = sum(r["move"] == r["best"] for r in rows.values()) / n
    print(f"{n} positions: mean loss {1000 * mean:.1f} ‰ (se {1000 * se:.1f}), "
          f"≥50 cp {100 * big:.1f} %, the referee's move {100 * same:.1f} %")
    if args.out:
        write_json(args.out, rows)
    if args.against:
        with open(args.against) as f:
            base = json.load(f)
        d = [rows[k]["loss"] - base[k]["loss"] for k in rows if k in base]
        changed = sum(rows[k]["move"] != base[k]["move"] for k in rows if k in base)
        md = statistics.fmean(d)
        sd = statistics.stdev(d) / math.sqrt(len(d))
        print(f"against {args.against}: {1000 * md:+.2f} ‰ (se {1000 * sd:.2f}) over "
              f"{len(d)} positions, {changed} moves changed")


if __name__ == "__main__":
    main()
