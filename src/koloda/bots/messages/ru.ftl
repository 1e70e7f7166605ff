# koloda.bots: texts in Russian (docs/messages.md). Ids start with "bots-".

# Уровни силы ботов, из которых выбирает игрок (koloda.bots.levels).
bots-level-beginner = Новичок
bots-level-casual = Любитель
bots-level-skilled = Опытный
bots-level-strong = Сильный
bots-level-expert = Мастер

# $param: что было указано, в кавычках.
bots-unknown = неизвестный бот { $name } для { $game } (есть: { $known })
bots-random-no-param = у случайного бота нет параметров (а указано { $param })
bots-careless-chance = careless принимает долю случайных ходов, например careless:0.3 (больше 0, не больше 1), а не { $param }
bots-careless-no-heuristic = careless нужен эвристический бот игры, а у { $game } его нет
bots-ismcts-no-heuristic = у { $game } нет эвристического бота для направленного поиска
# $name: бот (ismcts, ismcts-fast...), $iterations и $seconds: наибольший бюджет.
bots-ismcts-budget = { $name } принимает число итераций ({ $name }:2000, не больше { $iterations }) или секунд ({ $name }:1.5s, не больше { $seconds }), а не { $param }

# Разбор записи (koloda analyse).
bots-analysis-seat = место должно быть от 0 до { $last } для этой записи
bots-analysis-budget = бюджет — не меньше 1 итерации
bots-analysis-costly = { $game } нельзя разобрать: поиску пришлось бы повторять дорогие ходы
