// The demo company's sign-ins, as the api's seed creates them.
export const DEMO_SIGN_INS = {
  password: 'Demo#2026',
  users: [
    { role: 'admin', email: 'admin@acme.example' },
    { role: 'manager', email: 'manager1@acme.example' },
    { role: 'manager', email: 'manager2@acme.example' },
    { role: 'employee', email: 'employee@acme.example' },
  ],
};
