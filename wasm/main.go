//go:build js && wasm

// Command wasm is tfplay's engine compiled to WebAssembly for GOOS=js.
//
// It is a thin JSON bridge: main registers one global object,
//
//	globalThis.tfplay = { call(method, requestJSON) -> responseJSON }
//
// and then blocks forever so the JavaScript side can keep calling it.
// Every response is an envelope, {"ok":true,"result":...} or
// {"ok":false,"error":"..."}. The methods are listed in handlers.go.
package main

func main() {
	register()
	select {}
}
