// The registry of CRM connectors. Each connector folder adds one import and one entry of BUILT_IN.

import { agendorConnector } from './agendor/agendor.connector.ts';
import { bitrix24Connector } from './bitrix24/bitrix24.connector.ts';
import type { CrmConnector, ToolName } from './connector.ts';
import { funildevendasConnector } from './funildevendas/funildevendas.connector.ts';
import { hubspotConnector } from './hubspot/hubspot.connector.ts';
import { meetimeConnector } from './meetime/meetime.connector.ts';
import { pipedriveConnector } from './pipedrive/pipedrive.connector.ts';
import { piperunConnector } from './piperun/piperun.connector.ts';
import { ploomesConnector } from './ploomes/ploomes.connector.ts';
import { rdstationConnector } from './rdstation/rdstation.connector.ts';
import { salesforceConnector } from './salesforce/salesforce.connector.ts';
import { totvsConnector } from './totvs/totvs.connector.ts';
import { zohoConnector } from './zoho/zoho.connector.ts';

const BUILT_IN: CrmConnector[] = [
  pipedriveConnector,
  agendorConnector,
  ploomesConnector,
  piperunConnector,
  meetimeConnector,
  rdstationConnector,
  funildevendasConnector,
  totvsConnector,
  bitrix24Connector,
  salesforceConnector,
  zohoConnector,
  hubspotConnector,
];

const connectors = new Map<ToolName, CrmConnector>(BUILT_IN.map((c) => [c.tool, c]));

/** Tests register a connector of their own (or replace a real one); returns how to put the previous one back. */
export function registerConnector(connector: CrmConnector): () => void {
  const previous = connectors.get(connector.tool);
  connectors.set(connector.tool, connector);
  return () => {
    if (previous) connectors.set(connector.tool, previous);
    else connectors.delete(connector.tool);
  };
}

export function connectorFor(tool: ToolName): CrmConnector | undefined {
  return connectors.get(tool);
}

export function availableConnectors(): CrmConnector[] {
  return [...connectors.values()];
}
