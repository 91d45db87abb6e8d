#!/usr/bin/env bash
# Makes `node` on make's PATH the project's one Node major (package.json engines, pinned release in
# .node-version). When the machine's Node is another major, the pinned release is fetched once from
# the npm registry (the node-<os>-<arch> packages hold Node's official binaries; npm checks their
# integrity) into .tools/node-<version>, and the Makefile puts .tools/node/bin first on PATH.
set -euo pipefail
cd "$(dirname "$0")/.."

if command -v node >/dev/null && node scripts/check-node.cjs 2>/dev/null; then exit 0; fi

pinned=$(tr -d '[:space:]' < .node-version)
have=$(command -v node >/dev/null && node -p 'process.versions.node' || echo "none")
give_up() {
  echo "Node $have is not Node ${pinned%%.*}, and Node $pinned could not be fetched from the npm registry ($1): install Node ${pinned%%.*}, then run make start again." >&2
  exit 1
}
command -v npm >/dev/null || give_up "npm is not installed"
case "$(uname -s)" in Linux) os=linux ;; Darwin) os=darwin ;; *) give_up "no package for $(uname -s)" ;; esac
case "$(uname -m)" in x86_64 | amd64) arch=x64 ;; aarch64 | arm64) arch=arm64 ;; *) give_up "no package for $(uname -m)" ;; esac

echo "Node $have is not Node ${pinned%%.*}: fetching Node $pinned (npm package node-$os-$arch) into .tools/node, once."
download=$(mktemp -d)
trap 'rm -rf "$download"' EXIT
(cd "$download" && npm pack --silent "node-$os-$arch@$pinned" >/dev/null 2>&1) || give_up "npm pack node-$os-$arch@$pinned failed"
mkdir -p ".tools/node-$pinned.partial"
tar xzf "$download"/node-*.tgz -C ".tools/node-$pinned.partial" --strip-components=1 || give_up "the package did not unpack"
rm -rf ".tools/node-$pinned"
mv ".tools/node-$pinned.partial" ".tools/node-$pinned"
ln -sfn "node-$pinned" .tools/node
.tools/node/bin/node scripts/check-node.cjs
