const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'shell', dir: __dirname, title: 'Pitchside' });
