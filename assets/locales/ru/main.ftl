# Шатра 3D: русский каталог. Те же сообщения и те же аргументы, что и в английском.

-biy = бий
-batyr = батыр
-tura = тура
-yalkyn = ялкын
-shatra = шатра

man = { $kind ->
    [biy] Бий
    [batyr] Батыр
    [tura] Тура
    [yalkyn] Ялкын
   *[shatra] Шатра
}
side = { $side ->
    [white] Белые
   *[black] Чёрные
}

## Подписи: что сделал ход, словами правил.

caption-compulsory-capture = Взятие обязательно: { $move } берёт { $men ->
    [one] { $men } фигуру
    [few] { $men } фигуры
   *[many] { $men } фигур
}
caption-biy-captures = Бий берёт ходом { $move }: только он не обязан брать
caption-biy-stops-chain = Бий может остановить цепочку после любого прыжка: { $move }
caption-long-range-capture = { $kind ->
    [batyr] Батыр
    [tura] Тура
   *[yalkyn] Ялкын
} берёт издалека по своей линии: { $move }, вставая на любое свободное поле за жертвой
caption-en-passant = Взятие на проходе: { $move } берёт шатру, которая только что пошла на два поля
caption-drop-own-half = Выставление из крепости на свою половину: { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} выходит на { $square }
caption-drop-enemy-half = Из крепости противника на его половину: { $kind ->
    [biy] { -biy }
    [batyr] { -batyr }
    [tura] { -tura }
    [yalkyn] { -yalkyn }
   *[shatra] { -shatra }
} выставляется на { $square }
caption-biy-leaves-gate = Выставление из ворот: бий идёт на { $square }, на любое поле своей половины
caption-great-road = Великая дорога: { $kind ->
    [batyr] батыр
   *[tura] тура
} выходит из крепости по вертикали d
caption-double-step = С первой горизонтали своей половины шатра может пойти на два поля: { $move }
caption-promotion = Шатра дошла до последней горизонтали и становится потерянным { $kind ->
    [batyr] батыром
    [tura] турой
   *[yalkyn] ялкыном
}
caption-shatra-waits = Шатра дошла до последней горизонтали и ждёт: ни одна старшая фигура ещё не потеряна
caption-promotion-in-place = Ждущая шатра становится потерянным { $kind ->
    [batyr] батыром
    [tura] турой
   *[yalkyn] ялкыном
}
caption-game-over = { $reason ->
    [biy-captured] Бий взят: { $winner ->
        [white] белые
       *[black] чёрные
    } выиграли
    [no-legal-move] { $winner ->
        [white] У чёрных нет хода: белые выиграли
       *[black] У белых нет хода: чёрные выиграли
    }
    [threefold] Троекратное повторение: ничья
    [ply-limit] 120 полуходов без взятия, хода шатрой, выставления или превращения: ничья
    [bare-biys] Остались только два бия: ничья
    [agreement] Ничья по соглашению
    [time] { $winner ->
        [white] У чёрных кончилось время: белые выиграли
       *[black] У белых кончилось время: чёрные выиграли
    }
    [time-bare-biy] Время кончилось, но у соперника один бий и он не может выиграть: ничья
   *[resignation] { $winner ->
        [white] Чёрные сдались: белые выиграли
       *[black] Белые сдались: чёрные выиграли
    }
}
caption-title-card = Шатра, алтайские шахматы-шашки
caption-players = Белые: компьютер, уровень { $white } · Чёрные: компьютер, уровень { $black }

## Экраны выставки.

