# Шатра 3D: монгол каталог. Англи каталогийн бүх мессеж энд байна, ижил аргументтай.
# Хүүхэлдэйн нэр ба талууд id-гаар ирнэ: biy batyr tura yalkyn shatra, white black.
# Шатрын хүүхэлдэйн нэрс алтай нэрээрээ (орос каталогийн адил галиглан): бий, баатар, тура,
# ялкын, шатра. Монгол үг хэлбэрээ тоогоор өөрчилдөггүй тул олон тоонд ихэвчлэн other хангалттай.

-biy = бий
-batyr = баатар
-tura = тура
-yalkyn = ялкын
-shatra = шатра

man = { $kind ->
    [biy] Бий
    [batyr] Баатар
    [tura] Тура
    [yalkyn] Ялкын
   *[shatra] Шатра
}
side = { $side ->
    [white] Цагаан
   *[black] Хар
}

## Тайлбар: нүүдэл юу хийснийг дүрмийн үгээр.

caption-compulsory-capture = Идэх нь заавал: { $move } нүүдэл { $men ->
    [one] нэг хүүхэлдэй
    [2] хоёр хүүхэлдэй
    [3] гурван хүүхэлдэй
   *[other] { $men } хүүхэлдэй
} иднэ
caption-biy-captures = Бий { $move } нүүдлээр идлээ: зөвхөн бий л идэх үүрэггүй
caption-biy-stops-chain = Бий аль ч үсрэлтийн дараа гинжээ зогсоож болно: { $move }
caption-long-range-capture = { $kind ->
    [batyr] Баатар
    [tura] Тура
   *[yalkyn] Ялкын
} өөрийн шугамаар холоос иднэ: { $move }, олзныхоо ард дурын хоосон нүдэнд бууна
caption-en-passant = Өнгөрөхөд идэх: { $move } нүүдэл дөнгөж хоёр нүд алхсан шатрыг иднэ
caption-drop-own-half = Цайзаас өөрийн талд буулгах: { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} { $square } нүдэнд гарна
caption-drop-enemy-half = Өрсөлдөгчийн цайзаас түүний талд: { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} { $square } нүдэнд буулгагдана
caption-biy-leaves-gate = Хаалганаас буулгах: бий { $square } нүдэнд очно, өөрийн талын аль ч нүдэнд очиж болно
caption-great-road = Их зам: { $kind ->
    [batyr] баатар
   *[tura] тура
} d босоо шугамаар цайзаас гарна
caption-double-step = Өөрийн талын эхний мөрөөс шатра хоёр нүд алхаж болно: { $move }
caption-promotion = Шатра сүүлийн мөрөнд хүрч, алдагдсан { $kind ->
    [batyr] баатар
    [tura] тура
   *[yalkyn] ялкын
} болно
caption-shatra-waits = Шатра сүүлийн мөрөнд хүрээд тэнд хүлээнэ: одоогоор нэг ч том хүүхэлдэй алдагдаагүй
caption-promotion-in-place = Хүлээж буй шатра алдагдсан { $kind ->
    [batyr] баатар
    [tura] тура
   *[yalkyn] ялкын
} болно
caption-game-over = { $reason ->
    [biy-captured] Бий идэгдлээ: { $winner ->
        [white] цагаан
       *[black] хар
    } хожлоо
    [no-legal-move] { $winner ->
        [white] Хар талд боломжит нүүдэл алга: цагаан хожлоо
       *[black] Цагаан талд боломжит нүүдэл алга: хар хожлоо
    }
    [threefold] Байрлал гурван удаа давтагдлаа: тэнцээ
    [ply-limit] Идэлт, шатрын нүүдэл, буулгалт, хувиралгүй 120 хагас нүүдэл: тэнцээ
    [bare-biys] Зөвхөн хоёр бий үлдлээ: тэнцээ
    [agreement] Тохиролцож тэнцлээ
    [time] { $winner ->
        [white] Харын цаг дууслаа: цагаан хожлоо
       *[black] Цагааны цаг дууслаа: хар хожлоо
    }
    [time-bare-biy] Цаг дууслаа, гэвч ганц бий хожиж чадахгүй: тэнцээ
   *[resignation] { $winner ->
        [white] Хар бууж өглөө: цагаан хожлоо
       *[black] Цагаан бууж өглөө: хар хожлоо
    }
}
caption-title-card = Шатра, Алтайн шатар-даамын тоглоом
caption-players = Цагаан: компьютер, түвшин { $white } · Хар: компьютер, түвшин { $black }

## Үзэсгэлэнгийн дэлгэц.

