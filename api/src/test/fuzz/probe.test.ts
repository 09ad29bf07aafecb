import { createTestApp } from '../test-app';
it('probes', async () => {
  const t = await createTestApp();
  const admin = await t.signedIn('admin');
  for (const url of [
    '/api/attendance_logs?start_date=0000-01-01&end_date=2024-01-01',
    '/api/reports_dashboard?start_date=2024-02-30&end_date=2024-03-01',
    '/api/employees/1e1',
    '/api/employees/0x1',
    '/api/timesheet?start_date=0000-01-01&end_date=0000-02-01',
    '/api/leave_requests?start_date=9999-12-31',
  ]) {
    const r = await t.inject({ method: 'GET', url, headers: admin.headers });
    console.log(url, r.statusCode, r.body.slice(0, 150));
  }
  for (const payload of [
    { start_date: '0000-01-01', end_date: '0000-01-02', leave_type: 'Sick', reason: 'x' },
    { start_date: '2030-01-01', end_date: '9999-12-31', leave_type: 'Sick', reason: 'a\u0000b' },
  ]) {
    const r = await t.inject({ method: 'POST', url: '/api/leave_request', headers: admin.headers, payload });
    console.log(JSON.stringify(payload), r.statusCode, r.body.slice(0, 150));
  }
  for (const payload of [{ __proto__: 'x' }, { valueOf: 'x' }, { COMPANY_NAME: 'a\u0000b' }]) {
    const r = await t.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: JSON.stringify(payload).replace('"x"', '"x"'),
    });
    console.log(JSON.stringify(payload), r.statusCode, r.body.slice(0, 150));
  }
  const r = await t.inject({
    method: 'PUT',
    url: '/api/settings',
    headers: { ...admin.headers, 'content-type': 'application/json' },
    payload: '{"__proto__":"x","valueOf":"y"}',
  });
  console.log('proto', r.statusCode, r.body.slice(0, 150));
  await t.close();
});
