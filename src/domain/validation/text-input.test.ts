import { describe, expect, it } from 'vitest';
import { fieldWithNul } from './text-input.ts';

describe('fieldWithNul', () => {
  it('names the first field holding a NUL, at any depth', () => {
    expect(fieldWithNul({ name: 'Anna', contact: { comment: 'a\u0000b' } })).toBe('contact.comment');
    expect(fieldWithNul({ tags: ['x', 'y\u0000'] })).toBe('tags.1');
    expect(fieldWithNul(new URLSearchParams('page=1&name=a%00b'))).toBe('name');
    const form = new FormData();
    form.set('comment', 'ok');
    form.set('email\u0000', 'x');
    expect(fieldWithNul(form)).toBe('email\u0000');
    expect(fieldWithNul('a\u0000', 'path')).toBe('path');
  });

  it('finds nothing in clean input', () => {
    expect(fieldWithNul({ a: 1, b: null, c: ['x', { d: 'ü€' }] })).toBeNull();
    expect(fieldWithNul(new URLSearchParams('name=a%01b'))).toBeNull();
  });
});
