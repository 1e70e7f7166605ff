"""Every phrase the command line prints, in English and Russian, in one place."""

from __future__ import annotations

from koloda.core import Text

ERROR = Text("error", "ошибка")
SEE_HELP = Text("see `{command} --help`", "см. `{command} --help`")
INTERRUPTED = Text("interrupted", "прервано")

# koloda games
GAMES_TITLE = Text("Games", "Игры")
COL_ID = Text("id", "id")
COL_TITLE = Text("title", "название")
COL_PLAYERS = Text("players", "игроки")
OPTIONS_TITLE = Text("Options (default; choices) — set with --option name=value",
                     "Параметры (по умолчанию; варианты) — задаются через --option имя=значение")
COL_BOTS = Text("bots", "боты")
LEVELS_LINE = Text("levels: {levels}", "уровни: {levels}")
BOTS_LINE = Text("bots: {bots}", "боты: {bots}")
UNAVAILABLE_TITLE = Text("Unavailable here", "Здесь недоступны")
COL_REASON = Text("reason", "причина")
NO_GAMES = Text("no game can be played here", "здесь нет доступных игр")
NO_RULES = Text("{game} ships no rules page", "у игры {game} нет страницы правил")

# koloda play
YOU = Text("you", "вы")
PERSON = Text("person", "человек")
PASS_DEVICE = Text("Pass the device to {who}. Press Enter when only they can see the screen.",
                   "Передайте устройство: {who}. Нажмите Enter, когда экран видит только он.")
YOUR_MOVE = Text("{who}, your move", "{who}, ваш ход")
YOU_MAY = Text("{who}, you may act (Enter to pass)", "{who}, можно сходить (Enter: пропустить)")
PASS_CHOICE = Text("pass", "пропустить")
PROMPT = Text("choice", "выбор")
TYPE_TEXT = Text("{label}: type it", "{label}: введите текст")
HELP = Text(
    "Type the number of an action or its label; Enter passes when passing is allowed; "
    "? shows this help; q quits.",
    "Введите номер действия или его название; Enter пропускает ход, если это разрешено; "
    "? показывает эту справку; q завершает игру.",
)
BAD_NUMBER = Text("there is no action {n}: choose 1 to {count}",
                  "действия {n} нет: выберите от 1 до {count}")
MUST_CHOOSE = Text("you must act now: choose 1 to {count} (? for help)",
                   "сейчас нужно сходить: выберите от 1 до {count} (? — справка)")
UNKNOWN_INPUT = Text("{text!r} is not an action here: type 1 to {count}, ? for help",
                     "{text!r} — не действие: введите от 1 до {count}, ? — справка")
AMBIGUOUS = Text("{text!r} matches {n} actions: type the number",
                 "{text!r} подходит к {n} действиям: введите номер")
CONFIRM_QUIT = Text("Quit this game? [y/N]", "Выйти из игры? [д/Н]")
QUIT = Text("game abandoned", "игра прервана")
INPUT_ENDED = Text("input ended: game abandoned", "ввод закончился: игра прервана")
TIMER_NOTE = Text("(the rules give {seconds:g} s here; the terminal does not hurry you)",
                  "(по правилам на это {seconds:g} с; в терминале время не ограничено)")
THINKING = Text("{who} is thinking…", "{who} думает…")
GAME_OVER = Text("Game over", "Игра окончена")
COL_SEAT = Text("seat", "№ за столом")
COL_PLAYER = Text("player", "игрок")
COL_RANK = Text("place", "место")
COL_SCORE = Text("score", "очки")
RECORD_WRITTEN = Text("record written to {path}", "запись партии сохранена в {path}")
SEED_USED = Text("seed {seed}", "зерно {seed}")
NO_SEATS_HINT = Text("seats: {seats}", "места: {seats}")

# koloda replay
STEP_PROMPT = Text("Enter: next action, q: stop", "Enter: следующее действие, q: стоп")
RULES_SIDE = Text("rules", "правила")
START = Text("Start", "Начало")
FINAL = Text("Final outcome", "Итог")
NOT_FINISHED = Text("the record ends before the game does", "запись обрывается до конца игры")
STOPPED = Text("stopped", "остановлено")

# koloda analyse
ANALYSING = Text("Analysing {who}'s decisions", "Разбор решений: {who}")
ANALYSIS_TITLE = Text("{game}: {who}'s decisions ({budget} iterations each)",
                      "{game}: решения — {who} ({budget} итераций на ход)")
