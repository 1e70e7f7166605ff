# koloda.cli: texts in Russian (docs/messages.md). Ids start with "cli-".

## Errors, and what every command shares

cli-error = ошибка
cli-see-help = см. `{ $command } --help`
cli-interrupted = прервано
cli-stopped = остановлено
cli-unknown-lang = неизвестный язык { $lang } (нужно ru или en)
cli-option-not-kind = параметр { $name }: { $text } — не { $kind }
cli-kind-bool = true или false
cli-kind-int = целое число
cli-kind-float = число
cli-option-not-key-value = параметры пишутся как ключ=значение, а не { $item }
cli-seat-count = для { $game } нужно мест: { $span }, а задано { $n }: укажите --seat для каждого
cli-seats-range = от { $min } до { $max }
cli-seat-out-of-range = --seat должно быть от 0 до { $last } для этой записи

## Words a person may type, in each language: a list separated by commas. The command line
## takes the words of every language, whatever --lang is.

cli-words-human = человек
cli-words-quit = й, выход
cli-words-yes = д, да
cli-words-help = помощь
cli-words-stop = й
cli-words-true = да, д
cli-words-false = нет, н
cli-words-none = нет значения

## koloda games, koloda rules

cli-games-title = Игры
cli-col-id = id
cli-col-title = название
cli-col-players = игроки
cli-options-title = Параметры (по умолчанию; варианты) — задаются через --option имя=значение
cli-col-bots = боты
cli-levels-line = уровни: { $levels }
cli-bots-line = боты: { $bots }
cli-unavailable-title = Здесь недоступны
cli-col-reason = причина
cli-no-games = здесь нет доступных игр
cli-no-rules = у игры { $game } нет страницы правил

## koloda play

cli-you = вы
cli-person = человек
cli-pass-device = Передайте устройство: { $who }. Нажмите Enter, когда экран видит только он.
cli-your-move = { $who }, ваш ход
cli-you-may = { $who }, можно сходить (Enter: пропустить)
cli-pass-choice = пропустить
cli-prompt = выбор
cli-type-text = { $label }: введите текст
cli-play-help = Введите номер действия или его название; Enter пропускает ход, если это разрешено; ? показывает эту справку; q завершает игру.
cli-bad-number = действия { $n } нет: выберите от 1 до { $count }
cli-must-choose = сейчас нужно сходить: выберите от 1 до { $count } (? — справка)
cli-unknown-input = { $text } — не действие: введите от 1 до { $count }, ? — справка
cli-ambiguous = { $text } подходит к { $n } действиям: введите номер
cli-confirm-quit = Выйти из игры? [д/Н]
cli-quit = игра прервана
cli-input-ended = ввод закончился: игра прервана
cli-timer-note = (по правилам на это { $seconds } с; в терминале время не ограничено)
cli-thinking = { $who } думает…
cli-game-over = Игра окончена
cli-col-seat = № за столом
cli-col-player = игрок
cli-col-rank = место
cli-col-score = очки
cli-record-written = запись партии сохранена в { $path }
cli-seed-used = зерно { $seed }
cli-name-bad = --name { $name }: { $reason }
cli-name-empty = --name { $name }: пустое имя
cli-record-no-folder = не удаётся записать партию: нет папки { $folder }

## koloda replay

cli-step-prompt = Enter: следующее действие, q: стоп
cli-not-finished = запись обрывается до конца игры
cli-record-action = действие { $n } в записи: { $reason }

## koloda analyse

cli-analysing = Разбор решений: { $who }
cli-analysis-title = { $game }: решения — { $who } ({ $budget } итераций на ход)
cli-col-move = ход
cli-col-played = сыграно
cli-col-best = лучший ход
cli-col-chance-played = шанс: сыграно
cli-col-chance-best = шанс: лучший
cli-col-verdict = оценка
cli-verdict-inaccuracy = неточность
cli-verdict-mistake = ошибка
cli-verdict-blunder = грубая ошибка
cli-decline = подождать (пусть ходят другие)
cli-analysis-summary = { $who }: решений { $decisions }, как выбрал бы поиск — { $best }; неточностей { $inaccuracy }, ошибок { $mistake }, грубых ошибок { $blunder }; средняя потеря { $loss }
cli-no-decisions = у игрока { $who } в этой записи не было выбора
cli-analysis-written = разбор сохранён в { $path }

## koloda simulate

