import { DEMO_PASSWORD, emailOf, PEOPLE } from './demo-company';

/** The accounts `npm start` prints for a newcomer: one per role, plus the first-sign-in case. */
export function demoSignIns(): { password: string; users: Array<{ label: string; email: string }> } {
  const keyed = PEOPLE.filter((person) => person.key);
  return {
    password: DEMO_PASSWORD,
    users: keyed.map((person) => ({
      label: person.mustChangePassword ? `${person.role}, must change password` : person.role,
      email: emailOf(person),
    })),
  };
}
