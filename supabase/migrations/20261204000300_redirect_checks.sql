-- Staff redirects: what the site refuses, the table refuses too, whoever
-- writes (the admin area, an admin through the API, a restored backup).
--
-- - No backslash in a source or a destination: browsers read '\' as '/', so
--   a destination '/\example.com' leaves the site (over http too).
-- - No source in a folder the site keeps for itself: '/api', '/auth',
--   '/fotos', '/images', '/_next', '/seo-dashboard', '/sin-pagina' (the 404),
--   '/.well-known' (each and
--   everything under it) and '/bench-…'; the same list as reservedFolders of
--   lib/addresses/reserved.ts (a test compares them).
--
-- Rows already breaking either rule are deleted, each named in a notice: they
-- are served as they stand (an open redirect, or a redirect hiding the site's
-- own paths), so keeping them even for a while is the harm itself, and a
-- check added NOT VALID would also let a restored backup bring them back
-- (restore sets such checks aside). Staff can add a correct one again.

do $$
declare
  removed record;
begin
  for removed in
    delete from public.site_redirects r
     where strpos(r.source, chr(92)) > 0 or strpos(r.destination, chr(92)) > 0
        or r.source ~ '^/(api|auth|fotos|images|_next|seo-dashboard|sin-pagina|\.well-known)(/|$)'
        or r.source like '/bench-%'
    returning r.source, r.destination
  loop
    raise notice 'Removed the redirect % -> %: a backslash, or a source the site keeps for itself',
      removed.source, removed.destination;
  end loop;
end
$$;

alter table public.site_redirects
  add constraint site_redirects_no_backslash
    check (strpos(source, chr(92)) = 0 and strpos(destination, chr(92)) = 0),
  add constraint site_redirects_source_not_reserved
    check (source !~ '^/(api|auth|fotos|images|_next|seo-dashboard|sin-pagina|\.well-known)(/|$)'
           and source not like '/bench-%');
