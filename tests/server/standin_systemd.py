"""A stand-in for systemd's `systemctl`, as far as deploy/upgrade.sh and koloda@.service use it,
for a machine whose PID 1 is not systemd (this one): it reads deploy/systemd/koloda@.service
itself and runs its ExecStart (the instance's %i and the EnvironmentFile's ${VAR} put in),
waits on its ExecStartPost (readiness) as `start` and `restart` do, stops with its KillSignal
within TimeoutStopSec, and lists the running instances as `list-units` prints them.

    python standin_systemd.py STATE start|stop|restart koloda@N[.service]
    python standin_systemd.py STATE list-units [--plain --no-legend --state=active PATTERN]

What it does not do (a real systemd's part, tried by hand: docs/deploy.md): the unit's user
and group, its sandbox (ProtectSystem, PrivateTmp, ...), Restart=on-failure, the target.
STATE is a folder: each instance's pid and log, and a journal of starts, readiness and stops
with their times. The unit's absolute paths are mapped with KOLODA_STANDIN_PATHS, a JSON object
{"/opt/koloda/venv": "...", "/etc/koloda/koloda.env": "...", "/var/lib/koloda": "..."}."""

from __future__ import annotations

import configparser
import fnmatch
import json
import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

#: the unit it reads: the checkout's, or an installed one (deploy/try-guide.sh's image)
UNIT = Path(os.environ.get("KOLODA_STANDIN_UNIT") or Path(__file__).resolve().parents[2]
            / "deploy" / "systemd" / "koloda@.service")


def unit() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string(UNIT.read_text())
    return parser["Service"]


def mapped(value: str) -> str:
    for path, there in json.loads(os.environ.get("KOLODA_STANDIN_PATHS", "{}")).items():
        value = value.replace(path, there)
    return value


def environment(service: configparser.SectionProxy) -> dict[str, str]:
    """The EnvironmentFile's variables (KEY=VALUE lines, shell quoting as systemd reads it)."""
    found: dict[str, str] = {}
    for line in Path(mapped(service["EnvironmentFile"])).read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and "=" in line:
            key, value = line.split("=", 1)
            found[key.strip()] = " ".join(shlex.split(value))
    return found


def command(line: str, instance: str, env: dict[str, str]) -> list[str]:
    """A unit's command line as systemd runs it: %i, then ${VAR} as one word each."""
    line = mapped(line.replace("%i", instance))
    words = shlex.split(line)
    return [re.sub(r"\$\{(\w+)\}", lambda m: env.get(m.group(1), ""), w) for w in words]


def alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state not in ("Z", "X")  # a zombie nobody reaped has stopped


def journal(state: Path, what: str) -> None:
    with open(state / "journal", "a") as out:
        out.write(f"{time.monotonic():.3f} {what}\n")


def pid_of(state: Path, instance: str) -> int | None:
    path = state / f"koloda@{instance}.pid"
    if path.is_file():
        pid = int(path.read_text())
        if alive(pid):
            return pid
    return None


def start(state: Path, instance: str) -> int:
    if pid_of(state, instance) is not None:
        return 0
    service = unit()
    env = {**os.environ, **environment(service)}
    workdir = Path(mapped(service["WorkingDirectory"]))
    workdir.mkdir(parents=True, exist_ok=True)
    with open(state / f"koloda@{instance}.log", "ab") as log:
        proc = subprocess.Popen(command(service["ExecStart"], instance, env), env=env,
                                cwd=workdir, stdout=log, stderr=subprocess.STDOUT,
                                start_new_session=True)
    (state / f"koloda@{instance}.pid").write_text(str(proc.pid))
    journal(state, f"started koloda@{instance} {proc.pid}")
    post = subprocess.run(command(service["ExecStartPost"], instance, env), env=env,
                          check=False)
    if post.returncode != 0:  # as systemd: a failed ExecStartPost fails the start
        journal(state, f"failed koloda@{instance}")
        stop(state, instance)
        return 1
    journal(state, f"ready koloda@{instance}")
    return 0


def stop(state: Path, instance: str) -> int:
    pid = pid_of(state, instance)
    if pid is None:
        return 0
    service = unit()
    os.kill(pid, getattr(signal, service.get("KillSignal", "SIGTERM")))
    deadline = time.monotonic() + float(service.get("TimeoutStopSec", "90"))
    while alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if alive(pid):
        os.kill(pid, signal.SIGKILL)
    journal(state, f"stopped koloda@{instance}")
    return 0


def list_units(state: Path, pattern: str) -> int:
    for path in sorted(state.glob("koloda@*.pid")):
        name = path.stem + ".service"
        if fnmatch.fnmatch(name, pattern) and alive(int(path.read_text())):
            print(f"{name} loaded active running koloda server process")
    return 0


def main(argv: list[str]) -> int:
    state, verb, *rest = argv
    folder = Path(state)
    if verb == "list-units":
        patterns = [a for a in rest if not a.startswith("--")]
        return list_units(folder, patterns[0] if patterns else "*")
    instance = rest[0].removesuffix(".service").split("@", 1)[1]
    if verb == "start":
        return start(folder, instance)
    if verb == "stop":
        return stop(folder, instance)
    if verb == "restart":
        stop(folder, instance)
        return start(folder, instance)
    print(f"standin_systemd: {verb} is not something deploy/ asks of systemctl", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