exhibition-invite = Тоглохын тулд дэлгэцэнд хүрнэ үү
exhibition-welcome = Шатрад тавтай морил
exhibition-choose-game = Аль тоглоом?
exhibition-play-computer = Компьютертэй тоглох
exhibition-gentle = Зөөлөн
exhibition-fair = Тэнцүү
exhibition-strong = Хүчтэй
exhibition-two-players = Хоёулаа тоглох
exhibition-watch = Үзэх
exhibition-undo = Буцаах
exhibition-hint = Зөвлөгөө
exhibition-new-game = Шинэ тоглолт
exhibition-back-to-watching = Үзүүлбэр рүү буцах
exhibition-still-playing = Тоглож байна уу? Дэлгэцэнд хүрнэ үү
exhibition-countdown = Үзүүлбэр рүү буцах хүртэл { $seconds }
exhibition-your-turn = Таны ээлж: { $side ->
    [white] цагаан
   *[black] хар
}
exhibition-side-to-move = { $side ->
    [white] Цагааны
   *[black] Харын
} ээлж
exhibition-computer-thinking = Компьютер бодож байна…
exhibition-must-capture = Идэх нь заавал: гэрэлтсэн хүүхэлдэйнүүд идэх ёстой
exhibition-hint-shown = Гэрэлтсэн хүүхэлдэйгээр нүүгээд үзээрэй
exhibition-you-win = Та хожлоо!
exhibition-computer-wins = Энэ удаад компьютер хожлоо
exhibition-game-result = { $winner ->
    [white] Цагаан хожлоо
    [black] Хар хожлоо
   *[none] Тэнцээ
}
exhibition-game-number = Тоглолт { $number }
exhibition-back-soon = Үзүүлбэр рүү буцах хүртэл { $seconds } с

## Тоглолтын самбар.

hud-chain-in-progress = Гинж үргэлжилж байна: дараагийн буух нүдийг дарна уу
hud-chain-or-stop = Гинж үргэлжилж байна: дараагийн буух нүдийг дарах эсвэл энд зогсоно уу
hud-must-capture = Идэх нь заавал: гэрэлтсэн хүүхэлдэйнүүд идэх ёстой
hud-resign-title = Бууж өгөх үү?
hud-resign-question = Энэ тоглолтод бууж өгөх үү?
hud-resign-yes = Бууж өгөх
hud-resign-no = Үргэлжлүүлэн тоглох
hud-draw-declined = Компьютер тэнцээнээс татгалзлаа
hud-draw-weighing = Компьютер таны саналыг бодож байна…
hud-hint-thinking = Зөвлөгөө хайж байна…
hud-hint = Зөвлөгөө: { $move } (сумаар харуулсан)

## Шинэ тоглолтын цонх.

new-game-title = Шинэ тоглолт
new-game-human = Хүн
new-game-computer = Компьютер: { $level ->
    [1] шинэхэн
    [2] эхлэгч
    [3] сонирхогч
    [4] клубын тоглогч
    [5] ахисан
    [6] мэргэжилтэн
    [7] мастер
   *[8] их мастер
} ({ $level })
new-game-game = Тоглоом
new-game-rules = Дүрэм
new-game-default-rules = Үндсэн дүрэм
new-game-options = Сонголтууд
new-game-changes = Эдгээр дүрэм юуг өөрчлөх вэ:
new-game-no-change = Үндсэн дүрэм: RULES.md файлын 1–8-р хэсэг, сонголтгүй.
new-game-men = Хүүхэлдэй
new-game-start = Эхлэх
rule-original = Анхны тоглоом (1979)
rule-original-tip = Тал бүр нэг бий, 23 шатратай; шатра хаана ч нэг нүд урагш, ташуу урагш эсвэл хажуу тийш алхана, хэзээ ч хоёр нүд алхахгүй, зөвхөн баатар болж хувирна.
rule-no-great-road-drops = Их зам дээр буулгахгүй
rule-no-great-road-drops-tip = d босоо шугам дээр буулгаж болохгүй; d шугам руу энгийн нүүдэл хийж болно.
rule-shatra-retreat = Шуудууг давсан шатра ухарна
rule-shatra-retreat-tip = Шуудууг давсан шатра шууд эсвэл ташуу арагш алхаж болно, гэхдээ зөвхөн идэлтгүй нүүдлээр, өөрийн цайз руу хэзээ ч үгүй.
rule-majority-capture = Хамгийн олныг идэх
rule-majority-capture-tip = Зөвхөн хамгийн олон хүүхэлдэй иддэг идэлт зөвшөөрөгдөнө.
rule-always-batyr = Үргэлж баатар болж хувирах
rule-always-batyr-tip = Хувирах шатра үргэлж баатар болдог тул ямар ч шатра сүүлийн мөрөнд хүлээхгүй.
rule-historical-en-passant = Түүхэн өнгөрөхөд идэх
rule-historical-en-passant-tip = Өнгөрөхөд идэх нь зөвхөн өрсөлдөгчийн шуудууны мөрөөс, өнгөрсөн нүдийг ташуу урагш давж үсрэн хийгдэнэ.
rule-gate-shatra-may-decline = Өрсөлдөгчийн хаалган дээрх шатра идэхгүй байж болно
rule-gate-shatra-may-decline-tip = Өрсөлдөгчийн хаалган дээр зогсож буй шатра бийн эрхтэй: идэхгүй байж болох бөгөөд аль ч үсрэлтийн дараа гинжээ зогсоож болно.
rule-nearest-landing = Хамгийн ойр буух нүд
rule-nearest-landing-tip = Цааш идэж чадах холоос иддэг хүүхэлдэй олзондоо хамгийн ойр, цааш идэж болох нүдэнд буух ёстой.

