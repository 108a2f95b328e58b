# Shatra 3D : catalogue français de la famille de jeux (Shatra, shatar, hiashatar). Les mêmes
# messages, dans le même ordre et avec les mêmes arguments que l'anglais. Les pièces du shatar et
# du hiashatar gardent leurs noms mongols : noyon, bers, tereg, temee, mori, khüü, hia (tous
# masculins ; le h de hia est aspiré : le hia, du hia).

## Les jeux.

game-shatra = Shatra
game-shatra-tip = Le jeu d'échecs-dames de l'Altaï : une forteresse derrière chaque camp, la prise obligatoire en rafle, les parachutages de la réserve
game-shatar = Shatar
game-shatar-tip = Les échecs mongols sur 8 × 8 : le bers va comme une tour ou d'une case en diagonale, et un mat ne gagne qu'après un shak
game-hiashatar = Hiashatar
game-hiashatar-tip = Les échecs mongols sur 10 × 10 avec deux hias, des gardes du corps dont la zone retient les pièces ennemies

## Les pièces.

man-biy = Biy
man-batyr = Batyr
man-tura = Tura
man-yalkyn = Yalkyn
man-shatra = Shatra
man-noyon = Noyon (roi)
man-bers = Bers (dame)
man-tereg = Tereg (tour)
man-temee = Temee (fou)
man-mori = Mori (cavalier)
man-khuu = Khüü (pion)
man-hia = Hia (garde du corps)

## Pourquoi la partie est finie : la carte de fin de partie.

end-biy-captured = Le Biy est pris
end-no-legal-move = Plus de coup légal
end-bare-biys = Il ne reste que les deux Biys : partie nulle
end-ply-limit = 120 demi-coups sans prise, coup de Shatra, parachutage ni promotion : partie nulle
end-time-against-bare-biy = Le temps est écoulé, mais un Biy seul ne peut gagner : partie nulle
end-mate = Mat
end-knight-mate = Le cavalier ne peut pas mater : le camp qui a maté perd
end-niol = Niol : un mat sans shak est nul
end-robado = Robado : un roi seul, partie nulle
end-stalemate = Pat
end-dead-position = Matériel insuffisant
end-hundred-plies = 100 demi-coups sans prise ni coup de pion : partie nulle
end-repetition = Triple répétition : partie nulle
end-agreement = Nulle d'un commun accord
end-resignation = Abandon
end-time = Temps écoulé

## La sorte de l'échec en cours, près de la pendule (shatar).

check-shak = Shak
check-tuk = Tuk
check-tsod = Tsod
check-tuk-tsod = Tuk et tsod
mark-shak-series = Shak dans la série : le mat gagne

## Légendes : ce qu'un coup de shatar ou de hiashatar vient de faire.

