# Shatra 3D: the English catalogue of the game family (Shatra, shatar, hiashatar). Every message
# here exists in every language, in the same order and with the same arguments. Men arrive as
# codes: biy batyr tura yalkyn shatra (Shatra's), noyon bers tereg temee mori khuu hia (shatar's
# and hiashatar's).

## The games.

game-shatra = Shatra
game-shatra-tip = The Altai chess-draughts game: a fortress behind each side, compulsory capture in chains, drops from the reserve
game-shatar = Shatar
game-shatar-tip = Mongolian chess on 8 × 8: the bers moves as a rook or one square diagonally, and a mate wins only after a shak
game-hiashatar = Hiashatar
game-hiashatar-tip = Mongolian chess on 10 × 10 with two hias, bodyguards whose zone holds back the enemy men

## The men.

man-biy = Biy
man-batyr = Batyr
man-tura = Tura
man-yalkyn = Yalkyn
man-shatra = Shatra
man-noyon = Noyon (king)
man-bers = Bers (queen)
man-tereg = Tereg (rook)
man-temee = Temee (bishop)
man-mori = Mori (knight)
man-khuu = Khüü (pawn)
man-hia = Hia (bodyguard)

## Why a game ended: the game-over card.

end-biy-captured = The Biy is taken
end-no-legal-move = No legal move
end-bare-biys = Only the two Biys are left: a draw
end-ply-limit = 120 plies without a capture, a Shatra move, a drop or a promotion: a draw
end-time-against-bare-biy = Time ran out against a bare Biy, which cannot win: a draw
end-mate = Mate
end-knight-mate = The knight may not mate: the side that mated loses
end-niol = Niol: a mate without a shak is a draw
end-robado = Robado: a bare king is a draw
end-stalemate = Stalemate
end-dead-position = Drawn material
end-hundred-plies = 100 plies without a capture or a pawn move: a draw
end-repetition = Threefold repetition: a draw
end-agreement = A draw by agreement
end-resignation = Resignation
end-time = Time ran out

## The kind of the current check, beside the clock (shatar).

check-shak = Shak
check-tuk = Tuk
check-tsod = Tsod
check-tuk-tsod = Tuk and tsod
mark-shak-series = Shak in the series: a mate wins

## Captions: what a move of shatar or hiashatar just did.

