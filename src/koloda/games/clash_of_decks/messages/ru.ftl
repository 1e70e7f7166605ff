# Clash of Decks, обе игры: дуэль (clash_of_decks) и одиночная игра против автомата
# (clash_of_decks_solo). Журнал (по сообщению на вид события: <id игры>-<вид>), подписи действий
# (<id игры>-action-...) и отказы (<id игры>-refuse-...), по-русски.
# Аргумент-место ($seat, $side, $enemy) — имя или «вы» ($x-you = yes). Карты передаются ключами
# («troll»): их названия дают сообщения clash_of_decks-name-*. Имена игроков и названия карт не
# склоняются: «существо «Огр» игрока Анна», «карту «Машина»».

## Названия карт по ключу: по сообщению на каждый аргумент с ключом ($card, $target, $second,
## $third). Те же названия, что в cards.toml (тест их сверяет); незнакомый ключ виден как есть.

clash_of_decks-name-card = { $card ->
    [aberration] Аберрация
    [abomination] Мерзость
    [alpha] Альфа
    [assassin] Ассасин
    [baron] Барон
    [brigand] Разбойник
    [brute] Громила
    [carapace] Панцирь
    [carnivore] Хищник
    [disciple] Ученик
    [gnome] Гном
    [grrr] Ррр
    [lieutenant] Лейтенант
    [machine] Машина
    [martyr] Мученик
    [microctopus] Микроктопус
    [mutant] Мутант
    [ogre] Огр
    [parasite] Паразит
    [partisan] Партизан
    [reptile] Рептилия
    [revenant] Ревенант
    [scribe] Писарь
    [shaman] Шаман
    [troll] Тролль
    [vortex] Вихрь
    [zombie] Зомби
    [annihilation] Аннигиляция
    [boom] Бум!
    [combustion] Возгорание
    [cyclone] Циклон
    [meteorite] Метеорит
   *[other] { $card }
}
clash_of_decks-name-target = { $target ->
    [aberration] Аберрация
    [abomination] Мерзость
    [alpha] Альфа
    [assassin] Ассасин
    [baron] Барон
    [brigand] Разбойник
    [brute] Громила
    [carapace] Панцирь
    [carnivore] Хищник
    [disciple] Ученик
    [gnome] Гном
    [grrr] Ррр
    [lieutenant] Лейтенант
    [machine] Машина
    [martyr] Мученик
    [microctopus] Микроктопус
    [mutant] Мутант
    [ogre] Огр
    [parasite] Паразит
    [partisan] Партизан
    [reptile] Рептилия
    [revenant] Ревенант
    [scribe] Писарь
    [shaman] Шаман
    [troll] Тролль
    [vortex] Вихрь
    [zombie] Зомби
    [annihilation] Аннигиляция
    [boom] Бум!
    [combustion] Возгорание
    [cyclone] Циклон
    [meteorite] Метеорит
   *[other] { $target }
}
clash_of_decks-name-second = { $second ->
    [aberration] Аберрация
    [abomination] Мерзость
    [alpha] Альфа
    [assassin] Ассасин
    [baron] Барон
    [brigand] Разбойник
    [brute] Громила
    [carapace] Панцирь
    [carnivore] Хищник
    [disciple] Ученик
    [gnome] Гном
    [grrr] Ррр
    [lieutenant] Лейтенант
    [machine] Машина
    [martyr] Мученик
    [microctopus] Микроктопус
    [mutant] Мутант
    [ogre] Огр
    [parasite] Паразит
    [partisan] Партизан
    [reptile] Рептилия
    [revenant] Ревенант
    [scribe] Писарь
    [shaman] Шаман
    [troll] Тролль
    [vortex] Вихрь
    [zombie] Зомби
    [annihilation] Аннигиляция
    [boom] Бум!
    [combustion] Возгорание
    [cyclone] Циклон
    [meteorite] Метеорит
   *[other] { $second }
}
clash_of_decks-name-third = { $third ->
    [aberration] Аберрация
    [abomination] Мерзость
    [alpha] Альфа
    [assassin] Ассасин
    [baron] Барон
    [brigand] Разбойник
    [brute] Громила
    [carapace] Панцирь
    [carnivore] Хищник
    [disciple] Ученик
    [gnome] Гном
    [grrr] Ррр
    [lieutenant] Лейтенант
    [machine] Машина
    [martyr] Мученик
    [microctopus] Микроктопус
    [mutant] Мутант
    [ogre] Огр
    [parasite] Паразит
    [partisan] Партизан
    [reptile] Рептилия
    [revenant] Ревенант
    [scribe] Писарь
    [shaman] Шаман
    [troll] Тролль
    [vortex] Вихрь
    [zombie] Зомби
    [annihilation] Аннигиляция
    [boom] Бум!
    [combustion] Возгорание
    [cyclone] Циклон
    [meteorite] Метеорит
   *[other] { $third }
}

