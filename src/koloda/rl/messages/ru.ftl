# koloda.rl: texts in Russian (docs/messages.md). Ids start with "rl-".

# Файлы моделей (koloda.rl.network, koloda.rl.train, koloda.rl.neural).
rl-no-model-file = нет файла модели { $path }
rl-not-a-model = { $path } — не модель koloda ({ $error })
rl-model-does-not-fit = { $path } — не модель koloda (описание не сходится с весами)
rl-model-format = { $path } — не модель koloda (формат { $format })

# Нейросетевой бот.
rl-neural-needs-torch = нейросетевому боту нужен PyTorch, чтобы прочесть { $path }: pip install 'koloda[rl]' или играйте экспортом в NumPy (koloda export) ({ $error })
rl-model-other-game = модель { $path } обучена для { $trained }, а не для { $game }
rl-model-other-players = модель { $path } играет на { $trained } игроков, а не на { $players }
rl-model-other-options = модель играет в { $game } с параметрами { $trained }, а не с параметрами этого стола
rl-no-shipped-model = для { $game } нет готовой модели: обучите её (koloda train { $game }) и укажите neural:ПУТЬ
rl-no-shipped-model-players = для { $game } на { $players } игроков нет готовой модели: обучите её (koloda train { $game } --players { $players }) и укажите neural:ПУТЬ

# Обучение (koloda train).
rl-train-folder-taken = в { $folder } уже есть обучение: продолжите его или выберите другую папку
rl-train-learning-rate = скорость обучения должна быть больше 0
rl-resume-missing = нечего продолжать: нет файла { $path }
# $key: настройка обучения, $old: её значение там, $new: указанное значение.
rl-resume-mismatch = нельзя продолжить: у обучения в { $folder } { $key }={ $old }, а не { $new }

# Где обучение играло партии (koloda.rl.train.engines_text): $batch и $python перечисляют части.
rl-train-engines = в пакете на C: { $batch }; по одной партии на Python: { $python }
rl-train-part-self-play = игра с собой
rl-train-part-rivals = партии с соперниками
rl-train-part-teachers = партии учителей
rl-train-part-score-vs-random = оценка против random
rl-train-part-score-vs-best-against = оценка для --keep-best-against
rl-train-part-none = ничего

# Пакетная среда дурака (koloda.rl.batch).
rl-batch-not-built = пакетная среда для дурака не собрана: переустановите koloda там, где есть компилятор C (Debian: apt-get install gcc python3-dev)
rl-batch-games = в пакете хотя бы одна партия, а не { $games }

# Пакетная среда «Дворца» (koloda.rl.palace_batch).
rl-palace-batch-not-built = пакетная среда для «Дворца» не собрана: переустановите koloda там, где есть компилятор C (Debian: apt-get install gcc python3-dev)
