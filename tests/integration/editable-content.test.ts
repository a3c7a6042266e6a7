import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { editableTexts } from "~/content/editable";
import { loginCookie, seedUser } from "../support/admin";
import { readRows } from "../support/database";
import { postForm, visibleText } from "../support/forms";
import { startBuiltServer, type RunningServer } from "../support/server";

let server: RunningServer;
let adminCookie: string;

beforeAll(async () => {
  server = await startBuiltServer();
  seedUser(server.dataDir, "coach@example.nl");
  seedUser(server.dataDir, "gast@example.nl", { admin: false });
  adminCookie = await loginCookie(server.url, "coach@example.nl");
});
afterAll(async () => {
  await server?.stop();
  server?.remove();
});

async function lifeCoachingText(cookie?: string): Promise<{ html: string; text: string }> {
  const html = await (await fetch(`${server.url}/life-coaching`, { headers: cookie ? { Cookie: cookie } : {} })).text();
  return { html, text: visibleText(html) };
}

describe("editable texts (D24)", () => {
  it("shows the default intro, and the pencil only to an admin", async () => {
    const visitor = await lifeCoachingText();
    expect(visitor.text).toContain(editableTexts.life_coaching_intro.defaultText.slice(0, 60));
    expect(visitor.text).not.toContain("Tekst bewerken");
    expect((await lifeCoachingText(adminCookie)).text).toContain("Tekst bewerken");
  });

  it("stores an admin's edit as plain text and shows it to every visitor", async () => {
    const edit = "Nieuwe intro van de coach. <b>Geen opmaak</b> & geen script.";
    const response = await postForm(
      `${server.url}/admin/content`,
      { key: "life_coaching_intro", text: `  ${edit}  ` },
      { Cookie: adminCookie },
    );
    expect(response.status).toBe(200);
    expect(readRows(server.dataDir, "select content_key, page, content_text from editable_content")).toEqual([
      { content_key: "life_coaching_intro", page: "life-coaching", content_text: edit },
    ]);
    const visitor = await lifeCoachingText();
    expect(visitor.text).toContain(edit);
    expect(visitor.html).toContain("&lt;b&gt;Geen opmaak&lt;/b&gt;");
    expect(visitor.html).not.toContain("<b>Geen opmaak</b>");
  });

  it("refuses anyone but an admin, an unknown key and an empty text, changing nothing", async () => {
    const before = readRows(server.dataDir, "select * from editable_content");
    const anonymous = await postForm(`${server.url}/admin/content`, { key: "life_coaching_intro", text: "gekaapt" });
    expect(anonymous.status).toBe(302);
    const guest = await postForm(
      `${server.url}/admin/content`,
      { key: "life_coaching_intro", text: "gekaapt" },
      { Cookie: await loginCookie(server.url, "gast@example.nl") },
    );
    expect(guest.status).toBe(403);
    const unknown = await postForm(
      `${server.url}/admin/content`,
      { key: "home_hero", text: "x" },
      { Cookie: adminCookie },
    );
    expect(unknown.status).toBe(400);
    const empty = await postForm(
      `${server.url}/admin/content`,
      { key: "life_coaching_intro", text: "   " },
      { Cookie: adminCookie },
    );
    expect(empty.status).toBe(400);
    expect(readRows(server.dataDir, "select * from editable_content")).toEqual(before);
  });

  it("refuses a file sent as the text instead of storing '[object File]'", async () => {
    const before = readRows(server.dataDir, "select * from editable_content");
    const body = new FormData();
    body.set("key", "life_coaching_intro");
    body.set("text", new Blob(["Tekst uit een bestand"], { type: "text/plain" }), "intro.txt");
    const response = await fetch(`${server.url}/admin/content`, {
      method: "POST",
      redirect: "manual",
      headers: { Origin: server.url, Cookie: adminCookie },
      body,
    });
    expect(response.status).toBe(400);
    expect(readRows(server.dataDir, "select * from editable_content")).toEqual(before);
  });
});
