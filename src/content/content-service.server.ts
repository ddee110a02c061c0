/** `services.content`: the editable static pages (imprint, terms, …) stored in the database. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findStaticContent } from '../repositories/static-content.repository.ts';

export interface StaticContentPage {
  name: string;
  title: string;
  html: string;
}

export interface ContentService {
  /** The stored page, or undefined when there is none under this name. */
  find(name: string): Promise<StaticContentPage | undefined>;
}

export function createContentService(db: Kysely<Database>): ContentService {
  return {
    async find(name) {
      const row = await findStaticContent(db, name);
      return row ? { name: row.name, title: row.title, html: row.html } : undefined;
    },
  };
}
