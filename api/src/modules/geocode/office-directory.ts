import type { Executor } from '../../db/types';
import type { Point } from './distance';
import { activeLocationLists } from './geocode-repository';

export interface OfficeLocation extends Point {
  name: string | null;
  address: string | null;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

async function readOffices(db: Executor): Promise<OfficeLocation[]> {
  const offices = new Map<string, OfficeLocation>();
  for (const list of await activeLocationLists(db)) {
    for (const raw of list as unknown as Record<string, unknown>[]) {
      const { latitude, longitude } = raw;
      if (typeof latitude !== 'number' || typeof longitude !== 'number') continue;
      const office = { latitude, longitude, name: text(raw.name), address: text(raw.address) };
      offices.set(JSON.stringify(office), office);
    }
  }
  return [...offices.values()];
}

/**
 * The company's offices: the allowed locations of active employees, de-duplicated. Reading them scans every
 * employee, so one list serves the process for `ttlMs` (a new office reaches the offline answer within that).
 */
export function createOfficeDirectory(ttlMs: number, now: () => number = () => Date.now()) {
  let cached: { until: number; offices: Promise<OfficeLocation[]> } | null = null;
  return {
    list(db: Executor): Promise<OfficeLocation[]> {
      if (!cached || cached.until <= now()) {
        const offices = readOffices(db);
        const entry = { until: now() + ttlMs, offices };
        cached = entry;
        offices.catch(() => {
          if (cached === entry) cached = null;
        });
      }
      return cached.offices;
    },
  };
}

export type OfficeDirectory = ReturnType<typeof createOfficeDirectory>;
