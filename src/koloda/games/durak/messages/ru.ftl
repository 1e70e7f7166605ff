# Дурак: журнал (по сообщению на вид события: durak-<вид>), подписи действий
# (durak-action-...) и отказы (durak-refuse-...).
# $seat — тот, кто действует: имя или «вы» ($seat-you = yes).

durak-lead = { $seat-you ->
    [yes] Вы ходите { $card }
   *[no] { $seat } ходит { $card }
}
durak-throw_in = { $seat-you ->
    [yes] Вы подкидываете { $card }
   *[no] { $seat } подкидывает { $card }
}
durak-defend = { $seat-you ->
    [yes] Вы бьёте { $attack } картой { $card }
   *[no] { $seat } бьёт { $attack } картой { $card }
}
durak-transfer = { $seat-you ->
    [yes] Вы переводите картой { $card }
   *[no] { $seat } переводит картой { $card }
}: { $defender-you ->
    [yes] теперь отбиваетесь вы
   *[no] теперь отбивается { $defender }
}
durak-take = { $seat-you ->
    [yes] Вы берёте карты
   *[no] { $seat } берёт карты
}
durak-pass = { $seat-you ->
    [yes] Вы пасуете
   *[no] { $seat } пасует
}
durak-beaten = Бито: { $count ->
    [one] { $count } карта уходит
    [few] { $count } карты уходят
   *[many] { $count } карт уходят
} в отбой
durak-pick_up = { $seat-you ->
    [yes] Вы забираете { $cards }
   *[no] { $seat } забирает { $cards-count ->
        [one] { $cards-count } карту: { $cards }
        [few] { $cards-count } карты: { $cards }
       *[many] { $cards-count } карт: { $cards }
    }
}
durak-draw = { $seat-you ->
    [yes] Вы добираете { $cards }
   *[no] { $seat } добирает { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    }
}{ $trump ->
    [none] {""}
   *[other] , последней — открытый козырь { $trump }
}
durak-out = { $seat-you ->
    [yes] У вас не осталось карт: вы выходите из игры
   *[no] { $seat }: карт не осталось, выходит из игры
} ({ $place }-е место)
durak-game_over = { $durak-you ->
    [yes] Вы остаётесь в дураках
    [no] { $durak } остаётся в дураках
   *[other] Последние карты ушли одновременно: ничья, дурака нет
}

# Подписи действий: что сделает игрок.
durak-action-attack = ход { $card }
durak-action-defend = побить { $attack } картой { $card }
durak-action-transfer = перевести картой { $card }
durak-action-take = взять карты
durak-action-pass = пас (бито)

