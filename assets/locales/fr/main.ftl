# Shatra 3D : catalogue français. Les mêmes messages et les mêmes arguments que l'anglais.

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
    [white] Blancs
   *[black] Noirs
}

## Légendes : ce qu'un coup vient de faire, dans les termes des règles.

caption-compulsory-capture = La prise est obligatoire : { $move } prend { $men ->
    [one] une pièce
    [2] deux pièces
    [3] trois pièces
   *[other] { $men } pièces
}
caption-biy-captures = Le Biy prend par { $move } : lui seul n'est jamais obligé de prendre
caption-biy-stops-chain = Le Biy peut arrêter sa rafle après n'importe quel saut : { $move }
caption-long-range-capture = { $kind ->
    [batyr] Le { -batyr }
    [tura] La { -tura }
   *[yalkyn] Le { -yalkyn }
} prend à distance sur sa ligne : { $move }, en se posant sur n'importe quelle case vide derrière sa proie
caption-en-passant = En passant : { $move } prend la Shatra qui vient d'avancer de deux cases
caption-drop-own-half = Un parachutage de la forteresse sur sa propre moitié : { $kind ->
    [biy] le { -biy }
    [batyr] le { -batyr }
    [tura] la { -tura }
    [yalkyn] le { -yalkyn }
   *[shatra] la { -shatra }
} sort en { $square }
caption-drop-enemy-half = De la forteresse ennemie sur la moitié ennemie : { $kind ->
    [biy] le { -biy }
    [batyr] le { -batyr }
    [tura] la { -tura }
    [yalkyn] le { -yalkyn }
   *[shatra] la { -shatra }
} est posé en { $square }
caption-biy-leaves-gate = Un parachutage depuis la porte : le Biy va en { $square }, n'importe où sur sa moitié
caption-great-road = La grande route : { $kind ->
    [batyr] le Batyr
   *[tura] la Tura
} quitte la forteresse par la colonne d
caption-double-step = Depuis la première rangée de sa moitié, une Shatra peut avancer de deux cases : { $move }
caption-promotion = Une Shatra atteint la dernière rangée et devient { $kind ->
    [batyr] le Batyr perdu
    [tura] une Tura perdue
   *[yalkyn] un Yalkyn perdu
}
caption-shatra-waits = Une Shatra atteint la dernière rangée et attend : aucune pièce majeure n'est encore perdue
caption-promotion-in-place = Une Shatra en attente devient { $kind ->
    [batyr] le Batyr perdu
    [tura] une Tura perdue
   *[yalkyn] un Yalkyn perdu
}
caption-game-over = { $reason ->
    [biy-captured] Le Biy est pris : { $winner ->
        [white] les Blancs
       *[black] les Noirs
    } gagnent
    [no-legal-move] { $winner ->
        [white] Les Noirs n'ont plus de coup légal : les Blancs gagnent
       *[black] Les Blancs n'ont plus de coup légal : les Noirs gagnent
    }
    [threefold] Triple répétition : partie nulle
    [ply-limit] 120 demi-coups sans prise, coup de Shatra, parachutage ni promotion : partie nulle
    [bare-biys] Il ne reste que les deux Biys : partie nulle
    [agreement] Nulle d'un commun accord
    [time] { $winner ->
        [white] Les Noirs n'ont plus de temps : les Blancs gagnent
       *[black] Les Blancs n'ont plus de temps : les Noirs gagnent
    }
    [time-bare-biy] Le temps est écoulé, mais l'adversaire n'a que son Biy et ne peut gagner : partie nulle
   *[resignation] { $winner ->
        [white] Les Noirs abandonnent : les Blancs gagnent
       *[black] Les Blancs abandonnent : les Noirs gagnent
    }
}
caption-title-card = Shatra, le jeu d'échecs-dames de l'Altaï
caption-players = Blancs : ordinateur, niveau { $white } · Noirs : ordinateur, niveau { $black }

## Les écrans de l'exposition.

