import { useDraggable } from '@dnd-kit/core';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { IconGripVertical } from '@tabler/icons-react';
import { Link } from 'react-router';

export const companyTitle = (c: ListCompany) =>
  c.additionalData?.nome_fantasia || c.additionalData?.razao_social || c.name || 'Sem nome';

/** The card's face (also drawn in the drag overlay). */
export function KanbanCardFace({
  company,
  href,
  lifted,
}: {
  company: ListCompany;
  href?: string;
  lifted?: boolean;
}) {
  const place = company.additionalData
    ? [company.additionalData.municipio, company.additionalData.uf].filter(Boolean).join('/')
    : '';
  return (
    <Card
      p="sm"
      withBorder
      shadow={lifted ? 'lg' : 'xs'}
      style={{ cursor: lifted ? 'grabbing' : 'grab', transform: lifted ? 'rotate(2deg)' : undefined }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconGripVertical
          size={14}
          color="var(--mantine-color-gray-5)"
          style={{ marginTop: 3, flexShrink: 0 }}
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          {href ? (
            <Anchor
              component={Link}
              to={href}
              fz="sm"
              fw={600}
              lineClamp={2}
              onPointerDown={(e) => e.stopPropagation()}
            >
              {companyTitle(company)}
            </Anchor>
          ) : (
            <Text fz="sm" fw={600} lineClamp={2}>
              {companyTitle(company)}
            </Text>
          )}
          <Text fz="xs" c="dimmed" ff="monospace">
            {formatCnpj(company.cnpj)}
          </Text>
          {place ? (
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {place}
            </Text>
          ) : null}
        </Stack>
      </Group>
    </Card>
  );
}

/** A draggable company: mouse or touch after 5 px, or keyboard (Espaço to lift, setas, Espaço to drop). */
export function KanbanCard({ company, href }: { company: ListCompany; href: string }) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `card:${company.id}`,
    data: { company },
  });
  return (
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: dnd-kit's attributes make it role=button, tabIndex 0
    <div
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      aria-label={`Mover ${companyTitle(company)}`}
      data-testid="kanban-card"
      data-company-id={company.id}
      style={{ opacity: isDragging ? 0.35 : 1, touchAction: 'none', outlineOffset: 2, borderRadius: 8 }}
    >
      <KanbanCardFace company={company} href={href} />
    </div>
  );
}
