// What a server action test stands in for, at the edge of Next.js and the
// local server: request cookies and headers (tests/support/session.ts signs
// them), cache calls, the server's database handle (the fixture's PGlite), the
// session secret and the build's snapshot files. Imported first, before the
// modules it replaces are loaded.
jest.mock('next/headers', () => ({ cookies: jest.fn(), headers: jest.fn() }))
jest.mock('next/cache', () => ({ refresh: jest.fn(), revalidateTag: jest.fn() }))
jest.mock('@/lib/db/database', () => ({ getLocalDb: jest.fn() }))
jest.mock('@/lib/auth/local/secret', () => ({ localAuthSecret: () => 'clave-de-prueba-'.repeat(3) }))
jest.mock('@/lib/db/snapshots', () => ({
  writeSeoSnapshot: jest.fn(),
  writeContentSnapshot: jest.fn(),
  writeStaffPagesSnapshot: jest.fn(),
  writePhotoFocusSnapshot: jest.fn(),
  seoSnapshotFile: jest.fn(),
}))
