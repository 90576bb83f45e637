// scripts/fuzz.mjs tells Go's fuzzing coordinator race (a failure at the
// end of -fuzztime with nothing found) from a finding, and fuzzes the
// target again only for the race. The outputs are go test's, as printed
// by a failing CI run and by targets that found inputs.
import assert from "node:assert/strict";
import test from "node:test";
import { isDeadlineRace } from "../../scripts/fuzz.mjs";

const race = `fuzz: elapsed: 0s, gathering baseline coverage: 8/8 completed, now fuzzing with 2 workers
fuzz: elapsed: 3s, execs: 17 (6/sec), new interesting: 0 (total: 8)
fuzz: elapsed: 6s, execs: 17 (0/sec), new interesting: 0 (total: 8)
--- FAIL: FuzzIntel (6.03s)
    context deadline exceeded
FAIL
`;

const panicked = `fuzz: elapsed: 2s, execs: 5120 (2560/sec), new interesting: 3 (total: 11)
--- FAIL: FuzzIntel (2.10s)
    --- FAIL: FuzzIntel (0.00s)
        testing.go:1591: panic: runtime error: index out of range [3] with length 3

    Failing input written to testdata/fuzz/FuzzIntel/5b2c1e0f3a9d7c41
    To re-run:
    go test -run=FuzzIntel/5b2c1e0f3a9d7c41
FAIL
`;

const hung = `--- FAIL: FuzzValidate (13.18s)
    fuzzing process hung or terminated unexpectedly while minimizing: EOF
    Failing input written to testdata/fuzz/FuzzValidate/0cd297bb0eb1dc6c
    To re-run:
    go test -run=FuzzValidate/0cd297bb0eb1dc6c
FAIL
`;

// A target whose own code reports a deadline writes an input: it is a finding.
const ownDeadline = `--- FAIL: FuzzConsole (1.20s)
    --- FAIL: FuzzConsole (0.01s)
        console_fuzz_test.go:40: context deadline exceeded

    Failing input written to testdata/fuzz/FuzzConsole/9f1e
FAIL
`;

test("a bare deadline failure with no input written is Go's coordinator race", () => {
  assert.equal(isDeadlineRace(race), true);
});

test("a panic, a hang or the target's own deadline error is a finding", () => {
  for (const out of [panicked, hung, ownDeadline, "", "PASS\n"]) assert.equal(isDeadlineRace(out), false, out);
});
