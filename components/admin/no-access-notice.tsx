import { AdminTitle } from './admin-title'

/** What a signed-in account without the admin right sees on every admin page. */
export function NoAccessNotice() {
  return (
    <section aria-labelledby="sin-acceso" className="mt-8 max-w-2xl">
      <AdminTitle id="sin-acceso">Sin acceso al panel</AdminTitle>
      <p className="mt-3">
        Tu cuenta se ha creado, pero todavía no tiene permiso para gestionar el SEO. Pide a un administrador
        que te dé acceso.
      </p>
    </section>
  )
}
