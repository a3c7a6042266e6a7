import { adminListCommon as texts } from "~/content/admin-lists";
import type { FormResult } from "~/lib/forms/form-result";
import type { FormSchema } from "~/lib/forms/parse-form";
import { rowId } from "~/lib/forms/rules";

/** The confirmed delete of one row on an admin list (D23): the button's intent and the row id. */
export const deleteSchemas = {
  delete: { id: rowId({ code: "Not found", message: texts.notFound }) },
} satisfies Record<string, FormSchema>;

export type DeleteResult = FormResult<"Deleted", "Not found">;
