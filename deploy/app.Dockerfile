# syntax=docker/dockerfile:1
# The image of the host or of one remote: the five differ only by APP, the app's package folder
# (host, remote-trading, remote-wealth, remote-account, remote-content). Context = repo root:
#   docker build -f deploy/app.Dockerfile --build-arg APP=remote-trading -t h5-remote-trading .
FROM node:20-bookworm-slim AS build
ARG APP=host
ENV COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0 CI=true
RUN corepack enable && corepack prepare pnpm@10.34.9 --activate
WORKDIR /repo
# Manifests first: the install layer is reused until one of them or the lockfile changes.
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
COPY shared/package.json shared/
COPY host/package.json host/
COPY remote-trading/package.json remote-trading/
COPY remote-wealth/package.json remote-wealth/
COPY remote-account/package.json remote-account/
COPY remote-content/package.json remote-content/
COPY server/package.json server/
COPY e2e/package.json e2e/
# The app and its workspace deps, plus the root ("."), which holds webpack and its loaders.
RUN --mount=type=cache,id=pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store --filter "${APP}..." --filter .
COPY tsconfig.base.json ./
COPY shared/ shared/
COPY ${APP}/ ${APP}/
# The build writes .br and .gz twins beside each file for nginx's brotli_static and gzip_static.
RUN pnpm --filter "${APP}" build
# dist under the app's URL prefix, and the nginx template filled in with it.
COPY deploy/app-site.mjs deploy/
COPY deploy/remote/nginx.conf deploy/remote/
RUN node deploy/app-site.mjs "${APP}" /site

# Debian's nginx, for its brotli_static module (the official image has none): the build's .br
# twins go out as built. Its nginx.conf loads modules-enabled/ and includes conf.d/*.conf.
FROM debian:bookworm-slim
RUN apt-get update \
 && apt-get install -y --no-install-recommends nginx libnginx-mod-http-brotli-static wget \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default \
 && ln -sf /dev/stdout /var/log/nginx/access.log && ln -sf /dev/stderr /var/log/nginx/error.log
COPY --from=build /site/default.conf /etc/nginx/conf.d/default.conf
COPY --from=build /site/html/ /usr/share/nginx/html/
COPY --from=build /site/health /etc/nginx/h5-health
HEALTHCHECK --interval=30s --timeout=3s CMD wget -q --spider "http://127.0.0.1$(cat /etc/nginx/h5-health)" || exit 1
EXPOSE 80
STOPSIGNAL SIGQUIT
CMD ["nginx", "-g", "daemon off;"]
