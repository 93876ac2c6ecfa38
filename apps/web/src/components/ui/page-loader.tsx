import { Center, Loader } from '@mantine/core';

export function PageLoader({ label = 'Carregando…' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-label={label}>
      <Loader type="dots" size="lg" />
    </Center>
  );
}
