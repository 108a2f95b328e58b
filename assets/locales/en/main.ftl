# Shatra 3D: the English catalogue. Every message here exists in every language, with the same
# arguments (tests/i18n checks it). Men and sides arrive as ids: biy batyr tura yalkyn shatra,
# white black.

-biy = Biy
-batyr = Batyr
-tura = Tura
-yalkyn = Yalkyn
-shatra = Shatra

man = { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
}
side = { $side ->
    [white] White
   *[black] Black
}

## Captions: what a move just did, in the rules' own terms.

caption-compulsory-capture = Capture is compulsory: { $move } takes { $men ->
    [one] one man
    [2] two men
    [3] three men
   *[other] { $men } men
}
caption-biy-captures = The Biy captures with { $move }: it alone is never obliged to
caption-biy-stops-chain = The Biy may stop its chain after any jump: { $move }
caption-long-range-capture = The { $kind ->
    [batyr] { -batyr }
    [tura] { -tura }
   *[yalkyn] { -yalkyn }
} captures from afar along its line: { $move }, landing on any empty square behind its prey
caption-en-passant = En passant: { $move } takes the Shatra that has just stepped two squares
caption-drop-own-half = A drop from the fortress onto its own half: the { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} comes out to { $square }
caption-drop-enemy-half = From the enemy fortress onto the enemy's half: the { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} drops to { $square }
caption-biy-leaves-gate = A drop from the gate: the Biy goes to { $square }, anywhere on its own half
caption-great-road = The great road: the { $kind ->
    [batyr] { -batyr }
   *[tura] { -tura }
} leaves the fortress along file d
caption-double-step = From the first rank of its half a Shatra may step two squares: { $move }
caption-promotion = A Shatra reaches the last rank and becomes a lost { $kind ->
    [batyr] { -batyr }
    [tura] { -tura }
   *[yalkyn] { -yalkyn }
}
caption-shatra-waits = A Shatra reaches the last rank and waits there: no officer has been lost yet
caption-promotion-in-place = A waiting Shatra becomes a lost { $kind ->
    [batyr] { -batyr }
    [tura] { -tura }
   *[yalkyn] { -yalkyn }
}
caption-game-over = { $reason ->
    [biy-captured] The Biy is taken: { $winner ->
        [white] White
       *[black] Black
    } wins
    [no-legal-move] { $winner ->
        [white] Black has no legal move: White wins
       *[black] White has no legal move: Black wins
    }
    [threefold] Threefold repetition: a draw
    [ply-limit] 120 plies without a capture, a Shatra move, a drop or a promotion: a draw
    [bare-biys] Only the two Biys are left: a draw
    [agreement] A draw by agreement
    [time] { $winner ->
        [white] Black has run out of time: White wins
       *[black] White has run out of time: Black wins
    }
    [time-bare-biy] Time ran out against a bare Biy, which cannot win: a draw
   *[resignation] { $winner ->
        [white] Black resigns: White wins
       *[black] White resigns: Black wins
    }
}
caption-title-card = Shatra, the Altai chess-draughts game
caption-players = White: computer, level { $white } · Black: computer, level { $black }

## The exhibition screens.

exhibition-invite = Touch the screen to play
exhibition-welcome = Welcome to Shatra
exhibition-choose-game = Which game?
exhibition-play-computer = Play the computer
exhibition-gentle = Gentle
exhibition-fair = Fair
exhibition-strong = Strong
exhibition-two-players = Two players
exhibition-watch = Watch
exhibition-undo = Undo
exhibition-hint = Hint
exhibition-new-game = New game
exhibition-back-to-watching = Back to watching
exhibition-still-playing = Still playing? Touch the screen
exhibition-countdown = Back to the show in { $seconds }
exhibition-your-turn = Your turn: { $side ->
    [white] White
   *[black] Black
}
exhibition-side-to-move = { $side ->
    [white] White
   *[black] Black
} to move
exhibition-computer-thinking = The computer is thinking…
exhibition-must-capture = A capture is compulsory: the lit men must take
exhibition-hint-shown = Try the lit man
exhibition-you-win = You win!
exhibition-computer-wins = The computer wins this time
exhibition-game-result = { $winner ->
    [white] White wins
    [black] Black wins
   *[none] A draw
}
exhibition-game-number = Game { $number }
exhibition-back-soon = Back to the show in { $seconds } s

