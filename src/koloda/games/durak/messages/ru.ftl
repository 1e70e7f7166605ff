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

## Первая партия: цель и первый ход (подсказка за столом)
durak-hint-goal = Избавьтесь от карт. В дураке не выигрывают: последний, у кого остались карты, — дурак.
durak-hint-start = Атакующий кладёт карту; защищающийся бьёт её старшей картой той же масти или козырем — или забирает карты. Остальные могут подкидывать карты тех же достоинств, что уже на столе. Перетащите карту на ту, которую бьёте, или на стол, чтобы атаковать.
durak-about = Русская классика: отбивайтесь и не останьтесь дураком.
durak-length = 10–20 мин
