#!/usr/bin/env python3
"""A match between two UCI engines, refereed by a third UCI process (Python 3.11, stdlib only).

Plays N games of a variant (`setoption name UCI_Variant value V`, as Fairy-Stockfish speaks it)
between engine A and engine B, the colours alternating: games 2k and 2k+1 start from the same
opening, A White in the first, Black in the second. Each move is asked for with
`position startpos|fen F moves …` and `go movetime M` (--a-movetime/--b-movetime give the
sides different times: time odds), or `go nodes N` (--nodes, --a-nodes/--b-nodes: a node budget
a move, which the machine's load does not change, so a match can run beside other work and be
played again move for move), or `go depth D` (--depth, --a-depth/--b-depth: what each engine
makes of a given depth, as load-free) (or `go wtime … btime … winc … binc …`
with the referee keeping the clocks: a side that overruns its clock by more than --time-margin
loses on time).

The referee (--judge) is an engine-independent UCI process that answers Fairy-Stockfish's `d`
(its `Fen:`, `Checkers:` lines) and `go perft 1` (one `move: 1` line per legal move): normally a
Fairy-Stockfish binary; for hiashatar, which Fairy-Stockfish does not play, our own mongol-uci
(it answers both the same way; a referee from the same rules code as the players, so it checks
the players' search, not the rules, which the perft values of RULES-MONGOLIAN.md check). After every ply it gives the legal moves and the checkers; the script
decides the end of the game:

* no legal move: mate (in check) or stalemate. In shatar the mate's outcome follows
  RULES-MONGOLIAN.md §1.3 (knights alone: the mater loses; a series of checks with a shak, a
  check by a bers, rook or knight, unbroken since the mater's last quiet move: the mater wins;
  else niol, a draw), computed here from the checkers, and compared with the judge's own
  `go` answer (`score mate 0` for a decided mate, `score cp 0` for a draw). In other variants
  the judge's score decides (mate: the side to move loses; cp 0: a draw);
* shatar: a bare king on either side (robado), a draw at once; hiashatar: drawn material
  (king and hia against king and hia, king against king and at most one bishop or knight,
  §2.4), a draw at once;
* the same position (in shatar and hiashatar the placement and the side to move, §0; else the
  FEN's first four fields) for the third time, or --nmove-plies plies (100) without a capture or a pawn move: a draw;
* --max-plies (300) plies: adjudicated a draw.

Checks of the engines, each listed as a problem in the log and the summary: a move not among
the judge's legal moves (the mover loses), `bestmove (none)` while the judge has legal moves
(the side loses), no answer within the time (loses), `info string … refused …` / `illegal` /
`error` lines after a position was sent, and with --check-fen ENGINE (an engine answering `d`
with `info string … fen <FEN>`, as mongol-uci does) a FEN that differs from the judge's. At a
mate or stalemate both engines are asked once more and must answer `bestmove (none)`.

Openings: --openings FILE (one line of coordinate moves each; `#` comments), else seeded
random ones of --random-plies MIN-MAX plies (--seed) picked among the judge's legal moves;
either way each opening is played twice, colours swapped.

Output: a PGN of every game (SAN, with the engine's score/depth/time as comments), a log of the
exchange, a JSON-lines file of results (--results; --resume continues a match from it, which
must have been started with the same arguments), and at the end W/D/L of engine A, its score,
the Elo difference with a 95 % interval (trinomial, and pentanomial over the opening pairs),
and how the games ended.

Example (shatar, mongol-uci against Fairy-Stockfish, 100 ms a move):
  scripts/uci-match.py --a target/release/mongol-uci --b ./fairy-stockfish \
      --judge ./fairy-stockfish --variant shatar --games 200 --movetime 100 \
      --option Threads=1 --option Hash=64 --check-fen a --seed 1 --pgn games.pgn
"""

import argparse
import datetime
import json
import math
import os
import queue
import random
import shlex
import subprocess
import sys
import threading
import time
from collections import Counter


# ---------------------------------------------------------------------------------------------
# An engine process


class EngineError(Exception):
    pass


