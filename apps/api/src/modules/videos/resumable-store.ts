import { FileStore } from '@tus/file-store';
import { RESUMABLE_EXPIRY_MS } from './video-files.js';

/**
 * tus's file store on the resumable uploads' folder, which the caller makes first. The stock
 * store makes its folder from its constructor without waiting, and throws from the callback when
 * that fails (a data folder removed meanwhile): an uncaught exception nobody could handle. Its
 * (private) folder check is therefore replaced by nothing on this subclass's prototype.
 */
class MadeFolderFileStore extends FileStore {}
(MadeFolderFileStore.prototype as unknown as { checkOrCreateDirectory: () => void }).checkOrCreateDirectory = () => undefined;

export const resumableStore = (directory: string): FileStore =>
  new MadeFolderFileStore({ directory, expirationPeriodInMilliseconds: RESUMABLE_EXPIRY_MS });
