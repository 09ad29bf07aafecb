import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { Role } from 'shared-auth';
import { stubFetch } from 'shared-auth/testing';
import registry from '../../../config/remotes.json';
import { renderAs } from '../shared/test-utils';
import MyShiftsPage from './my-shifts-page';
import RosterPage from './roster-page';
import ShiftTypesPage from './shift-types-page';

// What webpack.config.js exposes, by module name (the shell's federated-pages test checks the two lists agree).
const EXPOSED: Record<string, ComponentType> = {
  './RosterPage': RosterPage,
  './MyShiftsPage': MyShiftsPage,
  './ShiftTypesPage': ShiftTypesPage,
};
const entry = registry.remotes.find((remote) => remote.package === 'mf-scheduling')!;

afterEach(() => jest.restoreAllMocks());

it('joins the platform through its registry entry: Roster for managers and admins, My Shifts for everyone, Shift Types for admins', () => {
  expect(entry.name).toBe('mf_scheduling');
  expect(entry.manifest).toBe('/mf/mf-scheduling/mf-manifest.json');
  expect(
    entry.routes.map(({ path, label, roles, sidebar }) => ({ path, label, roles, sidebar: sidebar?.roles })),
  ).toEqual([
    { path: 'roster', label: 'Roster', roles: ['manager', 'admin'], sidebar: ['manager', 'admin'] },
    {
      path: 'my-shifts',
      label: 'My Shifts',
      roles: ['employee', 'manager', 'admin'],
      sidebar: ['employee', 'manager', 'admin'],
    },
    { path: 'shift-types', label: 'Shift Types', roles: ['admin'], sidebar: ['admin'] },
  ]);
  const otherOrders = registry.remotes
    .filter((remote) => remote !== entry)
    .flatMap((remote) => remote.routes.map((route) => route.sidebar?.order ?? 0));
  for (const route of entry.routes) expect(route.sidebar!.order).toBeGreaterThan(Math.max(...otherOrders));
  const otherPorts = registry.remotes.filter((remote) => remote !== entry).map((remote) => remote.devPort);
  expect(otherPorts).not.toContain(entry.devPort);
});

it.each(entry.routes.map((route) => [route.label, route.roles![0] as Role, route.module] as const))(
  "titles the page of %s, seen by its first role (%s), with the registry's label",
  async (label, role, module) => {
    stubFetch({
      'GET /api/departments': { body: [] },
      'GET /api/shift_types?include_archived=true': { body: [] },
      'GET /api/open_shifts?status=open': { body: [] },
      'GET /api/open_shifts?status=claimed': { body: [] },
      'GET /api/shift_swap_requests': { body: [] },
      'GET /api/shift_swap_requests?status=pending+manager': { body: [] },
    });
    const Page = EXPOSED[module]!;
    renderAs(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
      role,
    );
    expect(await screen.findByRole('heading', { level: 2, name: label })).toBeInTheDocument();
  },
);