class Engine:
    """One UCI process; lines are read by a thread so that every wait has a timeout."""

    def __init__(self, name, command, log, cwd=None):
        self.name = name
        self.command = command
        self.log = log
        self.proc = subprocess.Popen(
            shlex.split(command),
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            bufsize=0,
        )
        self.lines = queue.Queue()
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()
        self.id_name = name
        self.options = {}
        self.quiet = False  # the judge: only its summaries go to the log

    def _read(self):
        for raw in self.proc.stdout:
            self.lines.put(raw.decode("latin-1").rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line):
        if not self.quiet:
            self.log.write(f"{self.name} < {line}\n")
        try:
            self.proc.stdin.write((line + "\n").encode("latin-1"))
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError) as e:
            raise EngineError(f"{self.name}: cannot write ({e})")

    def read(self, deadline, quiet=False):
        """The next line, or EngineError past the deadline (a time.monotonic() value)."""
        left = deadline - time.monotonic()
        try:
            line = self.lines.get(timeout=max(left, 0.0))
        except queue.Empty:
            raise EngineError(f"{self.name}: no answer in time")
        if line is None:
            raise EngineError(f"{self.name}: the process ended (exit {self.proc.poll()})")
        if not (quiet or self.quiet):
            self.log.write(f"{self.name} > {line}\n")
        return line

    def until(self, predicate, timeout, quiet=False):
        """Lines up to and including the first one for which predicate is true."""
        deadline = time.monotonic() + timeout
        got = []
        while True:
            line = self.read(deadline, quiet)
            got.append(line)
            if predicate(line):
                return got

    def handshake(self, variant, options, timeout=30):
        self.send("uci")
        for line in self.until(lambda l: l == "uciok", timeout):
            if line.startswith("id name "):
                self.id_name = line[len("id name "):]
            if line.startswith("option name "):
                words = line.split()
                if "type" in words:
                    self.options[" ".join(words[2:words.index("type")]).lower()] = line
        for name, value in options:
            if name.lower() not in self.options:
                self.log.write(f"{self.name}: has no option '{name}'; set anyway\n")
            self.send(f"setoption name {name} value {value}")
        if variant:
            self.send(f"setoption name UCI_Variant value {variant}")
        self.ready(timeout)

    def ready(self, timeout=30):
        self.send("isready")
        return self.until(lambda l: l == "readyok", timeout)

    def quit(self):
        try:
            self.send("quit")
            self.proc.wait(timeout=5)
        except Exception:
            self.proc.kill()
            self.proc.wait()


def limit_of(args, key, what):
    """Side `key`'s ("a" or "b") limit a move of kind `what` (nodes, depth, movetime): its own
    --a-/--b- value, else the common one (0: none)."""
    return getattr(args, f"{key}_{what}") or getattr(args, what)


def position_command(fen, moves):
    start = f"fen {fen}" if fen else "startpos"
    return f"position {start} moves {' '.join(moves)}" if moves else f"position {start}"


# ---------------------------------------------------------------------------------------------
# The judge (Fairy-Stockfish's `d` and `go perft 1`)


class Judge:
    def __init__(self, engine):
        self.engine = engine

    def look(self, fen, moves):
        """(fen, checker squares, legal moves) of the position after moves."""
        e = self.engine
        e.send(position_command(fen, moves))
        e.send("d")
        lines = e.ready(30)
        now_fen, checkers = None, None
        for line in lines:
            if line.startswith("Fen: "):
                now_fen = line[5:].strip()
            elif line.startswith("Checkers:"):
                checkers = line[len("Checkers:"):].split()
            elif "refused" in line or "illegal" in line.lower():
                raise EngineError(f"judge: {line} after {' '.join(moves)}")
        if now_fen is None or checkers is None:
            raise EngineError("judge: no 'Fen:' or 'Checkers:' in its 'd' answer")
        e.send("go perft 1")
        legal = []
        for line in e.until(lambda l: l.startswith("Nodes searched"), 60, quiet=True):
            head, sep, tail = line.partition(":")
            if sep and tail.strip() == "1" and " " not in head:
                legal.append(head)
        e.log.write(f"judge: {now_fen} checkers [{' '.join(checkers)}] {len(legal)} moves\n")
        return now_fen, checkers, legal

    def terminal_score(self, fen, moves):
        """The judge's `score` at a position without moves (`mate 0`, `cp 0`, …)."""
        e = self.engine
        e.send(position_command(fen, moves))
        e.send("go depth 1")
        score = None
        for line in e.until(lambda l: l.startswith("bestmove"), 30):
            if " score " in line:
                w = line.split()
                i = w.index("score")
                score = " ".join(w[i + 1:i + 3])
        e.log.write(f"judge: no legal move, its score {score}\n")
        return score


# ---------------------------------------------------------------------------------------------
# Board text: FEN placement, SAN


def board_of(fen):
    """{square name: piece letter} from a FEN's placement (any size up to 26 files)."""
    rows = fen.split()[0].split("/")
    board = {}
    ranks = len(rows)
    for r, row in enumerate(rows):
        f, i = 0, 0
        while i < len(row):
            c = row[i]
            if c.isdigit():
                j = i
                while j < len(row) and row[j].isdigit():
                    j += 1
                f += int(row[i:j])
                i = j
                continue
            if c in "+~":  # promoted-piece marks of some variants
                i += 1
                continue
            if c.isalpha():
                board[f"{chr(97 + f)}{ranks - r}"] = c
                f += 1
            i += 1
    return board