# Отказы: их читает тот, кто пытался сходить ($seat, где он есть, — о ком фраза: имя или «вы»).
durak-refuse-game-over = игра окончена
durak-refuse-no-seat = такого места за этим столом нет
durak-refuse-left = { $seat-you ->
    [yes] вы уже вышли из игры
   *[no] { $seat }: уже вне игры
}
durak-refuse-unknown-action = { $action } — не действие дурака
durak-refuse-not-held = у вас нет { $card }
# $transfer: переводят ли за этим столом.
durak-refuse-defender-throws-in = отбивающийся не подкидывает: { $transfer ->
    [yes] бейте, берите или переводите
   *[no] бейте или берите
}
durak-refuse-not-neighbour = подкидывают только соседи отбивающегося, а { $seat-you ->
    [yes] вы не сидите
   *[no] { $seat } не сидит
} рядом с ним
durak-refuse-no-part = { $seat-you ->
    [yes] вы не участвуете
   *[no] { $seat } не участвует
} в этом заходе
durak-refuse-passed = вы сказали «пас»; подкинуть можно, только когда ляжет новая карта
# $count: сколько атакующих карт может быть в заходе.
durak-refuse-bout-full = в этом заходе уже { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
} — больше нельзя
# $count: сколько карт было у отбивающегося в начале захода.
durak-refuse-defender-short = больше подкидывать нельзя: в начале захода у отбивающегося на руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
# $seat: тот, кто ходит в этом заходе.
durak-refuse-leads = в этом заходе { $seat-you ->
    [yes] ходите вы
   *[no] ходит { $seat }
}
durak-refuse-rank-not-on-table = { $card }: подкидывать можно только карты тех достоинств, что уже есть на столе
durak-refuse-nothing-played = на столе ещё ничего нет: сначала ходит атакующий
# $seat: тот, кто отбивается в этом заходе.
durak-refuse-defends = в этом заходе { $seat-you ->
    [yes] отбиваетесь вы
   *[no] отбивается { $seat }
}
durak-refuse-taking = вы уже берёте; атакующие ещё могут подкинуть
durak-refuse-all-beaten = все карты на столе побиты; ждите атакующих
durak-refuse-not-attack-card = { $card } не лежит на столе как атакующая карта
durak-refuse-already-beaten = { $card } уже побита
# $card не бьёт $attack: младше в той же масти; атакует козырь; другая масть.
durak-refuse-not-higher = { $card } не бьёт { $attack }: нужна карта старше
durak-refuse-trump-attack = { $card } не бьёт { $attack }: козырь бьётся только старшим козырем
durak-refuse-does-not-beat = { $card } не бьёт { $attack }: нужна старшая карта той же масти или козырь
durak-refuse-no-transfers = за этим столом не переводят (вариант «переводной» выключен)
durak-refuse-transfer-rank = { $card }: переводить можно только картой того же достоинства
durak-refuse-transfer-beaten = переводить можно, только пока ни одна карта не побита
durak-refuse-transfer-nobody = переводить некому: все остальные вышли из игры
# $seat: следующий игрок; ему пришлось бы отбивать $count карт, а на руке у него только $held.
durak-refuse-transfer-too-many = { $seat-you ->
    [yes] вы не сможете
   *[no] { $seat } не сможет
} отбить { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
}: на руке всего { $held ->
    [one] { $held } карта
    [few] { $held } карты
   *[many] { $held } карт
}
durak-refuse-must-lead = атакующий должен сделать ход
durak-refuse-defender-passes = отбивающийся не может сказать «пас»: бейте или берите
# $seat: отбивающийся, которому ещё есть что отбивать.
durak-refuse-wait-defender = подождите: не все карты ещё отбиты, { $seat-you ->
    [yes] отбиваетесь вы
   *[no] отбивается { $seat }
}
durak-refuse-no-cards = у вас нет карт
# Упрощённые правила (параметр restricted): $seat — отбивающийся.
durak-refuse-restricted-one-card = по одной карте: подождите, пока { $seat-you ->
    [yes] вы не ответите
   *[no] { $seat } не ответит
} на карту на столе
durak-refuse-restricted-taking = в упрощённых правилах после «беру» не подкидывают

## Первая партия: цель и первый ход (подсказка за столом)
durak-hint-goal = Избавьтесь от карт. В дураке не выигрывают: последний, у кого остались карты, — дурак.
durak-hint-start = Атакующий кладёт карту; защищающийся бьёт её старшей картой той же масти или козырем — или забирает карты. Остальные могут подкидывать карты тех же достоинств, что уже на столе. Перетащите карту на ту, которую бьёте, или на стол, чтобы атаковать.
durak-about = Русская классика: отбивайтесь и не останьтесь дураком.
durak-length = 10–20 мин

