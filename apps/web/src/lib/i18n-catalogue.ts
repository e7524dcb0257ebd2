import { messages } from '@pubdesk/contract';
import { installCatalogue } from '@pubdesk/ui/i18n';

/**
 * Every screen's texts. Loaded (as its own chunk) with the signed-in frame and the open pages,
 * never by the login page.
 */
export function installFullCatalogue(): void {
  installCatalogue(messages);
}