## The game's HUD.

hud-chain-in-progress = Chain in progress: click the next landing
hud-chain-or-stop = Chain in progress: click the next landing, or stop here
hud-must-capture = A capture is compulsory: the lit men must take
hud-resign-title = Resign?
hud-resign-question = Resign this game?
hud-resign-yes = Resign
hud-resign-no = Keep playing
hud-draw-declined = The computer declines the draw
hud-draw-weighing = The computer is considering your offer…
hud-hint-thinking = Looking for a hint…
hud-hint = Hint: { $move } (the arrows show it)

## The new-game dialog.

new-game-title = New game
new-game-human = Human
new-game-computer = Computer: { $level ->
    [1] Novice
    [2] Beginner
    [3] Casual
    [4] Club player
    [5] Advanced
    [6] Expert
    [7] Master
   *[8] Grandmaster
} ({ $level })
new-game-game = Game
new-game-rules = Rules
new-game-default-rules = Default rules
new-game-options = Options
new-game-changes = What these rules change:
new-game-no-change = The default rules: RULES.md sections 1 to 8, no option.
new-game-men = Men
new-game-start = Start
rule-original = Original game (1979)
rule-original-tip = Each side has a Biy and 23 Shatras; Shatras step one square forward, diagonally forward or sideways everywhere, never double-step, and promote only to Batyr.
rule-no-great-road-drops = No drops on the great road
rule-no-great-road-drops-tip = No drop may land on file d; ordinary moves onto file d stay legal.
rule-shatra-retreat = Shatra retreats past the ditch
rule-shatra-retreat-tip = Past the ditch a Shatra may also step back, straight or diagonally, with quiet moves only and never into its own fortress.
rule-majority-capture = Majority capture
rule-majority-capture-tip = Only the captures that take the most men are legal.
rule-always-batyr = Always promote to Batyr
rule-always-batyr-tip = A Shatra that promotes always becomes a Batyr, so no Shatra ever waits on the last rank.
rule-historical-en-passant = Historical en passant
rule-historical-en-passant-tip = En passant only from the enemy's ditch rank, jumping diagonally forward over the passed square.
rule-gate-shatra-may-decline = Shatra on the enemy gate may decline
rule-gate-shatra-may-decline-tip = A Shatra standing on the enemy gate has the Biy's privilege: it need not capture and may stop its chain after any jump.
rule-nearest-landing = Nearest landing
rule-nearest-landing-tip = A long-range capturer that can go on capturing must land on the square nearest its prey from which it can.

## Match clocks.