exhibition-invite = Touchez l'écran pour jouer
exhibition-welcome = Bienvenue à la Shatra
exhibition-choose-game = Quel jeu ?
exhibition-play-computer = Jouer contre l'ordinateur
exhibition-gentle = Doux
exhibition-fair = Équilibré
exhibition-strong = Fort
exhibition-two-players = Deux joueurs
exhibition-watch = Regarder
exhibition-undo = Annuler
exhibition-hint = Indice
exhibition-new-game = Nouvelle partie
exhibition-back-to-watching = Revenir au spectacle
exhibition-still-playing = Vous jouez encore ? Touchez l'écran
exhibition-countdown = Retour au spectacle dans { $seconds }
exhibition-your-turn = À vous : { $side ->
    [white] Blancs
   *[black] Noirs
}
exhibition-side-to-move = Trait aux { $side ->
    [white] Blancs
   *[black] Noirs
}
exhibition-computer-thinking = L'ordinateur réfléchit…
exhibition-must-capture = La prise est obligatoire : les pièces éclairées doivent prendre
exhibition-hint-shown = Essayez la pièce éclairée
exhibition-you-win = Vous avez gagné !
exhibition-computer-wins = L'ordinateur gagne cette fois
exhibition-game-result = { $winner ->
    [white] Les Blancs gagnent
    [black] Les Noirs gagnent
   *[none] Partie nulle
}
exhibition-game-number = Partie { $number }
exhibition-back-soon = Retour au spectacle dans { $seconds } s

## Le panneau du jeu.

hud-chain-in-progress = Rafle en cours : cliquez sur la case suivante
hud-chain-or-stop = Rafle en cours : cliquez sur la case suivante, ou arrêtez-vous ici
hud-must-capture = La prise est obligatoire : les pièces éclairées doivent prendre
hud-resign-title = Abandonner ?
hud-resign-question = Abandonner cette partie ?
hud-resign-yes = Abandonner
hud-resign-no = Continuer
hud-draw-declined = L'ordinateur refuse la nulle
hud-draw-weighing = L'ordinateur examine votre proposition…
hud-hint-thinking = Recherche d'un indice…
hud-hint = Indice : { $move } (les flèches le montrent)

## Nouvelle partie.

new-game-title = Nouvelle partie
new-game-human = Humain
new-game-computer = Ordinateur : { $level ->
    [1] novice
    [2] débutant
    [3] amateur
    [4] joueur de club
    [5] confirmé
    [6] expert
    [7] maître
   *[8] grand maître
} ({ $level })
new-game-game = Jeu
new-game-rules = Règles
new-game-default-rules = Règles par défaut
new-game-options = Options
new-game-changes = Ce que changent ces règles :
new-game-no-change = Les règles par défaut : RULES.md, sections 1 à 8, sans option.
new-game-men = Pièces
new-game-start = Commencer
rule-original = Jeu original (1979)
rule-original-tip = Chaque camp a un Biy et 23 Shatras ; les Shatras avancent d'une case tout droit, en diagonale avant ou de côté partout, jamais de deux, et ne se promeuvent qu'en Batyr.
rule-no-great-road-drops = Pas de parachutage sur la grande route
rule-no-great-road-drops-tip = Aucun parachutage sur la colonne d ; les coups ordinaires vers la colonne d restent permis.
rule-shatra-retreat = La Shatra recule au-delà du fossé
rule-shatra-retreat-tip = Au-delà du fossé, une Shatra peut aussi reculer, tout droit ou en diagonale, sans prendre et jamais dans sa propre forteresse.
rule-majority-capture = Prise majoritaire
rule-majority-capture-tip = Seules les prises qui prennent le plus de pièces sont permises.
rule-always-batyr = Toujours promouvoir en Batyr
rule-always-batyr-tip = Une Shatra qui se promeut devient toujours un Batyr ; aucune Shatra n'attend donc sur la dernière rangée.
rule-historical-en-passant = En passant historique
rule-historical-en-passant-tip = En passant seulement depuis la rangée du fossé adverse, en sautant en diagonale avant par-dessus la case traversée.
rule-gate-shatra-may-decline = La Shatra sur la porte ennemie peut refuser
rule-gate-shatra-may-decline-tip = Une Shatra sur la porte ennemie a le privilège du Biy : elle n'est pas obligée de prendre et peut arrêter sa rafle après n'importe quel saut.
rule-nearest-landing = Atterrissage le plus proche
rule-nearest-landing-tip = Une pièce à longue portée qui peut continuer à prendre doit se poser sur la case la plus proche de sa proie d'où elle le peut.

## Pendules.

