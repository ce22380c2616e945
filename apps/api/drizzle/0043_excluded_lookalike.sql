-- hand-written
-- A case for staff when an account looks like a self-excluded player's (issue #26). E-mail is the key
-- that excludes the same person's other accounts by itself (0037); name and birth date are not — many
-- people share them — so a match on them is for a person to judge: an AML-queue case (rule
-- excluded_lookalike, modules/aml/rules/excluded-lookalike.ts), raised both ways, here in the database so
-- no path can forget it: a sign-up that looks like a player whose self-exclusion is in force, and a
-- self-exclusion taken while a look-alike account exists. Subject `lookalike:<the other account>`:
-- one case per pair and direction, however often it is seen again.
--
-- person_name_key: the name as a person reads it — Turkish letters folded to their Latin look-alikes,
-- case and spaces ignored, so "AYŞE  Yılmaz" and "ayse yilmaz" are one key (translate first: lower()
-- of İ depends on the collation, and PGlite has no ICU).
CREATE FUNCTION person_name_key(name text, surname text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  SELECT lower(regexp_replace(btrim(translate(name || ' ' || surname, 'İIıŞşĞğÜüÖöÇçÂâÎîÛû', 'iiissgguuooccaaiiuu')),
                              '\s+', ' ', 'g'))
$$;--> statement-breakpoint
CREATE INDEX players_person_name_idx ON players (person_name_key(name, surname), birth_date);--> statement-breakpoint
-- In force as sign-in sees it: not lifted, and either not over or over without the player asking for
-- the end (which then still needs its cooling-off; a case during those hours is harmless).
CREATE FUNCTION self_exclusion_in_force(r player_restrictions) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT r.kind = 'self_exclusion' AND r.lifted_at IS NULL
     AND (r.ends_at IS NULL OR r.ends_at > now() OR r.end_requested_at IS NULL)
$$;--> statement-breakpoint
CREATE FUNCTION lookalike_evidence(p players, other players, r player_restrictions, trigger text) RETURNS jsonb
  LANGUAGE sql STABLE AS $$
  SELECT jsonb_build_object(
    'trigger', trigger,
    'playerName', p.name || ' ' || p.surname,
    'playerBirthDate', p.birth_date::text,
    'lookalikePlayerId', other.id,
    'lookalikeUsername', other.username,
    'lookalikeName', other.name || ' ' || other.surname,
    'exclusionEndsAt', to_char(r.ends_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
$$;--> statement-breakpoint
CREATE FUNCTION raise_lookalike_on_sign_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.birth_date IS NULL OR NOT EXISTS
      (SELECT 1 FROM aml_rules WHERE code = 'excluded_lookalike' AND enabled) THEN
    RETURN NULL;
  END IF;
  INSERT INTO aml_cases (player_id, rule_code, subject, evidence, created_at)
    SELECT NEW.id, 'excluded_lookalike', 'lookalike:' || other.id,
           lookalike_evidence(NEW, other, r, 'sign_up'), now()
      FROM players other
      JOIN player_restrictions r ON r.player_id = other.id
     WHERE other.id <> NEW.id
       AND person_name_key(other.name, other.surname) = person_name_key(NEW.name, NEW.surname)
       AND other.birth_date = NEW.birth_date
       AND self_exclusion_in_force(r)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER players_excluded_lookalike AFTER INSERT ON players
  FOR EACH ROW EXECUTE FUNCTION raise_lookalike_on_sign_up();--> statement-breakpoint
CREATE FUNCTION raise_lookalike_on_self_exclusion() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind <> 'self_exclusion' OR NOT EXISTS
      (SELECT 1 FROM aml_rules WHERE code = 'excluded_lookalike' AND enabled) THEN
    RETURN NULL;
  END IF;
  INSERT INTO aml_cases (player_id, rule_code, subject, evidence, created_at)
    SELECT other.id, 'excluded_lookalike', 'lookalike:' || me.id,
           lookalike_evidence(other, me, NEW, 'self_exclusion'), now()
      FROM players me
      JOIN players other
        ON other.id <> me.id
       AND person_name_key(other.name, other.surname) = person_name_key(me.name, me.surname)
       AND other.birth_date = me.birth_date
     WHERE me.id = NEW.player_id AND me.birth_date IS NOT NULL
       -- An account the same exclusion covers (the same person's e-mail, 0037: mirrored right after this
       -- row, or already) needs no case.
       AND person_email_key(other.email) IS DISTINCT FROM person_email_key(me.email)
       AND NOT EXISTS (SELECT 1 FROM player_restrictions mine
                        WHERE mine.player_id = other.id AND self_exclusion_in_force(mine))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER player_restrictions_excluded_lookalike AFTER INSERT ON player_restrictions
  FOR EACH ROW EXECUTE FUNCTION raise_lookalike_on_self_exclusion();--> statement-breakpoint
-- The rule's row: on, no parameters (what counts as a look-alike is fixed above).
INSERT INTO "aml_rules" ("code", "enabled", "params") VALUES ('excluded_lookalike', true, '{}');
