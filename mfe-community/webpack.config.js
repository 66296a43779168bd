const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'community', dir: __dirname, title: 'Pitchside Community (standalone)' });
