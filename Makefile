# The two commands a newcomer needs: `make start` and `make test`. See README.md.
SHELL := /bin/bash
.DEFAULT_GOAL := start
.PHONY: check-node start test dev dev-backend dev-frontend install build build-backend build-frontend openapi \
        check-openapi lint lint-frontend-and-builds build-tools test-units test-backend test-frontend e2e e2e-every-page browser bench bench-pictures audit verify verify-short follow-ups clean

NPM_STAMP := node_modules/.install-stamp
CHROMIUM := /usr/bin/chromium

## The project's one Node major (package.json engines, release pinned in .node-version): when the
## machine's Node is another, scripts/provide-node.sh fetches the pinned one from the npm registry into
## .tools/node once, and every recipe finds it first on PATH. One clear line when neither works.
export PATH := $(CURDIR)/.tools/node/bin:$(PATH)
check-node:
	@bash scripts/provide-node.sh

## Install dependencies when package-lock.json changed since the last install.
install: check-node $(NPM_STAMP)
$(NPM_STAMP): package-lock.json package.json backend/package.json frontend/package.json .node-version
	npm ci --no-audit --no-fund
	@touch $@

build: build-backend build-frontend

## The verify and bench tools (backend/tools), compiled apart from the app into backend/dist-tools.
build-tools: install
	cd backend && npx tsc -p tools/tsconfig.json

build-backend: install
	npm run build -w backend

build-frontend: install
	npm run build -w frontend

## Build everything, then serve site and API at http://localhost:$${PORT:-3000} (embedded PostgreSQL unless DATABASE_URL is set).
start: build
	exec node backend/dist/main.js

## Watch mode: Nest recompiles and restarts on :3000; Vite serves the site with hot reload on :5173 (proxying /api).
dev: install
	$(MAKE) -j2 dev-backend dev-frontend
dev-backend:
	cd backend && npx nest start --watch
dev-frontend:
	npm run dev -w frontend

## Write openapi/openapi.json from the backend's module graph (no database) and regenerate the client.
openapi: build-backend
	node backend/dist/openapi/write-openapi.js openapi/openapi.json
	cd frontend && npx orval --config ../openapi/orval.config.ts

## Fails when the committed OpenAPI document or generated client differ from a fresh generation.
check-openapi: openapi
	@if [ -n "$$(git status --porcelain -- openapi frontend/src/api/generated)" ]; then \
	  echo "openapi/openapi.json or frontend/src/api/generated is stale: run 'make openapi' and commit the result:"; \
	  git status --porcelain -- openapi frontend/src/api/generated; exit 1; fi
	@echo "OpenAPI document and generated client are up to date."

## Debian's Chromium for Playwright (it cannot download its own browser here).
browser:
	@if [ ! -x $(CHROMIUM) ]; then \
	  echo "Installing Debian's chromium for the browser tests"; \
	  SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq chromium >/dev/null; \
	fi

## Needs the built server: the start-up tests run backend/dist/main.js as `make start` does.
test-backend: build-backend
	cd backend && npx tsc -p tsconfig.test.json && npx jest --runInBand

test-frontend: install
	cd frontend && npx react-router typegen && npx tsc --noEmit && npx vitest run

## Browser tests against the built app on its own port and its own fresh embedded database.
e2e: build build-tools browser
	rm -rf .data/e2e
	cd frontend && npx playwright test

## The browser sweep (axe included) over every page, not only the first two of each template, the first alias and the first page of each access,
## and over every admin page, in both themes (`make e2e` checks the light theme only, to keep CI within its time).
e2e-every-page: build build-tools browser
	rm -rf .data/e2e
	cd frontend && E2E_EVERY_PAGE=1 E2E_BOTH_THEMES=1 npx playwright test routes.spec.ts admin-a11y.spec.ts

## The architecture and style gate (docs/architecture.md "The lint gate"): ESLint (TypeScript, hooks,
## module and feature boundaries, kebab-case names), Prettier's check, Redocly on the OpenAPI document.
lint: install
	npx eslint --max-warnings 0 .
	bash scripts/check-lint-gate.sh
	npx prettier --check --log-level warn .
	REDOCLY_TELEMETRY=off REDOCLY_SUPPRESS_UPDATE_NOTICE=true npx redocly lint --config openapi/redocly.yaml --format stylish openapi/openapi.json

## Backend and front-end unit tests side by side: each keeps about one of the two cores busy. Each one's
## output is printed whole when it ends; the built backend and the install are not redone.
test-units: build-backend install
	@$(MAKE) --no-print-directory -j2 --output-sync=target -o build-backend -o install test-backend test-frontend

## Every suite: drift checks, the lint gate, backend unit + integration, front-end unit, browser, the short reliability run.
## The backend's tests (one core, about 6 minutes) run beside the rest of what the browser tests wait for, one
## after the other on the second core: the lint gate, the front-end unit tests, the front-end build and the tools.
test: install browser check-openapi
	@$(MAKE) --no-print-directory -j2 --output-sync=target -o install -o build-backend test-backend lint-frontend-and-builds
	@$(MAKE) --no-print-directory -o install -o build-backend -o build-frontend -o build-tools e2e verify-short

## The second core's part of `make test`, in order.
lint-frontend-and-builds: install
	@$(MAKE) --no-print-directory -o install lint test-frontend build-frontend build-tools

## Proof under load and faults: the built app on its own PostgreSQL and SMTP listener (README "make verify").
verify: build build-tools
	node backend/dist-tools/tools/verify/run.js

## The short version (scenarios 1, 3, 4, 6 with small counts, under 3 minutes): part of `make test`.
verify-short: build build-tools
	node backend/dist-tools/tools/verify/run.js --short

## Throughput of the API beside a bare Node http server, in the same run.
bench: build build-tools
	node backend/dist-tools/tools/bench/run.js

## Issue 31: Lighthouse on the pages with pictures (a listing's gallery, a plan's), after building the site again with them.
bench-pictures: build build-tools
	BENCH_PARTS=pictures node backend/dist-tools/tools/bench/run.js

## Known advisories in the packages the running app uses: fails on high or critical, and when the
## registry refuses the query (an audit that could not run is not a pass). See scripts/audit.cjs.
audit: install
	node scripts/audit.cjs

## Follow-up e-mails due now, as a dry run (nothing written); SEND=1 sends them (inside the send window).
follow-ups: build-backend
	node backend/dist/follow-ups-cli.js $(if $(filter 1 true yes,$(SEND)),--send)

clean:
	rm -rf backend/dist backend/dist-tools frontend/build frontend/.react-router test-results frontend/test-results
