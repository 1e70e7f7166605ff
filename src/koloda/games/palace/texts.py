"""Every line Palace says, in English and Russian: refusals (`IllegalAction` reasons) and the
one-line log text of each event. Kept together so both languages are reviewed side by side.

A refusal goes only to the seat that caused it, so it may name that seat's own cards; it never
names a card hidden from that seat.
"""

from __future__ import annotations

from collections.abc import Iterable

from koloda.core import IllegalAction, Text, short_name
from koloda.core.cards import rank_short

# Names looked up, not built: an event line is written for every action of every playout.
_NAMES = {lang: tuple(short_name(c, lang) if c >= 8 else "" for c in range(60))
          for lang in ("en", "ru")}


def cards_str(cards: Iterable[int], lang: str = "en") -> str:
    """``7♠ 7♦`` (``Д♥`` for a Russian queen)."""
    names = _NAMES["ru" if lang == "ru" else "en"]
    return " ".join([names[c] for c in cards])


def _rank(rank: int, lang: str) -> str:
    return rank_short(rank, lang)


def refuse(en: str, ru: str) -> IllegalAction:
    return IllegalAction(en, ru)


# -- refusals ---------------------------------------------------------------------------------

def game_over() -> IllegalAction:
    return refuse("the game is over", "партия окончена")


def no_such_seat(seat: object) -> IllegalAction:
    return refuse(f"there is no seat {seat}", f"места {seat} нет")


def not_palace_action(action: object) -> IllegalAction:
    return refuse(f"{action!r} is not a Palace action", f"{action!r} не ход игры «Дворец»")


def not_your_turn(turn: int) -> IllegalAction:
    return refuse(f"it is not your turn: seat {turn} is to play",
                  f"сейчас не ваш ход: ходит место {turn}")


def swap_only_before_play() -> IllegalAction:
    return refuse("cards may be swapped only before play starts",
                  "меняться картами можно только до начала игры")


def already_ready() -> IllegalAction:
    return refuse("you are ready: your swapping is over",
                  "вы уже готовы: обмен для вас закончен")


def wait_for_ready() -> IllegalAction:
    return refuse("play starts once every player is ready",
                  "игра начнётся, когда все будут готовы")


def not_in_hand(c: int) -> IllegalAction:
    return refuse(f"you do not hold {short_name(c)}", f"у вас на руке нет {short_name(c, 'ru')}")


def not_face_up(c: int) -> IllegalAction:
    return refuse(f"{short_name(c)} is not among your face-up cards",
                  f"{short_name(c, 'ru')} нет среди ваших открытых карт")


def no_cards_chosen() -> IllegalAction:
    return refuse("choose at least one card", "выберите хотя бы одну карту")


def mixed_ranks() -> IllegalAction:
    return refuse("cards played together must be of one rank",
                  "вместе кладут только карты одного достоинства")


def card_twice() -> IllegalAction:
    return refuse("the same card is named twice", "одна и та же карта названа дважды")


def hand_first() -> IllegalAction:
    return refuse("play from your hand first: face-up cards come once the hand and the stock "
                  "are empty",
                  "сначала играйте с руки: открытые карты идут в ход, когда рука и колода пусты")


def face_up_first() -> IllegalAction:
    return refuse("play your face-up cards before the face-down ones",
                  "сначала сыграйте открытые карты, потом закрытые")


def go_blind() -> IllegalAction:
    return refuse("your hand and face-up cards are gone: turn over a face-down card",
                  "рука и открытые карты кончились: переверните закрытую карту")


def no_face_down(index: object, count: int) -> IllegalAction:
    return refuse(f"there is no face-down card {index}: you have {count} (0 to {count - 1})",
                  f"закрытой карты {index} нет: у вас их {count} (от 0 до {count - 1})")


def too_low(c: int, top: int) -> IllegalAction:
    """`c` cannot go on `top`, which is of a higher rank."""
    return refuse(
        f"cannot play {short_name(c)} on {short_name(top)}: "
        f"{_rank(c >> 2, 'en')} is lower than {_rank(top >> 2, 'en')}",
        f"нельзя положить {short_name(c, 'ru')} на {short_name(top, 'ru')}: "
        f"{_rank(c >> 2, 'ru')} младше, чем {_rank(top >> 2, 'ru')}",
    )


def must_play(example: Iterable[int]) -> IllegalAction:
    shown = list(example)
    return refuse(
        f"you may pick up the pile only when you cannot play (you can play {cards_str(shown)})",
        f"брать стопку можно, только когда нечем ходить (вы можете положить "
        f"{cards_str(shown, 'ru')})",
    )