def hiashatar_dead(board):
    """Hiashatar's drawn material (RULES-MONGOLIAN.md §2.4): king and hia against king and hia,
    king against king, king against king and one bishop or knight."""
    men = {side: sorted(p.lower() for p in board.values() if p.isupper() == (side == "w")
                        and p.lower() != "k") for side in "wb"}
    w, b = men["w"], men["b"]
    if w == ["h"] and b == ["h"]:
        return True
    return (not w and b in ([], ["b"], ["n"])) or (not b and w in ([], ["b"], ["n"]))


def split_move(m):
    """(from, to, promotion letter or '') of a coordinate move; drops (`P@e4`) give from=None."""
    if "@" in m:
        return None, m[2:4 + (len(m) > 4 and m[4].isdigit())], m[0]
    i = 1
    while i < len(m) and m[i].isdigit():
        i += 1
    frm = m[:i]
    j = i + 1
    while j < len(m) and m[j].isdigit():
        j += 1
    return frm, m[i:j], m[j:]


def san(board, move, legal, gives_check, mates):
    frm, to, promo = split_move(move)
    suffix = "#" if mates else "+" if gives_check else ""
    if frm is None:
        return f"{promo.upper()}@{to}{suffix}"
    piece = board.get(frm, "?")
    kind = piece.upper()
    target = board.get(to)
    if kind == "K" and frm[1:] == to[1:] and abs(ord(frm[0]) - ord(to[0])) == 2 and not target:
        return ("O-O" if to[0] > frm[0] else "O-O-O") + suffix
    if kind == "P":
        capture = frm[0] != to[0]
        text = f"{frm[0]}x{to}" if capture else to
        if promo:
            text += "=" + promo.upper()
        return text + suffix
    rivals = []
    for other in legal:
        f2, t2, _ = split_move(other)
        if f2 and f2 != frm and t2 == to and board.get(f2) == piece:
            rivals.append(f2)
    dis = ""
    if rivals:
        if all(r[0] != frm[0] for r in rivals):
            dis = frm[0]
        elif all(r[1:] != frm[1:] for r in rivals):
            dis = frm[1:]
        else:
            dis = frm
    text = f"{kind}{dis}{'x' if target else ''}{to}"
    if promo:
        text += "=" + promo.upper()
    return text + suffix


# ---------------------------------------------------------------------------------------------
# Openings


def load_openings(path):
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                out.append(line.split())
    return out


def random_opening(judge, fen, rng, lo, hi, tries=50):
    for _ in range(tries):
        n = rng.randint(lo, hi)
        moves = []
        ok = True
        for _ in range(n):
            _, _, legal = judge.look(fen, moves)
            if not legal:
                ok = False
                break
            moves.append(rng.choice(sorted(legal)))
        if ok and judge.look(fen, moves)[2]:
            return moves
    raise SystemExit("could not make a random opening that leaves a legal move")


# ---------------------------------------------------------------------------------------------
# Statistics


def elo(score):
    score = min(max(score, 1e-9), 1 - 1e-9)
    return -400 * math.log10(1 / score - 1)


def los(w, l):
    return 0.5 * (1 + math.erf((w - l) / math.sqrt(2 * (w + l)))) if w + l else 0.5


