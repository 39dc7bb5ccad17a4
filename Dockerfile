# syntax=docker/dockerfile:1
# The front end as one image (README "Deploying"): built with Node 20, served by nginx with the
# configuration the e2e run's nginx journeys exercise (deploy/nginx/templates).
#
#   docker build -t yd-training-web --build-arg VITE_SERVICE_PHONE=400-000-0000 .
#   docker run -d -p 8080:80 -e BACKEND_URL=http://10.0.0.5:8080 yd-training-web

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build-time settings (README "Configuration", .env.example). Every VITE_ value is compiled into
# the public bundle. VITE_OPENAPI_SECRET is deliberately not one of them: give the secret to nginx
# at run time (OPENAPI_KEY), so that it is neither in the bundle nor in an image layer.
ARG VITE_API_BASE_URL=
ARG VITE_OPENAPI_HEADER=
ARG VITE_COURSE_LIST_URL=
ARG VITE_SERVICE_PHONE=
ARG VITE_SERVICE_EMAIL=
ARG VITE_SERVICE_ADDRESS=
ARG VITE_COPYRIGHT=
ARG VITE_FILING_NUMBER=
ARG VITE_APP_QR_URL=
ARG VITE_PATH_NEWS_PAGE=
ARG VITE_PATH_NEWS_BY_TYPE=
ARG VITE_PATH_LINKS_BY_TYPE=
ARG VITE_PATH_HOME_RES_DIRS=
ARG VITE_PATH_EXAM_QUESTIONS=
ARG VITE_PATH_EXAM_SUBMIT=
# the build for the real backend: no mock code, no service worker, no sample media
RUN VITE_USE_MOCK=false npx vite build --outDir /app/dist

FROM nginx:stable
# Run-time settings (README "Deploying"). The image's entrypoint fills the templates in
# /etc/nginx/templates with them into /etc/nginx/conf.d at every start; the filter keeps it from
# touching nginx's own $variables.
ENV PORT=80 \
    HTML_ROOT=/usr/share/nginx/html \
    BACKEND_URL=http://backend:8080 \
    OPENAPI_KEY="" \
    CONNECT_SRC="" \
    MEDIA_SRC="https: http:" \
    NGINX_ENVSUBST_FILTER="^(PORT|HTML_ROOT|BACKEND_URL|OPENAPI_KEY|CONNECT_SRC|MEDIA_SRC)\$"
# default.conf.template replaces the image's default.conf; the yd-*.inc files it includes land
# next to it (the image has no brotli module, so deploy/nginx/optional is not copied)
COPY deploy/nginx/templates/ /etc/nginx/templates/
COPY --from=build /app/dist/ /usr/share/nginx/html/
EXPOSE 80
