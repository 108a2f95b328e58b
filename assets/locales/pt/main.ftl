# Shatra 3D: catálogo português. As mesmas mensagens e os mesmos argumentos do inglês.

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
    [white] Brancas
   *[black] Pretas
}

## Legendas: o que um lance acabou de fazer, nos termos das regras.

caption-compulsory-capture = A captura é obrigatória: { $move } toma { $men ->
    [one] uma peça
    [2] duas peças
    [3] três peças
   *[other] { $men } peças
}
caption-biy-captures = O Biy captura com { $move }: só ele nunca é obrigado a capturar
caption-biy-stops-chain = O Biy pode parar a cadeia depois de qualquer salto: { $move }
caption-long-range-capture = { $kind ->
    [batyr] O { -batyr }
    [tura] A { -tura }
   *[yalkyn] O { -yalkyn }
} captura à distância na sua linha: { $move }, pousando em qualquer casa vazia atrás da presa
caption-en-passant = En passant: { $move } toma a Shatra que acabou de avançar duas casas
caption-drop-own-half = Uma entrada da fortaleza na sua metade: { $kind ->
    [biy] o { -biy }
    [batyr] o { -batyr }
    [tura] a { -tura }
    [yalkyn] o { -yalkyn }
   *[shatra] a { -shatra }
} sai para { $square }
caption-drop-enemy-half = Da fortaleza inimiga para a metade inimiga: { $kind ->
    [biy] o { -biy }
    [batyr] o { -batyr }
    [tura] a { -tura }
    [yalkyn] o { -yalkyn }
   *[shatra] a { -shatra }
} entra em { $square }
caption-biy-leaves-gate = Uma entrada pelo portão: o Biy vai para { $square }, qualquer casa da sua metade
caption-great-road = A grande estrada: { $kind ->
    [batyr] o Batyr
   *[tura] a Tura
} sai da fortaleza pela coluna d
caption-double-step = Da primeira fila da sua metade uma Shatra pode avançar duas casas: { $move }
caption-promotion = Uma Shatra chega à última fila e torna-se { $kind ->
    [batyr] o Batyr perdido
    [tura] uma Tura perdida
   *[yalkyn] um Yalkyn perdido
}
caption-shatra-waits = Uma Shatra chega à última fila e espera: ainda nenhuma peça maior foi perdida
caption-promotion-in-place = Uma Shatra em espera torna-se { $kind ->
    [batyr] o Batyr perdido
    [tura] uma Tura perdida
   *[yalkyn] um Yalkyn perdido
}
caption-game-over = { $reason ->
    [biy-captured] O Biy foi tomado: { $winner ->
        [white] as brancas
       *[black] as pretas
    } ganham
    [no-legal-move] { $winner ->
        [white] As pretas não têm lance legal: as brancas ganham
       *[black] As brancas não têm lance legal: as pretas ganham
    }
    [threefold] Repetição tripla: empate
    [ply-limit] 120 meios-lances sem captura, lance de Shatra, entrada ou promoção: empate
    [bare-biys] Restam só os dois Biys: empate
    [agreement] Empate por acordo
    [time] { $winner ->
        [white] As pretas ficaram sem tempo: as brancas ganham
       *[black] As brancas ficaram sem tempo: as pretas ganham
    }
    [time-bare-biy] O tempo acabou, mas o adversário só tem o Biy e não pode ganhar: empate
   *[resignation] { $winner ->
        [white] As pretas desistem: as brancas ganham
       *[black] As brancas desistem: as pretas ganham
    }
}
caption-title-card = Shatra, o xadrez-damas do Altai
caption-players = Brancas: computador, nível { $white } · Pretas: computador, nível { $black }

## Os ecrãs da exposição.

