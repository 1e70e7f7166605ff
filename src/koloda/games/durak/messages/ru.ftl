# Дурак: журнал (по сообщению на вид события: durak-<вид>) и подписи действий.
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
