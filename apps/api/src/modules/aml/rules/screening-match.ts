import type { RaisedElsewhereRule } from './rule.ts';

/*
 * "A sanctions or PEP list match" (issue #26): the screening module screens every player against its
 * provider's list (at sign-up, and again at every list update) and raises this rule's case for each list
 * entry the player matches — subject `screening:<entry id>`, so one entry raises one case per player
 * however often it is screened again; a cleared false positive stays cleared. The parameter
 * `minNameScore` (contracts AML_RULE_PARAMS) is read by the screening itself; switched off, nobody is
 * screened until it is on again (then the backlog is screened).
 */
export const screeningMatchRule: RaisedElsewhereRule<'screening_match'> = {
  code: 'screening_match',
  on: [],
  raisedBy: 'modules/screening (its sweep)',
};