exhibition-invite = Коснитесь экрана, чтобы сыграть
exhibition-welcome = Добро пожаловать в Шатру
exhibition-choose-game = Какая игра?
exhibition-play-computer = Играть с компьютером
exhibition-gentle = Мягко
exhibition-fair = На равных
exhibition-strong = Сильно
exhibition-two-players = Вдвоём
exhibition-watch = Смотреть
exhibition-undo = Отменить ход
exhibition-hint = Подсказка
exhibition-new-game = Новая партия
exhibition-back-to-watching = Вернуться к показу
exhibition-still-playing = Ещё играете? Коснитесь экрана
exhibition-countdown = Возврат к показу через { $seconds }
exhibition-your-turn = Ваш ход: { $side ->
    [white] белые
   *[black] чёрные
}
exhibition-side-to-move = Ход { $side ->
    [white] белых
   *[black] чёрных
}
exhibition-computer-thinking = Компьютер думает…
exhibition-must-capture = Взятие обязательно: подсвеченные фигуры должны брать
exhibition-hint-shown = Попробуйте подсвеченную фигуру
exhibition-you-win = Вы выиграли!
exhibition-computer-wins = На этот раз выиграл компьютер
exhibition-game-result = { $winner ->
    [white] Белые выиграли
    [black] Чёрные выиграли
   *[none] Ничья
}
exhibition-game-number = Партия { $number }
exhibition-back-soon = Возврат к показу через { $seconds } с

## Панель игры.

hud-chain-in-progress = Цепочка не окончена: нажмите следующее поле
hud-chain-or-stop = Цепочка не окончена: нажмите следующее поле или остановитесь здесь
hud-must-capture = Взятие обязательно: подсвеченные фигуры должны брать
hud-resign-title = Сдаться?
hud-resign-question = Сдать эту партию?
hud-resign-yes = Сдаться
hud-resign-no = Играть дальше
hud-draw-declined = Компьютер отклоняет ничью
hud-draw-weighing = Компьютер обдумывает ваше предложение…
hud-hint-thinking = Ищу подсказку…
hud-hint = Подсказка: { $move } (показана стрелками)

## Новая партия.

new-game-title = Новая партия
new-game-human = Человек
new-game-computer = Компьютер: { $level ->
    [1] новичок
    [2] начинающий
    [3] любитель
    [4] клубный игрок
    [5] опытный
    [6] эксперт
    [7] мастер
   *[8] гроссмейстер
} ({ $level })
new-game-game = Игра
new-game-rules = Правила
new-game-default-rules = Правила по умолчанию
new-game-options = Варианты
new-game-changes = Что меняют эти правила:
new-game-no-change = Правила по умолчанию: RULES.md, разделы 1–8, без вариантов.
new-game-men = Фигуры
new-game-start = Начать
rule-original = Исходная игра (1979)
rule-original-tip = У каждой стороны бий и 23 шатры; шатры ходят на одно поле вперёд, вперёд наискосок или вбок везде, без хода на два поля, и превращаются только в батыра.
rule-no-great-road-drops = Без выставления на великую дорогу
rule-no-great-road-drops-tip = Выставлять фигуры на вертикаль d нельзя; обычные ходы на неё разрешены.
rule-shatra-retreat = Шатра отступает за рвом
rule-shatra-retreat-tip = За рвом шатра может ходить и назад, прямо или наискосок, только тихими ходами и никогда в свою крепость.
rule-majority-capture = Взятие большинства
rule-majority-capture-tip = Разрешены только взятия, берущие больше всего фигур.
rule-always-batyr = Превращение только в батыра
rule-always-batyr-tip = Шатра всегда превращается в батыра, поэтому ни одна шатра не ждёт на последней горизонтали.
rule-historical-en-passant = Историческое взятие на проходе
rule-historical-en-passant-tip = Взятие на проходе только с горизонтали рва противника, прыжком вперёд наискосок через пройденное поле.
rule-gate-shatra-may-decline = Шатра на воротах противника может не брать
rule-gate-shatra-may-decline-tip = Шатра на воротах противника имеет право бия: может не брать и может остановить цепочку после любого прыжка.
rule-nearest-landing = Ближайшее поле приземления
rule-nearest-landing-tip = Дальнобойная фигура, которая может брать дальше, должна встать на ближайшее к жертве поле, откуда это возможно.

