-- One age scheme everywhere (issue 43, decision 068): the quiz's bands are the
-- profiles' bands, 5-7, 8-10 and 11-15 (they were 5-7, 8-11 and 12-15, so an
-- 11-year-old was put into "12+"). A child's band is the default of a round,
-- never a cage: the band chosen on the quiz's start screen wins for that round.

alter table private.quiz_questions drop constraint quiz_questions_band;
update private.quiz_questions set band = case band
  when '8-11' then '8-10'
  when '12-15' then '11-15'
  else band
end;
alter table private.quiz_questions add constraint quiz_questions_band
  check (band in ('5-7', '8-10', '11-15'));

-- The profile's age band is now the bank's band; null for none.
create or replace function private.quiz_band(age_band text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when age_band in ('5-7', '8-10', '11-15') then age_band end
$$;

-- start_session as in 20261127120000, but for the quiz the round's band is
-- the one chosen for it, else the profile's band, else 8-10.
create or replace function private.start_session(
  profile uuid, game_type text, chosen_band text
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  family uuid := private.my_family();
  new_session uuid;
  band text;
begin
  perform private.check_my_profile(family, profile);
  if not private.valid_game_type(start_session.game_type) then
    raise exception 'invalid_game_type' using errcode = '22023';
  end if;
  if chosen_band is not null and chosen_band not in ('5-7', '8-10', '11-15') then
    raise exception 'invalid_quiz_band' using errcode = '22023';
  end if;

  -- One child's calls queue here, so the counts below cannot race.
  perform pg_advisory_xact_lock(hashtextextended(profile::text, 7));

  if (select count(*) from public.game_sessions s
      where s.profile_id = profile and s.finished_at is null
        and s.started_at > now() - interval '1 hour') >= 20
  then
    raise exception 'too_many_open_games' using errcode = 'PT429';
  end if;
  if (select count(*) from public.game_sessions s
      where s.profile_id = profile and s.started_at > now() - interval '1 minute') >= 60
  then
    raise exception 'too_many_starts' using errcode = 'PT429';
  end if;

  insert into public.game_sessions (profile_id, game_type)
  values (profile, start_session.game_type)
  returning id into new_session;

  if start_session.game_type = 'quiz' then
    select coalesce(chosen_band, private.quiz_band(c.age_band), '8-10')
    into band
    from public.child_profiles c where c.id = profile;
    insert into private.quiz_session_questions (session_id, position, question_id)
    select new_session, d.position, d.id
    from unnest(private.draw_quiz_round(profile, band))
      with ordinality as d(id, position);
  end if;
  return new_session;
end;
$$;

-- A quiz round of the band chosen on the quiz's start screen ('5-7', '8-10'
-- or '11-15'); null: the profile's band, else 8-10.
comment on function public.start_quiz(uuid, text) is
  'A quiz round of the chosen band (5-7, 8-10 or 11-15); null: the profile''s band, else 8-10.';
