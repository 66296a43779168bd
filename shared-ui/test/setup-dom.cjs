require('@testing-library/jest-dom');

// findBy* and waitFor wait up to 5 s (Testing Library's default is 1 s): a lazy route's first render on a busy
// 2-core runner, with jest's other workers, can take longer than a second without anything being wrong.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
