# Слова самой koloda, общие для всех игр и интерфейсов (русский).

# Место самого читающего, там, где фраза называет его без своего глагола.
you = вы

# Имена ботов по порядку; боты за столом берут их одно за другим.
bot-names = Аня, Борис, Вера, Гоша, Даша, Егор, Женя, Зоя, Илья, Катя, Лёва, Маша

# Человек без имени — для каждого читателя на его языке, по номеру места.
seat-person = Игрок { $n }

# Сила бота словом, по его алгоритму.
bot-strength = { $bot ->
    [random] Лёгкий
    [heuristic] Средний
    [ismcts-fast] Сильный
    [ismcts] Эксперт
    [search] Эксперт
   *[other] { $bot }
}


## Ошибки ядра: файлы данных, действия, параметры, записи, зёрна (koloda.core)

# Где файл данных неверен: файл, место в нём (карта, поле), что не так.
core-data-at = { $source }: { $where }: { $what }
# Место в файле данных: запись и одно из её полей (пока по-английски, как и сами места).
core-data-field = { $where }, field { $field }
core-data-unknown-field = неизвестное поле (есть: { $known })
# A person's own data file that cannot be read, or is not TOML.
core-data-unreadable = не читается ({ $reason })
core-data-not-toml = не является корректным TOML ({ $reason })

core-card-bad = это не карта: { $text }
core-card-bad-form = это не карта: { $text } (пишите достоинство и масть, например 10H или Д♠)

# Текст от человека, который нельзя принять.
core-text-not-text = ожидался текст
core-text-not-unicode = текст не является корректным Юникодом (одиночный суррогат)
core-text-nul = в тексте есть символ NUL
core-text-too-long = текст длиннее { $max } символов

# Действие в форме JSON, которое не разобрать.
core-action-bad-field = поле { $field } должно быть { $expected ->
    [card] картой вида '10H'
    [list] списком
    [bool] true или false
    [int] целым числом
   *[number] числом
}, а получено { $value }
core-action-field = поле { $field }: { $reason }
core-action-not-object = действие должно быть объектом JSON
core-action-unknown-type = неизвестный тип действия { $kind } (известны: { $known })
core-action-extra-fields = лишние поля для { $kind }: { $fields }
core-action-missing-field = для действия { $kind } нужно поле { $field }

core-options-unknown = неизвестные параметры: { $bad } (есть: { $count ->
    [0] нет
   *[other] { $known }
})
# $allowed: допустимые значения, " (a, b, c)", или ничего.
core-option-not-allowed = параметр { $name }: значение { $value } недопустимо{ $allowed }
core-players = в «{ $title }» играют от { $min } до { $max }, а не { $players }

core-match-no-fallback = у места { $seat } вышло время, а замены нет

core-record-bad = это не запись партии koloda: { $error }
core-record-not-json = запись не является JSON: { $error }
core-record-other-game = запись для игры { $recorded }, а не { $game }
core-record-rules-version = запись сделана по правилам версии { $recorded }, здесь версия { $version }

core-game-unavailable = игра { $game } здесь недоступна: { $why }
core-game-unknown = неизвестная игра { $game } (есть: { $known })
# Почему игра или бот по точке входа не загрузились: слова самой ошибки
core-plugin-missing = не хватает нужного пакета: { $error }
core-plugin-failed = не загружается: { $error }

core-seed-bad = неверное зерно раздачи: { $what }
core-seed-not-string = секретное зерно — шестнадцатеричная строка, а не { $type }
core-seed-length = в секретном зерне чётное число шестнадцатеричных цифр, от { $min } до { $max }, а не { $length }
core-seed-hex-only = в секретном зерне только шестнадцатеричные цифры (0-9, a-f)
core-seed-type = зерно — целое число или секретная шестнадцатеричная строка, а не { $type }

core-encoding-none = для { $game } нет кодировки для обучения (есть: { $known })

# Полное имя карты: $rank 2..14 (11 валет .. 14 туз), $suit 0 трефы, 1 бубны, 2 червы, 3 пики.
core-card-name = { $rank ->
    [2] двойка
    [3] тройка
    [4] четвёрка
    [5] пятёрка
    [6] шестёрка
    [7] семёрка
    [8] восьмёрка
    [9] девятка
    [10] десятка
    [11] валет
    [12] дама
    [13] король
   *[14] туз
} { $suit ->
    [0] треф
    [1] бубен
    [2] червей
   *[3] пик
}
