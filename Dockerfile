# syntax=docker/dockerfile:1
# Teamline: the compiled server and the built web app on one port (docs/deployment.md).
#   docker build -t teamline .
#   docker run -p 3000:3000 -v teamline-data:/data teamline
# Stages: `deps` (manifests, build toolchain), `build` (every package, web and server built),
# `prod-deps` (the server's production packages only), `runtime` (what ships: no compiler, no
# sources, no dev packages, a non-root user).

# Node 22 LTS (20 reached its end of life in April 2026; the server runs on 20.19 or newer).
ARG NODE_IMAGE=node:22-bookworm-slim

FROM ${NODE_IMAGE} AS deps
# better-sqlite3 compiles from source when no prebuilt binary matches this Node; the other native
# packages (sharp, @node-rs/argon2, @napi-rs/canvas) come prebuilt for linux-x64/arm64 glibc.
RUN apt-get update \
  && apt-get install -y --no-install-recommends python3 make g++ ca-certificates \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY packages/server/package.json packages/server/
COPY packages/web/package.json packages/web/

FROM deps AS build
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY packages/server packages/server
COPY packages/web packages/web
# packages/web/dist (vite) and packages/server/dist (esbuild, with source maps)
RUN npm run build

FROM deps AS prod-deps
# The server's own dependencies (no web, no dev packages); native modules built here, for the
# runtime's Node and libc (the same base image).
RUN npm ci --omit=dev --no-audit --no-fund -w @teamline/server \
  && mkdir -p packages/server/node_modules \
  && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
  HOST=0.0.0.0 \
  PORT=3000 \
  DATA_DIR=/data \
  SEED_DEMO=never
WORKDIR /app
COPY --from=prod-deps /app/node_modules node_modules
COPY --from=prod-deps /app/packages/server/node_modules packages/server/node_modules
# The root manifest holds the product version; the server's says its files are ES modules.
COPY package.json ./
COPY packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/web/dist packages/web/dist
# The SQLite file, the outbox, uploads without S3, the secrets key when SECRETS_KEY is not set.
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/ready`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM closes gracefully within 10 s (docs/deployment.md, Operations); `docker stop -t 15`
# (compose: stop_grace_period) leaves it that time.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
