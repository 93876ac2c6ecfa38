import type { RelationshipGraph } from '@prospecta/contracts/search-company';
import { describe, expect, it } from 'vitest';
import { buildGroupTree, findRootId, hiddenSummary, type TreeNode } from '@/features/company/lib/group-tree';

const node = (id: string, iconType: 'company' | 'person', cnpj?: string) => ({
  id,
  name: id.toUpperCase(),
  iconType,
  area: '',
  ...(cnpj ? { cnpj } : {}),
});

// a (company) — p1, p2 (partners); p1 — b (company); b — p3; p2 — b (a cycle)
const graph: RelationshipGraph = {
  nodes: [
    node('p1', 'person'),
    node('a', 'company', '11222333000181'),
    node('p2', 'person'),
    node('b', 'company'),
    node('p3', 'person'),
  ],
  links: [
    { source: 'a', target: 'p1' },
    { source: 'p2', target: 'a' },
    { source: 'p1', target: 'b' },
    { source: 'b', target: 'p3' },
    { source: 'p2', target: 'b' },
  ],
  truncated: false,
};

const shape = (n: TreeNode): unknown => ({ [n.id]: n.children.map(shape) });

describe('group tree', () => {
  it('roots the tree at the consulted company, whatever its CNPJ format', () => {
    expect(findRootId(graph, '11.222.333/0001-81')).toBe('a');
    expect(findRootId(graph, '99999999000199')).toBe('p1');
    expect(findRootId({ nodes: [], links: [], truncated: false }, '1')).toBeNull();
  });

  it('places every node once, breadth-first, under the first node that reaches it', () => {
    const tree = buildGroupTree(graph, 'a');
    expect(tree && shape(tree)).toEqual({ a: [{ p1: [{ b: [{ p3: [] }] }] }, { p2: [] }] });
  });

  it('answers null for an unknown root', () => {
    expect(buildGroupTree(graph, 'zz')).toBeNull();
  });

  it('says what a closed branch holds, by kind', () => {
    const tree = buildGroupTree(graph, 'a');
    if (!tree) throw new Error('no tree');
    const [p1, p2] = tree.children;
    expect(hiddenSummary(tree)).toBe('1 empresa e 3 pessoas');
    expect(p1 && hiddenSummary(p1)).toBe('1 empresa e 1 pessoa');
    expect(p1?.children[0] && hiddenSummary(p1.children[0])).toBe('1 pessoa');
    expect(p2 && hiddenSummary(p2)).toBe('');
    const foreign: TreeNode = {
      id: 'x',
      name: 'X',
      iconType: 'company',
      area: '',
      children: [
        { id: 'f1', name: 'F1', iconType: 'foreign', area: '', children: [] },
        { id: 'f2', name: 'F2', iconType: 'foreign', area: '', children: [] },
        { id: 'c', name: 'C', iconType: 'company', area: '', children: [] },
        { id: 'p', name: 'P', iconType: 'person', area: '', children: [] },
      ],
    };
    expect(hiddenSummary(foreign)).toBe('1 empresa, 1 pessoa e 2 sócios estrangeiros');
  });
});