COL_MOVE = Text("move", "ход")
COL_PLAYED = Text("played", "сыграно")
COL_BEST = Text("best", "лучший ход")
COL_CHANCE_PLAYED = Text("win chance played", "шанс: сыграно")
COL_CHANCE_BEST = Text("win chance best", "шанс: лучший")
COL_VERDICT = Text("verdict", "оценка")
VERDICT_NAMES = {"inaccuracy": Text("inaccuracy", "неточность"),
                 "mistake": Text("mistake", "ошибка"),
                 "blunder": Text("blunder", "грубая ошибка")}
DECLINE = Text("wait (let the others act)", "подождать (пусть ходят другие)")
ANALYSIS_SUMMARY = Text(
    "{who}: {decisions} decisions, {best} as the search would play; {inaccuracy} inaccuracies, "
    "{mistake} mistakes, {blunder} blunders; mean loss {loss}",
    "{who}: решений {decisions}, как выбрал бы поиск — {best}; неточностей {inaccuracy}, "
    "ошибок {mistake}, грубых ошибок {blunder}; средняя потеря {loss}")
NO_DECISIONS = Text("{who} had no choice to make in this record",
                    "у игрока {who} в этой записи не было выбора")
ANALYSIS_WRITTEN = Text("analysis written to {path}", "разбор сохранён в {path}")

# koloda simulate
SIMULATING = Text("Simulating {game}", "Моделирование: {game}")
SIM_TITLE = Text("{games} games of {game}", "{game}: партий {games}")
COL_BOT = Text("bot", "бот")
COL_WINS = Text("wins", "победы")
COL_WIN_RATE = Text("win rate", "доля побед")
COL_CI = Text("95% CI", "95% ДИ")
COL_MEAN_RANK = Text("mean rank", "средний ранг")
MEAN_LENGTH = Text("mean game length: {value} actions", "средняя длина партии: {value} действий")
FIRST_SEAT = Text("first-seat advantage: {value}", "преимущество первого места: {value}")
OUT_WRITTEN = Text("results written to {path}", "результаты сохранены в {path}")
SIM_MISSING = Text("simulation is not available in this installation: {reason}",
                   "моделирование недоступно в этой установке: {reason}")

# koloda study (the tables; the titles and verdicts are in koloda.cli.commands.study)
COL_LEVEL = Text("level", "уровень")
COL_SETTINGS = Text("settings", "настройки")
COL_GAMES = Text("games", "партий")
COL_INTERVAL = Text("95% interval", "95% интервал")
ALL_POOLED = Text("all pooled", "все вместе")
AGAINST_ALL = Text("against all", "против всех")
COL_RATING = Text("rating", "рейтинг")
COL_SCORE = Text("score", "очки")
COL_BELOW = Text("vs below", "против нижнего")
LADDER_NOTE = Text(
    "rating: OpenSkill's μ (95% interval); score: against all the other levels, draws count "
    "half; vs below: the score against the level below (95% interval)",
    "рейтинг: μ по OpenSkill (95% интервал); очки: против всех остальных уровней, ничья — "
    "половина; против нижнего: очки против уровня ниже (95% интервал)")
COL_SWING = Text("vs below", "против нижнего")
SOLO_NOTE = Text(
    "vs below: the deals a level won where the level below lost / the deals it lost where that "
    "one won",
    "против нижнего: раздачи, выигранные уровнем там, где уровень ниже проиграл / проигранные "
    "там, где тот выиграл")

# koloda bench
BENCHMARKING = Text("Benchmarking", "Замеры")
BENCH_TITLE = Text("Benchmarks", "Замеры скорости")
COL_NAME = Text("benchmark", "замер")
COL_FIGURE = Text("figure", "значение")
COL_UNIT = Text("unit", "единица")
BENCH_RATIOS = Text("ratio to peers (koloda's figure ÷ theirs): {peers}",
                    "отношение к аналогам (значение koloda ÷ их значение): {peers}")
BENCH_MISSING = Text("benchmarks are not available in this installation: {reason}",
                     "замеры недоступны в этой установке: {reason}")

# koloda serve
SERVER_MISSING = Text("the server is not available in this installation: {reason}",
                      "сервер недоступен в этой установке: {reason}")