clock-pause = Arrêter les pendules
clock-resume = Relancer les pendules
clock-paused = Pendules arrêtées
clock-none = Sans pendule
clock-custom = Personnalisé
clock-minutes = minutes
clock-increment = secondes par coup
new-game-clock = Pendule
hud-draw-declined-by-opponent = La nulle a été refusée
hud-to-move = Trait aux { $side ->
    [white] Blancs
   *[black] Noirs
} ({ $player })
hud-thinking = Réflexion… { $seconds } s
hud-thinking-depth = Réflexion… profondeur { $depth } · { $score } · { $seconds } s
hud-last-move = Dernier coup : { $move }
hud-your-move = Votre coup
hud-promote-to = Promouvoir en :
hud-promote-here = Promouvoir ici ({ $move })
hud-stop-here = S'arrêter ici ({ $move })
hud-cancel = Annuler (Échap)
hud-new-game = Nouvelle partie…
hud-undo = Annuler
hud-redo = Rétablir
hud-resign = Abandonner
hud-offer-draw = Proposer la nulle
hud-hint-button = Indice
hud-save = Enregistrer
hud-load = Ouvrir
hud-saved = Enregistré dans { $path }
hud-not-saved = Non enregistré : { $error }
hud-loaded = Ouvert { $path }
hud-not-loaded = Non ouvert : { $error }
hud-type-move = Coup :
hud-moves = Coups
hud-lost-men = { $count } × { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
}
hud-side-men = { $side ->
    [white] Blancs
   *[black] Noirs
} : perdu { $any ->
    [0] rien
   *[other] { $lost }
} · réserve { $reserve }
hud-souvenir = Souvenir
hud-tournament = Tournoi
hud-carved = Sculptées
hud-staunton = Staunton
hud-labels = Étiquettes :
hud-labels-off = Aucune
hud-view = Vue :
hud-view-white = Blancs
hud-view-black = Noirs
hud-view-top = Dessus
hud-follow-side = Tourner vers le camp au trait (deux joueurs)
hud-animation-speed = Vitesse d'animation
hud-volume = Volume du son
hud-mute = Muet
hud-draw-offered = Nulle proposée
hud-draw-offer = { $side ->
    [white] Blancs
   *[black] Noirs
}, votre adversaire propose la nulle.
hud-accept = Accepter
hud-decline = Refuser
hud-game-over = Partie terminée
hud-look-at-board = Voir l'échiquier

## Pourquoi un clic ou un coup est refusé.

refusal-choose-own-man = Choisissez une de vos pièces
refusal-not-your-turn = C'est aux { $side ->
    [white] Blancs
   *[black] Noirs
} de jouer
refusal-capture-compulsory = La prise est obligatoire
refusal-only-biy = Seul le Biy peut jouer : il peut prendre
refusal-obligated-drop = La pièce de réserve en { $square } a pris et doit être parachutée maintenant
refusal-drop-order = Les pièces de réserve sont parachutées dans l'ordre
refusal-no-move = Cette pièce n'a pas de coup légal
refusal-game-over = La partie est terminée : commencez-en une nouvelle
refusal-man-cannot-move = Cette pièce n'a aucun coup légal
guide-family = { $man } : { $count ->
    [0] aucune case où aller d'ici
    [one] une case où aller d'ici
   *[other] { $count } cases où aller d'ici
}{ $braked ->
    [0] {""}
   *[other] ; la zone d'un hia lui en retire encore { $braked }
}
game-ending = { $winner ->
    [white] Les blancs gagnent
    [black] Les noirs gagnent
   *[none] Partie nulle
}: { $reason }
refusal-wait-for-computer = Attendez : l'ordinateur réfléchit
refusal-chain-must-go-on = La rafle doit continuer : cliquez sur une case éclairée (Échap annule)
refusal-move = { $move } n'est pas un coup légal ici ({ $why })
refusal-not-a-move = « { $move } » n'est pas un coup : écrivez-le comme 46-32 ou 29x17
refusal-not-a-legal-move = « { $move } » n'est pas un coup légal ici : écrivez-le comme e2e4 ou Nf3

## Les raisons du moteur pour refuser un coup tapé.

