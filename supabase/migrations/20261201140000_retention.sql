-- Kept only as long as needed (issue 44 item 6, decision 075): a written
-- retention period for each kind of record the games and the PIN leave,
-- applied every night by private.delete_expired(), which pg_cron calls on
-- Supabase (the device backend applies the same periods when it starts:
-- src/lib/backend/device/retention.ts). The privacy policy states them.
--
-- - A game session is kept a day. One that can still be finished is kept
--   a day after it can no longer be: an online round expires after 2 hours
--   (deleted after a day); a quiz round the server drew may be played
--   offline for 7 days (20261201130000), so an unfinished quiz session is
--   deleted after 8 days. The drawn questions go with their session. The
--   results themselves are in game_scores and the player's stats, kept
--   with the child (deleting the child deletes them).
-- - Quiz answers are kept 12 weeks: the grown-ups' "What was learnt" reads
--   the last 8 weeks (decision 063), and the practice of missed questions
--   brings a missed question back after days or weeks; 12 weeks covers
--   both with a month to spare. Older answers are deleted.
-- - A round played offline is remembered 8 days, only so that the same
--   round sent again is not counted twice: the server refuses a round
--   played more than 7 days ago anyway, and the device keeps it 8 days.
-- - The PIN's record of wrong tries (the count, the locks, when it was
--   locked) is kept 30 days after the last wrong PIN, so that the lock
--   still escalates against a child trying PINs day after day; after 30
--   quiet days (and no lock running) it is forgotten. A right PIN forgets
--   it at once, as before.

-- When the last wrong PIN was typed; set by a trigger, so the PIN's own
-- functions are unchanged.
alter table private.family_pins add column last_miss_at timestamptz;

create function private.note_pin_miss()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.failed_attempts > old.failed_attempts or new.locks > old.locks then
    new.last_miss_at := now();
  elsif new.failed_attempts = 0 and new.locks = 0 and new.locked_until is null then
    new.last_miss_at := null;
  end if;
  return new;
end;
$$;

create trigger family_pins_note_miss
  before update on private.family_pins
  for each row execute function private.note_pin_miss();

-- Deletes what is kept no longer (see above) and says how much of each.
create function private.delete_expired()
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  sessions integer;
  answers integer;
  offline integer;
  pins integer;
begin
  delete from public.game_sessions s
  where s.started_at < now() - case
      when s.finished_at is null and s.game_type = 'quiz' then interval '8 days'
      else interval '1 day'
    end;
  get diagnostics sessions = row_count;

  delete from private.quiz_answers a
  where a.answered_at < now() - interval '12 weeks';
  get diagnostics answers = row_count;

  delete from private.offline_rounds o
  where o.played_at < now() - interval '8 days';
  get diagnostics offline = row_count;

  update private.family_pins p
  set failed_attempts = 0, locks = 0, locked_until = null, last_miss_at = null
  where p.last_miss_at < now() - interval '30 days'
    and (p.locked_until is null or p.locked_until < now());
  get diagnostics pins = row_count;

  return jsonb_build_object(
    'game_sessions', sessions,
    'quiz_answers', answers,
    'offline_rounds', offline,
    'pin_records', pins
  );
end;
$$;

revoke all on function private.note_pin_miss(), private.delete_expired()
  from public, anon, authenticated;

-- Every night at 03:17 UTC on Supabase (pg_cron). Where pg_cron is not
-- available (PGlite, the tests' PostgreSQL) nothing is scheduled and the
-- function is called by hand or by the tests.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
    perform cron.schedule(
      'vasavi-kids-delete-expired',
      '17 3 * * *',
      'select private.delete_expired()'
    );
  end if;
end;
$$;
