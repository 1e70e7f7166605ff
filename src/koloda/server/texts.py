"""Every message the server itself says to a person, in English and Russian.

Reasons that come from a game (an illegal move) are the game's own `Text`; these are the
server's: the protocol, the lobby and the seat tokens.
"""

from __future__ import annotations

from koloda.core import Text

TOO_BIG = Text("the message is larger than 8 KiB", "сообщение больше 8 КиБ")
NOT_JSON = Text("the message is not valid JSON", "сообщение не является корректным JSON")
BAD_SHAPE = Text(
    'expected {"type": "action", "version": N, "action": {...}} or {"type": "ping"}',
    'ожидалось {"type": "action", "version": N, "action": {...}} или {"type": "ping"}',
)
SPECTATOR = Text("spectators cannot act; join a seat to play",
                 "зрители не могут ходить; займите место, чтобы играть")
BAD_TOKEN = Text("this token holds no seat at this table",
                 "этот ключ не даёт места за этим столом")
NEED_TOKEN = Text("this needs your seat token (Authorization: Bearer <token>)",
                  "для этого нужен ключ вашего места (Authorization: Bearer <ключ>)")
NOT_OPEN = Text("the game has already started", "игра уже началась")
NOT_FULL = Text("every seat must be filled before the start",
                "перед началом нужно занять все места")
TOO_MANY_TABLES = Text("too many tables are waiting for players: join one, or try again later",
                       "слишком много столов ждут игроков: присоединитесь к одному или "
                       "попробуйте позже")
NO_FREE_SEAT = Text("there is no free seat at this table", "за этим столом нет свободных мест")
NOT_FINISHED = Text("the game is not over yet", "игра ещё не окончена")
NO_AGAIN = Text("a new game can follow only a finished one",
                "новую партию можно начать только после окончания этой")
SERVER_ERROR = Text("the server could not save this move; please try again",
                    "сервер не смог сохранить ход; попробуйте ещё раз")
NOT_HANDLED = Text("the server could not handle this message; please try again",
                   "сервер не смог обработать это сообщение; попробуйте ещё раз")
SEAT_HIDDEN = Text("a seat's view is shown only after the game is over",
                   "вид со стороны игрока доступен только после окончания игры")
PEOPLE_STILL_PLAY = Text("a person still plays at this table: the bots keep its pace until every "
                         "person is out of the game",
                         "за этим столом ещё играет человек: боты не ускоряются, пока все люди "
                         "не выйдут из игры")
PEOPLE_PLAY = Text("people still play at this table: only a game in which only bots still play "
                   "can be played out at once",
                   "за этим столом ещё играют люди: сразу доиграть можно только партию, в "
                   "которой остались одни боты")
HOST_ONLY = Text("only the table's host can do this", "это может только хозяин стола")
BAD_NAME = Text("a name must be 1 to 40 characters", "имя должно быть от 1 до 40 символов")


def stale(seen: int, now: int) -> Text:
    """The client acted on an old version of the game."""
    return Text(f"the game has moved on (you saw version {seen}, it is now {now}); "
                "the current state follows",
                f"игра ушла вперёд (вы видели версию {seen}, сейчас {now}); "
                "вот текущее состояние")


def not_playing(status: str) -> Text:
    return Text(f"the game is not running (the table is {status})",
                f"игра не идёт (стол: {_STATUS_RU.get(status, status)})")


def no_table(table_id: str) -> Text:
    return Text(f"there is no table {table_id!r}", f"стола {table_id!r} нет")


def no_seat(seat: int, players: int) -> Text:
    """`seat` is the protocol's (from 0); people count seats from 1."""
    return Text(f"there is no seat {seat + 1} at this table (seats 1 to {players})",
                f"за этим столом нет места № {seat + 1} (места с 1 по {players})")


def seat_taken(seat: int) -> Text:
    return Text(f"seat {seat + 1} is taken", f"место № {seat + 1} занято")


def seat_is_person(seat: int) -> Text:
    return Text(f"seat {seat + 1} holds a person; only the host, or that person, can free it",
                f"место № {seat + 1} занимает человек; освободить его может только хозяин стола "
                "или сам этот человек")


def bad_players(game: str, lo: int, hi: int, n: int) -> Text:
    return Text(f"{game} is for {lo} to {hi} players, not {n}",
                f"в «{game}» играют от {lo} до {hi}, а не {n}")


def local_option(names: list[str]) -> Text:
    joined = ", ".join(names)
    return Text(f"{joined}: a file on your own machine can be used in terminal play "
                "(koloda play), not on a server",
                f"{joined}: файл с вашего компьютера можно указать при игре в терминале "
                "(koloda play), но не на сервере")


def bad_table_option(name: str, value: object) -> Text:
    return Text(f"table option {name!r}: {value!r} is not allowed",
                f"параметр стола {name!r}: значение {value!r} недопустимо")


_STATUS_RU = {"open": "набор игроков", "playing": "идёт игра", "finished": "игра окончена",
              "closed": "закрыт",
              "abandoned": "брошен"}


def bad_bot_spec(spec: str) -> Text:
    shown = ascii(spec[:40])
    return Text(f"{shown} is not a bot spec (a name such as 'heuristic', optionally ':' and a "
                "strength such as 'ismcts:2000')",
                f"{shown} не описание бота (имя, например 'heuristic', и, если нужно, ':' и "
                "сила, например 'ismcts:2000')")


def played_for_you(en: str, ru: str) -> Text:
    """What the turn timer's bot played for a person whose time ran out."""
    return Text(f"Your time ran out; this was played for you: {en}",
                f"Ваше время вышло; за вас сыграно: {ru}")
