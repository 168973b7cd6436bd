import dgram from "node:dgram";
import ipaddr from "ipaddr.js";

/**
 * A tiny authoritative DNS server on loopback (UDP) for link-preview tests. `answers` maps a name
 * to its A/AAAA records; a function value is asked on every query (DNS rebinding). Unknown names
 * are NXDOMAIN. `queries` counts A and AAAA questions per name.
 */
export type DnsAnswer = string[] | ((queryNumber: number) => string[]);

export interface FakeDns {
  server: string;
  queries: Map<string, number>;
  close(): Promise<void>;
}

function readName(msg: Buffer, offset: number): { name: string; end: number } {
  const labels: string[] = [];
  let i = offset;
  while (msg[i] !== 0) {
    const len = msg[i];
    labels.push(msg.subarray(i + 1, i + 1 + len).toString("ascii"));
    i += len + 1;
  }
  return { name: labels.join(".").toLowerCase(), end: i + 1 };
}

export async function startFakeDns(answers: Record<string, DnsAnswer>): Promise<FakeDns> {
  const socket = dgram.createSocket("udp4");
  const queries = new Map<string, number>();
  socket.on("message", (msg, rinfo) => {
    const { name, end } = readName(msg, 12);
    const qtype = msg.readUInt16BE(end);
    const question = msg.subarray(12, end + 4);
    const key = `${name}/${qtype === 28 ? "AAAA" : "A"}`;
    const n = (queries.get(key) ?? 0) + 1;
    queries.set(key, n);
    const entry = answers[name];
    const all = entry === undefined ? null : typeof entry === "function" ? entry(n) : entry;
    const wanted = (all ?? []).filter((a) => ipaddr.parse(a).kind() === (qtype === 28 ? "ipv6" : "ipv4"));
    const header = Buffer.alloc(12);
    header.writeUInt16BE(msg.readUInt16BE(0), 0);
    header.writeUInt16BE(all === null ? 0x8183 : 0x8180, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(wanted.length, 6);
    const records = wanted.map((a) => {
      const rdata = Buffer.from(ipaddr.parse(a).toByteArray());
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0);
      rr.writeUInt16BE(qtype === 28 ? 28 : 1, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(1, 6);
      rr.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([rr, rdata]);
    });
    socket.send(Buffer.concat([header, question, ...records]), rinfo.port, rinfo.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, "127.0.0.1", resolve));
  return {
    server: `127.0.0.1:${socket.address().port}`,
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
