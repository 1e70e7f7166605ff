#!/bin/bash
# Follow docs/deploy.md step by step on a fresh Debian 12 image, as far as a chroot allows:
#   sudo deploy/try-guide.sh [FOLDER]        (FOLDER: where the image is made, default
#                                             /var/tmp/koloda-try-guide; removed at the end
#                                             unless KOLODA_TRY_KEEP=1)
# It makes a bare bookworm root with debootstrap (minbase), copies this checkout into it as the
# guide's /path/to/koloda, and runs there the guide's own commands, taken from its ```sh blocks
# section by section (GUIDE_SECTIONS below), not a copy of them: 1 the machine (packages, the
# koloda user and folders), 2 koloda (the virtual environment, pip install of the checkout and
# psycopg), 3 PostgreSQL, 4 the environment file, the migrations and two processes, 5 nginx with
# the public TLS site, 11 a backup and a restore into a fresh database; then it checks what 6, 7
# and 13 promise: health and readiness through nginx over HTTPS, the operator's routes 404 there
# and answered on the operator's port, a sign-up and a whole game against a bot through the
# site, the game's record after the restore, and `koloda admin status` of both processes.
#
# What it cannot do, and does instead (each adaptation is one `sed` below, with its reason):
# - systemd: a chroot has no PID 1 of its own. A `systemctl` of its own in /usr/local/bin
#   starts PostgreSQL with pg_ctlcluster, nginx by itself, and koloda@N with the stand-in of
#   tests/server/standin_systemd.py (the unit's ExecStart and ExecStartPost, as user koloda);
#   the unit's sandbox, Restart= and the targets' ordering are not applied (docs/deploy.md's
#   last section).
# - services during apt-get: a policy-rc.d refuses them, since the chroot shares the host's
#   network while packages are installed; from section 3 on, everything runs in a network
#   namespace of its own (loopback only), so ports 80, 443, 5432, 800N and 910N are its own.
# - certbot: no public name reaches this machine, so the certificate is self-signed with
#   openssl at the paths certbot would write; the name example.org is put in /etc/hosts.
# - createuser --pwprompt: the password is given on its standard input.
# - section 12 (upgrading) is not run here (tests/server/test_upgrade.py runs deploy/upgrade.sh);
#   Prometheus, Grafana, the firewall and a public DNS name are not tried at all.
# Downloads (debootstrap's packages, apt's, pip's) are kept in KOLODA_TRY_CACHE (default
# /var/tmp/koloda-try-cache) so that a second run downloads little; the image itself is fresh
# each time. Needs root, debootstrap, unshare, ip, python3 and network access to
# deb.debian.org and PyPI. It takes several minutes.
set -euo pipefail

