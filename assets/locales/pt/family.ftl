# Shatra 3D: catálogo português da família de jogos (Shatra, shatar, hiashatar). As mesmas
# mensagens, pela mesma ordem e com os mesmos argumentos do inglês. As peças do shatar e do
# hiashatar guardam os nomes mongóis: noyon, bers, tereg, temee, mori, khüü, hia (todos masculinos).

## Os jogos.

game-shatra = Shatra
game-shatra-tip = O xadrez-damas do Altai: uma fortaleza atrás de cada lado, captura obrigatória em cadeia, entradas da reserva
game-shatar = Shatar
game-shatar-tip = O xadrez mongol em 8 × 8: o bers anda como uma torre ou uma casa na diagonal, e um mate só ganha depois de um shak
game-hiashatar = Hiashatar
game-hiashatar-tip = O xadrez mongol em 10 × 10 com dois hias, guarda-costas cuja zona trava as peças inimigas

## As peças.

man-biy = Biy
man-batyr = Batyr
man-tura = Tura
man-yalkyn = Yalkyn
man-shatra = Shatra
man-noyon = Noyon (rei)
man-bers = Bers (dama)
man-tereg = Tereg (torre)
man-temee = Temee (bispo)
man-mori = Mori (cavalo)
man-khuu = Khüü (peão)
man-hia = Hia (guarda-costas)

## Porque acabou o jogo: o cartão de fim de jogo.

end-biy-captured = O Biy foi tomado
end-no-legal-move = Sem lance legal
end-bare-biys = Restam só os dois Biys: empate
end-ply-limit = 120 meios-lances sem captura, lance de Shatra, entrada ou promoção: empate
end-time-against-bare-biy = O tempo acabou, mas um Biy sozinho não pode ganhar: empate
end-mate = Mate
end-knight-mate = O cavalo não pode dar mate: quem deu mate perde
end-niol = Niol: um mate sem shak é empate
end-robado = Robado: rei sozinho é empate
end-stalemate = Afogamento
end-dead-position = Material insuficiente
end-hundred-plies = 100 meios-lances sem captura nem lance de peão: empate
end-repetition = Repetição tripla: empate
end-agreement = Empate por acordo
end-resignation = Desistência
end-time = Tempo esgotado

## O tipo do xeque em curso, ao lado do relógio (shatar).

check-shak = Shak
check-tuk = Tuk
check-tsod = Tsod
check-tuk-tsod = Tuk e tsod
mark-shak-series = Shak na série: o mate ganha

## Legendas: o que um lance de shatar ou de hiashatar acabou de fazer.

