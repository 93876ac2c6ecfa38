// The Portuguese e-mails the app sends: subject, plain text and a minimal HTML version.

import { signedContractVoidText } from '@prospecta/contracts/contract-api';
import type { CreditsShowResponse } from '@prospecta/contracts/credits';
import { formatPhone } from '@prospecta/contracts/phone-format';
import {
  monthlyPriceText,
  type PlanOrder,
  planOrderEstimate,
  planOrderSeatsShort,
  planPriceText,
} from '@prospecta/contracts/plans-api';
import { firstName } from '@prospecta/contracts/text-case';

export type MailContent = { subject: string; text: string; html: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : '';
  return `<!doctype html><html lang="pt-BR"><body style="font-family:sans-serif">${body}${button}<p>Equipe Prospecta</p></body></html>`;
}

/** How every e-mail greets its reader: by the first name, as the screens do ("Olá, Ana!"; "Olá!" without one). */
export function hello(name: string | null | undefined): string {
  const first = firstName(name);
  return first ? `Olá, ${first}!` : 'Olá!';
}

export function passwordRecoveryMail(name: string, link: string): MailContent {
  const lines = [
    hello(name),
    'Recebemos um pedido para redefinir a senha da sua conta Prospecta.',
    'O link abaixo vale por 1 hora e pode ser usado uma única vez; se você pediu mais de um, só o último vale. Se você não fez este pedido, ignore este e-mail.',
  ];
  return {
    subject: 'Prospecta: redefinição de senha',
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Redefinir minha senha' }),
  };
}

export function authenticationCodeMail(name: string, code: string): MailContent {
  const lines = [
    hello(name),
    `Seu código de acesso ao Prospecta é ${code}.`,
    'Ele vale por 10 minutos e pode ser usado uma única vez. Se você não pediu este código, ignore este e-mail.',
  ];
  return {
    subject: `Prospecta: seu código de acesso é ${code}`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines),
  };
}

/**
 * Sent instead of a sign-in code or a recovery link to a user whose access the account's owner turned off:
 * the screen answers as for anyone (it does not reveal accounts), the mailbox's owner learns why nothing works.
 */
export function accessDisabledMail(
  name: string,
  asked: 'code' | 'password',
  owner: { name: string; email: string } | null,
): MailContent {
  const request =
    asked === 'code'
      ? 'Recebemos um pedido de código de acesso ao Prospecta para este e-mail'
      : 'Recebemos um pedido para redefinir a senha da sua conta Prospecta';
  const withheld = asked === 'code' ? 'nenhum código foi enviado' : 'nenhum link de redefinição foi enviado';
  const lines = [
    hello(name),
    `${request}, mas o seu acesso foi desativado pelo responsável da conta, por isso ${withheld}.`,
    owner
      ? `Para voltar a usar o Prospecta, fale com ${owner.name} (${owner.email}) e peça para reativar o seu acesso.`
      : 'Para voltar a usar o Prospecta, fale com o responsável da conta e peça para reativar o seu acesso.',
    'Se você não fez este pedido, ignore este e-mail.',
  ];
  return {
    subject: 'Prospecta: seu acesso está desativado',
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines),
  };
}

export function openOnComputerMail(name: string, link: string): MailContent {
  const lines = [
    hello(name),
    'O Prospecta foi feito para telas maiores. Abra o link abaixo em um computador e entre com o seu e-mail para usar buscas e listas.',
  ];
  return {
    subject: 'Prospecta: acesse pelo computador',
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Abrir o Prospecta' }),
  };
}

/** The sign-in page opened on "Entrar com código" with the invited e-mail filled in. */
export const inviteLink = (appUrl: string, email: string) =>
  `${appUrl}/login?modo=codigo&email=${encodeURIComponent(email)}`;