cli-simulating = Моделирование: { $game }
cli-sim-title = { $game }: партий { $games }
cli-col-bot = бот
cli-col-win-rate = доля побед
cli-col-ci = 95% ДИ
cli-col-mean-rank = средний ранг
cli-mean-length = средняя длина партии: { $value } действий
cli-first-seat-advantage = преимущество первого места: { $value }
# процентные пункты: разность двух долей
cli-percentage-points = п.п.
cli-out-written = результаты сохранены в { $path }
cli-sim-missing = моделирование недоступно в этой установке: { $reason }
cli-simulate-bots-only = в моделировании играют только боты: чтобы сесть за стол, `koloda play`

## koloda study

cli-studying = Исследование { $game }
cli-col-level = уровень
cli-col-settings = настройки
cli-col-games = партий
cli-col-interval = 95% интервал
cli-all-pooled = все вместе
cli-against-all = против всех
cli-col-rating = рейтинг
cli-col-below = против нижнего
cli-ladder-note = рейтинг: μ по OpenSkill (95% интервал); очки: против всех остальных уровней, ничья — половина; против нижнего: очки против уровня ниже (95% интервал)
cli-solo-note = против нижнего: раздачи, выигранные уровнем там, где уровень ниже проиграл / проигранные там, где тот выиграл
cli-levels-title = { $game }: доля побед игрока по уровням ({ $games } партий на настройку, бот { $bot })
cli-not-falling = доля побед не падает с уровня { $a } на уровень { $b }: { $ra } → { $rb }
cli-out-of-line = { $label } (уровень { $level }, { $rate }) выбивается к уровню { $other } ({ $orate })
cli-falls = доля побед падает с каждым уровнем
cli-plot-written = график записан в { $path }
cli-matrix-title = { $game }: доля побед строки против столбца ({ $games } партий на порядок мест, бот { $bot })
cli-first-seat-rate = доля побед первого места по всем парам: { $rate } ({ $lo } – { $hi })
cli-no-levels = для { $game } не заданы уровни сложности (STUDIES в модуле balance)
cli-ladder-title = { $game }: рейтинги уровней (OpenSkill, { $games } партий на пару, зерно { $seed })
cli-versus-title = { $game }, игроков: { $players }: { $challenger } на одном месте, { $field } на остальных ({ $games } раздач на место, зерно { $seed })
cli-versus-score = { $challenger } набирает { $score } против { $field } (95% интервал { $lo }–{ $hi }, партий: { $games }): 1 за место выше, 1/2 за то же, 0 за ниже, против каждого другого места
cli-h2h-title = { $game }: очки строки против столбца (ничья — половина)
cli-step-clear = { $upper } явно сильнее, чем { $lower }: { $score } ({ $lo } – { $hi }) в личных встречах
cli-step-unclear = { $upper } не показал явного превосходства над { $lower }: { $score } ({ $lo } – { $hi }) в личных встречах (нужно не меньше { $margin } и интервал выше 50%)
cli-no-ladder = у { $game } нет лестницы уровней: нужны два места (или одно) и хотя бы два бота
cli-solo-title = { $game }: доли побед уровней на одних и тех же { $games } раздачах (зерно { $seed })
cli-solo-clear = { $upper } явно сильнее, чем { $lower }: { $rate } ({ $lo } – { $hi }) против { $lrate } ({ $llo } – { $lhi }), интервалы не пересекаются
cli-solo-unclear = { $upper } не показал явного превосходства над { $lower }: { $rate } ({ $lo } – { $hi }) против { $lrate } ({ $llo } – { $lhi }), интервалы пересекаются
cli-no-entrants = для { $game } не заданы пары для сравнения (STUDIES в модуле balance)

## koloda study collusion (Durak's collusion detector, docs/fair-play.md)

