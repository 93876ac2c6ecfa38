// What the referrer sends: the inviting message with their link, as a WhatsApp conversation and as an e-mail.
import { referralRewardSummary } from '@prospecta/contracts/referral-api';

export const SHARE_EMAIL_SUBJECT = 'Conheça o Prospecta';

/** The message a referrer sends, with the link at its end (WhatsApp turns it into a link). */
export function inviteMessage(link: string): string {
  return (
    'Uso o Prospecta para encontrar empresas de todo o Brasil e os contatos certos para prospectar. ' +
    `Acho que vai ajudar você também: deixe seus dados pelo meu link e a equipe do Prospecta fala com você. ${link}`
  );
}

/** A new WhatsApp conversation with the message typed; the visitor picks whom to send it to. */
export function whatsappHref(link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(inviteMessage(link))}`;
}

/** A new e-mail with subject and body; spaces as %20 (a "+" would show in the body as it is). */
export function mailtoHref(link: string): string {
  const body = `Olá!\n\n${inviteMessage(link)}\n\nAbraços`;
  return `mailto:?subject=${encodeURIComponent(SHARE_EMAIL_SUBJECT)}&body=${encodeURIComponent(body)}`;
}

/** "Você ganha 500 créditos de consulta válidos por 90 dias para cada indicação que virar cliente." */
export function rewardSentence(credits: number, validDays: number): string {
  return `Você ganha ${referralRewardSummary(credits, validDays)} para cada indicação que virar cliente.`;
}
