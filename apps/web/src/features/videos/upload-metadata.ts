/** What a resumable upload tells the server about its file (tus Upload-Metadata), and how it is found again. */

/** The details the upload forms ask for; empty ones are not sent. */
export interface UploadDetails {
  title: string;
  description: string;
  tags: string;
  category: number | null;
  channel: string;
}

export const emptyUploadDetails: UploadDetails = { title: '', description: '', tags: '', category: null, channel: '' };

/**
 * The metadata the upload endpoint reads: the website, the video's name (its title, else the
 * file's name), the file's name and type, and the details that were filled in.
 */
export function uploadMetadata(file: File, websiteId: number, details: UploadDetails = emptyUploadDetails): Record<string, string> {
  const title = details.title.trim();
  const metadata: Record<string, string> = {
    website_id: String(websiteId),
    name: title || file.name,
    filename: file.name,
    filetype: file.type || 'application/octet-stream',
  };
  const optional = {
    title,
    description: details.description.trim(),
    tags: details.tags.trim(),
    category: details.category === null ? '' : String(details.category),
    channel: details.channel.trim(),
  };
  for (const [key, value] of Object.entries(optional)) if (value) metadata[key] = value;
  return metadata;
}

/**
 * The key an unfinished upload is remembered by in this browser, so that choosing the same file
 * again (after a reload or a lost connection) continues it instead of starting over. It holds the
 * user and the metadata: another user, website or title is another upload.
 */
export function uploadFingerprint(file: File, userId: number | null, metadata: Record<string, string>): string {
  return ['pubdesk-video', userId ?? 'anonymous', file.name, file.type, file.size, file.lastModified, JSON.stringify(metadata)].join('|');
}