/** `link`: `inviteLink`, so a newcomer without a password lands on the code form. */
export function accountInviteMail(name: string, inviter: string, account: string, link: string): MailContent {
  const lines = [
    hello(name),
    `${inviter} adicionou você à conta ${account} no Prospecta.`,
    'Para entrar, abra o link abaixo e peça um código de acesso: ele chega neste e-mail. Depois, crie sua senha em Painel do usuário › Senha.',
  ];
  return {
    subject: `Prospecta: você foi adicionado à conta ${account}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: link, label: 'Entrar no Prospecta' }),
  };
}

/**
 * The owner of an account staff just created: not "X adicionou você" (an invitation to someone else's account)
 * but their own account, its plan and seats, the first credits, and how to enter without a password.
 */
export function newAccountMail(input: {
  name: string;
  account: string;
  plan: string;
  seats: number;
  clicks: number;
  exports: number;
  /** The credits' last day (AAAA-MM-DD), or null: no expiry. */
  expiresDay: string | null;
  link: string;
}): MailContent {
  const amount = (n: number, one: string, many: string) =>
    `${n.toLocaleString('pt-BR')} ${n === 1 ? one : many}`;
  const credits = [
    input.clicks > 0 ? amount(input.clicks, 'consulta', 'consultas') : '',
    input.exports > 0 ? amount(input.exports, 'exportação', 'exportações') : '',
  ].filter(Boolean);
  const [y, m, d] = input.expiresDay?.split('-') ?? [];
  const lines = [
    hello(input.name),
    `A conta ${input.account} está pronta no Prospecta, e você é quem a administra: pode adicionar a sua equipe em Painel do usuário › Usuários da conta.`,
    `Plano: ${input.plan}, para até ${amount(input.seats, 'usuário', 'usuários')}.`,
    ...(credits.length > 0
      ? [`Para começar: ${credits.join(' e ')}${input.expiresDay ? `, válidas até ${d}/${m}/${y}` : ''}.`]
      : []),
    'Para entrar, abra o link abaixo e peça um código de acesso: ele chega neste e-mail. Depois, crie sua senha em Painel do usuário › Senha.',
  ];
  return {
    subject: `Boas-vindas ao Prospecta: a conta ${input.account} está pronta`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.link, label: 'Entrar no Prospecta' }),
  };
}

/** What the sales team needs of a plan order, and the owner's copy: the plan, extra seats and the estimate. */
function orderLines(order: PlanOrder): string[] {
  const { total_cents } = planOrderEstimate(order.plan, order.additional_users);
  const seatPrice = order.plan.additional_user_price_cents;
  const extras = [
    order.additional_users > 0
      ? `Usuários adicionais: ${order.additional_users}${seatPrice === null ? '' : ` (${monthlyPriceText(seatPrice)} cada)`}`
      : null,
    total_cents !== null && order.additional_users > 0
      ? `Total estimado: ${monthlyPriceText(total_cents)}`
      : null,
    order.speedmail ? 'Com o aplicativo Speedmail' : null,
  ].filter((line): line is string => line !== null);
  return [`Plano: ${order.plan.name} (${planPriceText(order.plan)})`, ...extras];
}

/** The sales team's warning when the order seats fewer users than the account has active, or null. */
function seatsShortLine(order: PlanOrder, activeUsers: number): string | null {
  const short = planOrderSeatsShort(activeUsers, order.plan.users, order.additional_users);
  if (short === 0) return null;
  const seats = order.plan.users + order.additional_users;
  const off =
    short === 1
      ? '1 usuário terá de ser desativado, ou incluído como usuário adicional'
      : `${short} usuários terão de ser desativados, ou incluídos como usuários adicionais`;
  return `Atenção: a conta tem ${activeUsers} usuários ativos e o pedido cobre ${seats}. Ao ativar o plano, ${off}: confirme com o cliente.`;
}

export function planOrderSalesMail(input: {
  account: string;
  name: string;
  email: string;
  order: PlanOrder;
  /** The account's plan now (a catalogue plan's or staff's name), so a move to a smaller plan shows. */
  currentPlan: string | null;
  /** The account's active users when the order was sent. */
  activeUsers: number;
}): MailContent {
  const lines = [
    `${input.name} (${input.email}) pediu uma mudança de plano para a conta ${input.account}.`,
    `Plano atual da conta: ${input.currentPlan ?? 'nenhum'}`,
    ...orderLines(input.order),
    seatsShortLine(input.order, input.activeUsers),
    'Confirme os valores com o cliente e aplique o plano na área administrativa (nome do plano, usuários e créditos).',
  ].filter((line): line is string => line !== null);
  return {
    subject: `Pedido de plano: ${input.account} → ${input.order.plan.name}`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines),
  };
}

/** `contractLink`: the order's contract (`/contrato/<id>`), the owner's next step. */
export function planOrderConfirmationMail(name: string, order: PlanOrder, contractLink: string): MailContent {
  const lines = [
    hello(name),
    'Recebemos o seu pedido de mudança de plano:',
    ...orderLines(order),
    'Nossa equipe comercial entrará em contato para confirmar os valores e ativar o plano. Nada foi cobrado até agora.',
    `Próximo passo — assine o contrato: ${contractLink}`,
  ];
  return {
    subject: `Prospecta: pedido do ${order.plan.name} recebido`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines, { href: contractLink, label: 'Assinar o contrato' }),
  };
}

// An order already sent to the sales team, cancelled: the sales team (the address the order went to) must not
// follow up on an order that no longer exists, and the owner keeps a record of it.
/** "02/12/2026, 10:26", in Brasília (where the owner and the sales team are). */
const sentAt = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        dateStyle: 'short',
        timeStyle: 'short',
      }).format(new Date(iso))
    : 'data desconhecida';

/**
 * Why the order was closed: the owner cancelled it, or sent an order for another plan in its place; and the
 * contract signed for it, if any, which no longer holds.
 */
export type PlanCancellation = {
  replacedBy: string | null;
  signedContract: { signedAt: string; signerName: string } | null;
};

const voidLine = ({ signedContract }: PlanCancellation) =>
  signedContract ? signedContractVoidText(signedContract.signedAt, signedContract.signerName) : null;

export function planOrderCancelledSalesMail(input: {
  account: string;
  name: string;
  email: string;
  order: PlanOrder;
  cancellation: PlanCancellation;
}): MailContent {
  const { order, cancellation } = input;
  const lines = [
    cancellation.replacedBy
      ? `${input.name} (${input.email}) enviou um pedido do ${cancellation.replacedBy} e com isso cancelou o pedido de mudança para o ${order.plan.name} da conta ${input.account}, enviado em ${sentAt(order.requested_at)}.`
      : `${input.name} (${input.email}) cancelou o pedido de mudança para o ${order.plan.name} da conta ${input.account}, enviado em ${sentAt(order.requested_at)}.`,
    voidLine(cancellation),
    // The order as it was sent (its extra seats and total too), so the team finds the one to drop.
    ...orderLines(order),
    cancellation.replacedBy
      ? `Não dê seguimento a este pedido: o pedido do ${cancellation.replacedBy} chega em outro e-mail.`
      : 'Não dê seguimento a este pedido nem aplique o plano na área administrativa.',
  ].filter((line): line is string => line !== null);
  return {
    subject: `Pedido de plano cancelado: ${input.account} → ${order.plan.name}`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines),
  };
}

/** `plansLink`: the "Planos e créditos" screen, where a plan is asked for again. */
export function planOrderCancelledOwnerMail(
  name: string,
  order: PlanOrder,
  cancellation: PlanCancellation,
  plansLink: string,
): MailContent {
  const lines = [
    hello(name),
    `O seu pedido de mudança para o ${order.plan.name}, enviado em ${sentAt(order.requested_at)}, foi cancelado${cancellation.replacedBy ? `, porque você enviou um pedido do ${cancellation.replacedBy} em seu lugar` : ''}. Avisamos a nossa equipe comercial.`,
    voidLine(cancellation),
    cancellation.replacedBy
      ? `Nada foi cobrado. O pedido do ${cancellation.replacedBy} está com a nossa equipe, que entrará em contato.`
      : 'Nada foi cobrado. Para pedir um plano de novo, abra Planos e créditos no Prospecta:',
  ].filter((line): line is string => line !== null);
  const link = cancellation.replacedBy ? null : plansLink;
  return {
    subject: `Prospecta: pedido do ${order.plan.name} cancelado`,
    text: `${lines.join('\n\n')}${link ? `\n\n${link}` : ''}\n\nEquipe Prospecta`,
    html: layout(lines, link ? { href: link, label: 'Abrir Planos e créditos' } : undefined),
  };
}

export function salesContactMail(input: {
  account: string;
  currentPlan: string | null;
  name: string;
  email: string;
  /** The user's WhatsApp as stored (digits), to call them back. */
  whatsapp: string | null;
  /** The account's customer-success owner, "Carla Sucesso (cs@…)". */
  cs: string | null;
  /** The account's credits now: what they hold against what they asked for. */
  credits: CreditsShowResponse;
  /** The account in the staff's admin area. */
  adminLink: string;
  plan: string | null;
  message: string;
}): MailContent {
  const n = (value: number) => value.toLocaleString('pt-BR');
  const { credits } = input;
  const lines = [
    `${input.name} (${input.email}), da conta ${input.account} (${input.currentPlan ?? 'sem plano'}), pediu o contato de um consultor.`,
    input.plan ? `Interesse: ${input.plan}` : null,
    `Mensagem: ${input.message}`,
    input.whatsapp ? `WhatsApp: ${formatPhone(input.whatsapp)}` : null,
    `Créditos da conta agora: exportações ${n(credits.export.remaining)} de ${n(credits.export.value)}; consultas ${credits.unlimitedClick ? 'ilimitadas' : `${n(credits.click.remaining)} de ${n(credits.click.value)}`}.`,
    `CS da conta: ${input.cs ?? 'sem responsável'}`,
  ].filter((line): line is string => line !== null);
  const link = { href: input.adminLink, label: 'Abrir a conta no Prospecta' };
  return {
    subject: `Contato comercial: ${input.account}`,
    text: `${lines.join('\n\n')}\n\nA conta no Prospecta: ${link.href}\n\nEquipe Prospecta`,
    html: layout(lines, link),
  };
}
