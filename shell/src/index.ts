// The async boundary lets federation negotiate shared singletons before React loads. The largest libraries are
// evaluated one per task before the app's own modules, so the app starts in several short tasks rather than
// one long one: a phone's main thread stays responsive while a pre-rendered page is taken over. Their chunks
// are already downloading (preloaded by the page), so this adds no round trip.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void import('react-dom/client')
  .then(nextTask)
  .then(() => import('styled-components'))
  .then(nextTask)
  .then(() => import('react-router-dom'))
  .then(nextTask)
  .then(() => import('shared-ui'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
