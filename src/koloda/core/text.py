"""Texts, and the catalogs they come from.

Every text koloda shows a person is a message of a Project Fluent catalog (`messages/en.ftl`
and `messages/ru.ftl` beside the code that owns it; `docs/messages.md`). A `Text` is such a
message that names no seat at a table: its id and its arguments, formatted when someone reads
it. A game's events and refusals, which do name seats, are `koloda.core.catalog.Message`s.
"""

from __future__ import annotations

import importlib.resources
import threading
from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

LANGS = ("en", "ru")


class MessageError(LookupError):
    """A message that is missing from a catalog or cannot be formatted with its arguments."""


#: a package's messages in a language are formatted by fluent.runtime's interpreter until this
#: process has formatted that many of them, then by the package's catalog compiled to Python
#: (fluent-compiler): about 17 times faster a message (a Durak event line: 10 us, then 0.6 us),
#: but compiling costs 0.07-0.36 s a package and language, which only a process that formats
#: thousands (a server, a long study, a whole test game) earns back; a command that formats a
#: few never pays it. Both give the same text (tests/core/test_catalog_compiled.py).
COMPILE_AFTER = 3000


class Catalog:
    """Every message of koloda, one Fluent bundle per language, loaded once on first use.

    Packages add their catalogs with `add_package("koloda.games.durak")`: the files
    `<package>/messages/<lang>.ftl`. A package is loaded once however often it is added.
    The messages a process formats often are formatted compiled (`COMPILE_AFTER`).
    """

    def __init__(self, compile_after: int = COMPILE_AFTER, background: bool = False) -> None:
        self._packages: list[str] = []
        self._bundles: dict[str, Any] = {}
        self._lock = threading.Lock()
        self.compile_after = compile_after
        #: compile on a thread of its own rather than inside the format call that reached
        #: `compile_after`: in a server that call is a move's broadcast on the event loop, and
        #: a catalog's compile (0.07-0.36 s of a core) would hold every table of the process;
        #: on a thread it takes turns with the loop (every 0.5 ms under `serve`), the
        #: messages formatted by the interpreter meanwhile
        self.background = background
        self._compilers: list[threading.Thread] = []
        #: per language, each message id's package (the first package to define it, as the
        #: bundle keeps the first definition)
        self._owner: dict[str, dict[str, str]] = {}
        #: formats so far per (package, language), until it is compiled
        self._uses: Counter[tuple[str, str]] = Counter()
        self._compiling: set[tuple[str, str]] = set()
        #: per language, the compiled bundle that formats each message id compiled
        self._compiled: dict[str, dict[str, Any]] = {}

    def add_package(self, package: str) -> None:
        with self._lock:
            if package in self._packages:
                return
            self._packages.append(package)
            for lang, bundle in self._bundles.items():
                self._load(bundle, package, lang)

    def packages(self) -> list[str]:
        return list(self._packages)

    @staticmethod
    def source(package: str, lang: str) -> str | None:
        """The text of a package's catalog in `lang`, or None if it has none."""
        try:
            path = importlib.resources.files(package) / "messages" / f"{lang}.ftl"
            return path.read_text(encoding="utf-8") if path.is_file() else None
        except (ModuleNotFoundError, FileNotFoundError, TypeError):
            return None  # TypeError: a game in a plain module, not a package, has no catalog

    def _load(self, bundle: Any, package: str, lang: str) -> None:
        from fluent.syntax import ast

        from .parsed_catalogs import parse

        text = self.source(package, lang)
        if text is not None:
            resource = parse(text, f"{package}.{lang}")  # kept parsed between processes
            owner = self._owner.setdefault(lang, {})
            for entry in resource.body:
                if isinstance(entry, ast.Message):
                    owner.setdefault(entry.id.name, package)
            bundle.add_resource(resource)

    def bundle(self, lang: str) -> Any:
        bundle = self._bundles.get(lang)
        if bundle is None:
            from fluent.runtime import FluentBundle

            with self._lock:
                bundle = self._bundles.get(lang)
                if bundle is None:
                    # No Unicode isolation marks: our texts go to logs and terminals too.
                    bundle = FluentBundle([lang], use_isolating=False)
                    for package in self._packages:
                        self._load(bundle, package, lang)
                    self._bundles[lang] = bundle
        return bundle

    def has(self, msg_id: str, lang: str = "en") -> bool:
        return bool(self.bundle(lang).has_message(msg_id))

    def format(self, msg_id: str, args: Mapping[str, Any], lang: str) -> str:
        """The message in `lang`; raises `MessageError` if it is missing or fails."""
        compiled = self._compiled.get(lang)
        if compiled is not None and msg_id in compiled:
            text, errors = compiled[msg_id].format(msg_id, dict(args))
            if errors:
                raise MessageError(f"message {msg_id!r} ({lang}): {errors[0]}")
            return str(text)
        text = self.interpret(msg_id, args, lang)
        package = self._owner.get(lang, {}).get(msg_id)
        if package is not None:
            key = (package, lang)
            uses = self._uses[key] = self._uses[key] + 1
            if uses >= self.compile_after and key not in self._compiling:
                self._compiling.add(key)
                if self.background:
                    compiler = threading.Thread(target=self.compile, args=(package, lang),
                                                name=f"koloda-compile-{package}-{lang}",
                                                daemon=True)
                    self._compilers.append(compiler)
                    compiler.start()
                else:
                    self.compile(package, lang)
        return text

    def compiled(self, timeout: float | None = None) -> None:
        """Wait for the compiles started in the background so far (tests, benchmarks)."""
        for compiler in list(self._compilers):
            compiler.join(timeout)

    def compile(self, package: str, lang: str) -> None:
        """Format `package`'s messages in `lang` compiled from now on: each message the
        compiler translates without an error (one naming a message of another package stays
        interpreted)."""
        from fluent_compiler.bundle import FluentBundle

        source = self.source(package, lang)
        if source is None:
            return
        bundle = FluentBundle.from_string(lang, source, use_isolating=False)
        failed = {msg_id for msg_id, _error in bundle.check_messages()}
        interpreter = self.bundle(lang)
        ready = {msg_id: bundle for msg_id, owned_by in self._owner.get(lang, {}).items()
                 if owned_by == package and msg_id not in failed and bundle.has_message(msg_id)
                 and interpreter.get_message(msg_id).value is not None}
        with self._lock:  # a new dict, so that a reader in another thread sees one or the other
            self._compiled[lang] = {**self._compiled.get(lang, {}), **ready}

    def interpret(self, msg_id: str, args: Mapping[str, Any], lang: str) -> str:
        """The message in `lang` formatted by fluent.runtime's interpreter (the reference)."""
        bundle = self.bundle(lang)
        if not bundle.has_message(msg_id):
            raise MessageError(f"no message {msg_id!r} in the {lang} catalog")
        pattern = bundle.get_message(msg_id).value
        if pattern is None:
            raise MessageError(f"message {msg_id!r} ({lang}) has no value")
        text, errors = bundle.format_pattern(pattern, dict(args))
        if errors:
            raise MessageError(f"message {msg_id!r} ({lang}): {errors[0]}")
        return str(text)


