import { useDeferredValue, useMemo } from 'react';
import { EmptyState, Page, PageHeader, Spinner, usePageHead } from 'shared-ui';
import { useLibraryItemsQuery } from '../../catalog/api/library-items-query';
import { useModulePopularityQuery } from '../../catalog/api/module-popularity-query';
import { useModulesQuery } from '../../catalog/api/modules-list-query';
import { useProgressQuery } from '../../catalog/api/progress-list-query';
import { continueWhereLeftOff, progressView } from '../../catalog/progress';
import { LearnNav } from '../../common/LearnNav';
import { useViewer } from '../../common/use-viewer';
import { toCandidates } from '../recommend/candidates';
import { mostPopular, recommend } from '../recommend/score';
import { ContinueCard } from './ContinueCard';
import { MostPopular, Recommended } from './ForYou';
import { HubCatalog } from './HubCatalog';

export default function LearningHubPage() {
  usePageHead({ title: 'Learning Hub', description: 'Modules, guides and live sessions on NIL rules, pricing, contracts, disclosure, taxes and negotiating.' });
  const viewer = useViewer();
  const modules = useModulesQuery();
  const items = useLibraryItemsQuery();
  const popularity = useModulePopularityQuery();
  const progress = useProgressQuery(viewer.userId);

  const data = useMemo(() => {
    if (!modules.data || !items.data) return null;
    const candidates = toCandidates(modules.data, items.data, popularity.data ?? []);
    const rows = progress.data ?? [];
    const view = progressView(rows);
    const summaries = rows.filter((r) => r.lesson_id === null);
    const recs = recommend(
      {
        role: viewer.role,
        interests: viewer.interests,
        sport: viewer.sport,
        contentType: viewer.contentType,
        completedModuleIds: summaries.filter((r) => r.status === 'completed').map((r) => r.module_id),
        startedModuleIds: summaries.filter((r) => r.status !== 'completed').map((r) => r.module_id),
      },
      candidates,
    );
    return {
      modules: modules.data,
      items: items.data,
      view,
      recs,
      popular: mostPopular(candidates),
      resume: continueWhereLeftOff(modules.data, rows),
      lookup: { modules: new Map(modules.data.map((m) => [m.id, m])), items: new Map(items.data.map((i) => [i.id, i])) },
    };
  }, [modules.data, items.data, popularity.data, progress.data, viewer.role, viewer.interests, viewer.sport, viewer.contentType]);

  const signedIn = !!viewer.userId;
  const waiting = !viewer.initialized || modules.isPending || items.isPending || (signedIn && progress.isPending);
  // The catalog renders in the background, in slices, so it never blocks the main thread in one long task.
  const shown = useDeferredValue(waiting ? null : data);

  return (
    <Page>
      <PageHeader title="Learning Hub" description="Plain guidance on NIL rules, pricing, contracts, disclosure, taxes and negotiating, with your progress saved as you go." />
      <LearnNav />
      {modules.isError || items.isError ? (
        <EmptyState role="alert">
          <h2>We couldn't load the learning hub</h2>
          <p>Check your connection and reload the page.</p>
        </EmptyState>
      ) : !shown ? (
        <Spinner label="Loading learning hub..." />
      ) : (
        <>
          {signedIn && shown.resume ? <ContinueCard module={shown.resume.module} lesson={shown.resume.lesson} percent={shown.resume.percent} /> : null}
          {signedIn ? <Recommended recs={shown.recs} lookup={shown.lookup} /> : <MostPopular popular={shown.popular} lookup={shown.lookup} />}
          <HubCatalog modules={shown.modules} items={shown.items} percentByModule={signedIn ? shown.view.percentByModule : undefined} />
        </>
      )}
    </Page>
  );
}
