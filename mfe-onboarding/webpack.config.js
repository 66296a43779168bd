const { createAppConfig } = require('shared-ui/build/webpack.cjs');

module.exports = createAppConfig({ app: 'onboarding', dir: __dirname, title: 'Pitchside Onboarding (standalone)' });