## Часы.

clock-pause = Остановить часы
clock-resume = Пустить часы
clock-paused = Часы остановлены
clock-none = Без часов
clock-custom = Свой контроль
clock-minutes = минут
clock-increment = секунд за ход
new-game-clock = Часы
hud-draw-declined-by-opponent = Ничья отклонена
hud-to-move = Ход { $side ->
    [white] белых
   *[black] чёрных
} ({ $player })
hud-thinking = Думаю… { $seconds } с
hud-thinking-depth = Думаю… глубина { $depth } · { $score } · { $seconds } с
hud-last-move = Последний ход: { $move }
hud-your-move = Ваш ход
hud-promote-to = Превратить в:
hud-promote-here = Превратить здесь ({ $move })
hud-stop-here = Остановиться здесь ({ $move })
hud-cancel = Отмена (Esc)
hud-new-game = Новая партия…
hud-undo = Отменить
hud-redo = Вернуть
hud-resign = Сдаться
hud-offer-draw = Предложить ничью
hud-hint-button = Подсказка
hud-save = Сохранить
hud-load = Загрузить
hud-saved = Сохранено: { $path }
hud-not-saved = Не сохранено: { $error }
hud-loaded = Загружено: { $path }
hud-not-loaded = Не загружено: { $error }
hud-type-move = Ход:
hud-moves = Ходы
hud-lost-men = { $count } × { $kind ->
    [biy] бий
    [batyr] батыр
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
}
hud-side-men = { $side ->
    [white] Белые
   *[black] Чёрные
}: потеряно { $any ->
    [0] ничего
   *[other] { $lost }
} · в запасе { $reserve }
hud-souvenir = Сувенирные
hud-tournament = Турнирные
hud-carved = Резные
hud-staunton = Стаунтон
hud-labels = Подписи:
hud-labels-off = Нет
hud-view = Вид:
hud-view-white = Белые
hud-view-black = Чёрные
hud-view-top = Сверху
hud-follow-side = Поворачивать к стороне, чей ход (вдвоём)
hud-animation-speed = Скорость анимации
hud-volume = Громкость
hud-mute = Без звука
hud-draw-offered = Предложена ничья
hud-draw-offer = { $side ->
    [white] Белые
   *[black] Чёрные
}, соперник предлагает ничью.
hud-accept = Принять
hud-decline = Отклонить
hud-game-over = Партия окончена
hud-look-at-board = Посмотреть на доску

## Почему клик или ход не принят.

refusal-choose-own-man = Выберите свою фигуру
refusal-not-your-turn = Сейчас ход { $side ->
    [white] белых
   *[black] чёрных
}
refusal-capture-compulsory = Взятие обязательно
refusal-only-biy = Ходить может только бий: он может брать
refusal-obligated-drop = Фигура запаса на { $square } взяла и должна быть выставлена сейчас
refusal-drop-order = Фигуры запаса выставляются по порядку
refusal-no-move = У этой фигуры нет хода
refusal-game-over = Партия окончена: начните новую
refusal-man-cannot-move = Этой фигуре некуда ходить
guide-family = { $man }: отсюда ходов — { $count }{ $braked ->
    [0] {""}
   *[other] ; зона хиа отнимает ещё { $braked }
}
game-ending = { $winner ->
    [white] Белые выиграли
    [black] Чёрные выиграли
   *[none] Ничья
}: { $reason }
refusal-wait-for-computer = Подождите: компьютер думает
refusal-chain-must-go-on = Цепочку нужно продолжить: нажмите подсвеченное поле (Esc отменяет)
refusal-move = { $move } — недопустимый ход ({ $why })
refusal-not-a-move = «{ $move }» — не ход: пишите так: 46-32 или 29x17
refusal-not-a-legal-move = «{ $move }» — не ход в этой позиции: пишите как e2e4 или Nf3

## Почему движок не принял ход.

