import { sql } from 'kysely';
import { createTestDb, type TestDb } from '../test/test-db';
import { oneParameterPerValue, preparedStatement } from './prepared-statement';

let testDb: TestDb;

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(() => testDb.drop());

const departmentByName = preparedStatement(
  'test-department-by-name',
  (qc, find: { name: string; renamed: { to: string } }) =>
    qc
      .selectFrom('departments')
      .select((eb) => ['department_id', eb.val(find.renamed.to).as('renamed_to'), sql.lit(7).as('constant')])
      .where('department_name', '=', find.name),
);

describe('a prepared statement', () => {
  beforeAll(async () => {
    await testDb.db
      .insertInto('departments')
      .values([{ department_name: 'Finance' }, { department_name: 'Sales' }])
      .execute();
  });

  it("runs with each call's values, nested ones included, and keeps what it built in", async () => {
    const finance = await departmentByName.first(testDb.db, { name: 'Finance', renamed: { to: 'Money' } });
    const sales = await departmentByName.first(testDb.db, { name: 'Sales', renamed: { to: 'Deals' } });
    expect(finance).toEqual({ department_id: expect.any(Number), renamed_to: 'Money', constant: 7 });
    expect(sales).toEqual({ department_id: expect.any(Number), renamed_to: 'Deals', constant: 7 });
    expect(sales!.department_id).not.toBe(finance!.department_id);
    await expect(departmentByName.first(testDb.db, { name: 'Legal', renamed: { to: 'x' } })).resolves.toBeUndefined();
    await expect(departmentByName.firstOrThrow(testDb.db, { name: 'Legal', renamed: { to: 'x' } })).rejects.toThrow(
      'Statement test-department-by-name found no row.',
    );
  });

  it('sends a value used three times as one parameter, and keeps equal constants apart', async () => {
    const repeated = preparedStatement('test-repeated-value', (qc, find: { name: string }) =>
      qc
        .selectFrom('departments')
        .select((eb) => ['department_id', eb.val(find.name).as('echo'), eb.val('x').as('a'), eb.val('x').as('b')])
        .where((eb) => eb.or([eb('department_name', '=', find.name), eb('department_name', '=', find.name)])),
    );
    expect(await repeated.first(testDb.db, { name: 'Sales' })).toEqual({
      department_id: expect.any(Number),
      echo: 'Sales',
      a: 'x',
      b: 'x',
    });
    const { sql: text, slots } = oneParameterPerValue('select $1, $2, $3 where a = $4 or b = $5 and c = $12', [
      { path: 'name' },
      { constant: 'x' },
      { constant: 'x' },
      { path: 'name' },
      { path: 'id' },
      ...Array.from({ length: 6 }, (_, i) => ({ path: `other${i}` })),
      { path: 'name' },
    ]);
    expect(text).toBe('select $1, $2, $3 where a = $1 or b = $4 and c = $1');
    expect(slots.slice(0, 4)).toEqual([{ path: 'name' }, { constant: 'x' }, { constant: 'x' }, { path: 'id' }]);
  });

  it('refuses a build that computes on a value: the statement would carry the placeholder, not the value', async () => {
    const computed = preparedStatement('test-computed', (qc, find: { id: number }) =>
      qc
        .selectFrom('departments')
        .select('department_id')
        .where('department_id', '=', find.id + 1),
    );
    await expect(computed.rows(testDb.db, { id: 1 })).rejects.toThrow(
      'Statement test-computed: id computed on while it was built.',
    );
  });

  it('refuses a second statement under a name already taken', async () => {
    await departmentByName.first(testDb.db, { name: 'Finance', renamed: { to: 'Money' } });
    const sameName = preparedStatement('test-department-by-name', (qc, find: { id: number }) =>
      qc.selectFrom('departments').select('department_id').where('department_id', '=', find.id),
    );
    await expect(sameName.rows(testDb.db, { id: 1 })).rejects.toThrow(
      'Statement test-department-by-name: another prepared statement has this name.',
    );
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('on PostgreSQL', () => {
  it('is sent as a named statement, parsed once per connection', async () => {
    const prepared = await testDb.db.transaction().execute(async (tx) => {
      await departmentByName.first(tx, { name: 'Finance', renamed: { to: 'Money' } });
      await departmentByName.first(tx, { name: 'Sales', renamed: { to: 'Deals' } });
      return sql<{ name: string }>`select name from pg_prepared_statements`.execute(tx);
    });
    expect(prepared.rows.map((row) => row.name)).toContain('test-department-by-name');
  });
});
