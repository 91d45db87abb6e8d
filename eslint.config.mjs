/**
 * `make lint`: the one check that keeps the architecture the docs describe (docs/architecture.md).
 *
 * - TypeScript and React hooks: typescript-eslint's and react-hooks' recommended rules.
 * - Boundaries (eslint-plugin-boundaries, which resolves every import to the file it names):
 *   back end: a module imports another module only when BACKEND_MODULE_DEPENDENCIES below says so
 *   (a graph without cycles, so a cycle between modules cannot be written), and `common/`,
 *   `config/` and `shared/` import nothing from `modules/`;
 *   front end: a feature imports no other feature; shared code (components/, lib/, api/) imports
 *   no feature and not app/; app/ composes features.
 * - File names in kebab-case.
 */
import js from "@eslint/js";
import boundaries from "eslint-plugin-boundaries";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Which back-end modules each module may import (its exported services, DTOs and, for TypeORM
 * relations, entities). Read top to bottom: a module names only modules that do not name it back,
 * directly or through others; the lint refuses anything else.
 */
const BACKEND_MODULE_DEPENDENCIES = {
  auth: [],
  geo: [],
  health: [],
  // Issue 31: a plan's pictures go through the files module's picture pipeline.
  designs: ["auth", "files"],
  estimates: ["designs"],
  "saved-designs": ["auth", "designs"],
  deposits: ["auth", "designs"],
  // Uploaded files (issues 30 and 31): the FileStore and the upload checks; the modules that keep files name it.
  files: ["auth"],
  affiliates: ["auth", "files"],
  commissions: ["affiliates", "deposits"],
  // The sales team (availability, territories, routing) reads who the staff are from auth.
  "sales-team": ["auth"],
  // Reply addresses and inbound replies; a thread's module registers its handler here.
  "inbound-mail": [],
  leads: ["affiliates", "auth", "inbound-mail", "sales-team", "geo"],
  contact: ["affiliates", "auth", "designs", "inbound-mail", "leads"],
  "follow-ups": ["deposits", "designs", "estimates", "inbound-mail", "leads"],
  contractors: ["auth", "files", "geo", "inbound-mail"],
  // The office's read models: above every module whose tables they read. admin-leads also runs a
  // merge of two leads, calling the write services of leads, follow-ups and affiliates in one transaction.
  "admin-leads": ["affiliates", "auth", "contact", "deposits", "follow-ups", "leads", "sales-team"],
  "admin-dashboard": ["contact", "deposits", "leads"],
  // Issue 28's source report reads leads, bookings and deposits; it owns marketing_spend.
  "source-report": ["admin-leads", "auth", "deposits", "follow-ups", "leads"],
};

const backendModulePolicies = Object.entries(BACKEND_MODULE_DEPENDENCIES).map(([module, allowed]) => ({
  from: { element: { type: "backend-module", captured: { module } } },
  allow: { to: { element: { type: "backend-module", captured: [module, ...allowed].map((name) => ({ module: name })) } } },
}));

const MODULE_MESSAGE =
  "modules/{{from.element.captured.module}} may not import modules/{{to.element.captured.module}}: a module imports only the modules its row of BACKEND_MODULE_DEPENDENCIES (eslint.config.mjs) names, so no cycle can form (docs/architecture.md)";
const BASE_MESSAGE =
  "common/, config/, shared/ and mail/ sit below every module and import none (modules/{{to.element.captured.module}} here); move what they need down to them";
const FEATURE_MESSAGE =
  "features/{{from.element.captured.feature}} may not import features/{{to.element.captured.feature}}: a feature imports no other feature; move what both need to components/ or lib/ (docs/architecture.md)";

export default tseslint.config(
  {
    ignores: [
      ".tools/**",
      "**/node_modules/**",
      "**/dist/**",
      "**/dist-tools/**",
      "**/build/**",
      "frontend/src/api/generated/**",
      "frontend/.react-router/**",
      "frontend/playwright-report/**",
      "frontend/test-results/**",
      "backend/src/database/migrations/**",
      ".data/**",
      "openapi/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    files: ["frontend/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    // The two rules of hooks; the React Compiler rules of the recommended set judge code for a compiler this app does not use.
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["**/*.cjs"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  {
    files: ["backend/src/**/*.ts", "frontend/src/**/*.{ts,tsx}"],
    // Tests may reach across to set up what they test; the boundaries are the shipped code's.
    ignores: ["**/*.spec.ts", "**/*.test.{ts,tsx}", "**/*-test-support.{ts,tsx}", "frontend/src/test/**"],
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { project: ["backend/tsconfig.json", "frontend/tsconfig.json"], noWarnOnMultipleProjects: true }, node: true },
      "boundaries/elements": [
        { type: "backend-module", pattern: "backend/src/modules/*", capture: ["module"] },
        { type: "backend-base", pattern: "backend/src/(common|config|shared|mail)" },
        { type: "frontend-feature", pattern: "frontend/src/features/*", capture: ["feature"] },
        { type: "frontend-app", pattern: "frontend/src/app" },
        { type: "frontend-shared", pattern: "frontend/src/(components|lib|api|content|types)" },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "allow",
          policies: [
            // Back end: common/, config/ and shared/ are below every module.
            { from: { element: { type: "backend-base" } }, disallow: { to: { element: { type: "backend-module" } } }, message: BASE_MESSAGE },
            // Back end: a module reaches only the modules it declares (no cycles by construction).
            { from: { element: { type: "backend-module" } }, disallow: { to: { element: { type: "backend-module" } } }, message: MODULE_MESSAGE },
            ...backendModulePolicies,
            // Front end: a feature imports no other feature; shared code imports no feature and not app/.
            {
              from: { element: { type: "frontend-feature" } },
              disallow: { to: { element: { type: "frontend-feature", captured: { feature: "!{{ from.element.captured.feature }}" } } } },
              message: FEATURE_MESSAGE,
            },
            {
              from: { element: { type: "frontend-feature" } },
              disallow: { to: { element: { type: "frontend-app" } } },
              message: "a feature may not import app/ (app/ composes the features); route infrastructure lives in lib/",
            },
            {
              from: { element: { type: "frontend-shared" } },
              disallow: { to: { element: { type: "frontend-feature" } } },
              message: "components/, lib/, api/ and content/ are shared by the features and import none of them",
            },
            {
              from: { element: { type: "frontend-shared" } },
              disallow: { to: { element: { type: "frontend-app" } } },
              message: "components/, lib/, api/ and content/ may not import app/",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["backend/src/**/*.ts", "frontend/src/**/*.{ts,tsx}", "frontend/e2e/**/*.ts", "backend/test/**/*.ts"],
    plugins: { "check-file": checkFile },
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
    },
  },
);
