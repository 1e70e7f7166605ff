# Кард-бол: журнал (по сообщению на вид события: card_ball-<вид>), подписи подсказанных ударов
# и самого удара, отказы.
# $seat — тот, о ком строка: имя или «вы» ($seat-you = yes).

## Журнал

# Удар. $foul и $foul2 — первые два фола (none: удар правильный), $fouls-count — сколько их;
# $kept — правильно забитые шары; $continues — бьющий бьёт ещё раз; $break — это был разбой.
# Числа удара (направление, сила) — в данных события, не в строке.
card_ball-shot = { $foul ->
    [none] { $kept-count ->
        [0] { $seat-you ->
            [yes] { $break ->
                [yes] Вы разбиваете, но ничего не забиваете
               *[no] Вы бьёте правильно, но ничего не забиваете
            }
           *[no] { $break ->
                [yes] { $seat } разбивает, но ничего не забивает
               *[no] { $seat } бьёт правильно, но ничего не забивает
            }
        }
       *[other] { $seat-you ->
            [yes] Вы забиваете
           *[no] { $seat } забивает
        } { $kept-count ->
            [1] шар { $kept }
            [one] { $kept-count } шар ({ $kept })
            [few] { $kept-count } шара ({ $kept })
           *[many] { $kept-count } шаров ({ $kept })
        }{ $break ->
            [yes] {" "}с разбоя
           *[no] {""}
        }{ $continues ->
            [yes] { $seat-you ->
                [yes] {" "}и бьёте ещё раз
               *[no] {" "}и бьёт ещё раз
            }
           *[no] {""}
        }
    }
   *[other] { $seat-you ->
        [yes] Ваш фол
       *[no] { $seat }: фол
    }{ $break ->
        [yes] {" "}на разбое
       *[no] {""}
    } — { $foul ->
        [miss] биток не задел ни одного шара
        [kitchen] биток с руки первым задел шар в доме
        [no_rail] ничего не забито, и ни один шар не дошёл до борта
        [closed_break] разбой не открытый (ничего не забито, до борта дошли меньше четырёх шаров)
        [scratch] биток упал в лузу
        [cue_off] биток вылетел за борт
        [ball_off] шар вылетел за борт
        [wrong_ball] забит шар, карты которого нет на руке
        [right_and_wrong] забиты сразу свой и чужой шары
       *[other] удар не по правилам
    }{ $foul2 ->
        [miss] ; биток не задел ни одного шара
        [kitchen] ; биток с руки первым задел шар в доме
        [no_rail] ; ничего не забито, и ни один шар не дошёл до борта
        [closed_break] ; разбой не открытый (ничего не забито, до борта дошли меньше четырёх шаров)
        [scratch] ; биток упал в лузу
        [cue_off] ; биток вылетел за борт
        [ball_off] ; шар вылетел за борт
        [wrong_ball] ; забит шар, карты которого нет на руке
        [right_and_wrong] ; забиты сразу свой и чужой шары
       *[other] {""}
    }{ $fouls-count ->
        [1] {""}
        [2] {""}
       *[other] ; и другие нарушения
    }
}
# Шары, забитые при фоле или вылетевшие со стола, возвращаются на заднюю отметку.
card_ball-respot = { $balls-count ->
    [one] Шар { $balls } возвращается
   *[other] Шары { $balls } возвращаются
} на заднюю отметку
# Правильно забитый шар снимает все карты своего достоинства со всех рук.
card_ball-discard = { $seat-you ->
    [yes] Вы сбрасываете { $cards }
   *[no] { $seat } сбрасывает { $cards }
}
# Фол: штрафная карта из колоды ($count — 0, если колода пуста); $cards видит только взявший;
# $set_aside — вытянутые карты, чей шар уже забит; $stock — сколько карт осталось в колоде.
card_ball-penalty = { $count ->
    [0] { $seat-you ->
        [yes] Вы не берёте штрафную карту: колода пуста
       *[no] { $seat } не берёт штрафную карту: колода пуста
    }
   *[other] { $seat-you ->
        [yes] Вы берёте { $count ->
            [1] штрафную карту
            [one] { $count } штрафную карту
            [few] { $count } штрафные карты
           *[many] { $count } штрафных карт
        }: { $cards }
       *[no] { $seat } берёт { $count ->
            [1] штрафную карту
            [one] { $count } штрафную карту
            [few] { $count } штрафные карты
           *[many] { $count } штрафных карт
        }
    }{ $stock ->
        [0] {""}; колода кончилась
       *[other] {""}
    }
}{ $set_aside-count ->
    [0] {""}
    [one] {""}; { $set_aside } отложена: её шар уже забит
   *[other] {""}; { $set_aside } отложены: их шары уже забиты
}
# После фола с битком в лузе следующий ставит биток с руки в любое место дома.
card_ball-ball_in_hand = { $seat-you ->
    [yes] Вы ставите биток с руки в любое место дома
   *[no] { $seat } ставит биток с руки в любое место дома
}
# Руки опустели от чужого удара: каждый тянет карту, побеждает старшая.
card_ball-high_card = { $seat-you ->
    [yes] Вы тянете на старшую карту: { $card }
   *[no] { $seat } тянет на старшую карту: { $card }
}
card_ball-win = { $seat-you ->
    [yes] У вас не осталось карт: вы победили!
   *[no] { $seat }: карт не осталось — победа!
}
# Партия кончается после предела ударов; у кого меньше карт на руках, тот выше.
card_ball-limit = Достигнут предел в { $shots ->
    [one] { $shots } удар
    [few] { $shots } удара
   *[many] { $shots } ударов
}: партия окончена, выше место у того, у кого меньше карт на руках

