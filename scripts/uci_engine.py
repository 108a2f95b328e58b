"""A UCI engine driven over pipes, for the scripts that ask one for its scores (uci-trace.py,
uci-label.py, uci-accuracy.py; Python 3.11, stdlib only)."""

import json
import os
import subprocess
import sys
import threading

# A mate, either way, counts as this many centipawns.
MATE_SCORE = 10000


def expected(cp):
    """The expected score (0 to 1) of a score in centipawns (a mate, ±MATE_SCORE: 1 or 0)."""
    if abs(cp) >= MATE_SCORE:
        return 1.0 if cp > 0 else 0.0
    return 1.0 / (1.0 + 10 ** (-cp / 400.0))


def write_json(path, value):
    """`value` as JSON in `path`, through a temporary file renamed over it (a run stopped
    half-way leaves the file as it was)."""
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(value, f)
    os.replace(tmp, path)


def read_games(path, keys=("moves",)):
    """The games of a `scripts/uci-match.py --results` file (JSON lines), each with `keys`;
    ends the program naming the file, the line and what is wrong where one is not such a
    game, or where the file cannot be read."""
    try:
        with open(path, encoding="utf-8") as f:
            lines = f.read().splitlines()
    except OSError as e:
        sys.exit(f"--results: cannot read '{path}': {e.strerror}")
    games = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            g = json.loads(line)
            for key in keys:
                g[key]
        except (ValueError, KeyError, TypeError) as e:
            sys.exit(f"{path}, line {n}: not a game of uci-match.py's results ({e})")
        games.append(g)
    return games


def parse_score(words):
    """The score of an `info … score cp|mate N …` line's words, in centipawns (a mate
    ±MATE_SCORE); None where the line has none."""
    if "score" not in words:
        return None
    k = words.index("score")
    kind, value = words[k + 1], int(words[k + 2])
    if kind == "mate":
        return MATE_SCORE if value > 0 else -MATE_SCORE
    return value


def run_parallel(items, jobs, make, work, progress=False):
    """`work(engine, item)` for each item, on `jobs` engines made by `make()` at once; the
    results in the items' order. Ends the program naming the first engine that failed."""
    out = [None] * len(items)
    lock = threading.Lock()
    next_i = [0]
    errors = []

    def worker():
        try:
            e = make()
        except (EngineError, OSError) as err:
            errors.append(str(err))
            return
        while not errors:
            with lock:
                i = next_i[0]
                next_i[0] += 1
            if i >= len(items):
                break
            try:
                out[i] = work(e, items[i])
            except (EngineError, OSError) as err:
                errors.append(str(err))
                break
            if progress and i % 200 == 0:
                print(f"{i}/{len(items)}", file=sys.stderr, flush=True)
        try:
            e.quit()
        except (OSError, subprocess.TimeoutExpired):
            pass  # an engine that failed may be gone already: its error is the one reported

    threads = [threading.Thread(target=worker) for _ in range(jobs)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if errors:
        sys.exit(f"an engine failed: {errors[0]}")
    return out


class EngineError(RuntimeError):
    """The engine ended (or never started) while we waited for it."""


class Engine:
    def __init__(self, path, variant, threads=1, hash_mib=None):
        self.p = subprocess.Popen(
            [path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.until("uciok")
        if variant:
            self.send(f"setoption name UCI_Variant value {variant}")
        self.send(f"setoption name Threads value {threads}")
        if hash_mib is not None:
            self.send(f"setoption name Hash value {hash_mib}")
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise EngineError(f"the engine ended while waiting for '{prefix}'")
            lines.append(line.strip())
            if line.startswith(prefix):
                return lines

    def score(self, position, depth, new_game=False):
        """The side to move's score in centipawns (a mate ±MATE_SCORE) of `position`, what
        follows `position ` in UCI (`startpos moves …`, `fen …`), searched to `depth`; None if
        the engine gave no score before its `bestmove`."""
        if new_game:
            self.send("ucinewgame")
        self.send(f"position {position}")
        self.send(f"go depth {depth}")
        found = None
        for line in self.until("bestmove"):
            score = parse_score(line.split())
            if score is not None:
                found = score
        return found

    def static_score(self, position):
        """White's static evaluation in centipawns of `position` (what follows `position `),
        as Stockfish's `eval` command gives it (`Final evaluation +0.64 (white side)`, in
        pawns); None where the engine gives none (in check) or has no `eval` command
        (the `isready` sent after it comes back first)."""
        self.send(f"position {position}")
        self.send("eval")
        self.send("isready")
        found = None
        for line in self.until("readyok"):
            words = line.split()
            if line.startswith("Final evaluation") and len(words) > 2:
                try:
                    found = round(float(words[2]) * 100)
                except ValueError:
                    found = None
        return found

    def quit(self):
        self.send("quit")
        self.p.wait(timeout=10)