## Название игры, её настройки и её бот
durak-title = Дурак
durak-option-transfer = переводной: отбивающийся может перевести ход картой того же достоинства
durak-option-throw-in = кто подкидывает: все остальные игроки или только соседи отбивающегося
durak-option-throw-in-all = все
durak-option-throw-in-neighbours = только соседи
durak-option-first-bout-five = в первом заходе не больше пяти карт
durak-option-restricted = упрощённые правила, как у других программ: подкидывает только главный атакующий, по одной карте, после «беру» не подкидывают, без перевода
durak-option-restricted-transfer = в упрощённых правилах перевода нет: выключите либо переводного, либо упрощённые правила
durak-bot-param = heuristic:{ $param }: параметр должен быть числом, например 1.5

## Отказы в позиции (setup): $field — имя поля (в кавычках, где их ставит код), $index — номер
## места или пары на столе, $card и $attack — карты.
durak-setup-cards-not-text = позиция: { $field } должно быть строкой карт вида "6S 10H"
durak-setup-bad-card = позиция: { $field }: { $reason }
durak-setup-not-in-deck = позиция: { $field }: { $card } нет в колоде из 36 карт (от шестёрки до туза)
durak-setup-bad-seat = позиция: { $field } должно быть местом от 0 до { $last }, а не { $value }
durak-setup-not-object = позиция: нужен объект JSON
durak-setup-unknown-keys = позиция: неизвестные ключи { $keys }
durak-setup-hands-not-list = позиция: 'hands' — список, по строке карт на место
durak-setup-trump-one-card = позиция: 'trump' — одна карта
durak-setup-trump-suit-disagrees = позиция: 'trump_suit' не совпадает с мастью козыря
durak-setup-no-trump = позиция: укажите открытый козырь 'trump' или, если он уже взят, 'trump_suit' (C, D, H или S)
durak-setup-stock-after-trump = позиция: открытый козырь берут последним, и без 'trump' колода должна быть пуста
durak-setup-twice = позиция: { $card } указана дважды
durak-setup-out-not-list = позиция: 'out' — место или null для каждого игрока
durak-setup-out-place = позиция: out[{ $index }] — место от 1 до { $players }
durak-setup-out-holds = позиция: out[{ $index }] задано, но hands[{ $index }] не пуста или колода не кончилась: никто не выходит, пока у него карты или есть что добирать
durak-setup-attacker-left = позиция: 'attacker' уже вышел (задано out[{ $index }]) и не может ходить
durak-setup-bad-defender = позиция: отбивается другой игрок, ещё не вышедший из игры
durak-setup-two-players = позиция: карты должны быть хотя бы у двоих
durak-setup-attacker-empty = позиция: у 'attacker' нет карт для хода (hands[{ $index }] пуста)
durak-setup-not-beaten = позиция: { $card } не бьёт { $attack }
durak-setup-table-full = позиция: на столе больше карт, чем позволяет заход
durak-setup-taking = позиция: берут, только пока не всё побито
durak-setup-restricted-table = позиция: в упрощённых правилах непокрытой может лежать только одна карта
durak-setup-bad-passed = позиция: в 'passed' — места, которые могут подкидывать в этом заходе
durak-setup-known-not-list = позиция: 'known' — по строке карт на место
durak-setup-known-not-held = позиция: known[{ $index }] называет карту, которой нет в hands[{ $index }]
durak-setup-bad-count = позиция: { $key } — целое от 1
durak-setup-table-not-list = позиция: 'table' — список пар [атака, защита или null]
durak-setup-table-not-pair = позиция: table[{ $index }] — пара [атака, защита или null]
durak-setup-table-one-card = позиция: table[{ $index }] — одна карта и одна карта или null

# Заголовок итогов партии (DurakGame.result_words).
durak-result = { $durak-you ->
    [yes] Вы — дурак!
   *[no] { $durak } — дурак
}

## Бот поиска на C (search.py): $param — данный параметр, $iterations и $seconds — наибольшие.
durak-search-param = search:{ $param }: укажите итерации (от 1 до { $iterations }, например 3000) или секунды (до { $seconds }, например 0.05s)
durak-search-not-built = C-модуль «Дурака» не собран (при установке не нашлось компилятора C): поиск не запустить
