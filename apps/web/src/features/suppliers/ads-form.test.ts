import { describe, expect, it } from 'vitest';
import { adLines } from '@pubdesk/contract';
import { ApiError } from '@pubdesk/ui/api';
import { adErrorMessages, adsPayload } from './ads-form';

const text = ['example.com, pub-1, DIRECT', '', '  ', 'example.org, 22, RESELLER', 'bad.example, 3, X', ''].join('\n');

describe('adsPayload', () => {
  it('makes one ad of each non-empty line, trimmed, for the supplier', () => {
    expect(adsPayload(adLines(text), 7)).toEqual([
      { text: 'example.com, pub-1, DIRECT', supplier_id: 7 },
      { text: 'example.org, 22, RESELLER', supplier_id: 7 },
      { text: 'bad.example, 3, X', supplier_id: 7 },
    ]);
  });
});

describe('adErrorMessages', () => {
  it("shows an '<index>.text' error on the textarea line it came from", () => {
    const error = new ApiError(400, { '2.text': ['The account type must be DIRECT or RESELLER, not "X".'] });
    expect(adErrorMessages(error, adLines(text))).toEqual(['Line 5: The account type must be DIRECT or RESELLER, not "X".']);
  });

  it('orders several lines by line number, then other errors', () => {
    const error = new ApiError(400, {
      '10.text': ['Ten.'],
      '1.text': ['Four.'],
      non_field_errors: ['Check the lines.'],
      supplier_id: ['A valid integer is required.'],
      code: 'invalid',
    });
    const lines = adLines(text);
    // Index 10 is past the posted lines: counted from the first line.
    expect(adErrorMessages(error, lines)).toEqual([
      'Line 4: Four.',
      'Line 11: Ten.',
      'Check the lines.',
      'Supplier id: A valid integer is required.',
    ]);
  });

  it('shows a detail or an unreachable server as one message', () => {
    expect(adErrorMessages(new ApiError(403, { detail: 'You do not have permission to perform this action.' }), [])).toEqual([
      'You do not have permission to perform this action.',
    ]);
    expect(adErrorMessages(new ApiError(0, null), [])).toEqual(['The server could not be reached. Please try again.']);
  });
});