## Журнал дуэли (clash_of_decks-<вид события>). $seat — сторона, о которой событие.
## Имена не склоняются: «существо «Огр» игрока Анна», «Бастион игрока Анна».

clash_of_decks-deck = { $seat-you ->
    [yes] Вы берёте колоду { $deck }
   *[no] { $seat } берёт колоду { $deck }
}
# Без стороны: открытые карты драфта; со стороной: карты игрока в составленных колодах.
clash_of_decks-reveal = { $seat-you ->
    [none] Для драфта { $cards-count ->
        [one] открыта { $cards-count } карта
        [few] открыты { $cards-count } карты
       *[many] открыты { $cards-count } карт
    }
    [yes] Вы открываете свои { $cards-count ->
        [one] { $cards-count } карту
        [few] { $cards-count } карты
       *[many] { $cards-count } карт
    }
   *[no] { $seat } открывает свои { $cards-count ->
        [one] { $cards-count } карту
        [few] { $cards-count } карты
       *[many] { $cards-count } карт
    }
}
clash_of_decks-take = { $seat-you ->
    [yes] Вы берёте
   *[no] { $seat } берёт
} карту «{ clash_of_decks-name-card }»
# Составленные колоды: выбор тайный, пока карты не открыты.
clash_of_decks-choose = { $seat-you ->
    [yes] Вы выбираете
   *[no] { $seat } выбирает
} карту (выбрано: { $count })
clash_of_decks-ban = { $seat-you ->
    [yes] Вы запрещаете
   *[no] { $seat } запрещает
} карту «{ clash_of_decks-name-card }»
clash_of_decks-coin = Жребий: { $seat-you ->
    [yes] начинаете вы
   *[no] начинает { $seat }
}
clash_of_decks-turn = { $seat-you ->
    [yes] Ваш ход
   *[no] Ходит { $seat }
}, мана: { $mana }
clash_of_decks-assault = { $seat-you ->
    [yes] Вы начинаете
   *[no] { $seat } начинает
} штурм
clash_of_decks-summon = { $seat-you ->
    [yes] Вы призываете
   *[no] { $seat } призывает
} существо «{ clash_of_decks-name-card }» в { $row ->
    [0] верхний
   *[other] нижний
} ряд
# $side — чьё существо поражает заклинание ($own — своё же).
clash_of_decks-cast = { $seat-you ->
    [yes] Вы направляете
   *[no] { $seat } направляет
} заклинание «{ clash_of_decks-name-card }» на { $own ->
    [yes] своё существо «{ clash_of_decks-name-target }»
   *[no] { $side-you ->
        [yes] ваше существо «{ clash_of_decks-name-target }»
       *[no] существо «{ clash_of_decks-name-target }» игрока { $side }
    }
}
# Существо стороны $seat атакует существо стороны $enemy или, без $target, её Бастион/Форт ($fort).
clash_of_decks-attack = { $seat-you ->
    [yes] Ваше существо «{ clash_of_decks-name-card }»
   *[no] Существо «{ clash_of_decks-name-card }» игрока { $seat }
} атакует { $target ->
    [none] { $enemy-you ->
        [yes] ваш { $fort ->
            [yes] Форт
           *[no] Бастион
        }
       *[no] { $fort ->
            [yes] Форт
           *[no] Бастион
        } игрока { $enemy }
    }
   *[other] { $enemy-you ->
        [yes] ваше существо «{ clash_of_decks-name-target }»
       *[no] существо «{ clash_of_decks-name-target }» игрока { $enemy }
    }
}: урон { $damage }
clash_of_decks-protected = Защита поглощает атаку на { $seat-you ->
    [yes] ваше существо «{ clash_of_decks-name-card }»
   *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
}
clash_of_decks-immune = Невосприимчивость: заклинание не действует на { $seat-you ->
    [yes] ваше существо «{ clash_of_decks-name-card }»
   *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
}
# Одна атака или одно заклинание уничтожают не больше трёх существ: $card, $second, $third.
clash_of_decks-destroyed = { $count ->
    [1] Уничтожено { $seat-you ->
        [yes] ваше существо «{ clash_of_decks-name-card }»
       *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
    }
   *[other] Уничтожены { $seat-you ->
        [yes] ваши существа
       *[no] существа игрока { $seat }
    }: { $count ->
        [2] «{ clash_of_decks-name-card }» и «{ clash_of_decks-name-second }»
       *[other] «{ clash_of_decks-name-card }», «{ clash_of_decks-name-second }» и «{ clash_of_decks-name-third }»
    }
}
clash_of_decks-return = Карта «{ clash_of_decks-name-card }» возвращается { $seat-you ->
    [yes] в вашу руку
   *[no] в руку игрока { $seat }
}
clash_of_decks-fortress_hit = { $seat-you ->
    [yes] Ваш { $fort ->
        [yes] Форт
       *[no] Бастион
    }
   *[no] { $fort ->
        [yes] Форт
       *[no] Бастион
    } игрока { $seat }
} получает урон { $damage }
clash_of_decks-bastion_falls = { $seat-you ->
    [yes] Ваш Бастион пал
   *[no] Бастион игрока { $seat } пал
}: Форт встаёт в начало руки
# Без стороны — ничья (наше собственное ограничение длины дуэли).
clash_of_decks-game_over = { $seat-you ->
    [yes] Вы победили
    [no] Побеждает { $seat }
   *[none] Партия окончена вничью: достигнут предел ходов
}

