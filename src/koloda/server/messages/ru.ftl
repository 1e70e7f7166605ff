# koloda.server: texts in Russian (docs/messages.md). Ids start with "server-".

## The protocol, the lobby and the seat tokens (texts.py)

server-too-big = сообщение больше 8 КиБ
server-not-json = сообщение не является корректным JSON
server-bad-shape = ожидалось {"{"}"type": "action", "version": N, "action": {"{"}...{"}"}{"}"} или {"{"}"type": "ping"{"}"}
server-spectator = зрители не могут ходить; займите место, чтобы играть
server-bad-token = этот ключ не даёт места за этим столом
server-need-token = для этого нужен ключ вашего места (Authorization: Bearer <ключ>)
server-not-open = игра уже началась
server-not-full = перед началом нужно занять все места
server-too-many-tables = слишком много столов ждут игроков: присоединитесь к одному или попробуйте позже
server-no-free-seat = за этим столом нет свободных мест
server-not-finished = игра ещё не окончена
server-no-again = новую партию можно начать только после окончания этой
server-error = сервер не смог сохранить ход; попробуйте ещё раз
server-not-handled = сервер не смог обработать это сообщение; попробуйте ещё раз
server-seat-hidden = вид со стороны игрока доступен только после окончания игры
server-people-still-play = за этим столом ещё играет человек: боты не ускоряются, пока все люди не выйдут из игры
server-people-play = за этим столом ещё играют люди: сразу доиграть можно только партию, в которой остались одни боты
server-host-only = это может только хозяин стола
server-bad-name = имя должно быть от 1 до 40 символов
server-stale = игра ушла вперёд (вы видели версию { $seen }, сейчас { $now }); вот текущее состояние
server-not-playing = игра не идёт (стол: { $status ->
    [open] набор игроков
    [playing] идёт игра
    [finished] игра окончена
    [closed] закрыт
    [abandoned] брошен
   *[other] { $status }
})
server-no-table = стола { $table } нет
server-no-seat = за этим столом нет места № { $seat } (места с 1 по { $players })
server-seat-taken = место № { $seat } занято
server-seat-is-person = место № { $seat } занимает человек; освободить его может только хозяин стола или сам этот человек
server-bad-players = в «{ $game }» играют от { $lo } до { $hi }, а не { $n }
server-local-option = { $names }: файл с вашего компьютера можно указать при игре в терминале (koloda play), но не на сервере
server-bad-table-option = параметр стола { $name }: значение { $value } недопустимо
server-bad-bot-spec = { $spec } не описание бота (имя, например 'heuristic', и, если нужно, ':' и сила, например 'ismcts:2000')
server-played-for-you = Ваше время вышло; за вас сыграно: { $action }

## The lobby (lobby/service.py)

server-bad-name-why = { server-bad-name }: { $why }
server-bad-bot-spec-why = неверное описание бота { $spec }: { $why }
server-game-cannot-load = не загружается: { $error }

## Table options (options.py)

server-option-turn-seconds = секунд на ход (0: без ограничения); когда время выходит, за игрока ходит бот
server-option-bot-delay = сколько секунд бот ждёт перед ходом, чтобы люди успевали следить
server-bad-options = неверные параметры: { $why }

## Limits (limits.py)

server-too-many-open = у вас уже столько столов в ожидании игроков, сколько можно: сначала начните или закройте один из них
server-too-fast = слишком много столов за минуту; попробуйте через минуту
server-too-many-started = у вас уже идёт столько партий, сколько можно: сначала закончите или покиньте одну из них
server-too-many-requests = слишком много запросов: подождите немного и попробуйте снова
server-too-many-playing = сервер ведёт столько партий, сколько может; попробуйте позже
server-too-many-sockets = слишком много подключений с вашего адреса; закройте лишние вкладки
server-slow-down = слишком много сообщений; сервер теперь читает ваши медленнее
server-flooding = вы слишком долго присылали слишком много сообщений; соединение закрыто
server-too-deep = сообщение слишком глубоко вложено
server-bad-unicode = в сообщении есть текст, не являющийся корректным Юникодом или содержащий символ NUL
server-body-too-large = тело запроса больше { $kib } КиБ
server-bad-limits = { $name }: { $why }

