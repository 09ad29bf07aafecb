/** `invalidatesTags` of a call that changes data: the tags once it succeeded, none when it was refused. */
export const invalidateOnSuccess =
  <Tags extends readonly unknown[]>(tags: Tags) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;
