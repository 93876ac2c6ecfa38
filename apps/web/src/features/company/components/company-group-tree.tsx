import {
  ActionIcon,
  Alert,
  Box,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { formatCnpj, normalizeDocument } from '@prospecta/contracts/cnpj';
import { titleCase } from '@prospecta/contracts/text-case';
import {
  IconArrowRight,
  IconBuilding,
  IconChevronDown,
  IconChevronRight,
  IconUser,
  IconWorld,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useHyperbolicTree } from '@/features/company/api/get-hyperbolic-tree';
import type { CompanyLink, RelatedCompaniesProps } from '@/features/company/lib/company-format';
import { buildGroupTree, findRootId, hiddenSummary, type TreeNode } from '@/features/company/lib/group-tree';
import { markTreeSeen } from '@/lib/tree-survey';

const ICONS = { company: IconBuilding, person: IconUser, foreign: IconWorld };
const COLORS = { company: 'brand', person: 'teal', foreign: 'grape' };

type TreeLinks = { current: string; companyLink?: CompanyLink };

/** What opening a company of the group costs (the drawer's header shows the consult's cost). */
const OPEN_HINT =
  'Abrir esta empresa: é uma consulta, usa 1 crédito de consulta (sem custo se ela foi consultada nos últimos 30 dias).';

/** Where a company of the group other than the one open opens, or null (a person, the company open, no link). */
function linkOf(node: TreeNode, links: TreeLinks) {
  const digits = node.iconType === 'company' && node.cnpj ? normalizeDocument(node.cnpj) : '';
  if (!digits || digits === normalizeDocument(links.current) || !links.companyLink) return null;
  return links.companyLink(digits);
}

function TreeItem({ node, depth, links }: { node: TreeNode; depth: number; links: TreeLinks }) {
  const [open, setOpen] = useState(depth < 1);
  const Icon = ICONS[node.iconType];
  const hasChildren = node.children.length > 0;
  // Partners read as in the partners tab ("Carla Josefa das Costa"); company names stay as registered.
  const name = node.iconType === 'company' ? node.name : titleCase(node.name);
  const detail = [node.cnpj ? formatCnpj(node.cnpj) : null, node.area].filter(Boolean).join(' · ');
  // A closed branch says what it hides ("+1 empresa e 2 pessoas"), not a bare "(+3)".
  const hidden = hasChildren && !open ? hiddenSummary(node) : '';
  const link = linkOf(node, links);
  const toggle = () => setOpen((o) => !o);
  const label = (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
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
          {hidden ? (
            <Text span c="dimmed" fz="xs" title={`Ligados a ${name}, ocultos: ${hidden}`}>
              {' '}
              (+{hidden})
            </Text>
          ) : null}
        </Text>
        <Text fz="xs" c="dimmed" truncate title={detail}>
          {detail}
        </Text>
      </Stack>
      {link ? <IconArrowRight size={14} aria-hidden style={{ flexShrink: 0 }} /> : null}
    </Group>
  );
  return (
    <Box>
      <Group gap={4} wrap="nowrap" pl={depth * 20}>
        {/* The arrow opens and closes the branch; the name opens the company (it was a disabled button, only a
            small arrow at the end opened it), or the branch when it is not a company to open. */}
        {hasChildren ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={toggle}
            aria-expanded={open}
            aria-label={`${open ? 'Ocultar' : 'Mostrar'} as ligações de ${name}`}
          >
            {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
          </ActionIcon>
        ) : (
          <Box w={22} style={{ flexShrink: 0 }} />
        )}
        {link ? (
          <UnstyledButton
            component={Link}
            to={link.to}
            state={link.state}
            py={4}
            style={{ flex: 1, minWidth: 0 }}
            title={OPEN_HINT}
          >
            {/* Named by what it shows, "Abrir" read first (an aria-label of the name alone left the CNPJ and
                counts shown out of it). */}
            <VisuallyHidden>Abrir </VisuallyHidden>
            {label}
          </UnstyledButton>
        ) : hasChildren ? (
          <UnstyledButton onClick={toggle} py={4} style={{ flex: 1, minWidth: 0 }} aria-expanded={open}>
            {label}
          </UnstyledButton>
        ) : (
          <Box py={4} style={{ flex: 1, minWidth: 0 }}>
            {label}
          </Box>
        )}
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
  const rootId = graph.data ? findRootId(graph.data, cnpj) : null;
  const tree = graph.data && rootId ? buildGroupTree(graph.data, rootId) : null;
  const shown = (tree?.children.length ?? 0) > 0;
  // A tree with related companies was seen: its short survey may be asked on the lists root (lib/tree-survey).
  useEffect(() => {
    if (shown) markTreeSeen();
  }, [shown]);
  if (graph.isPending) return <Skeleton h={160} />;
  if (graph.isError) return <Alert color="red">Não foi possível carregar o grupo da empresa.</Alert>;
  if (!tree || !shown) return <Text c="dimmed">Nenhuma empresa relacionada encontrada.</Text>;
  return (
    <Stack gap={0} data-testid="company-group-tree">
      {companyLink ? (
        <Text fz="xs" c="dimmed" mb="xs">
          Abrir uma empresa do grupo é uma consulta: usa 1 crédito de consulta, sem custo se ela foi
          consultada nos últimos 30 dias.
        </Text>
      ) : null}
      <TreeItem node={tree} depth={0} links={{ current: cnpj, companyLink }} />
      {graph.data.truncated ? (
        <Text fz="xs" c="dimmed" mt="sm">
          Algumas ligações foram omitidas para manter a árvore legível.
        </Text>
      ) : null}
    </Stack>
  );
}
