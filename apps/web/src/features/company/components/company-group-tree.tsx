import {
  ActionIcon,
  Alert,
  Box,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { formatCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import {
  IconArrowRight,
  IconBuilding,
  IconChevronDown,
  IconChevronRight,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useHyperbolicTree } from '@/features/company/api/get-hyperbolic-tree';
import {
  type CompanyLink,
  type RelatedCompaniesProps,
  titleCase,
} from '@/features/company/lib/company-format';
import {
  buildGroupTree,
  countDescendants,
  findRootId,
  type TreeNode,
} from '@/features/company/lib/group-tree';

const ICONS = { company: IconBuilding, person: IconUser, foreign: IconWorld };
const COLORS = { company: 'brand', person: 'teal', foreign: 'grape' };

type TreeLinks = { current: string; companyLink?: CompanyLink };

/** "Abrir empresa" beside a company of the group other than the one open. */
function OpenCompany({ cnpj, name, links }: { cnpj?: string; name: string; links: TreeLinks }) {
  const digits = cnpj ? normalizeDocument(cnpj) : '';
  if (!digits || digits === normalizeDocument(links.current) || !links.companyLink) return null;
  const link = links.companyLink(digits);
  return (
    <Tooltip label="Abrir empresa">
      <ActionIcon
        component={Link}
        to={link.to}
        state={link.state}
        variant="subtle"
        size="sm"
        aria-label={`Abrir ${name}`}
      >
        <IconArrowRight size={14} />
      </ActionIcon>
    </Tooltip>
  );
}

function TreeItem({ node, depth, links }: { node: TreeNode; depth: number; links: TreeLinks }) {
  const [open, setOpen] = useState(depth < 1);
  const Icon = ICONS[node.iconType];
  const hasChildren = node.children.length > 0;
  // Partners read as in the partners tab ("Carla Josefa das Costa"); company names stay as registered.
  const name = node.iconType === 'company' ? node.name : titleCase(node.name);
  const detail = [node.cnpj ? formatCnpj(node.cnpj) : null, node.area].filter(Boolean).join(' · ');
  return (
    <Box>
      <Group gap={4} wrap="nowrap" pl={depth * 20}>
        <UnstyledButton
          onClick={() => setOpen((o) => !o)}
          disabled={!hasChildren}
          py={4}
          style={{ flex: 1, minWidth: 0 }}
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
        {node.iconType === 'company' ? <OpenCompany cnpj={node.cnpj} name={name} links={links} /> : null}
      </Group>
      {open
        ? node.children.map((child) => (
            <TreeItem key={child.id} node={child} depth={depth + 1} links={links} />
          ))
        : null}
    </Box>
  );
}

/** The company group: the company, its partners and the companies those partners also hold. */
export function CompanyGroupTree({ cnpj, enabled, companyLink }: RelatedCompaniesProps) {
  const graph = useHyperbolicTree(cnpj, enabled);
  if (graph.isPending) return <Skeleton h={160} />;
  if (graph.isError) return <Alert color="red">Não foi possível carregar o grupo da empresa.</Alert>;
  const rootId = findRootId(graph.data, cnpj);
  const tree = rootId ? buildGroupTree(graph.data, rootId) : null;
  if (!tree || tree.children.length === 0)
    return <Text c="dimmed">Nenhuma empresa relacionada encontrada.</Text>;
  return (
    <Stack gap={0} data-testid="company-group-tree">
      <TreeItem node={tree} depth={0} links={{ current: cnpj, companyLink }} />
      {graph.data.truncated ? (
        <Text fz="xs" c="dimmed" mt="sm">
          Algumas ligações foram omitidas para manter a árvore legível.
        </Text>
      ) : null}
    </Stack>
  );
}
