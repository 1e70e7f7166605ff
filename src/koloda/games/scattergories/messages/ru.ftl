# Scattergories («Я знаю!»): журнал (по сообщению на вид события: scattergories-<вид>), общие
# части этих сообщений, подписи действий (scattergories-action-...) и отказы
# (scattergories-refuse-...).
# $seat — тот, кто действует: имя или «вы» ($seat-you = yes). $answer — ответ словами самого
# игрока. Названия карточек берутся из колоды: $name_ru (буква или название категории),
# $category_ru; $pile — из какой колоды карточка («letter» — буквы, «category» — категории).
# Имена не склоняются: фразы строятся так, чтобы имя стояло в именительном падеже.

## Части сообщений журнала

# Карточка с названием колоды, в винительном падеже: «букву Б», «категорию „Фрукты“».
scattergories-card = { $pile ->
    [letter] букву { $name_ru }
   *[category] категорию «{ $name_ru }»
}
# Почему ответ неверен ($reason); $letter — буква на столе.
scattergories-reason = { $reason ->
    [empty] ответа нет
    [letter] начинается не на { $letter }
    [used] этот ответ уже приносил карточку в этой игре
    [lexicon] в словаре игры нет такого ответа для этой категории
    [judges] судьи не приняли ответ
   *[timeout] время на ответ вышло
}
# Почему открытая карточка уходит обратно в колоду ($drain): ответа никто не нашёл.
scattergories-drain = { $drain ->
    [everybody] Все ошиблись
   *[timeout] Никто не ответил вовремя
}

## Журнал

# На столе новые буква и категория.
scattergories-combination = Новая комбинация: { $letter } · { $category_ru }
# Кто-то жмёт «Я знаю!»; $place — его номер в очереди (отвечает первый).
scattergories-press = { $seat-you ->
    [yes] Вы жмёте
   *[no] { $seat } жмёт
} «Я знаю!» { $place ->
    [1] раньше всех
   *[other] (номер в очереди: { $place })
}
# Первый в очереди отвечает ($blank = yes: ничего не сказал, то есть сдался); $take — за какую
# карточку ответ.
scattergories-answer = { $blank ->
    [yes] { $seat-you ->
        [yes] Вы сдаётесь
       *[no] { $seat } сдаётся
    }
   *[no] { $seat-you ->
        [yes] Вы отвечаете «{ $answer }» и хотите
       *[no] { $seat } отвечает «{ $answer }» и хочет
    } взять { $take ->
        [letter] букву
       *[category] категорию
    }
}
# Голос судьи за ответ или против.
scattergories-vote = { $seat-you ->
    [yes] Вы { $accept ->
        [yes] принимаете
       *[no] отклоняете
    }
   *[no] { $seat } { $accept ->
        [yes] принимает
       *[no] отклоняет
    }
} ответ
# Время голосования вышло.
scattergories-vote_closed = Голосование закрыто: кто не проголосовал, тот принял ответ
# Ответ принят: игрок забирает выбранную карточку.
scattergories-win = «{ $answer }» принят: { $seat-you ->
    [yes] вы забираете
   *[no] { $seat } забирает
} { scattergories-card }
# Ответ неверен: игрок возвращает свою последнюю выигранную карточку ($returned: none, если
# карточек у него нет).
scattergories-wrong = { $seat-you ->
    [yes] Вы ошибаетесь ({ scattergories-reason }){ $returned ->
        [none] , но возвращать нечего: карточек пока нет
       *[other] {" "}и возвращаете { scattergories-card } в колоду
    }
   *[no] { $seat } ошибается ({ scattergories-reason }){ $returned ->
        [none] , но возвращать нечего: карточек пока нет
       *[other] {" "}и возвращает { scattergories-card } в колоду
    }
}
# Ответа никто не нашёл: одна открытая карточка уходит в середину своей колоды.
scattergories-brain_drain = { scattergories-drain }: { $pile ->
    [letter] буква { $name_ru }
   *[category] категория «{ $name_ru }»
} уходит обратно в колоду
# Конец: кончилась колода ($end = deck) или ответов больше никто не находит.
scattergories-game_over = { $end ->
    [deck] Колода { $pile ->
        [letter] букв
       *[category] категорий
    } кончилась
    [round] { scattergories-drain }, и за целый круг колод ответа не нашлось
   *[stuck] { scattergories-drain }, и других комбинаций не осталось
}: игра окончена

