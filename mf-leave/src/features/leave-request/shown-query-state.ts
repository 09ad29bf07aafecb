/**
 * A query's `selectFromResult` for a field that shows its data, error and loading state only. The request starts in
 * an effect after the field mounts and stores its id and start time: a field reading the whole query state would
 * render again for that, synchronously within the mount's task. Not started yet counts as loading, as useQuery's
 * own answer does.
 */
export function shownQueryState<
  State extends { data?: unknown; error?: unknown; isLoading: boolean; isUninitialized: boolean },
>({ data, error, isLoading, isUninitialized }: State) {
  return { data: data as State['data'], error: error as State['error'], isLoading: isLoading || isUninitialized };
}
