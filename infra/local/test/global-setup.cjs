// The run's directory for the seeded database snapshots (infra/local/src/db/test-snapshot.ts); workers inherit it.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

module.exports = async () => {
  process.env.PITCHSIDE_TEST_SNAPSHOT_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'pitchside-snapshot-'));
};