exhibition-invite = Toque no ecrã para jogar
exhibition-welcome = Bem-vindo à Shatra
exhibition-choose-game = Que jogo?
exhibition-play-computer = Jogar contra o computador
exhibition-gentle = Suave
exhibition-fair = Equilibrado
exhibition-strong = Forte
exhibition-two-players = Dois jogadores
exhibition-watch = Ver
exhibition-undo = Desfazer
exhibition-hint = Dica
exhibition-new-game = Novo jogo
exhibition-back-to-watching = Voltar à exibição
exhibition-still-playing = Ainda a jogar? Toque no ecrã
exhibition-countdown = Volta à exibição em { $seconds }
exhibition-your-turn = A sua vez: { $side ->
    [white] brancas
   *[black] pretas
}
exhibition-side-to-move = Jogam as { $side ->
    [white] brancas
   *[black] pretas
}
exhibition-computer-thinking = O computador está a pensar…
exhibition-must-capture = A captura é obrigatória: as peças iluminadas têm de tomar
exhibition-hint-shown = Experimente a peça iluminada
exhibition-you-win = Ganhou!
exhibition-computer-wins = Desta vez ganhou o computador
exhibition-game-result = { $winner ->
    [white] As brancas ganham
    [black] As pretas ganham
   *[none] Empate
}
exhibition-game-number = Jogo { $number }
exhibition-back-soon = Volta à exibição em { $seconds } s

## O painel do jogo.

hud-chain-in-progress = Cadeia em curso: clique na casa seguinte
hud-chain-or-stop = Cadeia em curso: clique na casa seguinte ou pare aqui
hud-must-capture = A captura é obrigatória: as peças iluminadas têm de tomar
hud-resign-title = Desistir?
hud-resign-question = Desistir deste jogo?
hud-resign-yes = Desistir
hud-resign-no = Continuar a jogar
hud-draw-declined = O computador recusa o empate
hud-draw-weighing = O computador está a pensar na sua proposta…
hud-hint-thinking = À procura de uma dica…
hud-hint = Dica: { $move } (as setas mostram-na)

## Novo jogo.

new-game-title = Novo jogo
new-game-human = Humano
new-game-computer = Computador: { $level ->
    [1] principiante
    [2] iniciado
    [3] casual
    [4] jogador de clube
    [5] avançado
    [6] especialista
    [7] mestre
   *[8] grande mestre
} ({ $level })
new-game-game = Jogo
new-game-rules = Regras
new-game-default-rules = Regras padrão
new-game-options = Opções
new-game-changes = O que estas regras mudam:
new-game-no-change = As regras padrão: RULES.md, secções 1 a 8, sem opções.
new-game-men = Peças
new-game-start = Começar
rule-original = Jogo original (1979)
rule-original-tip = Cada lado tem um Biy e 23 Shatras; as Shatras avançam uma casa em frente, na diagonal em frente ou para o lado em todo o lado, nunca duas, e só se promovem a Batyr.
rule-no-great-road-drops = Sem entradas na grande estrada
rule-no-great-road-drops-tip = Nenhuma entrada pode pousar na coluna d; os lances normais para a coluna d continuam legais.
rule-shatra-retreat = A Shatra recua para lá do fosso
rule-shatra-retreat-tip = Para lá do fosso uma Shatra pode também recuar, a direito ou na diagonal, só em lances sem captura e nunca para a sua fortaleza.
rule-majority-capture = Captura da maioria
rule-majority-capture-tip = Só são legais as capturas que tomam mais peças.
rule-always-batyr = Promover sempre a Batyr
rule-always-batyr-tip = Uma Shatra que se promove torna-se sempre Batyr, por isso nenhuma Shatra espera na última fila.
rule-historical-en-passant = En passant histórico
rule-historical-en-passant-tip = En passant só a partir da fila do fosso inimiga, saltando na diagonal em frente sobre a casa atravessada.
rule-gate-shatra-may-decline = Shatra no portão inimigo pode recusar
rule-gate-shatra-may-decline-tip = Uma Shatra no portão inimigo tem o privilégio do Biy: não é obrigada a capturar e pode parar a cadeia depois de qualquer salto.
rule-nearest-landing = Pouso mais próximo
rule-nearest-landing-tip = Uma peça de longo alcance que pode continuar a capturar tem de pousar na casa mais próxima da presa de onde possa continuar.

## Relógios.

