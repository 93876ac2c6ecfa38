// The staff's e-mail of a user's support message: who wrote, from which account and screen, what, and where to
// answer (the admin area's "Suporte").
import { SUPPORT_EMAIL_QUIET_MINUTES } from '@prospecta/contracts/support-api';
import { hello, layout, type MailContent } from '@/modules/mail/mail.templates.ts';

export function supportMessageMail(input: {
  /** Whom it greets: the CS's name, or null for the support address. */
  recipientName: string | null;
  user: { name: string; email: string };
  account: string;
  page: string | null;
  body: string;
  link: string;
}): MailContent {
  const lines = [
    hello(input.recipientName),
    `${input.user.name} (${input.user.email}), da conta ${input.account}, escreveu no chat de suporte:`,
    input.body,
    `Página em que estava: ${input.page ?? 'não informada'}`,
    `Responda pelo painel Suporte da área administrativa: o cliente lê a resposta no chat e é avisado no sino. Novas mensagens desta conversa nos próximos ${SUPPORT_EMAIL_QUIET_MINUTES} minutos não geram outro e-mail.`,
  ];
  return {
    subject: `Suporte: mensagem de ${input.user.name} (${input.account})`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.link, label: 'Responder no Prospecta' }),
  };
}
