const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'marketplace', dir: __dirname, title: 'Pitchside Marketplace (standalone)' });