## Тоглолтын цаг.

clock-pause = Цагийг зогсоох
clock-resume = Цагийг үргэлжлүүлэх
clock-paused = Цаг зогссон
clock-none = Цаггүй
clock-custom = Өөрийн тохиргоо
clock-minutes = минут
clock-increment = секунд нүүдэл бүрт
new-game-clock = Цаг
hud-draw-declined-by-opponent = Тэнцээнээс татгалзлаа
hud-to-move = { $side ->
    [white] Цагааны
   *[black] Харын
} ээлж ({ $player })
hud-thinking = Бодож байна… { $seconds } с
hud-thinking-depth = Бодож байна… гүн { $depth } · { $score } · { $seconds } с
hud-last-move = Сүүлийн нүүдэл: { $move }
hud-your-move = Таны нүүдэл
hud-promote-to = Хувиргах:
hud-promote-here = Энд хувиргах ({ $move })
hud-stop-here = Энд зогсох ({ $move })
hud-cancel = Болих (Esc)
hud-new-game = Шинэ тоглолт…
hud-undo = Буцаах
hud-redo = Дахих
hud-resign = Бууж өгөх
hud-offer-draw = Тэнцээ санал болгох
hud-hint-button = Зөвлөгөө
hud-save = Хадгалах
hud-load = Ачаалах
hud-saved = Хадгалсан: { $path }
hud-not-saved = Хадгалсангүй: { $error }
hud-loaded = Ачаалсан: { $path }
hud-not-loaded = Ачаалсангүй: { $error }
hud-type-move = Нүүдэл:
hud-moves = Нүүдлүүд
hud-lost-men = { $count } × { $kind ->
    [biy] бий
    [batyr] баатар
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
}
hud-side-men = { $side ->
    [white] Цагаан
   *[black] Хар
}: алдсан { $any ->
    [0] байхгүй
   *[other] { $lost }
} · нөөцөд { $reserve }
hud-souvenir = Дурсгалын
hud-tournament = Тэмцээний
hud-carved = Сийлбэр
hud-staunton = Стаунтон
hud-labels = Тэмдэглэгээ:
hud-labels-off = Үгүй
hud-view = Харагдац:
hud-view-white = Цагаан
hud-view-black = Хар
hud-view-top = Дээрээс
hud-follow-side = Нүүх тал руу эргүүлэх (хоёр тоглогч)
hud-animation-speed = Хөдөлгөөний хурд
hud-volume = Дууны түвшин
hud-mute = Дуугүй
hud-draw-offered = Тэнцээ санал болгосон
hud-draw-offer = { $side ->
    [white] Цагаан
   *[black] Хар
}, өрсөлдөгч тань тэнцээ санал болгож байна.
hud-accept = Зөвшөөрөх
hud-decline = Татгалзах
hud-game-over = Тоглолт дууслаа
hud-look-at-board = Хөлгийг харах

## Дарсан эсвэл бичсэн нүүдлийг яагаад хүлээж авсангүй.

