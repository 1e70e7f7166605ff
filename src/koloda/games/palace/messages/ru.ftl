# Дворец (русский): журнал (по сообщению на вид события: palace-<вид>), подписи действий
# (palace-action-...) и отказы (palace-refuse-...).
# $seat — тот, кто действует: имя или «вы» ($seat-you = yes).

## Журнал

# До начала игры: карта с руки и открытая карта меняются местами.
palace-swap = { $seat-you ->
    [yes] Вы берёте на руку { $face_up } и открываете { $hand }
   *[no] { $seat } берёт на руку { $face_up } и открывает { $hand }
}
palace-ready = { $seat-you ->
    [yes] Вы заканчиваете обмен
   *[no] { $seat } заканчивает обмен
}
# Кто начинает: у кого самая младшая карта, тот её показывает; $card — «none», когда у всех на
# руках только двойки и десятки.
palace-start = { $card ->
    [none] На руках только двойки и десятки: { $seat-you ->
        [yes] начинаете вы
       *[no] начинает { $seat }
    }
   *[other] { $seat-you ->
        [yes] Вы показываете самую младшую карту, { $card }, и начинаете
       *[no] { $seat } показывает самую младшую карту, { $card }, и начинает
    }
}
palace-play = { $seat-you ->
    [yes] Вы кладёте
   *[no] { $seat } кладёт
} { $cards }{ $face_up ->
    [yes] {" "}из открытых карт
   *[no] {""}
}{ $in_turn ->
    [no] {" "}вне очереди
   *[yes] {""}
}
# Добор до трёх карт: сам игрок видит карты, остальные — только сколько их.
palace-draw = { $seat-you ->
    [yes] Вы добираете из колоды { $cards }
   *[no] { $seat } добирает из колоды { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }
}
# Сыграна двойка; $again: тот же игрок ходит ещё раз (no — если это была его последняя карта).
palace-reset = Двойка обнуляет стопку: { $again ->
    [yes] { $seat-you ->
        [yes] вы ходите ещё раз, можно класть любую карту
       *[no] { $seat } ходит ещё раз, можно класть любую карту
    }
   *[no] дальше можно класть любую карту
}
# Стопку сжигает десятка или четыре карты одного достоинства ($four); $again — как выше.
palace-burn = { $four ->
    [yes] Четыре карты одного достоинства сжигают
   *[no] Десятка сжигает
} стопку: { $count ->
    [one] { $count } карта выходит
    [few] { $count } карты выходят
   *[many] { $count } карт выходят
} из игры{ $again ->
    [yes] ; { $seat-you ->
        [yes] новую стопку начинаете вы
       *[no] новую стопку начинает { $seat }
    }
   *[no] {""}
}
# Открыта закрытая карта: сыграна ($played = yes) или ушла на руку вместе со стопкой ($count карт).
palace-blind = { $played ->
    [yes] { $seat-you ->
        [yes] Вы открываете закрытую карту { $card } и кладёте её в стопку
       *[no] { $seat } открывает закрытую карту { $card } и кладёт её в стопку
    }
   *[no] { $seat-you ->
        [yes] Вы открываете закрытую карту { $card }: положить её нельзя, и вы забираете её вместе со стопкой
       *[no] { $seat } открывает закрытую карту { $card }: положить её нельзя, и она уходит на руку вместе со стопкой
    } ({ $count ->
        [one] { $count } карта
        [few] { $count } карты
       *[many] { $count } карт
    })
}
palace-pick_up = { $seat-you ->
    [yes] Вам нечем ходить: вы забираете стопку
   *[no] { $seat } не может сходить и забирает стопку
} ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
})
# Достигнут предел взятий стопки (вариант против бесконечных партий).
palace-called = Стопку забирали уже { $pick_ups } { $pick_ups ->
    [one] раз
    [few] раза
   *[many] раз
}: партия останавливается, и те, у кого ещё есть карты, занимают места по их числу (у кого меньше — тот выше)
palace-out = { $seat-you ->
    [yes] У вас не осталось карт
   *[no] { $seat }: карт не осталось
} — { $place }-е место
palace-over = { $seat-you ->
    [yes] Вы проигрываете
   *[no] { $seat } проигрывает
}: остальные уже избавились от карт

## Подписи действий: что сделает игрок.

palace-action-play = сыграть { $cards }
# $number — номер закрытой карты среди оставшихся, с 1.
palace-action-blind = открыть закрытую карту { $number }
palace-action-pick-up = взять стопку
palace-action-swap = поменять { $hand } с руки на открытую { $face_up }
palace-action-ready = закончить обмен

## Отказы: их читает тот, кто пытался сходить.

