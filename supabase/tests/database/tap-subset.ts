/**
 * A tiny subset of pgTAP (plan, ok, is, isnt, throws_ok, lives_ok, finish) in schema `tap`, with
 * pgTAP's signatures, so the SQL tests run on PGlite (which has no pgTAP) and unchanged with
 * `supabase test db` where the real extension exists. Counters live in transaction-local
 * settings because every test file runs in one transaction and changes roles.
 */
export const TAP_SUBSET_SQL = String.raw`
create schema if not exists tap;
grant usage on schema tap to public;

create or replace function tap._result(pass boolean, description text, diagnostics text default null)
returns text language plpgsql as $$
declare
  n integer := coalesce(nullif(current_setting('tap.count', true), ''), '0')::integer + 1;
  line text;
begin
  perform set_config('tap.count', n::text, true);
  if not pass then
    perform set_config('tap.failed', (coalesce(nullif(current_setting('tap.failed', true), ''), '0')::integer + 1)::text, true);
  end if;
  line := case when pass then 'ok ' else 'not ok ' end || n || coalesce(' - ' || description, '');
  if not pass and diagnostics is not null then
    line := line || E'\n# ' || replace(diagnostics, E'\n', E'\n# ');
  end if;
  return line;
end $$;

create or replace function tap.plan(planned integer) returns text language plpgsql as $$
begin
  perform set_config('tap.planned', planned::text, true);
  perform set_config('tap.count', '0', true);
  perform set_config('tap.failed', '0', true);
  return '1..' || planned;
end $$;

create or replace function tap.ok(pass boolean, description text) returns text language sql as $$
  select tap._result(coalesce(pass, false), description, case when pass is null then 'condition was NULL' end)
$$;

create or replace function tap.is(have anyelement, want anyelement, description text) returns text language sql as $$
  select tap._result(have is not distinct from want, description,
    format('have: %s%swant: %s', coalesce(have::text, 'NULL'), E'\n', coalesce(want::text, 'NULL')))
$$;

create or replace function tap.isnt(have anyelement, want anyelement, description text) returns text language sql as $$
  select tap._result(have is distinct from want, description, format('have: %s, expected anything else', coalesce(have::text, 'NULL')))
$$;

create or replace function tap.throws_ok(sql text, errcode text, errmsg text, description text)
returns text language plpgsql as $$
declare
  got_state text;
  got_message text;
begin
  begin
    execute sql;
  exception when others then
    get stacked diagnostics got_state = returned_sqlstate, got_message = message_text;
    return tap._result(
      (errcode is null or got_state = errcode) and (errmsg is null or got_message = errmsg),
      description,
      format('caught: %s: %s%swanted: %s: %s', got_state, got_message, E'\n', coalesce(errcode, 'any'), coalesce(errmsg, 'any message')));
  end;
  return tap._result(false, description, format('no exception; wanted: %s: %s', coalesce(errcode, 'any'), coalesce(errmsg, 'any message')));
end $$;

create or replace function tap.lives_ok(sql text, description text) returns text language plpgsql as $$
declare
  got_state text;
  got_message text;
begin
  execute sql;
  return tap._result(true, description);
exception when others then
  get stacked diagnostics got_state = returned_sqlstate, got_message = message_text;
  return tap._result(false, description, format('died: %s: %s', got_state, got_message));
end $$;

create or replace function tap.finish() returns setof text language plpgsql as $$
declare
  planned integer := nullif(current_setting('tap.planned', true), '')::integer;
  ran integer := coalesce(nullif(current_setting('tap.count', true), ''), '0')::integer;
  failed integer := coalesce(nullif(current_setting('tap.failed', true), ''), '0')::integer;
begin
  if planned is null then
    return next '# No plan found: call plan(n) first';
  elsif planned <> ran then
    return next format('# Looks like you planned %s tests but ran %s', planned, ran);
  end if;
  if failed > 0 then
    return next format('# Looks like you failed %s test%s of %s', failed, case when failed = 1 then '' else 's' end, ran);
  end if;
end $$;

grant execute on all functions in schema tap to public;
`;

/** One TAP line of a test file's output. */
export interface TapAssertion {
  /** Test number. */
  number: number;
  /** Whether it passed. */
  pass: boolean;
  /** The assertion's message. */
  description: string;
  /** Diagnostic lines of a failure. */
  diagnostics: string;
}

/** The TAP output of one file: its assertions and its plan/finish complaints. */
export interface TapReport {
  /** Every `ok` / `not ok` line. */
  assertions: TapAssertion[];
  /** `# …` lines from finish() (plan mismatch, failure count). */
  problems: string[];
}

/** Parses the text values a test file's statements returned. */
export function parseTap(values: string[]): TapReport {
  const assertions: TapAssertion[] = [];
  const problems: string[] = [];
  for (const value of values) {
    const match = /^(not )?ok (\d+)(?: - ([^\n]*))?((?:\n#[^\n]*)*)$/.exec(value);
    if (match) {
      assertions.push({
        number: Number(match[2]),
        pass: match[1] === undefined,
        description: match[3] ?? '',
        diagnostics: match[4].replace(/\n# ?/g, '\n').trim(),
      });
    } else if (value.startsWith('# ')) {
      problems.push(value.slice(2));
    }
  }
  return { assertions, problems };
}