clock-pause = Pause clocks
clock-resume = Resume clocks
clock-paused = Clocks paused
clock-none = No clock
clock-custom = Custom
clock-minutes = minutes
clock-increment = seconds a move
new-game-clock = Clock
hud-draw-declined-by-opponent = The draw was declined
hud-to-move = { $side ->
    [white] White
   *[black] Black
} to move ({ $player })
hud-thinking = Thinking… { $seconds } s
hud-thinking-depth = Thinking… depth { $depth } · { $score } · { $seconds } s
hud-last-move = Last move: { $move }
hud-your-move = Your move
hud-promote-to = Promote to:
hud-promote-here = Promote here ({ $move })
hud-stop-here = Stop here ({ $move })
hud-cancel = Cancel (Esc)
hud-new-game = New game…
hud-undo = Undo
hud-redo = Redo
hud-resign = Resign
hud-offer-draw = Offer draw
hud-hint-button = Hint
hud-save = Save
hud-load = Load
hud-saved = Saved to { $path }
hud-not-saved = Not saved: { $error }
hud-loaded = Loaded { $path }
hud-not-loaded = Not loaded: { $error }
hud-type-move = Move:
hud-moves = Moves
hud-lost-men = { $count } × { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
}
hud-side-men = { $side ->
    [white] White
   *[black] Black
}: lost { $any ->
    [0] none
   *[other] { $lost }
} · reserve { $reserve }
hud-souvenir = Souvenir
hud-tournament = Tournament
hud-carved = Carved
hud-staunton = Staunton
hud-labels = Labels:
hud-labels-off = Off
hud-view = View:
hud-view-white = White
hud-view-black = Black
hud-view-top = Top
hud-follow-side = Turn to the side to move (two players)
hud-animation-speed = Animation speed
hud-volume = Sound volume
hud-mute = Mute
hud-draw-offered = Draw offered
hud-draw-offer = { $side ->
    [white] White
   *[black] Black
}, your opponent offers a draw.
hud-accept = Accept
hud-decline = Decline
hud-game-over = Game over
hud-look-at-board = Look at the board

## Why a click or a typed move is refused.

refusal-choose-own-man = Choose one of your men
refusal-not-your-turn = It is { $side ->
    [white] White
   *[black] Black
}'s turn
refusal-capture-compulsory = A capture is compulsory
refusal-only-biy = Only the Biy may move: it can capture
refusal-obligated-drop = The reserve man on { $square } captured and must be dropped now
refusal-drop-order = Reserve men are dropped in order
refusal-no-move = This man has no legal move
refusal-game-over = The game is over: start a new one
refusal-man-cannot-move = That man has no legal move
guide-family = { $man }: { $count ->
    [0] no square to go to here
    [one] one square to go to here
   *[other] { $count } squares to go to here
}{ $braked ->
    [0] {""}
    [one] ; a hia's zone takes one more from it
   *[other] ; a hia's zone takes { $braked } more from it
}
game-ending = { $winner ->
    [white] White wins
    [black] Black wins
   *[none] A draw
}: { $reason }
refusal-wait-for-computer = Wait: the computer is thinking
refusal-chain-must-go-on = The chain must go on: click a lit square (Esc cancels)
refusal-move = { $move } is not a legal move here ({ $why })
refusal-not-a-move = '{ $move }' is not a move: write it like 46-32 or 29x17
refusal-not-a-legal-move = '{ $move }' is not a legal move here: write it like e2e4 or Nf3

## The engine's reasons for refusing a typed move.

illegal-game-over = the game is over: a Biy has been captured
illegal-no-legal-move = { $side ->
    [white] White
   *[black] Black
} has no legal move: the game is over
illegal-empty-square = square { $square } is empty
illegal-not-your-man = the man on { $square } is { $owner ->
    [white] White's
   *[black] Black's
} and it is { $turn ->
    [white] White's
   *[black] Black's
} turn
illegal-capture-compulsory = a capture is compulsory
illegal-obligated-drop-target = the reserve man on { $square } may only be dropped onto an empty square of its own half
illegal-drop-obligation = the reserve man on { $square } captured and must be dropped now
illegal-only-biy = a capture is possible: only the Biy may capture or move instead
illegal-drop-order = the reserve man on { $square } is not next in the drop order
illegal-cannot-go-there = the { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
} on { $square } cannot go there
illegal-no-capture = the { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
} on { $square } has no capture
illegal-chain-must-go-on = the chain must go on: the capturing man can capture again
illegal-no-such-capture = the { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
} on { $square } has no such capture
illegal-not-legal = it is not a legal move here

## The beginner's guide: what the selected man may do here.