clock-pause = Parar os relógios
clock-resume = Retomar os relógios
clock-paused = Relógios parados
clock-none = Sem relógio
clock-custom = Personalizado
clock-minutes = minutos
clock-increment = segundos por lance
new-game-clock = Relógio
hud-draw-declined-by-opponent = O empate foi recusado
hud-to-move = Jogam as { $side ->
    [white] brancas
   *[black] pretas
} ({ $player })
hud-thinking = A pensar… { $seconds } s
hud-thinking-depth = A pensar… profundidade { $depth } · { $score } · { $seconds } s
hud-last-move = Último lance: { $move }
hud-your-move = O seu lance
hud-promote-to = Promover a:
hud-promote-here = Promover aqui ({ $move })
hud-stop-here = Parar aqui ({ $move })
hud-cancel = Cancelar (Esc)
hud-new-game = Novo jogo…
hud-undo = Desfazer
hud-redo = Refazer
hud-resign = Desistir
hud-offer-draw = Propor empate
hud-hint-button = Dica
hud-save = Guardar
hud-load = Abrir
hud-saved = Guardado em { $path }
hud-not-saved = Não guardado: { $error }
hud-loaded = Aberto { $path }
hud-not-loaded = Não aberto: { $error }
hud-type-move = Lance:
hud-moves = Lances
hud-lost-men = { $count } × { $kind ->
    [biy] Biy
    [batyr] Batyr
    [tura] Tura
    [yalkyn] Yalkyn
   *[shatra] Shatra
}
hud-side-men = { $side ->
    [white] Brancas
   *[black] Pretas
}: perdidas { $any ->
    [0] nenhuma
   *[other] { $lost }
} · reserva { $reserve }
hud-souvenir = Lembrança
hud-tournament = Torneio
hud-carved = Entalhadas
hud-staunton = Staunton
hud-labels = Etiquetas:
hud-labels-off = Nenhuma
hud-view = Vista:
hud-view-white = Brancas
hud-view-black = Pretas
hud-view-top = De cima
hud-follow-side = Virar para o lado que joga (dois jogadores)
hud-animation-speed = Velocidade da animação
hud-volume = Volume do som
hud-mute = Sem som
hud-draw-offered = Empate proposto
hud-draw-offer = { $side ->
    [white] Brancas
   *[black] Pretas
}, o adversário propõe empate.
hud-accept = Aceitar
hud-decline = Recusar
hud-game-over = Fim do jogo
hud-look-at-board = Ver o tabuleiro

## Porque um clique ou um lance foi recusado.

refusal-choose-own-man = Escolha uma das suas peças
refusal-not-your-turn = É a vez das { $side ->
    [white] brancas
   *[black] pretas
}
refusal-capture-compulsory = A captura é obrigatória
refusal-only-biy = Só o Biy pode jogar: ele pode capturar
refusal-obligated-drop = A peça da reserva em { $square } capturou e tem de entrar agora
refusal-drop-order = As peças da reserva entram por ordem
refusal-no-move = Esta peça não tem lance legal
refusal-game-over = O jogo acabou: comece um novo
refusal-man-cannot-move = Essa peça não tem lance legal
guide-family = { $man }: { $count ->
    [0] nenhuma casa para ir daqui
    [one] uma casa para ir daqui
   *[other] { $count } casas para ir daqui
}{ $braked ->
    [0] {""}
   *[other] ; a zona de um hia tira-lhe mais { $braked }
}
game-ending = { $winner ->
    [white] As brancas ganham
    [black] As pretas ganham
   *[none] Empate
}: { $reason }
refusal-wait-for-computer = Espere: o computador está a pensar
refusal-chain-must-go-on = A cadeia tem de continuar: clique numa casa iluminada (Esc cancela)
refusal-move = { $move } não é um lance legal aqui ({ $why })
refusal-not-a-move = '{ $move }' não é um lance: escreva-o como 46-32 ou 29x17
refusal-not-a-legal-move = '{ $move }' não é um lance legal aqui: escreva como e2e4 ou Nf3

## As razões do motor para recusar um lance escrito.

