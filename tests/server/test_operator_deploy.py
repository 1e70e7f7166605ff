"""What can be checked of deploy/ on this machine (docs/deploy.md says what is tried by hand):
the systemd units verify and their command lines are koloda's, the public nginx site passes
`nginx -t` with a certificate, every command the guide gives exists, the alert rules and the
dashboard name only metrics a process reports, and the guide names every one of them."""

from __future__ import annotations

import configparser
import json
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from typer.testing import CliRunner

from koloda.cli.main import app as cli
from koloda.server.deploy import find_nginx
from koloda.server.ops.metrics import Metrics

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
GUIDE = ROOT / "docs" / "deploy.md"
KOLODA = Path(sys.executable).with_name("koloda")
INSTALLED = "/opt/koloda/venv/bin/koloda"


def unit(name: str) -> configparser.ConfigParser:
    parser = configparser.ConfigParser(strict=False, interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read_string((DEPLOY / "systemd" / name).read_text())
    return parser


def reported() -> set[str]:
    """Every metric name a process reports (and its series' names: _total, _bucket, ...)."""
    names: set[str] = set()
    for family in Metrics("test").registry.collect():
        names.add(family.name)
        names.update(sample.name for sample in family.samples)
        if family.type == "counter":
            names.add(family.name + "_total")
        if family.type == "histogram":
            names.update(family.name + end for end in ("_bucket", "_count", "_sum"))
    return names


def documented() -> set[str]:
    """koloda's metrics as a reader queries them: a counter with its _total, a histogram by
    its name."""
    return {family.name + ("_total" if family.type == "counter" else "")
            for family in Metrics("test").registry.collect()
            if family.name.startswith("koloda_")}


@pytest.mark.skipif(shutil.which("systemd-analyze") is None, reason="no systemd-analyze")
def test_the_units_verify(tmp_path: Path) -> None:
    """`systemd-analyze verify` on the units as installed (the template as instance 1), with
    koloda's path the one of this checkout."""
    for path in (DEPLOY / "systemd").iterdir():
        name = "koloda@1.service" if path.name == "koloda@.service" else path.name
        (tmp_path / name).write_text(path.read_text().replace(INSTALLED, str(KOLODA)))
    done = subprocess.run(["systemd-analyze", "verify", "--man=no",
                           *sorted(str(p) for p in tmp_path.iterdir())],
                          capture_output=True, text=True, cwd=tmp_path)
    assert done.returncode == 0, done.stderr


def test_the_units_run_koloda_with_options_it_has() -> None:
    service = unit("koloda@.service")["Service"]
    command = shlex.split(service["ExecStart"])
    assert command[:2] == [INSTALLED, "serve"]
    given = {arg for arg in command if arg.startswith("--")}
    assert {"--cluster", "--ops", "--log-format"} <= given
    help_ = subprocess.run([str(KOLODA), "serve", "--help"], capture_output=True, text=True)
    assert help_.returncode == 0
    for option in given:
        assert option in help_.stdout, option
    # the process's ports follow its number, the operator's on loopback
    assert "--port 800%i" in service["ExecStart"]
    assert "--ops 127.0.0.1:910%i" in service["ExecStart"]
    assert "/api/ready" in service["ExecStartPost"]
    backup = shlex.split(unit("koloda-backup.service")["Service"]["ExecStart"])[-1]
    assert f"{INSTALLED} admin backup" in backup


def test_no_command_line_carries_the_database_url() -> None:
    """The database's URL holds its password, and a process's command line is readable by
    every user of the machine (`ps`): the units, the scripts and the guide leave it to
    `KOLODA_DB` in the environment, which every `--db` reads when it is not given."""
    written = [(path, path.read_text()) for path in sorted(DEPLOY.rglob("*"))
               if path.is_file() and path.suffix in {".service", ".sh", ".timer", ""}]
    written.append((GUIDE, GUIDE.read_text()))
    for path, content in written:
        assert not re.search(r"--db[ =]+[\"']?\$\{?KOLODA_DB", content), path
    for command in (["serve"], ["cluster"], ["admin", "backup"], ["admin", "migrate"],
                    ["admin", "disable-account"]):
        shown = CliRunner().invoke(cli, [*command, "--help"], terminal_width=200).output
        assert "KOLODA_DB" in shown, command


@pytest.mark.skipif(find_nginx() is None, reason="nginx is not installed")
@pytest.mark.skipif(shutil.which("openssl") is None, reason="openssl is not installed")
def test_the_public_site_passes_nginx_t(tmp_path: Path) -> None:
    """The TLS site with a self-signed certificate where certbot's would be."""
    key, cert = tmp_path / "privkey.pem", tmp_path / "fullchain.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", "/CN=example.org", "-keyout", str(key), "-out", str(cert)],
                   check=True, capture_output=True)
    site = (DEPLOY / "nginx" / "koloda-tls.conf").read_text()
    site = site.replace("/etc/letsencrypt/live/example.org/", f"{tmp_path}/")
    site = site.replace("/var/log/nginx/", f"{tmp_path}/").replace("/var/www/", f"{tmp_path}/")
    site = re.sub(r"listen (\[::\]:)?(80|443)", lambda m: "listen 127.0.0.1:"
                  + ("18443" if m.group(2) == "443" else "18080"), site)
    site = site.replace("listen 127.0.0.1:18080;\n    listen 127.0.0.1:18080;",
                        "listen 127.0.0.1:18080;")
    site = site.replace("listen 127.0.0.1:18443 ssl http2;\n    listen 127.0.0.1:18443 ssl http2;",
                        "listen 127.0.0.1:18443 ssl http2;")
    (tmp_path / "site.conf").write_text(site)
    log_format = (DEPLOY / "nginx" / "koloda-log-format.conf").read_text()
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\nevents {{}}\n"
        f"http {{\n{log_format}\ninclude {tmp_path}/site.conf;\n}}\n")
    check = subprocess.run([str(find_nginx()), "-t", "-p", str(tmp_path), "-c",
                            str(tmp_path / "nginx.conf")], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr


def test_the_alerts_and_the_dashboard_name_only_reported_metrics() -> None:
    known = reported()
    rules = yaml.safe_load((DEPLOY / "prometheus" / "koloda-alerts.yml").read_text())
    exprs = [r["expr"] for g in rules["groups"] for r in g["rules"]]
    assert {r["alert"] for g in rules["groups"] for r in g["rules"]} >= {
        "KolodaSlowMoves", "KolodaErrors", "KolodaNoTablesAfterRestart", "KolodaBotQueueFull"}
    dashboard = json.loads((DEPLOY / "grafana" / "koloda.json").read_text())
    exprs += [t["expr"] for p in dashboard["panels"] for t in p["targets"]]
    named = {n for e in exprs for n in re.findall(r"\b((?:koloda|process)_[a-z_]+)\b", e)}
    assert named and named <= known, named - known
    # every koloda metric is on the dashboard
    shown = {re.sub(r"_(bucket|count|sum)$", "", n) for n in named}
    assert documented() <= shown, documented() - shown


def test_the_guide_names_every_metric_and_its_commands_exist() -> None:
    guide = GUIDE.read_text()
    for name in documented():
        assert f"`{name}`" in guide, name
    runner = CliRunner()
    code = re.findall(r"```sh\n(.*?)```", guide, re.S) + re.findall(r"`([^`\n]+)`", guide)
    # (`createdb --owner koloda koloda` names the user and the database, not a command)
    commands = {found for span in code
                for found in re.findall(r"(?:^|[\s/])koloda ((?:admin )?[a-z][a-z-]*)", span,
                                        re.M) if found != "koloda"}
    assert {"admin backup", "admin restore", "admin status", "admin migrate", "serve",
            "admin limits", "admin end-table"} <= commands
    for command in sorted(commands):
        out = runner.invoke(cli, [*command.split(), "--help"])
        assert out.exit_code == 0, (command, out.output)


def test_the_guides_trial_follows_the_guide_as_it_is() -> None:
    """deploy/try-guide.sh runs docs/deploy.md's own commands on a fresh Debian image (minutes
    and downloads: by hand, not in `make test`). Cheaply here: it is a script bash reads, every
    section it takes commands from is still a heading of the guide, and every line it adapts
    (createuser's password, certbot, ...) is still there word for word."""
    script = DEPLOY / "try-guide.sh"
    assert script.stat().st_mode & 0o111, "deploy/try-guide.sh is not executable"
    check = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
    text = script.read_text()
    claimed = re.findall(r'^  "(## [^"]+)"$',
                         re.search(r"^GUIDE_SECTIONS=\((.*?)^\)", text, re.S | re.M)[1], re.M)
    headings = set(re.findall(r"^## .+$", GUIDE.read_text(), re.M))
    assert len(claimed) >= 8 and set(claimed) <= headings, set(claimed) - headings
    taken = set(re.findall(r'guide "(## [^"]+)"', text))
    assert taken and taken <= set(claimed), taken - set(claimed)
    guide = GUIDE.read_text()
    lines = re.findall(r'\bhas "\$\w+" "([^"]+)"', text)
    assert len(lines) >= 8
    for line in lines:
        assert line in guide, line


def test_the_operators_commands_import_only_what_koloda_installs() -> None:
    """`pip install koloda` on a bare machine brings koloda's dependencies, not its test extra:
    the operator's commands (koloda admin status, tables, end-table; koloda cluster) must not
    need more. The guide's trial found `koloda admin status` asking for httpx, a test-only
    package then."""
    import importlib.metadata
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    declared = {re.split(r"[<>=\[ ;]", d, maxsplit=1)[0].lower() for d in project["dependencies"]}
    owners = importlib.metadata.packages_distributions()
    for module in ("cli/commands/ops.py", "server/deploy.py"):
        source = (ROOT / "src" / "koloda" / module).read_text()
        for name in set(re.findall(r"^\s*(?:import|from) ([a-z_]\w*)", source, re.M)):
            if name in sys.stdlib_module_names or name in ("koloda", "__future__"):
                continue
            assert {d.lower() for d in owners.get(name, [name])} & declared, (module, name)
