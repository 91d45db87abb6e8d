#!/usr/bin/env bash
# `make lint` proves its own boundary rules are live: each probe below is a file that breaks one
# (given to ESLint on stdin, never written), and ESLint must refuse it with boundaries/dependencies.
# A config change that silently stopped checking (a wrong pattern, a rule switched off) fails here.
set -uo pipefail
cd "$(dirname "$0")/.."

failed=0
probe() {
  local file="$1" source="$2" what="$3" output
  output=$(printf '%s\n' "$source" | npx eslint --no-warn-ignored --stdin --stdin-filename "$file" 2>&1)
  if grep -q "boundaries/dependencies" <<<"$output"; then
    echo "lint gate refuses $what"
  else
    echo "lint gate does NOT refuse $what ($file):"
    echo "$output"
    failed=1
  fi
}

probe backend/src/modules/auth/lint-gate-probe.ts \
  "import { LeadsService } from '../leads/leads.service'; export const probe = LeadsService;" \
  "a module importing a module its row does not name (auth -> leads)"
probe backend/src/modules/affiliates/lint-gate-probe.ts \
  "import { commissionPaymentStatusFlow } from '../commissions/commission-rules'; export const probe = commissionPaymentStatusFlow;" \
  "a module cycle (affiliates -> commissions, which imports affiliates)"
probe backend/src/common/lint-gate-probe.ts \
  "import { LeadsService } from '../modules/leads/leads.service'; export const probe = LeadsService;" \
  "common/ importing a module"
probe frontend/src/features/hub/lint-gate-probe.tsx \
  'import { DesignCard } from "@/features/designs/design-card"; export const probe = DesignCard;' \
  "a feature importing another feature (hub -> designs)"
probe frontend/src/lib/lint-gate-probe.ts \
  'import { adminPages } from "../features/admin/pages"; export const probe = adminPages;' \
  "lib/ importing a feature"
exit $failed
