/**
 * The iframe embed's address: the files are a share link's payload in
 * the hash (`#v2.…`); the options come from the query, or from the hash
 * after the payload (`#v2.…&view=plan`), base64url having no `&`.
 */

/** Splits the hash into the payload (`#v2.…`) and the options after it, merged with the query's. */
export function parseEmbedLocation(search: string, hash: string): { payload: string; options: URLSearchParams } {
  const options = new URLSearchParams(search);
  const cut = hash.search(/[&?]/);
  const payload = cut < 0 ? hash : hash.slice(0, cut);
  if (cut >= 0) for (const [k, v] of new URLSearchParams(hash.slice(cut + 1))) options.append(k, v);
  return { payload, options };
}