HERE=$(cd "$(dirname "$0")/.." && pwd)
GUIDE=$HERE/docs/deploy.md
ROOT=${1:-/var/tmp/koloda-try-guide}
CACHE=${KOLODA_TRY_CACHE:-/var/tmp/koloda-try-cache}
MIRROR=${KOLODA_TRY_MIRROR:-http://deb.debian.org/debian}
PASSWORD=$(python3 -c 'import secrets; print(secrets.token_hex(12))')
# the guide's sections this script runs, in order: tests/server/test_operator_deploy.py checks
# that every one is still a heading of docs/deploy.md
GUIDE_SECTIONS=(
  "## 1. The machine"
  "## 2. koloda"
  "## 3. PostgreSQL"
  "## 4. The processes"
  "## 5. nginx and the certificate"
  "## 6. Health and readiness"
  "## 7. The operator's port"
  "## 11. Backups"
  "## 13. Administration"
)

[ "$(id -u)" = 0 ] || { echo "try-guide.sh: run it as root (debootstrap, chroot, mount)" >&2; exit 2; }
started=$(date +%s)
say() { printf '\n=== %s (%ss)\n' "$*" "$(( $(date +%s) - started ))"; }

# The ```sh blocks of one section of the guide (all of them, or the Nth from 1), as written.
guide() {
  python3 - "$GUIDE" "$1" "${2:-0}" <<'EOF'
import re, sys
text, heading, nth = open(sys.argv[1]).read(), sys.argv[2], int(sys.argv[3])
parts = re.split(r"^(## .*)$", text, flags=re.M)
bodies = [parts[i + 1] for i in range(1, len(parts) - 1, 2) if parts[i].strip() == heading]
if len(bodies) != 1:
    sys.exit(f"try-guide.sh: docs/deploy.md has no one section {heading!r}")
blocks = re.findall(r"^```sh\n(.*?)^```", bodies[0], flags=re.S | re.M)
if not blocks or nth > len(blocks):
    sys.exit(f"try-guide.sh: no sh block {nth or ''} in {heading!r}")
print("".join(blocks) if nth == 0 else blocks[nth - 1], end="")
EOF
}
# A section's commands checked to be there: fails (and so does the run) if a line it adapts
# was reworded in the guide, rather than silently running something else.
has() { grep -qF -- "$2" <<<"$1" || { echo "try-guide.sh: the guide no longer says: $2" >&2; exit 1; }; }

mounted=()
cleanup() {
  local status=$?
  set +e
  if [ "$status" != 0 ]; then  # what the processes said, for the failure's reason
    for log in "$ROOT"/run/koloda-standin/*.log "$ROOT"/var/log/nginx/error.log \
               "$ROOT"/var/log/postgresql/*.log; do
      [ -s "$log" ] && { echo "--- $log"; tail -n 30 "$log"; }
    done
  fi
  # every process still running in the image (PostgreSQL, nginx, koloda's processes and their
  # bot workers after a failure) is one this script started: ended by its id
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$ROOT" ] && kill -TERM "$pid" 2>/dev/null
  done
  sleep 1
  for pid in $(ls /proc | grep -E '^[0-9]+$'); do
    [ "$(readlink "/proc/$pid/root" 2>/dev/null)" = "$ROOT" ] && kill -KILL "$pid" 2>/dev/null
  done
  for (( i=${#mounted[@]}-1; i>=0; i-- )); do umount -R "${mounted[i]}" 2>/dev/null || umount -lR "${mounted[i]}"; done
  if [ "${KOLODA_TRY_KEEP:-0}" != 1 ] && [ -d "$ROOT" ]; then
    # only after every mount under it is gone: never remove through a bind mount
    if ! grep -q " $ROOT/" /proc/mounts; then rm -rf --one-file-system "$ROOT"; fi
  fi
  echo "try-guide.sh: ended after $(( $(date +%s) - started ))s"
}
trap cleanup EXIT

say "a fresh Debian 12 (bookworm, minbase) in $ROOT"
[ ! -e "$ROOT" ] || { echo "try-guide.sh: $ROOT exists: remove it or name another folder" >&2; trap - EXIT; exit 2; }
mkdir -p "$CACHE/debootstrap" "$CACHE/apt" "$CACHE/pip"
nice -n 10 debootstrap --variant=minbase --cache-dir="$CACHE/debootstrap" bookworm "$ROOT" "$MIRROR" >"$CACHE/debootstrap.log"
mount -t proc proc "$ROOT/proc"; mounted+=("$ROOT/proc")
mount -t sysfs sysfs "$ROOT/sys"; mounted+=("$ROOT/sys")
mount --rbind /dev "$ROOT/dev"; mount --make-rslave "$ROOT/dev"; mounted+=("$ROOT/dev")
# the downloads kept between runs (not part of what the guide installs)
mount --bind "$CACHE/apt" "$ROOT/var/cache/apt/archives"; mounted+=("$ROOT/var/cache/apt/archives")
mkdir -p "$ROOT/root/.cache/pip"
mount --bind "$CACHE/pip" "$ROOT/root/.cache/pip"; mounted+=("$ROOT/root/.cache/pip")
# no service may start while apt installs it: the host's network is shared until section 3
printf '#!/bin/sh\nexit 101\n' >"$ROOT/usr/sbin/policy-rc.d"; chmod +x "$ROOT/usr/sbin/policy-rc.d"
# the /etc/hosts Debian's installer writes (debootstrap writes none), and no DNS name: the
# site's example.org is this machine
grep -qs localhost "$ROOT/etc/hosts" || printf '127.0.0.1 localhost\n::1 localhost ip6-localhost ip6-loopback\n' >>"$ROOT/etc/hosts"
echo "127.0.0.1 example.org" >>"$ROOT/etc/hosts"
# a network whose egress re-signs HTTPS with a CA of its own (this development machine's):
# the host's local CAs go in before apt, so ca-certificates takes them into the image's
# bundle, and pip (which reads its own bundle otherwise) is pointed at that one
pip_cert=()
if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
  install -d "$ROOT/usr/local/share/ca-certificates"
  cp /usr/local/share/ca-certificates/*.crt "$ROOT/usr/local/share/ca-certificates/"
  pip_cert=(PIP_CERT=/etc/ssl/certs/ca-certificates.crt)
fi

say "this checkout as /path/to/koloda"
mkdir -p "$ROOT/path/to/koloda"
# what git tracks and what it would (the working tree, not ignored build outputs or the venv)
(cd "$HERE" && git ls-files -z --cached --others --exclude-standard \
   | xargs -0 -I{} sh -c 'test -e "{}" && printf "%s\0" "{}"' \
   | tar --null -T - -cf -) | tar -xf - -C "$ROOT/path/to/koloda"

# systemctl, as far as the guide asks it, without systemd (see the header)
cat >"$ROOT/usr/local/bin/systemctl" <<'EOF'
#!/bin/bash
# try-guide.sh's stand-in for systemctl in a chroot (no systemd): PostgreSQL by pg_ctlcluster,
# nginx by itself, koloda@N by tests/server/standin_systemd.py run as the unit's user.
set -euo pipefail
STATE=/run/koloda-standin
install -d -o koloda -g koloda "$STATE" 2>/dev/null || true
standin() {
  runuser -u koloda -- env KOLODA_STANDIN_UNIT=/etc/systemd/system/koloda@.service \
    python3 /path/to/koloda/tests/server/standin_systemd.py "$STATE" "$@"
}
enabled() { cat "$STATE/enabled" 2>/dev/null || true; }
verb=$1; shift
now=0; units=()
for a in "$@"; do [ "$a" = --now ] && now=1 || units+=("$a"); done
one() {  # one unit: start, stop, restart or reload
  case "$2" in
    postgresql|postgresql.service)
      case "$1" in reload) pg_ctlcluster 15 main reload ;; *) pg_ctlcluster 15 main "$1" ;; esac ;;
    nginx|nginx.service)
      if [ -s /run/nginx.pid ] && kill -0 "$(cat /run/nginx.pid)" 2>/dev/null; then
        case "$1" in stop) nginx -s quit ;; *) nginx -s reload ;; esac
      elif [ "$1" != stop ]; then nginx; fi ;;
    koloda@*) standin "$1" "$2" ;;
    koloda.target) for u in $(enabled); do standin "$1" "$u"; done ;;
    *) echo "systemctl stand-in: $1 $2 is not something the guide asks" >&2; exit 1 ;;
  esac
}
case "$verb" in
  daemon-reload) ;;
  enable)
    for u in "${units[@]}"; do
      case "$u" in koloda@*) grep -qx "$u" "$STATE/enabled" 2>/dev/null || echo "$u" >>"$STATE/enabled" ;; esac
    done
    if [ "$now" = 1 ]; then for u in "${units[@]}"; do case "$u" in koloda@*) one start "$u" ;; esac; done; fi ;;
  start|stop|restart|reload) for u in "${units[@]}"; do one "$verb" "$u"; done ;;
  list-units) standin list-units "$@" ;;
  *) echo "systemctl stand-in: $verb is not something the guide asks" >&2; exit 1 ;;
esac
EOF
chmod +x "$ROOT/usr/local/bin/systemctl"

# One bash in the image for a phase, from the checkout's folder (the guide's relative paths
# deploy/... are the checkout's), with the environment of a root login and nothing of ours.
inside() {
  local script=$1; shift
  chroot "$ROOT" /usr/bin/env -i PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    HOME=/root LANG=C.UTF-8 TERM=dumb DEBIAN_FRONTEND=noninteractive ${pip_cert[@]+"${pip_cert[@]}"} \
    /bin/bash -c "cd /path/to/koloda && exec /bin/bash -euxo pipefail $script" "$@"
}

say "sections 1 and 2: packages, the user and folders, koloda in its virtual environment"
s1=$(guide "## 1. The machine"); has "$s1" "apt-get install -y"
s2=$(guide "## 2. koloda"); has "$s2" "pip install /path/to/koloda"; has "$s2" "import koloda.games.durak._fast"
{
  echo "$s1"
  echo "$s2"
  # (section 2 ends with the guide's own check that pip built koloda's C modules)
} >"$ROOT/root/phase-1.sh"
nice -n 10 bash -c "$(declare -f inside); ROOT='$ROOT'; pip_cert=(${pip_cert[*]-}); inside /root/phase-1.sh"

say "sections 3, 4, 5, 11 and the checks of 6, 7 and 13, in a network of its own"
s3=$(guide "## 3. PostgreSQL")
has "$s3" "createuser --pwprompt koloda"
# createuser asks for the password twice: given on its standard input
s3=$(sed "s|^\(.*createuser --pwprompt koloda\)|printf '%s\\\\n%s\\\\n' '$PASSWORD' '$PASSWORD' \| \1|" <<<"$s3")
s4=$(guide "## 4. The processes")
has "$s4" "/etc/koloda/koloda.env    # then put the password in KOLODA_DB"
s4=$(sed "s|^\(cp deploy/koloda.env.example /etc/koloda/koloda.env\) .*|\1 \&\& sed -i 's/CHANGE-ME/$PASSWORD/' /etc/koloda/koloda.env|" <<<"$s4")
s5=$(guide "## 5. nginx and the certificate")
has "$s5" "# first the certificate, with the site's port 80 only (comment the 443 server out for now)"
has "$s5" "certbot certonly --webroot"
has "$s5" "# then the 443 server back in"
s5=$(sed \
  -e "s|^# first the certificate.*|cp /etc/nginx/sites-available/koloda /root/koloda-site \&\& python3 /root/only-80.py /etc/nginx/sites-available/koloda|" \
  -e "s|^certbot certonly .*|install -d /etc/letsencrypt/live/example.org \&\& openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=example.org -keyout /etc/letsencrypt/live/example.org/privkey.pem -out /etc/letsencrypt/live/example.org/fullchain.pem|" \
  -e "s|^# then the 443 server back in|cp /root/koloda-site /etc/nginx/sites-available/koloda|" <<<"$s5")
s11_backup=$(guide "## 11. Backups" 1); has "$s11_backup" "koloda admin backup"
s11_restore=$(guide "## 11. Backups" 2); has "$s11_restore" "koloda admin restore"

# the site's port 443 server left out until the certificate exists, as the guide asks by hand
cat >"$ROOT/root/only-80.py" <<'EOF'
import re, sys
site = open(sys.argv[1]).read()
start = site.index("server {", site.index("server {") + 1)
depth, end = 0, start
for end in range(start, len(site)):
    depth += {"{": 1, "}": -1}.get(site[end], 0)
    if depth == 0 and site[end] == "}":
        break
open(sys.argv[1], "w").write(site[:start] + re.sub(r"(?m)^", "# ", site[start:end + 1]) + site[end + 1:])
EOF

# A person signs up on the site (over HTTPS, through nginx, as a browser would: Origin and the
# cookie) and plays a whole Durak game against the Expert bot there, over the table's socket.
cat >"$ROOT/root/play.py" <<'EOF'
import http.cookiejar, json, random, ssl, sys, urllib.request
from websockets.sync.client import connect
SITE = "https://example.org"
context = ssl.create_default_context(); context.check_hostname = False
context.verify_mode = ssl.CERT_NONE  # the self-signed certificate stands in for certbot's
jar = http.cookiejar.CookieJar()
opener = urllib.request.build_opener(urllib.request.HTTPSHandler(context=context),
                                     urllib.request.HTTPCookieProcessor(jar))
def call(method, path, body=None, token=None):
    headers = {"Content-Type": "application/json", "Origin": SITE}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(SITE + path, data=data, method=method, headers=headers)
    with opener.open(request, timeout=60) as answer:
        return answer.status, json.loads(answer.read() or b"null")
status, made = call("POST", "/api/account/signup", {"handle": "trier", "password": "a long pass phrase 47"})
assert status == 201 and len(made["recovery_codes"]) == 10, made
assert any(c.name == "koloda_session" and c.secure for c in jar), "no Secure session cookie"
games = {g["id"]: g for g in call("GET", "/api/games")[1]}
expert = games["durak"]["levels"][-1]
status, seat = call("POST", "/api/tables", {"game": "durak", "players": 2, "name": "trier",
                                            "options": {"bot_delay": 0}})
table = seat["table"]["id"]
assert seat["table"]["seats"][0]["account"] == "trier", seat
call("POST", f"/api/tables/{table}/bots", {"seat": 1, "bot": expert["spec"]}, seat["token"])
call("POST", f"/api/tables/{table}/start", None, seat["token"])
chance, moves = random.Random(47), 0
with connect(f"wss://example.org/ws/tables/{table}?token={seat['token']}", ssl=context,
             open_timeout=30) as socket:
    while True:
        message = json.loads(socket.recv(timeout=120))
        if message["type"] != "state":
            continue
        if message["outcome"] is not None:
            break
        if 0 in message["actors"] and message["legal"]:
            move = chance.choice(message["legal"])["action"]
            socket.send(json.dumps({"type": "action", "version": message["version"], "action": move}))
            moves += 1
status, record = call("GET", f"/api/tables/{table}/record")
print(json.dumps({"table": table, "bot": expert["spec"], "my_moves": moves,
                  "actions": len(record.get("actions", [])), "outcome": message["outcome"]}))
open("/root/played-table", "w").write(table)
EOF

cat >"$ROOT/root/phase-2.sh" <<EOF
# loopback in this network namespace (no other interface: nothing reaches out)
# apt-get starts PostgreSQL's cluster on a real machine; here policy-rc.d held it back
pg_ctlcluster 15 main start
$s3
$s4
$s5
# 6. health and readiness, through nginx over HTTPS (the self-signed certificate: -k)
curl -fsSk https://example.org/api/health
ready() { for i in \$(seq 60); do curl -fsSk https://example.org/api/ready && return 0; sleep 1; done; return 1; }
ready
curl -fsS -o /dev/null -w '%{http_code} %{redirect_url}\n' http://example.org/api/health | grep -q '^301 https://example.org/api/health'
curl -fsSk -D - -o /dev/null https://example.org/api/health | grep -qi '^strict-transport-security'
# 7. the operator's routes: 404 on the public site, answered on each operator's port
test "\$(curl -sk -o /dev/null -w '%{http_code}' https://example.org/metrics)" = 404
test "\$(curl -sk -o /dev/null -w '%{http_code}' https://example.org/ops/status)" = 404
curl -fsS http://127.0.0.1:9101/metrics | grep -q '^koloda_process_info'
curl -fsS http://127.0.0.1:9102/metrics | grep -q '^koloda_process_info'
# a sign-up and a whole game against the Expert bot, as a browser would play it
/opt/koloda/venv/bin/python /root/play.py
curl -fsS http://127.0.0.1:9101/metrics http://127.0.0.1:9102/metrics | grep -E '^koloda_(moves_total|signins_total)' 
# 13. the operator's view of both processes
runuser -u koloda -- /opt/koloda/venv/bin/koloda admin status http://127.0.0.1:9101 http://127.0.0.1:9102
# 11. a backup while the site runs, then the guide's restore into a fresh database
$s11_backup
ls -l /var/backups/koloda/now.dump
$s11_restore
ready
test "\$(curl -sk -o /dev/null -w '%{http_code}' https://example.org/api/tables/\$(cat /root/played-table)/record)" = 200
runuser -u koloda -- /opt/koloda/venv/bin/koloda admin status http://127.0.0.1:9101 http://127.0.0.1:9102
systemctl stop koloda.target
systemctl stop nginx
systemctl stop postgresql
echo "try-guide.sh: the guide's steps all passed"
EOF
# a network namespace of its own, loopback up (the host's `ip`: the image has none)
nice -n 10 unshare --net /bin/sh -c "ip link set lo up && exec \"\$0\" \"\$@\"" \
  bash -c "$(declare -f inside); ROOT='$ROOT'; pip_cert=(${pip_cert[*]-}); inside /root/phase-2.sh"
say "done: docs/deploy.md followed on a fresh Debian 12"
