// The contract's and the handoff's e-mails: the sales team and the account's CS hear of a signature (to activate
// the plan), the owner keeps a copy of what was signed, and the CS reads what the account told them.
import {
  type ContractView,
  contractPath,
  HANDOFF_CRM_LABELS,
  type HandoffCrm,
  verificationCode,
} from '@prospecta/contracts/contract-api';
import { formatPhone } from '@prospecta/contracts/phone-format';
import { monthlyPriceText, planOrderEstimate } from '@prospecta/contracts/plans-api';
import { hello, layout, type MailContent } from '@/modules/mail/mail.templates.ts';

const usersText = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'usuário' : 'usuários'}`;

/** "02/12/2026, 10:26 (horário de Brasília)", where the customer and the sales team are. */
const when = (iso: string) =>
  `${new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(iso))} (horário de Brasília)`;

function seatsLine(contract: ContractView): string {
  const seats = contract.plan.users + contract.additional_users;
  const extra = contract.additional_users;
  return `Usuários: ${usersText(seats)}${extra > 0 ? ` (${contract.plan.users} do plano e ${extra} ${extra === 1 ? 'adicional' : 'adicionais'})` : ''}`;
}

const totalLine = (contract: ContractView) =>
  `Total mensal: ${monthlyPriceText(planOrderEstimate(contract.plan, contract.additional_users).total_cents)}`;

/** To the sales team and the account's CS: the plan may be activated, with who signed for which company. */
export function contractSignedStaffMail(input: {
  contract: ContractView;
  signerEmail: string;
  adminLink: string;
  appUrl: string;
}): MailContent {
  const { contract } = input;
  const signature = contract.signature;
  if (!signature) throw new Error('contractSignedStaffMail needs a signed contract');
  const contractLink = `${input.appUrl}${contractPath(contract.id)}`;
  const lines = [
    `${signature.signer_name} (${signature.signer_role}, ${input.signerEmail}) assinou em ${when(signature.signed_at)} o contrato do ${contract.plan.name} da conta ${contract.account.name}.`,
    `Empresa contratante: ${signature.company_name}, CNPJ ${signature.company_cnpj}`,
    `Plano: ${contract.plan.name}`,
    seatsLine(contract),
    contract.speedmail ? 'Com o aplicativo Speedmail' : null,
    totalLine(contract),
    'Confirme os valores com o cliente e ative o plano na área administrativa (nome do plano, usuários e créditos).',
    `A conta na área administrativa: ${input.adminLink}`,
    `O contrato assinado: ${contractLink}`,
  ].filter((line): line is string => line !== null);
  return {
    subject: `Contrato assinado: ${contract.account.name} — ${contract.plan.name}`,
    text: `${lines.join('\n\n')}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.adminLink, label: 'Abrir a conta no Prospecta' }),
  };
}

/** The signer's copy: every clause as signed, the text's hash and where the contract stays to be read. */
export function contractSignedOwnerMail(input: {
  name: string;
  contract: ContractView;
  link: string;
}): MailContent {
  const { contract } = input;
  const signature = contract.signature;
  if (!signature) throw new Error('contractSignedOwnerMail needs a signed contract');
  const lines = [
    hello(input.name),
    `Você assinou em ${when(signature.signed_at)} o contrato do ${contract.plan.name} em nome de ${signature.company_name}, CNPJ ${signature.company_cnpj}. Nossa equipe comercial já foi avisada e entrará em contato para ativar o plano. Nada foi cobrado até agora.`,
    'Esta é a sua cópia das cláusulas assinadas:',
    ...contract.clauses.map((clause) => `${clause.title}\n${clause.text}`),
    `Assinado por ${signature.signer_name} (${signature.signer_role}), CPF ${signature.signer_cpf}.`,
    // The same code the contract's page shows under the signature, then the whole hash it begins.
    `Código de verificação: ${verificationCode(signature.text_sha256)}`,
    `SHA-256 do texto assinado: ${signature.text_sha256}`,
    'O contrato fica disponível no Prospecta:',
  ];
  return {
    subject: `Prospecta: cópia do contrato do ${contract.plan.name}`,
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.link, label: 'Ver o contrato' }),
  };
}

export type HandoffAnswers = {
  goal: string;
  ideal_customer: string | null;
  crm: HandoffCrm | null;
  team_size: number | null;
  contact_name: string | null;
  contact_phone: string | null;
};

const notSaid = 'não informado';

/** To the account's CS (or the sales team without one): every answer, and who gave them. */
export function handoffMail(input: {
  /** Whom it greets: the CS's name, or null for the sales team's address. */
  recipientName: string | null;
  account: string;
  updatedBy: string;
  answers: HandoffAnswers;
  adminLink: string;
}): MailContent {
  const { answers } = input;
  const lines = [
    hello(input.recipientName),
    `${input.updatedBy} contou, pela conta ${input.account}, o que a equipe espera do Prospecta:`,
    `Objetivo: ${answers.goal}`,
    `Cliente ideal: ${answers.ideal_customer ?? notSaid}`,
    `CRM: ${answers.crm ? HANDOFF_CRM_LABELS[answers.crm] : notSaid}`,
    `Tamanho do time: ${answers.team_size === null ? notSaid : answers.team_size.toLocaleString('pt-BR')}`,
    `Contato: ${answers.contact_name ?? notSaid}`,
    `Telefone do contato: ${answers.contact_phone ? formatPhone(answers.contact_phone) : notSaid}`,
    'Mudanças feitas na próxima hora não geram outro e-mail: as respostas mais recentes estão sempre na conta, na área administrativa.',
  ];
  return {
    subject: `Handoff de ${input.account}`,
    text: `${lines.join('\n\n')}\n\n${input.adminLink}\n\nEquipe Prospecta`,
    html: layout(lines, { href: input.adminLink, label: 'Abrir a conta no Prospecta' }),
  };
}
