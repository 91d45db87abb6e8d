// Runs before anything else in `make` (install, start, test): one line and exit 1 when this Node
// is older than package.json's engines. Written for old Nodes too (no modern syntax).
"use strict";
var fs = require("fs");
var path = require("path");

function parse(version) {
  var parts = String(version)
    .replace(/^[^\d]*/, "")
    .split(".");
  return [Number(parts[0]) || 0, Number(parts[1]) || 0, Number(parts[2]) || 0];
}

/** The problem with running on `actual` when `required` (">=20.19") is asked, or null. */
function nodeVersionProblem(actual, required) {
  var need = parse(required);
  var have = parse(actual);
  for (var i = 0; i < 3; i++) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i]) {
      return (
        "Node " +
        actual.replace(/^v/, "") +
        " is too old: this project needs Node " +
        need.slice(0, 2).join(".") +
        " or newer (see README). Install a newer Node, then run make start again."
      );
    }
  }
  return null;
}

module.exports = { nodeVersionProblem: nodeVersionProblem };

if (require.main === module) {
  var engines = JSON.parse(fs.readFileSync(path.join(__dirname, "..", "package.json"), "utf8")).engines;
  var problem = nodeVersionProblem(process.version, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
