# syntax=docker/dockerfile:1
# The production image (decision 019): `docker compose up --build` builds and starts it.
# Node.js 24, the current LTS line of the two the project supports (it runs on 20.19 and later).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- the workspaces' manifests, which both installs below start from -------------------------
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# --- build: every dependency, then the web build and the bundled API ----------------------------
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
# Both are baked into the web build: the origin of canonical links, and the web client's Basic
# credential, which the server must be given too (README, "The Basic credential is not a secret").
ARG PUBLIC_BASE_URL=http://localhost:8080
ARG API_BASIC_AUTH=web-client:change-me
# The business's identity, shown on every page (README, "The business's identity"): empty, each
# shows an example that says so. Give the server the same values, for its emails.
ARG COMPANY_NAME= COMPANY_NUMBER= REGISTERED_ADDRESS= VAT_NUMBER= ICO_REGISTRATION_NUMBER= \
    SUPPORT_PHONE=
RUN PUBLIC_BASE_URL="$PUBLIC_BASE_URL" API_BASIC_AUTH="$API_BASIC_AUTH" npm run build

# --- production dependencies only: what apps/api/dist loads from node_modules -------------------
FROM manifests AS deps
# The API's dependencies (pg, PGlite, argon2's prebuilt binary, fastify, prom-client…), none of
# the build or test tools. @site/domain is bundled into dist, so its sources are not needed.
RUN npm ci --omit=dev --workspace @site/api --include-workspace-root=false --no-audit --no-fund \
  && npm cache clean --force

# --- the image: node, those dependencies, the bundled API, its migrations and the built site ----
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
# node_modules, with the manifests npm installed them for (a workspace's own node_modules too).
COPY --from=deps /app ./
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/api/drizzle ./apps/api/drizzle
COPY --from=build /app/apps/web/build/client ./apps/web/build/client
# Outbox .eml files (no SMTP_URL) and an embedded database (no DATABASE_URL) are written here.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
# node itself, not npm, so SIGTERM reaches the server, which drains (decision 019).
CMD ["node", "apps/api/dist/server.js"]
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