caption-shatar-shak-mate = Mate dado pelo { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}: a série de xeques teve um shak, por isso o mate ganha
caption-hiashatar-mate = Mate dado pelo { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}: no hiashatar todo o mate ganha
caption-shatar-knight-mate = Mate dado pelo { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
   *[mori] mori
    [khuu] khüü
    [hia] hia
}: o mori (cavalo) não pode dar mate, por isso quem deu mate perde
caption-shatar-niol = Niol: o { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} dá mate sem nenhum shak na série de xeques, por isso é empate
caption-shatar-robado = Robado: o { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} captura e um dos lados fica só com o noyon: empate
caption-mongol-stalemate = Afogamento: depois deste lance do { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, o adversário não tem lance legal e não está em xeque
caption-hiashatar-dead-position = Depois deste lance do { $man ->
   *[noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, nenhum dos lados pode dar mate: empate
caption-hiashatar-hias-draw = Depois deste lance do { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
   *[hia] hia
}, cada lado fica só com o noyon e um hia: empate imediato
caption-mongol-repetition = Depois deste lance do { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}, a mesma posição surge pela terceira vez: empate
caption-mongol-hundred-plies = Este lance do { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} completa 100 meios-lances sem captura nem lance de khüü: empate
caption-shatar-shak = Shak: o { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} dá xeque (o xeque de um bers, tereg ou mori é um shak)
caption-shatar-tuk = Tuk: o { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
   *[temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} dá xeque sem bers, tereg nem mori: não é um shak
caption-shatar-tsod = Tsod: o { $man ->
    [noyon] noyon
    [bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
   *[khuu] khüü
    [hia] hia
} dá xeque sem bers, tereg nem mori: não é um shak
caption-shatar-tuk-tsod = Tuk e tsod: { $man ->
    [khuu] o khüü e um temee
   *[other] o temee e um khüü
} dão xeque juntos, ainda sem shak
caption-mongol-promotion = O khüü chega à última fila e torna-se um { $man ->
    [noyon] noyon
   *[bers] bers
    [tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
}
caption-hiashatar-inside-zone = O { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} em { $square } está na zona de um hia inimigo: só anda uma casa
caption-hiashatar-braked = A zona do hia trava o { $man ->
    [noyon] noyon
    [bers] bers
   *[tereg] tereg
    [temee] temee
    [mori] mori
    [khuu] khüü
    [hia] hia
} em { $square }
caption-hiashatar-en-passant = En passant: o khüü vai para { $square } e toma o khüü inimigo que acabou de passar por essa casa
caption-hiashatar-pawn-long-step = Da primeira fila, o khüü avança { $squares } casas a direito
caption-hiashatar-hia-move = O hia anda uma ou duas casas em linha reta: para { $square }

## As opções do shatar no diálogo de novo jogo.

option-shatar-start = Início
option-shatar-start-tip = Como começa o jogo: que peões fazem os primeiros lances obrigatórios, ou cada bers ao lado do seu rei, sem lances obrigatórios.
option-shatar-start-queens-pawn = Peões da dama (d4, d5)
option-shatar-start-kings-pawn = Peões do rei (e4, e5)
option-shatar-start-bers-beside-king = Bers ao lado do rei
option-shatar-knight-mate = Mate de cavalo
option-shatar-knight-mate-tip = O que vale um mate dado só pelo mori: quem dá mate perde (a regra habitual), o lance é proibido, ou ganha como qualquer mate.
option-shatar-knight-mate-loses = Quem dá mate perde
option-shatar-knight-mate-illegal = Lance proibido
option-shatar-knight-mate-wins = O mate ganha
option-shatar-bishop-three-squares = Temee anda 1 a 3 casas
option-shatar-bishop-three-squares-tip = O temee (bispo) anda no máximo três casas pela sua diagonal.
option-shatar-stalemate-loses = O afogado perde
option-shatar-stalemate-loses-tip = O lado que fica sem lance legal, sem estar em xeque, perde em vez de empatar.
option-shatar-modern = Shatar moderno
option-shatar-modern-tip = Como nos torneios de hoje: o bers anda como a dama do xadrez, e todo o mate ganha, mesmo o do mori.

## As demonstrações do shatar na ajuda das regras.

lesson-shatar-bers = O bers
lesson-shatar-bers-text = O bers (dama) desliza quantas casas quiser pelas filas e colunas, como uma torre, mas na diagonal só anda uma casa. Aqui vai até d7 e depois dá um passo na diagonal para e6.
lesson-shatar-opening = A abertura obrigatória
lesson-shatar-opening-text = O shatar parte da posição do xadrez, mas os dois primeiros lances são fixos: as brancas jogam d2–d4 e as pretas d7–d5, ambos de uma vez. O jogo a sério começa depois deles.
lesson-shatar-shak-mate = Mate depois de um shak
lesson-shatar-shak-mate-text = O xeque de um bers, tereg ou mori é um shak; o do temee (camelo) é um tuk e o do khüü (peão) um tsod. Aqui o tereg dá shak e depois o temee dá mate: a série de xeques seguidos teve um shak, por isso o mate ganha.
lesson-shatar-niol = O niol
lesson-shatar-niol-text = Niol: um mate dado pelo temee ou pelo khüü, sem nenhum shak na série de xeques antes dele, é só um empate. Aqui o temee dá mate logo, sem shak: é niol.
lesson-shatar-knight-mate = O mori não dá mate
lesson-shatar-knight-mate-text = O mori (cavalo) não tem direito a dar mate. Aqui dá um mate sufocado em f7 — e por isso as brancas, que deram mate, perdem.
lesson-shatar-robado = O robado
lesson-shatar-robado-text = Robado: quando a um lado só resta o noyon (rei), o jogo acaba logo empatado. As brancas tomam o último tereg das pretas, e o noyon sozinho salva o empate.

## As opções do hiashatar e as leituras dos dois programas.

option-hia-queens-to-the-right = Bers à direita do rei
option-hia-queens-to-the-right-tip = Cada bers começa à direita do seu noyon, por isso os dois noyons já não ficam frente a frente na mesma coluna.
option-hia-captures-diagonally-only = Hia só captura na diagonal
option-hia-captures-diagonally-only-tip = O hia só captura, e só dá xeque, uma casa na diagonal; os outros lances não mudam.
option-hia-zone-brakes-both-sides = A zona trava os dois lados
option-hia-zone-brakes-both-sides-tip = A zona de cada hia trava e retém todas as peças exceto o mori, amigas ou inimigas; um hia não é travado pela sua própria zona.
option-hia-zone-brakes-only-passing = A zona só trava quem passa
option-hia-zone-brakes-only-passing-tip = Uma peça que parte de dentro de uma zona inimiga joga normalmente; só é parada a que entra numa zona.
option-hia-en-passant-any-passed = En passant em qualquer casa passada
option-hia-en-passant-any-passed-tip = Qualquer khüü que ataque uma casa por onde o khüü inimigo acabou de passar pode ir para ela e tomar esse khüü.
option-hia-promotion-to-any = Promoção a qualquer peça
option-hia-promotion-to-any-tip = Um khüü na última fila pode tornar-se bers, tereg, temee, mori ou hia.
option-hia-checks-adjacent-only = Hia só dá xeque de perto
option-hia-checks-adjacent-only-tip = Um hia inimigo em qualquer das oito casas à volta do noyon dá xeque; um hia a duas casas nunca dá.
preset-hia-vivanto = As regras do Vivanto
preset-hia-vivanto-tip = As regras do programa Vivanto: cada bers à direita do seu rei, o hia só captura na diagonal e a zona só trava quem passa.
preset-hia-dagaz = As regras do Dagaz
preset-hia-dagaz-tip = As regras do programa Dagaz: cada bers à direita do seu rei, a zona só trava quem passa, en passant em qualquer casa passada, promoção a qualquer peça e o hia só dá xeque de perto.

## As demonstrações do hiashatar na ajuda das regras.

lesson-hia-move = O hia
lesson-hia-move-text = O hia (guarda-costas) anda uma ou duas casas em linha reta, em qualquer das oito direções; para andar duas, a primeira tem de estar vazia. Captura da mesma maneira. As oito casas à sua volta são a sua zona.
lesson-hia-braking = A travagem
lesson-hia-braking-text = A zona de um hia trava o inimigo: uma peça de longo alcance (bers, tereg, temee, ou um khüü no passo longo) para na primeira casa da zona inimiga onde entra. Aqui o temee não pode passar de e5.
lesson-hia-inside-zone = Dentro da zona
lesson-hia-inside-zone-text = Uma peça que começa o lance dentro da zona de um hia inimigo só anda uma casa, seja ela qual for. Só o mori (cavalo) escapa a esta regra. Aqui o tereg em d5 só pode andar uma casa.
lesson-hia-pawn-steps = O passo longo do khüü
lesson-hia-pawn-steps-text = Da primeira fila, um khüü pode avançar duas ou três casas a direito. Logo a seguir, um khüü inimigo ao lado pode tomá-lo en passant, indo para a última casa por onde ele passou: aqui d5 toma em e4.
lesson-hia-hias-draw = Hia contra hia
lesson-hia-hias-draw-text = Quando a cada lado só restam o noyon e um hia, o jogo acaba logo empatado. Aqui o hia toma o último tereg e deixa noyon e hia contra noyon e hia.
lesson-hia-mate = O mate
lesson-hia-mate-text = O hiashatar não tem nenhuma das regras de mate do shatar: nem shak nem niol, e todo o mate ganha, seja qual for a peça que o dá. Aqui o bers dá mate em j10.

# The position editor of shatar and hiashatar: what keeps the men as placed from being a position
setup-no-king = as { $side ->
    [white] brancas
   *[black] pretas
} não têm noyon (rei)
setup-extra-kings = as { $side ->
    [white] brancas
   *[black] pretas
} têm { $count } noyons; cada lado tem exatamente um
setup-pawn-on-edge = um khüü (peão) em { $square }: nenhum khüü fica na primeira ou na última fileira
setup-opposite-check = as { $side ->
    [white] brancas
   *[black] pretas
} estão em xeque mas é a vez do outro lado: o noyon delas poderia ser capturado
setup-kings-side-by-side = os dois noyons estão lado a lado, o que nunca é permitido
setup-not-in-game = a peça em { $square } não é uma peça deste jogo
setup-off-board = uma peça está fora do tabuleiro
setup-not-this-editor = o Shatra é montado no seu próprio editor
setup-other = { $reason }

# The beginner's guide of shatar and hiashatar: how the selected man moves by the rules, and what holds it here
guide-shatar-noyon = O noyon anda uma casa em qualquer direção, nunca ao lado do outro noyon
guide-shatar-bers = O bers desliza quantas casas quiser pelas filas e colunas, ou anda só uma casa na diagonal; o seu xeque é um shak
guide-shatar-bers-modern = O bers move-se como a dama do xadrez, quantas casas quiser pelas filas, colunas e diagonais; o seu xeque é um shak
guide-shatar-tereg = O tereg desliza quantas casas quiser pelas filas e colunas; o seu xeque é um shak
guide-shatar-temee = O temee desliza pelas diagonais; um xeque só de temees é um tuk, e um mate sem shak na série é um niol, um empate
guide-shatar-temee-short = O temee anda de uma a três casas na diagonal; um xeque só de temees é um tuk, e um mate sem shak na série é um niol, um empate
guide-shatar-mori = O mori salta como o cavalo do xadrez, por cima das peças; o seu xeque é um shak, mas um mate só do mori perde
guide-shatar-mori-illegal = O mori salta como o cavalo do xadrez, por cima das peças; o seu xeque é um shak, mas não pode dar mate sozinho
guide-shatar-mori-wins = O mori salta como o cavalo do xadrez, por cima das peças; o seu xeque é um shak, e o seu mate ganha
guide-shatar-khuu = O khüü anda uma casa em frente e captura uma casa na diagonal em frente; um xeque só de khüüs é um tsod; na última fileira torna-se bers
guide-hiashatar-noyon = O noyon anda uma casa em qualquer direção, nunca ao lado do outro noyon
guide-hiashatar-bers = O bers move-se como a dama do xadrez, mas para na primeira casa da zona de um hia inimigo onde entra
guide-hiashatar-tereg = O tereg desliza pelas filas e colunas, mas para na primeira casa da zona de um hia inimigo onde entra
guide-hiashatar-temee = O temee desliza pelas diagonais, mas para na primeira casa da zona de um hia inimigo onde entra
guide-hiashatar-mori = O mori salta como o cavalo do xadrez; nenhuma zona de hia o trava
guide-hiashatar-khuu = O khüü anda uma casa em frente e, da sua primeira fileira, também duas ou três por casas vazias (parando numa zona inimiga); captura uma casa na diagonal em frente, também en passant, e torna-se bers na última fileira
guide-hiashatar-khuu-any = O khüü anda uma casa em frente e, da sua primeira fileira, também duas ou três por casas vazias (parando numa zona inimiga); captura uma casa na diagonal em frente, também en passant, e na última fileira torna-se qualquer peça menos um noyon
guide-hiashatar-hia = O hia anda uma ou duas casas em linha reta (para duas, a primeira tem de estar vazia) e captura como anda; a sua zona, as oito casas à volta, trava as peças inimigas
guide-hiashatar-hia-diagonal = O hia anda uma ou duas casas em linha reta (para duas, a primeira tem de estar vazia), mas só captura uma casa na diagonal; a sua zona, as oito casas à volta, trava as peças inimigas
guide-inside-zone = Começa o lance dentro da zona de um hia inimigo, por isso só anda uma casa
guide-inside-own-zone = Começa o lance dentro da zona do seu próprio hia, que por estas regras trava todas as peças: só uma casa
guide-in-check = O seu noyon está em xeque: só vale um lance que acabe com o xeque
guide-shak-series = A sua série de xeques tem um shak: agora um mate ganha
