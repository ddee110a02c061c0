/** The operator sign-in of the browser tests' servers (tests/e2e/global-setup.ts hashes the password). */
export const TEST_OPERATOR = { username: 'betrieb', password: 'E2E-Betrieb-Passwort-2026' } as const;
