/**
 * `shared-ui/query`: react-query and the page's query client, apart from the main entry so a page that reads
 * no data (the pre-rendered marketing pages) does not download them. A federation singleton of its own.
 */
export { QueryProvider } from './QueryProvider';
export { queryClient, type MutationErrorMeta } from './query-client';
export { whenQueriesQuiet } from './queries-quiet';
export { useLiveChannel } from './live-channel';
export { useLiveRefresh } from './use-live-refresh';
export { useTableChanges, type TableChange } from './use-table-changes';