## Подписи: подсказанные удары (что удар должен сделать) и числа удара

card_ball-suggest-break = { $spot ->
    [left] разбой левее передней отметки
    [right] разбой правее передней отметки
   *[centre] разбой с передней отметки
}
card_ball-suggest-pot = забить шар { $ball } в { $pocket ->
    [lb] левую нижнюю угловую
    [lc] левую среднюю
    [lt] левую верхнюю угловую
    [rb] правую нижнюю угловую
    [rc] правую среднюю
   *[rt] правую верхнюю угловую
} лузу
card_ball-suggest-aim = удар прямо в шар { $ball }
card_ball-suggest-up = удар прямо вдоль стола
# Удар, как его набирают: направление в градусах, сила, затем винт, наклон и место битка, если есть.
card_ball-action-shot = удар { $aim }°, { $speed } м/с{ $spin ->
    [yes] , винт { $side }/{ $follow }
   *[no] {""}
}{ $tilted ->
    [yes] , наклон { $elevation }°
   *[no] {""}
}{ $placed ->
    [yes] , биток в ({ $x }, { $y })
   *[no] {""}
}

## Отказы

card_ball-refuse-over = Партия окончена
card_ball-refuse-turn = { $seat-you ->
    [yes] Сейчас бьёте вы
   *[no] Сейчас бьёт { $seat }
}
card_ball-refuse-not-shot = В кард-боле единственный ход — удар
card_ball-refuse-not-finite = { $name ->
    [aim] Направление
    [speed] Скорость
    [side] Боковой винт
    [follow] Верхний или нижний винт
    [elevation] Наклон кия
    [cue_x] Координата x битка
   *[cue_y] Координата y битка
}: нужно конечное число, а не { $value }
card_ball-refuse-aim = Направление { $aim }° вне промежутка от 0° до 360°
card_ball-refuse-speed = Скорость { $speed } м/с вне промежутка от { $low } до { $high } м/с
card_ball-refuse-miscue = Удар наклейкой в { $offset } радиуса от центра даст кикс (можно не больше { $most })
card_ball-refuse-elevation = Наклон кия { $elevation }° вне промежутка от 0° до { $most }°
card_ball-refuse-half-place = Укажите обе координаты битка (x и y) или ни одной
card_ball-refuse-place-missing = Биток с руки: укажите, где он стоит в доме (x и y)
card_ball-refuse-off-table = Точка ({ $x }, { $y }) вне стола (x от { $low } до { $right }, y от { $low } до { $top })
card_ball-refuse-kitchen = Биток с руки ставится в доме (y не больше { $most })
card_ball-refuse-touch = Там биток касается шара { $ball }
card_ball-refuse-not-in-hand = Биток не с руки: место битка (x и y) не указывается
card_ball-physics-failed = Физика не смогла сыграть этот удар (прицел { $aim }°, скорость { $speed } м/с): прицельтесь чуть иначе
card_ball-refuse-typed-shot = Запишите удар так: удар НАПРАВЛЕНИЕ СКОРОСТЬ [БОК ВЕРХ [НАКЛОН]] [в X Y]