refusal-choose-own-man = Өөрийн хүүхэлдэйгээс нэгийг сонгоно уу
refusal-not-your-turn = Одоо { $side ->
    [white] цагааны
   *[black] харын
} ээлж
refusal-capture-compulsory = Идэх нь заавал
refusal-only-biy = Зөвхөн бий нүүж болно: тэр идэж чадна
refusal-obligated-drop = { $square } нүдэн дээрх нөөцийн хүүхэлдэй идсэн тул одоо буулгагдах ёстой
refusal-drop-order = Нөөцийн хүүхэлдэйг дарааллаар нь буулгана
refusal-no-move = Энэ хүүхэлдэйд боломжит нүүдэл алга
refusal-game-over = Тоглолт дууссан: шинээр эхлүүлнэ үү
refusal-man-cannot-move = Энэ дүрс явах нүүдэлгүй
guide-family = { $man }: эндээс явах нүд — { $count }{ $braked ->
    [0] {""}
   *[other] ; хиагийн бүс дахиад { $braked } нүдийг хаана
}
game-ending = { $winner ->
    [white] Цагаан ялав
    [black] Хар ялав
   *[none] Тэнцээ
}: { $reason }
refusal-wait-for-computer = Түр хүлээнэ үү: компьютер бодож байна
refusal-chain-must-go-on = Гинж үргэлжлэх ёстой: гэрэлтсэн нүдийг дарна уу (Esc цуцална)
refusal-move = { $move } энд боломжгүй нүүдэл ({ $why })
refusal-not-a-move = «{ $move }» нүүдэл биш: 46-32 эсвэл 29x17 гэж бичнэ үү
refusal-not-a-legal-move = «{ $move }» энд хууль ёсны нүүдэл биш: e2e4 эсвэл Nf3 гэж бичнэ үү

## Хөдөлгүүр бичсэн нүүдлийг яагаад хүлээж авсангүй.

illegal-game-over = тоглолт дууссан: бий идэгдсэн
illegal-no-legal-move = { $side ->
    [white] цагаан
   *[black] хар
} талд боломжит нүүдэл алга: тоглолт дууссан
illegal-empty-square = { $square } нүд хоосон
illegal-not-your-man = { $square } нүдэн дээрх хүүхэлдэй { $owner ->
    [white] цагааных
   *[black] харынх
}, харин одоо { $turn ->
    [white] цагааны
   *[black] харын
} ээлж
illegal-capture-compulsory = идэх нь заавал
illegal-obligated-drop-target = { $square } нүдэн дээрх нөөцийн хүүхэлдэйг зөвхөн өөрийн талын хоосон нүдэнд буулгаж болно
illegal-drop-obligation = { $square } нүдэн дээрх нөөцийн хүүхэлдэй идсэн тул одоо буулгагдах ёстой
illegal-only-biy = идэлт боломжтой: зөвхөн бий идэх, эсвэл оронд нь нүүж болно
illegal-drop-order = { $square } нүдэн дээрх нөөцийн хүүхэлдэй буулгах дарааллаар дараагийнх нь биш
illegal-cannot-go-there = { $square } нүдэн дээрх { $kind ->
    [biy] бий
    [batyr] баатар
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} тийшээ явж чадахгүй
illegal-no-capture = { $square } нүдэн дээрх { $kind ->
    [biy] бий
    [batyr] баатар
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} идэх боломжгүй
illegal-chain-must-go-on = гинж үргэлжлэх ёстой: идэж буй хүүхэлдэй дахин идэж чадна
illegal-no-such-capture = { $square } нүдэн дээрх { $kind ->
    [biy] бий
    [batyr] баатар
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} ийм идэлт хийж чадахгүй
illegal-not-legal = энд ийм нүүдэл хийж болохгүй

## Эхлэгчийн зөвлөгөө: сонгосон хүүхэлдэй энд юу хийж болох вэ.

hud-guide = Эхлэгчийн зөвлөгөө
guide-must-capture = Энэ хүүхэлдэй идэж чадах тул идэх ёстой: идэх нь заавал, чадаж байгаа цагт гинж нь үргэлжилнэ
guide-biy-may-capture = Бий идэж чадна, гэхдээ заавал биш, аль ч үсрэлтийн дараа гинжээ зогсоож болно
guide-reserve-drop = Нөөцийн хүүхэлдэй: тогтсон дарааллаар таны талын дурын хоосон нүдэнд буулгана
guide-biy-on-gate = Хаалган дээрх бий нэг нүд алхана, эсвэл таны талын дурын хоосон нүдэнд буулгагдана
guide-in-enemy-home = Өрсөлдөгчийн цайзад: ердийнхөөрөө нүүнэ, эсвэл өрсөлдөгчийн талд буулгагдана
guide-shatra-own-half = Энэ шатра шуудууны мөрөндөө хүрээгүй: шууд урагш алхана (эхний мөрөөсөө хоёр нүд)
guide-shatra-ditch-rank = Энэ шатра шуудууны мөрөндөө байна: урагш эсвэл ташуу урагш алхана
guide-shatra-past-ditch = Энэ шатра шуудууг давсан: урагш, ташуу урагш эсвэл хажуу тийш алхана
guide-shatra-waiting = Энэ шатра сүүлийн мөрөнд алдагдсан том хүүхэлдэйг хүлээж байна: зөвхөн хажуу тийш нүүнэ
guide-biy = Бий аль ч чиглэлд нэг нүд алхана
guide-long-range = { $kind ->
    [batyr] Баатар мөр, босоо шугам, ташуу шугамаар явна
    [tura] Тура мөр, босоо шугамаар явна
   *[yalkyn] Ялкын ташуу шугамаар явна
}, холоос идэж, олзныхоо ард дурын хоосон нүдэнд бууна

