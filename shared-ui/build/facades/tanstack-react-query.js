// What the apps import as '@tanstack/react-query' (webpack.cjs aliases the name here; federation shares this
// module under the package's name). A shared module keeps every export it has, so this one lists the client,
// its caches and the hooks the apps use (infinite queries for the marketplace's Load more); parallel queries,
// hydration and streaming stay out.
// infra/local/src/bench/facades.test.ts fails when an app imports a name missing here.
export {
  keepPreviousData,
  MutationCache,
  QueryCache,
  QueryClient,
  QueryClientProvider,
  skipToken,
  useIsFetching,
  useInfiniteQuery,
  useIsMutating,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from 'pitchside-package/@tanstack/react-query';
