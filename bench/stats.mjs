// Helpers the benchmark scripts share (bench/*.mjs, scripts/bench.mjs).

/** The median of the numbers among xs (others, NaN included, are left out); null when there are none. */
export function median(xs) {
  const s = xs.filter((x) => typeof x === "number" && !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return null;
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** CPU time of this process in ms, all threads (V8's compiler and GC threads included). */
export function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** files (a working directory as the engine's bridge takes it) with what a command wrote applied (null: removed). */
export function withWritten(files, res) {
  const out = { ...files };
  for (const [name, content] of Object.entries(res.files ?? {})) {
    if (content === null) delete out[name];
    else out[name] = content;
  }
  return out;
}
