# koloda.sim: texts in Russian (docs/messages.md). Ids start with "sim-".

# Партии (koloda.sim.simulate).
sim-games-at-least-one = число партий должно быть не меньше 1
sim-workers-at-least-one = число процессов должно быть не меньше 1
sim-game-stalled = партия { $index } (зерно { $seed }) зависла: { $error }
sim-records-cannot-write = не удаётся записать партии в { $path }: { $error }
sim-ray-missing = Ray не установлен: pip install 'koloda[ray]'
sim-ray-unreachable = кластер Ray по адресу { $address } не отвечает ({ $reason })
sim-ray-failed = партии на Ray не удались: { $reason }
sim-batched = партии идут в пакетном движке (C, один процесс): все места — боты, которые он умеет; --no-batch играет их на Python
sim-batched-pairings = пар в пакетном движке (C, один процесс): { $count } из { $total } — в них все места занимают боты, которые он умеет; --no-batch играет их на Python
sim-batch-record-differs = партия { $index } (зерно { $seed }): партия пакета не приходит в правилах на Python к тому же итогу

sim-tournament-two-bots = для турнира нужно хотя бы два бота
sim-tournament-games = каждой паре нужно хотя бы 2 партии (по одной на каждый порядок мест)
sim-bench-no-position = { $game }: партия кончилась раньше, чем нашлась позиция

# Строки koloda bench (bench.py, peers.py): $game — id игры, $players — сколько мест, $games —
# сколько партий пакет играет разом.
sim-bench-random-playouts = { $game }, { $players } игр.: случайные доигрывания
sim-bench-actions = { $row }: действия
sim-bench-games = { $row }: партии
sim-bench-matches = { $game }, { $players } игр.: play_match (случайные боты)
sim-bench-env = { $game }, { $players } игр.: rl env.step + наблюдение
sim-bench-env-batched = { $game }, { $players } игр.: rl env.step пакетом + наблюдение ({ $games } партий)
sim-bench-heuristic-python = { $game }, { $players } игр.: play_match (эвристические боты)
sim-bench-heuristic-batched = { $game }, { $players } игр.: эвристика против эвристики пакетом ({ $games } партий)
sim-bench-batch-random = { $game }, { $players } игр.: случайные доигрывания пакетом ({ $games } партий)
sim-bench-batch-heuristic = { $game }, { $players } игр.: эвристические доигрывания пакетом ({ $games } партий)
sim-bench-ismcts = ismcts в { $game }, { $players } игр.
sim-bench-ismcts-midgame = ismcts в { $game }, { $players } игр., середина партии ({ $moves } случайных действий)
sim-bench-ismcts-default = { $row }, по умолчанию ({ $playouts })
sim-bench-ismcts-other = { $row } ({ $playouts })
sim-bench-playouts-to-end = доигрывания до конца
sim-bench-playouts-estimate = доигрывания до { $depth } + оценка игры
sim-bench-playouts-neutral = доигрывания до { $depth } + нейтральное значение
sim-bench-peer = аналог: { $peer }, случайные доигрывания
sim-bench-peers = аналоги
sim-bench-python-path = путь на Python (play_match)
sim-bench-not-measured = не измерено: { $error }
sim-bench-not-measured-rl = не измерено: { $error } (pip install 'koloda[rl]')
sim-bench-target-openspiel = цель: { $times }× к crazy_eights из OpenSpiel на Python
sim-bench-target-rlcard = цель: { $times }× к env.step uno из RLCard
sim-bench-no-openspiel = без отношения: OpenSpiel не установлен (pip install 'koloda[peers]')
sim-bench-no-rlcard = без отношения: rlcard не установлен (pip install 'koloda[peers]')
sim-bench-no-peers = без отношения: аналоги не замерялись (--no-peers)
sim-bench-peers-skipped = пропущены (--no-peers)
sim-bench-peer-missing = не установлен (pip install 'koloda[peers]')
sim-bench-peer-players = { $players } игр.

# Лестницы уровней ботов (koloda.sim.ladder), таблицами Markdown.
sim-ladder-two-levels = для лестницы нужно хотя бы два уровня
sim-ladder-games = партий на пару должно быть чётное число, не меньше 2 (половина на каждый порядок мест), а не { $games }
sim-ladder-head = | уровень | бот | рейтинг (95% интервал) | очки против всех | против уровня ниже |
# Угол таблицы встреч: строки против столбцов.
sim-ladder-corner = ↓ против →
sim-solo-ladder-head = | уровень | бот | доля побед (95% интервал) | партий | выиграл, где нижний проиграл / наоборот | интервал выше нижнего |
sim-yes = да
sim-no = нет

# Исследования баланса (koloda.sim.studies).
sim-no-balance-study = для { $game } не задано исследование баланса (нет модуля { $module })
sim-level-mismatch = { $label }: указан в уровне { $level }, а задан другой
sim-plot-needs-matplotlib = для графика нужен matplotlib: pip install matplotlib ({ $error })
sim-plot-cannot-write = не удаётся записать график в { $path }: { $error }
sim-plot-level-pooled = уровень (все настройки)
sim-plot-single-settings = отдельные настройки
sim-plot-x = уровень сложности
sim-plot-y = доля побед игрока (95% интервал)
sim-plot-title = { $game }: бот { $bot }, { $games } партий на настройку
sim-levels-head = | уровень | партий | доля побед | 95% интервал |
sim-configs-head = | уровень | настройки | доля побед | 95% интервал | средняя длина |
sim-matchups-corner = ↓ против →
sim-matchups-all = против всех
sim-matchups-first-seat = Доля побед первого места по всем парам: { $rate } ({ $low }–{ $high }), { $games } партий.
