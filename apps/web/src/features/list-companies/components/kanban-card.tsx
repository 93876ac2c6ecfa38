import { useDraggable } from '@dnd-kit/core';
import { Anchor, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import type { ListCompany } from '@prospecta/contracts/lists-companies-api';
import { IconDeviceMobile, IconGripVertical, IconMail, IconPhone, IconX } from '@tabler/icons-react';
import type { PointerEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { contactHref } from '@/features/company/components/contact-line';
import { formatPhone } from '@/features/company/lib/company-format';
import { ContactOutcomeMark } from '@/features/list-companies/components/contact-outcome-badge';
import classes from '@/features/list-companies/components/kanban-card.module.css';
import { KANBAN_GRIP_ROLE_DESCRIPTION } from '@/features/list-companies/lib/kanban-announce';
import { phoneToCall } from '@/features/list-companies/lib/phone-to-call';
import { formatPlace } from '@/lib/address-format';

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
  /** The keyboard's drag handle (a button); the overlay draws the grip alone; false: no grip (read-only). */
  handle?: ReactNode | false;
}) {
  const place = company.additionalData
    ? formatPlace(company.additionalData.municipio, company.additionalData.uf)
    : '';
  const title = href ? (
    <Anchor
      component={Link}
      to={href}
      fz="sm"
      fw={600}
      lineClamp={3}
      className={classes.name}
      onPointerDown={(e) => e.stopPropagation()}
    >
      {companyTitle(company)}
    </Anchor>
  ) : (
    <Text fz="sm" fw={600} lineClamp={3} className={classes.name}>
      {companyTitle(company)}
    </Text>
  );
  // The name takes the card's whole width (the columns share the board's, down to KANBAN_COLUMN_MIN_WIDTH: beside
  // the grip and the "×" it had 80 px at 1 366, "ESTRELA RESTA…"); the grip — the keyboard's handle, the mouse
  // lifts the whole card — ends the place's line, and the "×" floats over the name's corner while shown.
  return (
    <Card
      p={8}
      withBorder
      shadow={lifted ? 'lg' : 'xs'}
      style={{ cursor: lifted ? 'grabbing' : 'grab', transform: lifted ? 'rotate(2deg)' : undefined }}
    >
      <Stack gap={2}>
        {title}
        <Text fz={11} c="dimmed" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatCnpj(company.cnpj)}
        </Text>
        <Group gap={4} wrap="nowrap" justify="space-between">
          <Text fz="xs" c="dimmed" lineClamp={1} title={place || undefined} style={{ minWidth: 0 }}>
            {place}
          </Text>
          {handle === false ? null : (handle ?? <Grip />)}
        </Group>
        <CardContacts company={company} />
      </Stack>
    </Card>
  );
}

/** A link on a draggable card: pressing it must not lift the card. */
const keepFromDrag = (event: PointerEvent) => event.stopPropagation();

/**
 * The phone to call first (a mobile or a validated number; never one the validation found invalid) and the
 * e-mail, each a link that starts the call or the message from the board.
 */
function CardContacts({ company }: { company: ListCompany }) {
  const call = phoneToCall(company);
  const email = company.additionalData?.email;
  if (!call && !email) return null;
  const PhoneIcon = call?.phone.tipo === 'celular' ? IconDeviceMobile : IconPhone;
  return (
    <Group gap={8} mt={2} style={{ rowGap: 2 }} data-testid="kanban-card-contacts">
      {call ? (
        <Anchor
          href={contactHref('telefone', call.phone.numero)}
          onPointerDown={keepFromDrag}
          fz="xs"
          c="inherit"
          underline="hover"
          aria-label={`Ligar para ${formatPhone(call.phone.numero)}`}
          // The validation's mark goes under the number where a narrow column has no room beside it (the icon and
          // the number stay together).
          style={{
            display: 'inline-flex',
            flexWrap: 'wrap',
            maxWidth: '100%',
            alignItems: 'center',
            gap: 4,
            whiteSpace: 'nowrap',
            fontVariantNumeric: 'tabular-nums',
          }}
        >
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
            <PhoneIcon size={13} aria-hidden style={{ flexShrink: 0 }} />
            {formatPhone(call.phone.numero)}
          </span>
          {call.validated ? <ContactOutcomeMark result="valid" /> : null}
        </Anchor>
      ) : null}
      {call && call.others > 0 ? (
        <Text
          fz="xs"
          c="dimmed"
          title={`Mais ${call.others} ${call.others === 1 ? 'telefone' : 'telefones'} na ficha`}
        >
          +{call.others}
        </Text>
      ) : null}
      {email ? (
        <Anchor
          href={contactHref('e-mail', email)}
          onPointerDown={keepFromDrag}
          c="dimmed"
          aria-label={`Escrever para ${email}`}
          title={email}
          style={{ display: 'inline-flex', marginLeft: 'auto' }}
        >
          <IconMail size={14} aria-hidden />
        </Anchor>
      ) : null}
    </Group>
  );
}

const Grip = () => (
  <IconGripVertical size={14} color="var(--mantine-color-gray-6)" style={{ marginTop: 3, flexShrink: 0 }} />
);

/**
 * A draggable company (unless read-only): with the mouse or a finger from anywhere on the card (after 5 px), or with the keyboard
 * from its grip, a button of its own (Espaço to lift, setas, Espaço to drop). The card itself is no button:
 * a button around the company's link was a control inside a control, which screen readers do not announce.
 */
export function KanbanCard({
  company,
  href,
  readOnly = false,
  onRemove,
}: {
  company: ListCompany;
  href: string;
  /** Another user's board: the card stays where it is (no grip, no drag). */
  readOnly?: boolean;
  /** Takes the company out of the list (the toast's "Desfazer" brings it back). */
  onRemove?: (company: ListCompany) => void;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: `card:${company.id}`,
    data: { company },
    disabled: readOnly,
    // Read aloud before the grip's name: Portuguese, not dnd-kit's "draggable".
    attributes: { roleDescription: KANBAN_GRIP_ROLE_DESCRIPTION },
  });
  if (readOnly)
    return (
      <div data-testid="kanban-card" data-company-id={company.id}>
        <KanbanCardFace company={company} href={href} handle={false} />
      </div>
    );
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
          <>
            {onRemove ? (
              <UnstyledButton
                onPointerDown={keepFromDrag}
                onClick={() => onRemove(company)}
                aria-label={`Remover ${companyTitle(company)} da lista`}
                title="Remover da lista"
                className={classes.remove}
              >
                <IconX size={13} aria-hidden />
              </UnstyledButton>
            ) : null}
            <UnstyledButton
              ref={setActivatorNodeRef}
              {...attributes}
              onKeyDown={(event) => onKeyDown?.(event)}
              aria-label={`Mover ${companyTitle(company)}`}
              className={classes.handle}
            >
              <Grip />
            </UnstyledButton>
          </>
        }
      />
    </div>
  );
}