caption-shatar-shak-mate = Mate by the { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}: the series of checks held a shak, so the mate wins
caption-hiashatar-mate = Mate by the { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}: in hiashatar every mate wins
caption-shatar-knight-mate = Mate by the { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
   *[mori] mori
    [khuu] khüü
    [hia] hia
}: the mori (knight) may not mate, so the side that mated loses
caption-shatar-niol = Niol: the { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} mates with no shak in the series of checks: a draw
caption-shatar-robado = Robado: the { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} captures, and one side has only its noyon left: a draw
caption-mongol-stalemate = Stalemate: after this { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} move the opponent has no legal move but is not in check
caption-hiashatar-dead-position = After this { $man ->
   *[noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} move neither side can mate any more: a draw
caption-hiashatar-hias-draw = After this { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
   *[hia] hia
} move each side has only its noyon and one hia: a draw at once
caption-mongol-repetition = After this { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} move the same position stands for the third time: a draw
caption-mongol-hundred-plies = This { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} move makes 100 plies without a capture or a khüü move: a draw
caption-shatar-shak = Shak: the { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} gives check (a check by a bers, tereg or mori is a shak)
caption-shatar-tuk = Tuk: the { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} gives check, with no bers, tereg or mori: not a shak
caption-shatar-tsod = Tsod: the { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
   *[khuu] khüü
    [hia] hia
} gives check, with no bers, tereg or mori: not a shak
caption-shatar-tuk-tsod = Tuk and tsod: { $man ->
    [khuu] the khüü and a temee
   *[other] the temee and a khüü
} give check together, still no shak
caption-mongol-promotion = The khüü reaches the last rank and becomes a { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}
caption-hiashatar-inside-zone = The { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} on { $square } stands in an enemy hia's zone: it moves one square only
caption-hiashatar-braked = The hia's zone stops the { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} on { $square }
caption-hiashatar-en-passant = En passant: the khüü goes to { $square } and takes the enemy khüü that has just passed over it
caption-hiashatar-pawn-long-step = From its first rank the khüü steps { $squares } squares straight forward
caption-hiashatar-hia-move = The hia moves one or two squares in a straight line: to { $square }

## Shatar's options in the new-game dialog.

option-shatar-start = Start
option-shatar-start-tip = How the game begins: which pawns make the compulsory first moves, or each bers beside its king with no compulsory move.
option-shatar-start-queens-pawn = Queen's pawns (d4, d5)
option-shatar-start-kings-pawn = King's pawns (e4, e5)
option-shatar-start-bers-beside-king = Bers beside the king
option-shatar-knight-mate = Knight's mate
option-shatar-knight-mate-tip = What a mate by the mori alone does: the side that mated loses (the usual rule), the move is not allowed, or it wins like any mate.
option-shatar-knight-mate-loses = The mating side loses
option-shatar-knight-mate-illegal = Not allowed
option-shatar-knight-mate-wins = It wins
option-shatar-bishop-three-squares = Temee moves 1–3 squares
option-shatar-bishop-three-squares-tip = The temee (bishop) goes at most three squares along its diagonal.
option-shatar-stalemate-loses = Stalemate loses
option-shatar-stalemate-loses-tip = The side left with no legal move, not in check, loses instead of drawing.
option-shatar-modern = Modern shatar
option-shatar-modern-tip = As in today's tournaments: the bers moves as a chess queen, and every mate wins, the mori's included.

## Shatar's demonstrations in the rules help.

lesson-shatar-bers = The bers
lesson-shatar-bers-text = The bers (queen) slides any distance along ranks and files, like a rook, but goes only one square diagonally. Here it runs up to d7, then steps diagonally to e6.
lesson-shatar-opening = The compulsory opening
lesson-shatar-opening-text = Shatar starts from the chess array, but the first two moves are fixed: White plays d2–d4 and Black d7–d5, both at once. The real game starts after them.
lesson-shatar-shak-mate = A mate after a shak
lesson-shatar-shak-mate-text = A check by the bers, tereg or mori is a shak; the temee's (camel's) check is a tuk, the khüü's (pawn's) a tsod. Here the tereg gives a shak, then the temee mates: the unbroken series of checks holds a shak, so the mate wins.
lesson-shatar-niol = Niol
lesson-shatar-niol-text = Niol: a mate given by the temee or the khüü, with no shak in the series of checks before it, is only a draw. Here the temee mates at once, with no shak: niol.
lesson-shatar-knight-mate = The mori may not mate
lesson-shatar-knight-mate-text = The mori (knight) has no right to mate. Here it gives a smothered mate on f7 — so White, the side that mated, loses.
lesson-shatar-robado = Robado
lesson-shatar-robado-text = Robado: when one side has nothing left but its noyon (king), the game is drawn at once. White takes Black's last tereg, and the bare noyon draws.

## Hiashatar's options and the two programs' readings.

option-hia-queens-to-the-right = Bers to the right of the king
option-hia-queens-to-the-right-tip = Each bers starts to the right of its noyon, so the two noyons no longer face each other on one file.
option-hia-captures-diagonally-only = Hia captures diagonally only
option-hia-captures-diagonally-only-tip = The hia captures, and gives check, only one square diagonally; its other moves stay as they are.
option-hia-zone-brakes-both-sides = Zones brake both sides
option-hia-zone-brakes-both-sides-tip = Every hia's zone brakes and holds every man but the mori, friend or foe; a hia is not braked by its own zone.
option-hia-zone-brakes-only-passing = Zones brake only passing men
option-hia-zone-brakes-only-passing-tip = A man that starts inside an enemy zone moves as usual; only a man entering a zone is stopped.
option-hia-en-passant-any-passed = En passant on any passed square
option-hia-en-passant-any-passed-tip = Any khüü that attacks a square the enemy khüü has just passed over may capture onto it, taking that khüü.
option-hia-promotion-to-any = Promotion to any man
option-hia-promotion-to-any-tip = A khüü on the last rank may become a bers, tereg, temee, mori or hia.
option-hia-checks-adjacent-only = Hia checks only from beside
option-hia-checks-adjacent-only-tip = An enemy hia on any of the eight squares around the noyon gives check; a hia two squares away never does.
preset-hia-vivanto = Vivanto's rules
preset-hia-vivanto-tip = The rules of the Vivanto program: each bers to the right of its king, the hia captures diagonally only, and zones brake only passing men.
preset-hia-dagaz = Dagaz's rules
preset-hia-dagaz-tip = The rules of the Dagaz program: each bers to the right of its king, zones brake only passing men, en passant on any passed square, promotion to any man, and a hia checks only from beside.

## Hiashatar's demonstrations in the rules help.