## Дүрмийн тусламж: сэдэв бүрт нэг богино хуудас.

hud-rules = Дүрэм
rules-show-me = Үзүүлэх
rules-showing = Хөлөг дээр үзүүлж байна…
rules-terms-title = Тоглоом ба түүний дүрсүүд
rules-terms-checks = Бэрс, тэрэг эсвэл мориор шахвал шак, тэмээгээр шахвал тук, хүүгээр шахвал цод болно. Мат тоглоомыг хэрхэн дуусгах нь түүний өмнөх шахалтын цувралаас хамаарна:
rules-board-title = Хөлөг
rules-board-text = 62 нүд: тал бүрт 7 × 6 нүдтэй тулааны талбай, тэдгээрийг шуудуу (7 ба 8-р мөрийн хооронд) тусгаарлана; тал бүрийн хаалганы цаана 9 нүдтэй цайз байна. d босоо шугам бол их зам: нөөцийн баатар эсвэл тура түүгээр, хоосон нүднүүдээр дамжин цайзаасаа гарч болно.
rules-men-title = Хүүхэлдэй ба тэдний нүүдэл
rules-men-text = Тал бүр бий (ноён), баатар (бэрс), хоёр тура (тэрэг), хоёр ялкын (тэмээ), арван нэгэн шатратай. Бий аль ч тийш нэг нүд алхана; баатар, тура, ялкын бол бэрс, тэрэг, тэмээ шиг явна. Шатра хэзээ ч ухрахгүй: өөрийн талдаа шууд урагш (эхний мөрөөсөө хоёр нүд), шуудууны мөрөндөө мөн ташуу урагш, шуудууг давсны дараа мөн хажуу тийш алхана.
rules-fortress-title = Цайз ба буулгалт
rules-fortress-text = Цайзад байгаа хүүхэлдэйнүүд ба хаалган дээрх бий бол нөөц. Нөөцийн хүүхэлдэй буулгалтаар гарна: түүнийг өөрийн талын дурын хоосон нүдэнд тавих нь бүтэн нэг нүүдэл бөгөөд тогтсон дарааллаар хийгдэнэ (цагаанд 54, 55, 56 …). Хаалган дээрх бийг аль ч нүүдэлд буулгаж болно. Нөөц дууссаны дараа буулгалт чөлөөтэй.
rules-capture-title = Заавал идэх ба гинж
rules-capture-text = Идэх нь заавал. Хүүхэлдэй өрсөлдөгчийн хүүхэлдэйг давж, ард нь байгаа хоосон нүдэнд үсэрнэ, чадаж байгаа цагт үргэлжлүүлэн үсэрнэ: энэ бол гинж. Давж үсэрсэн хүүхэлдэйнүүд гинж дуустал хөлөг дээр үлдэж, шугам болон буух нүдийг хааж, дараа нь бүгд авагдана. Хэд хэдэн идэлт боломжтой бол тоглогч сонгоно.
rules-long-range-title = Холоос идэх
rules-long-range-text = Баатар, тура, ялкын өөрийн шугамаар иднэ: хоосон нүднүүдээр өрсөлдөгчийн хүүхэлдэй хүртэл, түүнийг давж, ард нь байгаа дурын хоосон нүдэнд бууна — гэхдээ эдгээр нүдний заримаас гинж үргэлжлэх боломжтой бол тэдгээрийн аль нэгэнд буух ёстой. Ямар ч идэлт цайзын дүрмийг зөрчиж идэгчийн өөрийн цайзад дуусч болохгүй.
rules-en-passant-title = Өнгөрөхөд идэх
rules-en-passant-text = Өрсөлдөгчийн шатра хоёр нүд алхсан даруйд, түүний дайран өнгөрсөн нүдний хажууд байгаа шатра түүнийг нэг л нүд алхсан мэтээр, тэр нүдийг давж үсрэн идэж болно. Зөвхөн яг дараагийн нүүдэлд; энэ бол ердийн, заавал хийх идэлт бөгөөд гинжээр үргэлжилж болно.
rules-privilege-title = Бийн эрх
rules-privilege-text = Бий хэзээ ч идэх үүрэггүй бөгөөд аль ч үсрэлтийн дараа гинжээ зогсоож болно. Зөвхөн бий идэж чадах үед тоглогч түүгээр идэх эсвэл оронд нь бийгээр энгийн нүүдэл хийж болно; өөр хүүхэлдэй идэж чадах бол бусад нь заавал иднэ.
rules-promotion-title = Хувирал ба хүлээж буй шатра
rules-promotion-text = Өрсөлдөгчийн сүүлийн мөрөнд хүрсэн шатра өөрийн талын алдагдсан том хүүхэлдэйн нэг болно: баатар үлдээгүй бол баатар, тура эсвэл ялкын хоёроос цөөн бол тура эсвэл ялкын. Алдагдсан том хүүхэлдэй байхгүй бол нэг нь алдагдах хүртэл тэнд зөвхөн хажуу тийш нүүж хүлээнэ; дараа нь байрандаа хувирч болно.
rules-end-title = Тоглолтын төгсгөл
rules-end-text = Өрсөлдөгчийн бийг идсэн, эсвэл өрсөлдөгчөө боломжит нүүдэлгүй үлдээсэн тал хожно. Байрлал гурав дахь удаагаа давтагдвал, идэлт, шатрын нүүдэл, буулгалт, хувиралгүй 120 хагас нүүдэл өнгөрвөл, зөвхөн хоёр бий үлдвэл, эсвэл тохиролцвол тоглолт тэнцээгээр дуусна.
rules-options-title = Мөрдөж буй дүрэм
rules-options-text = Энэ тоглоом RULES.md файлын дүрмээр явагдана; доорх сонголт бүр түүнийг нэг эх сурвалжийн тайлбарласнаар өөрчилнө. Тэдгээрийг шинэ тоглолтын цонхонд тохируулна.