illegal-game-over = партия окончена: бий взят
illegal-no-legal-move = у { $side ->
    [white] белых
   *[black] чёрных
} нет хода: партия окончена
illegal-empty-square = поле { $square } пусто
illegal-not-your-man = фигура на { $square } — { $owner ->
    [white] белых
   *[black] чёрных
}, а сейчас ход { $turn ->
    [white] белых
   *[black] чёрных
}
illegal-capture-compulsory = взятие обязательно
illegal-obligated-drop-target = фигуру запаса с { $square } можно выставить только на пустое поле своей половины
illegal-drop-obligation = фигура запаса на { $square } взяла и должна быть выставлена сейчас
illegal-only-biy = есть взятие: брать или ходить вместо этого может только бий
illegal-drop-order = фигура запаса на { $square } не следующая по порядку выставления
illegal-cannot-go-there = { $kind ->
    [biy] бий
    [batyr] батыр
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} на { $square } не может туда пойти
illegal-no-capture = у фигуры на { $square } ({ $kind ->
    [biy] бий
    [batyr] батыр
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
}) нет взятия
illegal-chain-must-go-on = цепочку нужно продолжить: фигура может брать дальше
illegal-no-such-capture = у фигуры на { $square } ({ $kind ->
    [biy] бий
    [batyr] батыр
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
}) нет такого взятия
illegal-not-legal = здесь такой ход невозможен

## Подсказки новичку: что может выбранная фигура.

hud-guide = Подсказки новичку
guide-must-capture = Эта фигура может брать, значит должна: взятие обязательно, и цепочка продолжается, пока можно брать
guide-biy-may-capture = Бий может брать, но не обязан, и может остановить цепочку после любого прыжка
guide-reserve-drop = Фигура запаса: её выставляют на любое пустое поле своей половины, по порядку
guide-biy-on-gate = Бий на воротах ходит на одно поле или выставляется на любое пустое поле своей половины
guide-in-enemy-home = В крепости противника: фигура ходит как обычно или выставляется на половину противника
guide-shatra-own-half = Эта шатра ещё не дошла до горизонтали рва: она ходит прямо вперёд (с первой горизонтали — на два поля)
guide-shatra-ditch-rank = Эта шатра стоит у рва: она ходит вперёд или вперёд наискосок
guide-shatra-past-ditch = Эта шатра перешла ров: она ходит вперёд, вперёд наискосок или вбок
guide-shatra-waiting = Эта шатра ждёт на последней горизонтали потерянную фигуру: она ходит только вбок
guide-biy = Бий ходит на одно поле в любую сторону
guide-long-range = { $kind ->
    [batyr] Батыр ходит по горизонталям, вертикалям и диагоналям
    [tura] Тура ходит по горизонталям и вертикалям
   *[yalkyn] Ялкын ходит по диагоналям
} и берёт издалека, вставая на любое пустое поле за жертвой

## Правила: по странице на тему.

