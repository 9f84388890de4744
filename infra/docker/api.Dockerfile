# syntax=docker/dockerfile:1.7
# The product in one image: the NestJS API serving the built web app.
# Build from the repository root:  docker build -f infra/docker/api.Dockerfile -t injurypros .

ARG NODE_IMAGE=node:20.20-bookworm-slim
ARG PNPM_VERSION=12.21.0

# ---- build: install everything, build contracts, API and web ----
FROM ${NODE_IMAGE} AS build
ARG PNPM_VERSION
ENV TURBO_TELEMETRY_DISABLED=1 CI=true
RUN npm install --global "pnpm@${PNPM_VERSION}"
WORKDIR /repo
# Manifests first, so dependency layers are reused while only source changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml turbo.json tsconfig.base.json ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN pnpm install --frozen-lockfile
COPY . .
RUN pnpm exec turbo run build --filter=@app/api --filter=@app/web

# ---- deps: production dependencies of the API and its workspace packages only ----
FROM ${NODE_IMAGE} AS deps
ARG PNPM_VERSION
RUN npm install --global "pnpm@${PNPM_VERSION}"
WORKDIR /app
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
RUN pnpm install --frozen-lockfile --prod --filter "@app/api..."

# ---- runtime: non-root, no build tools ----
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /repo/packages/contracts/dist packages/contracts/dist
COPY --from=build /repo/apps/api/dist apps/api/dist
COPY --from=build /repo/apps/web/dist apps/web/dist
RUN groupadd --system --gid 10001 app \
  && useradd --system --uid 10001 --gid app --home-dir /app --shell /usr/sbin/nologin app \
  && mkdir -p /data && chown app:app /data
USER app
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# DATABASE_URL should be set in containers; without it the API starts an embedded
# PostgreSQL under /data (fine for a demo, not for production).
CMD ["node", "apps/api/dist/main.js"]
