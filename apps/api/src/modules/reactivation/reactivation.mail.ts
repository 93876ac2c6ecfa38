// The e-mail an account's owner gets when staff give the account a welcome-back gift.
import { giftSummary, REACTIVATION_CLAIM_DAYS } from '@prospecta/contracts/reactivation-api';
import { hello, layout, type MailContent } from '@/modules/mail/mail.templates.ts';

export function welcomeBackMail(input: {
  name: string;
  accountName: string;
  credits: number;
  claimUntil: string;
  link: string;
}): MailContent {
  const [y, m, d] = input.claimUntil.split('-');
  const lines = [
    hello(input.name),
    `Sentimos a sua falta no Prospecta. Para a conta ${input.accountName} voltar a prospectar, preparamos um presente de boas-vindas: ${giftSummary(input.credits)}.`,
    `Para resgatar, entre no Prospecta pelo link abaixo e clique em "Resgatar meus créditos" na mensagem de boas-vindas. O presente fica à espera por ${REACTIVATION_CLAIM_DAYS} dias, até ${d}/${m}/${y}, e vale uma vez para a conta: quem da equipe entrar primeiro resgata para todos.`,
  ];
  return {
    subject: 'Prospecta: um presente de boas-vindas para a sua volta',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.link, label: 'Entrar no Prospecta' }),
  };
}