hud-rules = Правила
rules-show-me = Показать
rules-showing = Показываю на доске…
rules-terms-title = Игра и её фигуры
rules-terms-checks = Шах бэрсом, тэрэгом или мори — это шак, тэмээ — тук, хүү — цод. Чем кончается мат, зависит от серии шахов перед ним:
rules-board-title = Доска
rules-board-text = 62 поля: у каждой стороны поле битвы 7 × 6, разделённое рвом (между 7-й и 8-й горизонталями), и крепость из 9 полей за воротами. Вертикаль d — великая дорога: батыр или тура из запаса может выйти по ней из крепости по пустым полям.
rules-men-title = Фигуры и их ходы
rules-men-text = У каждой стороны бий (король), батыр (ферзь), две туры (ладьи), два ялкына (слоны) и одиннадцать шатр. Бий ходит на одно поле в любую сторону; батыр, тура и ялкын ходят как ферзь, ладья и слон. Шатра никогда не ходит назад: на своей половине — прямо вперёд (с первой горизонтали на два поля), у рва — ещё и вперёд наискосок, за рвом — ещё и вбок.
rules-fortress-title = Крепость и выставление
rules-fortress-text = Фигуры в крепости и бий на воротах — это запас. Фигура запаса выходит выставлением: её ставят на любое пустое поле своей половины, это целый ход, в установленном порядке (54, 55, 56 … у белых). Бия с ворот можно выставить в любой ход. Когда запас кончился, выставлять можно свободно.
rules-capture-title = Обязательное взятие и цепочки
rules-capture-text = Брать обязательно. Фигура перепрыгивает фигуру противника на пустое поле за ней и прыгает дальше, пока может: это цепочка. Взятые фигуры остаются на доске до конца цепочки, загораживая линии и поля, и снимаются все вместе. Если взятий несколько, игрок выбирает любое.
rules-long-range-title = Взятие издалека
rules-long-range-text = Батыр, тура и ялкын берут по своим линиям: по пустым полям до фигуры противника, через неё и на любое пустое поле за ней; но если с каких-то из этих полей цепочка продолжается, встать нужно на одно из них. Ни одно взятие не может закончиться в своей крепости вопреки правилам крепости.
rules-en-passant-title = Взятие на проходе
rules-en-passant-text = Сразу после хода шатры противника на два поля шатра рядом с пройденным полем может взять её так, будто та пошла на одно поле, перепрыгнув пройденное поле. Только в ближайший ход; это обычное обязательное взятие, которое может продолжиться цепочкой.
rules-privilege-title = Право бия
rules-privilege-text = Бий никогда не обязан брать и может остановить цепочку после любого прыжка. Если брать может только бий, игрок может брать им или вместо этого сделать тихий ход бием; если может брать другая фигура, брать обязательно.
rules-promotion-title = Превращение и ждущая шатра
rules-promotion-text = Шатра, дошедшая до последней горизонтали противника, становится одной из потерянных старших фигур своей стороны: батыром, если его нет, турой или ялкыном, если их меньше двух. Если ничего не потеряно, она ждёт там, ходя только вбок, пока фигура не будет потеряна; тогда она может превратиться на месте.
rules-end-title = Конец партии
rules-end-text = Побеждает тот, кто взял бия противника или оставил соперника без хода. Ничья — при третьем повторении позиции, после 120 полуходов без взятия, хода шатрой, выставления или превращения, когда остались только два бия, или по соглашению.
rules-options-title = Действующие правила
rules-options-text = Эта игра следует правилам RULES.md; варианты ниже меняют их, каждый как в своём источнике. Их задают в окне новой партии.

## Файл настроек.

settings-damaged = Настройки в { $path } не читаются; { $aside ->
    [none] используются настройки по умолчанию
   *[other] файл перенесён в { $aside }, используются настройки по умолчанию
}
settings-unreadable = Настройки в { $path } не открываются ({ $error }); используются настройки по умолчанию
settings-not-saved = Настройки не сохранены: { $error }

## Незаконченная партия между запусками.

keep-resumed = Ваша незаконченная партия продолжается с того же места (новую начинает «Новая партия»)
keep-damaged = Сохранённую партию в { $path } не удалось прочесть; { $aside ->
    [none] начинается новая партия
   *[other] файл перенесён в { $aside }, начинается новая партия
}
keep-failed = Текущую партию не удалось сохранить: { $error }

