import { Breadcrumbs, type Crumb } from '#app/components/layout/breadcrumbs.tsx';
import type { DocumentBlock } from '#app/components/ui/document-html.tsx';
import { documentBlock, fragmentKey, keptBlock, keptFragment, MARKER_TOKEN } from '#app/components/ui/document-html.server.tsx';
import type { AppServices } from '#src/app-services.server.ts';
import { escapeMarkup } from '#src/domain/format/markup-escape.ts';
import { LinkStrip, QuickLinks, SidePanel } from './link-lists.tsx';
import type { LinkGroup, SearchLinkLists } from './link-lists.server.ts';
import { Pagination } from './pagination.tsx';

/*
 * The result page's static parts besides the cards (issue 35): breadcrumbs, pager and link lists, made
 * once per distinct content (`keptBlock`) and written into the document, so their data stays out of
 * the hydration data. The pager's structure depends only on the page and the number of pages; its
 * addresses, which carry the whole search, are markers filled per page.
 */
const PAGE_HREF = new RegExp(`/${MARKER_TOKEN}p(\\d+)`, 'g');

export interface PagerPosition {
  currentPage: number;
  totalPages: number;
}

export interface SearchPageBlocks {
  breadcrumbs: DocumentBlock<Crumb[]>;
  pager: DocumentBlock<PagerPosition>;
  links: {
    sidePanel: DocumentBlock<LinkGroup | null>;
    strip: DocumentBlock<LinkGroup>;
    quickLinks: DocumentBlock<LinkGroup[]>;
  };
}

/** The page's static parts for this request: HTML in `documentHtml` for a document, data for the router in the browser. */
export function searchPageBlocks(
  services: AppServices,
  documentHtml: Map<string, string> | null,
  parts: { breadcrumbs: Crumb[]; links: SearchLinkLists; pager: PagerPosition; pageHref: (page: number) => string },
): SearchPageBlocks {
  const { links, pager, pageHref } = parts;
  return {
    breadcrumbs: keptBlock(services, documentHtml, 'breadcrumbs', parts.breadcrumbs, (items) => <Breadcrumbs items={items} />),
    pager: documentBlock(documentHtml, 'pager', pager, () =>
      keptFragment(services, fragmentKey('pager', pager), () => <Pagination {...pager} hrefFor={(page) => `/${MARKER_TOKEN}p${page}`} />).replace(
        PAGE_HREF,
        (_, page: string) => escapeMarkup(pageHref(Number(page))),
      ),
    ),
    links: {
      sidePanel: keptBlock(services, documentHtml, 'side-panel', links.sidePanel, (group) => <SidePanel group={group} />),
      strip: keptBlock(services, documentHtml, 'link-strip', links.strip, (group) => <LinkStrip group={group} />),
      quickLinks: keptBlock(services, documentHtml, 'quick-links', links.quickLinks, (groups) => <QuickLinks groups={groups} />),
    },
  };
}