## Подписи действий дуэли: что сделает игрок.

clash_of_decks-action-deck = взять колоду { $deck }
clash_of_decks-action-take = взять карту «{ clash_of_decks-name-card }»
clash_of_decks-action-choose = выбрать карту «{ clash_of_decks-name-card }»
clash_of_decks-action-ban = запретить карту «{ clash_of_decks-name-card }»
clash_of_decks-action-summon = призвать существо «{ clash_of_decks-name-card }»: { $row ->
    [0] верхний ряд
   *[other] нижний ряд
}
# $side — чьё существо; $place — считая от моста.
clash_of_decks-action-cast = заклинание «{ clash_of_decks-name-card }» → { $side-you ->
    [yes] ваш { $row ->
        [0] верхний
       *[other] нижний
    } ряд
   *[no] { $row ->
        [0] верхний
       *[other] нижний
    } ряд игрока { $side }
}, { $place }-е существо от моста
clash_of_decks-action-assault = начать штурм
clash_of_decks-action-strike = следующая атака
clash_of_decks-action-end = закончить ход
clash_of_decks-action-return = вернуть в руку карту «{ clash_of_decks-name-card }»

## Отказы дуэли: почему ход не разрешён.

clash_of_decks-refuse-choice = { $seat-you ->
    [yes] сейчас выбираете вы
   *[no] сейчас выбирает { $seat }
}
clash_of_decks-refuse-choose-deck = выберите одну из готовых колод (1–4)
clash_of_decks-refuse-deck-taken = колода { $deck } недоступна (свободны: { $free })
clash_of_decks-refuse-take = возьмите одну из открытых карт
clash_of_decks-refuse-not-revealed = карты «{ clash_of_decks-name-card }» нет среди открытых
clash_of_decks-refuse-choose = выберите карты, которые берёте в игру
clash_of_decks-refuse-not-choosable = карту «{ clash_of_decks-name-card }» сейчас выбрать нельзя
clash_of_decks-refuse-ban = запретите одну из карт соперника
clash_of_decks-refuse-not-bannable = карты «{ clash_of_decks-name-card }» нет среди карт соперника
clash_of_decks-refuse-turn = { $seat-you ->
    [yes] сейчас ваш ход
   *[no] сейчас ходит { $seat }
}

