# Собственные слова браузерного клиента (русский). Тексты игр приходят из каталогов сервера.
# Идентификаторы — ключи, которые запрашивает код (`t("lobby.title")` читает `lobby-title`).

## Карты (cards.js): полное имя карты, её подсказка и то, что читает экранный диктор. Те же
## слова, что у core-card-name в каталоге ядра (tests/test_texts.py следит за этим).
card-name = { $rank ->
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

## Приложение
app-name = колода

## Переключатель языка
lang-switch = Switch to English


## Звук
sound-mute = Выключить звук
sound-unmute = Включить звук
## Ошибки
error-generic = Что-то пошло не так
error-http = Ошибка HTTP { $status }
error-unreachable = Сервер недоступен

## Лобби
lobby-title = колода: лобби
lobby-playersRange = { $min }–{ $max } игроков
lobby-playersExactly = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
lobby-new = Новый стол
lobby-chooseGame = Выберите игру: её настройки откроются под ней.
lobby-playNow = Играть сейчас
lobby-playNowWhat = { $game } против бота ({ $level })
lobby-playNowNote = Одно нажатие — и игра с ботом начнётся сразу. Другая игра или уровень: выберите ниже, выбор запомнится.
lobby-game = Игра
lobby-players = Игроков
lobby-options = Параметры
lobby-noOptions = У этой игры нет параметров.
lobby-tableOptions = Настройки стола
lobby-seats = Места
lobby-seat = Место { $n }
lobby-yourName = Ваше имя
lobby-defaultName = Игрок
lobby-person = Человек (по ссылке)
lobby-otherBots = Другие боты
lobby-botKind = { $word } ({ $kind ->
    [random] ходит наугад
    [heuristic] играет по простым правилам
    [careless] ошибается
    [neural] обученная сеть
    [ismcts-fast] смотрит немного вперёд
   *[other] смотрит далеко вперёд
})
lobby-bot = Бот: { $name }
lobby-create = Создать стол
lobby-creating = Создаём…
lobby-open = Открытые столы
lobby-playing = Идущие игры
lobby-won = { $count ->
    [one] победа: { $names }
   *[other] победа на всех: { $names }
}
lobby-draw = ничья: { $names }
lobby-finished = Сыгранные партии
lobby-none = Сейчас нет.
lobby-join = Сесть
lobby-return = Вернуться
lobby-watch = Смотреть
lobby-replay = Повтор
lobby-loading = Загрузка…
lobby-unavailable = Недоступна: { $reason }
lobby-filled = занято мест: { $filled } из { $total }
lobby-points = очки: { $n }
lobby-pointsTotal = Очки: { $total } из { $need }
lobby-pointsOk = настройки дают ровно столько, сколько нужно уровню
lobby-pointsOff = настройки должны дать ровно { $need ->
    [one] { $need } очко
    [few] { $need } очка
   *[many] { $need } очков
}: измените их или уровень

## Стол
table-title = колода: стол
table-lobby = ← Лобби
table-waiting = Ждём игроков
table-invite = Ссылка-приглашение
table-inviteHint = Отправьте эту ссылку друзьям, которых зовёте за стол.
table-copy = Копировать
table-copied = Скопировано
table-addBot = Посадить бота
table-remove = Убрать
table-start = Начать игру
table-needAll = Перед началом все места должны быть заняты.
table-hostStarts = Игру начнёт хозяин стола, когда все места будут заняты.
table-join = Сесть за стол
table-full = Все места заняты.
table-leave = Встать из-за стола
table-leaveConfirm = Уйти из игры? Ваше место до конца сыграет бот.
table-youAreOut = Вы выбыли из игры.
table-outPlace = Вы выбыли: { $place }-е место.
table-outWatch = Можно смотреть, как играют остальные, или уйти.
table-onlyBots = Играют только боты: они могут сразу доиграть партию.
table-toTheEnd = Доиграть до конца
table-faster = Быстрее
table-normalPace = Обычный темп
table-hint = Подсказка
table-hinting = Думаю…
table-hintSays = Поиск советует: { $move } (шанс на победу около { $chance }%)
table-wait = подождать
table-hintsOn = Разрешить подсказки
table-hintsOff = Без подсказок
table-hintsNeedAll = За столом с другими людьми подсказки работают, когда их разрешит каждый.
table-hintsAgreed = { $count ->
    [0] Пока их никто не разрешил.
   *[other] Разрешили: { $names }.
}
table-hurrying = Боты доигрывают партию…
table-empty = свободно
table-bot = бот
table-you = вы
table-sortHand = Сортировать руку
table-unsortHand = Не сортировать руку
table-yourTurn = Ваш ход
table-youMay = Можно действовать
table-waitingFor = Ждём: { $names }
table-spectator = Вы зритель
table-log = Журнал
table-close = Закрыть
table-actions = Ваши действия
table-noActions = Сейчас вам нечего делать.
table-pickHint = Нажмите на карту, чтобы выбрать её; чтобы сыграть, нажмите дважды или перетащите её на стол.
table-chooseMove = Этими картами можно сделать разные ходы: выберите ход ниже.
table-cannotDrop = Сейчас эту карту туда положить нельзя.
table-goesWith = Этот ход кладёт ещё { $cards }: выберите { $count ->
    [one] и её
   *[other] и их
} или ход ниже
table-clear = Сбросить
table-moreMoves = Показать остальные ходы кнопками ({ $n })
table-connecting = Подключение…
table-online = На связи
table-offline = Связь потеряна, переподключаемся…
table-connected = на связи
table-disconnected = не на связи
table-notFound = Такого стола нет.
table-timer = { $seconds } с
table-gameOver = Игра окончена
table-abandoned = Игра остановлена: за столом никого не было 30 минут
table-place = Место
table-player = Игрок
table-score = Очки
table-youPlace = Ваше место: { $rank } из { $total }
table-youWon = Вы победили!
table-draw = Ничья
table-youShare = вы
table-sharedPlace = { $place ->
    [1] Первое место
   *[other] { $place }-е место
} делят: { $names }
table-winner = Победитель: { $name }
table-playAgain = Сыграть ещё
table-joinAgain = К следующей партии
table-replay = Смотреть повтор
table-hide = Показать стол
table-results = Итоги
table-notSent = Нет связи: действие не отправлено.

## Доска «Дворца»
palace-pile = Стопка
palace-stock = Колода
palace-burned = Сожжено
palace-hand = Рука
palace-ready = обмен закончен
palace-finished = вне игры, { $rank }-е место
palace-out = вышел
palace-phase-swap = Обмен: меняйте карты руки на открытые, затем объявите готовность.
palace-phase-over = Игра окончена
palace-toBeat = бить: { $card }
palace-pickUps = Игра остановится после { $limit } взятий стопки: осталось { $left }
palace-outOfTurn = Вне очереди: положите { $cards } и соберите четыре одинаковые, пока не походит { $who }
palace-mayAdd = Вы добрали { $cards }: можно доложить в стопку, пока не походит { $who }
palace-known = известные карты этой руки

## Доска «Дурака»
durak-trump = Козырь
durak-stock = Колода
durak-discard = Отбой
durak-attacker = ходит
durak-defender = отбивается
durak-taking = берёт
durak-passed = пас
durak-out = вне игры
durak-durak = дурак
durak-table = Стол
durak-emptyTable = На столе пока нет карт
durak-noDurak = Ничья: дурака нет

## generic
generic-view = Что вам видно

## Страница повтора
replay-title = колода: повтор
replay-heading = Повтор партии
replay-first = « Начало
replay-prev = ◀ Назад
replay-next = Вперёд ▶
replay-last = Конец »
replay-play = Пуск
replay-pause = Пауза
replay-moves = Ходы
replay-step = Ход { $n } из { $total }
replay-startPos = Раздача
replay-by = { $name }: { $action }
replay-seatView = Глазами
replay-everyone = зрителя

## scattergories.js
scattergories-press = Я знаю!
scattergories-keys = Пробел или Enter
scattergories-letter = Буква
scattergories-category = Категория
scattergories-left = осталось { $n }
scattergories-queue = Нажали по порядку
scattergories-nobody = Пока никто не нажал
scattergories-answering = отвечает
scattergories-yourAnswer = Ваш ответ
scattergories-takeLetter = Ответить · взять букву
scattergories-takeCategory = Ответить · взять категорию
scattergories-enterHint = Enter отправит и возьмёт { $card }
scattergories-letterWord = букву
scattergories-categoryWord = категорию
scattergories-waitAnswer = { $who } отвечает…
scattergories-said = { $who } говорит:
scattergories-accept = Принять
scattergories-reject = Отклонить
scattergories-yes = да
scattergories-no = нет
scattergories-waiting = …
scattergories-judging = Судят остальные; не голосовал: значит «да»
scattergories-accepted = «{ $text }» принят: { $who } получает «{ $card }»
scattergories-rejected = «{ $text }» отклонён ({ $why })
scattergories-won = карточек: { $n }
scattergories-used = Уже были
scattergories-auto = автосудья: решает словарь
scattergories-failed = ошибся

## thirteenth_hour.js
thirteenth_hour-round = Раунд { $n }
thirteenth_hour-last = последний раунд
thirteenth_hour-stock = Колода
thirteenth_hour-discard = Сброс
thirteenth_hour-faceDown = ещё закрыты
thirteenth_hour-dealing = Раздаёт: { $who }
thirteenth_hour-deciding = { $who } может отказаться от карты рукой
thirteenth_hour-give = Отдать сюда
thirteenth_hour-giveTo = Отдать карту: { $who }
thirteenth_hour-dealer = раздаёт
thirteenth_hour-marker = маркер
thirteenth_hour-served = с картой
thirteenth_hour-points = { $points } из { $limit }
thirteenth_hour-kept = плюсов: { $n }
thirteenth_hour-empty = ряд пуст
thirteenth_hour-over = Игра окончена
thirteenth_hour-hand = рука
thirteenth_hour-return = возврат
thirteenth_hour-limit = 13→18
thirteenth_hour-draw = тянет ещё
thirteenth_hour-plus = зелёная: сразу в плюсы
thirteenth_hour-legend = Что значат символы
thirteenth_hour-meaning-plus = плюс: собирайте их, больше всех плюсов — победа
thirteenth_hour-meaning-hand = ладонь: отказаться от данной вам карты
thirteenth_hour-meaning-return = стрелка возврата: уходит в сброс вместе с последней картой ряда
thirteenth_hour-meaning-limit = 13→18: ваш ряд выдерживает до 18 очков
thirteenth_hour-meaning-draw = символ карты: взять ещё одну карту
scattergories-reason-empty = ответа нет
scattergories-reason-letter = начинается не на { $letter }
scattergories-reason-used = этот ответ уже приносил карточку в этой игре
scattergories-reason-lexicon = в словаре игры нет такого ответа для этой категории
scattergories-reason-judges = судьи не приняли ответ
scattergories-reason-timeout = время на ответ вышло
scattergories-reason-script = { $lang ->
    [ru] карточки русские: нужно русское слово на букву { $letter }
   *[en] карточки английские: нужно английское слово на букву { $letter }
}
scattergories-letterOf = { $lang ->
    [ru] русская буква
   *[en] английская буква
}
scattergories-answerIn = { $lang ->
    [ru] Русское слово на букву { $letter }
   *[en] Английское слово на букву { $letter }
}

## spiderman_strength.js, spiderman_dark.js
spiderman-deck = Колода
spiderman-known = известно снизу: { $n }
spiderman-out = вне игры
spiderman-starts = начинает
spiderman-calls = ведёт
spiderman-place = { $n }-е место
spiderman-round = Раунд { $n }
spiderman-roundOf = Раунд { $n } из { $limit }
spiderman-classic = Классический выбор: начинающий называет категорию для сравнения.
spiderman-nameHint = Назовите категорию: нажмите её на карточке.
spiderman-callHint = Назовите символ: нажмите его на карточке.
spiderman-top = Ваша верхняя карточка
spiderman-last = Прошлый раунд
spiderman-playoff = Переигровка
spiderman-wins = { $who } выигрывает раунд
spiderman-youWin = Вы выигрываете раунд
spiderman-draw = Ничья: карточки возвращаются
spiderman-over = Игра окончена
spiderman-aside = Вне игры { $n ->
    [one] { $n } карточка
    [few] { $n } карточки
   *[many] { $n } карточек
} (поровну не раздалось)
spiderman-kind-hero = герой
spiderman-kind-villain = злодей
spiderman-kind-bonus = бонус

## card_ball.js, card_ball/
card_ball-cards = { $n } { $n ->
    [one] карта
    [few] карты
   *[many] карт
}
card_ball-stock = Колода
card_ball-aside = Отложены
card_ball-gone = Сброшены
card_ball-hand = Ваша рука
card_ball-power = Сила
card_ball-elevation = Наклон кия
card_ball-spin = Винт (щёлкните по шару)
card_ball-shoot = Бить
card_ball-suggested = Подсказки
card_ball-pick = {"—"} выберите —
card_ball-dragAim = Тяните по столу, чтобы прицелиться
card_ball-dragPlace = Биток с руки: поставьте его в доме, затем цельтесь вне дома
card_ball-breakNote = Разбой: забейте шар или доведите до бортов не меньше четырёх шаров, иначе фол
card_ball-last = Последний удар
card_ball-foul = Фол
card_ball-potted = забиты
card_ball-legal = правильно, ничего не забито
card_ball-shots = Ударов
card_ball-penalty = штрафная карта
card_ball-foul-miss = ни один шар не задет
card_ball-foul-kitchen = первым задет шар в доме
card_ball-foul-no_rail = ни шара, ни борта
card_ball-foul-closed_break = слабый разбой: ничего не забито и до бортов дошло меньше четырёх шаров
card_ball-foul-scratch = биток в лузе
card_ball-foul-cue_off = биток за бортом
card_ball-foul-ball_off = шар за бортом
card_ball-foul-wrong_ball = шар без своей карты
card_ball-foul-right_and_wrong = правильный и неправильный шары
card_ball-rolling = Шары катятся…
card_ball-skip = Нажмите на стол, чтобы пропустить
card_ball-ring = Золотое кольцо: шар, на который у вас есть карта
card_ball-nextYou = Следующий удар ваш
card_ball-next = Следующий удар: { $name }
card_ball-aim = Прицел
card_ball-spinLabel = Винт
card_ball-tableLabel = Бильярдный стол, вид сверху

## clash_of_decks.js
clash_of_decks-ability-shards = Осколки
clash_of_decks-ability-pierce = Пронзание
clash_of_decks-ability-rage = Ярость
clash_of_decks-ability-protection = Защита
clash_of_decks-ability-immunity = Невосприимчивость
clash_of_decks-ability-berserk = Берсерк
clash_of_decks-ability-sprint = Спринт
clash_of_decks-turn = Ход { $n }
clash_of_decks-mana = маны: { $n }
clash_of_decks-top = верхний ряд
clash_of_decks-bottom = нижний ряд
clash_of_decks-bridge = мост
clash_of_decks-bastion = Бастион
clash_of_decks-fort = Форт
clash_of_decks-ai = Автомат
clash_of_decks-deck = колода: { $n }
clash_of_decks-discard = сброс: { $n }
clash_of_decks-final = у автомата последний ход
clash_of_decks-revealed = Открыты
clash_of_decks-pending = Выберите порядок возврата уничтоженных существ
clash_of_decks-over = Партия окончена
clash_of_decks-summon = призыв
clash_of_decks-assault = штурм
clash_of_decks-aura = Аура: { $name }

## Правила и подсказка первой партии
rules-title = Правила
rules-open = Правила
rules-loading = Загрузка…
rules-none = У этой игры нет страницы правил.
rules-failed = Не удалось загрузить правила; попробуйте ещё раз.
rules-hintTitle = Ваша первая партия
rules-goal = Цель:
rules-firstMove = С чего начать:
rules-gotIt = Понятно
rules-hintMore = Как играть
rules-hintLess = Скрыть

## games/clash_of_decks.js: поле Clash (значки карт, легенда, выбор колоды, драфт, настройки автомата)
clash-cost = стоимость { $n } маны
clash-attack = атака { $n }
clash-health = здоровье { $n }
clash-spellDamage = урон заклинания { $n }
clash-about-shards = атака задевает и существо на том же месте в другом ряду
clash-about-pierce = атака задевает и существо позади цели
clash-about-rage = может атаковать вражеских существ в ход, когда призвано
clash-about-protection = каждый ход не получает урона от первой атаки по нему
clash-about-immunity = заклинания не причиняют ему вреда
clash-about-berserk = атакует снова, уничтожив вражеское существо
clash-about-sprint = бежит к мосту и наносит +1 урона за каждое пройденное существо
clash-about-aura = эта способность есть у двух его соседей по ряду
clash-about-bastion = каждая карта справа от него — одно очко здоровья; дойдя до правого края, он падает, и его место занимает Форт
clash-about-fort = последний рубеж: когда он доходит до правого края, его сторона проигрывает
clash-about-cost = стоимость в мане (маны столько, сколько карт у вас в руке)
clash-about-attack = атака: урон, который наносит существо
clash-about-health = здоровье: сколько урона существо выдержит (красное: ранено в этот ход)
clash-about-damage = урон заклинания по существу, которое вы выберете
clash-about-reach = Золотая рамка: четыре левые карты руки, их можно сыграть. Нажмите карту, затем подсвеченный ряд или существо.
clash-auraWord = Аура
clash-legend = Что значат значки
clash-theirs = существа противника
clash-yours = ваши существа
clash-hand = рука, слева направо
clash-lifeNote = здоровье: карты справа от Бастиона/Форта
clash-aiLifeNote = здоровье: карты в колоде автомата
clash-level-0 = быстрая партия
clash-level-1 = лёгкий
clash-level-2 = средний
clash-level-3 = сложный
clash-level-4 = героический
clash-level-5 = мифический
clash-settings-level = Сложность: { $level } ({ $n })
clash-settings-mana = мана { $constant } + { $variable } за каждое ваше существо
clash-settings-first = автомат ходит первым
clash-settings-noBastion = начинает с Фортом
clash-settings-weaker = ваши атаки на 1 слабее
clash-settings-ability = у всех его существ { $name }
clash-chooseDeck = Выберите колоду: нажмите одну из четырёх.
clash-waitDeck = Противник выбирает колоду.
clash-deckName = Колода { $n }
clash-deckTaken = у игрока { $name }
clash-spells = { $n ->
    [one] { $n } заклинание
    [few] { $n } заклинания
   *[other] { $n } заклинаний
}
clash-phase-draft = Драфт
clash-phase-deck = Выбор колод
clash-phase-choose = Выбор карт
clash-phase-ban = Запреты
clash-draft-solo = Шаг { $n } из 8: нажмите карту, которую оставите себе. Остальные три уйдут в колоду автомата.
clash-draft-you = Ваш выбор ({ $n } из 8): нажмите одну из открытых карт.
clash-draft-wait = Выбирает { $name }.
clash-draft-choose = Выберите карты, которые возьмёте ({ $n } из 10): нажмите карту.
clash-draft-waitChoose = Противник выбирает свои карты.
clash-draft-ban = Запретите одну из карт противника: нажмите её.
clash-draft-mine = Ваши карты: { $n }
clash-draft-theirs = Карты игрока { $name }: { $n }
clash-pickTarget = { $card }: нажмите подсвеченное существо.
clash-pickRow = { $card }: нажмите подсвеченный ряд.
clash-cancel = Отмена
clash-ownTarget = ваше существо
clash-listOn = Показать ходы списком кнопок ({ $n })
clash-listOff = Скрыть список ходов
clash-legendShort = Значки

## Чат (ui/chat.js)
chat-title = Чат
chat-spectator = зритель
chat-send = Отправить
chat-placeholder = Написать столу…
chat-hideSpectators = скрыть зрителей
chat-on = чат включён
chat-off = Хозяин стола выключил чат.
chat-mute = Заглушить: { $name } (только для вас); нажмите снова, чтобы вернуть
chat-mutedCount = { $n ->
    [one] Заглушён { $n } человек.
    [few] Заглушены { $n } человека.
   *[many] Заглушены { $n } человек.
}
chat-unmuteAll = Вернуть всех
chat-phrase-hello = Привет!
chat-phrase-goodLuck = Удачи!
chat-phrase-wellPlayed = Хорошо сыграно!
chat-phrase-oops = Ой!
chat-phrase-thanks = Спасибо!
chat-phrase-wow = Ого!
chat-phrase-think = Дайте подумать…
chat-phrase-goodGame = Спасибо за игру!

## Обучение (learn.js)
learn-title = Учимся играть
learn-lesson = Урок { $n } из { $total }
learn-lessons = Уроки
learn-hint = Подсказка
learn-again = Заново
learn-next = Следующий урок
learn-allDone = Все уроки пройдены: в лобби
learn-done = Отлично!
learn-wrong = Не совсем.
learn-illegal = Так нельзя:
lobby-learn = Учиться играть

## Разбор партии (analysis.js)
analysis-title = Разбор
analysis-seat = Чьи ходы
analysis-about = Каждый ход рядом с тем, что выбрал бы поиск, по тому, что видел этот игрок (скрытые карты не в счёт), и оценка шанса на победу.
analysis-working = Разбираем ходы…
analysis-queued = { $position ->
        [1] Разбор ждёт своей очереди на сервере: он следующий.
       *[other] Разбор ждёт своей очереди на сервере: он { $position }-й по счёту.
    }
analysis-notYours = Ходы этого места ещё не разобраны. Заказать разбор может только тот, кто занимал это место (за место бота — хозяин стола), из того браузера, в котором он играл, и лишь в первые дни после партии.
analysis-graph = Оценка шанса на победу по ходу партии
analysis-bestLine = шанс лучшего хода
analysis-playedLine = шанс сделанного хода
analysis-summary = { $decisions ->
    [one] { $decisions } решение
    [few] { $decisions } решения
   *[many] { $decisions } решений
}, как выбрал бы поиск: { $best }; { $inaccuracy ->
    [one] { $inaccuracy } неточность
    [few] { $inaccuracy } неточности
   *[many] { $inaccuracy } неточностей
}, { $mistake ->
    [one] { $mistake } ошибка
    [few] { $mistake } ошибки
   *[many] { $mistake } ошибок
}, { $blunder ->
    [one] { $blunder } грубая ошибка
    [few] { $blunder } грубые ошибки
   *[many] { $blunder } грубых ошибок
}.
analysis-move = Ход
analysis-played = Сыграно
analysis-best = Лучше
analysis-chance = Шанс (сыграно / лучше)
analysis-verdict = Оценка
analysis-inaccuracy = неточность
analysis-mistake = ошибка
analysis-blunder = грубая ошибка
analysis-moves = Решения
analysis-position = Позиция хода { $move }
analysis-where = Ход { $move } · решение { $n } из { $total }
analysis-first = Первое решение
analysis-prev = Предыдущее решение (←)
analysis-next = Следующее решение (→)
analysis-last = Последнее решение
analysis-playedWas = Сыграно:
analysis-playedBest = Сыгран лучший ход поиска:
analysis-bestWas = Лучше:
analysis-bestShort = лучше:
analysis-sameAsBest = лучший ход поиска
analysis-markPlayed = сыграно
analysis-markBest = лучше
analysis-markBoth = сыграно, лучше
analysis-yAxis = Шанс на победу
analysis-xAxis = Ход
table-analyse = Разбор партии

## The offline page (offline.html), shown by the service worker when the server cannot be reached
offline-title = колода: нет связи
offline-heading = Сервер недоступен
offline-text = Игры идут на сервере, а он сейчас не отвечает. Ваши места сохранены: страница вернётся туда, где вы были, как только сервер ответит.
offline-retry = Попробовать снова

## Accounts (account.html, js/account/, the header's account menu)
account-title = колода: учётная запись
account-signIn = Войти
account-profile = Профиль
account-settings = Учётная запись
account-signOut = Выйти
account-loading = Загрузка…
account-signin = Вход
account-signup = Регистрация
account-handle = Имя игрока
account-handleRule = От 3 до 20 латинских букв, цифр, _ или -. Его видят другие; сменить его нельзя.
account-password = Пароль
account-newPassword = Новый пароль
account-currentPassword = Текущий пароль
account-passwordRule = Не короче 8 символов и не из самых распространённых.
account-signinSubmit = Войти
account-signupSubmit = Создать учётную запись
account-why = Играть можно и без учётной записи. С ней ваши партии видны на любом устройстве, а у вас есть профиль, который могут найти другие.
account-forgot = Забыли пароль?
account-reopenLink = Вернуть отключённую учётную запись
account-backToSignIn = Назад ко входу
account-recoverTitle = Восстановление доступа
account-recoverHow = Введите один из кодов восстановления, сохранённых при регистрации, и задайте новый пароль. Код будет израсходован, все другие входы завершены, а ключи доступа удалены (добавьте свои заново).
account-code = Код восстановления
account-recoverSubmit = Задать новый пароль
account-recovered = Новый пароль задан. Этот код восстановления израсходован.
account-reopenTitle = Вернуть учётную запись
account-reopenHow = Отключённая учётная запись возвращается по имени и паролю, со всеми партиями.
account-reopenSubmit = Вернуть и войти
account-codesTitle = Ваши коды восстановления
account-codesWhy = Электронной почты здесь нет: если вы забудете пароль, один из этих кодов позволит задать новый. Каждый код действует один раз.
account-codesOnce = Они показываются только сейчас. Сохраните их.
account-codesCopy = Копировать
account-codesDownload = Скачать файлом
account-codesCopied = Коды скопированы.
account-codesNotCopied = Браузер не дал скопировать: скачайте файл.
account-codesFileTitle = Коды восстановления колоды для { $handle } (каждый действует один раз)
account-codesSaved = Я сохранил(а) эти коды в надёжном месте
account-codesContinue = Продолжить
account-nameIsHandle = Вы вошли: за столом видно ваше имя игрока
account-memberSince = На сайте с { $date }
account-claimTitle = Ваши партии без учётной записи
account-claimOffer = { $n ->
    [one] В этом браузере есть { $n } партия, сыгранная без учётной записи. Добавить её в учётную запись, чтобы она была видна в профиле?
    [few] В этом браузере есть { $n } партии, сыгранные без учётной записи. Добавить их в учётную запись, чтобы они были видны в профиле?
   *[many] В этом браузере есть { $n } партий, сыгранных без учётной записи. Добавить их в учётную запись, чтобы они были видны в профиле?
}
account-claimButton = { $n ->
    [one] Добавить { $n } партию в учётную запись
    [few] Добавить { $n } партии в учётную запись
   *[many] Добавить { $n } партий в учётную запись
}
account-claimDone = { $n ->
    [0] Ни одна партия не добавлена.
    [one] В учётную запись добавлена { $n } партия.
    [few] В учётную запись добавлены { $n } партии.
   *[many] В учётную запись добавлено { $n } партий.
}
account-claimSee = Открыть профиль
account-claimTaken = { $n ->
    [one] { $n } партия уже была в чьей-то учётной записи.
    [few] { $n } партии уже были в чьей-то учётной записи.
   *[many] { $n } партий уже были в чьей-то учётной записи.
}
account-sessionsTitle = Где выполнен вход
account-sessionsWhy = Все браузеры, в которых выполнен вход в вашу учётную запись. Завершите незнакомые и ненужные.
account-device = { $browser }, { $system }
account-unknownDevice = Неизвестный браузер
account-thisDevice = этот браузер
account-sessionNow = используется сейчас
account-sessionUsed = последний раз { $seen }
account-sessionNetwork = из сети { $network }
account-sessionNetworkWhy = Начало адреса, с которого заходил этот браузер: по нему видно, дома это или нет, но это не сам адрес. Видите его только вы.
account-sessionSince = вход { $since }
account-endSession = Завершить
account-passwordTitle = Пароль
account-changePassword = Сменить пароль
account-changePasswordOpen = Сменить пароль…
account-passwordChanged = Пароль изменён. Во всех других браузерах выполнен выход.
account-noticeGuessedTitle = В вашей учётной записи вводили неверный пароль
account-noticeGuessed = { $when } в браузере, где выполнен вход в вашу учётную запись ({ $device }), слишком много раз ввели неверный пароль там, где он спрашивается повторно (чтобы сменить его, получить коды восстановления, добавить ключ доступа или закрыть учётную запись). В этом браузере выполнен выход.
account-noticeGuessedAdvice = Если это были не вы, смените пароль и завершите незнакомые сеансы.
account-noticeReview = Посмотреть сеансы
account-noticeOk = Понятно
account-codesSectionTitle = Коды восстановления
account-codesLeft = { $n ->
    [0] Неиспользованных кодов восстановления не осталось: создайте новые.
    [one] У вас { $n } неиспользованный код восстановления.
    [few] У вас { $n } неиспользованных кода восстановления.
   *[many] У вас { $n } неиспользованных кодов восстановления.
}
account-newCodesWhy = Новые коды заменяют все старые, использованные или нет.
account-newCodes = Создать новые коды
account-newCodesOpen = Создать новые коды…
account-blocksTitle = Заблокированные игроки
account-blocksWhy = Вы не видите чат заблокированного игрока, а он не может сесть за ваши столы. Заблокировать можно в профиле игрока.
account-noBlocks = Вы никого не заблокировали.
account-blockedSince = с { $date }
account-unblock = Разблокировать
account-dataTitle = Ваши данные
account-dataWhy = Всё, что сервер хранит о вашей учётной записи, одним файлом JSON: учётная запись, входы, блокировки, ключи доступа и все партии с ходами.
account-export = Скачать мои данные
account-historyDownload = Сохранить мои партии в файл
account-closeTitle = Закрыть учётную запись
account-closeWhy = Отключение скрывает профиль, и его можно отменить. Удаление — навсегда.
account-disable = Отключить…
account-delete = Удалить…
account-disableWhat = Ваш профиль исчезнет, и во всех браузерах будет выполнен выход. Партии останутся как есть. Чтобы вернуться, выберите «Вернуть отключённую учётную запись» и введите имя и пароль.
account-disableSubmit = Отключить учётную запись
account-deleteWhat = Пароль, ключи доступа, входы и коды восстановления будут стёрты без возможности восстановления. Партии останутся у других игроков под анонимным именем. Ваше имя никогда не достанется никому другому.
account-deleteType = Для подтверждения введите своё имя: { $handle }
account-deleteTypeWrong = Это не ваше имя: для подтверждения введите { $handle }.
account-deleteSubmit = Удалить учётную запись навсегда
account-disabledNotice = Учётная запись отключена. Вернуть её можно в любой момент по имени и паролю.
account-deletedNotice = Учётная запись удалена.
account-or = или
account-passkeySignin = Войти с ключом доступа
account-passkeyCancelled = Ключ доступа не использован: окно закрыто, или на этом устройстве нет ключа доступа для этого сайта.
account-passkeyHereAlready = На этом устройстве уже есть ключ доступа к вашей учётной записи.
account-passkeysTitle = Ключи доступа
account-passkeysWhy = Ключ доступа позволяет входить по отпечатку пальца, лицу или блокировке экрана вместо пароля. Его хранит это устройство или ваш менеджер паролей, а не сервер, и действует он только на этом сайте.
account-passkeysNone = Ключей доступа пока нет.
account-passkeysUnsupported = Этот браузер не умеет работать с ключами доступа.
account-passkeysNeedName = Ключи доступа работают, только когда сайт открыт по имени, а не по IP-адресу.
account-passkeyAddOpen = Добавить ключ доступа…
account-passkeyName = Название
account-passkeyNameHint = Чтобы отличать ключи друг от друга: например, устройство, на котором он хранится.
account-passkeyDefaultName = Мой ключ доступа
account-passkeyAdd = Добавить ключ
# $name: название, которое человек дал ключу
account-passkeyKept = Ключ доступа «{ $name }» добавлен.
account-passkeyRemoved = Ключ доступа «{ $name }» удалён.
account-passkeyRemove = Удалить
account-passkeyRemoveNamed = Удалить ключ доступа { $name }
# $added, $used: даты
account-passkeyAdded = добавлен { $added }
account-passkeyUsed = добавлен { $added } · последний вход { $used }
table-profileOf = Профиль игрока { $handle }

## A player's profile (profile.html, js/profile.js)
profile-title = колода: игрок
profile-none = Игрока с таким именем нет, или его учётная запись закрыта.
profile-toLobby = В лобби
profile-history = Сохранить все партии в файл
profile-historyWhy = Все законченные партии игрока, по одной в строке: сохранить себе или изучать в других программах
profile-block = Заблокировать
profile-blockWhy = Вы не будете видеть его чат, а он не сможет сесть за ваши столы.
profile-blocked = { $handle } заблокирован(а).
profile-unblocked = { $handle } разблокирован(а).
profile-gamesTitle = Игры
profile-played = { $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
}
profile-wonCount = { $n ->
    [0] ни одной победы
    [one] { $n } победа
    [few] { $n } победы
   *[many] { $n } побед
}
profile-noGames = Законченных партий пока нет.
profile-recentTitle = Последние партии
profile-won = Победа
profile-lost = Поражение
profile-draw = Ничья
profile-unfinished = Не окончена
profile-aborted = Прервана
profile-versus = против
profile-botOpponent = бота ({ $level })
profile-replay = Запись
profile-analysis = Разбор

## Рейтинги в профиле (js/profile.js)
profile-ratingsTitle = Рейтинги
profile-poolSize = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
profile-poolRange = { $from }–{ $to } игроков
profile-ratedGames = { $n ->
    [one] { $n } рейтинговая партия
    [few] { $n } рейтинговые партии
   *[many] { $n } рейтинговых партий
}
profile-provisional = Предварительный: рейтинговых партий пока мало, чтобы рейтинг устоялся
profile-chartLabel = Рейтинг от { $from } до { $to } за { $n ->
    [one] { $n } партию
    [few] { $n } партии
   *[many] { $n } партий
}
profile-reliability = Доиграно { $share }% рейтинговых партий ({ $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
})

## «Играть с людьми» (лобби, js/seek.js): сервер подбирает соперников
seek-title = Играть с людьми
seek-time = Время на ход
seek-timeSeconds = { $n } с
seek-timeMinutes = { $n } мин
seek-timeNone = Без ограничения
seek-bots = Посадить ботов на пустые места через { $seconds } с
seek-rated = На рейтинг
seek-start = Найти соперников
seek-starting = Начинаем…
seek-looking = Ищем соперников… { $time }
seek-count = { $n ->
    [one] { $n } человек ищет эту игру
    [few] { $n } человека ищут эту игру
   *[many] { $n } человек ищут эту игру
}
seek-gameCount = { $n ->
    [one] { $n } ищет соперников
   *[other] { $n } ищут соперников
}
seek-cancel = Отменить
seek-lost = Поиск закончился. Начните его снова.

## A rated table (js/table/rated.js): the status line's badge, the result screen's column
table-ratedPool = На рейтинг · { $game }, { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
table-ratedAbout = Рейтинговая партия: её итог меняет рейтинг каждого игрока
table-opponentReliability = { $name } доигрывает { $share }% своих рейтинговых партий ({ $n ->
    [one] { $n } партия
    [few] { $n } партии
   *[many] { $n } партий
})
table-rating = Рейтинг
table-ratingChange = { $before } → { $after }, { $delta }

## Турниры (tournaments.html, tournament.html, js/tournaments.js, js/tournament.js)
lobby-tournaments = Турниры
tourney-title = колода: турниры
tourney-listTitle = Турниры
tourney-about = Арена: играйте сколько успеете, пока не выйдет время; после каждой партии — сразу новая. Швейцарка: заданное число туров против игроков с близкими очками. Очки — за место за столом; после двух побед подряд очки на арене идут вдвойне.
tourney-live = Идут сейчас
tourney-upcoming = Скоро
tourney-finished = Завершены
tourney-none = Турниров пока нет: создайте первый ниже.
tourney-entrants = { $n ->
    [one] { $n } игрок
    [few] { $n } игрока
   *[many] { $n } игроков
}
tourney-create = Создать турнир
tourney-signInToCreate = Войдите, чтобы создать турнир.
tourney-signInToEnter = Войдите, чтобы участвовать в турнире.
tourney-format = Формат
tourney-arena = Арена
tourney-swiss = Швейцарка
tourney-arenaAbout = Арена: кто закончил партию, тот сразу получает новую; побеждает набравший больше очков, когда время выйдет.
tourney-swissAbout = Швейцарка: все играют тур одновременно, против игроков с близкими очками, с которыми ещё не встречались.
tourney-size = Игроков за столом
tourney-rounds = Туров
tourney-minutes = Длительность, минут
tourney-startIn = Начало через (минут)
tourney-startInHint = 0 — начать сразу.
tourney-turnSeconds = Секунд на ход (0 — без таймера)
tourney-rated = Рейтинговый: партии меняют рейтинг игроков
tourney-bots = Боты могут дополнить неполный стол (очков не получают)
tourney-minRating = Только для игроков с рейтингом не ниже
tourney-minGames = Только для сыгравших не меньше рейтинговых партий
tourney-optional = Необязательно.
tourney-createButton = Создать
tourney-atTable = { $n } за столом
tourney-ratedShort = рейтинговый
tourney-startsIn = начало через { $time }
tourney-startsAt = начало { $when }
tourney-endsIn = осталось { $time }
tourney-roundOf = тур { $round } из { $rounds }
tourney-endedAt = завершён { $when }
tourney-gameOptions = Настройки игры
tourney-state-upcoming = Скоро
tourney-state-live = Идёт
tourney-state-finished = Завершён
tourney-notFound = Такого турнира нет.
tourney-allTournaments = Все турниры
tourney-lasts = длится { $time }
tourney-roundsN = { $n ->
    [one] { $n } тур
    [few] { $n } тура
   *[many] { $n } туров
}
tourney-perMove = { $n } с на ход
tourney-noTimer = без таймера
tourney-needsRating = рейтинг от { $n }
tourney-needsGames = от { $n } рейтинговых партий
tourney-botsFill = боты дополняют неполные столы
tourney-by = создал { $handle }
tourney-playGame = К своей партии
tourney-hurry = Спешить и играть
tourney-enter = Участвовать
tourney-withdraw = Выйти из турнира
tourney-cancel = Отменить турнир
tourney-cancelConfirm = Отменить этот турнир для всех? Заявки участников тоже пропадут.
tourney-cancelled = Турнир отменён.
tourney-modCancel = Отменить как модератор
tourney-modCancelReason = Отменить этот турнир для всех? Заявки участников тоже пропадут. Напишите причину: она останется в журнале модерации.
tourney-unlisted = В списке его видите только вы, пока кто-нибудь не запишется или пока до начала не останется час: пошлите ссылку тем, с кем хотите играть.
tourney-skip = Пропустить следующий тур
tourney-unskip = Играть следующий тур
tourney-waiting = Ждём вашу следующую партию…
tourney-youAreIn = Вы участвуете. Турнир скоро начнётся: оставайтесь на этой странице.
tourney-youLeft = Вы покинули партию, поэтому не попадёте в следующие пары. Войдите снова, чтобы играть дальше.
tourney-youWithdrew = Вы вышли из турнира. Сыгранные партии засчитаны.
tourney-podium = Призёры
tourney-points = { $n ->
    [one] { $n } очко
    [few] { $n } очка
   *[many] { $n } очков
}
tourney-standings = Таблица
tourney-player = Игрок
tourney-pointsHead = Очки
tourney-gamesHead = Партии
tourney-buchholz = Бухгольц
tourney-onFire = В ударе: две победы подряд, очки вдвойне
tourney-out = (выбыл)
tourney-noEntrants = Пока никто не участвует.
tourney-liveTables = Идущие партии
tourney-noTables = Сейчас партий нет.
tourney-watch = Смотреть
profile-tournaments = Турниры
profile-rankOf = { $rank } из { $of }
table-backToTournament = Назад к турниру

## The table's connection, rematch and result (issue 44, the "table" part)
table-lost = Нет связи
table-moveKept = Нет связи: ваш ход сохранён и уйдёт, когда связь вернётся.
table-back = Связь восстановлена.
table-backSent = Связь восстановлена: ваш ход отправлен.
table-rematchOfferIt = Предложить реванш
table-rematchOffer = { $name } предлагает реванш: та же игра, места сдвинуты на одно.
table-rematchAccept = Принять
table-rematchDecline = Отказаться
table-rematchWaiting = Реванш предложен: ждём ответа: { $names }.
table-rematchWithdraw = Отозвать предложение
table-rematchDeclined = Реванш отклонён: { $name }.
table-rematchYouDeclined = Вы отказались от реванша.
table-provisional = ? Предварительный рейтинг: после немногих рейтинговых партий он ещё меняется быстро и устоится, когда вы сыграете больше.
table-aborted = Прервана — без рейтинга: кто-то сделал меньше двух ходов, поэтому ничей рейтинг не изменился.

## Pages: play now, continue, leaderboards, tournaments (issue 44, the "pages" part)
seek-nobody = Сейчас эту игру больше никто не ищет.
seek-tooFew = Сейчас эту игру ищут слишком мало людей, чтобы собрать стол.
seek-botsOffer = Сыграйте с ботами или подождите ещё.
seek-botsUnrated = Сыграйте с ботами (не на рейтинг) или подождите ещё.
seek-botsNow = Играть с ботами
lobby-continueTitle = { $n ->
    [one] Продолжить партию
   *[other] Продолжить партии
}
lobby-continue = Продолжить
lobby-continueWith = с игроками: { $names }
lobby-continueWaiting = ждём игроков: занято { $filled } из { $total } мест
notFound-title = Страница не найдена · колода
notFound-heading = Страница не найдена
notFound-text = По этому адресу ничего нет: возможно, в ссылке опечатка или она устарела.
notFound-lobby = В лобби
notFound-back = Назад
board-title = Рейтинги
board-about = Лучшие { $leaders } игроков каждого рейтингового пула: сыграно не меньше { $games } рейтинговых партий, рейтинг устоялся (уже не предварительный), и была рейтинговая партия за последние { $days } дней.
board-pools = Рейтинговые пулы
board-rank = №
board-player = Игрок
board-rating = Рейтинг
board-games = Партии
board-empty = В этом рейтинге пока никого нет.
board-noPools = Здесь нет игр на рейтинг.
board-signIn = Войдите, чтобы увидеть своё место
board-place = Ваше место: { $rank } · рейтинг { $rating }, { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}
board-placeBeyond = Ваше место: { $rank }, ниже первых { $leaders } · рейтинг { $rating }, { $games ->
    [one] { $games } партия
    [few] { $games } партии
   *[many] { $games } партий
}
board-noRating = У вас пока нет рейтинговых партий в этом пуле.
board-pace = Как играются партии
board-paceLive = Живая игра
board-paceDays = По дням на ход
board-needsGames = Вас пока нет в рейтинге: сыграно { $games } из { $min } рейтинговых партий.
board-needsSettled = Вас пока нет в рейтинге: ваш рейтинг здесь ({ $rating }) ещё предварительный и устоится после новых партий.
board-needsActive = Сейчас вас нет в рейтинге: за последние { $days } дней здесь не было ваших рейтинговых партий (рейтинг: { $rating }).
board-needsUnmarked = Вас нет в списке: модератор отметил ваши партии здесь как сыгранные с подсказкой (подробнее — на странице аккаунта).
lobby-leaderboards = Рейтинги
lobby-places = Турниры и рейтинги
lobby-tournamentsAbout = Арены и турниры по швейцарской системе
lobby-leaderboardsAbout = Лучшие игроки каждой игры
tourney-enterMine = Участвовать самому
tourney-autoSeat = Сразу переводить меня за стол каждой моей партии
tourney-yourGame = Ваша партия готова.
tourney-yourGameWith = Ваша партия: против { $names }.
tourney-toTableIn = За стол через { $n } с…
tourney-buchholzShort = Бухгольц
tourney-tieRulesArena = При равных очках выше тот, кто сыграл меньше партий (больше очков за партию), затем решает жребий, брошенный при создании турнира.
tourney-tieRulesSwiss = При равных очках сначала смотрят Бухгольц (сумма очков всех ваших соперников: выше тот, чьи соперники сильнее), затем число первых мест, затем жребий, брошенный при создании турнира.
tourney-tiePerGame = { $above } выше, чем { $below }, при равных очках ({ $points }): меньше партий ({ $a } против { $b }).
tourney-tieBuchholz = { $above } выше, чем { $below }, при равных очках ({ $points }): соперники сильнее (Бухгольц { $a } против { $b }).
tourney-tieWins = { $above } выше, чем { $below }, при равных очках ({ $points }): больше первых мест ({ $a } против { $b }).
tourney-tieLot = { $above } выше, чем { $below }, при равных очках ({ $points }) по жребию, брошенному при создании турнира.

## Friends: follow, challenge, the people followed, games in progress on a profile (issue 44, the "people" part)
friends-menu = Подписки
friends-follow = Подписаться
friends-unfollow = Отписаться
friends-followed = Вы подписались на { $handle }.
friends-unfollowed = Вы отписались от { $handle }.
friends-followingTitle = Подписки
friends-followingNone = Вы пока ни на кого не подписаны. Откройте профиль игрока и нажмите «Подписаться».
friends-online = в сети
friends-offline = не в сети
friends-atTable = в сети · играет: { $game }
friends-atOpenTable = в сети · ждёт за столом: { $game }
friends-watch = Смотреть
friends-challenge = Вызвать
friends-challengeTitle = Вызов: { $handle }
friends-game = Игра
friends-options = Настройки
friends-send = Отправить вызов
friends-cancel = Отменить
friends-sent = Вызов отправлен. { $handle } уже видит его.
friends-boxLabel = Вызовы
friends-incoming = { $handle } вызывает вас
friends-waiting = Ждём ответа: { $handle }
friends-expiresIn = осталось { $time }
friends-perMove = { $seconds } с на ход
friends-rated = на рейтинг
friends-accept = Принять
friends-decline = Отклонить
friends-accepted = { $handle }: вызов принят.
friends-toTable = К столу
friends-declined = { $handle }: вызов отклонён.
friends-expired = { $handle }: ответа на вызов не было, время вышло.
friends-withdrawn = { $handle }: вызов отменён.
profile-liveTitle = Играет сейчас
profile-liveOpen = Ждёт игроков
profile-livePlaying = Идёт
profile-watch = Смотреть
profile-return = Вернуться
profile-noGamesYetLive = Законченных партий пока нет: идущая партия появится здесь, когда закончится.

## Moderation: the moderators' page (mod.html, js/mod.js), reports (js/report.js), what a person is told (issue 43, item 2)
mod-title = Модерация
mod-queue = Очередь модерации
mod-onlyModerators = Эта страница открыта только модераторам.
mod-state-open = Открытые
mod-state-handled = Разобранные
mod-itemState-open = ждёт разбора
mod-itemState-handled = разобрана
mod-empty-open = Ничего не ждёт: открытых жалоб и отметок нет.
mod-empty-handled = Пока ничего не разобрано.
mod-report = Жалоба
mod-flag = Автоматическая отметка
mod-kind-collusion = Сговор (детектор)
mod-kind-boosting = Накрутка рейтинга (детектор)
mod-reason-cheating = Жульничество с помощью программы
mod-reason-collusion = Сговор
mod-reason-chat = Оскорбления в чате
mod-reason-leaving = Намеренный уход
mod-reason-other = Другое
mod-about = На кого:
mod-by = пожаловался
mod-game = Партия
mod-chatLine = сообщение { $n } в чате
mod-move = ход { $n }
mod-urgency = открытых об этом человеке: { $n }
mod-urgencyTitle = Открытые жалобы и отметки об этом же человеке
mod-evidenceScore = Оценка { $z } по общим партиям: { $games }
mod-handledBy = Разобрал { $who }, { $when }
mod-open = Открыть досье
mod-backToQueue = ← Очередь
mod-isModerator = модератор
mod-since = Аккаунт с { $when } · { $status }
mod-status-active = активен
mod-status-disabled = закрыт владельцем
mod-status-deleted = удалён
mod-status-closed = закрыт модератором
mod-status = Аккаунт: { $status }
mod-profile = Открытый профиль
mod-mutedUntil = Запрет на чат до { $when }
mod-barredUntil = Запрет на игру на рейтинг до { $when }
mod-cheatIn = Отмечен как жулик в { $pool } ({ $when })
mod-noSanctions = Против этого аккаунта ничего не действует.
mod-act = Действие
mod-action-warn = Предупредить
mod-action-mute = Запретить чат
mod-action-bar = Запретить игру на рейтинг
mod-action-cheat = Отметить как жулика (с возмещением)
mod-action-close = Закрыть аккаунт
mod-action-unmute = Снять запрет на чат
mod-action-unbar = Снять запрет на рейтинг
mod-action-dismiss = Отклонить (без мер)
mod-action-grant = Назначен модератором
mod-action-revoke = Больше не модератор
mod-action-reopen = Снова открыть аккаунт
mod-action-cancel = Турнир отменён
mod-hours = Часов
mod-days = Дней
mod-pool = Рейтинг
mod-noPools = Игр на рейтинг нет: возмещать нечего.
mod-reasonPlaceholder = Причина (её прочтёт этот человек)
mod-reasonShown = Человеку сообщат, что сделано, а причину он прочтёт на странице аккаунта; журнал хранит её с вашим именем.
mod-apply = Применить
mod-answering-report = Ответ на жалобу { $id }: она будет отмечена разобранной, автору сообщат.
mod-answering-flag = Ответ на отметку { $id }: она будет отмечена разобранной.
mod-confirm-close = Закрыть аккаунт { $handle }? Он выйдет из аккаунта и не сможет открыть его снова.
mod-confirm-cheat = Отметить { $handle } как жулика в этом рейтинге? Его выигрыш будет отнят, а пострадавшим возмещено (один раз).
mod-done = Сделано и записано в журнал.
mod-cheatDone = Отмечено: отнято очков: { $taken }, возмещено пострадавшим: { $n }.
mod-reportsAbout = Жалобы на него ({ $n })
mod-reportsBy = Его жалобы ({ $n })
mod-flags = Автоматические отметки
mod-chatInReported = Его сообщения в чате партий, на которые жаловались
mod-ratings = Рейтинги
mod-noRatings = Игр на рейтинг нет.
mod-games = партий: { $n }
mod-reliability = Доиграно { $share }% партий на рейтинг ({ $finished } из { $games })
mod-opponents = Частые соперники
mod-rated = на рейтинг: { $n }, ему { $net }
mod-shares = Общая сеть
mod-sameClient = и тот же браузер
mod-gamesList = Последние партии
mod-ratedGame = на рейтинг
mod-log = Журнал
mod-commandLine = командная строка
mod-until = до { $when }
mod-none = Нет.
report-menu = Пожаловаться…
report-title = Жалоба на { $handle }
report-reason = Причина
report-text = Что случилось (необязательно)
report-send = Отправить жалобу
report-cancel = Отмена
report-sent = Отправлено. Модератор посмотрит; вам сообщат, когда жалобу разберут.
report-aboutGame = Об этой партии
notice-modTitle = Модератор принял меры по вашему аккаунту
notice-mod-warn = { $when } модератор вынес вам предупреждение.
notice-mod-mute = { $when } модератор запретил вам писать в чат до { $until }.
notice-mod-bar = { $when } модератор запретил вам играть на рейтинг до { $until }.
notice-mod-unmute = { $when } запрет на чат снят.
notice-mod-unbar = { $when } запрет на игру на рейтинг снят.
notice-mod-cheat = { $when } модератор нашёл жульничество в ваших партиях на рейтинг ({ $pool }): выигранное там отнято.
notice-mod-close = { $when } модератор закрыл ваш аккаунт.
notice-mod-reopen = { $when } ваш аккаунт снова открыт.
notice-modReview = Открыть аккаунт
notice-modAdvice = Причина — на странице вашего аккаунта.
notice-reportTitle = Ваша жалоба разобрана
notice-report = { $when } модератор разобрал вашу жалобу на { $about }. Спасибо.
notice-refundTitle = Очки рейтинга возвращены
notice-refund = Игрок, который у вас выиграл, оказался жуликом: вашему рейтингу { $pool } возвращено очков: { $points }.
standing-title = Модерация
standing-none = С вашим аккаунтом ничего не делали.
standing-mutedUntil = Вам запрещено писать в чат до { $when }.
standing-barredUntil = Вам запрещено играть на рейтинг до { $when }.
standing-action = { $when }: { $action }
standing-reports = Ваши жалобы
standing-report = { $when }: на { $about } · { $state }
standing-refund = { $when }: возвращено { $points } в { $pool }

## Correspondence: "Your turn" on the lobby (issue 45, lobby.js)
turns-title = Ваш ход
turns-play = Ходить
turns-left = осталось { $left } · { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}
turns-days = { $days ->
    [one] { $days } день
    [few] { $days } дня
   *[many] { $days } дней
} { $hours } ч
turns-hours = { $hours } ч { $minutes } мин
turns-minutes = { $minutes } мин
turns-vacation = Вы в отпуске: ваши часы стоят.
turns-more = { $n ->
    [one] и ещё { $n } игра
    [few] и ещё { $n } игры
   *[many] и ещё { $n } игр
}
table-timerDays = { $days } д { $hours } ч
table-timerHours = { $hours } ч { $minutes } мин
seek-timeDays = { $n ->
    [one] { $n } день
    [few] { $n } дня
   *[many] { $n } дней
}

## The bell (ui/bell.js) and notifications on this device (account/push.js, account/notify_prefs.js)
bell-label = Уведомления
bell-labelUnread = { $count ->
    [one] Уведомления: { $count } непрочитанное
    [few] Уведомления: { $count } непрочитанных
   *[many] Уведомления: { $count } непрочитанных
}
bell-title = Уведомления
bell-readAll = Прочитать все
bell-none = Пока ничего. Здесь будут ваши ходы, вызовы, предложения реванша, скорые турниры и сообщения модераторов.
# $time: a date and time
bell-by = сходить до { $time }
bell-starts = начало в { $time }
bell-pushOffer = Уведомлять и на этом устройстве
bell-pushWhy = Сначала браузер спросит у вас разрешения. Какие уведомления присылать, можно выбрать на странице аккаунта.
bell-pushOn = Это устройство тоже получает уведомления.
bell-choose = Выбрать какие
bell-pushBlocked = Этот браузер запретил уведомления от сайта: разрешите их в настройках сайта, чтобы получать их здесь.
bell-pushFailed = Браузеру не удалось включить уведомления. Попробуйте позже или в другом браузере.
notify-prefsTitle = Уведомления
notify-prefsWhy = Колокольчик вверху каждой страницы хранит их все. Выберите, какие присылать и на ваши устройства, когда сайт закрыт.
notify-deviceOn = Это устройство получает уведомления.
notify-deviceOff = Это устройство не получает уведомлений.
notify-deviceBlocked = Этот браузер запретил уведомления от сайта: сначала разрешите их в настройках сайта.
notify-deviceUnsupported = Этот браузер не умеет уведомлять, когда сайт закрыт.
notify-turnOn = Уведомлять это устройство
notify-turnOff = Не уведомлять это устройство
notify-devices = { $count ->
    [0] Ни одно ваше устройство не получает уведомлений.
    [one] Уведомления получает { $count } ваше устройство.
    [few] Уведомления получают { $count } ваших устройства.
   *[many] Уведомления получают { $count } ваших устройств.
}
notify-kind-turn = Ваш ход и конец партии по переписке
notify-kind-challenge = Вызовы
notify-kind-rematch = Предложения реванша
notify-kind-tournament = Скорое начало турнира
notify-kind-moderation = Сообщения модераторов
notify-saved = Сохранено.
turns-away = Уезжаете? Возьмите отпуск: ваши часы остановятся
turns-back = Вернулись из отпуска: снова запустить часы
turns-awayDone = Вы в отпуске: ваши часы стоят (дней отпуска в этом году осталось: { $left }).
turns-backDone = С возвращением: ваши часы снова идут (дней отпуска в этом году осталось: { $left }).
turns-paused = часы стоят · { $days ->
    [one] { $days } день на ход
    [few] { $days } дня на ход
   *[many] { $days } дней на ход
}

# Отпуск на странице аккаунта (партии по переписке)
vacation-title = Отпуск
vacation-why = Партии по дням на ход: пока вы в отъезде, часы партий, где ждут вас, стоят. До { $days } дней в год.
vacation-off = Не в отпуске: в этом году осталось { $left } из { $allowance } дней.
vacation-on = В отпуске — самое позднее до { $until }: ваши часы стоят (в этом году осталось { $left } дн.).
vacation-start = Уйти в отпуск
vacation-stop = Вернуться из отпуска: пустить часы
