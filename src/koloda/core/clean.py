"""Text from people, made safe before it can reach a state, a record or a socket.

Anything a client types (a name, a Scattergories answer) passes `clean_text`: it must be
well-formed Unicode (a lone surrogate cannot be encoded, and one such string in a state would
break every message built from it), it is normalised (NFC, so "й" typed two ways is one text),
and what renders as something else is removed: control characters, bidirectional overrides and
other invisible format characters (zero-width joiners stay: emoji and some scripts need them),
private-use and unassigned code points, and combining marks beyond a few on one letter ("zalgo").
Runs of white space become one space.
"""

from __future__ import annotations

import unicodedata
from typing import Any

from .text import Text
from .text import text as _text

#: combining marks kept on one base character (Vietnamese needs two; zalgo stacks dozens)
MAX_MARKS = 2
#: format characters that are kept: zero-width non-joiner and joiner (emoji, Persian, Indic)
_KEEP_FORMAT = {"\u200c", "\u200d"}
_DROP = {"Cc", "Cf", "Cs", "Co", "Cn"}


class BadText(ValueError):
    """A text that cannot be used, and why (`reason`)."""

    def __init__(self, reason: Text) -> None:
        super().__init__(reason)
        self.reason = reason

    def __str__(self) -> str:
        return self.reason.en


def well_formed(text: str) -> bool:
    """True if `text` encodes as UTF-8 (no lone surrogates)."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def clean_text(text: Any, max_length: int) -> str:
    """`text` normalised and stripped of what does not belong in a name or an answer.

    Raises `BadText` for a non-string, a text that is not well-formed Unicode or holds a NUL
    character, or one longer than `max_length` characters once cleaned. May return "" (the caller decides if empty is
    allowed).
    """
    if not isinstance(text, str):
        raise BadText(_text("core-text-not-text"))
    if not well_formed(text):
        raise BadText(_text("core-text-not-unicode"))
    if "\x00" in text:  # never typed: broken or hostile input, and no database keeps it
        raise BadText(_text("core-text-nul"))
    if len(text) > 8 * max_length + 64:  # far too long even before cleaning: do no work on it
        raise BadText(_text("core-text-too-long", max=str(max_length)))
    out: list[str] = []
    marks = 0
    space = False
    for ch in unicodedata.normalize("NFC", text):
        if ch.isspace():
            space = bool(out)
            marks = 0
            continue
        category = unicodedata.category(ch)
        if category in _DROP and ch not in _KEEP_FORMAT:
            continue
        if category in ("Mn", "Me"):
            marks += 1
            if marks > MAX_MARKS or not out or space:
                continue
        else:
            marks = 0
            if space:
                out.append(" ")
                space = False
        out.append(ch)
    cleaned = unicodedata.normalize("NFC", "".join(out))
    if len(cleaned) > max_length:
        raise BadText(_text("core-text-too-long", max=str(max_length)))
    return cleaned


def storable(text: str) -> bool:
    """True if every database can keep `text`: well-formed, and no NUL character (PostgreSQL's
    text and JSON cannot hold one)."""
    return "\x00" not in text and well_formed(text)


def all_well_formed(data: Any, max_depth: int = 32) -> bool:
    """True if every string (keys included) in a JSON value is well-formed and storable (no
    NUL) and the value is nested at most `max_depth` deep. Iterative: a hostile value cannot
    exhaust the stack."""
    stack: list[tuple[Any, int]] = [(data, 0)]
    while stack:
        value, depth = stack.pop()
        if depth > max_depth:
            return False
        if isinstance(value, str):
            if not storable(value):
                return False
        elif isinstance(value, dict):
            for k, v in value.items():
                if isinstance(k, str) and not storable(k):
                    return False
                stack.append((v, depth + 1))
        elif isinstance(value, list | tuple):
            stack.extend((v, depth + 1) for v in value)
    return True