## Отказы боя, одинаковые в обеих играх.

clash_of_decks-refuse-over = партия окончена
# $seat — чьи уничтоженные существа ждут возврата.
clash_of_decks-refuse-pending = { $seat-you ->
    [yes] сначала выберите, какое из ваших уничтоженных существ вернётся в руку следующим
   *[no] { $seat } выбирает порядок возврата уничтоженных существ
}
clash_of_decks-refuse-assault-begun = штурм уже начался
clash_of_decks-refuse-summoning = сначала закончите призыв: начните штурм
clash_of_decks-refuse-all-attacked = все существа уже атаковали: закончите ход
clash_of_decks-refuse-still-attacking = ещё не все существа атаковали: следующая атака
clash_of_decks-refuse-not-battle = это действие не из боя
clash_of_decks-refuse-return = выберите, какое уничтоженное существо вернётся следующим: { $count ->
    [2] «{ clash_of_decks-name-card }» или «{ clash_of_decks-name-second }»
   *[other] «{ clash_of_decks-name-card }», «{ clash_of_decks-name-second }» или «{ clash_of_decks-name-third }»
}
# $key — что прислал игрок; такой карты в наборе нет.
clash_of_decks-refuse-no-card = карты «{ $key }» в игре нет
clash_of_decks-refuse-not-in-hand = карты «{ clash_of_decks-name-card }» нет у вас в руке
clash_of_decks-refuse-out-of-reach = карта «{ clash_of_decks-name-card }» не среди четырёх левых карт руки
clash_of_decks-refuse-mana = карта «{ clash_of_decks-name-card }» стоит { $cost }, а маны у вас { $mana }
clash_of_decks-refuse-summon-phase = существ призывают только до начала штурма
clash_of_decks-refuse-summon-spell = «{ clash_of_decks-name-card }» — заклинание: его направляют на существо
clash_of_decks-refuse-row = существо ставят в верхний или нижний ряд
clash_of_decks-refuse-last-card = в руке, кроме Бастиона/Форта, должна остаться хотя бы одна карта
clash_of_decks-refuse-cast-phase = заклинания играют в фазе призыва или во время штурма
clash_of_decks-refuse-cast-creature = «{ clash_of_decks-name-card }» — существо: его призывают в ряд
clash_of_decks-refuse-no-target = заклинанию нужна цель — существо в игре

## Журнал одиночной игры (clash_of_decks_solo-<вид события>). $seat-number: 1 — сторона
## игрока ($seat — его имя или «вы»), 2 — сторона автомата.

