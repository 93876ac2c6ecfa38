import { useParams } from 'react-router';
import { PublicLayout } from '@/components/layout/public-layout';
import { SharedDownload } from '@/features/exports/components/shared-download';

/** /short/link_to_download_list/:code — public: anyone with the link downloads the exported file. */
export function SharedDownloadRoute() {
  const { code = '' } = useParams();
  return (
    <PublicLayout>
      <SharedDownload code={code} />
    </PublicLayout>
  );
}
