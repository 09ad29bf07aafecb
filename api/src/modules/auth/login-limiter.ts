import type { CounterStore } from '../../lib/counter-store';

export interface LoginLimits {
  windowSeconds: number;
  maxPerIp: number;
  maxPerEmail: number;
}

/** Counts failed sign-ins per IP and per email; a success clears the email's count. */
export function createLoginLimiter(store: CounterStore, limits: LoginLimits) {
  const ipKey = (ip: string) => `login:ip:${ip}`;
  const emailKey = (email: string) => `login:email:${email.toLowerCase()}`;

  return {
    async isBlocked(ip: string, email: string): Promise<boolean> {
      const [byIp, byEmail] = await Promise.all([store.get(ipKey(ip)), store.get(emailKey(email))]);
      return byIp >= limits.maxPerIp || byEmail >= limits.maxPerEmail;
    },
    async recordFailure(ip: string, email: string): Promise<void> {
      await Promise.all([
        store.increment(ipKey(ip), limits.windowSeconds),
        store.increment(emailKey(email), limits.windowSeconds),
      ]);
    },
    async recordSuccess(email: string): Promise<void> {
      await store.reset(emailKey(email));
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
