# 13-й час: журнал (по сообщению на вид события: thirteenth_hour-<вид>), подписи действий
# и отказы. $seat — тот, о ком событие: имя или «вы» ($seat-you = yes).

# Карта словами (в винительном падеже: «отдаёт карту…»), для сообщений ниже и для открытой
# карты в терминале: $card_kind (number, draw, bonus, hand, return, limit), $card_points,
# $card_pluses.
thirteenth_hour-card = { $card_kind ->
        [bonus] зелёную карту
        [hand] карту «рука»
        [return] стрелку возврата
        [limit] карту «предел 18»
        [draw] карту «бери ещё» в { $card_points } { $card_points ->
            [one] очко
            [few] очка
           *[many] очков
        }
       *[number] карту в { $card_points } { $card_points ->
            [one] очко
            [few] очка
           *[many] очков
        }
    }{ $card_kind ->
        [number] {""}
        [draw] {""}
       *[other] { $card_points ->
            [0] {""}
            [one] {" "}в { $card_points } очко
            [few] {" "}в { $card_points } очка
           *[many] {" "}в { $card_points } очков
        }
    }{ $card_pluses ->
        [0] {""}
        [one] {" "}с плюсом
       *[other] {" "}с { $card_pluses } плюсами
    }

# Раздающий берёт по закрытой карте на игрока ($count).
thirteenth_hour-turn = { $seat-you ->
    [yes] Вы берёте из колоды { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    } для раздачи
   *[no] { $seat } берёт из колоды { $count ->
        [one] { $count } карту
        [few] { $count } карты
       *[many] { $count } карт
    } для раздачи
}
# Раздающий ($seat) отдаёт открытую карту игроку $to или оставляет себе ($keep = yes).
thirteenth_hour-give = { $keep ->
    [yes] { $seat-you ->
        [yes] Вы оставляете себе { thirteenth_hour-card }
       *[no] { $seat } оставляет себе { thirteenth_hour-card }
    }
   *[no] { $seat-you ->
        [yes] Вы отдаёте { thirteenth_hour-card }, её получает { $to }
       *[no] { $to-you ->
            [yes] { $seat } отдаёт вам { thirteenth_hour-card }
           *[no] { $seat } отдаёт { thirteenth_hour-card }, её получает { $to }
        }
    }
}
# $seat отказывается от карты рукой: обе уходят в сброс.
thirteenth_hour-refuse = { $seat-you ->
    [yes] Вы отказываетесь от карты рукой и сбрасываете обе: руку и { thirteenth_hour-card }
   *[no] { $seat } отказывается от карты рукой и сбрасывает обе: руку и { thirteenth_hour-card }
}
# Зелёная карта не остаётся в ряду: она сразу уходит в сохранённые плюсы $seat.
thirteenth_hour-bonus = { $seat-you ->
    [yes] Зелёная карта сразу уходит в ваши сохранённые плюсы
   *[no] { $seat }: зелёная карта сразу уходит в сохранённые плюсы
}
# Карта «бери ещё»: $seat тянет в свой ряд следующую карту колоды.
thirteenth_hour-draw = { $seat-you ->
    [yes] Вы тянете из колоды ещё { thirteenth_hour-card }
   *[no] { $seat } тянет из колоды ещё { thirteenth_hour-card }
}
# Стрелка возврата уносит в сброс последнюю карту ряда $seat ($card_kind = none: ряд был пуст).
thirteenth_hour-return = { $card_kind ->
    [none] { $seat-you ->
        [yes] Стрелка возврата уходит в сброс: ваш ряд пуст
       *[no] { $seat }: стрелка возврата уходит в сброс, ряд пуст
    }
   *[other] { $seat-you ->
        [yes] Стрелка возврата уносит в сброс { thirteenth_hour-card } из конца вашего ряда
       *[no] { $seat }: стрелка возврата уносит в сброс { thirteenth_hour-card } из конца ряда
    }
}
# Ряд $seat дошёл до предела (13 или 18 с картой «предел 18»): раунд окончен.
thirteenth_hour-hour = { $seat-you ->
    [yes] Вы набираете { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } (ваш предел { $limit }): раунд окончен
   *[no] { $seat } набирает { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    } (предел { $limit }): раунд окончен
}
# Конец раунда $round: $seat (none — никто) теряет ряд; сохранено $saved плюсов.
thirteenth_hour-round_end = Раунд { $round } окончен: { $seat-you ->
    [yes] вы теряете весь ряд
    [no] { $seat } теряет весь ряд
   *[none] карты кончились, до предела никто не дошёл
}{ $saved ->
    [0] ; плюсов никто не сохраняет
   *[other] ; { $seat-you ->
        [none] игроки
       *[other] остальные
    } сохраняют насовсем { $saved ->
        [one] { $saved } плюс
        [few] { $saved } плюса
       *[many] { $saved } плюсов
    }
}
# Колода кончилась: сброс ($count карт) становится новой колодой.
thirteenth_hour-reshuffle = Колода кончилась: сброс ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}) перетасован в новую колоду; этот раунд последний
thirteenth_hour-game_over = Игра окончена: побеждает тот, у кого больше всего плюсов

# Подписи действий: что сделает игрок.
thirteenth_hour-action-give = { $to-you ->
    [yes] оставить карту себе
   *[no] отдать карту: { $to }
}
thirteenth_hour-action-refuse = отказаться: сбросить карту вместе с рукой
thirteenth_hour-action-accept = взять карту

# Отказы: почему действие сейчас невозможно.
thirteenth_hour-refuse-over = Игра окончена
thirteenth_hour-refuse-deciding = { $seat-you ->
    [yes] Вы решаете, отказаться ли от карты с помощью руки
   *[no] { $seat } решает, отказаться ли от карты с помощью руки
}
thirteenth_hour-refuse-take-or-refuse = Возьмите карту или откажитесь от неё с помощью руки
thirteenth_hour-refuse-not-dealer = { $seat-you ->
    [yes] Сейчас карты раздаёте вы
   *[no] Сейчас карты раздаёт { $seat }, а не вы
}
thirteenth_hour-refuse-give = Отдайте открытую карту кому-то из игроков
thirteenth_hour-refuse-no-seat = Такого места нет: за столом { $players ->
    [one] { $players } игрок
    [few] { $players } игрока
   *[many] { $players } игроков
}
thirteenth_hour-refuse-served = { $seat-you ->
    [yes] Вы уже получили карту в этот ход
   *[no] { $seat }: карта в этот ход уже получена
}

## Первая партия: цель и первый ход (подсказка за столом)
thirteenth_hour-hint-goal = Собирайте плюсы. На картах от 0 до 5 очков: чей ряд набрал 13 очков — тот теряет ряд, а остальные сохраняют свои плюсы.
thirteenth_hour-hint-start = Когда раздаёте вы, отдайте каждую открытую карту кому-нибудь (можно себе): плохие — тому, кто ближе к 13, плюсы — себе.
thirteenth_hour-about = Раздавайте карты, собирайте плюсы, держите ряд ниже 13.
thirteenth_hour-length = 20–30 мин
