-- Demo families for a local Supabase (`supabase db reset` runs this after
-- the migrations). Each parent signs up (a row in auth.users with the
-- consent the sign-up form sends; the trigger makes the family), adds child
-- profiles and the children play through the same RPCs the site calls,
-- add_child_profile, start_game and finish_game, so points and badges come
-- from the server's rules. Demo accounts have no password: they cannot sign
-- in. The Rao family has two children, the Shetty family one.

create function pg_temp.as_parent(parent uuid)
returns void
language sql
as $$
  select set_config(
    'request.jwt.claims',
    json_build_object('sub', parent, 'role', 'authenticated')::text,
    true
  )
$$;

create function pg_temp.add_child(parent uuid, fun_name text, avatar text)
returns uuid
language plpgsql
as $$
declare
  child uuid;
begin
  perform pg_temp.as_parent(parent);
  select c.id into child from public.add_child_profile(fun_name, avatar) c;
  perform set_config('request.jwt.claims', '', true);
  return child;
end;
$$;

create function pg_temp.play(child_name text, game text, result integer)
returns void
language plpgsql
as $$
declare
  child public.child_profiles%rowtype;
  session uuid;
begin
  select * into child from public.child_profiles c where c.fun_name = child_name;
  perform pg_temp.as_parent(child.family_id);
  session := public.start_game(child.id, game);
  -- A demo round "started" a minute ago, past every minimum play time.
  update public.game_sessions
  set started_at = started_at - interval '1 minute'
  where id = session;
  if game = 'quiz' then
    -- The quiz answers the questions drawn for it: the first `result` right.
    perform public.finish_game(session, (
      select jsonb_agg(jsonb_build_object(
        'question', q.id,
        'choice', case
          when s.position <= result then q.correct
          else (q.correct + 1) % case q.band when '5-7' then 3 else 4 end
        end
      ))
      from private.quiz_session_questions s
      join private.quiz_questions q on q.id = s.question_id
      where s.session_id = session
    ));
  else
    perform public.finish_game(session, result);
  end if;
  perform set_config('request.jwt.claims', '', true);
end;
$$;

insert into auth.users (id, aud, role, email, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('00000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'demo-rao@example.org', '{"provider":"email","providers":["email"]}', '{"parent_consent":true,"policy_version":"2026-11-25"}', now(), now()),
  ('00000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'demo-shetty@example.org', '{"provider":"email","providers":["email"]}', '{"parent_consent":true,"policy_version":"2026-11-25"}', now(), now());

select pg_temp.add_child('00000000-0000-4000-8000-000000000001', 'DancingPeacock', 'peacock');
select pg_temp.add_child('00000000-0000-4000-8000-000000000001', 'GentleElephant', 'elephant');
select pg_temp.add_child('00000000-0000-4000-8000-000000000002', 'SoaringKite', 'parrot');

select pg_temp.play('DancingPeacock', 'quiz', 12);
select pg_temp.play('DancingPeacock', 'memory', 12);
select pg_temp.play('DancingPeacock', 'festival_match', 1);
select pg_temp.play('DancingPeacock', 'hero_match', 1);
select pg_temp.play('DancingPeacock', 'story', 1);
select pg_temp.play('GentleElephant', 'quiz', 9);
select pg_temp.play('GentleElephant', 'memory', 16);
select pg_temp.play('SoaringKite', 'story', 1);
