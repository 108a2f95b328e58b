#!/usr/bin/env python3
"""Where a match's games were lost, in a UCI engine's eyes (Python 3.11, stdlib only).

Reads the results file of `scripts/uci-match.py` (--results: one JSON line a game, with its
moves and which side was engine A, "ours") and asks an engine (--engine, normally the match's
judge, Fairy-Stockfish) for its score of every position of each game (`position startpos moves
…`, `go depth D`). Scores are turned to engine A's side (a mate counts ±10000).

Prints, per game, its result and the score every --every plies, then the summary: at each of
--at plies, over the games that lasted that long, the median and the mean score for engine A
(clamped to ±1500) and the share of games A stood worse than -100 there; and the moves of A
that lost the most (the score before and after, in the opening and early middle game, after
the random opening plies; "after" is after the other side's reply, so that an exchange is
scored whole). It answers whether a match is lost by a slow positional slide (the
median sinking ply by ply) or by blunders (steps).

  python3 scripts/uci-trace.py --results results.jsonl --engine /path/to/stockfish \\
      --variant shatar --depth 9 --games 40
"""

import argparse
import json
import statistics
import sys

from uci_engine import Engine, EngineError, read_games


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--results", help="uci-match.py's JSON-lines results")
    ap.add_argument("--engine", help="the UCI engine that scores the positions")
    ap.add_argument("--variant", default="shatar", help="UCI_Variant (empty: none sent)")
    ap.add_argument("--depth", type=int, default=9)
    ap.add_argument("--games", type=int, default=0, help="the first N games (0: all)")
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--every", type=int, default=4, help="plies between the printed scores")
    ap.add_argument("--at", default="10,20,30,40,50,60,80", help="plies of the summary")
    ap.add_argument("--skip", type=int, default=4, help="opening plies not A's own choice")
    ap.add_argument("--worst", type=int, default=12, help="A's costliest moves to list")
    ap.add_argument("--out", help="write every game's scores here (JSON)")
    ap.add_argument("--scores", help="read the scores from an earlier --out instead of an engine")
    args = ap.parse_args()
    try:
        at = [int(x) for x in args.at.split(",")]
    except ValueError:
        sys.exit(f"--at: plies separated by commas, not '{args.at}'")
    if args.scores:
        with open(args.scores) as f:
            summarise(json.load(f), args, at)
        return
    if not args.engine:
        sys.exit("--engine: the UCI engine that scores the positions (or --scores FILE)")
    games = [
        (g["game"], g["result"], g["white"] == "ours", g["moves"])
        for g in read_games(args.results, ("game", "result", "white", "moves"))
    ]
    if args.games:
        games = games[: args.games]
    try:
        traced = trace(games, args)
    except EngineError as e:
        sys.exit(str(e))
    if args.out:
        with open(args.out, "w") as f:
            json.dump(traced, f)
    summarise(traced, args, at)


def trace(games, args):
    """Each game's scores for A, position by position, printed as they come."""
    engine = Engine(args.engine, args.variant, args.threads)
    traced = []
    for number, result, ours_white, moves in games:
        scores = []
        for ply in range(len(moves) + 1):
            position = "startpos" + (" moves " + " ".join(moves[:ply]) if ply else "")
            s = engine.score(position, args.depth)
            if s is None:
                sys.exit(f"no score for the position after: {' '.join(moves[:ply])}")
            white_to_move = ply % 2 == 0
            scores.append(s if white_to_move == ours_white else -s)
        traced.append(
            {"game": number, "result": result, "ours_white": ours_white, "moves": moves,
             "scores": scores}
        )
        side = "A White" if ours_white else "A Black"
        shown = " ".join(str(s) for s in scores[:: args.every])
        print(f"game {number} {result} {side}: {shown}", flush=True)
    engine.quit()
    return traced


def summarise(traced, args, at):
    """The score by ply, how much of the loss came in steps, and A's costliest moves."""
    print(f"\nScore for A (clamped to ±1500) by ply, depth {args.depth}:")
    print("ply  games  median   mean  worse than -100")
    for ply in at:
        v = [max(-1500, min(1500, t["scores"][ply])) for t in traced if len(t["scores"]) > ply]
        if not v:
            continue
        worse = sum(1 for x in v if x < -100) / len(v)
        print(f"{ply:3}  {len(v):5}  {statistics.median(v):6.0f}  {statistics.mean(v):5.0f}"
              f"  {worse:6.0%}")
    losses = []
    for t in traced:
        for ply, move in enumerate(t["moves"][:60]):
            ours = (ply % 2 == 0) == t["ours_white"]
            # After the reply: a capture's score is not read in the middle of the exchange.
            before = t["scores"][ply]
            after = t["scores"][min(ply + 2, len(t["scores"]) - 1)]
            if ours and ply >= args.skip and abs(before) < 1000:
                losses.append((after - before, t["game"], ply, move, before, after))
    losses.sort()
    lost = -sum(min(0, max(d, -1000)) for d, *_ in losses)
    steps = -sum(max(d, -1000) for d, *_ in losses if d <= -150)
    print(f"\nA's moves in plies {args.skip}-59 while the score was within ±1000: {len(losses)};"
          f" they lost {lost} in all (each step at most 1000), {steps} of it"
          f" ({steps / max(lost, 1):.0%}) in steps of 150 or more")
    print(f"\nA's costliest moves in plies {args.skip}-59"
          " (game, ply, move: before -> after the reply):")
    for drop, number, ply, move, before, after in losses[: args.worst]:
        print(f"  game {number} ply {ply} {move}: {before} -> {after} ({drop})")


if __name__ == "__main__":
    main()