## Тохиргооны файл.

settings-damaged = { $path } дахь тохиргоог уншиж чадсангүй; { $aside ->
    [none] үндсэн тохиргоог ашиглана
   *[other] файлыг { $aside } гэсэн нэрээр зөөж, үндсэн тохиргоог ашиглана
}
settings-unreadable = { $path } дахь тохиргоог уншиж чадахгүй байна ({ $error }); үндсэн тохиргоог ашиглана
settings-not-saved = Тохиргоог хадгалсангүй: { $error }

## Дуусаагүй тоглолт, ажиллуулалт хооронд хадгалагдана.

keep-resumed = Дуусаагүй тоглолт тань орхисон газраасаа үргэлжилж байна («Шинэ тоглолт» өөрийг эхлүүлнэ)
keep-damaged = { $path } дахь хадгалсан тоглолтыг уншиж чадсангүй; { $aside ->
    [none] шинэ тоглолт эхэлнэ
   *[other] түүнийг { $aside } гэсэн нэрээр зөөж, шинэ тоглолт эхэлнэ
}
keep-failed = Явагдаж буй тоглолтыг хадгалж чадсангүй: { $error }

# Тоглолтын сан
library-not-kept = Дууссан тоглолтыг санд хадгалж чадсангүй: { $error }
library-damaged = Сангийн нэг тоглолт, { $path }, уншигдсангүй; { $aside ->
    [none] түүнийг байранд нь үлдээлээ
   *[other] түүнийг { $aside } гэсэн нэрээр зөөлөө
}
library-opened = Сангаас авсан тоглолт хөлөг дээр байна («Шинэ тоглолт» өөрийг эхлүүлнэ)
library-exported = Тоглолтыг SGN хэлбэрээр гаргалаа: { $path }
library-failed = Сан үүнийг хийж чадсангүй: { $error }
library-button = Тоглолтын сан…
library-title = Тоглолтын сан
library-empty = Дууссан тоглолт одоогоор алга: дууссан тоглолт бүр энд хадгалагдана.
library-date = Огноо
library-players = Тоглогчид
library-rules = Дүрэм
library-own-options = өөрийн дүрэм
library-result = Үр дүн
library-moves = Нүүдэл
library-name = Нэр
library-open = Нээх
library-export = SGN гаргах
library-rename = Нэр өөрчлөх
library-delete = Устгах
library-delete-confirm = Энэ тоглолтыг бүр мөсөн устгах уу?
library-yes = Тийм, устгах
library-no = Үлдээх
library-imported = { $path } файлаас { $count ->
    [one] нэг тоглолт
   *[other] { $count } тоглолт
} оруулалаа
library-imported-some = { $path } файлаас { $count ->
    [one] нэг тоглолт
   *[other] { $count } тоглолт
} оруулалаа; { $bad } нь уншигдсангүй ({ $first })
library-import = SGN оруулах
library-import-file = SGN файл оруулах…
library-import-path = SGN файл:
library-close = Хаах