illegal-game-over = la partie est finie : un Biy a été pris
illegal-no-legal-move = les { $side ->
    [white] Blancs
   *[black] Noirs
} n'ont plus de coup légal : la partie est finie
illegal-empty-square = la case { $square } est vide
illegal-not-your-man = la pièce en { $square } est aux { $owner ->
    [white] Blancs
   *[black] Noirs
} et c'est aux { $turn ->
    [white] Blancs
   *[black] Noirs
} de jouer
illegal-capture-compulsory = la prise est obligatoire
illegal-obligated-drop-target = la pièce de réserve en { $square } ne peut être parachutée que sur une case vide de sa moitié
illegal-drop-obligation = la pièce de réserve en { $square } a pris et doit être parachutée maintenant
illegal-only-biy = une prise est possible : seul le Biy peut prendre ou jouer à la place
illegal-drop-order = la pièce de réserve en { $square } n'est pas la suivante dans l'ordre
illegal-cannot-go-there = { $kind ->
    [biy] le Biy
    [batyr] le Batyr
    [tura] la Tura
    [yalkyn] le Yalkyn
   *[shatra] la Shatra
} en { $square } ne peut pas aller là
illegal-no-capture = { $kind ->
    [biy] le Biy
    [batyr] le Batyr
    [tura] la Tura
    [yalkyn] le Yalkyn
   *[shatra] la Shatra
} en { $square } n'a pas de prise
illegal-chain-must-go-on = la rafle doit continuer : la pièce peut encore prendre
illegal-no-such-capture = { $kind ->
    [biy] le Biy
    [batyr] le Batyr
    [tura] la Tura
    [yalkyn] le Yalkyn
   *[shatra] la Shatra
} en { $square } n'a pas cette prise
illegal-not-legal = ce n'est pas un coup légal ici

## Le guide du débutant : ce que peut faire la pièce choisie.

hud-guide = Guide du débutant
guide-must-capture = Cette pièce peut prendre, elle le doit donc : la prise est obligatoire et sa rafle continue tant qu'elle peut
guide-biy-may-capture = Le Biy peut prendre sans y être obligé, et peut arrêter sa rafle après n'importe quel saut
guide-reserve-drop = Une pièce de réserve : elle est parachutée sur une case vide de votre moitié, dans l'ordre fixé
guide-biy-on-gate = Le Biy sur sa porte avance d'une case, ou est parachuté sur une case vide de votre moitié
guide-in-enemy-home = Dans la forteresse ennemie : elle joue normalement, ou est parachutée sur la moitié ennemie
guide-shatra-own-half = Cette Shatra n'a pas atteint sa rangée du fossé : elle avance tout droit (de deux cases depuis sa première rangée)
guide-shatra-ditch-rank = Cette Shatra est sur sa rangée du fossé : elle avance tout droit ou en diagonale avant
guide-shatra-past-ditch = Cette Shatra a franchi le fossé : elle avance tout droit, en diagonale avant ou de côté
guide-shatra-waiting = Cette Shatra attend sur la dernière rangée une pièce perdue : elle ne va que de côté
guide-biy = Le Biy avance d'une case dans n'importe quelle direction
guide-long-range = { $kind ->
    [batyr] Le Batyr glisse sur les rangées, colonnes et diagonales
    [tura] La Tura glisse sur les rangées et les colonnes
   *[yalkyn] Le Yalkyn glisse sur les diagonales
} et prend à distance, en se posant sur n'importe quelle case vide derrière sa proie

## Les règles : une courte page par sujet.