clash_of_decks_solo-take = { $seat-you ->
    [yes] Вы берёте
   *[no] { $seat } берёт
} карту «{ clash_of_decks-name-card }», остальные три достаются автомату
# $final — последний ход автомата (показался его Форт).
clash_of_decks_solo-turn = { $seat-number ->
    [1] { $seat-you ->
        [yes] Ваш ход
       *[no] Ходит { $seat }
    }
   *[other] { $final ->
        [yes] Последний ход автомата
       *[no] Ход автомата
    }
}, мана: { $mana }
clash_of_decks_solo-assault = { $seat-number ->
    [1] { $seat-you ->
        [yes] Вы начинаете
       *[no] { $seat } начинает
    }
   *[other] Автомат начинает
} штурм
clash_of_decks_solo-summon = { $seat-you ->
    [yes] Вы призываете
   *[no] { $seat } призывает
} существо «{ clash_of_decks-name-card }» в { $row ->
    [0] верхний
   *[other] нижний
} ряд
# Ход автомата: верхняя карта его колоды идёт в очередной ряд.
clash_of_decks_solo-reveal = Автомат открывает существо «{ clash_of_decks-name-card }» в свой { $row ->
    [0] верхний
   *[other] нижний
} ряд
# $side — чьё существо поражает заклинание ($own — своё же).
clash_of_decks_solo-cast = { $seat-number ->
    [1] { $seat-you ->
        [yes] Вы направляете
       *[no] { $seat } направляет
    }
   *[other] Автомат направляет
} заклинание «{ clash_of_decks-name-card }» на { $own ->
    [yes] своё существо «{ clash_of_decks-name-target }»
   *[no] { $side-number ->
        [1] { $side-you ->
            [yes] ваше существо «{ clash_of_decks-name-target }»
           *[no] существо «{ clash_of_decks-name-target }» игрока { $side }
        }
       *[other] существо «{ clash_of_decks-name-target }» автомата
    }
}
# Заклинание автомата, которому в его ряду некого поразить.
clash_of_decks_solo-fizzle = Автомат открывает заклинание «{ clash_of_decks-name-card }»: в { $row ->
    [0] верхнем
   *[other] нижнем
} ряду нет цели, оно уходит в сброс
clash_of_decks_solo-attack = { $seat-number ->
    [1] { $seat-you ->
        [yes] Ваше существо «{ clash_of_decks-name-card }»
       *[no] Существо «{ clash_of_decks-name-card }» игрока { $seat }
    }
   *[other] Существо «{ clash_of_decks-name-card }» автомата
} атакует { $target ->
    [none] { $enemy-number ->
        [1] { $enemy-you ->
            [yes] ваш { $fort ->
                [yes] Форт
               *[no] Бастион
            }
           *[no] { $fort ->
                [yes] Форт
               *[no] Бастион
            } игрока { $enemy }
        }
       *[other] { $fort ->
            [yes] Форт
           *[no] Бастион
        } автомата
    }
   *[other] { $enemy-number ->
        [1] { $enemy-you ->
            [yes] ваше существо «{ clash_of_decks-name-target }»
           *[no] существо «{ clash_of_decks-name-target }» игрока { $enemy }
        }
       *[other] существо «{ clash_of_decks-name-target }» автомата
    }
}: урон { $damage }
clash_of_decks_solo-protected = Защита поглощает атаку на { $seat-number ->
    [1] { $seat-you ->
        [yes] ваше существо «{ clash_of_decks-name-card }»
       *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
    }
   *[other] существо «{ clash_of_decks-name-card }» автомата
}
clash_of_decks_solo-immune = Невосприимчивость: заклинание не действует на { $seat-number ->
    [1] { $seat-you ->
        [yes] ваше существо «{ clash_of_decks-name-card }»
       *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
    }
   *[other] существо «{ clash_of_decks-name-card }» автомата
}
clash_of_decks_solo-destroyed = { $count ->
    [1] Уничтожено { $seat-number ->
        [1] { $seat-you ->
            [yes] ваше существо «{ clash_of_decks-name-card }»
           *[no] существо «{ clash_of_decks-name-card }» игрока { $seat }
        }
       *[other] существо «{ clash_of_decks-name-card }» автомата
    }
   *[other] Уничтожены { $seat-number ->
        [1] { $seat-you ->
            [yes] ваши существа
           *[no] существа игрока { $seat }
        }
       *[other] существа автомата
    }: { $count ->
        [2] «{ clash_of_decks-name-card }» и «{ clash_of_decks-name-second }»
       *[other] «{ clash_of_decks-name-card }», «{ clash_of_decks-name-second }» и «{ clash_of_decks-name-third }»
    }
}
clash_of_decks_solo-return = Карта «{ clash_of_decks-name-card }» возвращается { $seat-you ->
    [yes] в вашу руку
   *[no] в руку игрока { $seat }
}
# Урон по автомату перекладывает карты из его колоды в сброс ($milled штук).
clash_of_decks_solo-fortress_hit = { $seat-number ->
    [1] { $seat-you ->
        [yes] Ваш { $fort ->
            [yes] Форт
           *[no] Бастион
        }
       *[no] { $fort ->
            [yes] Форт
           *[no] Бастион
        } игрока { $seat }
    } получает урон { $damage }
   *[other] Автомат получает урон { $damage }: { $milled ->
        [0] его колода уже пуста
        [one] из колоды в сброс уходит { $milled } карта
        [few] из колоды в сброс уходят { $milled } карты
       *[many] из колоды в сброс уходят { $milled } карт
    }
}
# У автомата: перетасованный сброс ($deck карт) становится новой колодой.
clash_of_decks_solo-bastion_falls = { $seat-number ->
    [1] { $seat-you ->
        [yes] Ваш Бастион пал
       *[no] Бастион игрока { $seat } пал
    }: Форт встаёт в начало руки
   *[other] Бастион автомата пал: его перетасованный сброс становится колодой на Форте ({ $deck ->
        [one] { $deck } карта
        [few] { $deck } карты
       *[many] { $deck } карт
    })
}
clash_of_decks_solo-fort_shows = Показался Форт автомата: у него остался один ход
clash_of_decks_solo-game_over = { $seat-number ->
    [1] { $seat-you ->
        [yes] Вы победили
       *[no] Побеждает { $seat }
    }
   *[other] Побеждает автомат
}