illegal-game-over = o jogo acabou: um Biy foi tomado
illegal-no-legal-move = as { $side ->
    [white] brancas
   *[black] pretas
} não têm lance legal: o jogo acabou
illegal-empty-square = a casa { $square } está vazia
illegal-not-your-man = a peça em { $square } é das { $owner ->
    [white] brancas
   *[black] pretas
} e jogam as { $turn ->
    [white] brancas
   *[black] pretas
}
illegal-capture-compulsory = a captura é obrigatória
illegal-obligated-drop-target = a peça da reserva em { $square } só pode entrar numa casa vazia da sua metade
illegal-drop-obligation = a peça da reserva em { $square } capturou e tem de entrar agora
illegal-only-biy = há uma captura: só o Biy pode capturar ou jogar em vez disso
illegal-drop-order = a peça da reserva em { $square } não é a próxima a entrar
illegal-cannot-go-there = { $kind ->
    [biy] o Biy
    [batyr] o Batyr
    [tura] a Tura
    [yalkyn] o Yalkyn
   *[shatra] a Shatra
} em { $square } não pode ir para lá
illegal-no-capture = { $kind ->
    [biy] o Biy
    [batyr] o Batyr
    [tura] a Tura
    [yalkyn] o Yalkyn
   *[shatra] a Shatra
} em { $square } não tem captura
illegal-chain-must-go-on = a cadeia tem de continuar: a peça pode capturar outra vez
illegal-no-such-capture = { $kind ->
    [biy] o Biy
    [batyr] o Batyr
    [tura] a Tura
    [yalkyn] o Yalkyn
   *[shatra] a Shatra
} em { $square } não tem essa captura
illegal-not-legal = não é um lance legal aqui

## O guia do principiante: o que a peça escolhida pode fazer.

hud-guide = Guia do principiante
guide-must-capture = Esta peça pode capturar, por isso tem de o fazer: a captura é obrigatória e a cadeia continua enquanto puder
guide-biy-may-capture = O Biy pode capturar mas não é obrigado, e pode parar a cadeia depois de qualquer salto
guide-reserve-drop = Uma peça da reserva: entra em qualquer casa vazia da sua metade, pela ordem fixa
guide-biy-on-gate = O Biy no seu portão avança uma casa, ou entra em qualquer casa vazia da sua metade
guide-in-enemy-home = Na fortaleza inimiga: joga como sempre, ou entra na metade inimiga
guide-shatra-own-half = Esta Shatra ainda não chegou à fila do fosso: avança a direito (duas casas a partir da primeira fila)
guide-shatra-ditch-rank = Esta Shatra está na fila do fosso: avança em frente ou na diagonal em frente
guide-shatra-past-ditch = Esta Shatra passou o fosso: avança em frente, na diagonal em frente ou para o lado
guide-shatra-waiting = Esta Shatra espera na última fila por uma peça perdida: só anda para o lado
guide-biy = O Biy anda uma casa em qualquer direção
guide-long-range = { $kind ->
    [batyr] O Batyr desliza por filas, colunas e diagonais
    [tura] A Tura desliza por filas e colunas
   *[yalkyn] O Yalkyn desliza pelas diagonais
} e captura à distância, pousando em qualquer casa vazia atrás da presa

## As regras: uma página curta por tema.