hud-rules = Règles
rules-show-me = Montrer
rules-showing = Démonstration sur l'échiquier…
rules-terms-title = Le jeu et ses pièces
rules-terms-checks = Un échec du bers, du tereg ou du mori est un shak, d'un temee un tuk, d'un khüü un tsod. La façon dont un mat finit la partie dépend de la série d'échecs qui le précède :
rules-board-title = L'échiquier
rules-board-text = 62 cases : un champ de bataille de 7 × 6 cases pour chaque camp, coupé par le fossé (entre les rangées 7 et 8), et une forteresse de 9 cases derrière la porte de chaque camp. La colonne d est la grande route : un Batyr ou une Tura de la réserve peut quitter la forteresse par elle, sur des cases vides.
rules-men-title = Les pièces et leur marche
rules-men-text = Chaque camp a un Biy (roi), un Batyr (dame), deux Turas (tours), deux Yalkyns (fous) et onze Shatras. Le Biy avance d'une case dans toute direction ; Batyr, Tura et Yalkyn glissent comme la dame, la tour et le fou. La Shatra ne recule jamais : sur sa moitié elle avance tout droit (de deux cases depuis sa première rangée), sur sa rangée du fossé aussi en diagonale avant, au-delà du fossé aussi de côté.
rules-fortress-title = La forteresse et les parachutages
rules-fortress-text = Les pièces de la forteresse et le Biy sur sa porte forment la réserve. Une pièce de réserve sort par un parachutage : elle est posée sur une case vide de sa moitié, en un coup entier, dans un ordre fixé (54, 55, 56 … pour les Blancs). Le Biy sur sa porte peut être parachuté à tout moment. La réserve épuisée, les parachutages sont libres.
rules-capture-title = Prise obligatoire et rafles
rules-capture-text = La prise est obligatoire. Une pièce saute une pièce ennemie vers la case vide derrière elle, et continue tant qu'elle peut : une rafle. Les pièces sautées restent sur l'échiquier jusqu'à la fin de la rafle, bloquant lignes et cases, puis sont toutes enlevées. Quand plusieurs prises sont possibles, le joueur choisit.
rules-long-range-title = Les prises à distance
rules-long-range-text = Batyr, Tura et Yalkyn prennent sur leurs lignes : par des cases vides jusqu'à une pièce ennemie, par-dessus, et sur n'importe quelle case vide derrière — mais si la rafle peut continuer depuis certaines de ces cases, elle doit se poser sur l'une d'elles. Aucune prise ne peut finir dans sa propre forteresse contre les règles de la forteresse.
rules-en-passant-title = En passant
rules-en-passant-text = Juste après l'avance de deux cases d'une Shatra ennemie, une Shatra voisine de la case traversée peut la prendre comme si elle n'avait avancé que d'une case, en sautant cette case. Seulement au coup suivant ; c'est une prise ordinaire et obligatoire, qui peut continuer en rafle.
rules-privilege-title = Le privilège du Biy
rules-privilege-text = Le Biy n'est jamais obligé de prendre et peut arrêter sa rafle après n'importe quel saut. Quand seul le Biy peut prendre, le joueur peut prendre avec lui ou jouer le Biy sans prendre ; quand une autre pièce peut prendre, la prise est obligatoire.
rules-promotion-title = La promotion et la Shatra en attente
rules-promotion-text = Une Shatra qui atteint la dernière rangée ennemie devient une des pièces majeures perdues de son camp : un Batyr s'il n'y en a plus, une Tura ou un Yalkyn s'il en reste moins de deux. Si rien n'est perdu, elle attend là, n'allant que de côté, jusqu'à ce qu'une pièce soit perdue ; elle peut alors se promouvoir sur place.
rules-end-title = La fin de la partie
rules-end-text = On gagne en prenant le Biy ennemi ou en laissant l'adversaire sans coup légal. La partie est nulle à la troisième répétition d'une position, après 120 demi-coups sans prise, coup de Shatra, parachutage ni promotion, quand il ne reste que les deux Biys, ou d'un commun accord.
rules-options-title = Les règles en vigueur
rules-options-text = Ce jeu suit les règles de RULES.md ; les options ci-dessous les modifient, chacune comme sa source la décrit. On les choisit dans la fenêtre de nouvelle partie.

## Le fichier des réglages.

settings-damaged = Les réglages de { $path } sont illisibles ; { $aside ->
    [none] les réglages par défaut sont utilisés
   *[other] le fichier a été déplacé vers { $aside } et les réglages par défaut sont utilisés
}
settings-unreadable = Les réglages de { $path } ne s'ouvrent pas ({ $error }) ; les réglages par défaut sont utilisés
settings-not-saved = Les réglages n'ont pas été enregistrés : { $error }

## La partie en cours, gardée d'une session à l'autre.

keep-resumed = Votre partie inachevée reprend là où vous l'aviez laissée (Nouvelle partie en commence une autre)
keep-damaged = La partie gardée dans { $path } est illisible ; { $aside ->
    [none] une nouvelle partie commence
   *[other] elle a été déplacée vers { $aside } et une nouvelle partie commence
}
keep-failed = La partie en cours n'a pas pu être gardée : { $error }

