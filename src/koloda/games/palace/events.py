"""Palace's events and refusals (`IllegalAction` reasons) as catalog messages.

Events carry data only: their log lines are the catalog's `palace-<kind>` messages, and the
refusals below are `palace-refuse-...` (messages/en.ftl, messages/ru.ftl), formatted by whoever
shows them. Refusals name their seats and cards by the default argument names (`seat`,
`card`, `cards`), which read the same wherever a reason is formatted. A refusal goes only to the seat that caused it, so it may name that seat's own
cards; it never names a card hidden from that seat.
"""

from __future__ import annotations

from collections.abc import Iterable

from koloda.core import Card, Event, IllegalAction, message

from .actions import CODES

# -- events, in the order of the rules ---------------------------------------------------------


def swap(seat: int, hand: Card, face_up: Card) -> Event:
    return Event("swap", seat, {"hand": CODES[hand], "face_up": CODES[face_up]})


def ready(seat: int) -> Event:
    return Event("ready", seat)


def start(seat: int, lowest: Card | None) -> Event:
    """`seat` starts, showing `lowest` (None: nobody holds a card below the specials)."""
    return Event("start", seat, {"card": CODES[lowest] if lowest else None})


def play(seat: int, cards: Iterable[Card], face_up: bool, in_turn: bool) -> Event:
    return Event("play", seat, {"cards": [CODES[c] for c in cards], "face_up": face_up,
                                "in_turn": in_turn})


def draw(seat: int, drawn: list[Card]) -> Event:
    """The count is public; the cards go to `seat` only."""
    return Event("draw", seat, {"count": len(drawn)},
                 private={seat: {"cards": [CODES[c] for c in drawn]}})


def reset(seat: int, again: bool) -> Event:
    return Event("reset", seat, {"again": again})


def burn(seat: int, count: int, four: bool, again: bool) -> Event:
    return Event("burn", seat, {"count": count, "four": four, "again": again})


def blind_played(seat: int, c: Card) -> Event:
    return Event("blind", seat, {"card": CODES[c], "played": True})


def blind_taken(seat: int, c: Card, count: int) -> Event:
    """The blind card did not go: it and the pile (`count` cards in all) go to the hand."""
    return Event("blind", seat, {"card": CODES[c], "played": False, "count": count})


def pick_up(seat: int, count: int) -> Event:
    return Event("pick_up", seat, {"count": count})


def called(pick_ups: int, held: list[int]) -> Event:
    return Event("called", None, {"pick_ups": pick_ups, "held": held})


def leaves(seat: int, place: int) -> Event:
    return Event("out", seat, {"place": place})


def over(loser: int, ranks: list[int]) -> Event:
    return Event("over", loser, {"ranks": ranks})


# -- refusals ----------------------------------------------------------------------------------


def refuse(msg_id: str, **args: object) -> IllegalAction:
    """An `IllegalAction` whose reason is the catalog message `msg_id` (`palace-refuse-...`)."""
    return IllegalAction(message(msg_id, **args))


def game_over() -> IllegalAction:
    return refuse("palace-refuse-game-over")


def no_such_seat(seat: object) -> IllegalAction:
    return refuse("palace-refuse-no-seat")


def not_palace_action(action: object) -> IllegalAction:
    return refuse("palace-refuse-unknown-action", action=repr(action))


def not_your_turn(turn: int) -> IllegalAction:
    return refuse("palace-refuse-not-your-turn", seat=turn)


def swap_only_before_play() -> IllegalAction:
    return refuse("palace-refuse-swap-before-play")


def already_ready() -> IllegalAction:
    return refuse("palace-refuse-already-ready")


def wait_for_ready() -> IllegalAction:
    return refuse("palace-refuse-wait-for-ready")


def not_in_hand(c: int) -> IllegalAction:
    return refuse("palace-refuse-not-in-hand", card=CODES[c])


def not_face_up(c: int) -> IllegalAction:
    return refuse("palace-refuse-not-face-up", card=CODES[c])


def no_cards_chosen() -> IllegalAction:
    return refuse("palace-refuse-no-cards")


def mixed_ranks() -> IllegalAction:
    return refuse("palace-refuse-mixed-ranks")


def card_twice() -> IllegalAction:
    return refuse("palace-refuse-card-twice")


def hand_first() -> IllegalAction:
    return refuse("palace-refuse-hand-first")


def face_up_first() -> IllegalAction:
    return refuse("palace-refuse-face-up-first")


def go_blind() -> IllegalAction:
    return refuse("palace-refuse-go-blind")


def no_face_down(index: object, count: int) -> IllegalAction:
    return refuse("palace-refuse-no-face-down", index=str(index), count=count, last=count - 1)


def too_low(cards: Iterable[int], top: int) -> IllegalAction:
    """`cards` cannot go on `top`, which is of a higher rank."""
    return refuse("palace-refuse-too-low", cards=[CODES[c] for c in cards], card=CODES[top])


def must_play(example: Iterable[int]) -> IllegalAction:
    return refuse("palace-refuse-must-play", cards=[CODES[c] for c in example])


def blind_instead_of_pick_up() -> IllegalAction:
    return refuse("palace-refuse-blind-instead")


def already_out() -> IllegalAction:
    return refuse("palace-refuse-already-out")


def out_of_turn(turn: int, rank: int | None, adder: bool) -> IllegalAction:
    """What a seat not on turn may do: complete four of a kind, or add the card it drew."""
    if rank is None:
        return not_your_turn(turn)
    return refuse("palace-refuse-out-of-turn", rank=rank, adder=adder)
