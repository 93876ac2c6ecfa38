// The relationship tree of a company for the hyperbolic view: the company, its partners, and the
// other companies of each partner (bounded so the tree stays readable).
import { normalizeDocument } from '@prospecta/contracts/cnpj';
import { qualificationLabel } from '@prospecta/contracts/filter-catalogue-options';
import type { RelationshipGraph } from '@prospecta/contracts/search-company';
import { idOfCnpj } from './cnpj-lookup.ts';
import type { ConnectionPool } from './connection-pool.ts';
import { partnerLinksOf } from './derived-tables.ts';
import { headOffices, inList } from './group-queries.ts';
import { num, str } from './result-rows.ts';

const MAX_PARTNERS = 30;
const MAX_COMPANIES_PER_PARTNER = 5;

type Node = RelationshipGraph['nodes'][number];

export async function relationshipGraph(
  pool: ConnectionPool,
  cnpj: string,
): Promise<RelationshipGraph | null> {
  const id = await idOfCnpj(pool, cnpj);
  if (id === null) return null;
  const root = normalizeDocument(cnpj).slice(0, 8);
  const partners = await pool.rows(
    `SELECT l.*, q.descricao AS qualificacao_descricao FROM (${partnerLinksOf('cnpj_basico = ?')}) l
       LEFT JOIN qualificacoes q ON q.codigo = l.qualificacao ORDER BY l.partner_key`,
    [root],
  );
  const shown = partners.slice(0, MAX_PARTNERS);
  const keys = shown.map((p) => String(p.partner_key));
  // One company more than shown per partner: it tells that partner's list was cut.
  const found = keys.length
    ? await pool.rows(
        `SELECT partner_key, cnpj_basico, n FROM (
           SELECT *, row_number() OVER (PARTITION BY partner_key ORDER BY cnpj_basico) AS n
             FROM partner_links WHERE partner_key IN ${inList(keys.length)} AND cnpj_basico <> ?)
          WHERE n <= ${MAX_COMPANIES_PER_PARTNER + 1} ORDER BY partner_key, cnpj_basico`,
        [...keys, root],
      )
    : [];
  const others = found.filter((o) => Number(o.n) <= MAX_COMPANIES_PER_PARTNER);
  const truncated = partners.length > MAX_PARTNERS || others.length < found.length;
  const roots = [root, ...new Set(others.map((o) => String(o.cnpj_basico)))];
  const offices = await headOffices(pool, roots);
  const companyNode = (r: string): Node => {
    const row = offices.get(r);
    return {
      id: `empresa:${r}`,
      name: str(row?.razao_social) ?? r,
      iconType: 'company',
      area: str(row?.cnae_descricao) ?? 'Não informada',
      cnpj: str(row?.cnpj) ?? r,
    };
  };
  const nodes = new Map<string, Node>([[`empresa:${root}`, companyNode(root)]]);
  const links: RelationshipGraph['links'] = [];
  for (const p of shown) {
    const key = String(p.partner_key);
    const tipo = num(p.tipo);
    const isCompany = key.startsWith('PJ:');
    const nodeId = isCompany ? `empresa:${key.slice(3)}` : `socio:${key}`;
    if (!nodes.has(nodeId)) {
      nodes.set(nodeId, {
        id: nodeId,
        name: str(p.nome) ?? 'Não informado',
        iconType: isCompany ? 'company' : tipo === 3 ? 'foreign' : 'person',
        area: qualificationLabel(str(p.qualificacao_descricao) ?? 'Sócio'),
        ...(isCompany
          ? { cnpj: str(p.documento) ?? key.slice(3) }
          : p.documento
            ? { cpf: String(p.documento) }
            : {}),
      });
    }
    links.push({ source: `empresa:${root}`, target: nodeId });
  }
  for (const o of others) {
    const r = String(o.cnpj_basico);
    const key = String(o.partner_key);
    const source = key.startsWith('PJ:') ? `empresa:${key.slice(3)}` : `socio:${key}`;
    if (!nodes.has(`empresa:${r}`)) nodes.set(`empresa:${r}`, companyNode(r));
    links.push({ source, target: `empresa:${r}` });
  }
  return { nodes: [...nodes.values()], links, truncated };
}
