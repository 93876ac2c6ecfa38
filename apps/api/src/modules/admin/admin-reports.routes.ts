// The staff's reports (spec 2 §7.3): POST /api/user/generate_churn_data_sheet/ answers the churn data sheet
// itself (.xlsx). Roles admin and customer_success only.
import {
  ADMIN_CREDITS_API_PATHS,
  churnSheetFileName,
  churnSheetRequestSchema,
} from '@prospecta/contracts/admin-credits-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '@/lib/error-responses.ts';
import { contentDisposition } from '@/modules/exports/files/file-names.ts';
import { requireRoles } from '@/plugins/auth.ts';
import { createChurnSheetService } from './churn-sheet.service.ts';
import { effectivenessReportRoutes } from './effectiveness-report.routes.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const adminReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  const churn = createChurnSheetService({ db: app.db });
  const staff = { onRequest: [app.authenticate, requireRoles('admin', 'customer_success')] };
  // Customer success's effectiveness report and one user's consumption (their own file).
  await app.register(effectivenessReportRoutes);

  app.post(
    ADMIN_CREDITS_API_PATHS.churnSheet,
    {
      ...staff,
      schema: {
        body: churnSheetRequestSchema,
        response: { 200: z.any().describe('The .xlsx file'), ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const file = await churn.generate(req.body);
      const [from, to] = req.body.rangeDate;
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', contentDisposition(churnSheetFileName(from, to)))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  );
};
