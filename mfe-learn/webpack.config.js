const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'learn', dir: __dirname, title: 'Pitchside Learning Hub (standalone)' });
