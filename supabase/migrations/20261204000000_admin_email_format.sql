-- An admin's address is what the operator's scripts print when they name the
-- admins (restore, export, npm run admin). Printable ASCII without spaces, so
-- no control character can rewrite the terminal line that lists them; one '@'
-- between a name and a dotted domain; at most 255 characters. The same rule
-- is lib/auth/email-format.ts, which sign-up and restore apply.
--
-- No door of the site ever wrote an address breaking it (sign-up has always
-- required a plain address, the admin script takes the address it finds), so
-- a row that breaks it was planted: the migration stops and names it by its
-- account's id, instead of keeping it or dropping it unseen. Remove that
-- admins row, then start again.

do $$
declare
  planted text;
begin
  select string_agg(user_id::text, ', ' order by user_id) into planted
    from public.admins
   where not (char_length(email) <= 255
              and email ~ '^[!-~]+$'
              and email ~ '^[^@]+@[^@.]+(\.[^@.]+)+$');
  if planted is not null then
    raise exception 'public.admins holds addresses that are not plain e-mail addresses (accounts %). They were not written by the site; remove those rows, then run the migrations again.',
      planted using errcode = '23514';
  end if;
end
$$;

alter table public.admins add constraint admins_email_format check (
  char_length(email) <= 255
  and email ~ '^[!-~]+$'
  and email ~ '^[^@]+@[^@.]+(\.[^@.]+)+$'
);