# Библиотека партий
library-not-kept = Законченную партию не удалось сохранить в библиотеке: { $error }
library-damaged = Партию из библиотеки, { $path }, не удалось прочесть; { $aside ->
    [none] файл оставлен на месте
   *[other] файл перенесён в { $aside }
}
library-opened = На доске партия из библиотеки (кнопка «Новая партия» начнёт другую)
library-exported = Партия выгружена в SGN: { $path }
library-failed = Библиотека не смогла это сделать: { $error }
library-button = Библиотека…
library-title = Библиотека партий
library-empty = Законченных партий пока нет: каждая законченная партия сохраняется здесь.
library-date = Дата
library-players = Игроки
library-rules = Правила
library-own-options = свои правила
library-result = Итог
library-moves = Ходов
library-name = Название
library-open = Открыть
library-export = Выгрузить SGN
library-rename = Переименовать
library-delete = Удалить
library-delete-confirm = Удалить эту партию насовсем?
library-yes = Да, удалить
library-no = Оставить
library-imported = Из { $path } { $count ->
    [one] загружена { $count } партия
    [few] загружены { $count } партии
   *[many] загружено { $count } партий
}
library-imported-some = Из { $path } { $count ->
    [one] загружена { $count } партия
    [few] загружены { $count } партии
   *[many] загружено { $count } партий
}; не удалось прочесть: { $bad } ({ $first })
library-import = Загрузить SGN
library-import-file = Загрузить файл SGN…
library-import-path = Файл SGN:
library-close = Закрыть

# Разбор
study-position = Разбор: позиция после хода { $ply } из { $of } (← → Home End; End возвращает к партии)
study-not-playing = Вы просматриваете партию назад: End — вернуться, или «Играть отсюда»
study-play-from-here = Играть отсюда
study-play-from-here-tip = Продолжает партию с показанной позиции; последующие ходы берутся назад («Вернуть ход» восстанавливает их, пока не сделан новый ход)
study-confirm = Взять назад { $count } последующих ходов и играть отсюда?
study-yes = Играть отсюда
study-no = Смотреть дальше

# Анализ
analysis-toggle = Анализ
analysis-waiting = Идёт анализ…
analysis-win = { $side ->
    [white] Белые выигрывают
   *[black] Чёрные выигрывают
} за { $plies } полуходов
analysis-line = Глубина { $depth }: { $line }

# Редактор позиции
editor-button = Позиция…
editor-title = Расстановка позиции
editor-side = { side }
editor-man = { man }
editor-erase = Ластик
editor-clear = Очистить доску
editor-start = Начальная позиция
editor-hint = Щёлкните поле, чтобы поставить выбранную фигуру; ещё раз — чтобы убрать.
editor-to-move = Ход:
editor-reserve = Начальный резерв
editor-reserve-tip = Щёлкните фигуру в своей крепости или воротах, чтобы отметить её как начальный резерв или снять отметку (поля резерва видны в строке позиции).
editor-reserve-all = Все дома
editor-reserve-none = Никто
editor-plies = Полуходов без взятия, хода шатры и сброса:
editor-move-number = Номер хода:
editor-string = Строка позиции (набрать или прочесть):
editor-valid = Позиция правильная.
editor-invalid = Это ещё не позиция: { $error }
editor-play = Играть отсюда
editor-cancel = Отмена

# Буфер обмена
clipboard-copy-position = Копировать позицию
clipboard-copy-moves = Копировать ходы
clipboard-paste = Вставить
clipboard-copied-position = Строка позиции в буфере обмена
clipboard-copied-moves = Ходы в буфере обмена
clipboard-pasted-game = Вставленные ходы на доске («Отменить ход» ведёт по ним назад)
clipboard-failed = Буфер обмена: { $error }

