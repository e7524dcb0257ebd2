import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Markdown } from './Markdown';

describe('Markdown', () => {
  it('renders emphasis, lists and safe links', () => {
    renderWithProviders(
      <Markdown>{'Hello **there**\n\n- one\n- two\n\n[docs](https://example.com/x) and [home](/portal/overview)'}</Markdown>,
    );
    expect(screen.getByText('there').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const docs = screen.getByRole('link', { name: 'docs' });
    expect([docs.getAttribute('href'), docs.getAttribute('rel')]).toEqual(['https://example.com/x', 'noopener noreferrer nofollow']);
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/portal/overview');
  });

  it('shows raw HTML as text and makes no link of javascript:, data: or //host', () => {
    const { container } = renderWithProviders(
      <Markdown>
        {
          '<script>alert(1)</script> <img src=x onerror=alert(2)> <b>bold?</b>\n\n[click](javascript:alert(3)) [d](data:text/html,hi) [p](//evil.example) ![pic](https://tracker.example/p.gif)'
        }
      </Markdown>,
    );
    expect(container.querySelector('script, img, b, iframe')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.textContent).toContain('click');
    expect(container.textContent).toContain('pic');
    // The markup is there as text only: no element carries a handler or a script address.
    expect(container.querySelectorAll('[onerror], [href^="javascript"], [href^="data"], [src]')).toHaveLength(0);
  });
});
