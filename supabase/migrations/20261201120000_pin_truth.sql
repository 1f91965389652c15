-- The PIN tells the truth (issue 44 item 2, decision 069).
--
-- 1. A locked PIN says until when. `pin_locked` (PT429) carries the end of
--    the lock in its DETAIL (ISO 8601, UTC), and
--    `parent_pin_locked_until()` gives it to the family (null when the PIN
--    is not locked): the wrong PIN that locks it returns false, as before,
--    so the try is counted (a raised error would roll it back), and the
--    client asks this function what the lock is.
-- 2. The grown-up window is fixed: it closes 30 minutes after the PIN was
--    typed (or set), whatever is changed in between. Before, each change
--    opened it 30 minutes more, so a change every 29 minutes kept it open
--    for ever after one PIN.
-- 3. A child can be added already hidden from the leaderboard:
--    add_child_profile takes `hidden_from_leaderboard` (default false), so a
--    parent need not add the child visible and hide them afterwards.
--
-- A forgotten PIN already clears the lock (reset_parent_pin, after a fresh
-- password or Google sign-in, decision 031): the lock never keeps out a
-- parent who proves who they are. tests/db/pin-truth.test.ts shows all three.

-- 1. The end of the lock -------------------------------------------------------

create or replace function private.pin_matches(pin private.family_pins, given text)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  if pin.locked_until is not null and pin.locked_until > now() then
    raise exception 'pin_locked' using errcode = 'PT429',
      detail = to_char(pin.locked_until at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
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

-- When the family's PIN lock ends; null when it is not locked (or there is
-- no PIN). Only the caller's own family.
create function public.parent_pin_locked_until()
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select p.locked_until
  from private.family_pins p
  where p.family_id = private.my_family()
    and p.locked_until > now()
$$;

revoke all on function public.parent_pin_locked_until() from public, anon;
grant execute on function public.parent_pin_locked_until() to authenticated;

-- 2. The fixed grown-up window ---------------------------------------------------

-- Changes to the family need the grown-up window when a PIN is set. A
-- correct PIN (or setting one) opens it for 30 minutes; a change made in it
-- does not keep it open longer. Without a PIN there is nothing to ask.
create or replace function private.check_grown_up(family uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  pin private.family_pins%rowtype;
begin
  select * into pin from private.family_pins p
  where p.family_id = family
  for update;
  if not found then
    return;
  end if;
  if pin.grown_up_until is null or pin.grown_up_until < now() then
    raise exception 'pin_required' using errcode = 'VK005';
  end if;
end;
$$;

-- 3. A child added hidden ---------------------------------------------------------

drop function public.add_child_profile(text, text, text);

create function public.add_child_profile(
  fun_name text,
  avatar text,
  age_band text default null,
  hidden_from_leaderboard boolean default false
)
returns public.child_profiles
language plpgsql
security definer
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  name text := add_child_profile.fun_name;
  made public.child_profiles%rowtype;
begin
  if (select f.consent_at from public.families f where f.id = family) is null then
    raise exception 'consent_required' using errcode = 'VK006';
  end if;
  perform private.check_grown_up(family);
  perform private.check_fun_name(name, null);
  if not private.valid_avatar(add_child_profile.avatar) then
    raise exception 'invalid_avatar' using errcode = 'VK006';
  end if;
  if not private.valid_age_band(add_child_profile.age_band) then
    raise exception 'invalid_age_band' using errcode = 'VK006';
  end if;

  begin
    insert into public.child_profiles as c
      (family_id, fun_name, avatar, age_band, hidden_from_leaderboard)
    values (
      family,
      name,
      add_child_profile.avatar,
      add_child_profile.age_band,
      coalesce(add_child_profile.hidden_from_leaderboard, false)
    )
    returning c.* into made;
  exception when unique_violation then
    -- Another family took the name a moment ago.
    raise exception 'fun_name_taken' using errcode = 'VK004';
  end;
  return made;
end;
$$;

revoke all on function public.add_child_profile(text, text, text, boolean)
  from public, anon;
grant execute on function public.add_child_profile(text, text, text, boolean)
  to authenticated;
