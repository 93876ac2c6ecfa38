// Turns the relationship graph (GET /hyperbolic-tree) into a tree rooted at the consulted company, for a
// collapsible view: breadth-first from the root, each node placed once under the first node that reaches it.
import type { RelationshipGraph } from '@prospecta/contracts/search-company';

type GraphNode = RelationshipGraph['nodes'][number];
export type TreeNode = GraphNode & { children: TreeNode[] };

export function findRootId(graph: RelationshipGraph, cnpj: string): string | null {
  const digits = cnpj.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const byCnpj = graph.nodes.find((n) => n.cnpj?.replace(/[^0-9A-Za-z]/g, '').toUpperCase() === digits);
  return byCnpj?.id ?? graph.nodes[0]?.id ?? null;
}

export function buildGroupTree(graph: RelationshipGraph, rootId: string): TreeNode | null {
  const nodes = new Map(graph.nodes.map((n) => [n.id, n]));
  const root = nodes.get(rootId);
  if (!root) return null;
  const neighbours = new Map<string, string[]>();
  const link = (a: string, b: string) => neighbours.set(a, [...(neighbours.get(a) ?? []), b]);
  for (const { source, target } of graph.links) {
    link(source, target);
    link(target, source);
  }
  const placed = new Set([rootId]);
  const rootNode: TreeNode = { ...root, children: [] };
  let frontier = [rootNode];
  while (frontier.length > 0) {
    const next: TreeNode[] = [];
    for (const parent of frontier) {
      for (const id of neighbours.get(parent.id) ?? []) {
        const node = nodes.get(id);
        if (!node || placed.has(id)) continue;
        placed.add(id);
        const child: TreeNode = { ...node, children: [] };
        parent.children.push(child);
        next.push(child);
      }
    }
    frontier = next;
  }
  return rootNode;
}

const KINDS = {
  company: ['empresa', 'empresas'],
  person: ['pessoa', 'pessoas'],
  foreign: ['sócio estrangeiro', 'sócios estrangeiros'],
} as const;

/**
 * What a closed branch of the tree holds, by kind: "1 empresa", "2 pessoas e 1 empresa" (the "(+N)" beside a
 * name counted them without saying what). Companies first, as the group is about them.
 */
export function hiddenSummary(node: TreeNode): string {
  const counts = { company: 0, person: 0, foreign: 0 };
  const walk = (n: TreeNode) => {
    for (const child of n.children) {
      counts[child.iconType] += 1;
      walk(child);
    }
  };
  walk(node);
  const parts = (['company', 'person', 'foreign'] as const)
    .filter((kind) => counts[kind] > 0)
    .map((kind) => `${counts[kind].toLocaleString('pt-BR')} ${KINDS[kind][counts[kind] === 1 ? 0 : 1]}`);
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
}
