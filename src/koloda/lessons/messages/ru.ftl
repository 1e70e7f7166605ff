# koloda.lessons: texts in Russian (docs/messages.md). Ids start with "lessons-".
# Слова самих уроков берутся из lessons.toml игры; здесь то, что сказать о неверном файле.

# Места в файле уроков (как в самом файле, по-английски на обоих языках).
lessons-where = lesson { $number }
lessons-where-id = lesson { $number } ({ $id })
lessons-the-file = the file

lessons-not-toml = { $source }: это не TOML: { $error }
lessons-none-in-file = в файле нет [[lessons]]
lessons-none-yet = для { $game } уроков пока нет
lessons-id-twice = { $id } повторяется

lessons-lesson-not-table = должен быть таблицей
lessons-missing = не задано
lessons-bad-id = нужны строчные латинские буквы, цифры и дефисы
lessons-bad-seat = нужен номер места от 0
lessons-not-table = должно быть таблицей
lessons-not-json = это не JSON: { $error }
lessons-setup-not-table = должно быть таблицей (позиция в форме игры)
# $checks: допустимые значения через запятую.
lessons-bad-check = должно быть одним из: { $checks }
lessons-no-hints = нужна хотя бы одна подсказка
lessons-accept-missing = не задано (нужно при check = "move")
lessons-accept-not-move = только при check = "move", а не { $check }
lessons-mistakes-not-list = должно быть списком таблиц
lessons-bad-mistake = нужны action, en и ru
lessons-bad-text = нужно {"{"} en = "...", ru = "..." {"}"}, оба текста не пустые
lessons-bad-actions = нужен список из одного или нескольких действий (в форме JSON)

# Позиция урока.
lessons-seats = в позиции мест: { $seats }
lessons-no-move = у ученика нет хода в этой позиции
lessons-not-legal = не разрешено в позиции урока: { $reason }