def blind_instead_of_pick_up() -> IllegalAction:
    return refuse("turn over a face-down card instead: if it cannot be played, you take it "
                  "with the pile",
                  "вместо этого переверните закрытую карту: если её нельзя положить, вы заберёте "
                  "её вместе со стопкой")


def nothing_to_pick_up() -> IllegalAction:
    return refuse("the pile is empty", "стопка пуста")


def already_out() -> IllegalAction:
    return refuse("you have already left the game: you have no cards",
                  "вы уже вышли из игры: карт у вас нет")


def out_of_turn(turn: int, rank: int | None, adder: bool) -> IllegalAction:
    """What a seat not on turn may do: complete four of a kind, or add the card it drew."""
    if rank is None:
        return not_your_turn(turn)
    en_r, ru_r = _rank(rank, "en"), _rank(rank, "ru")
    en = f"it is not your turn: out of turn you may only complete four {en_r}s"
    ru = f"сейчас не ваш ход: вне очереди можно только собрать четыре карты {ru_r}"
    if adder:
        en += f" or add a {en_r} you just drew"
        ru += f" или подкинуть только что взятую {ru_r}"
    return refuse(en, ru)


# -- event lines ------------------------------------------------------------------------------

def swapped(seat: int, hand: int, face_up: int) -> Text:
    return Text(f"seat {seat} takes {short_name(face_up)} into the hand and lays "
                f"{short_name(hand)} face up",
                f"место {seat} берёт на руку {short_name(face_up, 'ru')} и открывает "
                f"{short_name(hand, 'ru')}")


def is_ready(seat: int) -> Text:
    return Text(f"seat {seat} is ready", f"место {seat} готово")


def starts(seat: int, c: int | None) -> Text:
    if c is None:
        return Text(f"nobody holds a low card: seat {seat}, left of the dealer, starts",
                    f"младших карт ни у кого нет: начинает место {seat}, слева от сдающего")
    return Text(f"seat {seat} holds the lowest card ({short_name(c)}) and starts",
                f"у места {seat} самая младшая карта ({short_name(c, 'ru')}), оно начинает")


def played(seat: int, cards: Iterable[int], in_turn: bool, face_up: bool) -> Text:
    en = f"seat {seat} plays {cards_str(cards)}"
    ru = f"место {seat} кладёт {cards_str(cards, 'ru')}"
    if face_up:
        en, ru = en + " from the face-up cards", ru + " из открытых"
    if not in_turn:
        en, ru = en + " out of turn", ru + " вне очереди"
    return Text(en, ru)


def drew(seat: int, count: int) -> Text:
    return Text(f"seat {seat} draws {count}", f"место {seat} добирает из колоды: {count}")


def burned(count: int, seat: int) -> Text:
    return Text(f"the pile burns ({count} cards leave the game); seat {seat} starts a new one",
                f"стопка сгорает ({count} карт выходят из игры); место {seat} начинает новую")


def reset(seat: int) -> Text:
    return Text(f"the 2 resets the pile: seat {seat} plays again, any rank",
                f"двойка обнуляет стопку: место {seat} ходит ещё раз, любой картой")


def blind_played(seat: int, c: int) -> Text:
    return Text(f"seat {seat} turns over {short_name(c)} and plays it",
                f"место {seat} открывает {short_name(c, 'ru')} и кладёт её")


def blind_failed(seat: int, c: int, count: int) -> Text:
    return Text(f"seat {seat} turns over {short_name(c)}, cannot play it and takes it with the "
                f"pile ({count} cards)",
                f"место {seat} открывает {short_name(c, 'ru')}, положить её нельзя: забирает её "
                f"вместе со стопкой ({count} карт)")


def picked_up(seat: int, count: int) -> Text:
    return Text(f"seat {seat} cannot play and picks up the pile ({count} cards)",
                f"месту {seat} нечем ходить: оно забирает стопку ({count} карт)")


def left(seat: int, place: int) -> Text:
    return Text(f"seat {seat} has no cards left: place {place}",
                f"у места {seat} кончились карты: {place}-е место")


def lost(seat: int) -> Text:
    return Text(f"seat {seat} is the last holding cards and loses",
                f"место {seat} последним осталось с картами и проигрывает")


def called(pick_ups: int) -> Text:
    return Text(f"the pile has been picked up {pick_ups} times: the game is called, and those "
                f"still holding cards are ranked by how many they hold",
                f"стопку забирали уже {pick_ups} раз: партия останавливается, оставшиеся "
                f"игроки занимают места по числу карт (меньше — выше)")