hud-guide = Beginner's guide
guide-must-capture = This man can capture, so it must: capture is compulsory, and its chain goes on while it can
guide-biy-may-capture = The Biy can capture but need not, and may stop its chain after any jump
guide-reserve-drop = A reserve man: it is dropped onto any empty square of your half, in the fixed order
guide-biy-on-gate = The Biy on its gate steps one square, or is dropped onto any empty square of your half
guide-in-enemy-home = In the enemy fortress: it moves as usual, or is dropped onto the enemy's half
guide-shatra-own-half = This Shatra has not reached its ditch rank: it steps straight forward (two squares from its first rank)
guide-shatra-ditch-rank = This Shatra stands on its ditch rank: it steps forward or diagonally forward
guide-shatra-past-ditch = This Shatra has crossed the ditch: it steps forward, diagonally forward or sideways
guide-shatra-waiting = This Shatra waits on the last rank for a lost officer: it moves only sideways
guide-biy = The Biy steps one square in any direction
guide-long-range = The { $kind ->
    [batyr] Batyr slides along ranks, files and diagonals
    [tura] Tura slides along ranks and files
   *[yalkyn] Yalkyn slides along diagonals
}, and captures from afar, landing on any empty square behind its prey

## The rules help: one short page per topic.

hud-rules = Rules
rules-show-me = Show me
rules-showing = Showing on the board…
rules-terms-title = The game and its men
rules-terms-checks = A check by the bers, tereg or mori is a shak, by a temee a tuk, by a khüü a tsod. How a mate ends the game depends on the series of checks before it:
rules-board-title = The board
rules-board-text = 62 squares: a battlefield of 7 × 6 squares for each side, split by the ditch (between ranks 7 and 8), and a fortress of 9 squares behind each side's gate. File d is the great road: a Batyr or Tura of the reserve may leave its fortress along it, over empty squares.
rules-men-title = The men and their moves
rules-men-text = Each side has a Biy (king), a Batyr (queen), two Turas (rooks), two Yalkyns (bishops) and eleven Shatras. The Biy steps one square any way; Batyr, Tura and Yalkyn slide like a queen, rook and bishop. A Shatra never goes back: on its own half it steps straight forward (two squares from its first rank), on its ditch rank also diagonally forward, past the ditch also sideways.
rules-fortress-title = The fortress and drops
rules-fortress-text = The men in the fortress and the Biy on its gate are the reserve. A reserve man comes out by a drop: it is put on any empty square of its own half, as a whole turn, in a fixed order (54, 55, 56 … for White). The Biy on its gate may be dropped at any turn. Once the reserve is gone, drops are free.
rules-capture-title = Compulsory capture and chains
rules-capture-text = Capturing is compulsory. A man jumps an enemy man onto the empty square behind it, and goes on jumping while it can: a chain. The men jumped stay on the board until the chain ends, blocking lines and landings, and are then all removed. When several captures are possible, the player chooses.
rules-long-range-title = Captures from afar
rules-long-range-text = Batyr, Tura and Yalkyn capture along their lines: over empty squares up to an enemy man, over it, and onto any empty square behind it — but if the chain can go on from some of those squares, it must land on one of them. No capture may end in the capturer's own fortress against the fortress rules.
rules-en-passant-title = En passant
rules-en-passant-text = Right after an enemy Shatra's double step, a Shatra next to the square it passed over may capture it as if it had stepped only one square, jumping that square. Only on that very next turn; it is an ordinary, compulsory capture that may go on as a chain.
rules-privilege-title = The Biy's privilege
rules-privilege-text = The Biy is never obliged to capture, and may stop its chain after any jump. When only the Biy can capture, the player may capture with it or move the Biy quietly instead; when another man can capture, capturing is compulsory for the others.
rules-promotion-title = Promotion and the waiting Shatra
rules-promotion-text = A Shatra that reaches the enemy's last rank becomes one of its side's lost officers: a Batyr if none is left, a Tura or Yalkyn if fewer than two. With no officer lost, it waits there, moving only sideways, until one is lost; then it may promote in place.
rules-end-title = The end of the game
rules-end-text = Capturing the enemy Biy wins, and so does leaving the opponent without a legal move. The game is drawn on the third repetition of a position, after 120 plies without a capture, Shatra move, drop or promotion, with only the two Biys left, or by agreement.
rules-options-title = The rules in force
rules-options-text = This game plays the rules of RULES.md; the options below change them, each as one source describes it. The new-game dialog sets them.