def interval(points):
    """Mean of the points (each in [0, 1]) and its 95 % normal interval."""
    n = len(points)
    mean = sum(points) / n
    var = sum((p - mean) ** 2 for p in points) / n
    half = 1.959964 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def wilson(score, n, z=1.959964):
    """The Wilson score interval of a score over n games (draws as half points)."""
    centre = (score + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(score * (1 - score) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(centre - half, 0.0), min(centre + half, 1.0)


def elo_text(mean, lo, hi):
    def e(s):
        return "-inf" if s <= 0 else "+inf" if s >= 1 else f"{elo(s):+.0f}"

    return f"{e(mean)} ({e(lo)} .. {e(hi)})"


# ---------------------------------------------------------------------------------------------
# A game


class Side:
    def __init__(self, key, engine, options):
        self.key = key  # "a" or "b"
        self.engine = engine
        self.options = options


def pgn_escape(s):
    return s.replace("\\", "\\\\").replace('"', '\\"')


class Match:
    def __init__(self, args):
        self.args = args
        self.log = open(args.log, "a", encoding="utf-8", buffering=1)
        self.log.write(f"==== {datetime.datetime.now().isoformat()} {' '.join(sys.argv)}\n")
        common = [parse_option(o) for o in args.option]
        self.sides = {
            "a": Side("a", Engine(args.a_name, args.a, self.log),
                      common + [parse_option(o) for o in args.a_option]),
            "b": Side("b", Engine(args.b_name, args.b, self.log),
                      common + [parse_option(o) for o in args.b_option]),
        }
        for s in self.sides.values():
            s.engine.handshake(args.variant, s.options)
        self.judge = Judge(Engine("judge", args.judge, self.log))
        self.judge.engine.handshake(args.variant, [])
        self.judge.engine.quiet = not args.log_info
        self.check_fen = set(args.check_fen)
        self.shatar = args.variant.lower() == "shatar"
        self.hiashatar = args.variant.lower() == "hiashatar"
        self.mongol = self.shatar or self.hiashatar

    def restart(self, key):
        """A fresh process for an engine that crashed or hung."""
        s = self.sides[key]
        try:
            s.engine.proc.kill()
        except Exception:
            pass
        name = s.engine.name
        cmd = self.args.a if key == "a" else self.args.b
        s.engine = Engine(name, cmd, self.log)
        s.engine.handshake(self.args.variant, s.options)

    def engine_fen(self, side, fen, moves):
        """The FEN an engine reports with `d` (`info string … fen <FEN>`)."""
        e = side.engine
        e.send(position_command(fen, moves))
        e.send("d")
        got = None
        problems = []
        for line in e.ready(10):
            if line.startswith("info string") and " fen " in line:
                got = line.split(" fen ", 1)[1].strip()
            elif line.startswith("info string") and any(
                w in line.lower() for w in ("refused", "illegal", "error")
            ):
                problems.append(line)
        return got, problems

    def play(self, number, opening):
        args = self.args
        white_key = "a" if number % 2 == 0 else "b"
        black_key = "b" if white_key == "a" else "a"
        colour_of = {white_key: "w", black_key: "b"}
        by_colour = {"w": self.sides[white_key], "b": self.sides[black_key]}
        fen0 = args.fen
        moves = []
        comments = []
        sans = []
        problems = []
        seen = Counter()
        flag = {"w": False, "b": False}  # shatar: the check series holds a shak
        clock = {"w": args.wtime, "b": args.btime}
        for s in self.sides.values():
            s.engine.send("ucinewgame")
            s.engine.ready()

        now_fen, checkers, legal = self.judge.look(fen0, moves)
        turn = now_fen.split()[1]

        def key_of(fen):
            f = fen.split()
            # Shatar and hiashatar repeat by "the same placement with the same side to move"
            # (RULES-MONGOLIAN.md §0), as the engines under test count it: neither the check
            # series' flags nor the en-passant squares.
            if self.mongol:
                return (f[0], f[1])
            return (f[0], f[1], f[2] if len(f) > 2 else "", f[3] if len(f) > 3 else "")

        def after_move(mover, mv):
            """Plays mv on the judge's position; returns the SAN."""
            nonlocal now_fen, checkers, legal, turn
            board, old_legal = board_of(now_fen), legal
            moves.append(mv)
            now_fen, checkers, legal = self.judge.look(fen0, moves)
            turn = now_fen.split()[1]
            if checkers:
                new_board = board_of(now_fen)
                shak = any(new_board.get(sq, "").lower() in "nrj" for sq in checkers)
                flag[mover] = flag[mover] or shak
            else:
                flag[mover] = False
            seen[key_of(now_fen)] += 1
            return san(board, mv, old_legal, bool(checkers), bool(checkers) and not legal)

        seen[key_of(now_fen)] += 1
        for mv in opening:
            if mv not in legal:
                raise SystemExit(f"opening move {mv} is not legal after {' '.join(moves)}")
            sans.append(after_move(turn, mv))
            comments.append("book")

        result, reason = None, None
        while result is None:
            mover_colour = turn
            # ---- is the game over?
            if self.shatar:  # robado comes first: a capture that bares a king and mates draws
                pieces = board_of(now_fen).values()
                if sum(1 for p in pieces if p.isupper()) == 1 or \
                        sum(1 for p in pieces if p.islower()) == 1:
                    result, reason = "1/2-1/2", "robado (a bare king)"
                    break
            if self.hiashatar and hiashatar_dead(board_of(now_fen)):
                result, reason = "1/2-1/2", "drawn material (RULES-MONGOLIAN.md §2.4)"
                break
            if not legal:
                result, reason = self.no_move_result(fen0, moves, checkers, now_fen, turn,
                                                     flag, problems)
                break
            if seen[key_of(now_fen)] >= 3:
                result, reason = "1/2-1/2", "threefold repetition"
                break
            f = now_fen.split()
            if len(f) > 4 and f[4].isdigit() and int(f[4]) >= args.nmove_plies:
                result, reason = "1/2-1/2", f"{args.nmove_plies} plies without capture or pawn move"
                break
            if len(moves) >= args.max_plies:
                result, reason = "1/2-1/2", f"adjudicated: {args.max_plies} plies"
                break
            # ---- the engines look at the position
            for key in sorted(self.check_fen):
                side = self.sides[key]
                try:
                    got, bad = self.engine_fen(side, fen0, moves)
                except EngineError as e:
                    got, bad = None, [str(e)]
                for line in bad:
                    problems.append(f"{side.engine.name} at ply {len(moves)} "
                                    f"({' '.join(moves)}): {line}")
                if got is not None and got.split() != now_fen.split():
                    problems.append(
                        f"{side.engine.name} FEN differs at ply {len(moves)} after "
                        f"'{' '.join(moves)}': engine '{got}', judge '{now_fen}'")
            # ---- the mover moves
            side = by_colour[mover_colour]
            e = side.engine
            e.send(position_command(fen0, moves))
            nodes = limit_of(args, side.key, "nodes")
            depth = limit_of(args, side.key, "depth")
            if nodes:
                go = f"go nodes {nodes}"
                limit = args.hang_s
            elif depth:
                go = f"go depth {depth}"
                limit = args.hang_s
            elif args.movetime:
                ms = limit_of(args, side.key, "movetime")
                go = f"go movetime {ms}"
                limit = ms / 1000 + args.hang_s
            else:
                go = (f"go wtime {max(int(clock['w']), 1)} btime {max(int(clock['b']), 1)} "
                      f"winc {args.winc} binc {args.binc}")
                limit = clock[mover_colour] / 1000 + args.hang_s
            t0 = time.monotonic()
            e.send(go)
            info = {}
            try:
                lines = e.until(lambda l: l.startswith("bestmove"), limit,
                                quiet=not args.log_info)
            except EngineError as err:
                problems.append(f"{e.name} at ply {len(moves)}: {err}")
                result = "0-1" if mover_colour == "w" else "1-0"
                reason = f"{e.name}: {err}"
                self.restart(side.key)
                break
            spent = time.monotonic() - t0
            for line in lines:
                if line.startswith("info") and " score " in line and "string" not in line:
                    w = line.split()
                    i = w.index("score")
                    info["score"] = " ".join(w[i + 1:i + 3])
                    if "depth" in w:
                        info["depth"] = w[w.index("depth") + 1]
                elif line.startswith("info string") and any(
                        x in line.lower() for x in ("refused", "illegal", "error")):
                    problems.append(f"{e.name} at ply {len(moves)} ({' '.join(moves)}): {line}")
                if not args.log_info and (not line.startswith("info") or "string" in line):
                    self.log.write(f"{e.name} > {line}\n")
            if not args.log_info and len(lines) > 1:
                self.log.write(f"{e.name} > {lines[-2]}\n")
            best = lines[-1].split()[1] if len(lines[-1].split()) > 1 else "(none)"
            if not args.movetime and not nodes and not depth:
                clock[mover_colour] -= spent * 1000
                if clock[mover_colour] < -args.time_margin:
                    result = "0-1" if mover_colour == "w" else "1-0"
                    reason = f"{e.name} lost on time"
                    break
                clock[mover_colour] += args.winc if mover_colour == "w" else args.binc
            if best not in legal:
                what = "bestmove (none)" if best in ("(none)", "0000") else f"illegal move {best}"
                problems.append(
                    f"{e.name} at ply {len(moves)}: {what}; position "
                    f"'{position_command(fen0, moves)}' (FEN {now_fen}); judge's moves: "
                    f"{' '.join(sorted(legal))}")
                result = "0-1" if mover_colour == "w" else "1-0"
                reason = f"{e.name}: {what}"
                break
            sans.append(after_move(mover_colour, best))
            score = info.get("score", "?")
            if score.startswith("cp "):
                score = f"{int(score[3:]) / 100:+.2f}"
            elif score.startswith("mate "):
                n = int(score[5:])
                score = f"{'+' if n > 0 else '-'}M{abs(n)}"
            comments.append(f"{score}/{info.get('depth', '?')} {spent:.3f}s")

        game = {
            "game": number,
            "white": self.sides[white_key].engine.name,
            "black": self.sides[black_key].engine.name,
            "a_colour": colour_of["a"],
            "opening": opening,
            "moves": moves,
            "result": result,
            "reason": reason,
            "plies": len(moves),
            "final_fen": now_fen,
            "problems": problems,
        }
        self.write_pgn(game, sans, comments)
        return game

    def no_move_result(self, fen0, moves, checkers, now_fen, turn, flag, problems):
        """Mate or stalemate: the result, the reason; both engines are asked once more."""
        mover = "b" if turn == "w" else "w"  # the side that made the last move
        win_for = {"w": "1-0", "b": "0-1"}
        judge_score = self.judge.terminal_score(fen0, moves)
        if not checkers:
            result, reason = "1/2-1/2", "stalemate"
            if judge_score and judge_score.startswith("mate"):
                # The judge's variant decides stalemate (`mate 0` either way): taken as a loss
                # for the side stalemated, as the variants that score it mostly do.
                result, reason = win_for[mover], f"stalemate (judge: {judge_score})"
                if self.shatar:
                    problems.append(f"judge scores stalemate '{judge_score}' after "
                                    f"'{' '.join(moves)}'")
        elif self.shatar:
            board = board_of(now_fen)
            kinds = {board.get(sq, "?").lower() for sq in checkers}
            if kinds == {"n"}:
                result, reason = win_for[turn], "knight mate (the mater loses)"
            elif flag[mover]:
                result, reason = win_for[mover], (
                    f"mate, the series of checks with a shak (mating men: "
                    f"{''.join(sorted(kinds))})")
            else:
                result, reason = "1/2-1/2", (
                    f"niol: mate without a shak in the series (mating men: "
                    f"{''.join(sorted(kinds))})")
            judge_draw = judge_score == "cp 0"
            if judge_draw != (result == "1/2-1/2"):
                problems.append(
                    f"judge's score '{judge_score}' disagrees with the referee's '{reason}' "
                    f"after '{' '.join(moves)}'")
        else:
            if judge_score == "cp 0":
                result, reason = "1/2-1/2", f"mate scored as a draw by the judge"
            else:
                result, reason = win_for[mover], "mate"
        # Both engines should see no move here.
        for s in self.sides.values():
            e = s.engine
            try:
                e.send(position_command(fen0, moves))
                e.send("go movetime 50")
                lines = e.until(lambda l: l.startswith("bestmove"), 10)
                best = lines[-1].split()[1] if len(lines[-1].split()) > 1 else "(none)"
                if best not in ("(none)", "0000"):
                    problems.append(
                        f"{e.name} plays {best} where the judge sees no legal move "
                        f"({reason}) after '{' '.join(moves)}' (FEN {now_fen})")
            except EngineError as err:
                problems.append(f"{e.name} at the end: {err}")
                self.restart(s.key)
        return result, reason

    def write_pgn(self, game, sans, comments):
        a = self.args
        tags = [
            ("Event", a.event),
            ("Site", a.site),
            ("Date", datetime.date.today().strftime("%Y.%m.%d")),
            ("Round", str(game["game"] + 1)),
            ("White", game["white"]),
            ("Black", game["black"]),
            ("Result", game["result"]),
            ("Variant", a.variant.capitalize()),
        ]
        if a.fen:
            tags += [("SetUp", "1"), ("FEN", a.fen)]
        tc = f"movetime {a.movetime} ms" if a.movetime else f"{a.wtime}+{a.winc} ms"
        # Each colour's own limit where the sides have different ones.
        white, black = ("a", "b") if game["a_colour"] == "w" else ("b", "a")
        if a.nodes or a.a_nodes or a.b_nodes:
            tc = (f"nodes {limit_of(a, white, 'nodes')} (White), "
                  f"nodes {limit_of(a, black, 'nodes')} (Black)")
        elif a.depth or a.a_depth or a.b_depth:
            tc = (f"depth {limit_of(a, white, 'depth')} (White), "
                  f"depth {limit_of(a, black, 'depth')} (Black)")
        elif a.movetime and (a.a_movetime or a.b_movetime):
            tc = (f"movetime {limit_of(a, white, 'movetime')} ms (White), "
                  f"{limit_of(a, black, 'movetime')} ms (Black)")
        tags += [
            ("TimeControl", tc),
            ("PlyCount", str(game["plies"])),
            ("Termination", game["reason"]),
            ("Opening", " ".join(game["opening"])),
        ]
        words = []
        black_first = bool(a.fen) and a.fen.split()[1] == "b"
        for i, (s, c) in enumerate(zip(sans, comments)):
            ply = i + (1 if black_first else 0)
            if ply % 2 == 0:
                words.append(f"{ply // 2 + 1}.")
            elif i == 0:
                words.append(f"{ply // 2 + 1}...")
            words.append(s)
            words.append("{" + c + "}")
        words.append("{" + game["reason"] + "}")
        words.append(game["result"])
        lines, line = [], ""
        for w in words:
            if line and len(line) + 1 + len(w) > 79:
                lines.append(line)
                line = w
            else:
                line = f"{line} {w}" if line else w
        lines.append(line)
        with open(a.pgn, "a", encoding="utf-8") as f:
            for k, v in tags:
                f.write(f'[{k} "{pgn_escape(v)}"]\n')
            f.write("\n" + "\n".join(lines) + "\n\n")

    def close(self):
        for s in self.sides.values():
            s.engine.quit()
        self.judge.engine.quit()


def parse_option(text):
    name, sep, value = text.partition("=")
    if not sep:
        raise SystemExit(f"an option is NAME=VALUE, not '{text}'")
    return name.strip(), value.strip()


# ---------------------------------------------------------------------------------------------
# The summary


def summary(games, a_name, b_name):
    n = len(games)
    if not n:
        return "no games"
    points = []
    w = d = l = 0
    for g in games:
        r = g["result"]
        p = 0.5 if r == "1/2-1/2" else (1.0 if (r == "1-0") == (g["a_colour"] == "w") else 0.0)
        points.append(p)
        w += p == 1.0
        d += p == 0.5
        l += p == 0.0
    mean, lo, hi = interval(points)
    wlo, whi = wilson(mean, n)
    out = [
        f"{a_name} vs {b_name}: {n} games, {a_name} +{w} ={d} -{l}, "
        f"score {100 * mean:.1f} % ({w + d / 2:g}/{n})",
        f"Elo of {a_name}: {elo_text(mean, lo, hi)} (95 %, trinomial), LOS {100 * los(w, l):.1f} %",
        f"Wilson 95 % interval of the score (holds at 0 % or 100 % too): "
        f"{100 * wlo:.1f} .. {100 * whi:.1f} %, Elo {elo_text(mean, wlo, whi)}",
    ]
    pairs = {}
    for g, p in zip(games, points):
        pairs.setdefault(g["game"] // 2, []).append(p)
    full = [sum(v) / 2 for v in pairs.values() if len(v) == 2]
    if len(full) >= 2:
        pm, plo, phi = interval(full)
        penta = Counter(sum(v) for v in pairs.values() if len(v) == 2)
        out.append(
            f"pentanomial over {len(full)} opening pairs (0, 0.5, 1, 1.5, 2 points: "
            f"{', '.join(str(penta.get(k, 0)) for k in (0, 0.5, 1, 1.5, 2))}): "
            f"Elo {elo_text(pm, plo, phi)}")
    a_white = [p for g, p in zip(games, points) if g["a_colour"] == "w"]
    a_black = [p for g, p in zip(games, points) if g["a_colour"] == "b"]
    if a_white and a_black:
        out.append(f"{a_name} as White {sum(a_white):g}/{len(a_white)}, as Black "
                   f"{sum(a_black):g}/{len(a_black)}")
    ends = Counter()
    for g, p in zip(games, points):
        who = {1.0: f"{a_name} won", 0.5: "draw", 0.0: f"{b_name} won"}[p]
        reason = g["reason"].split(" (mating men")[0]
        ends[f"{who}: {reason}"] += 1
    out.append("how the games ended:")
    for k, v in sorted(ends.items(), key=lambda kv: -kv[1]):
        out.append(f"  {v:4d}  {k}")
    out.append(f"mean length {sum(g['plies'] for g in games) / n:.1f} plies")
    probs = [(g["game"], p) for g in games for p in g["problems"]]
    out.append(f"problems: {len(probs)}")
    for num, p in probs:
        out.append(f"  game {num + 1}: {p}")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter,
                                 epilog=__doc__.split("\n\n", 1)[1])
    ap.add_argument("--a", help="engine A's command line")
    ap.add_argument("--b", help="engine B's command line")
    ap.add_argument("--a-name", default="A")
    ap.add_argument("--b-name", default="B")
    ap.add_argument("--judge",
                    help="the referee's command line (Fairy-Stockfish: `d`, `go perft 1`)")
    ap.add_argument("--variant", default="", help="UCI_Variant for all three")
    ap.add_argument("--fen", default="", help="start FEN (default: startpos)")
    ap.add_argument("--option", action="append", default=[], help="NAME=VALUE for both engines")
    ap.add_argument("--a-option", action="append", default=[], help="NAME=VALUE for A")
    ap.add_argument("--b-option", action="append", default=[], help="NAME=VALUE for B")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--movetime", type=int, default=0, help="ms a move (go movetime)")
    ap.add_argument("--a-movetime", type=int, default=0, help="A's ms a move (time odds)")
    ap.add_argument("--b-movetime", type=int, default=0, help="B's ms a move (time odds)")
    ap.add_argument("--nodes", type=int, default=0,
                    help="nodes a move (go nodes; the load does not change the games)")
    ap.add_argument("--a-nodes", type=int, default=0, help="A's nodes a move (odds)")
    ap.add_argument("--b-nodes", type=int, default=0, help="B's nodes a move (odds)")
    ap.add_argument("--depth", type=int, default=0,
                    help="plies a move (go depth; what each engine makes of a given depth)")
    ap.add_argument("--a-depth", type=int, default=0, help="A's plies a move (odds)")
    ap.add_argument("--b-depth", type=int, default=0, help="B's plies a move (odds)")
    ap.add_argument("--tc", default="", help="BASE+INC in ms for both (go wtime/btime)")
    ap.add_argument("--time-margin", type=int, default=100, help="ms a clock may overrun")
    ap.add_argument("--hang-s", type=float, default=10.0,
                    help="seconds past its time after which a silent engine loses")
    ap.add_argument("--openings", default="", help="file of opening lines (coordinates)")
    ap.add_argument("--random-plies", default="2-4", help="MIN-MAX plies of random openings")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-plies", type=int, default=300)
    ap.add_argument("--nmove-plies", type=int, default=100)
    ap.add_argument("--check-fen", action="append", default=[], choices=["a", "b"],
                    help="compare this engine's `d` FEN with the judge's at every ply")
    ap.add_argument("--pgn", default="match.pgn")
    ap.add_argument("--log", default="match.log")
    ap.add_argument("--log-info", action="store_true", help="log every info line")
    ap.add_argument("--results", default="match.jsonl")
    ap.add_argument("--resume", action="store_true",
                    help="skip the games already in --results (same arguments)")
    ap.add_argument("--event", default="UCI match")
    ap.add_argument("--site", default=os.uname().nodename)
    ap.add_argument("--summary", metavar="RESULTS",
                    help="only print the summary of a results file (JSON lines), play nothing")
    args = ap.parse_args()
    if args.summary:
        with open(args.summary, encoding="utf-8") as f:
            games = sorted((json.loads(l) for l in f if l.strip()), key=lambda g: g["game"])
        a_name = next((g["white"] if g["a_colour"] == "w" else g["black"] for g in games), "A")
        b_name = next((g["black"] if g["a_colour"] == "w" else g["white"] for g in games), "B")
        print(summary(games, a_name, b_name))
        return
    if not (args.a and args.b and args.judge):
        ap.error("--a, --b and --judge are needed to play")
    if args.tc and (args.nodes or args.a_nodes or args.b_nodes):
        ap.error("--tc and --nodes exclude each other")
    if (args.a_nodes or args.b_nodes) and not args.nodes and not (args.a_nodes and args.b_nodes):
        ap.error("--a-nodes/--b-nodes: give both, or --nodes for the other side")
    if (args.a_depth or args.b_depth) and not args.depth and not (args.a_depth and args.b_depth):
        ap.error("--a-depth/--b-depth: give both, or --depth for the other side")
    by_nodes = bool(args.nodes or args.a_nodes or args.b_nodes)
    by_depth = bool(args.depth or args.a_depth or args.b_depth)
    if by_nodes and by_depth:
        ap.error("--nodes and --depth exclude each other")
    if args.tc and by_depth:
        ap.error("--tc and --depth exclude each other")
    if by_nodes or by_depth:
        args.movetime = 0
    elif not args.movetime and not args.tc:
        args.movetime = args.a_movetime or args.b_movetime or 100
    if args.tc:
        base, _, inc = args.tc.partition("+")
        args.wtime = args.btime = int(base)
        args.winc = args.binc = int(inc or 0)
    else:
        args.wtime = args.btime = args.winc = args.binc = 0

    done = []
    if args.resume and os.path.exists(args.results):
        with open(args.results, encoding="utf-8") as f:
            done = [json.loads(l) for l in f if l.strip()]
    elif os.path.exists(args.results):
        raise SystemExit(f"{args.results} exists: --resume, or another --results")
    done_numbers = {g["game"] for g in done}

    m = Match(args)
    try:
        openings = load_openings(args.openings) if args.openings else None
        lo, _, hi = args.random_plies.partition("-")
        t_start = time.monotonic()
        for number in range(args.games):
            pair = number // 2
            if openings:
                opening = openings[pair % len(openings)]
            else:
                rng = random.Random(f"{args.seed}/{pair}")
                opening = random_opening(m.judge, args.fen, rng, int(lo), int(hi or lo))
            if number in done_numbers:
                continue
            t0 = time.monotonic()
            g = m.play(number, opening)
            done.append(g)
            with open(args.results, "a", encoding="utf-8") as f:
                f.write(json.dumps(g) + "\n")
            print(f"game {number + 1}/{args.games}: {g['white']} - {g['black']} {g['result']} "
                  f"({g['reason']}, {g['plies']} plies, {time.monotonic() - t0:.0f} s"
                  f"{', PROBLEMS: ' + str(len(g['problems'])) if g['problems'] else ''})",
                  flush=True)
        names = (m.sides["a"].engine.name, m.sides["b"].engine.name)
        print(f"engines: A = {m.sides['a'].engine.id_name} ({args.a}); "
              f"B = {m.sides['b'].engine.id_name} ({args.b}); "
              f"{time.monotonic() - t_start:.0f} s")
    finally:
        m.close()
    done.sort(key=lambda g: g["game"])
    print(summary(done, *names), flush=True)


if __name__ == "__main__":
    try:
        main()
    except BrokenPipeError:
        # The reader went away (`… --summary F | head`): nothing more to say.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(1)