lesson-hia-move = The hia
lesson-hia-move-text = The hia (bodyguard) moves one or two squares in a straight line, in any of the eight directions; for two, the first square must be empty. It captures the same way. The eight squares around it are its zone.
lesson-hia-braking = Braking
lesson-hia-braking-text = A hia's zone brakes the enemy: a long-moving man (bers, tereg, temee, or a khüü on its long step) stops on the first square of an enemy zone it enters. Here the temee cannot go past e5.
lesson-hia-inside-zone = Inside a zone
lesson-hia-inside-zone-text = A man that starts its move inside an enemy hia's zone moves one square only, whatever it is. Only the mori (knight) is exempt. Here the tereg on d5 can go just one square.
lesson-hia-pawn-steps = The khüü's long step
lesson-hia-pawn-steps-text = From its first rank a khüü may step two or three squares straight forward. Right after, an enemy khüü beside it may take it en passant, landing on the last square it passed: here d5 takes on e4.
lesson-hia-hias-draw = Hia against hia
lesson-hia-hias-draw-text = When each side has only its noyon and one hia left, the game is drawn at once. Here the hia takes the last tereg, leaving noyon and hia against noyon and hia.
lesson-hia-mate = Mate
lesson-hia-mate-text = Hiashatar has none of shatar's mate rules: no shak, no niol, and every mate wins, whatever man gives it. Here the bers mates on j10.

# The position editor of shatar and hiashatar: what keeps the men as placed from being a position
setup-no-king = { $side ->
    [white] White
   *[black] Black
} has no noyon (king)
setup-extra-kings = { $side ->
    [white] White
   *[black] Black
} has { $count } noyons; each side has exactly one
setup-pawn-on-edge = a khüü (pawn) on { $square }: no khüü stands on the first or last rank
setup-opposite-check = { $side ->
    [white] White
   *[black] Black
} is in check while the other side is to move: its noyon could be taken
setup-kings-side-by-side = the two noyons stand side by side, as they never may
setup-not-in-game = the man on { $square } is not a man of this game
setup-off-board = a man stands off the board
setup-not-this-editor = Shatra is set up in its own editor
setup-other = { $reason }

# The beginner's guide of shatar and hiashatar: how the selected man moves by the rules, and what holds it here
guide-shatar-noyon = The noyon steps one square in any direction, never beside the other noyon
guide-shatar-bers = The bers slides any distance along ranks and files, or steps just one square diagonally; its check is a shak
guide-shatar-bers-modern = The bers moves as a chess queen, any distance along ranks, files and diagonals; its check is a shak
guide-shatar-tereg = The tereg slides any distance along ranks and files; its check is a shak
guide-shatar-temee = The temee slides along diagonals; a check by temees alone is a tuk, and a mate without a shak in the series is a niol, a draw
guide-shatar-temee-short = The temee goes one to three squares along a diagonal; a check by temees alone is a tuk, and a mate without a shak in the series is a niol, a draw
guide-shatar-mori = The mori leaps as a chess knight, over the men between; its check is a shak, but a mate by the mori alone loses
guide-shatar-mori-illegal = The mori leaps as a chess knight, over the men between; its check is a shak, but it may not mate alone
guide-shatar-mori-wins = The mori leaps as a chess knight, over the men between; its check is a shak, and its mate wins
guide-shatar-khuu = The khüü steps one square straight forward and captures one square diagonally forward; a check by khüüs alone is a tsod; on the last rank it becomes a bers
guide-hiashatar-noyon = The noyon steps one square in any direction, never beside the other noyon
guide-hiashatar-bers = The bers moves as a chess queen, but stops on the first square of an enemy hia's zone that it enters
guide-hiashatar-tereg = The tereg slides along ranks and files, but stops on the first square of an enemy hia's zone that it enters
guide-hiashatar-temee = The temee slides along diagonals, but stops on the first square of an enemy hia's zone that it enters
guide-hiashatar-mori = The mori leaps as a chess knight; no hia's zone slows it
guide-hiashatar-khuu = The khüü steps one square forward, from its first rank also two or three over empty squares (stopping in an enemy zone); it captures one square diagonally forward, also en passant, and becomes a bers on the last rank
guide-hiashatar-khuu-any = The khüü steps one square forward, from its first rank also two or three over empty squares (stopping in an enemy zone); it captures one square diagonally forward, also en passant, and becomes any man but a noyon on the last rank
guide-hiashatar-hia = The hia goes one or two squares in a straight line (for two the first must be empty) and captures as it moves; its zone, the eight squares around it, brakes the enemy men
guide-hiashatar-hia-diagonal = The hia goes one or two squares in a straight line (for two the first must be empty) but captures only one square diagonally; its zone, the eight squares around it, brakes the enemy men
guide-inside-zone = It starts inside an enemy hia's zone, so it moves one square only
guide-inside-own-zone = It starts inside its own hia's zone, which holds back every man under these rules: one square only
guide-in-check = Your noyon is in check: only a move that ends the check may be played
guide-shak-series = Your series of checks holds a shak: a mate now wins
