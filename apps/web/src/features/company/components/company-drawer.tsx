import { Alert, Badge, Box, Button, Drawer, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { isNoCreditError, useConsultCompany } from '@/features/company/api/consult-company';
import { CompanyBranchesSection } from '@/features/company/components/company-branches-section';
import { CompanyContactsSection } from '@/features/company/components/company-contacts-section';
import { CompanyGroupTree } from '@/features/company/components/company-group-tree';
import { CompanyLookAlikeSection } from '@/features/company/components/company-look-alike-section';
import { CompanyNoCredit } from '@/features/company/components/company-no-credit';
import { CompanyPeopleSection } from '@/features/company/components/company-people-section';
import { CompanyRegistrySection } from '@/features/company/components/company-registry-section';
import { useWindowHeight } from '@/features/company/hooks/use-window-height';
import type { CompanyLink } from '@/features/company/lib/company-format';
import { type ConsultFailure, consultFailure } from '@/features/company/lib/consult-failure';
import { escapeClosesDrawer, escapeFocusOf } from '@/features/company/lib/drawer-escape';
import { drawerHeaderSize } from '@/features/company/lib/drawer-header';
import { formatDate } from '@/lib/format';

export type CompanyDrawerProps = {
  cnpj: string | null;
  onClose: () => void;
  /** Called once a consult answered (a credit may have been spent): the screen refreshes the gauge. */
  onConsulted: () => void;
  plansHref: string;
  /** What the screen lets the user do with the company shown (e.g. "Adicionar à lista"). */
  actions?: ReactNode;
  /** Steps to the companies around this one (the page of results), in the header; shown while it loads. */
  steps?: ReactNode;
  /**
   * What the screen says of the company under its names (the user's lists that already hold it), also over a
   * consult that failed (no credits left: the company may still be opened in a list).
   */
  notice?: ReactNode;
  /** Where another establishment, a company of the group or a similar one opens (none: shown as text). */
  companyLink?: CompanyLink;
  /** The secondary CNAEs the search filtered by (`cd_cnae_secundario`): marked among the company's. */
  searchedCnaes?: readonly number[];
  /** Opens the search with these CNPJs (the companies most like the one open, named by `label`). */
  onSearchSimilar?: (cnpjs: string[], label: string) => void;
  /**
   * Gives the keyboard's focus back once the drawer closed, knowing the company last shown (its row, say);
   * without it, Mantine's return to what had the focus before opening (nothing, when opened from the address).
   */
  onFocusReturn?: (lastCnpj: string) => void;
};

const SITUACAO_COLOR: Record<string, string> = {
  ATIVA: 'teal',
  BAIXADA: 'gray',
  INAPTA: 'red',
  SUSPENSA: 'orange',
};

/** A consult that failed: why, and "Tentar novamente" only when another try may pass (network, server). */
function ConsultFailed({ failure, onRetry }: { failure: ConsultFailure; onRetry: () => void }) {
  return (
    <Alert
      color={failure.retry ? 'red' : 'gray'}
      icon={<IconAlertCircle />}
      title={failure.title}
      data-testid="company-consult-failed"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">{failure.message}</Text>
        {failure.retry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Tentar novamente
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}

function DrawerSkeleton() {
  return (
    <Stack gap="md" data-testid="company-loading">
      <Skeleton h={28} w="70%" />
      <Skeleton h={16} w="40%" />
      <Skeleton h={240} />
    </Stack>
  );
}

export function CompanyDrawer({
  cnpj,
  onClose,
  onConsulted,
  plansHref,
  actions,
  steps,
  notice,
  companyLink,
  searchedCnaes,
  onSearchSimilar,
  onFocusReturn,
}: CompanyDrawerProps) {
  const consult = useConsultCompany(cnpj);
  // A short window (a laptop, a zoom) gets a tighter header: the tabs' content keeps most of the height.
  const size = drawerHeaderSize(useWindowHeight());
  const tabContent = useRef<HTMLDivElement>(null);
  // Another company (Anterior/Próxima) is read from its top too.
  useEffect(() => {
    if (cnpj) tabContent.current?.scrollTo({ top: 0 });
  }, [cnpj]);
  // Closed however it closes (Escape, "Fechar", Back): the company last shown says where the focus goes.
  const lastShown = useRef<string | null>(null);
  useEffect(() => {
    if (cnpj) {
      lastShown.current = cnpj;
      return;
    }
    const closed = lastShown.current;
    lastShown.current = null;
    if (closed) onFocusReturn?.(closed);
  }, [cnpj, onFocusReturn]);
  // Escape closes the drawer only when it is the drawer's: in a dialog opened over it ("Adicionar à lista") it
  // closes that dialog alone, whose button gets the focus back (Mantine's drawer closed both).
  const title = useRef<HTMLSpanElement>(null);
  const opened = cnpj !== null;
  useWindowEvent('keydown', (event) => {
    if (opened && escapeClosesDrawer(event, escapeFocusOf(event.target, title.current))) onClose();
  });
  const consulted = consult.isSuccess;
  useEffect(() => {
    if (consulted) onConsulted();
  }, [consulted, onConsulted]);
  const company = consult.data;
  const name = company ? company.nome_fantasia || company.razao_social || 'Razão social não informada' : null;
  return (
    <Drawer.Root
      opened={opened}
      onClose={onClose}
      closeOnEscape={false}
      position="right"
      size={720}
      padding={size.padding}
      returnFocus={!onFocusReturn}
      // The company and its tabs stay in sight; only the open tab's content scrolls (at 125 % zoom the header
      // took two thirds of the drawer, and the tabs scrolled away with the rest).
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 0 },
      }}
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* The steps sit in the header, beside "Fechar", at the top of the name's first line: under the razão
            social, a notice or a name of two lines, they moved from one company to the next, and a second
            click on "Próxima" missed. */}
        <Drawer.Header style={{ alignItems: 'flex-start', gap: 'var(--mantine-spacing-sm)' }}>
          {/* One heading, the drawer's own: the company's name once it is in (it was "Dados da empresa" with the
              name as a second h2 under it). The name the results row showed in bold (the trade name when there
              is one), the legal one under it. A line of one name is centred on the steps' line. */}
          <Drawer.Title
            style={{ flex: 1, minWidth: 0, minHeight: 36, display: 'flex', alignItems: 'center' }}
          >
            {name ? (
              <Text
                ref={title}
                component="span"
                fw={700}
                fz={size.titleSize}
                lh={1.25}
                // Beside the steps a long name takes a third line (two cut "… IMOBILIARIOS"); whole on hover.
                lineClamp={3}
                title={name}
                data-testid="company-name"
              >
                {name}
              </Text>
            ) : (
              <Text ref={title} component="span" fw={700}>
                Dados da empresa
              </Text>
            )}
          </Drawer.Title>
          {steps ? <Box style={{ flexShrink: 0 }}>{steps}</Box> : null}
          {/* The focus lands on it as the drawer opens, as before the steps came before it. */}
          <Drawer.CloseButton aria-label="Fechar" mt={4} ml={0} data-autofocus />
        </Drawer.Header>
        <Drawer.Body>
          {consult.isPending ? <DrawerSkeleton /> : null}
          {consult.isError ? (
            <Stack gap="md">
              {notice}
              {isNoCreditError(consult.error) ? (
                <CompanyNoCredit plansHref={plansHref} />
              ) : (
                <ConsultFailed
                  failure={consultFailure(consult.error, cnpj ?? '')}
                  onRetry={() => void consult.refetch()}
                />
              )}
            </Stack>
          ) : null}
          {company && cnpj ? (
            <Stack gap={size.tabsGap} data-testid="company-drawer" style={{ flex: 1, minHeight: 0 }}>
              <Stack gap={size.lineGap} style={{ flexShrink: 0 }}>
                {/* Who the company is on one line, the razão social, then what to do on one (at 125 % zoom of a
                1 366 × 768 screen the header took 40 % of the height, nearly half when the actions wrapped). */}
                <Group gap="xs" align="center">
                  <Badge
                    color={SITUACAO_COLOR[company.situacao.label.toUpperCase()] ?? 'gray'}
                    variant="light"
                  >
                    {company.situacao.label}
                  </Badge>
                  <Badge color="gray" variant="outline">
                    {company.fl_matriz ? 'Matriz' : 'Filial'}
                  </Badge>
                  <Text fz="sm" ff="monospace" data-testid="company-cnpj">
                    CNPJ {formatCnpj(company.cnpj)}
                  </Text>
                  <Badge
                    size="sm"
                    variant="dot"
                    color={company.consult.charged ? 'orange' : 'teal'}
                    data-testid="company-consult"
                  >
                    {company.consult.charged
                      ? '1 crédito de consulta usado'
                      : `Consulta sem custo até ${formatDate(company.consult.free_until)}`}
                  </Badge>
                </Group>
                {company.nome_fantasia && company.razao_social ? (
                  <Text c="dimmed" fz="sm">
                    Razão social: {company.razao_social}
                  </Text>
                ) : null}
                {notice}
                {actions ? (
                  <Group gap="xs" align="center">
                    {actions}
                  </Group>
                ) : null}
              </Stack>
              <Tabs
                defaultValue="dados"
                keepMounted={false}
                // Each tab opens at its top (the scrolled area is shared: one tab opened where another was left).
                onChange={() => tabContent.current?.scrollTo({ top: 0 })}
                // A short drawer (a small window) scrolls as a whole instead of leaving the tab no room.
                style={{ flex: 1, minHeight: 240, display: 'flex', flexDirection: 'column' }}
              >
                <Tabs.List style={{ flexShrink: 0 }}>
                  <Tabs.Tab value="dados">Dados cadastrais</Tabs.Tab>
                  <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
                  <Tabs.Tab value="pessoas">Sócios e decisores</Tabs.Tab>
                  <Tabs.Tab value="filiais">Filiais</Tabs.Tab>
                  <Tabs.Tab value="grupo">Grupo</Tabs.Tab>
                  <Tabs.Tab value="parecidas">Parecidas</Tabs.Tab>
                </Tabs.List>
                <Box
                  ref={tabContent}
                  style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}
                  pb="xl"
                  data-testid="company-tab-content"
                >
                  {/* Each panel takes focus (tabIndex 0), so the keys scroll a long tab from the keyboard too. */}
                  <Tabs.Panel value="dados" pt="lg" tabIndex={0}>
                    <CompanyRegistrySection company={company} searchedCnaes={searchedCnaes} />
                  </Tabs.Panel>
                  <Tabs.Panel value="contatos" pt="lg" tabIndex={0}>
                    <CompanyContactsSection company={company} />
                  </Tabs.Panel>
                  <Tabs.Panel value="pessoas" pt="lg" tabIndex={0}>
                    <CompanyPeopleSection company={company} />
                  </Tabs.Panel>
                  <Tabs.Panel value="filiais" pt="lg" tabIndex={0}>
                    <CompanyBranchesSection cnpj={cnpj} enabled companyLink={companyLink} />
                  </Tabs.Panel>
                  <Tabs.Panel value="grupo" pt="lg" tabIndex={0}>
                    <CompanyGroupTree cnpj={cnpj} enabled companyLink={companyLink} />
                  </Tabs.Panel>
                  <Tabs.Panel value="parecidas" pt="lg" tabIndex={0}>
                    <CompanyLookAlikeSection
                      cnpj={cnpj}
                      enabled
                      companyLink={companyLink}
                      onSearchSimilar={
                        onSearchSimilar &&
                        ((cnpjs) =>
                          onSearchSimilar(
                            cnpjs,
                            company.nome_fantasia || company.razao_social || formatCnpj(company.cnpj),
                          ))
                      }
                    />
                  </Tabs.Panel>
                </Box>
              </Tabs>
            </Stack>
          ) : null}
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
