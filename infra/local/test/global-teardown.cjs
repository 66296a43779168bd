const fs = require('node:fs');

module.exports = async () => {
  const dir = process.env.PITCHSIDE_TEST_SNAPSHOT_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
};