## Подписи действий одиночной игры: что сделает игрок.

clash_of_decks_solo-action-take = взять карту «{ clash_of_decks-name-card }»
clash_of_decks_solo-action-summon = призвать существо «{ clash_of_decks-name-card }»: { $row ->
    [0] верхний ряд
   *[other] нижний ряд
}
# $side — чьё существо (1 — игрока, 2 — автомата); $place — считая от моста.
clash_of_decks_solo-action-cast = заклинание «{ clash_of_decks-name-card }» → { $side-number ->
    [1] { $side-you ->
        [yes] ваш { $row ->
            [0] верхний
           *[other] нижний
        } ряд
       *[no] { $row ->
            [0] верхний
           *[other] нижний
        } ряд игрока { $side }
    }
   *[other] { $row ->
        [0] верхний
       *[other] нижний
    } ряд автомата
}, { $place }-е существо от моста
clash_of_decks_solo-action-assault = начать штурм
clash_of_decks_solo-action-strike = следующая атака
clash_of_decks_solo-action-end = закончить ход
clash_of_decks_solo-action-return = вернуть в руку карту «{ clash_of_decks-name-card }»

## Отказы одиночной игры.

clash_of_decks_solo-refuse-seat = в одиночной игре только один игрок
clash_of_decks_solo-refuse-take = возьмите одну из четырёх открытых карт
clash_of_decks_solo-refuse-not-revealed = карты «{ clash_of_decks-name-card }» нет среди открытых
clash_of_decks_solo-refuse-automaton = сейчас ходит автомат

## Отказы боя, одинаковые в обеих играх.

clash_of_decks_solo-refuse-over = партия окончена
# $seat — чьи уничтоженные существа ждут возврата.
clash_of_decks_solo-refuse-pending = { $seat-you ->
    [yes] сначала выберите, какое из ваших уничтоженных существ вернётся в руку следующим
   *[no] { $seat } выбирает порядок возврата уничтоженных существ
}
clash_of_decks_solo-refuse-assault-begun = штурм уже начался
clash_of_decks_solo-refuse-summoning = сначала закончите призыв: начните штурм
clash_of_decks_solo-refuse-all-attacked = все существа уже атаковали: закончите ход
clash_of_decks_solo-refuse-still-attacking = ещё не все существа атаковали: следующая атака
clash_of_decks_solo-refuse-not-battle = это действие не из боя
clash_of_decks_solo-refuse-return = выберите, какое уничтоженное существо вернётся следующим: { $count ->
    [2] «{ clash_of_decks-name-card }» или «{ clash_of_decks-name-second }»
   *[other] «{ clash_of_decks-name-card }», «{ clash_of_decks-name-second }» или «{ clash_of_decks-name-third }»
}
# $key — что прислал игрок; такой карты в наборе нет.
clash_of_decks_solo-refuse-no-card = карты «{ $key }» в игре нет
clash_of_decks_solo-refuse-not-in-hand = карты «{ clash_of_decks-name-card }» нет у вас в руке
clash_of_decks_solo-refuse-out-of-reach = карта «{ clash_of_decks-name-card }» не среди четырёх левых карт руки
clash_of_decks_solo-refuse-mana = карта «{ clash_of_decks-name-card }» стоит { $cost }, а маны у вас { $mana }
clash_of_decks_solo-refuse-summon-phase = существ призывают только до начала штурма
clash_of_decks_solo-refuse-summon-spell = «{ clash_of_decks-name-card }» — заклинание: его направляют на существо
clash_of_decks_solo-refuse-row = существо ставят в верхний или нижний ряд
clash_of_decks_solo-refuse-last-card = в руке, кроме Бастиона/Форта, должна остаться хотя бы одна карта
clash_of_decks_solo-refuse-cast-phase = заклинания играют в фазе призыва или во время штурма
clash_of_decks_solo-refuse-cast-creature = «{ clash_of_decks-name-card }» — существо: его призывают в ряд
clash_of_decks_solo-refuse-no-target = заклинанию нужна цель — существо в игре

