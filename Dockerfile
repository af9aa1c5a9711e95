# The portal's one image (docs/decisions/0001-production-shape.md): it runs the BFF (default command)
# or the sandbox (docker-compose.yml chooses). The BFF runs as `pnpm start` runs it: its build
# (services/bff/scripts/build.mjs, one ES module) under plain node; the sandbox runs its TypeScript
# through tsx; the web client is built into static files.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS base
ENV CI=true
RUN npm install --global pnpm@10 && npm cache clean --force
WORKDIR /app
# Manifests first: the dependency layers are rebuilt only when a manifest or the lockfile changes.
# Every workspace manifest is copied so the frozen lockfile matches the workspace exactly.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY packages/shared/package.json packages/shared/
COPY packages/upstream-contract/package.json packages/upstream-contract/
COPY services/bff/package.json services/bff/
COPY services/sandbox/package.json services/sandbox/
COPY services/web/package.json services/web/
COPY tests/package.json tests/

# Stage 1: the web client and the BFF's bundle, built with their full (development) dependencies.
FROM base AS build
RUN pnpm install --frozen-lockfile --filter "@portal/web..." --filter "@portal/bff..."
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY packages/upstream-contract packages/upstream-contract
# The brand files: the web client's fallback brand at build time, the BFF's brand at run time.
COPY config config
COPY services/web services/web
COPY services/bff services/bff
RUN pnpm --filter @portal/web build && pnpm --filter @portal/bff build

# Stage 2: the runtime, with the production dependencies of the BFF and the sandbox only (tsx is one
# of them). The store is removed once linked: node_modules keeps its own hard links.
FROM base AS runtime
RUN pnpm install --frozen-lockfile --prod --filter "@portal/bff..." --filter "@portal/sandbox..." \
  && rm -rf "$(pnpm store path)"
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY packages/upstream-contract packages/upstream-contract
COPY config config
COPY services/sandbox services/sandbox
COPY services/bff services/bff
COPY --from=build /app/services/web/dist services/web/dist
COPY --from=build /app/services/bff/dist services/bff/dist
# Production unless told otherwise: the BFF then refuses development secrets and http addresses,
# and the sandbox hides /__sandbox. docker-compose.yml says otherwise, on purpose, for its demo.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 SANDBOX_HOST=0.0.0.0 SANDBOX_PORT=4000
USER node
WORKDIR /app/services/bff
EXPOSE 3000 4000
CMD ["node", "--enable-source-maps", "dist/server.js"]
