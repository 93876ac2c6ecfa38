// The decorations every plugin and module relies on.
import type { Role } from '@prospecta/contracts/auth';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AppConfig } from '@/config.ts';
import type { Db } from '@/db/client.ts';
import type { MailService } from '@/modules/mail/mail.service.ts';

export type AuthUser = { id: string; accountId: string; role: Role; email: string; name: string };

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    mail: MailService;
    authenticate: onRequestAsyncHookHandler;
  }
  interface FastifyRequest {
    /** Set by app.authenticate; null on public routes. */
    user: AuthUser | null;
  }
}