## Первая партия: цель и первый ход (подсказка за столом)
card_ball-hint-goal = Бильярд с картами: забитый шар убирает из всех рук карты своего достоинства (шар 11 — валетов, 12 — дам, 13 — королей). Кто первым останется без карт — побеждает.
card_ball-hint-start = Выберите предложенный удар или задайте прицел и силу сами, затем бейте.
card_ball-about = Бильярд с колодой карт: забивайте шары, названные вашими картами.
card_ball-length = 15–30 мин

## Название игры, её настройки и сила бота
card_ball-title = Кард-бол
card_ball-option-double-penalty = двойной фол (забит шар без своей карты) стоит двух карт, как в оригинальных правилах (иначе одной)
card_ball-option-execution-error = неточность исполнения: 0 — удар точно как задан; 1 — разброс любителя (около 0,6° прицела, 6% силы)
card_ball-option-shot-limit = закончить партию после стольких ударов, места по оставшимся картам
card_ball-option-card-price = цена карты, оставшейся на руках (платится победителю)
# $param — запрошенная сила, в кавычках.
card_ball-bot-strength = сила бота heuristic — от 1 до 4, а не { $param }

## Слова удара, набранного текстом (игрок может писать их на любом языке): удар НАПРАВЛЕНИЕ СКОРОСТЬ в X Y
card_ball-typed-shot = удар
card_ball-typed-at = в

## Расстановка, которая не является позицией ($where, $key — поле, например hands[1] или balls[7])
card_ball-setup-not-object = позиция должна быть объектом JSON
card_ball-setup-hands = hands: список из 2–6 рук
card_ball-setup-last = last: null или итог последнего удара ({ $keys })
card_ball-setup-in-hand = in_hand: true ровно тогда, когда шара 0 (битка) нет на столе
card_ball-setup-breaking = breaking: разбивающий ставит биток с руки
card_ball-setup-no-ball = hands[{ $hand }]: шара для карты { $card } нет на столе
card_ball-setup-empty-hand = hands: пока партия идёт, у каждого есть карты
card_ball-setup-cards = { $where }: список карт вида "7H"
card_ball-setup-bad-card = { $where }: { $reason }
card_ball-setup-twice = { $where }: { $card } встречается дважды
card_ball-setup-balls = balls: объект «номер шара → [x, y]»
card_ball-setup-not-ball = balls: { $key } не номер шара (0–15)
card_ball-setup-not-place = balls[{ $key }]: [x, y] в метрах
card_ball-setup-off-bed = balls[{ $key }]: { $place } вне стола
card_ball-setup-overlap = balls[{ $key }] перекрывает шар { $ball }
card_ball-setup-not-whole = { $where }: целое число от { $low } до { $high }
card_ball-setup-not-bool = { $where }: true или false

## Где в игру не сыграть (game.py): нет pooltool, физики, или он слишком стар
card_ball-needs-pooltool = Для «Кард-бола» нужен pooltool (физика); установите его: scripts/install-pool (pooltool-billiards { $release })
card_ball-pooltool-too-old = Для «Кард-бола» нужен pooltool-billiards { $release }, а установлен { $found }; переустановите: scripts/install-pool