#: the one catalog of this process (core's own messages are always in it); a server compiles
#: it in the background (`koloda.server.app`)
CATALOG = Catalog()
CATALOG.add_package("koloda.core")


@dataclass(frozen=True, slots=True)
class Text:
    """A user-facing text that names no seat: a catalog id and its arguments, formatted in a
    language only when someone reads it (`get`). Make one with `text("server-no-table",
    table="ab12")`; `given(en, ru)` holds words already in both languages (a card's name from
    its data file, a message already formatted for one reader), never a sentence written in code.

    Arguments: a nested `Text` (or `Message`) is formatted in the same language, True/False
    become "yes"/"no", None "none", a list its items joined by ", " (with `$<name>-count`);
    numbers and words are passed as they are (numbers drive plurals). Pass a number that is an
    identifier (a seed, a port, a year) as a string, or Fluent groups its digits ("1,234").
    Whatever a client sent goes in through `quote` or `quote_names` (at most `QUOTE_CHARS` of
    it); any argument is cut at `MAX_ARGUMENT` characters.
    """

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)
    given_words: tuple[str, str] | None = None

    def get(self, lang: str) -> str:
        """The text in `lang` ("en" or "ru"; English for anything else)."""
        lang = lang if lang in LANGS else "en"
        if self.given_words is not None:
            return self.given_words[LANGS.index(lang)]
        return CATALOG.format(self.id, _fluent_args(self.args, lang), lang)

    def render(self, lang: str, names: Any = None, kinds: Any = None) -> str:
        """`get(lang)`: a `Text` names no seat, so `names` and `kinds` (which a `Message`
        takes) change nothing."""
        return self.get(lang)

    @property
    def en(self) -> str:
        return self.get("en")

    @property
    def ru(self) -> str:
        return self.get("ru")

    def __str__(self) -> str:
        return self.get("en")

    def __hash__(self) -> int:
        return hash((self.id, self.given_words))

    def to_json(self) -> dict[str, str]:
        return {lang: self.get(lang) for lang in LANGS}


def text(msg_id: str, **args: Any) -> Text:
    """The catalog text `msg_id` with `args` (formatted when read)."""
    return Text(msg_id, args)


def given(en: str, ru: str) -> Text:
    """Words already in both languages: from a data file, or formatted for one reader."""
    return Text("", {}, (en, ru))


#: the most characters of a client's input that any text quotes: a refusal says what was
#: wrong, it never echoes a page of someone's input back (issue 42)
QUOTE_CHARS = 64
#: the longest argument a text takes whole: fluent.runtime's interpreter refuses a longer one
#: (`MAX_PART_LENGTH`), while the compiled catalog would take it, so a text that failed in a
#: fresh process would echo everything in a busy one; cut here, both say the same
MAX_ARGUMENT = 2500


def cut(words: str, most: int = QUOTE_CHARS) -> str:
    """`words`, or their first `most` - 1 characters and an ellipsis."""
    return words if len(words) <= most else words[:most - 1] + "…"


def quote(value: object) -> str:
    """A client's input as a text quotes it: its `repr` ('a string' in quotes), of at most
    `QUOTE_CHARS` characters of the input. Every argument that comes from a client goes
    through `quote` (or `quote_names`)."""
    return repr(cut(value)) if isinstance(value, str) else cut(repr(value))


def quote_names(names: Iterable[str]) -> str:
    """Names a client sent (unknown options, extra fields), sorted, joined by ", ", at most
    `QUOTE_CHARS` characters of them."""
    return cut(", ".join(sorted(names)))


def _fluent_args(args: Mapping[str, Any], lang: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in args.items():
        if isinstance(value, bool):
            out[key] = "yes" if value else "no"
        elif value is None:
            out[key] = "none"
        elif isinstance(value, int | float):
            out[key] = value
        elif isinstance(value, str):
            out[key] = cut(value, MAX_ARGUMENT)
        elif isinstance(value, list | tuple):
            out[key] = cut(", ".join(v.get(lang) if isinstance(v, Text) else str(v)
                                     for v in value), MAX_ARGUMENT)
            out[f"{key}-count"] = len(value)
        elif hasattr(value, "render"):  # a Text, or a Message (named as a spectator reads it)
            out[key] = cut(value.render(lang), MAX_ARGUMENT)
        else:
            out[key] = cut(str(value), MAX_ARGUMENT)
    return out
