import { useDraggable } from '@dnd-kit/core';
import { Anchor, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { IconGripVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '@/features/list-companies/components/kanban-card.module.css';

export const companyTitle = (c: ListCompany) =>
  c.additionalData?.nome_fantasia || c.additionalData?.razao_social || c.name || 'Sem nome';

/** The card's face (also drawn in the drag overlay). */
export function KanbanCardFace({
  company,
  href,
  lifted,
  handle,
}: {
  company: ListCompany;
  href?: string;
  lifted?: boolean;
  /** The keyboard's drag handle (a button); the overlay draws the grip alone. */
  handle?: ReactNode;
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
        {handle ?? <Grip />}
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

const Grip = () => (
  <IconGripVertical size={14} color="var(--mantine-color-gray-6)" style={{ marginTop: 3, flexShrink: 0 }} />
);

/**
 * A draggable company: with the mouse or a finger from anywhere on the card (after 5 px), or with the keyboard
 * from its grip, a button of its own (Espaço to lift, setas, Espaço to drop). The card itself is no button:
 * a button around the company's link was a control inside a control, which screen readers do not announce.
 */
export function KanbanCard({ company, href }: { company: ListCompany; href: string }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `card:${company.id}`,
    data: { company },
  });
  const { onKeyDown, ...pointerListeners } = listeners ?? {};
  return (
    <div
      ref={setNodeRef}
      {...pointerListeners}
      data-testid="kanban-card"
      data-company-id={company.id}
      style={{ opacity: isDragging ? 0.35 : 1, touchAction: 'none' }}
    >
      <KanbanCardFace
        company={company}
        href={href}
        handle={
          <UnstyledButton
            ref={setActivatorNodeRef}
            {...attributes}
            onKeyDown={(event) => onKeyDown?.(event)}
            aria-label={`Mover ${companyTitle(company)}`}
            className={classes.handle}
          >
            <Grip />
          </UnstyledButton>
        }
      />
    </div>
  );
}
