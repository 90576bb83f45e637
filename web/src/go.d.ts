// The parts of Go's wasm_exec.js (copied from the Go toolchain at build
// time) that worker.ts uses.
declare class Go {
  importObject: WebAssembly.Imports;
  exited: boolean;
  run(instance: WebAssembly.Instance): Promise<void>;
}