# Судлах
study-position = Судалж байна: { $of } нүүдлийн { $ply } дэх нүүдлийн дараах байрлал (← → Home End; End тоглолт руу буцаана)
study-not-playing = Та тоглолтыг эргэн харж байна: буцахын тулд End дарна уу, эсвэл «Эндээс тоглох»
study-play-from-here = Эндээс тоглох
study-play-from-here-tip = Харуулж буй байрлалаас үргэлжлүүлэн тоглоно; дараачийн нүүдлүүдийг буцаана (шинэ нүүдэл хийх хүртэл «Дахих» тэдгээрийг сэргээнэ)
study-confirm = Дараачийн { $count } нүүдлийг буцааж, эндээс тоглох уу?
study-yes = Эндээс тоглох
study-no = Үргэлжлүүлэн харах

# Шинжилгээ
analysis-toggle = Шинжилгээ
analysis-waiting = Шинжилж байна…
analysis-win = { $side ->
    [white] Цагаан
   *[black] Хар
} { $plies } хагас нүүдэлд хожно
analysis-line = Гүн { $depth }: { $line }

# Байрлал засварлагч
editor-button = Байрлал…
editor-title = Байрлал тавих
editor-side = { side }
editor-man = { man }
editor-erase = Баллуур
editor-clear = Хөлгийг цэвэрлэх
editor-start = Эхлэх байрлал
editor-hint = Сонгосон хүүхэлдэйг тавихын тулд нүдэн дээр дарна уу; авахын тулд дахин дарна уу.
editor-to-move = Ээлж:
editor-reserve = Анхны нөөц
editor-reserve-tip = Өөрийн цайз эсвэл хаалган дээрх хүүхэлдэйг дарж анхны нөөц гэж тэмдэглэнэ, эсвэл тэмдгийг арилгана (нөөцийн нүднүүд байрлалын бичлэгт жагсаагдана).
editor-reserve-all = Бүгд гэртээ
editor-reserve-none = Байхгүй
editor-plies = Идэлт, шатрын нүүдэл, буулгалтгүй хагас нүүдэл:
editor-move-number = Нүүдлийн дугаар:
editor-string = Байрлалын бичлэг (бичих эсвэл унших):
editor-valid = Зөв байрлал.
editor-invalid = Байрлал хараахан болоогүй: { $error }
editor-play = Эндээс тоглох
editor-cancel = Болих

# Түр санах ой
clipboard-copy-position = Байрлал хуулах
clipboard-copy-moves = Нүүдлүүд хуулах
clipboard-paste = Оруулах
clipboard-copied-position = Байрлалын бичлэг түр санах ойд хуулагдлаа
clipboard-copied-moves = Нүүдлүүд түр санах ойд хуулагдлаа
clipboard-pasted-game = Оруулсан нүүдлүүд хөлөг дээр байна («Буцаах» тэдгээрээр нэг нэгээр ухарна)
clipboard-failed = Түр санах ой: { $error }