hud-rules = Regras
rules-show-me = Mostrar
rules-showing = A mostrar no tabuleiro…
rules-terms-title = O jogo e as suas peças
rules-terms-checks = Um xeque do bers, do tereg ou do mori é um shak, de um temee um tuk, de um khüü um tsod. Como um mate termina o jogo depende da série de xeques antes dele:
rules-board-title = O tabuleiro
rules-board-text = 62 casas: um campo de batalha de 7 × 6 para cada lado, separado pelo fosso (entre as filas 7 e 8), e uma fortaleza de 9 casas atrás do portão de cada lado. A coluna d é a grande estrada: um Batyr ou uma Tura da reserva pode sair da fortaleza por ela, sobre casas vazias.
rules-men-title = As peças e os seus lances
rules-men-text = Cada lado tem um Biy (rei), um Batyr (dama), duas Turas (torres), dois Yalkyns (bispos) e onze Shatras. O Biy anda uma casa em qualquer direção; Batyr, Tura e Yalkyn deslizam como dama, torre e bispo. A Shatra nunca recua: na sua metade avança a direito (duas casas a partir da primeira fila), na fila do fosso também na diagonal em frente, depois do fosso também para o lado.
rules-fortress-title = A fortaleza e as entradas
rules-fortress-text = As peças da fortaleza e o Biy no portão são a reserva. Uma peça da reserva sai por uma entrada: é posta em qualquer casa vazia da sua metade, como um lance inteiro, por uma ordem fixa (54, 55, 56 … das brancas). O Biy no portão pode entrar em qualquer lance. Acabada a reserva, as entradas são livres.
rules-capture-title = Captura obrigatória e cadeias
rules-capture-text = Capturar é obrigatório. Uma peça salta sobre uma peça inimiga para a casa vazia atrás dela e continua a saltar enquanto puder: uma cadeia. As peças saltadas ficam no tabuleiro até ao fim da cadeia, a tapar linhas e casas, e saem todas juntas. Havendo várias capturas, o jogador escolhe.
rules-long-range-title = Capturas à distância
rules-long-range-text = Batyr, Tura e Yalkyn capturam nas suas linhas: por casas vazias até uma peça inimiga, por cima dela, e para qualquer casa vazia atrás — mas se a cadeia puder continuar a partir de algumas dessas casas, tem de pousar numa delas. Nenhuma captura pode acabar na própria fortaleza contra as regras da fortaleza.
rules-en-passant-title = En passant
rules-en-passant-text = Logo depois de uma Shatra inimiga avançar duas casas, uma Shatra ao lado da casa atravessada pode capturá-la como se tivesse avançado só uma, saltando essa casa. Só nesse lance; é uma captura normal e obrigatória, que pode continuar em cadeia.
rules-privilege-title = O privilégio do Biy
rules-privilege-text = O Biy nunca é obrigado a capturar e pode parar a cadeia depois de qualquer salto. Quando só o Biy pode capturar, o jogador pode capturar com ele ou mover o Biy sem capturar; quando outra peça pode capturar, a captura é obrigatória.
rules-promotion-title = Promoção e a Shatra em espera
rules-promotion-text = Uma Shatra que chega à última fila inimiga torna-se uma das peças maiores perdidas do seu lado: Batyr se não houver nenhum, Tura ou Yalkyn se houver menos de dois. Sem peças perdidas, espera ali, andando só para o lado, até uma se perder; então pode promover-se no lugar.
rules-end-title = O fim do jogo
rules-end-text = Ganha quem toma o Biy inimigo ou deixa o adversário sem lance legal. Há empate à terceira repetição de uma posição, após 120 meios-lances sem captura, lance de Shatra, entrada ou promoção, quando restam só os dois Biys, ou por acordo.
rules-options-title = As regras em vigor
rules-options-text = Este jogo segue as regras de RULES.md; as opções abaixo mudam-nas, cada uma como a sua fonte a descreve. Escolhem-se no diálogo de novo jogo.

## O ficheiro de definições.

settings-damaged = As definições em { $path } não se conseguem ler; { $aside ->
    [none] usam-se as predefinições
   *[other] o ficheiro foi movido para { $aside } e usam-se as predefinições
}
settings-unreadable = As definições em { $path } não se conseguem abrir ({ $error }); usam-se as predefinições
settings-not-saved = As definições não foram guardadas: { $error }

## O jogo em curso, guardado entre sessões.

keep-resumed = O seu jogo inacabado voltou onde o deixou (Novo jogo começa outro)
keep-damaged = O jogo guardado em { $path } não se conseguiu ler; { $aside ->
    [none] começa um jogo novo
   *[other] foi movido para { $aside } e começa um jogo novo
}
keep-failed = O jogo em curso não pôde ser guardado: { $error }

