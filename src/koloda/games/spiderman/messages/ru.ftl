# Карточки «Человек-Паук», оба режима: Битва силачей (spiderman_strength-...) и Сражение во тьме
# (spiderman_dark-...). Журнал: по сообщению на вид события (<id игры>-<вид>), затем подписи
# действий и отказы каждого режима.
# $seat — тот, кто действует: имя или «вы» ($seat-you = yes). Имена карточек и категорий берутся
# из набора карточек (в своём файле игрок может назвать их как угодно) на каждом языке:
# здесь $name_ru (карточка) и $category_ru (категория). Имена не склоняются: имя карточки
# стоит после двоеточия (в нём самом бывают кавычки: «Дейли Бьюгл»), категории — в кавычках.

## Битва силачей: журнал

# Начинающий объявляет лучший балл своей верхней карточки; при классическом выборе он называет
# категорию, которую сравнивают, и свой балл в ней.
spiderman_strength-announce = { $category ->
    [none] { $seat-you ->
        [yes] Вы объявляете
       *[no] { $seat } объявляет
    }: { $score } { $score ->
        [one] балл
        [few] балла
       *[many] баллов
    }
   *[other] { $seat-you ->
        [yes] Вы называете
       *[no] { $seat } называет
    } категорию «{ $category_ru }»: { $score } { $score ->
        [one] балл
        [few] балла
       *[many] баллов
    }
}
# Игрок открывает верхнюю карточку, и видно, сколько она приносит в этом раунде (в первом
# открытии раунда или в переигровке).
spiderman_strength-reveal = { $playoff ->
    [yes] { $seat-you ->
        [yes] В переигровке вы открываете
       *[no] В переигровке { $seat } открывает
    }
   *[no] { $seat-you ->
        [yes] Вы открываете
       *[no] { $seat } открывает
    }
} карточку: { $name_ru }, { $score } { $score ->
    [one] балл
    [few] балла
   *[many] баллов
}
# Лучший балл у нескольких: все, у кого остались карточки, открывают следующую.
spiderman_strength-playoff = Ничья ({ $score } { $score ->
    [one] балл
    [few] балла
   *[many] баллов
}): переигровка, все, у кого остались карточки, открывают следующую
# Победитель раунда забирает все открытые в нём карточки.
spiderman_strength-take = { $seat-you ->
    [yes] Вы выигрываете раунд и забираете
   *[no] { $seat } выигрывает раунд и забирает
} { $cards ->
    [one] { $cards } карточку
    [few] { $cards } карточки
   *[many] { $cards } карточек
}
# Переигровку никто не может продолжить.
spiderman_strength-draw = Ни у кого не осталось карточек для переигровки: каждый забирает свои обратно
spiderman_strength-leave = { $seat-you ->
    [yes] У вас не осталось карточек: вы выбываете
   *[no] { $seat }: карточек не осталось, выбывает
}

## Битва силачей: подписи действий (что сделает игрок)

spiderman_strength-action-reveal = открыть верхние карточки
spiderman_strength-action-name = назвать «{ $category }»

## Битва силачей: отказы

spiderman_strength-refuse-over = Игра окончена
# $seat — тот, чей сейчас ход.
spiderman_strength-refuse-turn = { $seat-you ->
    [yes] Сейчас раунд начинаете вы
   *[other] Сейчас не ваш ход: раунд начинает { $seat }
}
spiderman_strength-refuse-name = При классическом выборе начинающий называет категорию
spiderman_strength-refuse-reveal = Начинающий просто открывает карточки: категорию называют только при классическом выборе
spiderman_strength-refuse-category = В этом наборе нет категории «{ $category }» (есть: { $known })

## Сражение во тьме: три символа на карточке (винительный падеж: «называет геройство»)

spiderman_dark-symbol = { $symbol ->
    [heroism] геройство
    [villainy] злодейство
    [danger] опасность
   *[other] { $symbol }
}

## Сражение во тьме: журнал

# Ведущий раунда называет символ и открывает свою верхнюю карточку с числом этого символа.
spiderman_dark-call = { $seat-you ->
    [yes] Вы называете { spiderman_dark-symbol } и открываете
   *[no] { $seat } называет { spiderman_dark-symbol } и открывает
} карточку: { $name_ru }, { $count }
# Каждый другой игрок вытягивает наугад карточку из своей колоды.
spiderman_dark-draw = { $seat-you ->
    [yes] Вы наугад вытягиваете
   *[no] { $seat } наугад вытягивает
} карточку: { $name_ru }, { spiderman_dark-symbol } { $count }
spiderman_dark-take = { $seat-you ->
    [yes] Вы выигрываете раунд и забираете
   *[no] { $seat } выигрывает раунд и забирает
} { $cards ->
    [one] { $cards } карточку
    [few] { $cards } карточки
   *[many] { $cards } карточек
}
# Больше всего символов у нескольких: карточки возвращаются.
spiderman_dark-tie = Ничья: больше всего { $symbol ->
    [heroism] геройства
    [villainy] злодейства
    [danger] опасности
   *[other] { $symbol }
} ({ $count }) у нескольких игроков, каждый кладёт свою карточку под низ своей колоды
spiderman_dark-leave = { $seat-you ->
    [yes] У вас не осталось карточек: вы выбываете
   *[no] { $seat }: карточек не осталось, выбывает
}

## Сражение во тьме: подписи действий

spiderman_dark-action-call = назвать { spiderman_dark-symbol }

## Сражение во тьме: отказы

