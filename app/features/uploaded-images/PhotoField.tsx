import { useState } from "react";
import { TextField } from "~/components/ui/form";
import { adminBlogEditor } from "~/content/admin-blog";
import { maxImageBytes } from "./limits";

const texts = adminBlogEditor.cover;

/**
 * The photo field of an upload form (a blog cover, the portrait). A photo over
 * the limit is refused here, with the form's own message, before the browser
 * sends it: the server refuses such a body unread (413), with no form to
 * return to. Without JavaScript the server's check is the only one.
 */
export function PhotoField({ error }: { error?: string }) {
  const [tooLarge, setTooLarge] = useState(false);
  return (
    <TextField
      label={texts.file}
      name="file"
      type="file"
      accept="image/jpeg,image/png,image/webp"
      required
      error={tooLarge ? texts.refused.size : error}
      onChange={(event) => {
        const large = (event.currentTarget.files?.[0]?.size ?? 0) > maxImageBytes;
        // Keeps the form from being sent; the message shows beside the field.
        event.currentTarget.setCustomValidity(large ? texts.refused.size : "");
        setTooLarge(large);
      }}
    />
  );
}
