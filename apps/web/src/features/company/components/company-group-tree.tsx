import { Alert, Box, Group, Skeleton, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { IconBuilding, IconChevronDown, IconChevronRight, IconUser, IconWorld } from '@tabler/icons-react';
import { useState } from 'react';
import { useHyperbolicTree } from '@/features/company/api/get-hyperbolic-tree';
import { titleCase } from '@/features/company/lib/company-format';
import {
  buildGroupTree,
  countDescendants,
  findRootId,
  type TreeNode,
} from '@/features/company/lib/group-tree';

const ICONS = { company: IconBuilding, person: IconUser, foreign: IconWorld };
const COLORS = { company: 'brand', person: 'teal', foreign: 'grape' };

function TreeItem({ node, depth }: { node: TreeNode; depth: number }) {
  const [open, setOpen] = useState(depth < 1);
  const Icon = ICONS[node.iconType];
  const hasChildren = node.children.length > 0;
  // Partners read as in the partners tab ("Carla Josefa das Costa"); company names stay as registered.
  const name = node.iconType === 'company' ? node.name : titleCase(node.name);
  const detail = [node.cnpj ? formatCnpj(node.cnpj) : null, node.area].filter(Boolean).join(' · ');
  return (
    <Box>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        disabled={!hasChildren}
        w="100%"
        py={4}
        pl={depth * 20}
        aria-expanded={hasChildren ? open : undefined}
      >
        <Group gap={6} wrap="nowrap">
          <Box w={16}>
            {hasChildren ? open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} /> : null}
          </Box>
          <ThemeIcon size="sm" variant="light" color={COLORS[node.iconType]}>
            <Icon size={13} />
          </ThemeIcon>
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text
              fz="sm"
              fw={depth === 0 ? 700 : 500}
              truncate
              title={name}
              data-testid="group-node-name"
              data-kind={node.iconType}
            >
              {name}
              {hasChildren && !open ? (
                <Text span c="dimmed" fz="xs">
                  {' '}
                  (+{countDescendants(node)})
                </Text>
              ) : null}
            </Text>
            <Text fz="xs" c="dimmed" truncate title={detail}>
              {detail}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
      {open ? node.children.map((child) => <TreeItem key={child.id} node={child} depth={depth + 1} />) : null}
    </Box>
  );
}

/** The company group: the company, its partners and the companies those partners also hold. */
export function CompanyGroupTree({ cnpj, enabled }: { cnpj: string; enabled: boolean }) {
  const graph = useHyperbolicTree(cnpj, enabled);
  if (graph.isPending) return <Skeleton h={160} />;
  if (graph.isError) return <Alert color="red">Não foi possível carregar o grupo da empresa.</Alert>;
  const rootId = findRootId(graph.data, cnpj);
  const tree = rootId ? buildGroupTree(graph.data, rootId) : null;
  if (!tree || tree.children.length === 0)
    return <Text c="dimmed">Nenhuma empresa relacionada encontrada.</Text>;
  return (
    <Stack gap={0} data-testid="company-group-tree">
      <TreeItem node={tree} depth={0} />
      {graph.data.truncated ? (
        <Text fz="xs" c="dimmed" mt="sm">
          Algumas ligações foram omitidas para manter a árvore legível.
        </Text>
      ) : null}
    </Stack>
  );
}
