import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { formatCnpj } from '@prospecta/contracts/cnpj';
import { IconArrowLeft, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useAdminCompany } from '@/features/admin-companies/api/get-admin-company';
import { CompanyCorrectionsForm } from '@/features/admin-companies/components/company-corrections-form';
import { CompanyReports } from '@/features/admin-companies/components/company-reports';
import { CorrectionHistory } from '@/features/admin-companies/components/correction-history';
import { OpenReports } from '@/features/admin-companies/components/open-reports';
import { companyTitle, readCnpj } from '@/features/admin-companies/lib/correction-form';
import { formatPlace } from '@/lib/address-format';
import { ApiError } from '@/lib/api-errors';
import { CNPJ_MASK, onDigitsTyped } from '@/lib/digit-typing';
import { useSearchParams } from '@/lib/use-search-params';

/**
 * /admin/empresas — a company by CNPJ (kept in the URL, `?cnpj=`), its contacts corrected beside its reports;
 * without one, the queue of companies with open reports (its page in the URL, `?reportes=`).
 */
export function AdminCompaniesPanel() {
  const [params, setParams] = useSearchParams();
  const cnpj = params.get('cnpj');
  const reportsPage = Math.max(1, Number(params.get('reportes')) || 1);
  const [typed, setTyped] = useState(cnpj ? formatCnpj(cnpj) : '');
  const [typedError, setTypedError] = useState<string | null>(null);
  const company = useAdminCompany(cnpj);
  const open = (next: string) => {
    setTyped(formatCnpj(next));
    setTypedError(null);
    setParams({ cnpj: next, ...(reportsPage > 1 ? { reportes: String(reportsPage) } : {}) });
  };
  const backToQueue = () => {
    setTyped('');
    setParams(reportsPage > 1 ? { reportes: String(reportsPage) } : {});
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readCnpj(typed);
    if ('error' in read) return setTypedError(read.error);
    setTypedError(null);
    setTyped(formatCnpj(read.cnpj));
    if (read.cnpj === cnpj) void company.refetch();
    else open(read.cnpj);
  };

  const status = company.error instanceof ApiError ? company.error.status : null;
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="CNPJ da empresa"
            description="Com ou sem pontuação; CNPJs alfanuméricos também"
            placeholder="00.000.000/0000-00"
            value={typed}
            onChange={onDigitsTyped(CNPJ_MASK, typed, setTyped)}
            error={typedError}
            w={360}
            data-autofocus
          />
          <Button type="submit" mt={46} leftSection={<IconSearch size={16} />}>
            Buscar
          </Button>
        </Group>
      </form>
      {cnpj === null ? (
        <>
          <Text c="dimmed">
            Busque uma empresa para ver o que os clientes veem dela e corrigir o site, o LinkedIn, o e-mail e
            os telefones que a Receita Federal tem errados ou não tem.
          </Text>
          <OpenReports
            page={reportsPage}
            onPage={(page) => setParams(page > 1 ? { reportes: String(page) } : {})}
            onOpen={open}
          />
        </>
      ) : null}
      {cnpj === null ? null : (
        <Anchor component="button" type="button" fz="sm" onClick={backToQueue} w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} />
            Reportes em aberto
          </Group>
        </Anchor>
      )}
      {cnpj === null ? null : company.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text c="dimmed">Buscando a empresa…</Text>
        </Group>
      ) : status === 404 || status === 400 ? (
        <Alert
          color="gray"
          variant="light"
          title="Nenhuma empresa com esse CNPJ"
          data-testid="company-not-found"
        >
          {status === 404
            ? `O cadastro da Receita Federal não tem o CNPJ ${formatCnpj(cnpj)}. Confira os números e busque de novo.`
            : company.error?.message}
        </Alert>
      ) : company.isError ? (
        <RetryAlert
          title="Não foi possível buscar a empresa"
          error={company.error}
          onRetry={() => void company.refetch()}
          retrying={company.isFetching}
        />
      ) : (
        <Stack gap="lg" data-testid="admin-company">
          <Stack gap={2}>
            <Title order={2} fz="xl">
              {companyTitle(company.data)}
            </Title>
            <Text c="dimmed" fz="sm">
              {company.data.company.razao_social} ·{' '}
              {formatPlace(company.data.company.municipio, company.data.company.uf) || '—'} ·{' '}
              {company.data.company.situacao.label}
            </Text>
          </Stack>
          <Card withBorder p="lg">
            {/* Keyed by the last change: a saved or undone correction starts the form from the new values. */}
            <CompanyCorrectionsForm
              key={`${cnpj}-${company.data.history[0]?.id ?? 0}`}
              answer={company.data}
            />
          </Card>
          <CompanyReports answer={company.data} />
          <CorrectionHistory answer={company.data} />
        </Stack>
      )}
    </Stack>
  );
}
