import {
  selfTestCategories,
  type ProfileLabel,
  type SelfTestCategory,
  type SelfTestQuestion,
} from "~/content/selftest";

/** product.md §9: the label stored when fewer than two profiles were chosen. */
export const undefinedProfile = "Undefined";
export type RankedProfile = ProfileLabel | typeof undefinedProfile;

export interface ProfileTally {
  profile: ProfileLabel;
  /** Sum of the scores of the chosen options with this profile. */
  sum: number;
  /** How many chosen options carry this profile. */
  count: number;
  average: number;
}

export interface CategoryTally {
  category: SelfTestCategory;
  score: number;
  max: number;
}

export interface SelfTestOutcome {
  primary: RankedProfile;
  secondary: RankedProfile;
  /** Sum of all chosen scores. */
  total: number;
  /** The highest possible total (3 per question). */
  maxTotal: number;
  /** Every chosen profile, best first. */
  ranking: ProfileTally[];
  categories: CategoryTally[];
}

const maxOptionScore = 3;

/** The highest possible total of a set of questions. */
export function maxTotal(questions: readonly SelfTestQuestion[]): number {
  return questions.length * maxOptionScore;
}

/**
 * Scores one completed test, exactly as product.md §9 says: per profile the
 * average of the chosen scores (sum divided by the number of answers with
 * that profile), the top two by descending average, 'Undefined' where fewer
 * than two profiles were chosen, and the total as the sum of all scores.
 *
 * Ties: profiles with the same average keep the order in which they were
 * first reached in question order (q1 first). The sort is stable and the
 * tallies are built in question order, so this rule needs no extra code and
 * the same answers always give the same result.
 *
 * `answers` holds the chosen option index (0-3) per question, in question
 * order; anything else is a programming error (the form is validated first).
 */
export function scoreSelfTest(questions: readonly SelfTestQuestion[], answers: readonly number[]): SelfTestOutcome {
  if (answers.length !== questions.length) {
    throw new RangeError(`expected ${questions.length} answers, got ${answers.length}`);
  }
  const tallies = new Map<ProfileLabel, ProfileTally>();
  const categories = new Map<SelfTestCategory, CategoryTally>(
    selfTestCategories.map((category) => [category, { category, score: 0, max: 0 }]),
  );
  let total = 0;
  questions.forEach((question, index) => {
    const choice = answers[index] ?? -1;
    const option = Number.isInteger(choice) ? question.options[choice] : undefined;
    if (!option) throw new RangeError(`answer ${choice} is not an option of ${question.id}`);
    total += option.score;
    const tally = tallies.get(option.profile) ?? { profile: option.profile, sum: 0, count: 0, average: 0 };
    tally.sum += option.score;
    tally.count += 1;
    tally.average = tally.sum / tally.count;
    tallies.set(option.profile, tally);
    const category = categories.get(question.category);
    if (category) {
      category.score += option.score;
      category.max += maxOptionScore;
    }
  });
  // Compare the fractions by cross-multiplying, so rounding can never turn a tie into a win.
  const ranking = [...tallies.values()].sort((a, b) => b.sum * a.count - a.sum * b.count);
  return {
    primary: ranking[0]?.profile ?? undefinedProfile,
    secondary: ranking[1]?.profile ?? undefinedProfile,
    total,
    maxTotal: maxTotal(questions),
    ranking,
    categories: [...categories.values()].filter((category) => category.max > 0),
  };
}

/** The text stored in test_results.profiel (product.md §3). */
export function profielText(outcome: Pick<SelfTestOutcome, "primary" | "secondary">): string {
  return `${outcome.primary} / ${outcome.secondary}`;
}

/** Splits a stored profiel back into its two labels. */
export function parseProfiel(profiel: string): [string, string] {
  const [primary = undefinedProfile, secondary = undefinedProfile] = profiel.split(" / ");
  return [primary, secondary];
}

/** The band of `bands` (ascending `min`) that a total falls in. */
export function bandFor<T extends { min: number }>(bands: readonly T[], total: number): T {
  let found = bands[0];
  for (const band of bands) if (total >= band.min) found = band;
  if (!found) throw new RangeError("no score bands");
  return found;
}

/**
 * An e-mail address with most of its local part hidden ("j***n@example.nl"),
 * for the result page: its link can be forwarded or leak through history, so
 * it should not reveal the whole address.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const shown = local.length <= 2 ? `${local.slice(0, 1)}***` : `${local.slice(0, 1)}***${local.slice(-1)}`;
  return `${shown}@${domain}`;
}
