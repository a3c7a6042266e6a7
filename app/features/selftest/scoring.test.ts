import { describe, expect, it } from "vitest";
import {
  profileDescriptions,
  profileLabels,
  scoreBands,
  selfTestCategories,
  selfTestQuestions,
  type ProfileLabel,
  type SelfTestOption,
  type SelfTestQuestion,
} from "~/content/selftest";
import { bandFor, maskEmail, parseProfiel, profielText, scoreSelfTest } from "./scoring";

/** A question whose four options (scores 0-3) carry the given profiles. */
function question(id: string, profiles: [ProfileLabel, ProfileLabel, ProfileLabel, ProfileLabel]): SelfTestQuestion {
  const option = (index: 0 | 1 | 2 | 3): SelfTestOption => ({
    text: `${id}-${index}`,
    score: index,
    profile: profiles[index],
  });
  return { id, text: id, category: "energy", options: [option(0), option(1), option(2), option(3)] };
}

describe("scoreSelfTest (product.md §9)", () => {
  it("ranks profiles by their average score, not by their sum, and totals every chosen score", () => {
    const questions = [
      question("q1", ["Veerkrachtig", "Chronisch Overbelast", "Burnout", "Burnout"]),
      question("q2", ["Veerkrachtig", "Chronisch Overbelast", "Burnout", "Burnout"]),
      question("q3", ["Veerkrachtig", "Chronisch Overbelast", "Aangeslagen Analist", "Burnout"]),
      question("q4", ["Veerkrachtig", "Chronisch Overbelast", "Aangeslagen Analist", "Burnout"]),
    ];
    // Chronisch Overbelast: 1+1+1 = 3 over 3 answers (avg 1), sum 3.
    // Aangeslagen Analist: 2 over 1 answer (avg 2), sum 2: the smaller sum but the higher average wins.
    const outcome = scoreSelfTest(questions, [1, 1, 1, 2]);
    expect(outcome.primary).toBe("Aangeslagen Analist");
    expect(outcome.secondary).toBe("Chronisch Overbelast");
    expect(outcome.total).toBe(5);
    expect(outcome.maxTotal).toBe(12);
    expect(outcome.ranking.map((tally) => [tally.profile, tally.sum, tally.count, tally.average])).toEqual([
      ["Aangeslagen Analist", 2, 1, 2],
      ["Chronisch Overbelast", 3, 3, 1],
    ]);
    expect(profielText(outcome)).toBe("Aangeslagen Analist / Chronisch Overbelast");
  });

  it("breaks ties by the profile reached first in question order", () => {
    const questions = [
      question("q1", ["Veerkrachtig", "Lichaamsloze Leider", "Burnout", "ADHD-Hyperactief"]),
      question("q2", ["Veerkrachtig", "Lichaamsloze Leider", "Burnout", "ADHD-Executive"]),
      question("q3", ["Veerkrachtig", "Lichaamsloze Leider", "Burnout", "ADHD-Combined"]),
    ];
    // Three profiles with average 3: the one from q1 first, then q2.
    expect(profielText(scoreSelfTest(questions, [3, 3, 3]))).toBe("ADHD-Hyperactief / ADHD-Executive");
    // The same averages in another order: the order of the questions decides, not the label.
    const reversed = [questions[2]!, questions[1]!, questions[0]!];
    expect(profielText(scoreSelfTest(reversed, [3, 3, 3]))).toBe("ADHD-Combined / ADHD-Executive");
    // A tie on a fraction (2/3 against 4/6) stays a tie, so order decides here too.
    const fractions = [
      question("q1", ["Burnout", "Burnout", "Burnout", "Burnout"]),
      question("q2", ["Burnout", "Burnout", "Burnout", "Burnout"]),
      question("q3", ["Burnout", "Burnout", "Burnout", "Burnout"]),
      ...["q4", "q5", "q6", "q7", "q8", "q9"].map((id) =>
        question(id, ["Chronisch Overbelast", "Chronisch Overbelast", "Chronisch Overbelast", "Chronisch Overbelast"]),
      ),
    ];
    // Burnout 2/3, Chronisch Overbelast 4/6.
    const tie = scoreSelfTest(fractions, [1, 1, 0, 2, 2, 0, 0, 0, 0]);
    expect(tie.ranking[0]?.average).toBeCloseTo(tie.ranking[1]?.average ?? -1);
    expect(profielText(tie)).toBe("Burnout / Chronisch Overbelast");
  });

  it("gives 'Undefined' as the second profile when only one profile was chosen", () => {
    const questions = [
      question("q1", ["Veerkrachtig", "Burnout", "Burnout", "Burnout"]),
      question("q2", ["Veerkrachtig", "Burnout", "Chronisch Overbelast", "Burnout"]),
    ];
    const outcome = scoreSelfTest(questions, [3, 1]);
    expect(outcome.primary).toBe("Burnout");
    expect(outcome.secondary).toBe("Undefined");
    expect(outcome.total).toBe(4);
    expect(profielText(outcome)).toBe("Burnout / Undefined");
  });

  it("with the real questions: all first options give 'Veerkrachtig / Undefined' and a total of 0", () => {
    const outcome = scoreSelfTest(
      selfTestQuestions,
      selfTestQuestions.map(() => 0),
    );
    expect(profielText(outcome)).toBe("Veerkrachtig / Undefined");
    expect(outcome.total).toBe(0);
    expect(outcome.categories.map((category) => [category.category, category.score, category.max])).toEqual([
      ["attention", 0, 9],
      ["energy", 0, 9],
      ["executive", 0, 9],
      ["impulse", 0, 9],
    ]);
  });

  it("with the real questions: all last options total 36, split over the four parts", () => {
    const outcome = scoreSelfTest(
      selfTestQuestions,
      selfTestQuestions.map(() => 3),
    );
    expect(outcome.total).toBe(36);
    expect(outcome.maxTotal).toBe(36);
    expect(outcome.categories.map((category) => category.score)).toEqual([9, 9, 9, 9]);
    // Every chosen profile has average 3, so the first two reached (q1, q2) lead.
    expect(profielText(outcome)).toBe("ADHD-Combined / ADHD-Inattentief");
  });

  it("with the real questions: a mixed set, worked out by hand", () => {
    // q1 B Verstrooide Visionair 1, q2 C Verstrooide Visionair 2, q3 A Veerkrachtig 0,
    // q4 D Burnout 3, q5 C Prikkelgevoelige Performer 2, q6 B Lichaamsloze Leider 1,
    // q7 A Veerkrachtig 0, q8 C ADHD-Executive 2, q9 C ADHD-Executive 2,
    // q10 C Prikkelgevoelige Performer 2, q11 B Verstrooide Visionair 1, q12 B Prikkelgevoelige Performer 1.
    // Averages: Burnout 3, ADHD-Executive 2, Prikkelgevoelige Performer 5/3, Verstrooide Visionair 4/3,
    // Lichaamsloze Leider 1, Veerkrachtig 0. Total 17.
    const outcome = scoreSelfTest(selfTestQuestions, [1, 2, 0, 3, 2, 1, 0, 2, 2, 2, 1, 1]);
    expect(profielText(outcome)).toBe("Burnout / ADHD-Executive");
    expect(outcome.total).toBe(17);
    expect(outcome.ranking.map((tally) => tally.profile)).toEqual([
      "Burnout",
      "ADHD-Executive",
      "Prikkelgevoelige Performer",
      "Verstrooide Visionair",
      "Lichaamsloze Leider",
      "Veerkrachtig",
    ]);
    expect(outcome.categories.map((category) => category.score)).toEqual([3, 6, 4, 4]);
  });

  it("refuses answers that do not fit the questions", () => {
    expect(() => scoreSelfTest(selfTestQuestions, [0, 0, 0])).toThrow(RangeError);
    expect(() =>
      scoreSelfTest(
        selfTestQuestions,
        selfTestQuestions.map((_, i) => (i === 4 ? 4 : 0)),
      ),
    ).toThrow(RangeError);
    expect(() =>
      scoreSelfTest(
        selfTestQuestions,
        selfTestQuestions.map((_, i) => (i === 4 ? 1.5 : 0)),
      ),
    ).toThrow(RangeError);
  });
});

