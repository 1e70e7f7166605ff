"""Card Ball's user-facing phrases, in English and Russian."""

from __future__ import annotations

from collections.abc import Iterable

from koloda.core import Text, short_name

from . import rules
from .geometry import POCKET_NAMES

FOULS: dict[str, Text] = {
    rules.MISS: Text("the cue ball hit no ball", "биток не коснулся ни одного шара"),
    rules.KITCHEN: Text("from the kitchen, the first ball hit lay inside it",
                        "из дома первым задет шар в доме"),
    rules.NO_RAIL: Text("nothing potted and no ball reached a cushion",
                        "ничего не забито и ни один шар не дошёл до борта"),
    rules.CLOSED_BREAK: Text("the break was not open", "разбой не открытый"),
    rules.SCRATCH: Text("the cue ball dropped", "биток упал в лузу"),
    rules.CUE_OFF: Text("the cue ball left the table", "биток вылетел за борт"),
    rules.BALL_OFF: Text("a ball left the table", "шар вылетел за борт"),
    rules.WRONG_BALL: Text("potted a ball without its card", "забит шар без своей карты"),
    rules.RIGHT_AND_WRONG: Text("potted a right and a wrong ball at once",
                                "забиты сразу правильный и неправильный шары"),
}


def player(seat: int) -> Text:
    return Text(f"player {seat + 1}", f"игрок {seat + 1}")


def balls(numbers: Iterable[int]) -> str:
    return ", ".join(str(n) for n in numbers)


def cards(codes: Iterable[int], lang: str = "en") -> str:
    return " ".join(short_name(c, lang) for c in codes)


def pot_label(ball: int, pocket: str) -> Text:
    en, ru = POCKET_NAMES[pocket]
    return Text(f"pot {ball} into {en}", f"забить {ball} в {ru} лузу")


def aim_label(ball: int) -> Text:
    return Text(f"shoot at {ball}", f"удар по шару {ball}")


BREAKS = (Text("break from the head spot", "разбой с передней отметки"),
          Text("break from left of the head spot", "разбой левее передней отметки"),
          Text("break from right of the head spot", "разбой правее передней отметки"))


def shot_line(seat: int, potted: list[int], fouls: tuple[str, ...], continues: bool,
              executed: str) -> Text:
    """One log line for a shot."""
    who = player(seat)
    if fouls:
        why_en = "; ".join(FOULS[f].en for f in fouls)
        why_ru = "; ".join(FOULS[f].ru for f in fouls)
        return Text(f"{who.en} ({executed}): foul: {why_en}",
                    f"{who.ru} ({executed}): фол: {why_ru}")
    if potted:
        more = ("and shoots again", "и бьёт снова") if continues else ("", "")
        return Text(f"{who.en} ({executed}) pots {balls(potted)} {more[0]}".rstrip(),
                    f"{who.ru} ({executed}) забивает {balls(potted)} {more[1]}".rstrip())
    return Text(f"{who.en} ({executed}): a legal shot, nothing potted",
                f"{who.ru} ({executed}): правильный удар, ничего не забито")


def discard_line(seat: int, codes: list[int]) -> Text:
    return Text(f"{player(seat).en} discards {cards(codes)}",
                f"{player(seat).ru} сбрасывает {cards(codes, 'ru')}")


def penalty_line(seat: int, drawn: int, aside: list[int], empty: bool) -> Text:
    en = f"{player(seat).en} draws {drawn} penalty card" + ("s" if drawn != 1 else "")
    ru = f"{player(seat).ru} берёт штрафных карт: {drawn}"
    if aside:
        en += f"; set aside (ball gone): {cards(aside)}"
        ru += f"; отложены (шара нет): {cards(aside, 'ru')}"
    if empty:
        en += "; the stock is empty"
        ru += "; колода кончилась"
    return Text(en, ru)


def respot_line(numbers: tuple[int, ...]) -> Text:
    return Text(f"back on the foot spot: {balls(numbers)}",
                f"на заднюю отметку выставлены: {balls(numbers)}")


def ball_in_hand_line(seat: int) -> Text:
    return Text(f"{player(seat).en} has the cue ball in hand in the kitchen",
                f"{player(seat).ru} ставит биток с руки в доме")


def win_line(seat: int) -> Text:
    return Text(f"{player(seat).en} has no cards left and wins",
                f"у игрока {seat + 1} не осталось карт: победа")


def draw_line(draws: list[tuple[int, int]]) -> Text:
    en = ", ".join(f"{player(s).en} {short_name(c)}" for s, c in draws)
    ru = ", ".join(f"{player(s).ru} {short_name(c, 'ru')}" for s, c in draws)
    return Text(f"several emptied their hands: high card decides ({en})",
                f"карты кончились у нескольких: решает старшая карта ({ru})")


LIMIT = Text("the shot limit is reached: the game ends on the cards left",
             "достигнут предел ударов: партия закончена по оставшимся картам")
