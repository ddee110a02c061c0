/**
 * The most cars a visitor's server-side watch list holds (issue 15: one client must not fill the
 * table). Far above what a person compares; the browser's own copy is not limited by it.
 */
export const WATCH_LIST_MAX_CARS = 200;

export const WATCH_LIST_FULL_MESSAGE = `Ihre Merkliste ist voll: Sie können höchstens ${WATCH_LIST_MAX_CARS} Fahrzeuge merken. Bitte entfernen Sie zuerst ein Fahrzeug.`;
