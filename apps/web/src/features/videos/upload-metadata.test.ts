import { describe, expect, it } from 'vitest';
import { emptyUploadDetails, uploadFingerprint, uploadMetadata } from './upload-metadata';

const file = new File(['12345'], 'clip.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_000 });

describe('uploadMetadata', () => {
  it('names the video after the file when there is no title, and sends no empty detail', () => {
    expect(uploadMetadata(file, 4)).toEqual({ website_id: '4', name: 'clip.mp4', filename: 'clip.mp4', filetype: 'video/mp4' });
    expect(uploadMetadata(file, 4, { ...emptyUploadDetails, title: '   ' }).name).toBe('clip.mp4');
  });

  it('names the video after its title and sends the details filled in, trimmed', () => {
    expect(
      uploadMetadata(file, 4, { title: ' Launch ', description: 'First cut', tags: 'news  launch', category: 3, channel: '' }),
    ).toEqual({
      website_id: '4',
      name: 'Launch',
      filename: 'clip.mp4',
      filetype: 'video/mp4',
      title: 'Launch',
      description: 'First cut',
      tags: 'news  launch',
      category: '3',
    });
  });

  it('says octet-stream when the browser does not know the type (the server sniffs the bytes anyway)', () => {
    expect(uploadMetadata(new File(['x'], 'clip'), 1).filetype).toBe('application/octet-stream');
  });
});

describe('uploadFingerprint', () => {
  it('is the same for the same file, user and metadata, and differs when any of them does', () => {
    const metadata = uploadMetadata(file, 4);
    const key = uploadFingerprint(file, 7, metadata);
    expect(uploadFingerprint(file, 7, uploadMetadata(file, 4))).toBe(key);
    expect(uploadFingerprint(file, 8, metadata)).not.toBe(key);
    expect(uploadFingerprint(file, 7, uploadMetadata(file, 5))).not.toBe(key);
    expect(uploadFingerprint(file, 7, uploadMetadata(file, 4, { ...emptyUploadDetails, title: 'Other' }))).not.toBe(key);
    const touched = new File(['12345'], 'clip.mp4', { type: 'video/mp4', lastModified: 1_700_000_000_001 });
    expect(uploadFingerprint(touched, 7, metadata)).not.toBe(key);
  });
});
