# Spelldown in one container. The image is built once and starts without building anything; it runs as the
# unprivileged `node` user (uid 1000) and works with a read-only root file system: only DATA_DIR (/data)
# is written (`docker run --read-only --tmpfs /tmp -v spelldown-data:/data …`, see the README).
# `npm run test:image` builds it and checks all of that.

# The official image. A machine that cannot pull it passes a stand-in (scripts/image/base-image.mjs).
ARG BASE_IMAGE=node:20-bookworm-slim

FROM ${BASE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# The packages the server and the CLI load at run time, apart from the sources so that a change of code
# does not redo this: the ones that only build (Vite and its React plugin, esbuild, tsx) go, and so do
# TypeScript, which tRPC names as a peer for its types only, and the packages' own TypeScript files
# (18 MB that Node never loads). In the image, `npm start` and `npm run cli` run what was built.
FROM deps AS runtime-deps
RUN npm pkg delete dependencies.vite dependencies.@vitejs/plugin-react dependencies.esbuild dependencies.tsx \
 && npm pkg set scripts.start=dist/server/start.sh "scripts.cli=node dist/server/cli.js" \
 && npm prune --omit=dev --no-audit --no-fund \
 && rm -rf node_modules/typescript node_modules/.bin/tsc node_modules/.bin/tsserver \
 && find node_modules -type f \( -name '*.ts' -o -name '*.mts' -o -name '*.cts' \) -delete

# The browser bundle, the server, the CLI and start.sh (scripts/build.mjs).
FROM deps AS build
COPY . .
RUN npm run build

FROM ${BASE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_CACHE=/tmp/.npm \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# Owned by root: the app reads its code and never changes it, read-only root file system or not.
COPY --from=runtime-deps /app/package.json ./
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/public ./public
# What the server reads from the source tree at run time (src/server/lib/project-root.ts): the eSpeak
# worker, a plain module Node runs beside the bundle, and the starter word bank with the fingerprints of
# its earlier editions (an installation takes a new edition on upgrade).
COPY --from=build /app/src/server/features/audio/tts/*.mjs ./src/server/features/audio/tts/
COPY --from=build /app/src/server/features/words/starter-bank.json \
     /app/src/server/features/words/starter-bank.earlier.json ./src/server/features/words/
# `spelldown <command>`: the operator CLI (`docker exec <container> spelldown --help`).
RUN install -d -o node -g node -m 0700 /data \
 && printf '#!/bin/sh\nexec node --enable-source-maps /app/dist/server/cli.js "$@"\n' > /usr/local/bin/spelldown \
 && chmod 0755 /usr/local/bin/spelldown
USER node
VOLUME ["/data"]
EXPOSE 3000
# /healthz at the HOST and PORT the server listens on (through loopback when HOST is 0.0.0.0 or ::).
HEALTHCHECK --interval=30s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "/app/dist/server/healthcheck.js"]
# The server bundle with its node flags and environment (SERVER_NODE_FLAGS and SERVER_ENV in
# scripts/build.mjs); node replaces the shell, so it gets the container's signals. Migrations run at start.
CMD ["/app/dist/server/start.sh"]
