import { PublicLayout } from '@/components/layout/public-layout';
import { ComingSoon } from '@/components/ui/coming-soon';
import { paths } from '@/config/paths';

// Screens that later issues build. Each names the screen in Portuguese; the router lists them in one place.

export function ComingSoonScreen({ title, inUserPanel = false }: { title: string; inUserPanel?: boolean }) {
  return inUserPanel ? (
    <ComingSoon title={title} backHref={paths.user.overview.getHref()} backLabel="Voltar à visão geral" />
  ) : (
    <ComingSoon title={title} />
  );
}

export function PublicComingSoonScreen({ title }: { title: string }) {
  return (
    <PublicLayout>
      <ComingSoon title={title} backLabel="Ir para o início" />
    </PublicLayout>
  );
}
