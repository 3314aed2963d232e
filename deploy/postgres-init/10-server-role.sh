#!/bin/sh
# The site's own PostgreSQL role (docs/operations.md#container), made once, when the
# database's volume is first initialised: it may log in and nothing more until the
# compose file's `migrate` service grants it the server's rights (npm run migrate --
# --server-role vitrine_server, site/server/db/server-role.mjs). The tables stay the
# owner's (POSTGRES_USER), so the site can neither change the schema nor rewrite the
# consent log.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$VITRINE_SERVER_PASSWORD" <<'SQL'
create role vitrine_server login password :'password';
SQL
