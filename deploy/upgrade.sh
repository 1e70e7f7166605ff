#!/bin/sh
# Upgrade koloda on this machine with no game lost (docs/deploy.md, "Upgrading"):
#   sudo deploy/upgrade.sh /path/to/koloda-NEW.whl   (or a source folder)
# 1. a backup; 2. the new koloda installed beside the running processes (they keep the code
# they loaded); 3. the migrations, once; 4. the processes restarted one at a time, each one
# ready (/api/ready) before the next goes: the others take its tables over meanwhile.
set -eu
NEW=${1:?usage: upgrade.sh WHEEL-OR-FOLDER}
VENV=${KOLODA_VENV:-/opt/koloda/venv}
ENV=${KOLODA_ENV:-/etc/koloda/koloda.env}
BACKUPS=${KOLODA_BACKUPS:-/var/backups/koloda}
set -a; . "$ENV"; set +a
stamp=$(date -u +%Y%m%dT%H%M%SZ)
runuser -u koloda -- "$VENV/bin/koloda" admin backup "$BACKUPS/before-upgrade-$stamp.dump"
"$VENV/bin/pip" install --upgrade "$NEW"
runuser -u koloda -- "$VENV/bin/koloda" admin migrate
for unit in $(systemctl list-units --plain --no-legend --state=active 'koloda@*.service' | awk '{print $1}'); do
  echo "restarting $unit"
  systemctl restart "$unit"   # returns once the process answers /api/ready (ExecStartPost)
  sleep 2                     # its share of the tables comes back to it from the others
done
ops=$(systemctl list-units --plain --no-legend --state=active 'koloda@*.service' \
      | sed -n 's/^koloda@\([0-9]\)\.service.*/http:\/\/127.0.0.1:910\1/p')
# every process at the same version and migration, and ready; a process just restarted on a
# busy machine may answer slowly for a few seconds: asked again for up to a minute
for try in $(seq 12); do
  # shellcheck disable=SC2086
  if runuser -u koloda -- "$VENV/bin/koloda" admin status $ops; then exit 0; fi
  sleep 5
done
exit 1
