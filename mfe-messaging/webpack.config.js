const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'messaging', dir: __dirname, title: 'Pitchside Messages (standalone)' });
