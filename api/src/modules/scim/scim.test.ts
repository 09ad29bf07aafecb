import { createTeams, outboxTo } from '../../test/leave-fixtures';
import { createTestApp, type TestContext } from '../../test/test-app';

// SCIM 2.0 with the request bodies Okta and Microsoft Entra document for their provisioning clients.
let t: TestContext;
let teams: Awaited<ReturnType<typeof createTeams>>;
let scimToken: string;

beforeAll(async () => {
  t = await createTestApp();
  teams = await createTeams(t);
  scimToken = await createToken(['scim']);
});
afterAll(() => t.close());

async function createToken(scopes: string[], creator = teams.admin) {
  const res = await t.inject({
    method: 'POST',
    url: '/api/api_tokens',
    headers: creator.headers,
    payload: { name: 'Directory', scopes, expires_in_days: 30 },
  });
  if (res.statusCode !== 201) throw new Error(`token not created: ${res.statusCode} ${res.body}`);
  return res.json<{ token: string }>().token;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const scim = (method: Method, url: string, payload?: object, token = scimToken) =>
  t.inject({
    method,
    url: `/scim/v2${url}`,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/scim+json' },
    ...(payload && { payload: JSON.stringify(payload) }),
  });

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const byUserName = (userName: string) =>
  scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);

