// The project runs on the Node it pins: the `node` package in the root devDependencies, which `npm install`
// puts at node_modules/.bin/node, first on PATH in `npm start`, `npm test`, `npm run` and `npx`. This
// stops any entry point (run.cjs, jest, Playwright) that finds itself on another major, with what to do.
const path = require('node:path');

const ROOT_PACKAGE = path.join(__dirname, '..', '..', '..', 'package.json');

/** The pinned version ("24.21.0") and its major ("24"). */
function pinnedNode() {
  const version = require(ROOT_PACKAGE).devDependencies.node;
  return { version, major: String(version).replace(/^\D*/, '').split('.')[0] };
}

/** Why `running` (a process.version) is not the pinned Node, or null when it is. */
function nodeVersionProblem(running = process.version) {
  const { version, major } = pinnedNode();
  const runningMajor = running.replace(/^v/, '').split('.')[0];
  if (runningMajor === major) return null;
  return [
    `Pitchside runs on Node ${major} (node@${version} in package.json), but this is Node ${running} (${process.execPath}).`,
    'npm install puts the pinned Node at node_modules/.bin/node, which npm start, npm test, npm run and npx put first on PATH.',
    'It is missing when the install skipped install scripts (--ignore-scripts): run `npm rebuild node`, then use',
    'npm start / npm test / npx <tool> rather than calling node or a tool directly.',
  ].join('\n');
}

/** Exits with the explanation when the running Node is not the pinned major. */
function assertPinnedNode() {
  const problem = nodeVersionProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}

module.exports = { pinnedNode, nodeVersionProblem, assertPinnedNode };
