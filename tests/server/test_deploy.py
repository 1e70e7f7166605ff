"""The nginx site shipped in deploy/ is what `koloda cluster` runs (rendered from one
template), and nginx itself accepts it."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from koloda.server.deploy import find_nginx, nginx_site

ROOT = Path(__file__).resolve().parents[2]


def test_the_shipped_site_is_the_template_rendered_for_two_processes() -> None:
    shipped = (ROOT / "deploy" / "nginx" / "koloda.conf").read_text()
    assert shipped == nginx_site(["127.0.0.1:8001", "127.0.0.1:8002"], "80")
    assert "hash $koloda_table consistent" in shipped
    assert "proxy_next_upstream error http_503 non_idempotent" in shipped


@pytest.mark.skipif(find_nginx() is None, reason="nginx is not installed")
def test_nginx_accepts_it(tmp_path: Path) -> None:
    (tmp_path / "site.conf").write_text(nginx_site(["127.0.0.1:8001"], "127.0.0.1:18080"))
    (tmp_path / "nginx.conf").write_text(
        f"pid {tmp_path}/nginx.pid;\nerror_log {tmp_path}/error.log;\nevents {{}}\n"
        f"http {{ include {tmp_path}/site.conf; }}\n")
    check = subprocess.run([str(find_nginx()), "-t", "-p", str(tmp_path), "-c",
                            str(tmp_path / "nginx.conf")], capture_output=True, text=True)
    assert check.returncode == 0, check.stderr