# La ludothèque
library-not-kept = La partie terminée n'a pas pu être gardée dans la bibliothèque : { $error }
library-damaged = Une partie de la bibliothèque, { $path }, est illisible ; { $aside ->
    [none] elle est restée à sa place
   *[other] elle a été déplacée vers { $aside }
}
library-opened = Une partie de la bibliothèque est sur l'échiquier (Nouvelle partie en commence une autre)
library-exported = La partie a été exportée en SGN vers { $path }
library-failed = La bibliothèque n'a pas pu le faire : { $error }
library-button = Bibliothèque…
library-title = Bibliothèque des parties
library-empty = Aucune partie terminée pour l'instant : chaque partie qui se termine est gardée ici.
library-date = Date
library-players = Joueurs
library-rules = Règles
library-own-options = ses propres options
library-result = Résultat
library-moves = Coups
library-name = Nom
library-open = Ouvrir
library-export = Exporter en SGN
library-rename = Renommer
library-delete = Supprimer
library-delete-confirm = Supprimer cette partie pour de bon ?
library-yes = Oui, supprimer
library-no = La garder
library-imported = { $count ->
    [one] Une partie importée
   *[other] { $count } parties importées
} depuis { $path }
library-imported-some = { $count ->
    [one] Une partie importée
   *[other] { $count } parties importées
} depuis { $path } ; { $bad } illisibles ({ $first })
library-import = Importer un SGN
library-import-file = Importer un fichier SGN…
library-import-path = Fichier SGN :
library-close = Fermer

# Étude
study-position = Étude : la position après le coup { $ply } sur { $of } (← → Début Fin ; Fin revient à la partie)
study-not-playing = Vous regardez la partie en arrière : Fin pour revenir, ou Jouer d'ici
study-play-from-here = Jouer d'ici
study-play-from-here-tip = Reprend la partie depuis la position affichée ; les coups suivants sont repris (Rétablir les ramène tant qu'aucun coup n'est joué)
study-confirm = Reprendre les { $count } coups suivants et jouer d'ici ?
study-yes = Jouer d'ici
study-no = Continuer à regarder

# Analyse
analysis-toggle = Analyse
analysis-waiting = Analyse en cours…
analysis-win = { $side ->
    [white] Les Blancs gagnent
   *[black] Les Noirs gagnent
} en { $plies } demi-coups
analysis-line = Profondeur { $depth } : { $line }

# L'éditeur de position
editor-button = Position…
editor-title = Composer une position
editor-side = { side }
editor-man = { man }
editor-erase = Gomme
editor-clear = Vider l'échiquier
editor-start = Position de départ
editor-hint = Cliquez sur une case pour y poser la pièce choisie ; cliquez de nouveau pour l'enlever.
editor-to-move = Trait :
editor-reserve = Réserve initiale
editor-reserve-tip = Cliquez une pièce dans sa propre forteresse ou sa porte pour la marquer comme réserve initiale, ou pour ôter la marque (les cases de réserve sont dans la chaîne de position).
editor-reserve-all = Toutes à la maison
editor-reserve-none = Aucune
editor-plies = Demi-coups sans prise, coup de Shatra ni parachutage :
editor-move-number = Numéro du coup :
editor-string = Chaîne de position (à taper ou à lire) :
editor-valid = Une position valable.
editor-invalid = Pas encore une position : { $error }
editor-play = Jouer d'ici
editor-cancel = Annuler

# Le presse-papiers
clipboard-copy-position = Copier la position
clipboard-copy-moves = Copier les coups
clipboard-paste = Coller
clipboard-copied-position = La chaîne de position est dans le presse-papiers
clipboard-copied-moves = Les coups sont dans le presse-papiers
clipboard-pasted-game = Les coups collés sont sur l'échiquier (Annuler les reprend un à un)
clipboard-failed = Presse-papiers : { $error }