spiderman_dark-refuse-over = Игра окончена
# $seat — тот, чей сейчас ход.
spiderman_dark-refuse-turn = { $seat-you ->
    [yes] Сейчас символ называете вы
   *[other] Сейчас не ваш ход: символ называет { $seat }
}
spiderman_dark-refuse-call = Ведущий раунда называет один из трёх символов на своей верхней карточке
spiderman_dark-refuse-symbol = Нет символа «{ $symbol }»: назовите геройство, злодейство или опасность

## Первая партия: цель и первый ход (подсказка за столом)
spiderman_strength-hint-goal = Выиграйте все карточки. В каждом раунде все открывают верхнюю карточку колоды; больше всех очков в выбранной категории — забирает все.
spiderman_strength-hint-start = Когда выбирать вам, выберите категорию, в которой ваша верхняя карточка сильнее всего.
spiderman_dark-hint-goal = Выиграйте все карточки. Ведущий называет символ на своей верхней карточке (геройство, злодейство или опасность); остальные тянут вслепую, у кого больше символов — забирает раунд.
spiderman_dark-hint-start = Когда называете вы, выберите символ, которого на вашей верхней карточке больше всего.
spiderman_strength-about = Герои и злодеи меряются очками; лучшая карточка берёт раунд.
spiderman_strength-length = 10–20 мин
spiderman_dark-about = Назовите символ — остальные тянут вслепую: удача и нервы.
spiderman_dark-length = 10–20 мин

## Названия игр и их настройки

spiderman_strength-title = Человек-Паук: Битва силачей
spiderman_dark-title = Человек-Паук: Сражение во тьме
spiderman_strength-option-classic = классический выбор: начинающий называет категорию, которую сравнивают
spiderman_strength-option-rounds = число раундов по договорённости, затем побеждает тот, у кого больше карточек (0: пока один не соберёт все)
spiderman_strength-option-cards = сколько карточек взять в игру (0: весь набор)
spiderman_dark-option-rounds = предел раундов, затем побеждает тот, у кого больше карточек (0: пока один не соберёт все)
spiderman_dark-option-cards = сколько карточек персонажей взять в игру (0: все)
spiderman-option-card-file = ваш файл карточек (TOML); пусто: набор по умолчанию

## Начало игры: отвергнутые настройки и позиции ($key, $name и $value в кавычках, как написаны)

spiderman_strength-setup-too-many = в наборе не хватает карточек: их { $count }, а нужно { $cards }
spiderman_strength-setup-too-few = карточек слишком мало для { $players } игроков: их { $count }
spiderman_strength-setup-starter-empty = у начинающего игрока должны быть карточки
spiderman_dark-setup-too-many = в наборе не хватает карточек персонажей: их { $count }, а нужно { $cards }
spiderman_dark-setup-too-few = в «Сражении во тьме» нужно не меньше { $each } карточек персонажей на игрока, а на { $players } игроков в наборе их всего { $count }
spiderman_dark-setup-bonus = колода { $deck }: бонусная карточка { $key } в этом режиме откладывается
spiderman_dark-setup-caller-empty = у называющего должны быть карточки
spiderman-setup-unknown-fields = неизвестные поля позиции: { $fields }
spiderman-setup-not-object = позиция должна быть объектом JSON
spiderman-setup-decks = 'decks' должно быть списком колод, каждая списком ключей карточек (сверху вниз)
spiderman-setup-no-card = колода { $deck }: в наборе { $source } нет карточки { $key }
spiderman-setup-card-twice = колода { $deck }: карточка { $key } встречается дважды
spiderman-setup-known = 'known' должно указать для каждой колоды, сколько нижних карточек известно
spiderman-setup-two-holders = карточки должны быть хотя бы у двух игроков
spiderman-setup-seat = { $name } должно быть местом от 0 до { $last }, а указано { $value }
spiderman-setup-round = 'round' должно быть целым числом от 0 до { $last }

## Файлы карточек: что не так и где (core-data-at ставит файл первым)

spiderman-data-unreadable = не удалось прочитать файл карточек { $path }: { $reason }
spiderman-data-not-toml = { $source }: это не TOML: { $reason }
spiderman-data-file = файл
spiderman-data-field = { $where }, поле { $field }
spiderman-data-card = карточка { $key } (№{ $number })
spiderman-data-card-number = карточка №{ $number }
spiderman-data-category = категория №{ $number }
spiderman-data-unknown-field = неизвестное поле { $field } (есть: { $known })
spiderman-data-bad-name = нужно название от 1 до 60 символов, а указано { $value }
spiderman-data-bad-number = должно быть целым числом от 0 до { $top }, а указано { $value }
spiderman-data-set-not-table = должно быть таблицей
spiderman-data-entry-not-table = должна быть таблицей
spiderman-data-not-bool = должно быть true или false
spiderman-data-too-few-cards = в наборе должно быть не меньше 2 карточек
spiderman-data-key-twice = такой ключ уже есть
spiderman-data-categories = в наборе должно быть от 1 до 12 категорий
spiderman-data-bad-id = нужен короткий id латиницей, например 'power', а указано { $id }
spiderman-data-id-twice = { $id } встречается дважды
spiderman-data-bad-key = нужен короткий ключ латиницей, например 'spider-man', а указано { $key }
spiderman-data-bad-kind = должно быть одним из { $kinds }, а указано { $kind }
spiderman-data-scores-not-table = должно быть таблицей категория = баллы
spiderman-data-missing = не указано
