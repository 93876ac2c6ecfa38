import { Alert, Badge, Button, Drawer, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
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
import type { CompanyLink } from '@/features/company/lib/company-format';
import { formatDate } from '@/lib/format';

export type CompanyDrawerProps = {
  cnpj: string | null;
  onClose: () => void;
  /** Called once a consult answered (a credit may have been spent): the screen refreshes the gauge. */
  onConsulted: () => void;
  plansHref: string;
  /** What the screen lets the user do with the company shown (e.g. "Adicionar à lista"). */
  actions?: ReactNode;
  /** Steps to the companies around this one (the page of results), above the company, shown while it loads. */
  steps?: ReactNode;
  /** Where another establishment, a company of the group or a similar one opens (none: shown as text). */
  companyLink?: CompanyLink;
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
  companyLink,
  onSearchSimilar,
  onFocusReturn,
}: CompanyDrawerProps) {
  const consult = useConsultCompany(cnpj);
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
  const consulted = consult.isSuccess;
  useEffect(() => {
    if (consulted) onConsulted();
  }, [consulted, onConsulted]);
  const company = consult.data;
  return (
    <Drawer
      opened={cnpj !== null}
      onClose={onClose}
      position="right"
      size={720}
      padding="xl"
      title={<Text fw={700}>Dados da empresa</Text>}
      closeButtonProps={{ 'aria-label': 'Fechar' }}
      returnFocus={!onFocusReturn}
    >
      {steps ? (
        <Group justify="flex-end" mb="md">
          {steps}
        </Group>
      ) : null}
      {consult.isPending ? <DrawerSkeleton /> : null}
      {consult.isError && isNoCreditError(consult.error) ? <CompanyNoCredit plansHref={plansHref} /> : null}
      {consult.isError && !isNoCreditError(consult.error) ? (
        <Alert color="red" icon={<IconAlertCircle />} title="Não foi possível carregar a empresa">
          <Stack gap="sm" align="flex-start">
            <Text fz="sm">{consult.error.message}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => void consult.refetch()}>
              Tentar novamente
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {company && cnpj ? (
        <Stack gap="lg" data-testid="company-drawer">
          <Stack gap={4}>
            <Group justify="space-between" align="flex-start">
              <Group gap="xs">
                <Badge color={SITUACAO_COLOR[company.situacao.label.toUpperCase()] ?? 'gray'} variant="light">
                  {company.situacao.label}
                </Badge>
                <Badge color="gray" variant="outline">
                  {company.fl_matriz ? 'Matriz' : 'Filial'}
                </Badge>
              </Group>
              {actions}
            </Group>
            {/* The name the results row showed in bold (the trade name when there is one), the legal one under it. */}
            <Title order={2} fz={22} data-testid="company-name">
              {company.nome_fantasia || company.razao_social || 'Razão social não informada'}
            </Title>
            {company.nome_fantasia && company.razao_social ? (
              <Text c="dimmed">Razão social: {company.razao_social}</Text>
            ) : null}
            <Group gap="sm">
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
          </Stack>
          <Tabs defaultValue="dados" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="dados">Dados cadastrais</Tabs.Tab>
              <Tabs.Tab value="contatos">Contatos</Tabs.Tab>
              <Tabs.Tab value="pessoas">Sócios e decisores</Tabs.Tab>
              <Tabs.Tab value="filiais">Filiais</Tabs.Tab>
              <Tabs.Tab value="grupo">Grupo</Tabs.Tab>
              <Tabs.Tab value="parecidas">Parecidas</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="dados" pt="lg">
              <CompanyRegistrySection company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="contatos" pt="lg">
              <CompanyContactsSection company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="pessoas" pt="lg">
              <CompanyPeopleSection company={company} />
            </Tabs.Panel>
            <Tabs.Panel value="filiais" pt="lg">
              <CompanyBranchesSection cnpj={cnpj} enabled companyLink={companyLink} />
            </Tabs.Panel>
            <Tabs.Panel value="grupo" pt="lg">
              <CompanyGroupTree cnpj={cnpj} enabled companyLink={companyLink} />
            </Tabs.Panel>
            <Tabs.Panel value="parecidas" pt="lg">
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
          </Tabs>
        </Stack>
      ) : null}
    </Drawer>
  );
}
