/**
 * A query's `selectFromResult` for a component that shows its data, error and whether it loads only. The request
 * starts in an effect after the component mounts and stores its id and start time: reading the whole query state,
 * the component rendered again for that, synchronously within the mount's task. Not started yet counts as loading,
 * as useQuery's own answer does.
 */
export function shownQueryState<
  State extends { data?: unknown; error?: unknown; isLoading: boolean; isFetching: boolean; isUninitialized: boolean },
>({ data, error, isLoading, isFetching, isUninitialized }: State) {
  return {
    data: data as State['data'],
    error: error as State['error'],
    isLoading: isLoading || isUninitialized,
    isFetching: isFetching || isUninitialized,
  };
}