palace-refuse-game-over = партия окончена
palace-refuse-no-seat = такого места за этим столом нет
palace-refuse-unknown-action = { $action } — не ход игры «Дворец»
# $seat — тот, чей сейчас ход.
palace-refuse-not-your-turn = сейчас не ваш ход: { $seat-you ->
    [yes] ходите вы
   *[no] ходит { $seat }
}
palace-refuse-swap-before-play = меняться картами можно только до начала игры
palace-refuse-already-ready = вы уже закончили обмен
palace-refuse-wait-for-ready = игра начнётся, когда все закончат обмен
palace-refuse-not-in-hand = у вас на руке нет { $card }
palace-refuse-not-face-up = { $card } нет среди ваших открытых карт
palace-refuse-no-cards = выберите хотя бы одну карту
palace-refuse-mixed-ranks = вместе кладут только карты одного достоинства
palace-refuse-card-twice = одна и та же карта названа дважды
palace-refuse-hand-first = сначала играйте с руки: открытые карты идут в ход, когда рука и колода пусты
palace-refuse-face-up-first = сначала сыграйте открытые карты, потом закрытые
palace-refuse-go-blind = рука и открытые карты кончились: переверните закрытую карту
# $index — запрошенная позиция (с 0); $count — сколько закрытых карт есть.
palace-refuse-no-face-down = закрытой карты { $index } нет: { $count ->
    [one] у вас она одна (0)
   *[other] у вас их { $count } (от 0 до { $last })
}
# $cards — карты, которые пытались положить; $card — верхняя карта стопки, она старше.
palace-refuse-too-low = нельзя положить { $cards } на { $card }: { $cards-count ->
    [one] эта карта младше
   *[other] эти карты младше
} (на любую карту кладут только двойку и десятку)
palace-refuse-must-play = брать стопку можно, только когда нечем ходить (вы можете положить { $cards })
palace-refuse-blind-instead = вместо этого переверните закрытую карту: если её нельзя положить, вы заберёте её вместе со стопкой
palace-refuse-already-out = вы уже вышли из игры: карт у вас нет
# Вне очереди можно только собрать четыре карты достоинства верхней ($rank); тот, кто только что
# добрал ($adder = yes), может ещё доложить взятые карты этого достоинства.
palace-refuse-out-of-turn = сейчас не ваш ход: вне очереди можно только собрать четыре { $rank ->
    [2] двойки
    [3] тройки
    [4] четвёрки
    [5] пятёрки
    [6] шестёрки
    [7] семёрки
    [8] восьмёрки
    [9] девятки
    [10] десятки
    [11] валета
    [12] дамы
    [13] короля
    [14] туза
   *[other] карты этого достоинства
}{ $adder ->
    [yes] {" "}или доложить только что взятые из колоды карты этого достоинства
   *[no] {""}
}

## Первая партия: цель и первый ход (подсказка за столом)
palace-hint-goal = Избавьтесь от всех карт: сначала от карт на руке, потом от трёх открытых карт на столе, потом от трёх закрытых — их играют вслепую. Последний, у кого остались карты, проигрывает.
palace-hint-start = Сначала можно поменять карты с руки на открытые (нажмите карту на руке, затем открытую карту) и сказать, что вы готовы. Потом кладите карту не ниже верхней карты кучи; двойка обнуляет кучу, десятка сжигает её. Не можете сыграть — забираете кучу.
palace-about = Сбросьте руку, а затем свой дворец из открытых и закрытых карт.
palace-length = 15–25 мин

## Название игры и её настройка
palace-title = Дворец
palace-option-pickup-limit = остановить партию после стольких взятий стопки (0: никогда)
# $count — взятия стопки в позиции, $limit — предел из настройки
palace-setup-pickup-limit = pick_ups: { $count } не меньше предела { $limit }

## Отказы в позиции (setup): $where и $name — поле, $index — номер места, $value — что дано
## (как это записал код), $card — название карты.
palace-setup-cards-not-text = { $where }: ожидались карты текстом, например "7S 10H", а получено { $value }
palace-setup-bad-cards = { $where }: { $reason }
palace-setup-bad-seat = { $where }: ожидалось место от 0 до { $last }, а получено { $value }
palace-setup-per-seat = в "{ $name }" должно быть { $players } мест (по строке карт)
palace-setup-not-object = позиция должна быть объектом JSON
palace-setup-unknown-fields = неизвестные поля: { $fields } (есть: { $known })
palace-setup-no-hands = в позиции нужно поле "hands": по строке карт на место
palace-setup-players-mismatch = "players" равно { $players }, а в "hands" мест: { $seats }
palace-setup-known-not-held = known[{ $index }]: { $card } нет на этой руке
palace-setup-duplicate = карта { $card } указана дважды ({ $first } и { $second })
palace-setup-missing = если задано "burned", нужно разложить все 52 карты; нет: { $shown }
palace-setup-bad-phase = "phase" должно быть "swap" или "play", а не { $value }
palace-setup-bad-ready = в "ready" должно быть { $players } значений true/false
palace-setup-all-ready = в фазе обмена хотя бы одно место должно быть ещё не готово
palace-setup-before-play = "{ $name }" не имеет смысла до начала игры
palace-setup-pile-before-play = до начала игры стопка пуста
palace-setup-bad-finished = в "finished" должно быть { $players } мест или null
palace-setup-finished-gaps = места в "finished" должны идти 1, 2, ... без пропусков и повторов
palace-setup-finished-holds = finished[{ $index }] задано, но у этого игрока ещё есть карты
palace-setup-not-finished = hands[{ $index }], face_up[{ $index }] и face_down[{ $index }] пусты: укажите место в finished[{ $index }]
palace-setup-empty-hand = hands[{ $index }] пуста, хотя колода не кончилась
palace-setup-two-players = карты должны оставаться хотя бы у двух игроков
palace-setup-bad-pick-ups = pick_ups: ожидалось число, а получено { $value }
palace-setup-turn-finished = turn: этот игрок уже вышел из игры (задано finished[{ $index }])
palace-setup-ten-on-top = десятка не может лежать сверху: она сразу сжигает стопку
palace-setup-four-on-top = четыре одинаковые карты не могут лежать сверху: они сжигают стопку
palace-setup-bad-may-add = may_add: у места должны быть карты из "drawn", и оно не должно ходить
palace-setup-drawn-alone = для "drawn" нужно поле "may_add"

## Бот поиска на C (search.py): $param — данный параметр, $iterations и $seconds — наибольшие.
palace-search-param = search:{ $param }: укажите итерации (от 1 до { $iterations }, например 3000) или секунды (до { $seconds }, например 0.05s)
palace-search-not-built = C-модуль «Дворца» не собран (при установке не нашлось компилятора C): поиск не запустить