cli-collusion-title = «Дурак»: пары, отмеченные как сговор (клубов из шести с парой сговорщиков: { $clubs }, без неё: { $honest }; общих партий у пары: { $games }; зерно { $seed })
cli-collusion-col-pairs = пары
cli-collusion-col-count = число
cli-collusion-col-by = отмечено к общей партии { $games }
cli-collusion-row-colluders = пары сговорщиков
cli-collusion-row-colluders-level = пары сговорщиков, слабейший — { $level }
cli-collusion-row-honest = честные пары (никто не в сговоре)
cli-collusion-row-mixed = сговорщик и другой игрок
cli-collusion-row-not-colluding = все пары не в сговоре
cli-collusion-summary = сыграно партий: { $games }, за { $seconds } с; уровни: { $levels }; сговорщики щадят напарника при каждом решении с вероятностью { $spare }; пара отмечается, как только её оценка не больше { $pair }, а оценка каждого направления не больше { $each } (проверка после каждой общей партии)
cli-collusion-first = пары сговорщиков впервые отмечены к общей партии: половина — к { $median }, девять из десяти — к { $ninety }, последняя из отмеченных — к { $last }; не отмечены ни разу: { $never }
cli-collusion-target-met = цель достигнута: к общей партии 50 отмечено { $caught } пар сговорщиков (нужно не меньше 90%) и { $wrong } остальных (нужно не больше 1%)
cli-collusion-target-unmet = цель не достигнута: к общей партии 50 отмечено { $caught } пар сговорщиков (нужно не меньше 90%) и { $wrong } остальных (нужно не больше 1%)
cli-collusion-bad-level = неизвестный уровень { $level }: уровни «Дурака» — { $known }
cli-help-collusion-games = Сколько общих партий играет каждая пара (доли отмеченных даются к 20, 50, 100 и к этому числу)
cli-help-collusion-clubs = Клубы из шести с парой сговорщиков
cli-help-collusion-honest-clubs = Клубы из шести без неё
cli-help-collusion-levels = Уровни лестницы, из которых выбираются игроки, через запятую (expert: около 3 с ядра на партию)
cli-help-collusion-spare = Вероятность, с которой сговорщик щадит напарника при каждом решении (1 — всегда)

## koloda bench

cli-benchmarking = Замеры
cli-bench-title = Замеры скорости
cli-col-benchmark = замер
cli-col-figure = значение
cli-col-unit = единица
cli-bench-ratios = отношение к аналогам (значение koloda ÷ их значение): { $peers }
cli-bench-missing = замеры недоступны в этой установке: { $reason }
cli-bench-unit-actions = действий/с
cli-bench-unit-games = партий/с
cli-bench-unit-steps = шагов/с
cli-bench-unit-iterations = итераций/с

## koloda serve, koloda cluster

cli-server-missing = сервер недоступен в этой установке: { $reason }
# "процессов: N", а не "N процессов": число не согласуется ни с каким словом
cli-cluster-running = koloda на { $url }, за nginx; процессов: { $n } (журналы в { $folder }); Ctrl+C остановит их
cli-cluster-process = {"  "}процесс { $i }: { $url }
cli-cluster-ops = {"  "}  его служебный порт (метрики, koloda admin status): { $url }

## koloda learn

cli-lessons-title = { $game }: уроки
cli-col-lesson = урок
cli-lesson-head = Урок { $n } из { $count }: { $title }
cli-learn-goal = Задача: { $goal }
cli-learn-help = Введите номер хода или его название. Можно и назвать карту ("10D" или "8C 8D" для нескольких; в Clash of Decks — ключ карты и ряд: "brute 1") или ввести ход в JSON — и узнать, что скажут правила. подсказка: подсказка; заново: начать урок сначала; дальше: следующий урок; q: выход.
cli-learn-prompt = ваш ход (подсказка, ?)
cli-learn-hint = Подсказка: { $hint }
cli-learn-refused = Так нельзя по правилам: { $reason }
cli-learn-try-again = Позиция урока восстановлена: попробуйте ещё раз.
cli-learn-next = Нажмите Enter, чтобы перейти к следующему уроку.
cli-learn-all-done = Все уроки ({ $count }) пройдены. Теперь сыграйте по-настоящему: koloda play { $game }
cli-learn-no-lesson = урока { $n } нет: выберите от 1 до { $count }
cli-learn-words-help = помощь, справка
cli-learn-words-hint = подсказка, п
cli-learn-words-again = заново, сначала
cli-learn-words-skip = дальше, пропустить урок
cli-learn-words-top = верх, верхний
cli-learn-words-bottom = низ, нижний

## koloda train, koloda export

cli-train-missing = для обучения нужны PyTorch и дополнение rl: pip install 'koloda[rl]' ({ $reason })
cli-training = Обучение: { $game }, игроков: { $players }
cli-train-status = партий { $games }, обновлений { $updates }, ошибка { $loss }, очки против random { $score }
cli-train-done =
    Сыграно { $games } партий за { $minutes } мин (очки против random { $score }). Модель: { $model }
    Сыграть с ней: koloda play { $game } --seat human --seat neural:{ $model }   Журнал: { $log }
