// Each app's page and icon. The pages' addresses are the spec's (§2), one per app, named by its code_name.
import type { ShopCodeName } from '@prospecta/contracts/shop-api';
import {
  IconBrandWhatsapp,
  IconDatabaseExport,
  IconMail,
  IconMailFast,
  IconMicrophone,
  IconNotes,
  type TablerIcon,
} from '@tabler/icons-react';
import { paths } from '@/config/paths';

export const APP_HREFS: Record<ShopCodeName, string> = {
  'anotation-app': paths.shop.anotationApp.getHref(),
  'mailerweb-app': paths.shop.mailerwebApp.getHref(),
  'speedmail-app': paths.shop.speedmailApp.getHref(),
  'record-app': paths.shop.recordApp.getHref(),
  'export-oracle': paths.shop.exportOracle.getHref(),
  'whatsapp-automation-app': paths.shop.whatsappAutomationApp.getHref(),
};

export const APP_ICONS: Record<ShopCodeName, TablerIcon> = {
  'anotation-app': IconNotes,
  'mailerweb-app': IconMail,
  'speedmail-app': IconMailFast,
  'record-app': IconMicrophone,
  'export-oracle': IconDatabaseExport,
  'whatsapp-automation-app': IconBrandWhatsapp,
};
