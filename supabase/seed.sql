-- Demo players for a local Supabase (`supabase db reset` runs this after the
-- migrations). Each player signs up (a row in auth.users; the trigger makes
-- the profile) and plays through the same RPCs the site calls, start_game
-- and finish_game, so points and badges come from the server's rules.
-- Demo accounts have no password: they cannot sign in.

create function pg_temp.play(player uuid, game text, result integer)
returns void
language plpgsql
as $$
declare
  session uuid;
begin
  perform set_config(
    'request.jwt.claims',
    json_build_object('sub', player, 'role', 'authenticated')::text,
    true
  );
  session := public.start_game(game);
  -- A demo round "started" a minute ago, past every minimum play time.
  update public.game_sessions
  set started_at = started_at - interval '1 minute'
  where id = session;
  perform public.finish_game(session, result);
  perform set_config('request.jwt.claims', '', true);
end;
$$;

insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'demo-peacock@example.org', '{"provider":"email","providers":["email"]}', '{"username":"DancingPeacock"}', now(), now()),
  ('00000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'demo-elephant@example.org', '{"provider":"email","providers":["email"]}', '{"username":"GentleElephant"}', now(), now()),
  ('00000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'demo-kite@example.org', '{"provider":"email","providers":["email"]}', '{"username":"SoaringKite"}', now(), now());

select pg_temp.play('00000000-0000-4000-8000-000000000001', 'quiz', 12);
select pg_temp.play('00000000-0000-4000-8000-000000000001', 'memory', 12);
select pg_temp.play('00000000-0000-4000-8000-000000000001', 'festival_match', 1);
select pg_temp.play('00000000-0000-4000-8000-000000000001', 'hero_match', 1);
select pg_temp.play('00000000-0000-4000-8000-000000000001', 'story', 1);
select pg_temp.play('00000000-0000-4000-8000-000000000002', 'quiz', 9);
select pg_temp.play('00000000-0000-4000-8000-000000000002', 'memory', 16);
select pg_temp.play('00000000-0000-4000-8000-000000000003', 'story', 1);
