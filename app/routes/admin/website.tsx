import { data, useNavigation } from "react-router";
import {
  editableTextLabels as texts,
  editableTexts,
  markdownTextMaxLength,
  type EditableKey,
} from "~/content/editable";
import { logAccess } from "~/features/admin-audit/access-log.server";
import { requireAdmin } from "~/features/admin-auth/guard.server";
import { versionsOf } from "~/features/content-history/history.server";
import { editSchema, restoreSchema, type EditNotice } from "~/features/editable-content/edit-form";
import {
  editableEntries,
  restoreEditableText,
  saveEditableText,
  tooLongFor,
} from "~/features/editable-content/editable.server";
import { TextEditor, type TextPreview } from "~/features/editable-content/TextEditor";
import { formFailure, formRefusal, type FormFailure } from "~/lib/forms/form-result";
import { parseIntent, textValue } from "~/lib/forms/parse-form";
import { adminWebsitePath } from "~/features/portrait/paths";
import {
  portrait,
  portraitEntity,
  portraitFlash,
  portraitOutcomes,
  restorePortrait,
} from "~/features/portrait/portrait.server";
import { PortraitSection } from "~/features/portrait/PortraitSection";
import { readFlash, redirectWithFlash } from "~/server/flash.server";
import { renderMarkdown } from "~/server/markdown.server";
import type { Route } from "./+types/website";

const notices: readonly EditNotice[] = ["saved", "restored", "unchanged"];
/** A text's notice names the text it is for: it shows next to that text's editor. */
const textFlash = (notice: EditNotice, key: EditableKey) => `${notice}:${key}` as const;

/** /admin/website: the coach's portrait and the site's free texts, each live on save (ADR 0062). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  // Each text's notices and the portrait's, shown once (ADR 0098).
  const textNotices = notices.flatMap((notice) =>
    (Object.keys(editableTexts) as EditableKey[]).map((key) => ({ key, notice, flash: textFlash(notice, key) })),
  );
  const flash = readFlash(request, [
    ...textNotices.map((text) => text.flash),
    ...[...portraitOutcomes, "teruggezet" as const].map(portraitFlash),
  ]);
  const [entries, image, portraitVersions] = await Promise.all([
    editableEntries(),
    portrait(),
    versionsOf(portraitEntity, 1),
  ]);
  const text = textNotices.find((candidate) => candidate.flash === flash.notice);
  return data(
    {
      entries,
      portrait: image,
      portraitVersions,
      portraitOutcome: portraitOutcomes.find((outcome) => portraitFlash(outcome) === flash.notice),
      portraitRestored: flash.notice === portraitFlash("teruggezet"),
      notice: text && { key: text.key, notice: text.notice },
    },
    { headers: flash.headers },
  );
}

const intents = {
  save: editSchema,
  preview: editSchema,
  restore: restoreSchema,
  "portrait-restore": { version: restoreSchema.version },
};

const done = (anchor: string, key: string) => redirectWithFlash(`${adminWebsitePath}#${anchor}`, key);

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const parsed = parseIntent(form, intents);
  if (!parsed) return data(formRefusal("Unknown intent", texts.failedText), { status: 400 });

  if (parsed.intent === "portrait-restore") {
    if (!parsed.ok || !(await restorePortrait(user.email, parsed.value.version))) {
      return data(formRefusal("Unknown version", texts.version), { status: 400 });
    }
    await logAccess(user, "portrait-restored");
    throw done("portret", portraitFlash("teruggezet"));
  }
  if (parsed.intent === "restore") {
    if (!parsed.ok || !(await restoreEditableText(user.email, parsed.value.key, parsed.value.version))) {
      return data(formRefusal("Unknown version", texts.version), { status: 400 });
    }
    await logAccess(user, "site-text-restored");
    throw done(`tekst-${parsed.value.key}`, textFlash("restored", parsed.value.key));
  }
  if (parsed.intent === "preview") {
    const key = parsed.values.key as EditableKey;
    if (!Object.hasOwn(editableTexts, key)) return data(formRefusal("Unknown text", texts.failedText), { status: 400 });
    // Shown exactly as the page will: text as text, Markdown through the site's one renderer.
    const text = textValue(form, "text").slice(0, markdownTextMaxLength);
    const html = editableTexts[key].format === "markdown" ? renderMarkdown(text) : undefined;
    return { preview: { key, text, html } satisfies TextPreview };
  }
  const tooLong = parsed.ok ? tooLongFor(parsed.value.key, parsed.value.text) : undefined;
  if (!parsed.ok || tooLong) {
    const errors = parsed.ok ? [{ field: "text", code: "Text too long", message: tooLong ?? "" }] : parsed.errors;
    return data<FormFailure>(formFailure("Validation failed", errors, parsed.values), { status: 400 });
  }
  const notice = await saveEditableText(user.email, parsed.value.key, parsed.value.text);
  if (notice === "saved") await logAccess(user, "site-text-saved");
  throw done(`tekst-${parsed.value.key}`, textFlash(notice, parsed.value.key));
}

export const meta: Route.MetaFunction = () => [{ title: texts.metaTitle }, { name: "robots", content: "noindex" }];

export default function AdminWebsite({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === "submitting";
  const failure = actionData && "ok" in actionData ? actionData : undefined;
  const preview = actionData && "preview" in actionData ? actionData.preview : undefined;
  const { notice } = loaderData;
  // A refusal that belongs to no text on the screen (a hand-made request) is shown at the top.
  const unplaced = failure && !loaderData.entries.some((entry) => entry.key === failure.values.key);
  return (
    <>
      <h1 className="text-3xl font-semibold sm:text-4xl">{texts.title}</h1>
      <p className="mt-3 max-w-3xl text-lg">{texts.intro}</p>
      {unplaced && (
        <p
          role="alert"
          className="mt-6 max-w-3xl rounded-xl bg-white px-4 py-3 font-medium text-danger ring-1 ring-red-700"
        >
          {failure.errors[0]?.message}
        </p>
      )}
      <PortraitSection
        image={loaderData.portrait}
        uploaded={loaderData.portrait.uploaded}
        versions={loaderData.portraitVersions}
        outcome={loaderData.portraitOutcome}
        restored={loaderData.portraitRestored}
        busy={busy}
      />
      <section aria-labelledby="teksten-titel" className="mt-14 max-w-3xl">
        <h2 id="teksten-titel" className="text-2xl font-semibold">
          {texts.textsTitle}
        </h2>
        <div className="mt-6 space-y-8">
          {loaderData.entries.map((entry) => (
            <TextEditor
              key={entry.key}
              entry={entry}
              action={adminWebsitePath}
              busy={busy}
              failure={failure?.values.key === entry.key ? failure : undefined}
              preview={preview?.key === entry.key ? preview : undefined}
              notice={notice?.key === entry.key ? texts[notice.notice] : undefined}
            />
          ))}
        </div>
      </section>
    </>
  );
}