## The settings file.

settings-damaged = The settings in { $path } could not be read; { $aside ->
    [none] the defaults are used
   *[other] the file was moved to { $aside } and the defaults are used
}
settings-unreadable = The settings in { $path } cannot be read ({ $error }); the defaults are used
settings-not-saved = The settings were not saved: { $error }

## The game in progress, kept between runs.

keep-resumed = Your unfinished game is back where you left it (New game starts another)
keep-damaged = The kept game in { $path } could not be read; { $aside ->
    [none] a new game starts
   *[other] it was moved to { $aside } and a new game starts
}
keep-failed = The game in progress could not be kept: { $error }

# The game library
library-not-kept = The finished game could not be kept in the library: { $error }
library-damaged = A game of the library, { $path }, could not be read; { $aside ->
    [none] it was left where it is
   *[other] it was moved to { $aside }
}
library-opened = A game from the library is on the board (New game starts another)
library-exported = The game was exported as SGN to { $path }
library-failed = The library could not do that: { $error }
library-button = Library…
library-title = Game library
library-empty = No finished games yet: every game that ends is kept here.
library-date = Date
library-players = Players
library-rules = Rules
library-own-options = its own options
library-result = Result
library-moves = Moves
library-name = Name
library-open = Open
library-export = Export SGN
library-rename = Rename
library-delete = Delete
library-delete-confirm = Delete this game for good?
library-yes = Yes, delete
library-no = Keep it
library-imported = { $count ->
    [one] One game
   *[other] { $count } games
} imported from { $path }
library-imported-some = { $count ->
    [one] One game
   *[other] { $count } games
} imported from { $path }; { $bad } could not be read ({ $first })
library-import = Import SGN
library-import-file = Import an SGN file…
library-import-path = SGN file:
library-close = Close

# Study
study-position = Studying: the position after move { $ply } of { $of } (← → Home End; End returns to the game)
study-not-playing = You are looking back through the game: press End to return, or Play from here
study-play-from-here = Play from here
study-play-from-here-tip = Plays on from the position shown; the later moves are taken back (Redo brings them back until a move is played)
study-confirm = Take back the { $count } later moves and play from here?
study-yes = Play from here
study-no = Keep looking

# Analysis
analysis-toggle = Analysis
analysis-waiting = Analysing…
analysis-win = { $side ->
    [white] White
   *[black] Black
} wins in { $plies } plies
analysis-line = Depth { $depth }: { $line }

# The position editor
editor-button = Set up…
editor-title = Set up a position
editor-side = { side }
editor-man = { man }
editor-erase = Eraser
editor-clear = Clear the board
editor-start = Start position
editor-hint = Click a square to put the chosen man there; click it again to take it off.
editor-to-move = To move:
editor-reserve = Initial reserve
editor-reserve-tip = Click a man in its own fortress or gate to mark it as initial reserve, or to take the mark off (the reserve squares are listed in the position string).
editor-reserve-all = All at home
editor-reserve-none = None
editor-plies = Plies without a capture, Shatra move or drop:
editor-move-number = Move number:
editor-string = Position string (type or read it):
editor-valid = A valid position.
editor-invalid = Not yet a position: { $error }
editor-play = Play from here
editor-cancel = Cancel

