import { expect } from 'vitest';
import {
  ConnectorError,
  type ConnectorConfig,
  type ReportRequest,
  type ReportRow,
} from '../src/modules/external-apis/connectors/connector.js';

/** Shared fixtures of the connector tests (imports.admanager, imports.adsense, imports.aniview). */

/** A port nothing listens on: the platforms a test does not talk to. */
const nowhere = 'http://127.0.0.1:9';

/** The connectors' settings: the platforms' base URLs the test gives, nowhere for the others. */
export function connectorConfig(urls: Partial<ConnectorConfig>): ConnectorConfig {
  return {
    PUBDESK_GOOGLE_TOKEN_URL: nowhere,
    PUBDESK_ADMANAGER_API_URL: nowhere,
    PUBDESK_ADSENSE_API_URL: nowhere,
    PUBDESK_ANIVIEW_API_URL: nowhere,
    PUBDESK_CURRENCY: 'USD',
    ...urls,
  };
}

/** The report requests of one platform's tests: its days, key and metrics, then what a test changes. */
export function requestOf(defaults: Pick<ReportRequest, 'start' | 'end' | 'key' | 'metrics'>) {
  return (over: Partial<ReportRequest> = {}): ReportRequest => ({ byAdvertiser: false, currency: 'USD', ...defaults, ...over });
}

/** Every page a report hands on, in order. */
export async function pagesOf(rows: AsyncIterable<ReportRow[]>): Promise<ReportRow[][]> {
  const pages: ReportRow[][] = [];
  for await (const page of rows) pages.push(page);
  return pages;
}

/** The ConnectorError the call ends in (the test fails when it ends otherwise). */
export async function refusal(run: Promise<unknown>): Promise<ConnectorError> {
  const err = await run.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ConnectorError);
  return err as ConnectorError;
}
