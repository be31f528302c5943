import { redirect } from 'next/navigation'
import type { ReactNode } from 'react'
import { getSessionUser } from '@/lib/auth/session'
import type { SessionUser } from '@/lib/auth/types'
import { Container } from '@/components/ui/container'
import { AccountBar } from './account-bar'
import { AdminNav, type AdminSection } from './admin-nav'
import { BackupNotice } from './backup-notice'
import { MailNotice } from './mail-notice'
import { NoAccessNotice } from './no-access-notice'

/**
 * The frame and the lock every admin page shares: no session → /auth (proxy.ts
 * already redirected; this is the check that counts), a non-admin → the
 * no-access notice, an admin → the navigation and the page's own content.
 */
export async function AdminPage({
  section,
  inside = false,
  children,
}: {
  section: AdminSection
  /** A page inside the section (a lead's detail) rather than the section's own page. */
  inside?: boolean
  children: (admin: SessionUser) => ReactNode
}) {
  const user = await getSessionUser()
  if (!user) redirect('/auth')
  return (
    <Container>
      <AccountBar email={user.email} />
      {user.isAdmin ? (
        <>
          <AdminNav current={section} inside={inside} />
          <MailNotice />
          <BackupNotice />
          {children(user)}
        </>
      ) : (
        <NoAccessNotice />
      )}
    </Container>
  )
}

/**
 * A section's page as its route exports it: AdminPage's frame and lock around `Body`, which
 * gets the route's props (its search params) and the admin.
 */
export function adminPage<Props extends object>(
  section: AdminSection,
  Body: (props: Props & { admin: SessionUser }) => ReactNode | Promise<ReactNode>,
) {
  return function SectionPage(props: Props) {
    return <AdminPage section={section}>{(admin) => <Body {...props} admin={admin} />}</AdminPage>
  }
}
