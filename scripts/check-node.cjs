// Runs before anything else in `make` (install, start, test), after scripts/provide-node.sh: one line
// and exit 1 when this Node is not the major package.json's engines names ("^24.11.0": Node 24, 24.11
// or newer). Written for old Nodes too (no modern syntax).
"use strict";
var fs = require("fs");
var path = require("path");

function parse(version) {
  var parts = String(version)
    .replace(/^[^\d]*/, "")
    .split(".");
  return [Number(parts[0]) || 0, Number(parts[1]) || 0, Number(parts[2]) || 0];
}

/** The problem with running on `actual` when `required` ("^24.11.0") is asked, or null. */
function nodeVersionProblem(actual, required) {
  var need = parse(required);
  var have = parse(actual);
  var wanted = "Node " + need[0] + "." + need[1] + " or a later Node " + need[0];
  var fix = ": install it, or let make fetch it (see README), then run make start again.";
  var version = actual.replace(/^v/, "");
  if (have[0] !== need[0]) return "Node " + version + " is not the Node this project runs on (" + wanted + ")" + fix;
  if (have[1] < need[1] || (have[1] === need[1] && have[2] < need[2])) return "Node " + version + " is too old for this project (" + wanted + ")" + fix;
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
