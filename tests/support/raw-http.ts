import { connect, type Socket } from "node:net";

export interface RawExchange {
  /** Resolves when the server closes the connection, with everything it sent. */
  closed: Promise<{ response: string; closedAt: number }>;
  socket: Socket;
  /** Bytes this client managed to write before the server closed the connection. */
  written: () => number;
}

/**
 * A hand-written HTTP/1.1 exchange on a plain socket, for what fetch cannot
 * do: lie about the body length, or send a request slowly. `trickle` writes
 * one piece every `everyMs` until the server hangs up.
 */
export function rawRequest(
  url: string,
  head: string,
  options: { trickle?: () => string | Buffer; everyMs?: number } = {},
): RawExchange {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let response = "";
  let written = 0;
  let timer: NodeJS.Timeout | undefined;
  const write = (chunk: string | Buffer) => {
    if (socket.writable) socket.write(chunk, () => (written += Buffer.byteLength(chunk)));
  };
  socket.on("connect", () => {
    write(head);
    if (options.trickle) timer = setInterval(() => write(options.trickle!()), options.everyMs ?? 200);
  });
  socket.on("data", (chunk: Buffer) => (response += chunk.toString("latin1")));
  const closed = new Promise<{ response: string; closedAt: number }>((resolve) => {
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ response, closedAt: performance.now() });
    });
  });
  return { closed, socket, written: () => written };
}

/** The status code of a raw response, or undefined when the server sent nothing. */
export function rawStatus(response: string): number | undefined {
  const status = /^HTTP\/1\.1 (\d{3})/.exec(response)?.[1];
  return status ? Number(status) : undefined;
}