## Первая партия: цель и первый ход (подсказка за столом)
clash_of_decks-hint-goal = Разрушьте Форт противника. Ваша рука — это ваша жизнь: каждая карта правее Бастиона — одно очко здоровья.
clash_of_decks-hint-start = Выставляйте существ на свои два моста и применяйте заклинания; в конце хода ваши существа идут в атаку ряд за рядом.
clash_of_decks_solo-hint-goal = Разрушьте Форт автомата раньше, чем он разрушит ваш. Ваша рука — это ваша жизнь: каждая карта правее Бастиона — одно очко здоровья.
clash_of_decks_solo-hint-start = Сначала наберите карты из открытых; потом выставляйте существ на мосты и применяйте заклинания. Автомат играет по твёрдым правилам, заданным уровнем сложности.
clash_of_decks-about = Дуэль существ и заклинаний на двух мостах.
clash_of_decks-length = 15–25 мин
clash_of_decks_solo-about = Схватка колод в одиночку против автомата, на выбранной сложности.
clash_of_decks_solo-length = 15–25 мин

## Названия игр, настройки и уровни

clash_of_decks-title = Битва колод
clash_of_decks_solo-title = Битва колод: одиночная игра
clash_of_decks-option-format = формат: готовые колоды, драфт или составленные колоды с запретами
clash_of_decks-format-preconstructed = готовые колоды
clash_of_decks-format-draft = драфт
clash_of_decks-format-constructed = составленные колоды
clash_of_decks-option-deck-1 = готовые колоды: колода игрока 1 задана заранее (0: выбирается за столом)
clash_of_decks-option-deck-2 = готовые колоды: колода игрока 2 задана заранее (0: выбирается за столом)
clash_of_decks_solo-option-level = уровень сложности: 0 быстрая партия, 1 лёгкий … 5 мифический (очки)
clash_of_decks_solo-option-variable-mana = мана автомата за каждое ваше существо в игре (2: +2 очка)
clash_of_decks_solo-option-constant-mana = постоянная мана автомата, 6–10 (+1 очко за каждую сверх 6)
clash_of_decks_solo-option-ai-first = автомат ходит первым (+1 очко)
clash_of_decks_solo-option-no-bastion = автомат начинает сразу с Фортом, без Бастиона (−1 очко)
clash_of_decks_solo-option-weaker-attacks = атаки ваших существ наносят на 1 меньше (+2 очка)
clash_of_decks_solo-option-ai-ability = способность всех существ автомата (+1 очко)
clash_of_decks_solo-ability-none = нет
clash_of_decks_solo-level-0 = быстрая партия
clash_of_decks_solo-level-1 = лёгкий
clash_of_decks_solo-level-2 = средний
clash_of_decks_solo-level-3 = тяжёлый
clash_of_decks_solo-level-4 = героический
clash_of_decks_solo-level-5 = мифический

## Названия семи способностей (способности карты и её аура)

clash_of_decks-ability-shards = Осколки
clash_of_decks-ability-pierce = Пронзание
clash_of_decks-ability-rage = Ярость
clash_of_decks-ability-protection = Защита
clash_of_decks-ability-immunity = Невосприимчивость
clash_of_decks-ability-berserk = Берсерк
clash_of_decks-ability-sprint = Спринт

## Отвергнутые настройки и позиции