# Строка позиции (RULES.md, раздел 8): почему она не принята. Часть с ошибкой (её номер и
# название) или строка целиком, затем сама ошибка. Поля приходят номерами, текст — как написан.
position-error-in-field = часть { $number } ({ $field }): { $problem }
position-error-whole = позиция: { $problem }
position-field-men = фигуры
position-field-side = очередь хода
position-field-reserve = резерв
position-field-en-passant = взятие на проходе
position-field-obligations = обязательные выставления
position-field-sideways = запреты хода вбок
position-field-counters = счётчики
position-error-empty = пустая строка (нужно 7 частей или startpos)
position-error-not-single-spaces = части должны разделяться одним пробелом
position-error-wrong-field-count = нужно 7 частей (фигуры, очередь хода, резерв, взятие на проходе, обязательные выставления, запреты хода вбок, полуходы и номер хода), а найдено { $found ->
    [one] { $found } слово
    [few] { $found } слова
   *[many] { $found } слов
}
position-error-rank-count = нужно 14 горизонталей через «/», а найдено { $found }
position-error-zero-count = горизонталь { $rank }: 0 не может быть числом пустых полей
position-error-bad-man = горизонталь { $rank }: «{ $ch }» — не фигура (KQRBP, kqrbp) и не цифра
position-error-rank-length = горизонталь { $rank }: в ней { $playable ->
    [one] { $playable } игровое поле
    [few] { $playable } игровых поля
   *[many] { $playable } игровых полей
}, а в тексте описано { $described }
position-error-two-biys = у { $color ->
    [white] белых
   *[black] чёрных
} больше одного бия
position-error-bad-side = «{ $text }» — не w и не b
position-error-range-not-allowed = «{ $text }»: перечислите поля по одному через запятую
position-error-range-backwards = диапазон «{ $text }» идёт в обратном порядке
position-error-listed-twice = поле { $square } указано дважды
position-error-bad-sideways = «{ $text }»: нужно поле, а за ним < или >
position-error-no-shatra-on = на поле { $square } нет шатры
position-error-two-restrictions = два запрета для { $color ->
    [white] белых
   *[black] чёрных
}
position-error-bad-plies = «{ $text }» — не число полуходов
position-error-bad-move-number = «{ $text }» — не номер хода (1 или больше)
position-error-reserve-empty = поле { $square } пусто
position-error-reserve-not-at-home = { $kind ->
    [biy] бий
    [batyr] батыр
    [tura] тура
    [yalkyn] ялкын
   *[shatra] шатра
} { $color ->
    [white] белых
   *[black] чёрных
} на { $square } стоит не в своей крепости и не на своих воротах
position-error-shatra-at-home = шатра { $color ->
    [white] белых
   *[black] чёрных
} на { $square } стоит дома, но не входит в начальный резерв (шатра никогда не возвращается домой)
position-error-obligation-not-reserve = на поле { $square } нет фигуры начального резерва
position-error-no-double-step = в исходной игре шатра не ходит на два поля
position-error-not-passed-over = поле { $square } не было только что пройдено { $mover ->
    [white] белой
   *[black] чёрной
} шатрой при ходе на два поля
position-error-square-empty = пустое название поля
position-error-square-not-on-board = поля { $text } нет на доске
position-error-square-wall = { $text } — стена крепости, а не игровое поле
position-error-square-malformed = «{ $text }» — не поле (пишите 1-62 или a1-g14)

# The settings file, field by field
settings-fields-reset = Некоторые настройки в { $path } не читаются и взяты по умолчанию: { $fields }; остальные сохранены

# A pasted text that is neither a position nor a game
clipboard-empty = Буфер обмена пуст
clipboard-neither = В буфере обмена нет ни позиции ({ $position }), ни ходов (ход { $ply }: { $moves })
clipboard-no-moves = В буфере обмена нет ни позиции ({ $position }), ни ходов
clipboard-record = Запись из буфера обмена не читается: { $error }

# shatrabase's rules, as a preset of the new-game dialog
rules-shatrabase = Правила shatrabase (расширенная версия)
rules-shatrabase-tip = Правила, по которым играет shatrabase в расширенной версии (по ним читаются и воспроизводятся её записи): выставление в любом порядке, взятие бия заканчивает серию, свободные ходы в сторону и другие отличия, перечисленные в README
rules-shatrabase-original = Правила shatrabase (оригинальная версия)
rules-shatrabase-original-tip = Правила, по которым играет shatrabase в оригинальной версии (1979: бий и 23 шатры у каждой стороны), как написаны её записи
