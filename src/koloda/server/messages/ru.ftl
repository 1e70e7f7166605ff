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

## The lobby (lobby.py)

server-bad-name-why = { server-bad-name }: { $why }
server-bad-bot-spec-why = неверное описание бота { $spec }: { $why }

## Table options (options.py)

server-option-turn-seconds = секунд на ход (0: без ограничения); когда время выходит, за игрока ходит бот
server-option-bot-delay = сколько секунд бот ждёт перед ходом, чтобы люди успевали следить
server-bad-options = неверные параметры: { $why }
