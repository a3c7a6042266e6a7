import { adminBlogEditor } from "~/content/admin-blog";
import { zonedInstant } from "~/lib/amsterdam-time";
import { accept, refuse, rowId, text, type Rule } from "~/lib/forms/rules";

const errors = adminBlogEditor.errors;
const problem = (code: string, message: string) => ({ code, message });

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const maxSlug = 80;

/** A title as an address: "Burn-out & ADHD: wat nu?" → "burn-out-adhd-wat-nu". */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxSlug)
    .replace(/-+$/, "");
  return slug || "artikel";
}

/** The address field: empty (made from the title) or a slug. */
function slugRule(): Rule<string> {
  return {
    check(input) {
      const value = input.trim();
      if (value === "") return accept("");
      return value.length <= maxSlug && slugPattern.test(value)
        ? accept(value)
        : refuse(problem("Invalid slug", errors.slug));
    },
    constraints: { maxLength: maxSlug },
  };
}

/** "ADHD, Energie" → ["ADHD", "Energie"]: at most 10 items of at most 40 characters. */
function wordList(): Rule<string[]> {
  return {
    check(input) {
      const items = [
        ...new Set(
          input
            .split(",")
            .map((item) => item.trim().replace(/\s+/g, " "))
            .filter(Boolean),
        ),
      ];
      return items.length <= 10 && items.every((item) => item.length <= 40)
        ? accept(items)
        : refuse(problem("Invalid list", errors.list));
    },
    constraints: { maxLength: 500 },
  };
}

/** A `datetime-local` value in the coach's time zone as an ISO instant; empty is null (a concept). */
function localDateTime(): Rule<string | null> {
  return {
    check(input) {
      const value = input.trim();
      if (value === "") return accept(null);
      const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
      if (!match) return refuse(problem("Invalid date", errors.publishAt));
      const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
      const probe = new Date(Date.UTC(year, month - 1, day));
      if (probe.getUTCMonth() !== month - 1 || year < 2000 || year > 2200 || hour > 23 || minute > 59) {
        return refuse(problem("Invalid date", errors.publishAt));
      }
      return accept(new Date(zonedInstant({ year, month, day }, hour * 60 + minute)).toISOString());
    },
    constraints: {},
  };
}

export const postSchema = {
  title: text({
    required: problem("Missing title", errors.title),
    max: { length: 150, refusal: problem("Title too long", errors.titleLong) },
  }),
  slug: slugRule(),
  description: text({
    required: problem("Missing description", errors.description),
    max: { length: 300, refusal: problem("Description too long", errors.descriptionLong) },
  }),
  tags: wordList(),
  keywords: wordList(),
  publishAt: localDateTime(),
  coverAlt: text({ max: { length: 200, refusal: problem("Alt text too long", errors.coverAltLong) } }),
  body: text({
    required: problem("Missing body", errors.body),
    max: { length: 100_000, refusal: problem("Body too long", errors.bodyLong) },
  }),
};

export const versionSchema = { version: rowId(problem("Unknown version", errors.version)) };
