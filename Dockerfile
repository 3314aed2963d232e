# Vitrine in a container (docs/operations.md#container): the site is built inside, then
# served by its own server as the unprivileged `node` user.
#   docker build -t vitrine .
#   docker run -p 127.0.0.1:3000:3000 -v vitrine-data:/data vitrine
# With PostgreSQL: compose.yaml.
# The studio (STUDIO_HOST) runs with a server install, not from this image, which holds the
# built site and not the content it edits (docs/operations.md#the-studio-on-the-server).

FROM node:20-bookworm-slim AS build
# The embedded database's driver compiles where no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The manifests first, so a change to the site's files does not reinstall every package.
COPY package.json package-lock.json ./
COPY packages/consent/package.json packages/consent/
COPY packages/focus-trap/package.json packages/focus-trap/
COPY site/package.json site/
COPY editor/package.json editor/
RUN npm ci --no-audit --no-fund
COPY . .
# The live build is a link to a versioned folder (docs/decisions/013-linear-build-and-atomic-output.md):
# the image keeps the folder itself, as site/build.
RUN npm run build \
 && mv "$(readlink -f site/build)" /app/site-build \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    VITRINE_DATA_DIR=/data \
    LOG_LEVEL=info
WORKDIR /app
# Owned by root and read-only to the server: it writes only to /data.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/site/package.json ./site/
COPY --from=build /app/site/server ./site/server
COPY --from=build /app/site/app ./site/app
COPY --from=build /app/site-build ./site/build
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 CMD ["node", "site/server/healthcheck.mjs"]
# SIGTERM stops it cleanly: requests in flight finish within 10 s (docker stop -t 15 leaves room).
STOPSIGNAL SIGTERM
CMD ["node", "site/server/serve.mjs"]