cli-exported =
    Модель { $model } ({ $game }, игроков: { $players }) записана в { $out }
    Сыграть с ней без PyTorch: koloda play { $game } --seat human --seat neural:{ $out }
cli-imitate-bad = --imitate ждёт БОТ=ПАРТИЙ, например heuristic=20000 (а указано { $text })
cli-export-not-npz = OUT должен оканчиваться на .npz (а не { $name })

## Help of the commands and their options (shown as "English / русский")

cli-help-analyse-out = записать разбор в этот файл JSON
cli-help-analyse-seat = чьи решения разбирать
cli-help-batch-games = партий дурака, идущих бок о бок в пакетном движке на C (игры с собой, с эвристикой и случайным ботом, оценки в отчётах, партии эвристического учителя; сеть оценивает шаг всех их за один проход); 0: все партии по одной на Python
cli-help-best-games = партий в каждом таком замере
cli-help-budget = итераций поиска на решение
cli-help-cluster-bot-workers = процессов для ботов у каждого
cli-help-cluster-db = адрес базы PostgreSQL
cli-help-export-model = model.pt (или checkpoint.pt) обучения
cli-help-export-out = файл .npz, который записать
cli-help-game = id игры
cli-help-games = число партий
cli-help-host = адрес
cli-help-imitate = до игры с собой научиться выбирать как этот бот в стольких его партиях против эвристического бота игры, можно несколько (партии хранятся в папке обучения)
cli-help-imitate-epochs = проходов по решениям учителей
cli-help-json = вывести итоги одним объектом JSON
cli-help-help = показать эту справку и выйти
cli-help-keep-best = мерить сеть против этого бота при каждом отчёте (одни и те же раздачи) и хранить в model.pt лучшие веса (последние — в latest.pt)
cli-help-koloda = колода: карточные игры — играть, изучать, запускать сервер.
cli-help-ladder-bots = оценить эти боты вместо уровней игры, от слабого к сильному
cli-help-ladder-game = id игры
cli-help-ladder-games = партий на пару уровней, половина на каждый порядок мест (чётное)
cli-help-versus-game = id игры, например durak
cli-help-versus-challenger = бот на одном месте (спецификация или уровень)
cli-help-versus-field = бот на всех остальных местах
cli-help-versus-players = игроков за столом
cli-help-versus-games = раздач, каждая сыграна с претендентом на каждом месте по очереди
cli-help-lang = язык: ru или en (по умолчанию из KOLODA_LANG или LANG)
cli-help-learn-game = id игры
cli-help-lesson = начать с урока N (по умолчанию 1)
cli-help-levels = все уровни сложности игры
cli-help-levels-game = id игры
cli-help-levels-seat = бот на месте игрока
cli-help-lr = скорость обучения
cli-help-lr-end = скорость обучения в конце: убывает от --lr за время обучения
cli-help-markdown = вывести таблицы Markdown
cli-help-matchups-game = id игры
cli-help-matchups-seat = бот на обоих местах
cli-help-minutes = минут обучения всего (продолженное обучение идёт до этого итога)
cli-help-names = имена людей по порядку мест (по умолчанию — обычные имена)
cli-help-nginx-port = порт nginx
cli-help-opponent = бот, против которого сеть тоже играет, можно несколько (по умолчанию эвристический бот игры)
cli-help-opponent-share = доля партий против них; 0: только игра с собой
cli-help-option = параметр игры, можно несколько (см. `koloda games`)
cli-help-peers = сравнить с аналогами, если есть
cli-help-play-record = записать партию в этот файл
cli-help-play-seed = зерно тасовки (по умолчанию случайное)
cli-help-players = игроков
cli-help-plot = записать график PNG
cli-help-port = порт
cli-help-processes = процессов koloda
cli-help-ray = считать на Ray, итоги те же, что на локальных процессах: local (новый Ray на этой машине), auto (кластер этой машины) или адрес кластера
cli-help-record-file = файл записи партии
cli-help-replay-seat = чей взгляд показывать (по умолчанию зрителя)
cli-help-resume = продолжить обучение из --out
cli-help-search-seed = зерно поиска
cli-help-seat = по одному на место: human, уровень (beginner ... expert) или бот
cli-help-seed = базовое зерно
cli-help-serve-bot-workers = процессов для ботов (по умолчанию: ядер - 1, от 2 до 4)
cli-help-serve-cluster = один из нескольких процессов на общей базе PostgreSQL за nginx (см. deploy/)
cli-help-serve-db = адрес базы данных SQLAlchemy (по умолчанию встроенная SQLite)
cli-help-simulate-out = записать все партии в этот файл (JSON lines)
cli-help-no-batch = играть на Python, даже где мог бы пакетный движок на C (Дурак со случайными и эвристическими ботами)
cli-help-simulate-plot = с --levels: график PNG
cli-help-step = ждать Enter между действиями, показывая стол
cli-help-admin = база данных сервера вручную: то, что делает его владелец
cli-help-admin-tournament = номер турнира (конец адреса его страницы)
cli-admin-cancelled = Турнир { $id } отменён: его больше нет в списках, заявки сняты.
cli-help-admin-handle = имя аккаунта
cli-help-admin-days = за сколько последних дней читать
cli-help-admin-scan-games = не больше стольких партий, самых новых
cli-admin-no-account = Активного аккаунта { $handle } нет.
cli-admin-granted = { $handle } теперь модератор: страница /mod ему открыта.
cli-admin-revoked = { $handle } больше не модератор.
cli-admin-was-moderator = { $handle } уже был модератором.
cli-admin-was-not-moderator = { $handle } и не был модератором.
cli-help-admin-reason = Причина в нескольких словах: она останется в журнале модерации, и владелец аккаунта прочтёт её на странице аккаунта
cli-admin-disabled = Аккаунт { $handle } закрыт: выход на всех устройствах, вход закрыт, заявки на турниры сняты (koloda admin enable-account снова его откроет).
cli-admin-enabled = Аккаунт { $handle } снова открыт: владелец входит со своим паролем.
cli-admin-scanned = Прочитано рейтинговых партий «Дурака»: { $games }; пар под подозрением: { $flags }, новых в очереди модераторов: { $added }.
cli-help-study = исследования баланса, заданные игрой.
cli-help-study-games = партий на настройку или порядок мест
cli-help-train-game = игра
cli-help-train-out = папка обучения
cli-help-train-seed = зерно обучения
cli-help-workers = число процессов
cli-help-admin-ops-urls = служебный порт каждого процесса, например http://127.0.0.1:9100 (serve --ops)
cli-help-admin-backup-path = файл резервной копии
cli-help-admin-replace = заменить таблицы koloda, которые уже есть в базе
cli-help-admin-table = номер стола (конец адреса его страницы)
cli-help-admin-limits = какие пределы изменить, например playing_per_client=3
cli-help-admin-env = файл окружения процессов (его читают их юниты systemd)
cli-help-serve-log-format = строки журнала текстом или по объекту JSON в строке (json)
cli-help-serve-ops = служебный порт (ХОСТ:ПОРТ, локальный): /metrics и /ops/... отвечают только там
cli-admin-backup-kind = Не умею копировать и восстанавливать базу { $kind }: только файлы SQLite и PostgreSQL.
cli-admin-no-backup = Файла { $path } нет.
cli-admin-backup-mismatch = { $path } — не копия базы { $kind }.
cli-admin-restore-not-empty = В этой базе уже есть таблицы koloda: восстановите копию в пустую базу или добавьте --replace.
cli-admin-no-binary = Не найден { $name }: установите пакет Debian postgresql-client (той же версии, что сервер, или новее).
cli-admin-backup-failed = { $name } не справился: { $why }
cli-admin-backed-up = База { $kind } скопирована в { $path } ({ $size } байт).
cli-admin-restored = Копия { $path } восстановлена в базу { $kind }; миграции доведены до последней.
cli-admin-unreachable = { $url } не отвечает: { $why }
cli-admin-not-ops = { $url } — не служебный порт koloda (статус { $status }): запускайте каждый процесс с --ops 127.0.0.1:ПОРТ.
cli-admin-status = { $url }: { $process }, koloda { $version }, миграция { $migration } (последняя { $head }), готов: { $ready } ({ $parts }); столы: { $tables }
cli-admin-table = { $url } { $id } { $game } { $status }, ходов: { $moves }, подключено: { $connected }: { $seats }
cli-admin-no-tables = { $url }: в памяти нет столов.
cli-admin-ended = Стол { $id } завершён на { $url }: { $status }.
cli-admin-table-nowhere = Ни один из названных процессов не ведёт стол { $id }.
cli-admin-bad-figure = «{ $figure }» — не ИМЯ=ЧИСЛО, например playing_per_client=3.
cli-admin-limits = { $env }: KOLODA_LIMITS={ $limits } (перезапускайте процессы по одному, чтобы применить)
cli-admin-migrated = База на миграции { $migration }.