# A biblioteca de jogos
library-not-kept = O jogo terminado não pôde ser guardado na biblioteca: { $error }
library-damaged = Um jogo da biblioteca, { $path }, não se conseguiu ler; { $aside ->
    [none] ficou onde estava
   *[other] foi movido para { $aside }
}
library-opened = Um jogo da biblioteca está no tabuleiro (Novo jogo começa outro)
library-exported = O jogo foi exportado em SGN para { $path }
library-failed = A biblioteca não conseguiu fazer isso: { $error }
library-button = Biblioteca…
library-title = Biblioteca de jogos
library-empty = Ainda não há jogos terminados: cada jogo que acaba fica guardado aqui.
library-date = Data
library-players = Jogadores
library-rules = Regras
library-own-options = opções próprias
library-result = Resultado
library-moves = Lances
library-name = Nome
library-open = Abrir
library-export = Exportar SGN
library-rename = Mudar o nome
library-delete = Apagar
library-delete-confirm = Apagar este jogo de vez?
library-yes = Sim, apagar
library-no = Guardá-lo
library-imported = { $count ->
    [one] Um jogo importado
   *[other] { $count } jogos importados
} de { $path }
library-imported-some = { $count ->
    [one] Um jogo importado
   *[other] { $count } jogos importados
} de { $path }; { $bad } não se conseguiram ler ({ $first })
library-import = Importar SGN
library-import-file = Importar um ficheiro SGN…
library-import-path = Ficheiro SGN:
library-close = Fechar

# Estudo
study-position = Estudo: a posição depois do lance { $ply } de { $of } (← → Início Fim; Fim volta ao jogo)
study-not-playing = Está a rever o jogo: Fim para voltar, ou Jogar daqui
study-play-from-here = Jogar daqui
study-play-from-here-tip = Continua o jogo a partir da posição mostrada; os lances seguintes são desfeitos (Refazer trá-los de volta enquanto não se jogar um lance)
study-confirm = Desfazer os { $count } lances seguintes e jogar daqui?
study-yes = Jogar daqui
study-no = Continuar a ver

# Análise
analysis-toggle = Análise
analysis-waiting = A analisar…
analysis-win = { $side ->
    [white] As brancas ganham
   *[black] As pretas ganham
} em { $plies } meios-lances
analysis-line = Profundidade { $depth }: { $line }

# O editor de posições
editor-button = Posição…
editor-title = Montar uma posição
editor-side = { side }
editor-man = { man }
editor-erase = Borracha
editor-clear = Limpar o tabuleiro
editor-start = Posição inicial
editor-hint = Clique numa casa para lá pôr a peça escolhida; clique de novo para a tirar.
editor-to-move = A jogar:
editor-reserve = Reserva inicial
editor-reserve-tip = Clique numa peça na sua própria fortaleza ou porta para a marcar como reserva inicial, ou para tirar a marca (as casas da reserva estão no texto da posição).
editor-reserve-all = Todas em casa
editor-reserve-none = Nenhuma
editor-plies = Meios-lances sem captura, lance de Shatra nem largada:
editor-move-number = Número do lance:
editor-string = Texto da posição (escreva-o ou leia-o):
editor-valid = Uma posição válida.
editor-invalid = Ainda não é uma posição: { $error }
editor-play = Jogar daqui
editor-cancel = Cancelar

# A área de transferência
clipboard-copy-position = Copiar posição
clipboard-copy-moves = Copiar lances
clipboard-paste = Colar
clipboard-copied-position = O texto da posição está na área de transferência
clipboard-copied-moves = Os lances estão na área de transferência
clipboard-pasted-game = Os lances colados estão no tabuleiro (Desfazer volta atrás por eles)
clipboard-failed = Área de transferência: { $error }

