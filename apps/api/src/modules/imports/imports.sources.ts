import type { ServeMetricField, ServeMetricType } from '@pubdesk/contract';
import type { KeyKind } from '../external-apis/index.js';

/** A data item as an import maps to it: its keys in a report, and the serve metrics it counts. */
export interface SourceItem {
  dataId: number;
  type: KeyKind;
  /** Its key by kind, normalised (see normaliseKey). */
  keys: Record<KeyKind, string>;
  serveWith: 'none' | 'advertiser_id';
  metrics: Array<{ code: string; field: ServeMetricField; type: ServeMetricType }>;
}

/** A demand source with what an import of it needs. */
export interface Source {
  id: number;
  name: string;
  type: 'manual' | 'automatic';
  status: 'active' | 'pending' | 'suspended';
  currency: string;
  advertiserId: string;
  schedule: string | null;
  demo: boolean;
  api: { id: number; type: string; codeSealed: string; reportName: string } | null;
}

/**
 * A key as both sides are compared: trimmed; a domain lower-cased without scheme, port, path or a
 * leading "www." (a report's "www.example.com" is the website "https://example.com/").
 */
export function normaliseKey(kind: KeyKind, value: string): string {
  const key = value.trim();
  if (kind !== 'domain') return key;
  let host = key.toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) host = new URL(host).hostname;
  } catch {
    // Not a URL: compared as written.
  }
  return host
    .replace(/[/:].*$/, '')
    .replace(/^www\./, '')
    .replace(/\.$/, '');
}
