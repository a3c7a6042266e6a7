// Tests import the server helpers from here; the implementation is plain
// JavaScript in ./built-server.mjs so the scripts share it.
export { freePort, startBuiltServer, startDevServer, type RunningServer } from "./built-server.mjs";
