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

## Название игры и её настройка
thirteenth_hour-title = 13-й час
thirteenth_hour-option-card-file = файл набора карт (TOML, см. правила); пусто: стандартный набор

## Расстановка, которая не является достижимой позицией: $field — имя поля в кавычках ('rows')
thirteenth_hour-setup-field = поле { $field } расстановки: { $reason }
thirteenth_hour-setup-not-in-set = { $code }: такой карты в наборе нет (коды: { $known })
thirteenth_hour-setup-no-more = в наборе больше нет карт { $code }
thirteenth_hour-setup-not-codes = должно быть списком кодов карт
thirteenth_hour-setup-not-seat = должно быть номером места от 0 до { $last }, а не { $value }
thirteenth_hour-setup-not-per-seat = должно быть списком из { $players } списков (по одному на место)
thirteenth_hour-setup-not-object = расстановка должна быть объектом JSON
thirteenth_hour-setup-unknown = неизвестные поля расстановки: { $fields } (есть: { $known })
thirteenth_hour-setup-not-whole = должно быть целым числом
thirteenth_hour-setup-not-in-row = { $code } не может лежать в ряду
thirteenth_hour-setup-row-over = rows[{ $seat }] дают { $points } очков, предел этого ряда { $limit } достигнут: раунд был бы окончен
thirteenth_hour-setup-no-plus = у { $code } нет плюсов, её не оставляют
thirteenth_hour-setup-not-round = должно быть целым числом от 1
thirteenth_hour-setup-not-bool = должно быть true или false
thirteenth_hour-setup-unplaced = { $count } карт набора не размещены (укажите только 'stock' или только 'discard', чтобы остальные легли туда)
thirteenth_hour-setup-no-stock = колода пуста: ход начать нельзя
thirteenth_hour-setup-not-seats = должно быть списком мест
thirteenth_hour-setup-no-face-up = для хода в процессе (served, batch, receiver) нужна открытая карта
thirteenth_hour-setup-not-receiver = решает только игрок с рукой, которому карту дал раздающий
thirteenth_hour-setup-batch = карту ждут ещё { $waiting } игроков, значит у раздающего { $expected } закрытых карт, а не { $given }
thirteenth_hour-setup-last-card = последняя карта хода сразу уходит единственному, кто её ещё не получил

## Файл набора карт с ошибкой (файл и запись указаны перед этими словами)
thirteenth_hour-data-not-in-range = должно быть целым числом от { $low } до { $high }, а не { $value }
thirteenth_hour-data-unknown-sections = неизвестные разделы: { $sections } (есть: set, cards)
thirteenth_hour-data-set-not-table = должен быть таблицей
thirteenth_hour-data-card-not-table = должна быть таблицей
thirteenth_hour-data-no-cards = в файле нет карт
thirteenth_hour-data-bad-kind = { $kind } не из списка { $kinds }
thirteenth_hour-data-bad-bonus = у зелёной карты есть плюсы (1 и больше) и нет очков
thirteenth_hour-data-too-many = { $count } карт, больше { $most }
thirteenth_hour-search-param = search:{ $param }: укажите итерации (от 1 до { $iterations }, например 1000) или секунды (до { $seconds }, например 0.05s)
thirteenth_hour-search-not-built = C-модуль «13-го часа» не собран (при установке не нашлось компилятора C): поиск не запустить
