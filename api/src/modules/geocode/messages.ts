/** What an office location without a name is called in the offline answer. */
export const UNNAMED_OFFICE = 'Office';

/** The offline answer's first part, which the clock screen shows: `Near Springfield`. */
export const nearPlace = (name: string) => `Near ${name}`;

/** Beyond this distance from every populated place (open sea, ice, desert) the answer is the coordinates. */
export const MAX_PLACE_DISTANCE_METERS = 100_000;
