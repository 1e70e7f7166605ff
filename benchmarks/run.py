"""Print every koloda benchmark (the same rows as ``koloda bench``).

    .venv/bin/python benchmarks/run.py            # with peers where installed
    .venv/bin/python benchmarks/run.py --no-peers --json
"""

from __future__ import annotations

import argparse
import json
import sys

from koloda.sim.bench import run_all


def fmt(row: dict) -> str:
    figure = "—" if row.get("figure") is None else f"{row['figure']:,.1f}"
    line = f"{row['name']!s:<58} {figure:>14} {row.get('unit', ''):<13}"
    if row.get("ratio") is not None:
        line += f" {row['ratio']:.2f}x {row['peer']}"
    if row.get("note"):
        line += f"  ({row['note']})"
    return line


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-peers", action="store_true", help="skip peer libraries")
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    args = parser.parse_args()
    rows = run_all(progress=lambda name: print(f"… {name}", file=sys.stderr),
                   peers=not args.no_peers)
    if args.json:
        # a name or note is a catalog text: both languages
        print(json.dumps(rows, indent=1, ensure_ascii=False, default=lambda t: t.to_json()))
    else:
        for row in rows:
            print(fmt(row))


if __name__ == "__main__":
    main()
