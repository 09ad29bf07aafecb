import type { Config } from '../config';
import type { BackgroundTasks } from '../lib/background-tasks';
import type { Db, Role } from '../db/types';
import type { Language } from '../lib/languages';
import type { Mailer } from './mail';

/** A paired kiosk, the principal of the kiosk routes. */
export interface AuthKiosk {
  id: number;
  name: string;
  locationName: string;
  latitude: number;
  longitude: number;
}

export interface AuthUser {
  id: number;
  role: Role;
  email: string;
  fullName: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    mailer: Mailer;
    background: BackgroundTasks;
  }
  interface FastifyRequest {
    /** The signed-in employee on routes with `config.roles`; null on public routes. */
    auth: AuthUser | null;
    /** The kiosk on routes with `config.access: 'kiosk'`; null elsewhere. */
    kiosk: AuthKiosk | null;
    /** Set by a route that knows whom its answer is for better than the caller's header: a kiosk's clock actions. */
    answerLanguage: Language | null;
  }
}