## Chat (chat/service.py)

server-chat-empty = пустое сообщение чата
server-chat-unknown-phrase = такой быстрой фразы нет
server-chat-too-fast = слишком много сообщений: подождите секунду
server-chat-full = чат этого стола переполнен
server-chat-off = хозяин стола выключил чат за этим столом
server-chat-too-long = в сообщении чата не больше { $chars } символов

## Analysis (analysis/)

server-analysis-not-over = разбор — только после конца партии
server-analysis-no-seat = такого места за этим столом нет
server-analysis-costly = ходы этой игры — физическая симуляция: её не разобрать
server-analysis-not-yours = заказать разбор этого места может только тот, кто его занимал (разбор места бота — хозяин стола)
server-analysis-busy = сервер занят разбором партий других игроков; попробуйте через несколько минут
server-analysis-yours-waiting = у вас уже есть разбор в очереди или в работе (с этого браузера или вашего адреса); следующий можно заказать, когда он будет готов
# "в течение" takes the genitive: 1 and 21 дня, 2, 5 and 11 дней, a fraction (1,5) дня
server-analysis-too-old = разбор можно заказать только в течение { $days_comma } { $count ->
    [one] дня
    [other] дня
   *[many] дней
} после конца партии; готовые разборы по-прежнему можно посмотреть

## The app's own refusals (app.py)

server-no-page = этой страницы веб-клиента нет
server-http-400 = не удалось прочитать тело запроса (не JSON или слишком глубокая вложенность)
server-http-404 = не найдено
server-http-405 = этот метод здесь не разрешён
server-http-error = ошибка HTTP { $status }
server-bad-request = неверный запрос: { $where }

## The REST API (lobby/api.py)

server-negative-n = n должно быть не меньше 0

## Hints (analysis/hints.py)

server-hints-off = подсказки выключены: за столом с другими людьми их должен включить каждый
server-hints-moved-on = игра ушла вперёд, пока думали над подсказкой: спросите ещё раз
server-hints-not-your-move = сейчас вам нечего решать

## Lessons (lessons.py)

server-no-lesson = такого урока нет
server-lesson-moved-on = эти ходы не из урока: начните его заново

## Idempotency keys (once.py)

server-bad-idempotency-key = заголовок Idempotency-Key должен состоять из 16–64 латинских букв, цифр, «-» или «_»
server-idempotency-key-reused = этот Idempotency-Key уже использован для другого запроса: создайте новый

## The cluster (cluster.py, deploy.py)