# Chaînes de position (RULES.md, section 8) : pourquoi l'une d'elles a été refusée. Le champ fautif
# (son numéro et son nom) ou la ligne entière, puis le problème. Les cases arrivent en numéros, le
# texte tel qu'il a été écrit.
position-error-in-field = champ { $number } ({ $field }) : { $problem }
position-error-whole = position : { $problem }
position-field-men = pièces
position-field-side = trait
position-field-reserve = réserve
position-field-en-passant = en passant
position-field-obligations = parachutages obligés
position-field-sideways = interdictions de côté
position-field-counters = compteurs
position-error-empty = elle est vide (il faut 7 champs, ou startpos)
position-error-not-single-spaces = les champs doivent être séparés par un seul espace
position-error-wrong-field-count = il faut 7 champs (pièces, trait, réserve, en passant, parachutages obligés, interdictions de côté, demi-coups et numéro du coup), { $found ->
    [1] il n'y a qu'un mot
   *[other] il y a { $found } mots
}
position-error-rank-count = il faut 14 rangées séparées par « / », { $found ->
    [1] il n'y en a qu'une
   *[other] il y en a { $found }
}
position-error-zero-count = rangée { $rank } : 0 n'est pas un nombre de cases vides
position-error-bad-man = rangée { $rank } : « { $ch } » n'est ni une pièce (KQRBP, kqrbp) ni un chiffre
position-error-rank-length = la rangée { $rank } a { $playable ->
    [1] une case jouable
   *[other] { $playable } cases jouables
}, le texte en décrit { $described }
position-error-two-biys = les { $color ->
    [white] Blancs
   *[black] Noirs
} ont plus d'un Biy
position-error-bad-side = « { $text } » n'est ni w ni b
position-error-range-not-allowed = « { $text } » : indiquez les cases une par une, séparées par des virgules
position-error-range-backwards = l'intervalle « { $text } » est à l'envers
position-error-listed-twice = la case { $square } figure deux fois
position-error-bad-sideways = « { $text } » doit être une case suivie de < ou >
position-error-no-shatra-on = aucune Shatra ne se trouve en { $square }
position-error-two-restrictions = deux interdictions pour les { $color ->
    [white] Blancs
   *[black] Noirs
}
position-error-bad-plies = « { $text } » n'est pas un nombre de demi-coups
position-error-bad-move-number = « { $text } » n'est pas un numéro de coup (1 ou plus)
position-error-reserve-empty = la case { $square } est vide
position-error-reserve-not-at-home = { $kind ->
    [biy] le Biy
    [batyr] le Batyr
    [tura] la Tura
    [yalkyn] le Yalkyn
   *[shatra] la Shatra
} { $color ->
    [white] des Blancs
   *[black] des Noirs
} en { $square } n'est ni dans sa propre forteresse ni sur sa porte
position-error-shatra-at-home = la Shatra { $color ->
    [white] des Blancs
   *[black] des Noirs
} en { $square } est chez elle sans faire partie de la réserve initiale (une Shatra ne revient jamais chez elle)
position-error-obligation-not-reserve = la case { $square } ne porte aucune pièce de la réserve initiale
position-error-no-double-step = le jeu original n'a pas d'avance de deux cases
position-error-not-passed-over = la case { $square } n'a pas été traversée au coup précédent par l'avance de deux cases d'une Shatra { $mover ->
    [white] blanche
   *[black] noire
}
position-error-square-empty = nom de case vide
position-error-square-not-on-board = la case { $text } n'est pas sur l'échiquier
position-error-square-wall = { $text } est un mur de la forteresse, pas une case jouable
position-error-square-malformed = « { $text } » n'est pas une case (utilisez 1-62 ou a1-g14)

# The settings file, field by field
settings-fields-reset = Certains réglages de { $path } sont illisibles et reprennent leur valeur par défaut : { $fields } ; les autres sont conservés

# A pasted text that is neither a position nor a game
clipboard-empty = Le presse-papiers est vide
clipboard-neither = Le presse-papiers ne contient ni une position ({ $position }) ni des coups (coup { $ply } : { $moves })
clipboard-no-moves = Le presse-papiers ne contient ni une position ({ $position }) ni des coups
clipboard-record = La partie du presse-papiers est illisible : { $error }

# shatrabase's rules, as a preset of the new-game dialog
rules-shatrabase = Les règles de shatrabase (version étendue)
rules-shatrabase-tip = Les règles que shatrabase joue dans sa version étendue (ses parties se lisent et se rejouent avec elles) : parachutages dans n'importe quel ordre, la prise du Biy termine la rafle, pas de côté libres et les autres différences listées dans le README
rules-shatrabase-original = Les règles de shatrabase (version originale)
rules-shatrabase-original-tip = Les règles que shatrabase joue dans sa version originale (1979 : Biy et 23 Shatras de chaque côté), telles que ses parties sont écrites
