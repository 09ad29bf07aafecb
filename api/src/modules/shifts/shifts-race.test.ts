import { createTeams } from '../../test/leave-fixtures';
import { createShiftTypes, shiftsApi, type ShiftTypeIds } from '../../test/shift-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let types: ShiftTypeIds;
let api: ReturnType<typeof shiftsApi>;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  types = await createShiftTypes(t, teams.admin);
  api = shiftsApi(t);
});
afterAll(() => t.close());

const storedOn = (dates: string[]) =>
  t.db
    .selectFrom('shift_assignments')
    .select('shift_date')
    .where('employee_id', '=', teams.employee.id)
    .where('shift_date', 'in', dates)
    .execute();

// On PostgreSQL the two requests hold two connections at once (t.racing checks it); PGlite runs them in turn.
describe('two planners placing the same person at once', () => {
  it.each(['2034-01-02', '2034-01-09', '2034-01-16'])(
    'keeps one shift on %s: the other gets the overlap',
    async (day) => {
      const [manager, admin] = await t.racing(() =>
        Promise.all([
          api.assign(teams.manager, { employee_id: teams.employee.id, shift_date: day, shift_type_id: types.early }),
          api.assign(teams.admin, { employee_id: teams.employee.id, shift_date: day, shift_type_id: types.late }),
        ]),
      );
      const answers = [manager!, admin!];
      expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('shifts.overlap');
      expect(await storedOn([day])).toHaveLength(1);
    },
  );

  it('keeps the rest rule between shifts of two days placed at once', async () => {
    const [night, early] = await t.racing(() =>
      Promise.all([
        api.assign(teams.manager, {
          employee_id: teams.employee.id,
          shift_date: '2034-02-06',
          shift_type_id: types.night,
        }),
        api.assign(teams.admin, {
          employee_id: teams.employee.id,
          shift_date: '2034-02-07',
          shift_type_id: types.early,
        }),
      ]),
    );
    const answers = [night!, early!];
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json().code).toBe('shifts.rest_too_short');
    expect(await storedOn(['2034-02-06', '2034-02-07'])).toHaveLength(1);
  });
});
