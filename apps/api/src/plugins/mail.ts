import fp from 'fastify-plugin';
import { createMailService } from '@/modules/mail/mail.service.ts';

/** Decorates `app.mail`: nodemailer over SMTP_URL when set, and always the mail_outbox table. */
export const mailPlugin = fp(
  async (app) => {
    const mail = createMailService({
      db: app.db,
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      log: app.log,
    });
    app.decorate('mail', mail);
    app.addHook('onClose', async () => mail.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
