"""Running koloda as several processes behind nginx: the nginx site (`nginx_site`, the file in
deploy/nginx/koloda.conf is its output for two processes) and `LocalCluster`, which starts N
`koloda serve --cluster` processes and nginx on loopback to try it on one machine (`koloda
cluster`, and the cluster test)."""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

import httpx

from koloda.core import SetupError, text

SITE = Path(__file__).with_name("nginx-site.conf")
NO_NGINX = text("server-no-nginx")


def nginx_site(servers: list[str], listen: str) -> str:
    """The nginx site for koloda processes at `servers` ("host:port"), listening on `listen`."""
    # max_fails=0: nginx must not count a 503 ("another process serves this table") as the
    # process failing, or it would stop asking a healthy process; a process that is down
    # refuses the connection at once and the next one is asked
    lines = "\n".join(f"    server {s} max_fails=0;" for s in servers)
    return SITE.read_text().replace("@SERVERS@", lines).replace("@LISTEN@", listen)


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def find_nginx() -> str | None:
    return shutil.which("nginx") or next(
        (p for p in ("/usr/sbin/nginx", "/usr/local/sbin/nginx") if os.access(p, os.X_OK)), None)


class LocalCluster:
    """N koloda processes on one PostgreSQL database and nginx before them, on loopback.
    Use as a context manager; logs go to `folder` (kept when `keep` or when start-up fails)."""

    def __init__(self, db: str, processes: int = 2, port: int = 8000, host: str = "127.0.0.1",
                 bot_workers: int = 1, folder: Path | None = None,
                 log_format: str = "text") -> None:
        from sqlalchemy.engine import make_url

        from .cluster import NEEDS_POSTGRES

        if make_url(db).get_backend_name() != "postgresql":
            raise SetupError(NEEDS_POSTGRES)
        nginx = find_nginx()
        if nginx is None:
            raise SetupError(NO_NGINX)
        self.nginx = nginx
        self.db, self.host, self.port = db, host, port
        self.bot_workers = bot_workers
        self.folder = folder or Path(tempfile.mkdtemp(prefix="koloda-cluster-"))
        self.ports = [free_port(host) for _ in range(processes)]
        #: each process's operator's port (metrics, status: server/ops/), on loopback
        self.ops_ports = [free_port("127.0.0.1") for _ in range(processes)]
        self.log_format = log_format
        self.procs: list[subprocess.Popen[bytes] | None] = [None] * processes
        self.proxy: subprocess.Popen[bytes] | None = None
        self._log_from: dict[Path, int] = {}

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    def process_url(self, i: int) -> str:
        return f"http://{self.host}:{self.ports[i]}"

    def ops_url(self, i: int) -> str:
        return f"http://127.0.0.1:{self.ops_ports[i]}"

    def start(self, timeout: float = 180.0) -> None:
        """Start every process and nginx, and wait until each answers `/api/health`.

        A port taken by someone else between choosing it and binding it (another program on
        the machine) is not the cluster's fault: then every port is chosen again, a few times.
        A process that stops while starting ends the wait at once, its log's end in the error;
        `timeout` is generous because a busy machine takes tens of seconds to start one."""
        for attempt in range(BIND_ATTEMPTS):
            try:
                self._start_once(timeout)
                return
            except _PortTaken:
                self.stop()
                if attempt == BIND_ATTEMPTS - 1:
                    break
                self.ports = [free_port(self.host) for _ in self.ports]
                self.ops_ports = [free_port("127.0.0.1") for _ in self.ops_ports]
        raise SetupError(text("server-cluster-not-ready", folder=str(self.folder)))

    def _start_once(self, timeout: float) -> None:
        # what this attempt writes to the logs, which an earlier attempt's lines precede
        self._log_from = {log: log.stat().st_size if log.is_file() else 0
                          for log in self._logs()}
        for i in range(len(self.ports)):
            self.start_process(i)
        self._start_nginx()
        deadline = time.monotonic() + timeout
        for url in [self.process_url(i) for i in range(len(self.ports))] + [self.url]:
            while not _healthy(url):
                self._check_running()
                if time.monotonic() > deadline:
                    self.stop()
                    raise SetupError(text("server-cluster-timeout", seconds=round(timeout),
                                          url=url, folder=str(self.folder)))
                time.sleep(0.1)

    def _check_running(self) -> None:
        """Raise when a process or nginx has stopped: `_PortTaken` when it could not bind."""
        *logs, nginx_errors = self._logs()
        for proc, log in zip([*self.procs, self.proxy], logs, strict=True):
            if proc is None or proc.poll() is None:
                continue
            tail = self._tail(log) + (self._tail(nginx_errors) if proc is self.proxy else "")
            if "Address already in use" in tail or "address already in use" in tail:
                raise _PortTaken
            self.stop()
            raise SetupError(text("server-cluster-process-stopped", log=log.name,
                                  code=proc.returncode, tail=tail, folder=str(self.folder)))

    def _logs(self) -> list[Path]:
        """Each process's log, nginx's, and nginx's errors."""
        return [*(self.folder / f"koloda-{i}.log" for i in range(len(self.procs))),
                self.folder / "nginx.log", self.folder / "nginx-error.log"]

    def _tail(self, log: Path, lines: int = 15) -> str:
        """The end of what this attempt wrote to a log (empty when nothing)."""
        try:
            with open(log, "rb") as f:
                f.seek(self._log_from.get(log, 0))
                return "\n".join(f.read().decode(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def start_process(self, i: int) -> None:
        """Start (or restart) process `i`."""
        with open(self.folder / f"koloda-{i}.log", "ab") as log:  # a full pipe would block
            self.procs[i] = subprocess.Popen(
                [sys.executable, "-m", "koloda.server", "--cluster", "--host", self.host,
                 "--port", str(self.ports[i]), "--db", self.db,
                 "--bot-workers", str(self.bot_workers), "--log-format", self.log_format,
                 "--ops", f"127.0.0.1:{self.ops_ports[i]}"],
                stdout=log, stderr=subprocess.STDOUT, env={**os.environ})

    def kill(self, i: int) -> None:
        """SIGKILL process `i` (as a crash would)."""
        proc = self.procs[i]
        if proc is not None and proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(timeout=10)

    def _start_nginx(self) -> None:
        servers = [f"{self.host}:{p}" for p in self.ports]
        (self.folder / "site.conf").write_text(nginx_site(servers, f"{self.host}:{self.port}"))
        temp = self.folder / "temp"
        temp.mkdir(exist_ok=True)
        user = "user root;\n" if os.geteuid() == 0 else ""  # workers may write the temp files
        conf = (f"{user}daemon off;\nworker_processes 1;\npid {self.folder}/nginx.pid;\n"
                f"error_log {self.folder}/nginx-error.log warn;\n"
                "events { worker_connections 4096; }\n"
                "http {\n    access_log off;\n"
                + "".join(f"    {kind}_temp_path {temp}/{kind};\n"
                          for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
                + f"    include {self.folder}/site.conf;\n}}\n")
        (self.folder / "nginx.conf").write_text(conf)
        with open(self.folder / "nginx.log", "ab") as log:
            self.proxy = subprocess.Popen([self.nginx, "-p", str(self.folder), "-c",
                                           str(self.folder / "nginx.conf")],
                                          stdout=log, stderr=subprocess.STDOUT)

    def stop(self) -> None:
        for proc in [self.proxy, *self.procs]:
            if proc is not None and proc.poll() is None:
                proc.terminate()
        for proc in [self.proxy, *self.procs]:
            if proc is not None:
                try:
                    proc.wait(timeout=15)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(timeout=5)

    def __enter__(self) -> LocalCluster:
        self.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()


class _PortTaken(Exception):
    """A process of the cluster could not bind its port: someone took it first."""


#: how many times the cluster's ports are chosen again when one is taken before it is bound
BIND_ATTEMPTS = 3


def _healthy(url: str) -> bool:
    try:
        return httpx.get(f"{url}/api/health", timeout=1).status_code == 200
    except httpx.HTTPError:
        return False
