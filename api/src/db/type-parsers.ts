/** The same JS types from PGlite and node-postgres: int8/numeric as number, date as 'YYYY-MM-DD', bytea as Buffer. */
export const OID = { bytea: 17, int8: 20, date: 1082, timestamp: 1114, timestamptz: 1184, numeric: 1700 } as const;

export const textParsers: Record<number, (value: string) => unknown> = {
  [OID.int8]: Number,
  [OID.numeric]: Number,
  [OID.date]: (value) => value,
  [OID.bytea]: (value) => Buffer.from(value.slice(2), 'hex'),
};

export const pgliteSerializers: Record<number, (value: unknown) => string> = {
  // PGlite's default bytea serializer builds a JS array per byte: too slow for images.
  [OID.bytea]: (value) => {
    if (!(value instanceof Uint8Array)) throw new Error('Invalid input for bytea type');
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('hex')}`;
  },
};
