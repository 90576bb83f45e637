/**
 * The widget's command attributes: `setup="terraform init; terraform
 * apply -auto-approve"` and `cmd="terraform plan -var 'x=1'"`, split into
 * commands (on `;` outside quotes) and words (as the terminal does, see
 * shell.ts), without the leading `terraform` or `tofu`.
 */
import { tokenize } from "../shell";

/** Splits a `;`-separated list of commands, honouring quotes. */
export function splitCommands(text: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === "\\" && quote === '"' && i + 1 < text.length) {
        cur += c + text[++i];
        continue;
      }
      if (c === quote) quote = null;
      cur += c;
    } else if (c === '"' || c === "'") {
      quote = c;
      cur += c;
    } else if (c === ";" || c === "\n") {
      if (cur.trim()) out.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

/**
 * The arguments of one command line: "terraform plan -var 'x=1'" →
 * ["plan", "-var", "x=1"]. Throws on an unterminated quote or a
 * program other than terraform or tofu.
 */
export function commandArgs(line: string): string[] {
  const pipeline = tokenize(line);
  if (pipeline.length !== 1) throw new Error(`a widget command cannot be a pipeline: ${line}`);
  const words = pipeline[0]!;
  if (words[0] === "terraform" || words[0] === "tofu") return words.slice(1);
  throw new Error(`not a terraform command: ${line}`);
}

/** The subcommand of arguments ("plan"), after global options such as -chdir. */
export function subcommand(args: readonly string[]): string {
  return args.find((a) => !a.startsWith("-")) ?? "";
}