# Байрлалын бичлэг (RULES.md, 8-р хэсэг): яагаад хүлээж авсангүй. Алдаатай талбар (дугаар ба
# нэр) эсвэл бүх мөр, дараа нь алдаа. Нүд тоогоор, бичвэр бичсэнээрээ ирнэ.
position-error-in-field = талбар { $number } ({ $field }): { $problem }
position-error-whole = байрлал: { $problem }
position-field-men = хүүхэлдэй
position-field-side = нүүх тал
position-field-reserve = нөөц
position-field-en-passant = өнгөрөхөд идэх
position-field-obligations = буулгах үүрэг
position-field-sideways = хажуу нүүдлийн хязгаарлалт
position-field-counters = тоолуур
position-error-empty = хоосон байна (7 талбар эсвэл startpos байх ёстой)
position-error-not-single-spaces = талбаруудыг нэг зайгаар тусгаарлах ёстой
position-error-wrong-field-count = 7 талбар (хүүхэлдэй, нүүх тал, нөөц, өнгөрөхөд идэх, буулгах үүрэг, хажуу нүүдэл, хагас нүүдэл ба нүүдлийн дугаар) байх ёстой, { $found } үг олдлоо
position-error-rank-count = «/» тэмдгээр тусгаарласан 14 мөр байх ёстой, { $found } олдлоо
position-error-zero-count = мөр { $rank }: 0 нь хоосон нүдний тоо байж болохгүй
position-error-bad-man = мөр { $rank }: «{ $ch }» нь хүүхэлдэй (KQRBP, kqrbp) ч биш, цифр ч биш
position-error-rank-length = мөр { $rank } { $playable } тоглох нүдтэй, харин бичлэгт { $described } нүд заасан
position-error-two-biys = { $color ->
    [white] цагаан
   *[black] хар
} талд нэгээс илүү бий байна
position-error-bad-side = «{ $text }» нь w ч биш, b ч биш
position-error-range-not-allowed = «{ $text }»: нүднүүдийг таслалаар тусгаарлан нэг бүрчлэн жагсаана уу
position-error-range-backwards = «{ $text }» муж урвуу дараалалтай
position-error-listed-twice = { $square } нүд хоёр удаа жагсаагдсан
position-error-bad-sideways = «{ $text }»: нүдний ард < эсвэл > байх ёстой
position-error-no-shatra-on = { $square } нүдэнд шатра алга
position-error-two-restrictions = { $color ->
    [white] цагаан
   *[black] хар
} талд хоёр хязгаарлалт байна
position-error-bad-plies = «{ $text }» нь хагас нүүдлийн тоо биш
position-error-bad-move-number = «{ $text }» нь нүүдлийн дугаар биш (1 ба түүнээс дээш)
position-error-reserve-empty = { $square } нүд хоосон
position-error-reserve-not-at-home = { $square } нүдэн дээрх { $color ->
    [white] цагаан
   *[black] хар
} { $kind ->
    [biy] бий
    [batyr] баатар
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} өөрийн цайз эсвэл хаалган дээр биш
position-error-shatra-at-home = { $square } нүдэн дээрх { $color ->
    [white] цагаан
   *[black] хар
} шатра гэртээ зогсож байгаа ч анхны нөөцөд ороогүй (шатра хэзээ ч гэртээ буцдаггүй)
position-error-obligation-not-reserve = { $square } нүдэнд анхны нөөцийн хүүхэлдэй алга
position-error-no-double-step = анхны тоглоомд хоёр нүд алхах нүүдэл байхгүй
position-error-not-passed-over = { $square } нүдийг { $mover ->
    [white] цагаан
   *[black] хар
} шатра хоёр нүд алхахдаа дөнгөж давж өнгөрөөгүй
position-error-square-empty = нүдний нэр хоосон
position-error-square-not-on-board = { $text } нүд хөлөг дээр алга
position-error-square-wall = { $text } нь цайзын хана, тоглох нүд биш
position-error-square-malformed = «{ $text }» нь нүд биш (1-62 эсвэл a1-g14 гэж бичнэ үү)

# Тохиргооны файл, талбар бүрээр
settings-fields-reset = { $path } дахь зарим тохиргоог уншиж чадсангүй, үндсэн утгаа авлаа: { $fields }; бусад нь хэвээр

# Байрлал ч, тоглолт ч биш оруулсан бичвэр
clipboard-empty = Түр санах ой хоосон
clipboard-neither = Түр санах ойд байрлал ч ({ $position }), нүүдэл ч (нүүдэл { $ply }: { $moves }) алга
clipboard-no-moves = Түр санах ойд байрлал ч ({ $position }), нүүдэл ч алга
clipboard-record = Түр санах ой дахь бичлэгийг уншиж чадахгүй: { $error }

# shatrabase-ийн дүрэм, шинэ тоглолтын цонхны бэлэн сонголт
rules-shatrabase = shatrabase: Өргөтгөсөн хувилбарын дүрэм
rules-shatrabase-tip = shatrabase программ Өргөтгөсөн хувилбартаа тоглодог дүрэм (түүний бичлэгүүд эдгээрээр уншигдаж, дахин тоглогдоно): дурын дарааллаар буулгах, бийг идвэл гинж дуусна, хажуу тийш чөлөөтэй алхах, мөн README файлд жагсаасан бусад ялгаа
rules-shatrabase-original = shatrabase: Анхны хувилбарын дүрэм
rules-shatrabase-original-tip = shatrabase программ Анхны хувилбартаа тоглодог дүрэм (1979: тал бүр бий, 23 шатратай), түүний бичлэгүүд бичигдсэн ёсоор