# $needed и $given: названия форматов, как написаны.
clash_of_decks-setup-fixed-format = заданные заранее колоды требуют format={ $needed }, а не { $given }
clash_of_decks-setup-fixed-both = задайте заранее обе колоды (deck_1 и deck_2) или ни одной
clash_of_decks-setup-fixed-same = обоим игрокам нельзя взять колоду { $deck }: колоды из одного набора
# $name: слово уровня (clash_of_decks_solo-level-...).
clash_of_decks_solo-setup-points = настройки автомата дают очков: { $total }, а уровень { $level } ({ $name }) требует ровно { $level }
# Отвергнутая позиция: $what — что в ней не так; $where — место в позиции («hands[0]»).
clash_of_decks-position-bad = позиция: { $what }
clash_of_decks-position-not-key = { $where }: { $key } — не ключ карты
clash_of_decks-position-hand-not-list = { $where } должна быть списком
clash_of_decks-position-one-fortress = в { $where } должен быть ровно один 'bastion' или 'fort'
clash_of_decks-position-card-twice = в { $where } карта повторяется
clash_of_decks-position-creature = { $where }: существо — ключ или таблица { $fields }
clash_of_decks-position-spell = { $where }: { $card } — заклинание
clash_of_decks-position-two-rows = { $where } — это два ряда (верхний, нижний)
clash_of_decks-position-phase = phase: 'summon' или 'assault'
clash_of_decks-position-two-sides = 'hands' и 'rows' — по две стороны
clash_of_decks_solo-position-rows = в 'rows' нужны ряды игрока и автомата
clash_of_decks_solo-position-turn = одиночная позиция начинается в ход игрока
clash_of_decks-bot-deals = heuristic:N оценивает каждый ход на N пересдачах, от 1 до { $most } (а указано { $param })

## Отвергнутый файл карт (cards.toml): что не так (core-data-at называет файл и место)

clash_of_decks-data-bad-number = должно быть целым числом от { $low } до { $high }, а не { $value }
clash_of_decks-data-bad-name = должно быть коротким названием, а не { $value }
clash_of_decks-data-abilities-not-list = должно быть списком способностей
clash_of_decks-data-bad-ability = { $name } не из списка { $known }
clash_of_decks-data-not-table = должна быть таблицей
clash_of_decks-data-bad-key = должно состоять из строчных латинских букв, цифр и _, а не { $key }
clash_of_decks-data-unknown-field = неизвестное поле
clash_of_decks-data-not-bool = должно быть true или false
clash_of_decks-data-bad-aura = { $aura } не название способности
clash_of_decks-data-unknown-sections = неизвестные разделы: { $sections }
clash_of_decks-data-none = в файле их нет
clash_of_decks-data-twice = встречается дважды
clash_of_decks-data-decks = должен перечислять колоды 1, 2, 3 и 4
clash_of_decks-data-deck-size = должна содержать { $size } карт
clash_of_decks-data-no-card = такой карты нет в наборе
clash_of_decks-data-in-another-deck = уже есть в другой колоде

## Подписи исследований (koloda study): настройки уровней одиночной игры, колоды дуэли

clash_of_decks_solo-study-constant-6-plus-1 = постоянная 6, +1 за существо
clash_of_decks_solo-study-constant-7-no-bastion = постоянная 7, без Бастиона
clash_of_decks_solo-study-constant-7 = постоянная 7
clash_of_decks_solo-study-ai-first = автомат ходит первым
clash_of_decks_solo-study-rage = Ярость
clash_of_decks_solo-study-constant-8 = постоянная 8
clash_of_decks_solo-study-plus-2 = +2 за существо
clash_of_decks_solo-study-weaker = ваши атаки −1
clash_of_decks_solo-study-pierce-ai-first = Пробивание, автомат первым
clash_of_decks_solo-study-constant-9 = постоянная 9
clash_of_decks_solo-study-plus-2-ai-first = +2 за существо, автомат первым
clash_of_decks_solo-study-weaker-shards = ваши атаки −1, Осколки
clash_of_decks_solo-study-constant-10 = постоянная 10
clash_of_decks_solo-study-plus-2-constant-8 = +2 за существо, постоянная 8
clash_of_decks_solo-study-weaker-ai-first-berserk = ваши атаки −1, автомат первым, Берсерк
clash_of_decks_solo-study-constant-10-ai-first = постоянная 10, автомат первым
clash_of_decks_solo-study-plus-2-weaker-ai-first = +2 за существо, ваши атаки −1, автомат первым
clash_of_decks_solo-study-plus-2-constant-9-no-bastion-protection = +2 за существо, постоянная 9, без Бастиона, Защита
clash_of_decks-study-deck = колода { $deck }
