import type { Config } from '../../../config/env.js';

/** How a data item is found in a report: by its ad unit id, its placement id, or its website's host. */
export type KeyKind = 'ad_unit' | 'placement' | 'domain';

/** What the import asks a platform for: one key dimension, the day, and the metric codes its data items use. */
export interface ReportRequest {
  /** First and last day, YYYY-MM-DD, inclusive (in the platform's reporting time zone). */
  start: string;
  end: string;
  key: KeyKind;
  /** The serve metric codes to read (the platform's own metric names). */
  metrics: readonly string[];
  /** Break rows down by advertiser too (some data item is served with `advertiser_id`). */
  byAdvertiser: boolean;
  /** The platform currency (PUBDESK_CURRENCY), for platforms that can report in it. */
  currency: string;
}

/** One row of a report: the day, the key's value, the advertiser when asked, and each metric's value. */
export interface ReportRow {
  date: string;
  key: string;
  advertiserId?: string;
  /** Metric code -> the value's decimal text, exactly as reported; absent or null: no value ("-"). */
  values: Record<string, string | null>;
}

/** Where a connector keeps what it reuses between runs (Ad Manager's report name). */
export interface ConnectorState {
  reportName: string;
  saveReportName(name: string): Promise<void>;
}

/**
 * A platform's reporting API. Credentials are the External API's `code` (unsealed); base URLs
 * come from the environment only. Errors a user should read are thrown as ConnectorError with
 * the platform's reason; credentials, tokens and bodies never reach a message or a log.
 */
export interface Connector {
  /** Days younger than this are re-read by the daily run: the platform may still revise them. */
  readonly revisionDays: number;
  /** 'platform': asked in PUBDESK_CURRENCY; 'source': in the demand source's own currency (converted). */
  readonly currency: 'platform' | 'source';
  /** Checks the credentials' shape; the message names what is wrong (a 400 on save). */
  checkCredentials(code: string): string | null;
  /** Signs in and reads the account: its name, or the platform's reason. */
  test(code: string): Promise<{ ok: boolean; detail: string }>;
  /** The report's rows, page by page (a page is at most a few thousand rows). */
  report(code: string, request: ReportRequest, state: ConnectorState): AsyncIterable<ReportRow[]>;
}

/** A failure a user reads on the run: the platform's reason, never a credential or a body. */
export class ConnectorError extends Error {
  constructor(
    message: string,
    /** Worth trying again later (the platform was busy or down), as opposed to refused. */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/** Reads a connector's credentials from the External API's code: them, or what is wrong with them (a user reads it). */
export type CredentialsReader<C extends object> = (code: string) => C | string;

/** The credentials `read` finds in the code; what is wrong with them is thrown as a ConnectorError. */
export function credentialsOf<C extends object>(read: CredentialsReader<C>, code: string): C {
  const found = read(code);
  if (typeof found === 'string') throw new ConnectorError(found);
  return found;
}

/**
 * A connector's `checkCredentials` and `test`, from how it reads its credentials and how it signs
 * in to the account (answering its name): a ConnectorError on the way is the test's failed answer.
 */
export function credentialChecks<C extends object>(
  read: CredentialsReader<C>,
  account: (credentials: C) => Promise<string>,
): Pick<Connector, 'checkCredentials' | 'test'> {
  return {
    checkCredentials(code) {
      const found = read(code);
      return typeof found === 'string' ? found : null;
    },
    async test(code) {
      try {
        return { ok: true, detail: await account(credentialsOf(read, code)) };
      } catch (err) {
        if (err instanceof ConnectorError) return { ok: false, detail: err.message };
        throw err;
      }
    },
  };
}

/** The code as a JSON object, or null when it is not one (credentials pasted as a JSON object). */
export function jsonObjectOf(code: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(code);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The settings connectors read. */
export type ConnectorConfig = Pick<
  Config,
  'PUBDESK_GOOGLE_TOKEN_URL' | 'PUBDESK_ADMANAGER_API_URL' | 'PUBDESK_ADSENSE_API_URL' | 'PUBDESK_ANIVIEW_API_URL' | 'PUBDESK_CURRENCY'
>;