# Textos de posição (RULES.md, secção 8): porque é que um foi recusado. O campo com o erro (o seu
# número e nome) ou a linha inteira, e depois o problema. As casas chegam como números, o texto
# tal como foi escrito.
position-error-in-field = campo { $number } ({ $field }): { $problem }
position-error-whole = posição: { $problem }
position-field-men = peças
position-field-side = lado a jogar
position-field-reserve = reserva
position-field-en-passant = en passant
position-field-obligations = entradas obrigatórias
position-field-sideways = restrições laterais
position-field-counters = contadores
position-error-empty = está vazia (esperam-se 7 campos, ou startpos)
position-error-not-single-spaces = os campos têm de estar separados por um só espaço
position-error-wrong-field-count = esperam-se 7 campos (peças, lado, reserva, en passant, entradas obrigatórias, restrições laterais, meios-lances e número do lance), mas há { $found ->
    [1] uma palavra
   *[other] { $found } palavras
}
position-error-rank-count = esperam-se 14 filas separadas por '/', mas há { $found }
position-error-zero-count = fila { $rank }: 0 não é uma contagem de casas vazias
position-error-bad-man = fila { $rank }: '{ $ch }' não é uma peça (KQRBP, kqrbp) nem um algarismo
position-error-rank-length = a fila { $rank } tem { $playable ->
    [1] uma casa jogável
   *[other] { $playable } casas jogáveis
} e o texto descreve { $described }
position-error-two-biys = as { $color ->
    [white] brancas
   *[black] pretas
} têm mais de um Biy
position-error-bad-side = '{ $text }' não é w nem b
position-error-range-not-allowed = '{ $text }': indique as casas uma a uma, separadas por vírgulas
position-error-range-backwards = o intervalo '{ $text }' está ao contrário
position-error-listed-twice = a casa { $square } aparece duas vezes
position-error-bad-sideways = '{ $text }' tem de ser uma casa seguida de < ou >
position-error-no-shatra-on = não há nenhuma Shatra em { $square }
position-error-two-restrictions = duas restrições para as { $color ->
    [white] brancas
   *[black] pretas
}
position-error-bad-plies = '{ $text }' não é um número de meios-lances
position-error-bad-move-number = '{ $text }' não é um número de lance (1 ou mais)
position-error-reserve-empty = a casa { $square } está vazia
position-error-reserve-not-at-home = { $kind ->
    [biy] o Biy
    [batyr] o Batyr
    [tura] a Tura
    [yalkyn] o Yalkyn
   *[shatra] a Shatra
} { $color ->
    [white] das brancas
   *[black] das pretas
} em { $square } não está na sua própria fortaleza nem no seu portão
position-error-shatra-at-home = a Shatra { $color ->
    [white] das brancas
   *[black] das pretas
} em { $square } está em casa mas não é reserva inicial (uma Shatra nunca volta a casa)
position-error-obligation-not-reserve = a casa { $square } não tem nenhuma peça da reserva inicial
position-error-no-double-step = no jogo original não há avanço de duas casas
position-error-not-passed-over = a casa { $square } não acabou de ser atravessada pelo avanço de duas casas de uma Shatra { $mover ->
    [white] branca
   *[black] preta
}
position-error-square-empty = nome de casa vazio
position-error-square-not-on-board = a casa { $text } não está no tabuleiro
position-error-square-wall = { $text } é uma muralha da fortaleza, não uma casa jogável
position-error-square-malformed = '{ $text }' não é uma casa (use 1-62 ou a1-g14)

# The settings file, field by field
settings-fields-reset = Algumas definições em { $path } não se conseguem ler e usam a predefinição: { $fields }; as outras mantêm-se

# A pasted text that is neither a position nor a game
clipboard-empty = A área de transferência está vazia
clipboard-neither = A área de transferência não tem uma posição ({ $position }) nem lances (lance { $ply }: { $moves })
clipboard-no-moves = A área de transferência não tem uma posição ({ $position }) nem lances
clipboard-record = O registo da área de transferência não se consegue ler: { $error }

# shatrabase's rules, as a preset of the new-game dialog
rules-shatrabase = As regras do shatrabase (versão alargada)
rules-shatrabase-tip = As regras que o shatrabase joga na versão alargada (os seus registos leem-se e reproduzem-se com elas): largadas por qualquer ordem, a captura do Biy termina a série, passos laterais livres e as outras diferenças listadas no README
rules-shatrabase-original = As regras do shatrabase (versão original)
rules-shatrabase-original-tip = As regras que o shatrabase joga na versão original (1979: Biy e 23 Shatras de cada lado), tal como os seus registos são escritos
