#!/usr/bin/env bash
# Runs before `npm test` (the `pretest` script): the browser tests need Chromium, the dual-dialect tests a
# PostgreSQL server. When both are there this is a quick no-op. When one is missing it installs/starts it
# where it can (root with apt-get, the way CI always did); otherwise it stops at once and says what to install.
set -euo pipefail
cd "$(dirname "$0")/.."

chrome_path="${CHROME_PATH:-/usr/bin/chromium}"
default_pg_url='postgres://postgres@127.0.0.1:5432/postgres'
pg_url="${TEST_PG_ADMIN_URL:-$default_pg_url}"

fail() {
  printf '\nnpm test needs %s\n\n' "$1" >&2
  exit 1
}

can_apt() { [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; }

apt_updated=false
apt_install() {
  if [ "$apt_updated" = false ]; then
    apt-get update -qq
    apt_updated=true
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

# Connects with the project's own driver (no psql client needed), as the tests will.
pg_reachable() {
  PG_URL="$pg_url" node --input-type=module -e '
    import pg from "pg";
    const client = new pg.Client({ connectionString: process.env.PG_URL, connectionTimeoutMillis: 3000 });
    try { await client.connect(); await client.query("select 1"); await client.end(); }
    catch { process.exit(1); }
  ' >/dev/null 2>&1
}

[ -d node_modules/pg ] || fail 'its dependencies installed first: npm install (or npm ci).'

# --- Chromium -------------------------------------------------------------------------------------------
if [ ! -x "$chrome_path" ]; then
  if [ -n "${CHROME_PATH:-}" ]; then
    fail "Chromium at CHROME_PATH=$CHROME_PATH, but nothing executable is there. Fix CHROME_PATH or unset it to use /usr/bin/chromium."
  fi
  if ! can_apt; then
    fail "Chromium at /usr/bin/chromium (Debian/Ubuntu: sudo apt-get install chromium), or CHROME_PATH pointing to a Chromium/Chrome binary."
  fi
  echo 'Installing Chromium for the browser tests (apt-get install chromium) …' >&2
  apt_install chromium
  [ -x /usr/bin/chromium ] || fail 'Chromium at /usr/bin/chromium, but apt-get install chromium did not put it there.'
fi

# --- PostgreSQL -----------------------------------------------------------------------------------------
if ! pg_reachable; then
  if [ "$pg_url" != "$default_pg_url" ]; then
    fail "a PostgreSQL server at TEST_PG_ADMIN_URL=$pg_url that accepts this connection (it did not)."
  fi
  if ! can_apt; then
    fail "a PostgreSQL server on 127.0.0.1:5432 where user postgres may connect without a password
(Debian/Ubuntu as root: apt-get install postgresql && pg_ctlcluster <version> main start, and the line
'host all all 127.0.0.1/32 trust' at the top of pg_hba.conf), or TEST_PG_ADMIN_URL pointing to a server of yours."
  fi
  # The same steps CI has always taken: use a running server, start an installed one, or install it.
  if ! pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1; then
    if ! ls -d /etc/postgresql/*/main >/dev/null 2>&1; then
      echo 'Installing PostgreSQL for the dual-dialect tests (apt-get install postgresql) …' >&2
      apt_install postgresql
    fi
    pg_version="$(ls /etc/postgresql | head -n1)"
    pg_ctlcluster --skip-systemctl-redirect "$pg_version" main start || true
    for _ in $(seq 1 30); do pg_isready -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && break; sleep 1; done
  fi
  # Tests connect as postgres over TCP; allow it without a password on loopback when the cluster demands one.
  if ! pg_reachable; then
    pg_version="$(ls /etc/postgresql | head -n1)"
    hba="/etc/postgresql/$pg_version/main/pg_hba.conf"
    if [ -f "$hba" ] && ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
      sed -i '1i host all all 127.0.0.1/32 trust' "$hba"
      pg_ctlcluster --skip-systemctl-redirect "$pg_version" main reload
    fi
  fi
  for _ in $(seq 1 10); do pg_reachable && break; sleep 1; done
  pg_reachable || fail "a PostgreSQL server on 127.0.0.1:5432 for user postgres without a password; starting/configuring the local one did not make it reachable."
fi
