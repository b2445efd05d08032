import { fireEvent } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../../components/test-utils';
import { brokenImageText, NewsletterHtml } from './newsletter-html';

describe('NewsletterHtml', () => {
  it('marks an image that cannot load with a visible placeholder naming its alt text', () => {
    const { container } = renderWithTheme(
      <NewsletterHtml
        html={
          '<p>Hello</p><img src="https://example.invalid/a.png" alt="Court opening"><img src="https://example.invalid/b.png" alt="">'
        }
      />,
    );
    const [named, unnamed] = container.querySelectorAll('img');
    fireEvent.error(named);
    fireEvent.error(unnamed);
    expect(named.dataset.broken).toBe('Image could not be loaded: Court opening');
    expect(named.title).toBe('Image could not be loaded: Court opening');
    expect(unnamed.dataset.broken).toBe('Image could not be loaded');
  });

  it('words the placeholder from the alt text', () => {
    expect(brokenImageText('  ')).toBe('Image could not be loaded');
    expect(brokenImageText('Logo')).toBe('Image could not be loaded: Logo');
  });
});