describe("the self-test content (product.md §3, D2)", () => {
  it("has 12 questions q1-q12, three per category, each with four options scored 0 to 3", () => {
    expect(selfTestQuestions.map((q) => q.id)).toEqual(Array.from({ length: 12 }, (_, i) => `q${i + 1}`));
    for (const category of selfTestCategories) {
      expect(selfTestQuestions.filter((q) => q.category === category)).toHaveLength(3);
    }
    for (const q of selfTestQuestions) {
      expect(q.options.map((option) => option.score)).toEqual([0, 1, 2, 3]);
      expect(new Set(q.options.map((option) => option.text)).size).toBe(4);
    }
  });

  it("uses every one of the 14 profile labels, and describes each in 2 to 4 sentences with three steps of advice, without medical claims or promises", () => {
    const used = new Set(selfTestQuestions.flatMap((q) => q.options.map((option) => option.profile)));
    expect([...used].sort()).toEqual([...profileLabels].sort());
    expect(profileLabels).toHaveLength(14);
    for (const label of profileLabels) {
      const { description, advice } = profileDescriptions[label];
      const sentences = description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, label).toBeGreaterThanOrEqual(2);
      expect(sentences.length, label).toBeLessThanOrEqual(4);
      expect(advice, label).toHaveLength(3);
      for (const step of advice) expect(step.length, label).toBeGreaterThan(20);
      expect(`${description} ${advice.join(" ")}`, label).not.toMatch(
        /behandel|genees|therapie|je hebt (adhd|een burn-out)|garantie|gegarandeerd/i,
      );
    }
  });
});

describe("helpers", () => {
  it("splits a stored profiel back into both labels", () => {
    expect(parseProfiel("Burnout / Undefined")).toEqual(["Burnout", "Undefined"]);
    expect(parseProfiel("ADHD-Combined / Chronisch Overbelast")).toEqual(["ADHD-Combined", "Chronisch Overbelast"]);
  });

  it("finds the score band a total falls in", () => {
    expect(bandFor(scoreBands, 0).title).toBe("Weinig signalen");
    expect(bandFor(scoreBands, 9).title).toBe("Weinig signalen");
    expect(bandFor(scoreBands, 10).title).toBe("Duidelijke signalen");
    expect(bandFor(scoreBands, 20).title).toBe("Duidelijke signalen");
    expect(bandFor(scoreBands, 21).title).toBe("Veel signalen");
    expect(bandFor(scoreBands, 36).title).toBe("Veel signalen");
  });

  it("masks most of an e-mail address's local part", () => {
    expect(maskEmail("jan.jansen@example.nl")).toBe("j***n@example.nl");
    expect(maskEmail("ab@example.nl")).toBe("a***@example.nl");
    expect(maskEmail("a@example.nl")).toBe("a***@example.nl");
    expect(maskEmail("geen-adres")).toBe("***");
  });
});
