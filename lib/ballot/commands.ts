/**
 * Commands anyone can paste into a terminal to redo the draw from the published record, shown on
 * /ballot. They read `GET /api/ballot` and nothing else; lib/ballot/commands.test.ts runs them.
 */
export interface VerifyCommands {
  /** Node.js 18 or later: prints `positions true entriesHash true seedHash true order true`. */
  node: string;
  /** curl, jq and OpenSSL: print the two hashes, to compare with the published ones. */
  entriesHash: string;
  seedHash: string;
  /** curl, jq and OpenSSL: prints "position reference" lines in the order the seed gives. */
  order: string;
}

export function verifyCommands(siteUrl: string): VerifyCommands {
  const api = `${siteUrl.replace(/\/+$/, "")}/api/ballot`;
  const node = [
    `node -e 'fetch("${api}").then(r=>r.json()).then(b=>{`,
    `const c=require("crypto"),k=Buffer.from(b.seed,"hex"),`,
    `h=r=>c.createHmac("sha256",k).update(r).digest("hex"),`,
    `p=b.order.map(o=>o.reference),s=[...p].sort(),d=[...s].sort((x,y)=>h(x)<h(y)?-1:1);`,
    `console.log("positions",b.order.every((o,i)=>o.position===i+1),`,
    `"entriesHash",c.createHash("sha256").update(s.join("\\n")).digest("hex")===b.entriesHash,`,
    `"seedHash",c.createHash("sha256").update(k).digest("hex")===b.seedHash,`,
    `"order",d.join()===p.join())})'`,
  ].join("");
  return {
    node,
    entriesHash: `curl -s ${api} | jq -j '[.order[].reference] | sort | join("\\n")' | openssl dgst -sha256`,
    seedHash: `curl -s ${api} | jq -j .seed | xxd -r -p | openssl dgst -sha256`,
    order: [
      `B=$(curl -s ${api}); S=$(echo "$B" | jq -r .seed);`,
      `echo "$B" | jq -r '.order[].reference' | while read -r R; do`,
      `echo "$(printf %s "$R" | openssl dgst -sha256 -mac HMAC -macopt "hexkey:$S" | awk '{print $NF}') $R";`,
      `done | LC_ALL=C sort | awk '{print NR, $2}'`,
    ].join(" "),
  };
}
