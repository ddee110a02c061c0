import { STATE_SLUGS } from '#src/domain/geo/austrian-places.ts';

/** The footer's brand links (SPEC §2): label and make safe value. */
export const FOOTER_BRANDS: readonly { label: string; safeValue: string }[] = [
  { label: 'Audi', safeValue: 'audi' },
  { label: 'BMW', safeValue: 'bmw' },
  { label: 'Mercedes', safeValue: 'mercedes-benz' },
  { label: 'VW', safeValue: 'vw' },
  { label: 'Opel', safeValue: 'opel' },
  { label: 'Mazda', safeValue: 'mazda' },
  { label: 'Ford', safeValue: 'ford' },
  { label: 'Peugeot', safeValue: 'peugeot' },
  { label: 'Toyota', safeValue: 'toyota' },
  { label: 'Renault', safeValue: 'renault' },
  { label: 'Porsche', safeValue: 'porsche' },
];

export const PRODUCT_PATH = '/gebrauchtwagen/';
export const PRODUCT_NAME = 'Gebrauchtwagen';

export const STATE_LINKS = STATE_SLUGS;
