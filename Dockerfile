# syntax=docker/dockerfile:1.7
# SkyHaven Suites as a container: the same artifact as every host gets (`npm run release`), built in
# the first stage and unpacked into a slim Node.js image that runs it as a non-root user.
#
#   docker build -t skyhaven:0.1.0-1a2b3c4 \
#     --build-arg SITE_URL=https://www.skyhaven.example \
#     --build-arg RELEASE_ID=0.1.0-$(git rev-parse --short=7 HEAD) \
#     --secret id=server_actions_key,src=$HOME/.config/skyhaven/server-actions.key .
#   docker run --rm -v skyhaven-data:/data --env-file skyhaven.env skyhaven:… node migrate.mjs
#   docker run -d -p 3000:3000 -v skyhaven-data:/data --env-file skyhaven.env skyhaven:…
#
# deploy/README.md ("Containers") says more; the key is the one every release is built with. Both stages are Debian 12 with glibc, so the native
# modules the build stage compiles (better-sqlite3) load in the runtime stage.

FROM node:20-bookworm AS build
WORKDIR /src
# The full image has python3, make and g++ for better-sqlite3's build.
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# Baked into pages: canonical links, sitemap, brochures (and NEXT_PUBLIC_* into browser code).
ARG SITE_URL
# No .git in the build context: the release id is given (package version and short commit).
ARG RELEASE_ID
ARG NEXT_PUBLIC_MAPS_KEY=""
ENV NEXT_TELEMETRY_DISABLED=1
# The server-actions key is a secret: mounted for this step only, never in a layer.
RUN --mount=type=secret,id=server_actions_key \
    test -n "$SITE_URL" && test -n "$RELEASE_ID" && \
    if [ -s /run/secrets/server_actions_key ]; then \
      export NEXT_SERVER_ACTIONS_ENCRYPTION_KEY="$(cat /run/secrets/server_actions_key)"; fi && \
    if [ -z "$NEXT_PUBLIC_MAPS_KEY" ]; then unset NEXT_PUBLIC_MAPS_KEY; fi && \
    npm run release && \
    mkdir /release && \
    tar -xzf "release/skyhaven-$RELEASE_ID.tar.gz" -C /release --strip-components=1 && \
    mv /release/.next /release-next

FROM node:20-bookworm-slim AS runtime
RUN groupadd --system --gid 10001 skyhaven && \
    useradd --system --uid 10001 --gid skyhaven --home-dir /app --shell /usr/sbin/nologin skyhaven && \
    install -d -o skyhaven -g skyhaven -m 0750 /data
# Owned by root: the site cannot change its own code. Data (SQLite, media, the generated
# AUTH_SECRET beside the database) lives in the /data volume. Next.js writes its caches
# (optimized pictures, revalidated pages) into .next as it runs: that one is the user's.
COPY --from=build /release /app
COPY --from=build --chown=skyhaven:skyhaven /release-next /app/.next
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATABASE_URL=file:/data/skyhaven.db \
    MEDIA_DIR=/data/media \
    MALLOC_ARENA_MAX=2 \
    MALLOC_MMAP_THRESHOLD_=131072
USER skyhaven
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains like a systemd unit's stop (10 s for requests in flight): give `docker stop -t 30`.
STOPSIGNAL SIGTERM
CMD ["node", "--heap-growing-percent=50", "serve.mjs"]
