import type { AwsClient } from 'aws4fetch';

/**
 * S3's multipart upload, in its four calls: CreateMultipartUpload, UploadPart (every part but
 * the last at least 5 MiB), CompleteMultipartUpload, and AbortMultipartUpload when anything
 * fails, so the bucket keeps no orphaned parts (which S3 would bill until they are aborted).
 */
export async function multipartUpload(
  client: AwsClient,
  objectUrl: string,
  headers: Record<string, string>,
  parts: AsyncIterable<Buffer>,
): Promise<number> {
  const uploadId = await create(client, objectUrl, headers);
  try {
    const etags: string[] = [];
    let size = 0;
    for await (const part of parts) {
      etags.push(await uploadPart(client, objectUrl, uploadId, etags.length + 1, part));
      size += part.length;
    }
    await complete(client, objectUrl, uploadId, etags);
    return size;
  } catch (error) {
    await client.fetch(withQuery(objectUrl, { uploadId }), { method: 'DELETE' }).catch(() => undefined);
    throw error;
  }
}

async function create(client: AwsClient, objectUrl: string, headers: Record<string, string>): Promise<string> {
  const res = await client.fetch(`${objectUrl}?uploads`, { method: 'POST', headers });
  const body = await checked(res, 'CreateMultipartUpload');
  const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(body)?.[1];
  if (!uploadId) throw new Error('S3 CreateMultipartUpload answered no UploadId');
  return xmlUnescape(uploadId);
}

async function uploadPart(client: AwsClient, objectUrl: string, uploadId: string, partNumber: number, body: Buffer): Promise<string> {
  const res = await client.fetch(withQuery(objectUrl, { partNumber: String(partNumber), uploadId }), { method: 'PUT', body });
  await checked(res, 'UploadPart');
  const etag = res.headers.get('etag');
  if (!etag) throw new Error(`S3 UploadPart ${partNumber} answered no ETag`);
  return etag;
}

async function complete(client: AwsClient, objectUrl: string, uploadId: string, etags: string[]): Promise<void> {
  const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${xmlEscape(etag)}</ETag></Part>`).join('');
  const res = await client.fetch(withQuery(objectUrl, { uploadId }), {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body: `<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${parts}</CompleteMultipartUpload>`,
  });
  const body = await checked(res, 'CompleteMultipartUpload');
  // S3 may answer 200 and report the failure in the body (it has already sent the status line).
  if (/<Error>/.test(body)) throw new Error(`S3 CompleteMultipartUpload failed: ${errorCode(body)}`);
}

/** The response text, or an error naming the call, its status and S3's error code. */
async function checked(res: Response, call: string): Promise<string> {
  const body = await res.text();
  if (!res.ok) throw new Error(`S3 ${call} failed with status ${res.status}${body ? `: ${errorCode(body)}` : ''}`);
  return body;
}

const errorCode = (body: string) => /<Code>([^<]+)<\/Code>/.exec(body)?.[1] ?? 'unknown error';

const withQuery = (url: string, query: Record<string, string>) => `${url}?${new URLSearchParams(query).toString()}`;

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const xmlUnescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
