import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";

describe("configuration", () => {
  it("runs on the embedded defaults with no settings at all", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.PUBLIC_URL).toBe("http://localhost:3000");
    expect(env.TRUST_PROXY).toBe(false);
    // No identity given: migration 0030 seeds the sample of app/content/site.ts.
    expect(env.COACH_NAME).toBeUndefined();
  });

  it("takes a fresh install's identity and treats empty values as unset", () => {
    const env = parseEnv({ COACH_NAME: "Jan Jansen", KVK_NUMBER: "87654321", CONTACT_EMAIL: "", PORT: "8080" });
    expect(env.COACH_NAME).toBe("Jan Jansen");
    expect(env.KVK_NUMBER).toBe("87654321");
    expect(env.CONTACT_EMAIL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it("names every wrong setting in one clear message", () => {
    expect(() => parseEnv({ PORT: "abc", KVK_NUMBER: "12", PUBLIC_URL: "ftp://x" })).toThrowError(
      /Invalid configuration:\n {2}PORT: .*\n {2}PUBLIC_URL: .*\n {2}KVK_NUMBER: moet 8 cijfers zijn/,
    );
  });
});
