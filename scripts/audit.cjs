// `make audit`: known advisories in the packages the running app uses (npm audit --omit=dev).
// Fails on any high or critical advisory, and also when the registry refuses the query:
// an audit that could not run is not a pass.
const { spawnSync } = require("node:child_process");

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`make audit could not run: npm audit printed no report.\n${run.stderr}`);
  process.exit(2);
}
const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const reason = report.message || report.error?.summary || "no advisory data in the answer";
  console.error(`make audit could not run: the npm registry refused the advisory query (${reason}). Nothing was checked.`);
  process.exit(2);
}
const serious = Object.entries(report.vulnerabilities ?? {}).filter(([, v]) => v.severity === "high" || v.severity === "critical");
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low ` +
    `(in ${report.metadata.dependencies?.prod ?? "?"} production packages).`,
);
for (const [name, v] of serious) console.log(`  ${v.severity}: ${name} ${v.range} (fix: ${v.fixAvailable ? "available" : "none yet"})`);
process.exit(serious.length ? 1 : 0);
