import { CompiledQuery, type Compilable, type QueryCreator } from 'kysely';
import type { Database, Executor } from './types';

/** Statement names by SQL text: the PostgreSQL pool sends these as named (server-side prepared) statements. */
const namesBySql = new Map<string, string>();

export const preparedStatementName = (sql: string): string | undefined => namesBySql.get(sql);

const pathOf = new WeakMap<object, string>();

/**
 * Stands in for the values while a statement is built: every property is a placeholder for its path, and any use
 * of one as a number or string (arithmetic, concatenation) throws, since the statement would then hold a value
 * computed on the placeholder instead of the call's.
 */
function placeholder(statement: string, path: string): object {
  const children = new Map<string, object>();
  const proxy = new Proxy(
    {},
    {
      get(_, key) {
        if (key === Symbol.toPrimitive || key === 'valueOf' || key === 'toString') {
          return () => {
            throw new Error(`Statement ${statement}: ${path || 'its values'} computed on while it was built.`);
          };
        }
        if (typeof key === 'symbol' || key === 'toOperationNode' || key === 'then') return undefined;
        const childPath = path ? `${path}.${key}` : key;
        if (!children.has(key)) children.set(key, placeholder(statement, childPath));
        return children.get(key);
      },
    },
  );
  pathOf.set(proxy, path);
  return proxy;
}

function valueAt(values: object, path: string): unknown {
  let value: unknown = values;
  for (const key of path.split('.')) value = (value as Record<string, unknown>)[key];
  return value;
}

type Slot = { path?: string; constant?: unknown };

/**
 * Each value once: Kysely gives every use of a value its own parameter (the status read used its clock and rules
 * 34 times over 14 values); here a value used again points at its first parameter, so each call encodes, sends and
 * the server parses it once. Constants keep their own parameters: two equal ones may stand for different types.
 */
export function oneParameterPerValue(text: string, slots: Slot[]): { sql: string; slots: Slot[] } {
  const kept: Slot[] = [];
  const firstOfPath = new Map<string, number>();
  const numberOf = slots.map((slot) => {
    const seen = slot.path === undefined ? undefined : firstOfPath.get(slot.path);
    if (seen !== undefined) return seen;
    kept.push(slot);
    if (slot.path !== undefined) firstOfPath.set(slot.path, kept.length);
    return kept.length;
  });
  return { sql: text.replace(/\$(\d+)\b/g, (_, n: string) => `$${numberOf[Number(n) - 1]}`), slots: kept };
}

/**
 * A statement built and compiled once, then run with each call's values: the clock path skips Kysely's query
 * building (about a sixth of the main thread in the clock-in storm), and on PostgreSQL the server parses and
 * plans it once per connection. `build` gets placeholders for the values, so it may only pass them on as values:
 * nothing may be computed on them, and nothing about the statement's shape may depend on them (a `null` would
 * never be seen). Values the statement must not carry as parameters (constants, `sql.lit`) are built in as usual.
 */
export function preparedStatement<Values extends object, Row>(
  name: string,
  build: (qc: QueryCreator<Database>, values: Values) => Compilable<Row>,
) {
  let compiled: { sql: string; slots: Slot[] } | undefined;

  function compile(executor: Executor) {
    const query = build(executor, placeholder(name, '') as Values).compile();
    const { sql, slots } = oneParameterPerValue(
      query.sql,
      query.parameters.map((parameter) => {
        const path = typeof parameter === 'object' && parameter !== null ? pathOf.get(parameter) : undefined;
        return path === undefined ? { constant: parameter } : { path };
      }),
    );
    // PostgreSQL keeps one text per name on a connection: a second statement of the same name would be refused there.
    if ([...namesBySql].some(([text, taken]) => taken === name && text !== sql)) {
      throw new Error(`Statement ${name}: another prepared statement has this name.`);
    }
    namesBySql.set(sql, name);
    return { sql, slots };
  }

  async function rows(executor: Executor, values: Values): Promise<Row[]> {
    compiled ??= compile(executor);
    const parameters = compiled.slots.map((slot) =>
      slot.path === undefined ? slot.constant : valueAt(values, slot.path),
    );
    const result = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
    return result.rows;
  }

  return {
    rows,
    async first(executor: Executor, values: Values): Promise<Row | undefined> {
      return (await rows(executor, values))[0];
    },
    async firstOrThrow(executor: Executor, values: Values): Promise<Row> {
      const [row] = await rows(executor, values);
      if (row === undefined) throw new Error(`Statement ${name} found no row.`);
      return row;
    },
  };
}