describe('SCIM Users, as Okta provisions them', () => {
  let id: string;

  it('finds nobody, creates the user with a welcome mail, then finds them by userName', async () => {
    const none = await byUserName('jane.doe@example.com');
    expect(none.statusCode).toBe(200);
    expect(none.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(none.json()).toMatchObject({ totalResults: 0, Resources: [] });

    const created = await scim('POST', '/Users', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: 'jane.doe@example.com',
      name: { givenName: 'Jane', familyName: 'Doe' },
      emails: [{ primary: true, value: 'jane.doe@example.com', type: 'work' }],
      displayName: 'Jane Doe',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    id = created.json<{ id: string }>().id;
    expect(created.json()).toMatchObject({
      userName: 'jane.doe@example.com',
      externalId: '00ujl29u0le5T6Aj10h7',
      name: { givenName: 'Jane', familyName: 'Doe' },
      active: true,
      meta: { resourceType: 'User', location: expect.stringMatching(new RegExp(`/scim/v2/Users/${id}$`)) },
    });
    expect(outboxTo(t, 'jane.doe@example.com')).toHaveLength(1);
    const found = await byUserName('Jane.Doe@example.com');
    expect(found.json()).toMatchObject({ totalResults: 1, Resources: [{ id }] });
  });

  it('refuses a second user with the same userName in SCIM error form, creating nothing', async () => {
    const again = await scim('POST', '/Users', {
      userName: 'jane.doe@example.com',
      name: { givenName: 'J', familyName: 'D' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'],
      status: '409',
      scimType: 'uniqueness',
      detail: 'A user with this userName (email) already exists.',
    });
    expect((await byUserName('jane.doe@example.com')).json()).toMatchObject({ totalResults: 1 });
  });

  it('replaces the user with PUT and deactivates them with PATCH', async () => {
    const put = await scim('PUT', `/Users/${id}`, {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      id,
      userName: 'jane.doe@example.com',
      name: { givenName: 'Jane', familyName: 'Smith' },
      title: 'Nurse',
      active: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ name: { familyName: 'Smith' }, title: 'Nurse', active: true });

    const patch = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ active: false });
    const row = await t.db
      .selectFrom('employees')
      .select(['status'])
      .where('employee_id', '=', Number(id))
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('terminated');
    const back = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(back.statusCode).toBe(409);
  });
});

describe('SCIM Users, as Microsoft Entra provisions them', () => {
  it('creates, patches with paths and string booleans, and deletes', async () => {
    expect((await byUserName('non-existent user')).json()).toMatchObject({ totalResults: 0 });
    const created = await scim('POST', '/Users', {
      schemas: [
        'urn:ietf:params:scim:schemas:core:2.0:User',
        'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User',
      ],
      externalId: '0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef',
      userName: 'Test_User_ab6490ee@contoso.com',
      active: true,
      emails: [{ primary: true, type: 'work', value: 'Test_User_fd0ea19b@testuser.com' }],
      meta: { resourceType: 'User' },
      name: { formatted: 'givenName familyName', familyName: 'familyName', givenName: 'givenName' },
      roles: [],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();

    const byExternalId = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent('externalId eq "0a21f0f2-8d2a-4f8e-bf98-7363c4aed4ef"')}`,
    );
    expect(byExternalId.json()).toMatchObject({ totalResults: 1, Resources: [{ id }] });

    const patched = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'emails[type eq "work"].value', value: 'updatedEmail@microsoft.com' },
        { op: 'Replace', path: 'name.familyName', value: 'updatedFamilyName' },
        { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Ward 3' },
      ],
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      userName: 'updatedemail@microsoft.com',
      name: { familyName: 'updatedFamilyName' },
    });

    const disabled = await scim('PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.json()).toMatchObject({ active: false });
    expect((await scim('DELETE', `/Users/${id}`)).statusCode).toBe(204);
  });

  it('ends the open session of a person it deletes', async () => {
    const before = await t.inject({ method: 'GET', url: '/api/current_status', headers: teams.teamMate.headers });
    expect(before.statusCode).toBe(200);
    expect((await scim('DELETE', `/Users/${teams.teamMate.id}`)).statusCode).toBe(204);
    const after = await t.inject({ method: 'GET', url: '/api/current_status', headers: teams.teamMate.headers });
    expect(after.statusCode).toBe(401);
    expect(await scim('GET', `/Users/${teams.teamMate.id}`).then((res) => res.json())).toMatchObject({ active: false });
  });
});

describe('SCIM Groups are departments', () => {
  it('creates a group, adds and removes members the Entra and the Okta way, and deletes it', async () => {
    const created = await scim('POST', '/Groups', {
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:Group'],
      externalId: '8aa1a0c0-c4c3-4bc0-b4a5-2ef676900159',
      displayName: 'Night Ward',
      meta: { resourceType: 'Group' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json<{ id: string }>();
    const member = String(teams.employee.id);
    const add = await scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ $ref: null, value: member }] }],
    });
    expect(add.statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${id}`)).json()).toMatchObject({
      displayName: 'Night Ward',
      members: [{ value: member }],
    });

    const listed = await scim(
      'GET',
      `/Groups?excludedAttributes=members&filter=${encodeURIComponent('displayName eq "night ward"')}`,
    );
    expect(listed.json()).toMatchObject({ totalResults: 1, Resources: [{ id }] });
    expect(listed.json<{ Resources: object[] }>().Resources[0]).not.toHaveProperty('members');

    const remove = await scim('PATCH', `/Groups/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${member}"]` }],
    });
    expect(remove.statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${id}`)).json()).toMatchObject({ members: [] });
    expect((await scim('DELETE', `/Groups/${id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Groups/${id}`)).statusCode).toBe(404);
  });
});

describe('SCIM access', () => {
  it('takes only an admin API token with the scim scope', async () => {
    const session = await t.inject({ method: 'GET', url: '/scim/v2/Users', headers: teams.admin.headers });
    expect(session.statusCode).toBe(401);
    expect((await scim('GET', '/Users', undefined, await createToken(['read:people']))).statusCode).toBe(403);
    expect((await scim('GET', '/Users', undefined, 'atl_00000000_nope')).statusCode).toBe(401);
  });

  it('answers an unsupported filter with invalidFilter', async () => {
    const res = await scim('GET', `/Users?filter=${encodeURIComponent('title co "x"')}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ scimType: 'invalidFilter' });
  });
});