## Подписи действий: что сделает игрок

scattergories-action-press = Я знаю!
scattergories-action-answer = ответить и взять { $take ->
    [letter] букву
   *[category] категорию
}
scattergories-action-vote = { $accept ->
    [yes] принять ответ
   *[no] отклонить ответ
}
scattergories-action-timeout = время вышло

## Отказы: почему действие сейчас нельзя

scattergories-refuse-over = игра окончена
scattergories-refuse-clock = время объявляют только часы игры
scattergories-refuse-old-timeout = этот отсчёт времени уже закончился
scattergories-refuse-no-seat = такого места за этим столом нет
scattergories-refuse-action = это не действие игры Scattergories
# $place — номер игрока в очереди.
scattergories-refuse-pressed = вы уже нажали «Я знаю!» (ваш номер в очереди: { $place })
scattergories-refuse-failed = вы уже ошиблись на этой комбинации
scattergories-refuse-no-answerer = сейчас никто не отвечает: сначала нажмите «Я знаю!»
# $seat — кто нажал первым (он и отвечает).
scattergories-refuse-not-first = отвечает тот, кто нажал первым: { $seat }
scattergories-refuse-take = возьмите карточку буквы или категории
scattergories-refuse-no-vote = сейчас нечего оценивать
scattergories-refuse-own-answer = свой ответ оценивать нельзя
scattergories-refuse-voted = вы уже проголосовали

## Первая партия: цель и первый ход (подсказка за столом)
scattergories-hint-goal = Выиграйте больше всех карточек. Придумайте слово на выпавшую букву из выпавшей категории раньше других.
scattergories-hint-start = Нажмите «Я знаю!» (или пробел), как только придумали слово, и напишите его; остальные принимают или отклоняют ответ.
scattergories-about = Гонка слов: буква, категория — первый верный ответ выигрывает.
scattergories-length = 10–15 мин

## Название игры и её настройки (язык — своим названием, как в меню языков)
scattergories-title = Я знаю!
scattergories-option-language = язык карточек и ответов
scattergories-option-language-ru = Русский
scattergories-option-language-en = English
scattergories-option-race-seconds = секунд на комбинацию, пока карточка не ушла обратно
scattergories-option-answer-seconds = секунд на ответ у нажавшего первым
scattergories-option-vote-seconds = секунд на голосование (не голосовал: значит, принял)
scattergories-option-auto-judge = автосудья: решает словарь, без голосования (быстрая игра)
scattergories-option-short = короткая игра: только столько карточек каждой колоды (0: все)
scattergories-option-deck-file = файл колоды (TOML, см. правила); пусто: колода игры

## Сила бота (игрок может попросить её этими словами: heuristic:лёгкий)
scattergories-bot-easy = лёгкий
scattergories-bot-normal = средний
scattergories-bot-hard = сильный

## Расстановка, которая не является позицией
# $file — файл колоды; $deck — её язык; $language — запрошенный язык.
scattergories-setup-deck-language = { $file }: колода на языке { $deck }, а не { $language }
scattergories-setup-not-position = это не позиция Scattergories: { $reason }
scattergories-setup-empty-deck = в обеих колодах нужны карточки: в одной буквы, в другой категории
scattergories-setup-twice = карточка встречается дважды

## Файл колоды с ошибкой (файл и запись указаны перед большинством этих слов)
# $code — код карточки в кавычках.
scattergories-data-no-card = { $source }: нет карты { $code }
scattergories-data-empty-text = должно быть непустым текстом
scattergories-data-unknown-sections = неизвестные разделы: { $sections } (есть: deck, categories)
scattergories-data-no-deck = нет раздела или это не таблица
scattergories-data-language = должно быть одним из: { $languages }
scattergories-data-letters = должно перечислять от 1 до { $most } отдельных букв через пробел
scattergories-data-letter-twice = буква указана дважды
scattergories-data-categories = должно быть от 1 до { $most } категорий
scattergories-data-not-table = должна быть таблицей
scattergories-data-id = должно быть уникальным именем вроде 'fruits'
scattergories-data-words = должно быть одним текстом, до { $most } ответов через запятую
scattergories-data-tags = должно быть списком граммем

# why it is never played by days a move (the server's options: Game.not_by_days)
scattergories-not-by-days = В «{ scattergories-title }» не играют по дням: раунды этой игры — гонка с 30-секундным таймером.
