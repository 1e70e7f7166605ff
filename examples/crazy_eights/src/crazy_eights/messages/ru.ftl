# «Сумасшедшие восьмёрки»: карточка в лобби, настройки, ходы, журнал (по сообщению на вид
# события: crazy_eights-<вид>), отказы и слова терминала. $seat — тот, о ком событие.
crazy_eights-title = Сумасшедшие восьмёрки
crazy_eights-about = Кладите карту той же масти или того же достоинства; восьмёрка — любая. Избавьтесь от карт первым.
crazy_eights-length = 5–10 мин
crazy_eights-hint-goal = Первым избавиться от всех своих карт.
crazy_eights-hint-start = Положите карту той же масти или того же достоинства, что верхняя в стопке, или восьмёрку и назовите новую масть. Нечем ходить — возьмите карту.

crazy_eights-option-hand = карт каждому при раздаче
crazy_eights-option-draw-to-play = брать, пока не найдётся ход (а не одну карту)

# $suit: буква масти (C, D, H, S)
crazy_eights-suit = { $suit ->
    [C] трефы
    [D] бубны
    [H] черви
   *[S] пики
}

crazy_eights-action-play = { $suit ->
    [none] Ход { $card }
   *[other] Ход { $card }, заказать { crazy_eights-suit }
}
crazy_eights-action-draw = Взять карту
crazy_eights-action-pass = Пас

crazy_eights-play = { $suit ->
    [none] { $seat-you ->
        [yes] Вы кладёте { $card }
       *[no] { $seat } кладёт { $card }
    }
   *[other] { $seat-you ->
        [yes] Вы кладёте { $card } и заказываете { crazy_eights-suit }
       *[no] { $seat } кладёт { $card } и заказывает { crazy_eights-suit }
    }
}
crazy_eights-draw = { $seat-you ->
    [yes] Вы берёте карту
   *[no] { $seat } берёт карту
}
crazy_eights-pass = { $seat-you ->
    [yes] Вы пасуете
   *[no] { $seat } пасует
}
crazy_eights-out = { $seat-you ->
    [yes] Вы избавились от всех карт
   *[no] { $seat } избавляется от всех карт
}
# $count: сколько карт сброса замешано в новую колоду
crazy_eights-reshuffle = Сброс замешан в новую колоду ({ $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
})

crazy_eights-refuse-over = партия окончена
crazy_eights-refuse-not-turn = { $seat-you ->
    [yes] сейчас ваш ход
   *[no] сейчас ходит { $seat }
}
crazy_eights-refuse-not-held = у вас нет { $card }
crazy_eights-refuse-only-drawn = взяв карту, можно сыграть только её: { $card }
crazy_eights-refuse-no-match = { $card } не подходит ни к { $top }, ни к заказанной масти ({ crazy_eights-suit })
crazy_eights-refuse-name-suit = восьмёрка заказывает масть: назовите её
crazy_eights-refuse-no-suit = масть заказывает только восьмёрка (C, D, H или S)
crazy_eights-refuse-nothing-to-draw = брать больше нечего
crazy_eights-refuse-must-play = у вас есть подходящая карта: сыграйте её
crazy_eights-refuse-drawn-already = вы уже взяли карту: сыграйте её или пасуйте
crazy_eights-refuse-draw-first = пасовать можно, только когда ходить нечем и брать нечего
crazy_eights-refuse-draw-on = взятая карта не подходит: берите ещё
crazy_eights-setup-bad = это не позиция «Сумасшедших восьмёрок»: { $reason }

crazy_eights-term-pile = Стопка
crazy_eights-term-follow = масть: { crazy_eights-suit }
crazy_eights-term-stock = Колода: { $count }
crazy_eights-term-hand = Ваши карты
crazy_eights-term-cards = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
