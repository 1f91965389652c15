-- Hardening after an attack run on the database (issue "The house in order",
-- decision 051):
--
-- 1. No sequence is the API roles' to touch. Supabase's default privileges
--    give anon and authenticated every privilege on new sequences, so either
--    could `setval` game_scores_id_seq to its maximum, after which no score
--    could be written. Every row with a sequence is written by a security
--    definer function, which uses the owner's privileges.
-- 2. The parent PIN lock escalates: 5 wrong tries in a row lock it for 15
--    minutes, each further lock doubles (30, 60, ... minutes, at most 24
--    hours), and the count of locks resets only after a correct PIN (or a new
--    PIN set after the parent signed in again: the PIN being guessed is gone).
--    Before, a patient guesser got through all 10,000 PINs in about 10 days.
-- 3. Fun names are stored in Unicode NFKC, and refuse control and format
--    characters (zero-width space, bidirectional controls, ...) except a
--    zero-width non-joiner or joiner between two Telugu letters, where Telugu
--    writing needs them. NFKC makes full-width digits plain digits, so the
--    phone-number rule counts them; Telugu digits count too. No name can then
--    look like another on the public leaderboard.
--    Mirrored by src/lib/backend/usernameRules.ts.

-- 1. Sequences ---------------------------------------------------------------

revoke all on all sequences in schema public from public, anon, authenticated;
revoke all on all sequences in schema private from public, anon, authenticated;
alter default privileges in schema public
  revoke all on sequences from anon, authenticated;

-- 2. The escalating PIN lock ---------------------------------------------------

alter table private.family_pins
  add column locks integer not null default 0;

-- How long the PIN locks the (locks + 1)-th time: 15 minutes, doubled for each
-- earlier lock since the last correct PIN, at most 24 hours.
create function private.pin_lock_length(locks integer)
returns interval
language sql
immutable
set search_path = ''
as $$
  select least(
    interval '15 minutes' * power(2, least(greatest(locks, 0), 10)),
    interval '24 hours'
  )
$$;

create or replace function private.pin_matches(pin private.family_pins, given text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if pin.locked_until is not null and pin.locked_until > now() then
    raise exception 'pin_locked' using errcode = 'PT429';
  end if;
  if given is not null and given ~ '^[0-9]{4}$'
    and extensions.crypt(given, pin.pin_hash) = pin.pin_hash
  then
    update private.family_pins p
    set failed_attempts = 0,
      locks = 0,
      locked_until = null,
      grown_up_until = now() + interval '30 minutes'
    where p.family_id = pin.family_id;
    return true;
  end if;
  if pin.failed_attempts + 1 >= 5 then
    update private.family_pins p
    set failed_attempts = 0,
      locks = pin.locks + 1,
      locked_until = now() + private.pin_lock_length(pin.locks),
      grown_up_until = null
    where p.family_id = pin.family_id;
  else
    update private.family_pins p
    set failed_attempts = pin.failed_attempts + 1,
      grown_up_until = null
    where p.family_id = pin.family_id;
  end if;
  return false;
end;
$$;

-- A new PIN replaces the one being guessed: setting it (set_parent_pin after
-- the current PIN, reset_parent_pin after signing in again) clears the count
-- of locks with the lock.
create function private.new_pin_clears_locks()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.pin_hash is distinct from old.pin_hash then
    new.locks := 0;
  end if;
  return new;
end;
$$;

create trigger family_pins_new_pin_clears_locks
  before update of pin_hash on private.family_pins
  for each row execute function private.new_pin_clears_locks();

revoke all on function private.pin_lock_length(integer),
  private.new_pin_clears_locks()
  from public, anon, authenticated;

-- 3. Fun names -----------------------------------------------------------------

-- `name` in NFKC, the form every fun name is stored and compared in.
create function private.fun_name_form(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select normalize(name, NFKC)
$$;

-- Why a name is not allowed, or null when it is; judged on its NFKC form.
-- 'hidden': a control or format character (other than ZWNJ/ZWJ between two
-- Telugu letters), or a line or paragraph separator.
create or replace function private.username_problem(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when form is null or char_length(form) < 3 then 'too_short'
    when char_length(form) > 20 then 'too_long'
    -- What JavaScript's trim() removes (after NFKC), as the forms trim.
    when form ~ '^[ \t\n\u000B\f\r\u1680\u2028\u2029\uFEFF]|[ \t\n\u000B\f\r\u1680\u2028\u2029\uFEFF]$'
      then 'untrimmed'
    when form ~ '[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+' then 'email'
    when form ~ '[0-9\u0C66-\u0C6F]([[:space:].-]*[0-9\u0C66-\u0C6F]){6,}' then 'phone'
    when form ~ '[\u0001-\u001F\u007F-\u009F]' then 'control'
    when regexp_replace(
        form, '([\u0C00-\u0C7F])[\u200C\u200D](?=[\u0C00-\u0C7F])', '\1', 'g'
      ) ~ '[\u00AD\u0600-\u0605\u061C\u06DD\u070F\u180E\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF9-\uFFFB]'
      then 'hidden'
    else null
  end
  from (select private.fun_name_form(name) as form) f
$$;

-- Stores every fun name in its NFKC form, whoever writes it.
create function private.normalise_fun_name()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.fun_name := private.fun_name_form(new.fun_name);
  return new;
end;
$$;

create trigger child_profiles_fun_name_form
  before insert or update of fun_name on public.child_profiles
  for each row execute function private.normalise_fun_name();

-- The uniqueness check compares NFKC forms, as they are stored.
create or replace function private.check_fun_name(name text, profile uuid)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if private.username_problem(name) is not null then
    raise exception 'fun_name_not_allowed: %', private.username_problem(name)
      using errcode = 'VK006';
  end if;
  if exists (
    select 1 from public.child_profiles c
    where lower(c.fun_name) = lower(private.fun_name_form(name))
      and c.id is distinct from profile
  ) then
    raise exception 'fun_name_taken' using errcode = 'VK004';
  end if;
end;
$$;

create or replace function public.username_available(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.username_problem(btrim(name)) is null
    and not exists (
      select 1 from public.child_profiles c
      where lower(c.fun_name) = lower(private.fun_name_form(btrim(name)))
    )
$$;

revoke all on function private.fun_name_form(text),
  private.normalise_fun_name()
  from public, anon, authenticated;
