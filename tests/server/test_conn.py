"""A message's JSON: what orjson writes, the json module's way for what orjson refuses, and a
part encoded once (the table's, in every seat's state message of a move) set in each message."""

from __future__ import annotations

import json

from koloda.server.tables.conn import dumps, dumps_with

TABLE = {"id": "ab12", "seats": [{"name": "Вера", "connected": True}], "3": None}


def test_a_part_encoded_once_reads_as_if_encoded_with_the_message() -> None:
    message = {"type": "state", "version": 7, "keys": {1: "one"}}
    assert json.loads(dumps_with(message, "table", dumps(TABLE))) == \
        {"type": "state", "version": 7, "keys": {"1": "one"}, "table": TABLE}
    assert json.loads(dumps_with({}, "table", dumps(TABLE))) == {"table": TABLE}


def test_an_integer_over_64_bits_goes_the_json_modules_way_also_with_a_part() -> None:
    assert json.loads(dumps({"seed": 2**70})) == {"seed": 2**70}
    assert json.loads(dumps_with({"seed": 2**70}, "table", dumps({"big": 2**65}))) == \
        {"seed": 2**70, "table": {"big": 2**65}}
