"""Palace's events and refusals (the reasons of the rules' `..._refusal`) as catalog messages.

Events carry data only: their log lines are the catalog's `palace-<kind>` messages, and the
refusals below are `palace-refuse-...` (messages/en.ftl, messages/ru.ftl), formatted by whoever
shows them. Refusals name their seats and cards by the default argument names (`seat`,
`card`, `cards`), which read the same wherever a reason is formatted. A refusal goes only to the seat that caused it, so it may name that seat's own
cards; it never names a card hidden from that seat.
"""

from __future__ import annotations

from collections.abc import Iterable

from koloda.core import Card, Event, Message, message

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


def refusal(msg_id: str, **args: object) -> Message:
    """Why an action is refused: the catalog message `msg_id` (`palace-refuse-...`)."""
    return message(msg_id, **args)


def game_over() -> Message:
    return refusal("palace-refuse-game-over")


def no_such_seat(seat: object) -> Message:
    return refusal("palace-refuse-no-seat")


def not_palace_action(action: object) -> Message:
    return refusal("palace-refuse-unknown-action", action=repr(action))


def not_your_turn(turn: int) -> Message:
    return refusal("palace-refuse-not-your-turn", seat=turn)


def swap_only_before_play() -> Message:
    return refusal("palace-refuse-swap-before-play")


def already_ready() -> Message:
    return refusal("palace-refuse-already-ready")


def wait_for_ready() -> Message:
    return refusal("palace-refuse-wait-for-ready")


def not_in_hand(c: int) -> Message:
    return refusal("palace-refuse-not-in-hand", card=CODES[c])


def not_face_up(c: int) -> Message:
    return refusal("palace-refuse-not-face-up", card=CODES[c])


def no_cards_chosen() -> Message:
    return refusal("palace-refuse-no-cards")


def mixed_ranks() -> Message:
    return refusal("palace-refuse-mixed-ranks")


def card_twice() -> Message:
    return refusal("palace-refuse-card-twice")


def hand_first() -> Message:
    return refusal("palace-refuse-hand-first")


def face_up_first() -> Message:
    return refusal("palace-refuse-face-up-first")


def go_blind() -> Message:
    return refusal("palace-refuse-go-blind")


def no_face_down(index: object, count: int) -> Message:
    return refusal("palace-refuse-no-face-down", index=str(index), count=count, last=count - 1)


def too_low(cards: Iterable[int], top: int) -> Message:
    """`cards` cannot go on `top`, which is of a higher rank."""
    return refusal("palace-refuse-too-low", cards=[CODES[c] for c in cards], card=CODES[top])


def must_play(example: Iterable[int]) -> Message:
    return refusal("palace-refuse-must-play", cards=[CODES[c] for c in example])


def blind_instead_of_pick_up() -> Message:
    return refusal("palace-refuse-blind-instead")


def already_out() -> Message:
    return refusal("palace-refuse-already-out")


def out_of_turn(turn: int, rank: int | None, adder: bool) -> Message:
    """What a seat not on turn may do: complete four of a kind, or add the card it drew."""
    if rank is None:
        return not_your_turn(turn)
    return refusal("palace-refuse-out-of-turn", rank=rank, adder=adder)