caption-shatar-shak-mate = Mat par le { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} : la série d'échecs comptait un shak, le mat gagne donc
caption-hiashatar-mate = Mat par le { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} : au hiashatar, tout mat gagne
caption-shatar-knight-mate = Mat par le { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
   *[mori] mori
    [khuu] khüü
    [hia] hia
} : le mori (cavalier) n'a pas le droit de mater, le camp qui a maté perd donc
caption-shatar-niol = Niol : le { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} mate sans aucun shak dans la série d'échecs, partie nulle
caption-shatar-robado = Robado : le { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} prend, et un camp n'a plus que son noyon : partie nulle
caption-mongol-stalemate = Pat : après ce coup du { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, l'adversaire n'a plus de coup légal, mais il n'est pas en échec
caption-hiashatar-dead-position = Après ce coup du { $man ->
   *[noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, aucun camp ne peut plus mater : partie nulle
caption-hiashatar-hias-draw = Après ce coup du { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
   *[hia] hia
}, chaque camp n'a plus que son noyon et un hia : nulle immédiate
caption-mongol-repetition = Après ce coup du { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, la même position revient pour la troisième fois : partie nulle
caption-mongol-hundred-plies = Ce coup du { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} fait 100 demi-coups sans prise ni coup de khüü : partie nulle
caption-shatar-shak = Shak : le { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} fait échec (l'échec d'un bers, d'un tereg ou d'un mori est un shak)
caption-shatar-tuk = Tuk : le { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} fait échec, sans bers, tereg ni mori : ce n'est pas un shak
caption-shatar-tsod = Tsod : le { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
   *[khuu] khüü
    [hia] hia
} fait échec, sans bers, tereg ni mori : ce n'est pas un shak
caption-shatar-tuk-tsod = Tuk et tsod : { $man ->
    [khuu] le khüü et un temee
   *[other] le temee et un khüü
} font échec ensemble, toujours sans shak
caption-mongol-promotion = Le khüü atteint la dernière rangée et devient un { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}
caption-hiashatar-inside-zone = Le { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} en { $square } est dans la zone d'un hia ennemi : il ne va que d'une case
caption-hiashatar-braked = La zone du hia arrête le { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} en { $square }
caption-hiashatar-en-passant = En passant : le khüü va en { $square } et prend le khüü ennemi qui vient de traverser cette case
caption-hiashatar-pawn-long-step = Depuis sa première rangée, le khüü avance tout droit de { $squares } cases
caption-hiashatar-hia-move = Le hia va d'une ou deux cases en ligne droite : en { $square }

## Les options du shatar dans la fenêtre de nouvelle partie.

option-shatar-start = Début de partie
option-shatar-start-tip = Comment la partie commence : quels pions jouent les premiers coups obligatoires, ou chaque bers à côté de son roi, sans coup obligatoire.
option-shatar-start-queens-pawn = Pions de la dame (d4, d5)
option-shatar-start-kings-pawn = Pions du roi (e4, e5)
option-shatar-start-bers-beside-king = Bers à côté du roi
option-shatar-knight-mate = Mat du cavalier
option-shatar-knight-mate-tip = Ce que vaut un mat donné par le mori seul : le camp qui mate perd (la règle habituelle), le coup est interdit, ou il gagne comme tout mat.
option-shatar-knight-mate-loses = Le camp qui mate perd
option-shatar-knight-mate-illegal = Coup interdit
option-shatar-knight-mate-wins = Le mat gagne
option-shatar-bishop-three-squares = Temee de 1 à 3 cases
option-shatar-bishop-three-squares-tip = Le temee (fou) va au plus à trois cases sur sa diagonale.
option-shatar-stalemate-loses = Le pat perd
option-shatar-stalemate-loses-tip = Le camp qui n'a plus de coup légal, sans être en échec, perd au lieu de faire nulle.
option-shatar-modern = Shatar moderne
option-shatar-modern-tip = Comme dans les tournois d'aujourd'hui : le bers va comme la dame des échecs, et tout mat gagne, même celui du mori.

## Les démonstrations du shatar dans l'aide des règles.

lesson-shatar-bers = Le bers
lesson-shatar-bers-text = Le bers (dame) glisse d'autant de cases qu'il veut sur les rangées et les colonnes, comme une tour, mais ne va que d'une case en diagonale. Ici, il monte en d7, puis fait un pas en diagonale vers e6.
lesson-shatar-opening = L'ouverture obligatoire
lesson-shatar-opening-text = Le shatar part de la position des échecs, mais les deux premiers coups sont imposés : les Blancs jouent d2–d4 et les Noirs d7–d5, tous deux d'emblée. La vraie partie commence après eux.
lesson-shatar-shak-mate = Un mat après un shak
lesson-shatar-shak-mate-text = L'échec d'un bers, d'un tereg ou d'un mori est un shak ; celui du temee (chameau) est un tuk, celui du khüü (pion) un tsod. Ici, le tereg donne un shak, puis le temee mate : la série d'échecs ininterrompue compte un shak, le mat gagne donc.
lesson-shatar-niol = Le niol
lesson-shatar-niol-text = Niol : un mat donné par le temee ou le khüü, sans aucun shak dans la série d'échecs qui le précède, n'est qu'une partie nulle. Ici, le temee mate d'emblée, sans shak : c'est un niol.
lesson-shatar-knight-mate = Le mori ne mate pas
lesson-shatar-knight-mate-text = Le mori (cavalier) n'a pas le droit de mater. Ici, il donne un mat étouffé en f7 — et les Blancs, qui ont maté, perdent donc la partie.
lesson-shatar-robado = Le robado
lesson-shatar-robado-text = Robado : quand un camp n'a plus que son noyon (roi), la partie est aussitôt nulle. Les Blancs prennent le dernier tereg noir, et le noyon seul obtient la nulle.

## Les options du hiashatar et les lectures des deux programmes.

option-hia-queens-to-the-right = Bers à droite du roi
option-hia-queens-to-the-right-tip = Chaque bers commence à droite de son noyon : les deux noyons ne se font plus face sur la même colonne.
option-hia-captures-diagonally-only = Le hia ne prend qu'en diagonale
option-hia-captures-diagonally-only-tip = Le hia ne prend, et ne fait échec, que d'une case en diagonale ; ses autres coups ne changent pas.
option-hia-zone-brakes-both-sides = La zone freine les deux camps
option-hia-zone-brakes-both-sides-tip = La zone de chaque hia freine et retient toutes les pièces sauf le mori, amies ou ennemies ; un hia n'est pas freiné par sa propre zone.
option-hia-zone-brakes-only-passing = La zone ne freine qu'au passage
option-hia-zone-brakes-only-passing-tip = Une pièce qui part de l'intérieur d'une zone ennemie joue normalement ; seule celle qui entre dans une zone est arrêtée.
option-hia-en-passant-any-passed = En passant sur toute case traversée
option-hia-en-passant-any-passed-tip = Tout khüü qui attaque une case que le khüü ennemi vient de traverser peut y aller et prendre ce khüü.
option-hia-promotion-to-any = Promotion en toute pièce
option-hia-promotion-to-any-tip = Un khüü sur la dernière rangée peut devenir un bers, un tereg, un temee, un mori ou un hia.
option-hia-checks-adjacent-only = Le hia ne fait échec qu'au contact
option-hia-checks-adjacent-only-tip = Un hia ennemi sur l'une des huit cases autour du noyon fait échec ; un hia à deux cases ne fait jamais échec.
preset-hia-vivanto = Les règles de Vivanto
preset-hia-vivanto-tip = Les règles du programme Vivanto : chaque bers à droite de son roi, le hia ne prend qu'en diagonale, la zone ne freine qu'au passage.
preset-hia-dagaz = Les règles de Dagaz
preset-hia-dagaz-tip = Les règles du programme Dagaz : chaque bers à droite de son roi, la zone ne freine qu'au passage, en passant sur toute case traversée, promotion en toute pièce, le hia ne fait échec qu'au contact.

## Les démonstrations du hiashatar dans l'aide des règles.

lesson-hia-move = Le hia
lesson-hia-move-text = Le hia (garde du corps) va d'une ou deux cases en ligne droite, dans les huit directions ; pour deux cases, la première doit être vide. Il prend de la même façon. Les huit cases qui l'entourent forment sa zone.
lesson-hia-braking = Le freinage
lesson-hia-braking-text = La zone d'un hia freine l'ennemi : une pièce à longue portée (bers, tereg, temee, ou khüü qui fait un grand pas) s'arrête sur la première case de la zone ennemie où elle entre. Ici, le temee ne peut pas dépasser e5.
lesson-hia-inside-zone = Dans une zone
lesson-hia-inside-zone-text = Une pièce qui commence son coup dans la zone d'un hia ennemi ne va que d'une case, quelle qu'elle soit. Seul le mori (cavalier) y échappe. Ici, le tereg en d5 ne peut faire qu'un pas.
lesson-hia-pawn-steps = Le grand pas du khüü
lesson-hia-pawn-steps-text = Depuis sa première rangée, un khüü peut avancer tout droit de deux ou trois cases. Juste après, un khüü ennemi placé à côté peut le prendre en passant, en allant sur la dernière case qu'il a traversée : ici, d5 prend en e4.
lesson-hia-hias-draw = Hia contre hia
lesson-hia-hias-draw-text = Quand chaque camp n'a plus que son noyon et un hia, la partie est aussitôt nulle. Ici, le hia prend le dernier tereg et laisse noyon et hia contre noyon et hia.
lesson-hia-mate = Le mat
lesson-hia-mate-text = Le hiashatar n'a aucune des règles de mat du shatar : ni shak, ni niol, et tout mat gagne, quelle que soit la pièce qui le donne. Ici, le bers mate en j10.

# The position editor of shatar and hiashatar: what keeps the men as placed from being a position
setup-no-king = les { $side ->
    [white] Blancs
   *[black] Noirs
} n'ont pas de noyon (roi)
setup-extra-kings = les { $side ->
    [white] Blancs
   *[black] Noirs
} ont { $count } noyons ; chaque camp en a exactement un
setup-pawn-on-edge = un khüü (pion) en { $square } : aucun khüü ne se tient sur la première ou la dernière rangée
setup-opposite-check = les { $side ->
    [white] Blancs
   *[black] Noirs
} sont en échec alors que c'est à l'autre camp de jouer : leur noyon pourrait être pris
setup-kings-side-by-side = les deux noyons sont côte à côte, ce qui n'est jamais permis
setup-not-in-game = la pièce en { $square } n'est pas une pièce de ce jeu
setup-off-board = une pièce est hors de l'échiquier
setup-not-this-editor = le Shatra se dispose dans son propre éditeur
setup-other = { $reason }

# The beginner's guide of shatar and hiashatar: how the selected man moves by the rules, and what holds it here
guide-shatar-noyon = Le noyon va d'une case dans toutes les directions, jamais à côté de l'autre noyon
guide-shatar-bers = Le bers glisse d'autant de cases qu'il veut sur les rangées et les colonnes, ou fait un seul pas en diagonale ; son échec est un shak
guide-shatar-bers-modern = Le bers se déplace comme la dame des échecs, d'autant de cases qu'il veut sur les rangées, les colonnes et les diagonales ; son échec est un shak
guide-shatar-tereg = Le tereg glisse d'autant de cases qu'il veut sur les rangées et les colonnes ; son échec est un shak
guide-shatar-temee = Le temee glisse sur les diagonales ; un échec des seuls temees est un tuk, et un mat sans shak dans la série est un niol, une partie nulle
guide-shatar-temee-short = Le temee va d'une à trois cases en diagonale ; un échec des seuls temees est un tuk, et un mat sans shak dans la série est un niol, une partie nulle
guide-shatar-mori = Le mori saute comme le cavalier des échecs, par-dessus les pièces ; son échec est un shak, mais un mat du mori seul perd
guide-shatar-mori-illegal = Le mori saute comme le cavalier des échecs, par-dessus les pièces ; son échec est un shak, mais il ne peut pas mater seul
guide-shatar-mori-wins = Le mori saute comme le cavalier des échecs, par-dessus les pièces ; son échec est un shak, et son mat gagne
guide-shatar-khuu = Le khüü avance d'une case tout droit et prend d'une case en diagonale vers l'avant ; un échec des seuls khüüs est un tsod ; sur la dernière rangée il devient bers
guide-hiashatar-noyon = Le noyon va d'une case dans toutes les directions, jamais à côté de l'autre noyon
guide-hiashatar-bers = Le bers se déplace comme la dame des échecs, mais s'arrête sur la première case de la zone d'un hia ennemi où il entre
guide-hiashatar-tereg = Le tereg glisse sur les rangées et les colonnes, mais s'arrête sur la première case de la zone d'un hia ennemi où il entre
guide-hiashatar-temee = Le temee glisse sur les diagonales, mais s'arrête sur la première case de la zone d'un hia ennemi où il entre
guide-hiashatar-mori = Le mori saute comme le cavalier des échecs ; aucune zone de hia ne le freine
guide-hiashatar-khuu = Le khüü avance d'une case et, depuis sa première rangée, aussi de deux ou trois par des cases vides (en s'arrêtant dans une zone ennemie) ; il prend d'une case en diagonale vers l'avant, aussi en passant, et devient bers sur la dernière rangée
guide-hiashatar-khuu-any = Le khüü avance d'une case et, depuis sa première rangée, aussi de deux ou trois par des cases vides (en s'arrêtant dans une zone ennemie) ; il prend d'une case en diagonale vers l'avant, aussi en passant, et devient sur la dernière rangée n'importe quelle pièce sauf un noyon
guide-hiashatar-hia = Le hia va d'une ou deux cases en ligne droite (pour deux, la première doit être vide) et prend comme il se déplace ; sa zone, les huit cases autour de lui, freine les pièces ennemies
guide-hiashatar-hia-diagonal = Le hia va d'une ou deux cases en ligne droite (pour deux, la première doit être vide), mais ne prend que d'une case en diagonale ; sa zone, les huit cases autour de lui, freine les pièces ennemies
guide-inside-zone = Elle commence son coup dans la zone d'un hia ennemi, elle ne va donc que d'une case
guide-inside-own-zone = Elle commence son coup dans la zone de son propre hia, qui selon ces règles retient toutes les pièces : une seule case
guide-in-check = Votre noyon est en échec : seul un coup qui pare l'échec est permis
guide-shak-series = Votre série d'échecs contient un shak : un mat gagne désormais