server-elsewhere = этот стол обслуживает другой процесс кластера: попробуйте ещё раз
server-cluster-needs-postgres = для --cluster нужна база PostgreSQL (--db postgresql+psycopg://...)
server-no-nginx = nginx не установлен (Debian: apt-get install nginx)
server-cluster-not-ready = кластер не запустился: его порты трижды заняли другие программы; см. журналы в { $folder }
server-cluster-timeout = кластер не запустился: { $url } не ответил за { $seconds } с; см. журналы в { $folder }
server-cluster-process-stopped = кластер не запустился: процесс с журналом { $log } остановился (код выхода { $code }); см. журналы в { $folder }. Конец журнала:
    { $tail }

## Words a game's rules page (rules.<lang>.md) marks its notes for developers with (rules.py)

server-rules-test = тест
server-rules-tests-label = Тесты:
server-rules-developers = Для разработчиков

## Учётные записи (people/accounts.py, people/accounts_api.py)

account-bad-handle = имя пользователя — от 3 до 20 латинских букв, цифр, «_» или «-»
account-handle-reserved = имена, начинающиеся с «deleted-», оставлены для удалённых учётных записей
account-handle-taken = это имя уже занято (с другими заглавными и строчными буквами): выберите другое
# $min: наименьшее число символов пароля
account-password-short = пароль должен быть не короче { $min } символов
account-password-common = это один из самых распространённых паролей, его угадают первым: выберите другой
account-bad-credentials = неверное имя пользователя или пароль
account-bad-recovery = неверное имя пользователя или код восстановления, или код уже использован
account-not-signed-in = вы не вошли в учётную запись
account-wrong-password = неверный пароль
account-no-session = у вас нет такого сеанса
account-cross-site = отказано: запрос с вашим входом с другого сайта не может ничего менять
# $seconds: сколько ждать
account-too-many-signins = слишком много попыток входа: подождите { $seconds } с и попробуйте снова
account-too-many-signups = слишком много учётных записей с вашего адреса: подождите { $seconds } с и попробуйте снова
account-too-many-recoveries = слишком много попыток восстановления: подождите { $seconds } с и попробуйте снова
account-too-many-confirms = слишком много неверных паролей для этой учётной записи: подождите { $seconds } с и попробуйте снова
account-confirm-ended = слишком много неверных паролей: этот сеанс завершён. Войдите снова

## Ключи доступа (people/passkeys.py, people/passkeys_api.py)

# любая неудача входа по ключу доступа отвечает так (не говорит, какая именно)
passkey-failed = войти с этим ключом доступа не удалось: попробуйте снова или войдите по имени и паролю
passkey-bad-challenge = срок запроса на добавление ключа доступа истёк, или на него уже ответили: начните заново
passkey-not-verified = ответ ключа доступа не удалось проверить: попробуйте снова
passkey-taken = этот ключ доступа уже добавлен к учётной записи
passkey-bad-name = дайте ключу доступа название длиной от 1 до 40 символов
# $max: сколько ключей доступа может быть у учётной записи
passkey-too-many = у учётной записи может быть не больше { $max } ключей доступа: сначала удалите один
passkey-none = у вас нет такого ключа доступа

## Игроки: профили, присвоение мест, блокировки (people/players.py)

# отказ сесть за стол, потому что кто-то за ним заблокировал этого человека (не говорит, кто)
players-join-blocked = за этот стол сесть нельзя: выберите другой
players-not-found = игрока с таким именем нет
players-block-self = заблокировать себя нельзя
players-not-blocked = вы не блокировали этого игрока
# $most: сколько учётных записей можно заблокировать
players-blocks-full = вы заблокировали { $most } игроков, больше нельзя: сначала разблокируйте кого-нибудь

## Rated tables (server/rated.py, docs/ratings.md)
server-option-rated = на рейтинг: результат меняет рейтинги игроков (за каждым местом человек со входом в аккаунт, включён таймер хода)
rated-needs-accounts = В игре на рейтинг за каждым местом должен сидеть человек, вошедший в аккаунт: без гостей и ботов.
rated-needs-distinct = В игре на рейтинг на каждом месте должен быть другой человек.
rated-needs-timer = Игре на рейтинг нужен таймер хода: задайте число секунд на ход или дней на ход.
rated-no-pool = { $game } на { $players } игроков не идёт на рейтинг.
rated-change = { $before } → { $after }, { $delta }
rated-your-change = Ваш рейтинг: { $change }
rated-aborted = Прервана — без рейтинга
rated-aborted-why = Игра прервана: кто-то из игроков сделал меньше двух ходов. Она не идёт на рейтинг, а тому, кто её бросил, она засчитывается в паузу.
# "через" takes the accusative: 1 and 21 минуту, 2 and 3 минуты, 5 and 11 минут
rated-paused = За эту неделю вы бросили или затянули игр на рейтинг: { $strikes }. Искать игру и играть на рейтинг снова можно через { $minutes } { $minutes ->
    [one] минуту
    [few] минуты
   *[many] минут
}.
rated-paused-seated = Кто-то за этим столом недавно бросал или затягивал игры на рейтинг и пока не может играть на рейтинг: игра начнётся, когда он освободит место или его пауза закончится.
ratings-unknown-pool = Рейтинга { $pool } нет.
seeks-guest-rated = Искать игру на рейтинг может только человек, вошедший в аккаунт: войдите или ищите игру без рейтинга.
seeks-not-found = Такого поиска нет (он закончился или его не было).
seeks-bad-secret = Это не ваш поиск: его секрета нет или он неверен.
seeks-too-fast = Слишком много поисков за минуту: подождите минуту и попробуйте снова.

## турниры (server/tournaments/)
tourney-not-found = Такого турнира нет.
tourney-accounts-only = Создавать турниры, входить в них и играть может только тот, кто вошёл в учётную запись: сначала войдите.
tourney-too-many = С этого аккаунта, браузера или сети сегодня создано уже достаточно турниров: попробуйте завтра.
tourney-closed = Турнир этого уже не принимает: он начался или закончился.
tourney-full = В турнире нет мест.
tourney-not-in = Вы не играете в этом турнире.
tourney-not-creator = Отменить турнир может только тот, кто его создал.
tourney-no-table = У вас нет идущей партии в этом турнире.
tourney-no-hurry = Спешку выбирают только на арене с таймером хода, в начале партии, до своего первого хода.
tourney-needs-pool = Рейтинговому турниру и турниру с условием входа нужны игра и число мест за столом, в которых есть рейтинг.
tourney-bad-length = Арена длится от { $low } до { $high } секунд.
tourney-needs-rating = Этот турнир для игроков с рейтингом в его игре от { $rating }.
tourney-needs-settled = Этот турнир для игроков с рейтингом в его игре от { $rating }; рейтинг учитывается, когда он устоялся (без «?») и сыграно не меньше { $games } рейтинговых партий.
tourney-needs-games = Этот турнир для игроков, сыгравших в его игре не меньше { $games } { $games ->
    [one] рейтинговой партии
   *[other] рейтинговых партий
}.

## Friends: follows and challenges (people/friends.py)
friends-follow-self = на себя подписаться нельзя
friends-blocked = на этого игрока нельзя подписаться и его нельзя вызвать
friends-not-following = вы не подписаны на этого игрока
friends-follows-full = у вас предельное число подписок ({ $most }): сначала отпишитесь от кого-нибудь
friends-challenge-self = себя вызвать нельзя
friends-challenge-two = в «{ $game }» не играют вдвоём: выберите другую игру
friends-no-challenge = такого вызова нет
friends-challenge-again = вы уже вызвали этого игрока: дождитесь ответа
friends-challenge-gone = этот вызов уже не действует: на него ответили, его отменили или время вышло
friends-challenges-fast = предел вызовов в минуту ({ $most }) исчерпан: подождите немного
friends-challenges-full = ответа ждёт предельное число ваших вызовов ({ $most }): сначала отмените один

## A rematch (issue 44, the "table" part)
server-no-rematch = здесь нет предложения реванша, на которое можно ответить
server-rematch-left = кто-то ушёл из-за этого стола: для реванша нужны все, кто играл

## python -m koloda.server --help (__main__.py)
server-help-description = Запустить сервер koloda для игры по сети.
server-help-help = показать эту справку и выйти
server-help-host = адрес, который слушать (по умолчанию 127.0.0.1)
server-help-port = порт (по умолчанию 8000)
server-help-db = адрес базы данных или файл SQLite (по умолчанию ./koloda.db)
server-help-cluster = один из нескольких процессов на общей базе PostgreSQL (см. deploy/)
server-help-bot-workers = процессов для ботов (по умолчанию: ядер - 1, от 2 до 4)
server-help-load = сначала импортировать MODULE и зарегистрировать его GAME (игру в разработке); можно повторять

## Moderation (server/moderation/, docs/moderation.md); $until: a date and time in UTC
mod-muted = Модератор запретил вам писать в чат до { $until }: ваши сообщения не отправляются.
mod-barred = Модератор запретил вам играть на рейтинг до { $until }: играть без рейтинга можно.
mod-barred-seated = Кому-то за этим столом запрещено играть на рейтинг: стол может начать игру без рейтинга или когда он освободит место.
mod-not-moderator = Эта страница открыта только модераторам.
mod-no-account = Такого аккаунта нет.
mod-report-self = На себя пожаловаться нельзя.
mod-bad-reason = Выберите причину: жульничество, сговор, оскорбления в чате, намеренный уход или другое.
mod-no-table = Такого стола нет.
mod-not-at-table = Этот человек не сидел за этим столом.
mod-no-line = Это сообщение в чате не его (или его нет).
mod-no-item = Такой жалобы или отметки об этом человеке нет.
mod-reports-day = За последние сутки вы отправили жалоб: { $most }. Следующие можно будет отправить завтра.
mod-reports-open = Ваших жалоб ждут модератора: { $most }. Подождите, пока одну из них разберут.
mod-reports-again = Ваша жалоба на этого человека ещё ждёт модератора.
mod-reason-needed = Напишите причину (несколько слов): её прочтут этот человек и другие модераторы.
mod-bad-action = Такого действия нет.
mod-bad-hours = Запрет на чат длится от 1 до { $most } часов.
mod-bad-days = Запрет на игру на рейтинг длится от 1 до { $most } дней.
mod-bad-pool = Выберите рейтинг, в котором было жульничество.
mod-closed-already = Этот аккаунт уже закрыт.
mod-not-closed = Этот аккаунт не закрыт: здесь снова открывается только аккаунт, закрытый модератором или оператором (отключённый владельцем он откроет сам, войдя в него).
mod-cheat-already = Этот аккаунт уже отмечен как жулик в этом рейтинге (возмещение уже выдано).
server-help-log-format = строки журнала текстом или по объекту JSON в строке (json)
server-help-ops = служебный порт (ХОСТ:ПОРТ, локальный): /metrics и /ops/... отвечают только там
server-bad-log-format = «{ $given }» — не формат журнала: text или json.
server-bad-ops = «{ $given }» — не служебный адрес: ХОСТ:ПОРТ, например 127.0.0.1:9100, и порт не тот, что у сайта.

## Correspondence tables (server/correspondence/, docs/protocol.md "Correspondence")
server-option-days = дней на ход: игра по переписке (0: вживую); когда дни игрока выходят, этот ход за него делает бот
server-days-live = вживую (без дней)
server-days-n = { $n ->
    [one] { $n } день на ход
    [few] { $n } дня на ход
   *[many] { $n } дней на ход
}
server-days-not-solo = В «{ $game }» не играют по дням: в неё играют в одиночку, и вашего хода никто не ждёт.
server-days-and-seconds = У стола либо дни на ход, либо секунды на ход, но не то и другое.
server-days-bad = Дней на ход: 1, 2, 3, 7 или 14.
server-vacation-none-left = Дней отпуска в этом году не осталось.
server-vacation-not-on = Вы не в отпуске.
server-vacation-already = Вы уже в отпуске.

## Notifications (server/notifications/): each kind's title, a notice's words in the bell and
## a push; $game: a game's title, $from and $by: a person's handle or name
notify-title-turn = Ваш ход
notify-title-ended = Партия окончена
notify-title-challenge = Вызов
notify-title-rematch = Реванш
notify-title-tournament = Скоро начало турнира
notify-title-moderation = От модераторов
notify-turn = Ваш ход: { $game }.
notify-ended = Партия окончена: { $game }.
notify-ended-timeout = Ваше время на ход вышло: { $game }, партия окончена.
notify-challenge = { $from } вызывает вас: { $game }.
notify-rematch = { $by } предлагает реванш: { $game }.
notify-tournament = Турнир, в который вы записались, начнётся через несколько минут: { $game }.
notify-tournament-off = Турнир, в который вы записались, отменён его создателем до начала: { $game }.
notify-tournament-off-mod = Турнир отменён модератором до начала: { $game }.
notify-moderation = { $action ->
    [warn] Модератор вынес вам предупреждение.
    [mute] Модератор запретил вам писать в чат.
    [bar] Модератор запретил вам играть на рейтинг.
    [close] Модератор закрыл ваш аккаунт.
    [cheat] Модератор нашёл жульничество в ваших партиях на рейтинг: выигранное там отнято.
    [unmute] Запрет на чат снят.
    [unbar] Запрет на игру на рейтинг снят.
    [reopen] Ваш аккаунт снова открыт.
   *[other] Модератор принял меры по вашему аккаунту.
}
notify-refund = Игрок, который у вас выиграл, оказался жуликом: вашему рейтингу { $pool } возвращено очков: { $points }.
notify-report = Модератор разобрал вашу жалобу на { $about }. Спасибо.
notify-bad-subscription = Это не подписка браузера на push-уведомления: нужны адрес и ключи (p256dh, auth).
notify-push-service = Сервер не отправляет уведомления через эту службу push-уведомлений.
