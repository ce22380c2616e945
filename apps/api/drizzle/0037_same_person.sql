-- hand-written
-- The same person behind several accounts (issue #26: "an exclusion also holds against the same person's
-- other accounts"). E-mail, phone and national id are unique per account, so an exact match cannot
-- happen; what a second account of the same person looks like is an e-mail that reaches the same
-- mailbox. person_email_key (IMMUTABLE, indexed): lower case; the local part's "+tag" dropped; for Gmail
-- (gmail.com, googlemail.com) the dots of the local part dropped and the domain made gmail.com — the
-- addresses Gmail delivers to the same mailbox. Other providers' dots are significant, so they stay.
-- Name and birth date are NOT a key: two people share them often enough (many thousands of people
-- share the commonest Turkish names) that excluding one for the other would be wrong (ARCHITECTURE).
CREATE FUNCTION person_email_key(email text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURNS NULL ON NULL INPUT AS $$
  WITH parts AS (
    SELECT split_part(split_part(lower(btrim(email)), '@', 1), '+', 1) AS local,
           split_part(lower(btrim(email)), '@', 2) AS domain
  )
  SELECT CASE WHEN domain IN ('gmail.com', 'googlemail.com') THEN replace(local, '.', '') || '@gmail.com'
              ELSE local || '@' || domain END
    FROM parts
$$;--> statement-breakpoint
CREATE INDEX players_person_email_idx ON players (person_email_key(email));
