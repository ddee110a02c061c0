/** The three photo sizes the image endpoint serves (4:3), shared by the renderer and the pages' `srcset`. */
export type PhotoSize = 'small' | 'medium' | 'big';
export type PhotoFormat = 'webp' | 'jpeg';
export const PHOTO_WIDTHS: Record<PhotoSize, number> = { small: 240, medium: 640, big: 1280 };