# The clipboard
clipboard-copy-position = Copy position
clipboard-copy-moves = Copy moves
clipboard-paste = Paste
clipboard-copied-position = The position string is on the clipboard
clipboard-copied-moves = The moves are on the clipboard
clipboard-pasted-game = The pasted moves are on the board (Undo steps back through them)
clipboard-failed = The clipboard: { $error }

# Position strings (RULES.md section 8): why one was refused. The field at fault (its number and
# name) or the line as a whole, then the problem. Squares arrive as numbers, the text as written.
position-error-in-field = field { $number } ({ $field }): { $problem }
position-error-whole = position: { $problem }
position-field-men = men
position-field-side = side to move
position-field-reserve = reserve
position-field-en-passant = en passant
position-field-obligations = drop obligations
position-field-sideways = sideways restrictions
position-field-counters = counters
position-error-empty = it is empty (expected 7 fields, or startpos)
position-error-not-single-spaces = fields must be separated by single spaces
position-error-wrong-field-count = expected 7 fields (men, side, reserve, en passant, obligations, sideways, plies and move number), found { $found } words
position-error-rank-count = expected 14 ranks separated by '/', found { $found }
position-error-zero-count = rank { $rank }: 0 is not a count of empty squares
position-error-bad-man = rank { $rank }: '{ $ch }' is not a man (KQRBP, kqrbp) or a digit
position-error-rank-length = rank { $rank } has { $playable } playable squares, the text describes { $described }
position-error-two-biys = { $color ->
    [white] White
   *[black] Black
} has more than one Biy
position-error-bad-side = '{ $text }' is not w or b
position-error-range-not-allowed = '{ $text }': list squares one by one, separated by commas
position-error-range-backwards = range '{ $text }' runs backwards
position-error-listed-twice = square { $square } is listed twice
position-error-bad-sideways = '{ $text }' must be a square followed by < or >
position-error-no-shatra-on = no Shatra stands on { $square }
position-error-two-restrictions = two restrictions for { $color ->
    [white] White
   *[black] Black
}
position-error-bad-plies = '{ $text }' is not a number of plies
position-error-bad-move-number = '{ $text }' is not a move number (1 or more)
position-error-reserve-empty = square { $square } is empty
position-error-reserve-not-at-home = the { $color ->
    [white] White
   *[black] Black
} { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
} on { $square } is not in its own fortress or gate
position-error-shatra-at-home = the { $color ->
    [white] White
   *[black] Black
} Shatra on { $square } stands at home but is not initial reserve (a Shatra never comes home)
position-error-obligation-not-reserve = square { $square } does not hold an initial-reserve man
position-error-no-double-step = the Original game has no double step
position-error-not-passed-over = square { $square } was not just passed over by a { $mover ->
    [white] White
   *[black] Black
} Shatra's double step
position-error-square-empty = empty square name
position-error-square-not-on-board = square { $text } is not on the board
position-error-square-wall = square { $text } is a fortress wall, not a playable square
position-error-square-malformed = '{ $text }' is not a square (use 1-62 or a1-g14)

# The settings file, field by field
settings-fields-reset = Some settings in { $path } could not be read and take their defaults: { $fields }; the others are kept

# A pasted text that is neither a position nor a game
clipboard-empty = The clipboard is empty
clipboard-neither = The clipboard holds neither a position ({ $position }) nor moves (move { $ply }: { $moves })
clipboard-no-moves = The clipboard holds neither a position ({ $position }) nor moves
clipboard-record = The record on the clipboard cannot be read: { $error }

# shatrabase's rules, as a preset of the new-game dialog
rules-shatrabase = shatrabase's rules (Extended)
rules-shatrabase-tip = The rules shatrabase plays in its Extended version (its records read and replay under them): drops in any order, a Biy capture ends the chain, free sideways steps, and the other differences listed in the README
rules-shatrabase-original = shatrabase's rules (Original)
rules-shatrabase-original-tip = The rules shatrabase plays in its Original version (1979: Biy and 23 Shatras a side), as its records are written
