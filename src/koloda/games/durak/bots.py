"""A heuristic Durak bot: lead low, beat cheaply, save trumps, take when beating costs too much,
throw in cheap cards. It sees only a `Perspective` (the seat's view and its legal actions)."""

from __future__ import annotations

from typing import Any

from koloda.core import Action, KolodaError, Perspective, text
from koloda.core.cards import SUIT_LETTERS

from .actions import PASS, TAKE, Attack, Defend, Transfer

TRUMP_BONUS = 9  # a trump six outranks a plain ace


class HeuristicBot:
    """Plays by simple card values: rank, plus a bonus for trumps.

    `param` (optional, a number) is how costly the bot finds spending trumps early: higher means
    it takes more readily rather than burn trumps while the stock is thick (default 1.0).
    """

    def __init__(self, seed: int = 0, param: str | None = None, name: str = "heuristic") -> None:
        self.seed = seed  # the bot is deterministic; the seed is kept for the factory's sake
        self.name = name
        try:
            self.thrift = float(param) if param else 1.0
        except ValueError:
            raise KolodaError(text("durak-bot-param", param=param)) from None

    def act(self, perspective: Perspective) -> Action | None:
        legal = perspective.legal_actions()
        if not legal:
            return None
        view = perspective.view()
        trump = SUIT_LETTERS.index(view["trump_suit"])

        def value(c: int) -> int:
            return (c >> 2) + (TRUMP_BONUS if c & 3 == trump else 0)

        if any(isinstance(a, Defend | Transfer) for a in legal) or TAKE in legal:
            return self.defend(legal, view, trump, value)
        return self.attack(legal, view, trump, value)

    # -- attacking and throwing in ----------------------------------------------------------
    def attack(self, legal: list[Action], view: dict[str, Any], trump: int,
               value: Any) -> Action | None:
        plays = [a for a in legal if isinstance(a, Attack)]
        if not view["table"]:
            # Lead the cheapest card, preferring a rank held twice (both can go in one bout).
            hand = [a.card for a in plays]
            counts: dict[int, int] = {}
            for c in hand:
                counts[c >> 2] = counts.get(c >> 2, 0) + 1
            return min(plays, key=lambda a: value(a.card) - (2 if counts[a.card >> 2] > 1 else 0))
        endgame = view["stock"] == 0
        defender = view["seats"][view["defender"]]
        good = []
        for a in plays:
            c = a.card
            if c & 3 == trump:
                # Spend a trump only to finish off a defender in the endgame.
                if endgame and defender["hand_count"] <= 2:
                    good.append(a)
            elif endgame or (c >> 2) <= (10 if view["taking"] else 11):
                good.append(a)
        if good:
            return min(good, key=lambda a: value(a.card))
        return PASS if PASS in legal else None

    # -- defending --------------------------------------------------------------------------
    def defend(self, legal: list[Action], view: dict[str, Any], trump: int,
               value: Any) -> Action | None:
        transfers = [a for a in legal if isinstance(a, Transfer)]
        plain = [a for a in transfers if a.card & 3 != trump]
        if plain:
            return min(plain, key=lambda a: value(a.card))
        defends = [a for a in legal if isinstance(a, Defend)]
        unbeaten = sum(1 for pair in view["table"] if pair["defense"] is None)
        plan = self.plan(defends, value)
        if plan is not None and len(plan) < unbeaten:
            plan = None  # some card on the table cannot be beaten at all
        if plan is None:
            return TAKE
        cost = sum(value(c) for _, c in plan)
        trumps_spent = [c for _, c in plan if c & 3 == trump]
        stock = view["stock"]
        table_value = sum(value(attack) for attack, _ in plan)
        # Early on, picking up a few low cards is cheaper than spending high trumps on them.
        if stock > 6 and trumps_spent:
            spent = sum((c >> 2) for c in trumps_spent) * self.thrift
            if spent >= 12 and table_value <= 10 * len(plan) and cost > 20:
                return TAKE
        attack, beater = plan[0]
        for a in defends:
            if a.attack == attack and a.card == beater:
                return a
        return TAKE  # not reached: the plan is built from legal actions

    @staticmethod
    def plan(defends: list[Defend], value: Any) -> list[tuple[int, int]] | None:
        """Cheapest way found to beat every unbeaten card (the hardest first); None if none."""
        options: dict[int, list[int]] = {}
        for a in defends:
            options.setdefault(a.attack, []).append(a.card)
        if not options:
            return None
        used: set[int] = set()
        plan = []
        for attack in sorted(options, key=lambda x: len(options[x])):
            free = [c for c in options[attack] if c not in used]
            if not free:
                return None
            best = min(free, key=value)
            used.add(best)
            plan.append((attack, best))
        return plan
