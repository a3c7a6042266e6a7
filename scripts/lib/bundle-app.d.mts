/** See bundle-app.mjs: bundles app modules into one ES module; resolves to its path. */
export function bundleAppModule(name: string, source: string): Promise<string>;
