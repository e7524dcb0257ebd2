import { createContext, useContext } from 'react';
import type { Branding } from '@pubdesk/contract';
import { defaultBranding } from './branding';

export interface BrandingState {
  branding: Branding;
  /** The domain check failed: the defaults are shown (the spec's negative response flag). */
  failed: boolean;
  /** The first answer has not arrived yet. */
  loading: boolean;
}

export const BrandingContext = createContext<BrandingState>({ branding: defaultBranding, failed: false, loading: false });

export function useBranding(): BrandingState {
  return useContext(BrandingContext);
}
