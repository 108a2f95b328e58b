"""A UCI engine driven over pipes, for the scripts that ask one for its scores (uci-trace.py,
uci-label.py; Python 3.11, stdlib only)."""

import subprocess

# A mate, either way, counts as this many centipawns.
MATE_SCORE = 10000


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
            words = line.split()
            if "score" not in words:
                continue
            k = words.index("score")
            kind, value = words[k + 1], int(words[k + 2])
            if kind == "mate":
                found = MATE_SCORE if value > 0 else -MATE_SCORE
            else:
                found = value
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
