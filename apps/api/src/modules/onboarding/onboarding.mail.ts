// The e-mail a customer-success person gets when a user of their account asks for an onboarding.
import {
  ONBOARDING_PERIOD_LABELS,
  type OnboardingPeriod,
  toDottedDay,
} from '@prospecta/contracts/onboarding-api';
import type { MailContent } from '@/modules/mail/mail.templates.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function onboardingRequestMail(input: {
  userName: string;
  userEmail: string;
  accountName: string;
  day: string;
  period: OnboardingPeriod;
  comment: string;
  link: string;
}): MailContent {
  const lines = [
    `${input.userName} (${input.userEmail}), da conta ${input.accountName}, quer agendar um onboarding.`,
    `Preferência: ${toDottedDay(input.day).replaceAll('.', '/')}, ${ONBOARDING_PERIOD_LABELS[input.period].toLowerCase()}.`,
    input.comment ? `Comentário: ${input.comment}` : null,
    'Combine o horário com a pessoa e registre a confirmação no painel "Onboardings" da área administrativa.',
  ].filter((line): line is string => line !== null);
  const body = lines.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return {
    subject: `Pedido de onboarding: ${input.accountName}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">${body}<p><a href="${escapeHtml(input.link)}">Abrir os onboardings</a></p><p>Equipe Prospecta</p></body></html>`,
  };
}
