# Aisle in a container: the same `node src/main.ts` that `npm start` and the tests run, on Node 24, as a non-root
# user. Build: docker build -t aisle .   Run: see compose.yaml and docs/deploy.md (DATABASE_URL and AISLE_SECRET).

# 1. Build: every dependency (the web build needs the dev tools), the widget and admin bundles, then drop dev tools.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# 2. Run: sources (Node 24 strips the types), production dependencies, built assets and data; nothing else.
FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 AISLE_DATA_DIR=/var/lib/aisle LOG_FORMAT=json
WORKDIR /app
COPY --from=build /app/package.json /app/.npmrc ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/bin ./bin
COPY --from=build /app/src ./src
COPY --from=build /app/dist ./dist
COPY --from=build /app/data ./data
RUN mkdir -p /var/lib/aisle && chown node:node /var/lib/aisle
USER node
EXPOSE 3000
# Ready = database reachable, migrations applied (and the demo catalog loaded when AISLE_DEMO=1).
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# --max-semi-space-size=8: the V8 young-generation size the README's design notes measured (.npmrc does it for npm).
CMD ["node", "--max-semi-space-size=8", "src/main.ts"]
