// Each connector's key check (`verify`, asked by register_crm before a key is saved) against the tool's
// loopback fake: the right credentials pass, wrong ones are a token error, and an empty account (nothing
// exported yet) still passes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agendorConnector } from '@/modules/exports/connectors/agendor/agendor.connector.ts';
import {
  type CrmConnector,
  CrmTokenError,
  type ToolCredentials,
} from '@/modules/exports/connectors/connector.ts';
import { funildevendasConnector } from '@/modules/exports/connectors/funildevendas/funildevendas.connector.ts';
import { hubspotConnector } from '@/modules/exports/connectors/hubspot/hubspot.connector.ts';
import { meetimeConnector } from '@/modules/exports/connectors/meetime/meetime.connector.ts';
import { pipedriveConnector } from '@/modules/exports/connectors/pipedrive/pipedrive.connector.ts';
import { piperunConnector } from '@/modules/exports/connectors/piperun/piperun.connector.ts';
import { ploomesConnector } from '@/modules/exports/connectors/ploomes/ploomes.connector.ts';
import { rdstationConnector } from '@/modules/exports/connectors/rdstation/rdstation.connector.ts';
import { totvsConnector } from '@/modules/exports/connectors/totvs/totvs.connector.ts';
import { startAgendorFake } from '../fakes/agendor-fake.ts';
import { fakeContext } from '../fakes/crm-fake-server.ts';
import { startHubspotFake } from '../fakes/hubspot-fake.ts';
import { startMeetimeFake } from '../fakes/meetime-fake.ts';
import { startPipedriveFake } from '../fakes/pipedrive-fake.ts';
import { startPiperunFake } from '../fakes/piperun-fake.ts';
import { startPloomesFake } from '../fakes/ploomes-fake.ts';
import { startRdstationFake } from '../fakes/rdstation-fake.ts';
import { startTotvsFake } from '../fakes/totvs-fake.ts';

type Case = {
  connector: CrmConnector;
  start: () => Promise<{
    baseUrl: string;
    good: ToolCredentials;
    wrong: ToolCredentials;
    close(): Promise<void>;
  }>;
};

const keyed =
  (start: () => Promise<{ apiUrl: string; token: string; close(): Promise<void> }>) => async () => {
    const fake = await start();
    return {
      baseUrl: fake.apiUrl,
      good: { apiKey: fake.token },
      wrong: { apiKey: 'chave-errada' },
      close: fake.close,
    };
  };

const cases: Case[] = [
  { connector: agendorConnector, start: keyed(startAgendorFake) },
  { connector: meetimeConnector, start: keyed(startMeetimeFake) },
  { connector: pipedriveConnector, start: keyed(startPipedriveFake) },
  { connector: piperunConnector, start: keyed(startPiperunFake) },
  { connector: ploomesConnector, start: keyed(startPloomesFake) },
  { connector: rdstationConnector, start: keyed(startRdstationFake) },
  {
    connector: hubspotConnector,
    start: async () => {
      const fake = await startHubspotFake();
      return {
        baseUrl: fake.url,
        good: { accessToken: fake.token },
        wrong: { accessToken: 'token-errado' },
        close: fake.close,
      };
    },
  },
  {
    connector: totvsConnector,
    start: async () => {
      const fake = await startTotvsFake();
      const good = { accessToken: fake.session, integrationToken: fake.integrationToken };
      return {
        baseUrl: fake.apiUrl,
        good,
        wrong: { ...good, integrationToken: 'errado' },
        close: fake.close,
      };
    },
  },
];

describe.each(cases)('$connector.label verify', ({ connector, start }) => {
  let fake: Awaited<ReturnType<Case['start']>>;
  beforeAll(async () => {
    fake = await start();
  });
  afterAll(() => fake.close());

  it('passes with the right credentials and is a token error with wrong ones', async () => {
    expect(connector.verify).toBeTypeOf('function');
    await expect(connector.verify?.(fakeContext(fake.baseUrl, fake.good).ctx)).resolves.toBeUndefined();
    await expect(connector.verify?.(fakeContext(fake.baseUrl, fake.wrong).ctx)).rejects.toBeInstanceOf(
      CrmTokenError,
    );
  });
});

it('Funil de Vendas has no read to ask, so its keys are saved unchecked', () => {
  expect(funildevendasConnector.verify).toBeUndefined();
});
