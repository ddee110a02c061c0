import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './sitemap.server.ts';

describe('sitemap.xml and robots.txt', () => {
  it('writes absolute, escaped URLs', () => {
    const xml = sitemapXml(
      [
        { path: '/angebote/vw/golf/', priority: 0.7 },
        { path: "/x?a=1&b='2'", priority: 0.5 },
      ],
      'https://www.example.at',
    );
    expect(xml).toContain('<loc>https://www.example.at/angebote/vw/golf/</loc><priority>0.7</priority>');
    expect(xml).toContain('<loc>https://www.example.at/x?a=1&amp;b=%272%27</loc>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('names the sitemap and keeps crawlers out of the API', () => {
    const txt = robotsTxt('https://www.example.at');
    expect(txt).toContain('Disallow: /api/');
    expect(txt).toContain('Sitemap: https://www.example.at/sitemap.xml');
  });
});
